import DatabaseTesting
import Foundation
import GRDB
import KanbanCore
import XCTest

@testable import DatabaseKit
@testable import KanbanStorage

/// The archive as storage keeps it: the day each card went to DONE, set by
/// this board's moves and another board's changes; the board's days; the
/// history lines of both; an older database gains the days it knows.
final class ArchiveStorageTests: XCTestCase, StorageFixtures {
    private func perform(_ action: KanbanAction?, _ state: inout KanbanState, _ repository: KanbanRepository,
                         at seconds: TimeInterval) throws {
        let step = state.perform(try XCTUnwrap(action))
        try repository.record(step, at: time(seconds))
    }

    private var today: Deadline { Deadline.of(time(0), in: .current) }

    func testTheDayAndTheSettingAreStoredAndTheirLinesReadBack() throws {
        let repository = KanbanRepository(database: try AppDatabase.inMemory())
        var state = KanbanState()
        try perform(state.board.adding(title: "a", body: "", deadline: nil, to: .doing, id: id(1), at: time(10)),
                    &state, repository, at: 10)
        let long = today.adding(days: -30)
        try perform(state.board.moving(id(1), to: .done, at: time(20), today: long), &state, repository, at: 20)
        XCTAssertEqual(try repository.load().board[id(1)]?.doneOn, long)
        XCTAssertEqual(try repository.columnCounts(on: BoardInfo.firstID, today: today)[.done], 0, "in the archive")
        XCTAssertEqual(try repository.readFirstPage(cardsPerColumn: 10, today: today).counts[.done], 0)
        try perform(state.board.unarchiving(id(1), today: today, at: time(30)), &state, repository, at: 30)
        try perform(state.board.settingArchiveDays(45, on: BoardInfo.firstID, at: time(40)), &state, repository, at: 40)
        let loaded = try repository.load()
        XCTAssertEqual(loaded.board[id(1)]?.doneOn, today)
        XCTAssertEqual(loaded.board.wip(of: BoardInfo.firstID).archiveAfter, 45)
        XCTAssertEqual(loaded.history.prefix(2).map(\.kind), [.action(.archiveSet(days: 45)), .action(.unarchived)])
        XCTAssertEqual(loaded, state)
        XCTAssertEqual(try repository.columnCounts(on: BoardInfo.firstID, today: today)[.done], 1)
        // Undone: back in the archive, as read again.
        let undo = try XCTUnwrap(state.undo(at: time(50)))
        try repository.record(undo, at: time(50))
        let undo2 = try XCTUnwrap(state.undo(at: time(51)))
        try repository.record(undo2, at: time(51))
        XCTAssertEqual(try repository.load().board[id(1)]?.doneOn, long)
        XCTAssertEqual(try repository.load().history.first?.kind, .undid(.unarchived))
        XCTAssertEqual(try repository.readFirstPage(cardsPerColumn: 10, today: today).counts[.done], 0)
    }

    /// Another board puts a card back: this board's card is dated, and the
    /// line says what happened.
    func testAnotherBoardPuttingACardBackIsHeard() throws {
        let database = try AppDatabase.inMemory()
        let sync = KanbanSyncStore(database: database)
        XCTAssertTrue(try sync.adopt(boardID: "board"))
        let repository = KanbanRepository(database: database)
        let card = Card(id: id(2), title: "theirs", column: .done, position: "a0", doneOn: today.adding(days: -40))
        var ops: [RemoteOp] = CardChange(cardID: id(2), value: .created(card)).fieldValues.enumerated().map { index, value in
            RemoteOp(seq: Int64(index + 1), clientID: other, op: FieldOp(cardID: id(2), value: value, hlc: hlc(100, other), baseHlc: ""))
        }
        _ = try sync.applyRemote(ops, cursor: Int64(ops.count), now: time(150))
        XCTAssertEqual(try repository.load().board.archive(of: BoardInfo.firstID, today: today).map(\.id), [id(2)])
        ops = [RemoteOp(seq: 20, clientID: other, op: FieldOp(cardID: id(2), value: .doneOn(today), hlc: hlc(200, other),
                                                             baseHlc: hlc(100, other)))]
        _ = try sync.applyRemote(ops, cursor: 20, now: time(250))
        let loaded = try repository.load()
        XCTAssertEqual(loaded.board[id(2)]?.doneOn, today)
        XCTAssertEqual(loaded.history.first?.kind, .remote(.unarchived))
    }

    /// A database of the build before the archive: a card in DONE went
    /// there on the local day of its column's reading; the others have no
    /// day; nothing is sent for it.
    func testAnOlderDatabaseGainsTheDaysItKnows() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let path = directory.appendingPathComponent(AppDatabase.fileName).path
        do {
            let queue = try DatabaseQueue(path: path)
            try AppDatabase.testSchema.migrator.migrate(queue, upTo: "kanban-live-cards-v1")
            try queue.write { db in
                for (n, column, reading) in [(1, "todo", hlc(100, other)), (2, "done", hlc(86_400 * 3, other)), (3, "done", "")] {
                    try db.execute(sql: """
                        INSERT INTO kanbanCard (id, title, body, boardColumn, position, deleted, columnHlc, boardID)
                        VALUES (?, 'old', '', ?, 'a0', 0, ?, ?)
                        """, arguments: [id(UInt8(n)).uuidString, column, reading, BoardInfo.firstID.uuidString])
                }
            }
            try queue.close()
        }
        let database = try AppDatabase.open(directory: directory)
        defer { database.close() }
        let board = try KanbanRepository(database: database).load().board
        XCTAssertNil(board[id(1)]?.doneOn)
        XCTAssertEqual(board[id(2)]?.doneOn, Deadline.of(time(86_400 * 3), in: .current))
        XCTAssertNil(board[id(3)]?.doneOn, "no reading: not known, stays on the board")
        let unsent = try database.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM kanbanCard WHERE doneOnHlc <> ''")
        }
        XCTAssertEqual(unsent, 0)
    }
}
