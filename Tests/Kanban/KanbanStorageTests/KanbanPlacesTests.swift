import DatabaseTesting
import Foundation
import GRDB
import KanbanCore
import XCTest

@testable import DatabaseKit
@testable import KanbanStorage

/// The narrow reads of a change made without the screen (the last place
/// of one column of one board, the cards an id names) give what the whole
/// board read gives, on a board with gaps, removed cards, moved cards and
/// cards of a removed board; they go through the index, and an existing
/// database gains the index and loses nothing.
final class KanbanPlacesTests: XCTestCase {
    private let start = Date(timeIntervalSinceReferenceDate: 800_000_000.25)
    private let work = BoardInfo.firstID
    private let home = UUID(uuidString: "7A000000-0000-4000-8000-0000000000B1")!
    private let gone = UUID(uuidString: "7A000000-0000-4000-8000-0000000000B2")!
    private let unknown = UUID(uuidString: "7A000000-0000-4000-8000-0000000000B3")!

    private func time(_ seconds: TimeInterval) -> Date { start.addingTimeInterval(seconds) }

    private func id(_ n: UInt8) -> UUID {
        UUID(uuid: (0x3C, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, n))
    }

    /// Three boards (Work, the first board, now second in the list; Home,
    /// first in the list; Gone, removed), cards added, reordered, moved
    /// and removed through the repository as the tab records them, then
    /// rows only another board or a hand could make: live cards of the
    /// removed board, of a board never seen here, with an unreadable board,
    /// with an id that is not one, with a board id in lower case.
    private func makeBoard(_ repository: KanbanRepository, _ database: AppDatabase) throws {
        var state = try repository.load()
        var clock: TimeInterval = 0
        func perform(_ action: KanbanAction?) throws {
            clock += 1
            try repository.record(state.perform(try XCTUnwrap(action)), at: time(clock))
        }
        try perform(try state.board.renamingBoard(work, to: "Work", at: time(clock)))
        try perform(try state.board.addingBoard(named: "Home", id: home, at: time(clock)))
        try perform(try state.board.addingBoard(named: "Gone", id: gone, at: time(clock)))
        var n: UInt8 = 0
        for board in [work, home, gone] {
            for column in KanbanColumn.allCases {
                for _ in 0..<4 {
                    n += 1
                    try perform(state.board.adding(title: "card \(n)", body: "", deadline: nil, to: column, board: board,
                                                   id: id(n), at: time(clock)))
                }
            }
        }
        // Gaps and a different order: cards moved up, one to the top.
        try perform(state.board.reordering(id(4), by: -3, at: time(clock)))
        try perform(state.board.reordering(id(6), by: -1, at: time(clock)))
        // Moved cards: a last card leaves its column, a card comes to the bottom of another.
        try perform(state.board.moving(id(12), to: .todo, at: time(clock)))
        try perform(state.board.moving(id(3), to: .doing, at: time(clock)))
        try perform(state.board.moving(id(16), to: .done, at: time(clock)))
        // Removed cards: the last of a column (its place stays in the row).
        try perform(state.board.removing(id(8), at: time(clock)))
        try perform(state.board.removing(id(14), at: time(clock)))
        try perform(try state.board.removingBoard(gone, at: time(clock)))
        try database.writer.write { db in
            // Home first in the list of boards.
            try db.execute(sql: "UPDATE kanbanBoard SET position = 'Z' WHERE id = ?", arguments: [home.uuidString])
            func card(_ n: UInt8, board: String, column: KanbanColumn, position: String, deleted: Int = 0, id text: String? = nil) throws {
                try db.execute(sql: """
                    INSERT INTO kanbanCard (id, title, body, boardColumn, position, deleted, boardID)
                    VALUES (?, ?, '', ?, ?, ?, ?)
                    """, arguments: [text ?? id(n).uuidString, "hand \(n)", column.rawValue, position, deleted, board])
            }
            // Another board added these to Gone while this one removed it:
            // they show on the first board in the list, Home.
            try card(101, board: gone.uuidString, column: .todo, position: "a7")
            try card(102, board: gone.uuidString, column: .doing, position: "zz")
            // A board this database never heard of: also Home.
            try card(103, board: unknown.uuidString, column: .done, position: "a9V")
            // An unreadable board: the first board's, Work (live).
            try card(104, board: "", column: .done, position: "b00")
            try card(105, board: "not a board", column: .todo, position: "a1")
            // A row that is no card: read by neither.
            try card(106, board: work.uuidString, column: .todo, position: "zzzz", id: "not-a-uuid")
            // A removed card far below every other.
            try card(107, board: home.uuidString, column: .doing, position: "zzzzz", deleted: 1)
            // Home's id in lower case: still Home.
            try card(108, board: home.uuidString.lowercased(), column: .done, position: "y")
            // Two cards with one key: either is the last, the key is the same.
            try card(109, board: home.uuidString, column: .todo, position: "a5")
            try card(110, board: home.uuidString, column: .todo, position: "a5")
        }
    }

