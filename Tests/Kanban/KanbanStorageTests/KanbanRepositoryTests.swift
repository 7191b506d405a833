import DatabaseTesting
import Foundation
import GRDB
import KanbanCore
import XCTest

@testable import DatabaseKit
@testable import KanbanStorage

/// The kanban board in the database: each step one transaction, the state
/// read back after a restart equal to the state written, tombstones, the
/// import.
final class KanbanRepositoryTests: XCTestCase {
    private let start = Date(timeIntervalSinceReferenceDate: 800_000_000.123456)

    private func time(_ seconds: TimeInterval) -> Date {
        start.addingTimeInterval(seconds)
    }

    private func id(_ n: UInt8) -> UUID {
        UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, n))
    }

    /// Records `step` and returns it.
    @discardableResult
    private func record(_ step: KanbanStep?, _ repository: KanbanRepository, at: Date) throws -> KanbanStep {
        let step = try XCTUnwrap(step)
        try repository.record(step, at: at)
        return step
    }

    /// A state built step by step and recorded: adds, an edit, a move, a
    /// reorder, a removal, two undos and a redo.
    private func buildBoard(_ repository: KanbanRepository) throws -> KanbanState {
        var state = KanbanState()
        var clock: TimeInterval = 0
        func next() -> Date {
            clock += 1.5
            return time(clock)
        }
        for (n, title) in ["Write", "Call 한글", "Ship", "Rest"].enumerated() {
            let at = next()
            try record(state.perform(state.board.adding(title: title, body: "body \(n)\nline", deadline: nil, to: .todo,
                                                        id: id(UInt8(n + 1)), at: at)), repository, at: at)
        }
        var at = next()
        let edit = try XCTUnwrap(state.board.editing(id(1), title: "Write more", body: "", deadline: Deadline(iso: "2026-11-23"), at: at))
        try record(state.perform(edit), repository, at: at)
        at = next()
        try record(state.perform(try XCTUnwrap(state.board.moving(id(2), to: .doing, at: at))), repository, at: at)
        at = next()
        try record(state.perform(try XCTUnwrap(state.board.reordering(id(4), by: -1, at: at))), repository, at: at)
        at = next()
        try record(state.perform(try XCTUnwrap(state.board.removing(id(1), at: at))), repository, at: at)
        at = next()
        try record(state.undo(at: at), repository, at: at)
        at = next()
        try record(state.undo(at: at), repository, at: at)
        at = next()
        try record(state.redo(at: at), repository, at: at)
        XCTAssertEqual(state.board.cards(in: .todo).map(\.title), ["Write more", "Rest", "Ship"])
        XCTAssertEqual(state.undoStack.count, 7)
        XCTAssertEqual(state.redoStack.count, 1)
        return state
    }

    private func assertSameState(_ loaded: KanbanState, _ expected: KanbanState, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(loaded.board, expected.board, "board", file: file, line: line)
        for column in KanbanColumn.allCases {
            XCTAssertEqual(loaded.board.cards(in: column), expected.board.cards(in: column), "\(column)", file: file, line: line)
        }
        XCTAssertEqual(loaded.history, expected.history, "history", file: file, line: line)
        XCTAssertEqual(loaded.undoStack, expected.undoStack, "undo", file: file, line: line)
        XCTAssertEqual(loaded.redoStack, expected.redoStack, "redo", file: file, line: line)
        XCTAssertEqual(loaded, expected, file: file, line: line)
    }

    func testTheStateAfterAReopenEqualsTheStateBefore() throws {
        let directory = try makeTemporaryDirectory(for: self)
        var state: KanbanState
        do {
            let database = try AppDatabase.open(directory: directory)
            state = try buildBoard(KanbanRepository(database: database))
            XCTAssertTrue(database.close().isClean)
        }
        let database = try AppDatabase.open(directory: directory)
        let repository = KanbanRepository(database: database)
        var loaded = try repository.load()
        assertSameState(loaded, state)

        // Undo and redo go on where they stopped, and the next reopen agrees.
        let redo = try record(loaded.redo(at: time(100)), repository, at: time(100))
        XCTAssertEqual(redo, state.redo(at: time(100)))
        for seconds in [101.0, 102, 103] { try record(loaded.undo(at: time(seconds)), repository, at: time(seconds)) }
        XCTAssertEqual(loaded.board.cards(in: .todo).map(\.title), ["Write more", "Call 한글", "Ship", "Rest"])
        XCTAssertEqual(loaded.board.cards(in: .doing).map(\.title), [])
        XCTAssertTrue(database.close().isClean)
        let again = try AppDatabase.open(directory: directory)
        assertSameState(try KanbanRepository(database: again).load(), loaded)
        again.close()
    }

    /// A tick of a checklist item is a change of the body whose history
    /// line names the item; the line, the undo stack and the body come
    /// back after a reopen, also once undone.
    func testATickAndItsUndoComeBackAfterAReopen() throws {
        let directory = try makeTemporaryDirectory(for: self)
        var state = KanbanState()
        do {
            let database = try AppDatabase.open(directory: directory)
            let repository = KanbanRepository(database: database)
            try record(state.perform(state.board.adding(title: "Trip", body: "- [ ] passport\n- [ ] tickets", deadline: nil,
                                                        to: .todo, id: id(1), at: time(1))), repository, at: time(1))
            let item = Checklist.items(in: state.board[id(1)]!.body)[1]
            try record(state.board.ticking(id(1), item: item, at: time(2)).map { state.perform($0) }, repository, at: time(2))
            try record(state.undo(at: time(3)), repository, at: time(3))
            try record(state.redo(at: time(4)), repository, at: time(4))
            XCTAssertTrue(database.close().isClean)
        }
        let database = try AppDatabase.open(directory: directory)
        let loaded = try KanbanRepository(database: database).load()
        assertSameState(loaded, state)
        XCTAssertEqual(loaded.board[id(1)]?.body, "- [ ] passport\n- [x] tickets")
        XCTAssertEqual(loaded.history.map(\.kind).prefix(3), [.redid(.ticked(item: "tickets", done: true)),
                                                              .undid(.ticked(item: "tickets", done: true)),
                                                              .action(.ticked(item: "tickets", done: true))])
        database.close()
    }

    func testUndoOfARemovalAfterAReopenBringsTheCardBackExactly() throws {
        let directory = try makeTemporaryDirectory(for: self)
        var state = KanbanState()
        let removed: Card
        do {
            let database = try AppDatabase.open(directory: directory)
            let repository = KanbanRepository(database: database)
            for n in 1...3 {
                try record(state.perform(state.board.adding(title: "card \(n)", body: "text \(n)", deadline: Deadline(iso: "2026-12-0\(n)"),
                                                            to: .doing, id: id(UInt8(n)), at: time(Double(n)))), repository, at: time(Double(n)))
            }
            removed = try XCTUnwrap(state.board[id(2)])
            try record(state.perform(try XCTUnwrap(state.board.removing(id(2), at: time(10)))), repository, at: time(10))
            database.close()
        }
        let database = try AppDatabase.open(directory: directory)
        let repository = KanbanRepository(database: database)
        var loaded = try repository.load()
        XCTAssertNil(loaded.board[id(2)])
        XCTAssertEqual(loaded.board.tombstones[id(2)], removed)
        try record(loaded.undo(at: time(11)), repository, at: time(11))
        XCTAssertEqual(loaded.board[id(2)], removed)
        XCTAssertEqual(loaded.board.cards(in: .doing).map(\.title), ["card 1", "card 2", "card 3"])
        assertSameState(try repository.load(), loaded)
        database.close()
    }

    func testRemovedCardsStayAsTombstones() throws {
        let database = try AppDatabase.inMemory()
        let repository = KanbanRepository(database: database)
        var state = KanbanState()
        try record(state.perform(state.board.adding(title: "gone", body: "", deadline: nil, to: .todo, id: id(1), at: time(0))),
                   repository, at: time(0))
        try record(state.perform(try XCTUnwrap(state.board.removing(id(1), at: time(1)))), repository, at: time(1))
        let rows = try database.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT title, deleted FROM kanbanCard")
        }
        XCTAssertEqual(rows.map { $0["title"] as String }, ["gone"])
        XCTAssertEqual(rows.map { $0["deleted"] as Int }, [1])
        XCTAssertEqual(try repository.cardCount(), 0)
        XCTAssertTrue(try repository.board().cards.isEmpty)
    }

    /// A failure anywhere in a step (here: the history line or the stack is
    /// refused by a trigger) leaves nothing of it: not the card change made
    /// before it.
    func testEveryStepIsOneTransaction() throws {
        let database = try AppDatabase.inMemory()
        let repository = KanbanRepository(database: database)
        var state = KanbanState()
        try record(state.perform(state.board.adding(title: "a", body: "", deadline: nil, to: .todo, id: id(1), at: time(0))),
                   repository, at: time(0))
        let before = try repository.load()
        for table in ["kanbanHistory", "kanbanUndo"] {
            try database.writer.write { db in
                try db.execute(sql: "CREATE TRIGGER refuse AFTER INSERT ON \(table) BEGIN SELECT RAISE(ABORT, 'refused'); END")
            }
            var attempt = state
            let edit = try XCTUnwrap(attempt.board.editing(id(1), title: "b", body: "x", deadline: nil, at: time(1)))
            XCTAssertThrowsError(try repository.record(attempt.perform(edit), at: time(1)))
            assertSameState(try repository.load(), before)
            var moved = state
            let move = try XCTUnwrap(moved.board.moving(id(1), to: .done, at: time(2)))
            XCTAssertThrowsError(try repository.record(moved.perform(move), at: time(2)))
            assertSameState(try repository.load(), before)
            try database.writer.write { db in try db.execute(sql: "DROP TRIGGER refuse") }
        }
        let historyCount = try database.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM kanbanHistory") }
        XCTAssertEqual(historyCount, 1)
    }

    func testAnUndoThatIsNotOnTopOfTheStoredStackIsRefused() throws {
        let database = try AppDatabase.inMemory()
        let repository = KanbanRepository(database: database)
        var state = KanbanState()
        let first = state.board.adding(title: "a", body: "", deadline: nil, to: .todo, id: id(1), at: time(0))
        try record(state.perform(first), repository, at: time(0))
        try record(state.perform(state.board.adding(title: "b", body: "", deadline: nil, to: .todo, id: id(2), at: time(1))),
                   repository, at: time(1))
        let before = try repository.load()
        XCTAssertThrowsError(try repository.record(.undo(first), at: time(2))) { error in
            XCTAssertEqual(error as? KanbanRepositoryError, .notOnStack(first.id))
        }
        XCTAssertThrowsError(try repository.record(.redo(first), at: time(2)))
        assertSameState(try repository.load(), before)
    }

    func testANewActionClearsTheStoredRedoStack() throws {
        let database = try AppDatabase.inMemory()
        let repository = KanbanRepository(database: database)
        var state = KanbanState()
        try record(state.perform(state.board.adding(title: "a", body: "", deadline: nil, to: .todo, id: id(1), at: time(0))),
                   repository, at: time(0))
        try record(state.undo(at: time(1)), repository, at: time(1))
        XCTAssertEqual(try repository.load().redoStack.count, 1)
        try record(state.perform(state.board.adding(title: "b", body: "", deadline: nil, to: .todo, id: id(2), at: time(2))),
                   repository, at: time(2))
        let loaded = try repository.load()
        XCTAssertEqual(loaded.redoStack, [])
        assertSameState(loaded, state)
    }

    func testTheStoredUndoStackKeepsTheSameDepthAsTheState() throws {
        let database = try AppDatabase.inMemory()
        let repository = KanbanRepository(database: database)
        var state = KanbanState()
        for n in 0..<(KanbanState.undoDepth + 15) {
            try record(state.perform(state.board.adding(title: "\(n)", body: "", deadline: nil, to: .todo, id: UUID(),
                                                        at: time(Double(n)))), repository, at: time(Double(n)))
        }
        let loaded = try repository.load()
        XCTAssertEqual(loaded.undoStack.count, KanbanState.undoDepth)
        assertSameState(loaded, state)
        XCTAssertEqual(try repository.load(historyLimit: 3).history, Array(state.history.prefix(3)))
        XCTAssertEqual(try repository.load(historyLimit: 0).history, [])
    }

    func testStepsSubmittedInTheBackgroundAreStoredInOrder() throws {
        let database = try AppDatabase.inMemory()
        let repository = KanbanRepository(database: database)
        var state = KanbanState()
        let results = Recorder<String>()
        for n in 1...5 {
            let step = state.perform(state.board.adding(title: "\(n)", body: "", deadline: nil, to: .todo, id: id(UInt8(n)), at: time(Double(n))))
            repository.submitRecord(step) { results.append("\($0)") }
        }
        let undo = try XCTUnwrap(state.undo(at: time(9)))
        repository.submitRecord(undo, at: time(9))
        XCTAssertEqual(database.writes.flush(timeout: 10), [])
        XCTAssertEqual(results.values, Array(repeating: "success()", count: 5))
        assertSameState(try repository.load(), state)
        XCTAssertEqual(KanbanRepository.describe(undo), "kanban: undo add '5'")
    }

    func testAnImportReplacesTheBoardInOneStep() throws {
        let database = try AppDatabase.inMemory()
        let repository = KanbanRepository(database: database)
        var state = try buildBoard(repository)
        let imported = [Card(id: id(3), title: "Ship again", column: .done, position: "a0"),
                        Card(id: id(50), title: "New", body: "b", deadline: Deadline(iso: "2027-01-01"), column: .todo, position: "a0")]
        try repository.replaceBoard(with: imported, at: time(500))
        state.replaceBoard(with: imported, at: time(500))
        let loaded = try repository.load()
        assertSameState(loaded, state)
        XCTAssertEqual(loaded.board.cards(in: .done).map(\.title), ["Ship again"])
        XCTAssertEqual(loaded.history.first, HistoryEntry(at: time(500), kind: .imported(count: 2), title: "",
                                                          boards: [BoardInfo.firstID]))
        // The old cards are tombstones.
        let deleted = try database.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM kanbanCard WHERE deleted = 1")
        }
        XCTAssertEqual(deleted, 3)
    }

    func testAFailedImportLeavesTheOldBoardUntouched() throws {
        let database = try AppDatabase.inMemory()
        let repository = KanbanRepository(database: database)
        _ = try buildBoard(repository)
        let before = try repository.load()
        let twice = [Card(id: id(60), title: "one"), Card(id: id(61), title: "two"), Card(id: id(60), title: "again")]
        XCTAssertThrowsError(try repository.replaceBoard(with: twice, at: time(600))) { error in
            XCTAssertEqual(error as? KanbanRepositoryError, .duplicateCard(id(60)))
        }
        assertSameState(try repository.load(), before)
        // A failure of the database itself, at the very end.
        try database.writer.write { db in
            try db.execute(sql: "CREATE TRIGGER refuse BEFORE DELETE ON kanbanUndo BEGIN SELECT RAISE(ABORT, 'refused'); END")
        }
        XCTAssertThrowsError(try repository.replaceBoard(with: [Card(id: id(70), title: "x")], at: time(601)))
        assertSameState(try repository.load(), before)
    }

    func testRowsThisBuildCannotReadAreSkipped() throws {
        let database = try AppDatabase.inMemory()
        let repository = KanbanRepository(database: database)
        var state = KanbanState()
        try record(state.perform(state.board.adding(title: "a", body: "", deadline: nil, to: .todo, id: id(1), at: time(0))),
                   repository, at: time(0))
        try database.writer.write { db in
            try db.execute(sql: """
                INSERT INTO kanbanUndo (stack, actionID, cardID, action) VALUES ('undo', 'x', 'y', '{"from": "a newer bankui"}');
                INSERT INTO kanbanCard (id, title, body, deadline, boardColumn, position) VALUES ('not-a-uuid', 't', '', NULL, 'todo', 'a5');
                UPDATE kanbanCard SET deadline = '2026-02-30' WHERE id = '\(id(1).uuidString)';
                """)
        }
        let loaded = try repository.load()
        XCTAssertEqual(loaded.board.cards(in: .todo).map(\.title), ["a"])
        XCTAssertNil(loaded.board[id(1)]?.deadline)
        XCTAssertEqual(loaded.undoStack, state.undoStack)
    }

    func testLoadingLeavesTheConnectionsCacheAsItWas() throws {
        let database = try AppDatabase.inMemory()
        let before = try database.writer.read { db in try Int.fetchOne(db, sql: "PRAGMA cache_size") }
        _ = try KanbanRepository(database: database).load()
        _ = try KanbanRepository(database: database).board()
        XCTAssertEqual(try database.writer.read { db in try Int.fetchOne(db, sql: "PRAGMA cache_size") }, before)
    }

    func testTheMigrationIsNamedKanbanV1() throws {
        let database = try AppDatabase.inMemory()
        let names = try database.writer.read { db in try AppDatabase.testSchema.migrator.appliedIdentifiers(db) }
        XCTAssertTrue(names.contains("kanban-v1"))
    }

    /// A listing of one board or one column reads those rows alone, and
    /// each card keeps its place among its column's cards.
    func testABoardOrAColumnIsReadAlone() throws {
        let database = try AppDatabase.inMemory()
        let repository = KanbanRepository(database: database)
        let other = id(200)
        try repository.importFile(.boards([
            ImportedBoard(id: BoardInfo.firstID, name: "First", cards: [
                Card(id: id(1), title: "a", column: .todo, position: "a0"),
                Card(id: id(2), title: "b", column: .done, position: "a0"),
                Card(id: id(3), title: "c", column: .done, position: "a1"),
            ]),
            ImportedBoard(id: other, name: "Other", cards: [
                Card(id: id(4), title: "d", column: .done, position: "a0"),
                Card(id: id(5), title: "e", column: .doing, position: "a0"),
            ]),
        ]), at: time(1))
        let done = try repository.board(only: nil, column: .done)
        XCTAssertEqual(Set(done.cards(in: .done, board: BoardInfo.firstID).map(\.title)), ["b", "c"])
        XCTAssertEqual(done.cards(in: .done, board: BoardInfo.firstID).map(\.title), ["b", "c"])
        XCTAssertEqual(done.cards(in: .done, board: other).map(\.title), ["d"])
        XCTAssertEqual(done.cards(in: .todo, board: BoardInfo.firstID), [])
        XCTAssertEqual(done.orderedBoards.map(\.name), [BoardInfo.firstName, "Other"])
        let otherBoard = try repository.board(only: other, column: nil)
        XCTAssertEqual(otherBoard.cards(in: .done, board: other).map(\.title), ["d"])
        XCTAssertEqual(otherBoard.cards(in: .doing, board: other).map(\.title), ["e"])
        XCTAssertEqual(otherBoard.cards(in: .done, board: BoardInfo.firstID), [])
        XCTAssertEqual(try repository.board(only: other, column: .todo).cards(in: .todo, board: other), [])
        XCTAssertEqual(try repository.boards().orderedBoards.map(\.name), [BoardInfo.firstName, "Other"])
        XCTAssertEqual(try repository.boards().cards(in: .todo, board: BoardInfo.firstID), [])
    }

    /// An import stores a new card in one row: the same row, clocks and
    /// outbox as its fields set one by one (the way taken while another
    /// board's values wait in the shadow table).
    func testANewCardIsStoredInOneRowAsItsFieldsOneByOneWouldBe() throws {
        let other = id(201)
        let file = KanbanFile.boards([
            ImportedBoard(id: BoardInfo.firstID, name: "First", cards: [
                Card(id: id(1), title: "a \"quoted\" #tag", body: "- [ ] x", deadline: Deadline(iso: "2026-12-01"), column: .doing, position: "a0"),
                Card(id: id(2), title: "b", column: .done, position: "a1"),
            ]),
            ImportedBoard(id: other, name: "Other", cards: [Card(id: id(3), title: "c", column: .todo, position: "a0")]),
        ])
        func stored(shadowed: Bool) throws -> [[String]] {
            let database = try AppDatabase.inMemory()
            try database.writer.write { db in
                try db.execute(sql: "INSERT INTO kanbanSync (key, value) VALUES ('boardID', 'b')")
                if shadowed {
                    try db.execute(sql: "INSERT INTO kanbanShadow (cardID, field, value, hlc) VALUES ('elsewhere', 'title', '\"x\"', '0')")
                }
            }
            try KanbanRepository(database: database).importFile(file, at: time(1))
            return try database.writer.read { db in
                let hlc = try XCTUnwrap(try String.fetchOne(db, sql: "SELECT value FROM kanbanSync WHERE key = 'hlc'"))
                let cards = try Row.fetchAll(db, sql: """
                    SELECT id, title, body, deadline, boardColumn, position, deleted, boardID, titleHlc, bodyHlc, deadlineHlc,
                        columnHlc, positionHlc, deletedHlc, boardHlc FROM kanbanCard ORDER BY id
                    """)
                let outbox = try Row.fetchAll(db, sql: "SELECT cardID, field, value, hlc, baseHlc FROM kanbanOutbox ORDER BY mutationID")
                return (cards + outbox).map { row in
                    row.databaseValues.map { value in
                        let text = String.fromDatabaseValue(value) ?? Int.fromDatabaseValue(value).map(String.init) ?? "NULL"
                        return text == hlc ? "HLC" : text
                    }
                }
            }
        }
        let oneRow = try stored(shadowed: false)
        XCTAssertEqual(oneRow, try stored(shadowed: true))
        // Three cards, and each card's fields in the outbox (the third's board too).
        XCTAssertEqual(oneRow.filter { $0.count == 15 }.count, 3)
        XCTAssertEqual(oneRow.filter { $0.count == 5 && ["title", "body", "deadline", "column", "position", "deleted", "board"].contains($0[1]) }.count,
                       6 + 6 + 7)
        XCTAssertTrue(oneRow.allSatisfy { $0.contains("HLC") })
    }

    /// Ids are read as Foundation reads them.
    func testIdsAreReadAsFoundationReadsThem() {
        for _ in 0..<200 {
            let id = UUID()
            XCTAssertEqual(KanbanRepository.uuid(id.uuidString), id)
            XCTAssertEqual(KanbanRepository.uuid(id.uuidString.lowercased()), id)
            XCTAssertEqual(KanbanExport.idText(id), id.uuidString.lowercased())
        }
        for text in ["", "x", "00000000-0000-4000-8000-00000000000g", "00000000-0000-4000-8000-0000000000011",
                     "00000000x0000-4000-8000-000000000001", "{00000000-0000-4000-8000-000000000001}",
                     "00000000-0000-4000-8000-00000000000١"] {
            XCTAssertEqual(KanbanRepository.uuid(text), UUID(uuidString: text), text)
        }
        XCTAssertEqual(KanbanRepository.uuid("00000000-0000-4000-8000-000000000001"), BoardInfo.firstID)
    }

    /// Order keys compare byte by byte, a prefix first.
    func testOrderKeysCompareByteByByte() {
        XCTAssertTrue(OrderKey.precedes("a0", "a1"))
        XCTAssertFalse(OrderKey.precedes("a1", "a0"))
        XCTAssertTrue(OrderKey.precedes("a", "a0"))
        XCTAssertFalse(OrderKey.precedes("a0", "a0"))
        XCTAssertTrue(OrderKey.precedes("", "a"))
        XCTAssertTrue(OrderKey.precedes("Z", "a"))
        XCTAssertTrue(OrderKey.precedes("a\u{7F}", "a\u{E9}"))
    }
}
