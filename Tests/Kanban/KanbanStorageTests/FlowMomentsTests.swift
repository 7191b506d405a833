import DatabaseTesting
import Foundation
import GRDB
import KanbanCore
import XCTest

@testable import DatabaseKit
@testable import KanbanStorage

/// The moments a board's flow is worked out from, as storage keeps them:
/// made, first in DOING and in DONE, from this board's changes and from
/// another board's (at that board's time); a database of an older bankui
/// gains them without inventing any.
final class FlowMomentsTests: XCTestCase, StorageFixtures {
    private func perform(_ action: KanbanAction?, _ state: inout KanbanState, _ repository: KanbanRepository,
                         at seconds: TimeInterval) throws {
        let step = state.perform(try XCTUnwrap(action))
        try repository.record(step, at: time(seconds))
    }

    /// The moments of the only card on the board.
    private func flow(_ repository: KanbanRepository, _ n: UInt8) throws -> FlowCard? {
        let all = try repository.flowCards(on: BoardInfo.firstID).cards
        return all.count == 1 ? all[0] : nil
    }

    func testAddMoveAndDoneKeepTheirMoments() throws {
        let repository = KanbanRepository(database: try AppDatabase.inMemory())
        var state = KanbanState()
        try perform(state.board.adding(title: "a", body: "", deadline: nil, to: .todo, id: id(1), at: time(10)),
                    &state, repository, at: 10)
        XCTAssertEqual(try flow(repository, 1), FlowCard(column: .todo, made: time(10)))
        try perform(state.board.moving(id(1), to: .doing, at: time(20)), &state, repository, at: 20)
        try perform(state.board.moving(id(1), to: .todo, at: time(30)), &state, repository, at: 30)
        try perform(state.board.moving(id(1), to: .doing, at: time(40)), &state, repository, at: 40)
        // Started at the first move to DOING.
        XCTAssertEqual(try flow(repository, 1), FlowCard(column: .doing, made: time(10), started: time(20)))
        try perform(state.board.moving(id(1), to: .done, at: time(50)), &state, repository, at: 50)
        XCTAssertEqual(try flow(repository, 1), FlowCard(column: .done, made: time(10), started: time(20), finished: time(50)))
        // Undone: no longer done; redone: done when redone.
        let undo = try XCTUnwrap(state.undo(at: time(70)))
        try repository.record(undo, at: time(70))
        XCTAssertEqual(try flow(repository, 1), FlowCard(column: .doing, made: time(10), started: time(20)))
        let redo = try XCTUnwrap(state.redo(at: time(80)))
        try repository.record(redo, at: time(80))
        XCTAssertEqual(try flow(repository, 1)?.finished, time(80))
        // An edit in DONE leaves the moment it was done.
        try perform(state.board.editing(id(1), title: "a2", body: "", deadline: nil, at: time(85)), &state, repository, at: 85)
        XCTAssertEqual(try flow(repository, 1)?.finished, time(80))
        // Removed: gone from the flow.
        try perform(state.board.removing(id(1), at: time(90)), &state, repository, at: 90)
        XCTAssertEqual(try repository.flowCards(on: BoardInfo.firstID).cards, [])
    }