    /// The narrow reads equal the whole board's answers for every board
    /// (live, removed, never seen) and column: the place of an add, the
    /// action of an add and of a move.
    private func assertNarrowEqualsWhole(_ repository: KanbanRepository, _ label: String,
                                         file: StaticString = #filePath, line: UInt = #line) throws {
        let whole = try repository.board()
        let (boards, shown) = try repository.boardsAndShown()
        XCTAssertEqual(shown, try repository.shownBoard(), label, file: file, line: line)
        XCTAssertEqual(boards.orderedBoards, whole.orderedBoards, label, file: file, line: line)
        for board in [work, home, gone, unknown] {
            for column in KanbanColumn.allCases {
                let last = try repository.lastPosition(in: column, on: board)
                XCTAssertEqual(last, whole.cards(in: column, board: board).last?.position,
                               "\(label): \(column) of \(board)", file: file, line: line)
                let narrow = Board.adding(title: " t ", body: "b", deadline: nil, to: column, board: board, below: last,
                                          id: id(200), at: time(1000))
                let full = whole.adding(title: " t ", body: "b", deadline: nil, to: column, board: board,
                                        id: id(200), at: time(1000))
                XCTAssertEqual([narrow.forward, narrow.backward], [full.forward, full.backward], label, file: file, line: line)
                XCTAssertEqual(narrow.boards, full.boards, label, file: file, line: line)
            }
        }
        for card in whole.cards.values {
            // The cards the first digits of its id name, on the boards alone.
            let digits = String(card.id.uuidString.lowercased().filter { $0 != "-" }.prefix(4))
            let found = try repository.liveCards(withIDStartingWith: digits)
            let named = Board(cards: found, tombstones: [], boards: Array(boards.boards.values),
                              removedBoards: Array(boards.removedBoards.values), filterIndex: false)
            XCTAssertEqual(named.orderedCards,
                           whole.orderedCards.filter { $0.id.uuidString.lowercased().filter { $0 != "-" }.hasPrefix(digits) },
                           label, file: file, line: line)
            let shownOn = named.shownBoard(of: card)
            XCTAssertEqual(shownOn, whole.shownBoard(of: card), label, file: file, line: line)
            for column in KanbanColumn.allCases {
                let narrow = Board.moving(card, shownOn: shownOn, to: column,
                                          below: try repository.lastPosition(in: column, on: shownOn), at: time(1000))
                let full = whole.moving(card.id, to: column, at: time(1000))
                XCTAssertEqual(narrow.map { [$0.forward, $0.backward] }, full.map { [$0.forward, $0.backward] },
                               "\(label): move \(card.title) to \(column)", file: file, line: line)
                XCTAssertEqual(narrow?.boards, full?.boards, label, file: file, line: line)
            }
            XCTAssertEqual(named.removing(card.id, at: time(1000))?.forward, whole.removing(card.id, at: time(1000))?.forward)
            XCTAssertEqual(named.removing(card.id, at: time(1000))?.boards, whole.removing(card.id, at: time(1000))?.boards)
        }
    }

    func testTheNarrowReadsGiveWhatTheWholeBoardGives() throws {
        let database = try AppDatabase.inMemory()
        let repository = KanbanRepository(database: database)
        try makeBoard(repository, database)
        // The board is as meant: orphans and gaps where the test says.
        let whole = try repository.board()
        XCTAssertEqual(whole.orderedBoards.map(\.name), ["Home", "Work"])
        XCTAssertEqual(whole.cards(in: .doing, board: home).last?.title, "hand 102")
        XCTAssertEqual(whole.cards(in: .todo, board: work).last?.title, "card 12")
        XCTAssertEqual(whole.cards(in: .done, board: work).last?.title, "hand 104")
        try assertNarrowEqualsWhole(repository, "three boards")

        // The first board removed: its cards and the unreadable ones show on Home.
        try database.writer.write { db in
            try db.execute(sql: "UPDATE kanbanBoard SET deleted = 1 WHERE id = ?", arguments: [work.uuidString])
        }
        XCTAssertTrue(try repository.board().cards(in: .done, board: home).contains { $0.title == "hand 104" })
        try assertNarrowEqualsWhole(repository, "without the first board")

        // No live board at all: each card on its own board.
        try database.writer.write { db in try db.execute(sql: "UPDATE kanbanBoard SET deleted = 1") }
        try assertNarrowEqualsWhole(repository, "without boards")

        // An empty database: every column empty.
        let empty = KanbanRepository(database: try AppDatabase.inMemory())
        XCTAssertNil(try empty.lastPosition(in: .todo, on: work))
        XCTAssertEqual(try empty.liveCards(withIDStartingWith: "0000"), [])
    }

    /// The first page the tab draws before the whole board is read is the
    /// whole board's first cards of each column, and its counts the whole
    /// board's, for whichever board is shown, orphans and rows that are no
    /// card included.
    func testTheFirstPageIsTheWholeBoardsFirstCards() throws {
        let database = try AppDatabase.inMemory()
        let repository = KanbanRepository(database: database)
        try makeBoard(repository, database)
        func check(_ label: String) throws {
            let whole = try repository.board()
            for board in [work, home, gone, unknown] {
                try database.writer.write { db in try KanbanRepository.setShownBoard(board, db) }
                let shown = try repository.shownBoard()
                // Long after the cards were done (DONE's made by the
                // repository are in the archive, those written by hand
                // have no day and stay), and on a day before it.
                for (size, today) in [1, 2, 100].flatMap({ size in [day("2026-11-29"), day("2000-01-01")].map { (size, $0) } }) {
                    let page = try repository.readFirstPage(cardsPerColumn: size, today: today)
                    XCTAssertEqual(page.board, shown, label)
                    for column in KanbanColumn.allCases {
                        let all = whole.shown(column, board: shown, today: today)
                        XCTAssertEqual(page.cards[column]?.map(\.title), all.prefix(size).map(\.title),
                                       "\(label): \(column) of \(shown), \(size)")
                        XCTAssertEqual(page.counts[column], all.count, "\(label): \(column) of \(shown)")
                    }
                }
            }
        }
        try check("three boards")
        let archived = try repository.board().archive(of: work, today: day("2026-11-29"))
        XCTAssertFalse(archived.isEmpty, "the first page leaves out cards of the archive")
        try database.writer.write { db in
            try db.execute(sql: "UPDATE kanbanBoard SET deleted = 1 WHERE id = ?", arguments: [work.uuidString])
        }
        try check("without the first board")
        try database.writer.write { db in try db.execute(sql: "UPDATE kanbanBoard SET deleted = 1") }
        try check("without boards")
        let empty = try KanbanRepository(database: try AppDatabase.inMemory()).readFirstPage(cardsPerColumn: 10, today: Deadline(year: 2026, month: 11, day: 29)!)
        XCTAssertEqual(empty.counts.values.reduce(0, +), 0)
    }