    func testAnotherBoardsChangesCountAtItsTimeAndALateOneMovesMadeBack() throws {
        let database = try AppDatabase.inMemory()
        let sync = KanbanSyncStore(database: database)
        XCTAssertTrue(try sync.adopt(boardID: "board"))
        let repository = KanbanRepository(database: database)
        // Another board made a card at 100, started it at 200, did it at
        // 300; this one hears of it all at 1000.
        let card = Card(id: id(2), title: "theirs", column: .todo, position: "a0")
        var ops: [RemoteOp] = CardChange(cardID: id(2), value: .created(card)).fieldValues.enumerated().map { index, value in
            RemoteOp(seq: Int64(index + 1), clientID: other, op: FieldOp(cardID: id(2), value: value, hlc: hlc(100, other), baseHlc: ""))
        }
        ops.append(RemoteOp(seq: 10, clientID: other, op: FieldOp(cardID: id(2), value: .column(.doing), hlc: hlc(200, other),
                                                                   baseHlc: hlc(100, other))))
        ops.append(RemoteOp(seq: 11, clientID: other, op: FieldOp(cardID: id(2), value: .column(.done), hlc: hlc(300, other),
                                                                   baseHlc: hlc(200, other))))
        _ = try sync.applyRemote(ops, cursor: 11, now: time(1000))
        XCTAssertEqual(try flow(repository, 2), FlowCard(column: .done, made: time(100), started: time(200), finished: time(300)))
        let edit = RemoteOp(seq: 12, clientID: other, op: FieldOp(cardID: id(2), value: .title("renamed"), hlc: hlc(1100, other),
                                                                   baseHlc: hlc(100, other)))
        _ = try sync.applyRemote([edit], cursor: 12, now: time(1101))
        XCTAssertEqual(try flow(repository, 2)?.made, time(100), "a later change keeps when it was made")
        // A card whose edit (at 500) arrives before its making (at 400):
        // made at the older.
        let third = "00000000-0000-4000-8000-0000000000cc"
        _ = try sync.applyRemote([RemoteOp(seq: 13, clientID: third, op: FieldOp(cardID: id(3), value: .title("edited"),
                                                                                  hlc: hlc(500, third), baseHlc: ""))],
                                 cursor: 13, now: time(1200))
        let made = CardChange(cardID: id(3), value: .created(Card(id: id(3), title: "made", column: .todo, position: "a1")))
        _ = try sync.applyRemote(made.fieldValues.enumerated().map { index, value in
            RemoteOp(seq: Int64(14 + index), clientID: third, op: FieldOp(cardID: id(3), value: value, hlc: hlc(400, third), baseHlc: ""))
        }, cursor: 20, now: time(1201))
        let cards = try repository.flowCards(on: BoardInfo.firstID).cards
        XCTAssertTrue(cards.contains(FlowCard(column: .todo, made: time(400))), "\(cards)")
    }

    /// A moment another program wrote as text, or as a blob, is a moment
    /// not known; the card still counts in its column.
    func testAMomentThatIsNotANumberIsNotKnown() throws {
        let database = try AppDatabase.inMemory()
        let repository = KanbanRepository(database: database)
        var state = KanbanState()
        try perform(state.board.adding(title: "a", body: "", deadline: nil, to: .doing, id: id(1), at: time(10)),
                    &state, repository, at: 10)
        try database.writer.write { db in
            try db.execute(sql: "UPDATE kanbanCard SET madeAt = 'yesterday', startedAt = x'00ff'")
        }
        XCTAssertEqual(try flow(repository, 1), FlowCard(column: .doing))
    }

    /// A database of the build before the moments: its cards were made at
    /// a moment not known; one in DOING started when it went there last.
    func testAnOlderDatabaseGainsTheMomentsItKnows() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let path = directory.appendingPathComponent(AppDatabase.fileName).path
        do {
            let queue = try DatabaseQueue(path: path)
            try AppDatabase.testSchema.migrator.migrate(queue, upTo: "kanban-repeats-v1")
            try queue.write { db in
                for (n, column) in [(1, "todo"), (2, "doing"), (3, "done")] {
                    try db.execute(sql: """
                        INSERT INTO kanbanCard (id, title, body, boardColumn, position, deleted, columnHlc, boardID)
                        VALUES (?, 'old', '', ?, 'a0', 0, ?, ?)
                        """, arguments: [id(UInt8(n)).uuidString, column, hlc(Double(n) * 100, other),
                                         BoardInfo.firstID.uuidString])
                }
            }
            try queue.close()
        }
        let database = try AppDatabase.open(directory: directory)
        defer { database.close() }
        let cards = try KanbanRepository(database: database).flowCards(on: BoardInfo.firstID).cards
        XCTAssertEqual(Set(cards), [FlowCard(column: .todo), FlowCard(column: .doing, started: time(200)),
                                    FlowCard(column: .done, finished: time(300))])
    }
}