    func testAReferenceFindsTheCardsItsDigitsBeginWithDashesOrNot() throws {
        let database = try AppDatabase.inMemory()
        let repository = KanbanRepository(database: database)
        var state = try repository.load()
        let a = UUID(uuidString: "1A2B3C4D-5E6F-4000-8000-000000000001")!
        let b = UUID(uuidString: "1A2B3C4D-5E70-4000-8000-000000000002")!
        for (n, card) in [a, b].enumerated() {
            try repository.record(state.perform(state.board.adding(title: "\(n)", body: "", deadline: nil, to: .todo, id: card,
                                                                   at: time(Double(n)))))
        }
        try repository.record(state.perform(try XCTUnwrap(state.board.removing(b, at: time(5)))))
        XCTAssertEqual(try repository.liveCards(withIDStartingWith: "1a2b").map(\.id), [a])
        XCTAssertEqual(try repository.liveCards(withIDStartingWith: "1A2B3C4D5E6F").map(\.id), [a])
        XCTAssertEqual(try repository.liveCards(withIDStartingWith: "1a2b3c4d5e6f40008000000000000001").map(\.id), [a])
        XCTAssertEqual(try repository.liveCards(withIDStartingWith: "1a2b3c4d5e70"), [], "removed")
        XCTAssertEqual(try repository.liveCards(withIDStartingWith: "1a2b3c4d5e6f400080000000000000010"), [], "too long")
        XCTAssertEqual(try repository.liveCards(withIDStartingWith: "1a2g"), [])
    }

    /// Each narrow read steps into an index, never through the table: its
    /// cost does not grow with the number of cards; the reads that want only
    /// rows with a card's id use the index of those (`kanbanCardLive`).
    func testTheNarrowReadsSearchAnIndex() throws {
        let database = try AppDatabase.inMemory()
        let statements = [
            KanbanRepository.firstCardBoard, KanbanRepository.nextCardBoard, KanbanRepository.lastOfColumn,
            KanbanRepository.cardsInIDRange, KanbanRepository.firstOfColumn, KanbanRepository.countOfColumn,
            KanbanRepository.flowOfBoard, KanbanRepository.firstOfDone, KanbanRepository.countOfDone,
        ]
        // The reads of the rows whose id reads as a card's use the index of
        // only those rows: no id is tested against the pattern.
        let live = [KanbanRepository.firstOfColumn, KanbanRepository.countOfColumn, KanbanRepository.flowOfBoard,
                    KanbanRepository.firstOfDone, KanbanRepository.countOfDone]
        for sql in statements {
            let plan = try database.writer.read { db in
                let arguments = StatementArguments(Array(repeating: "x", count: sql.filter { $0 == "?" }.count))
                return try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments).map { $0["detail"] as String }
            }
            XCTAssertFalse(plan.isEmpty, sql)
            for step in plan {
                XCTAssertTrue(step.hasPrefix("SEARCH kanbanCard USING "), "\(sql): \(step)")
                XCTAssertFalse(step.contains("TEMP B-TREE"), "\(sql): \(step)")
            }
            if live.contains(sql) {
                XCTAssertTrue(plan.allSatisfy { $0.contains("INDEX kanbanCardLive") }, "\(sql): \(plan)")
            } else if sql != KanbanRepository.cardsInIDRange {
                XCTAssertTrue(plan.allSatisfy { $0.contains("INDEX kanbanCardPlace") }, "\(sql): \(plan)")
            }
        }
        // The tab's load, which wants every live card, reads the table in
        // order, not card by card through the index.
        let load = try database.writer.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + KanbanRepository.liveCards).map { $0["detail"] as String }
        }
        XCTAssertEqual(load, ["SCAN kanbanCard"])
    }

    /// A database of the build before the index (every migration up to
    /// the last one then) gains it and keeps every card, tombstone,
    /// history line and both stacks; the first add afterwards goes where
    /// the whole board would put it.
    func testAnExistingDatabaseGainsTheIndexAndLosesNothing() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let path = directory.appendingPathComponent(AppDatabase.fileName).path
        let before: KanbanState
        let rowsBefore: Int
        do {
            let queue = try DatabaseQueue(path: path)
            try AppDatabase.testSchema.migrator.migrate(queue, upTo: "kanban-boards-v1")
            // Today's repository reads a card's repeat and a board's limits
            // and writes its flow moments, which came later: their columns stand in while the old board
            // is made, and go.
            try queue.write { db in
                try db.execute(sql: "ALTER TABLE kanbanCard ADD COLUMN repeats TEXT")
                try db.execute(sql: "ALTER TABLE kanbanCard ADD COLUMN repeatsHlc TEXT NOT NULL DEFAULT ''")
                try db.execute(sql: "ALTER TABLE kanbanBoard ADD COLUMN wip TEXT")
                try db.execute(sql: "ALTER TABLE kanbanCard ADD COLUMN madeAt REAL")
                try db.execute(sql: "ALTER TABLE kanbanCard ADD COLUMN startedAt REAL")
                try db.execute(sql: "ALTER TABLE kanbanCard ADD COLUMN doneOn TEXT")
                try db.execute(sql: "ALTER TABLE kanbanCard ADD COLUMN doneOnHlc TEXT NOT NULL DEFAULT ''")
                try db.execute(sql: "ALTER TABLE kanbanHistory ADD COLUMN author TEXT")
                try db.execute(sql: "ALTER TABLE kanbanOutbox ADD COLUMN author TEXT NOT NULL DEFAULT ''")
            }
            let old = AppDatabase(writer: queue, directory: nil)
            let repository = KanbanRepository(database: old)
            try makeBoard(repository, old)
            var state = try repository.load()
            try repository.record(try XCTUnwrap(state.undo(at: time(2000))), at: time(2000))
            before = try repository.load()
            rowsBefore = try repository.cardCount()
            XCTAssertFalse(before.redoStack.isEmpty)
            let indexes = try queue.read { db in
                try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'kanbanCardPlace'")
            }
            XCTAssertEqual(indexes, [], "the old schema has no such index")
            try queue.write { db in
                try db.execute(sql: "ALTER TABLE kanbanCard DROP COLUMN repeats")
                try db.execute(sql: "ALTER TABLE kanbanCard DROP COLUMN repeatsHlc")
                try db.execute(sql: "ALTER TABLE kanbanBoard DROP COLUMN wip")
                try db.execute(sql: "ALTER TABLE kanbanCard DROP COLUMN madeAt")
                try db.execute(sql: "ALTER TABLE kanbanCard DROP COLUMN startedAt")
                try db.execute(sql: "ALTER TABLE kanbanCard DROP COLUMN doneOn")
                try db.execute(sql: "ALTER TABLE kanbanCard DROP COLUMN doneOnHlc")
                try db.execute(sql: "ALTER TABLE kanbanHistory DROP COLUMN author")
                try db.execute(sql: "ALTER TABLE kanbanOutbox DROP COLUMN author")
            }
            try queue.close()
        }
        let database = try AppDatabase.open(directory: directory)
        defer { database.close() }
        let applied = try database.writer.read { db in try AppDatabase.testSchema.migrator.appliedIdentifiers(db) }
        XCTAssertTrue(applied.contains("kanban-boards-v2"))
        let indexes = try database.writer.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'kanbanCardPlace'")
        }
        XCTAssertEqual(indexes, ["kanbanCardPlace"])
        let repository = KanbanRepository(database: database)
        let after = try repository.load()
        // The day each card of DONE went there is read again from its
        // column's clock reading (the archive's migration), which this test
        // wrote at its own time: every other field is as it was.
        func undated(_ cards: [UUID: Card]) -> [UUID: Card] { cards.mapValues { var card = $0; card.doneOn = nil; return card } }
        XCTAssertEqual(undated(after.board.cards), undated(before.board.cards))
        XCTAssertEqual(after.board.orderedBoards, before.board.orderedBoards)
        XCTAssertEqual(undated(after.board.tombstones), undated(before.board.tombstones))
        XCTAssertEqual(after.history, before.history)
        XCTAssertEqual(after.undoStack, before.undoStack)
        XCTAssertEqual(after.redoStack, before.redoStack)
        XCTAssertEqual(try repository.cardCount(), rowsBefore)
        try assertNarrowEqualsWhole(repository, "after the upgrade")
    }
}

/// The day `iso` names.
private func day(_ iso: String) -> Deadline { Deadline(iso: iso)! }
