import DatabaseTesting
import Foundation
import GRDB
import KanbanCore
import XCTest

@testable import DatabaseKit
@testable import KanbanStorage

/// The local side of the shared board: every local change in the outbox in
/// its own transaction, clocks per field, the merge of remote changes with
/// their cursor, the snapshot for a new shared board.
final class KanbanSyncStoreTests: XCTestCase, StorageFixtures {
    /// A database that has met a shared board (it keeps an outbox from then on).
    private func synced() throws -> (AppDatabase, KanbanRepository, KanbanSyncStore) {
        let database = try AppDatabase.inMemory()
        let sync = KanbanSyncStore(database: database)
        XCTAssertTrue(try sync.adopt(boardID: "board"))
        return (database, KanbanRepository(database: database), sync)
    }

    /// A database file as an older bankui left it: migrated up to `last`,
    /// with `rows` written, closed. Returns its directory.
    private func databaseFile(upTo last: String, _ rows: (Database) throws -> Void) throws -> URL {
        let directory = try makeTemporaryDirectory(for: self)
        let queue = try DatabaseQueue(path: directory.appendingPathComponent(AppDatabase.fileName).path)
        try AppDatabase.testSchema.migrator.migrate(queue, upTo: last)
        try queue.write(rows)
        try queue.close()
        return directory
    }

    private func add(_ title: String, _ n: UInt8, to repository: KanbanRepository, state: inout KanbanState,
                     at seconds: TimeInterval) throws {
        let step = state.perform(state.board.adding(title: title, body: "", deadline: nil, to: .todo, id: id(n), at: time(seconds)))
        try repository.record(step, at: time(seconds))
    }

    func testEveryLocalChangeIsInTheOutboxWithOneReadingPerStep() throws {
        let (_, repository, sync) = try synced()
        var state = KanbanState()
        try add("a", 1, to: repository, state: &state, at: 1)
        var ops = try sync.pending(limit: 100)
        XCTAssertEqual(ops.map(\.op.field), SyncedFields.all)
        XCTAssertEqual(Set(ops.map(\.op.hlc)).count, 1)
        XCTAssertEqual(ops.map(\.op.baseHlc), Array(repeating: "", count: 6))
        let created = ops[0].op.hlc

        let move = state.perform(state.board.moving(id(1), to: .doing, at: time(2))!)
        try repository.record(move, at: time(2))
        ops = try sync.pending(limit: 100)
        XCTAssertEqual(ops.count, 8)
        XCTAssertEqual(ops[6].op.value, .column(.doing))
        XCTAssertEqual(ops[6].op.baseHlc, created)
        XCTAssertLessThan(created, ops[6].op.hlc)
        XCTAssertEqual(try sync.unsentCount(), 2)
        XCTAssertEqual(ops.map(\.mutationID), ops.map(\.mutationID).sorted())
    }

    func testUndoOfADeleteSetsOnlyDeleted() throws {
        let (_, repository, sync) = try synced()
        var state = KanbanState()
        try add("a", 1, to: repository, state: &state, at: 1)
        try repository.record(state.perform(state.board.removing(id(1), at: time(2))!), at: time(2))
        let before = try sync.pending(limit: 100).count
        try repository.record(state.undo(at: time(3))!, at: time(3))
        let undo = try sync.pending(limit: 100).dropFirst(before)
        XCTAssertEqual(undo.map(\.op.value), [.deleted(false)])
        XCTAssertEqual(try repository.load().board[id(1)]?.title, "a")
    }

    func testAnImportIsSentFieldByField() throws {
        let (_, repository, sync) = try synced()
        var state = KanbanState()
        try add("old", 1, to: repository, state: &state, at: 1)
        try sync.deleteSent(through: Int64.max)
        try repository.replaceBoard(with: [Card(id: id(2), title: "new", column: .done, position: "a0")], at: time(2))
        let ops = try sync.pending(limit: 100)
        XCTAssertEqual(ops.first?.op, FieldOp(cardID: id(1), value: .deleted(true), hlc: ops[0].op.hlc, baseHlc: ops[0].op.baseHlc))
        XCTAssertEqual(ops.dropFirst().map(\.op.cardID), Array(repeating: id(2), count: 6))
        XCTAssertEqual(ops.last?.op.value, .deleted(false))
    }

    func testAFailedWriteLeavesNoOutboxRow() throws {
        let (_, repository, sync) = try synced()
        var state = KanbanState()
        try add("a", 1, to: repository, state: &state, at: 1)
        // An undo of something not on the stored stack is refused whole.
        let stray = KanbanAction(kind: .updated, cardID: id(1), title: "x", at: time(2),
                                 forward: [CardChange(cardID: id(1), value: .title("x"))],
                                 backward: [CardChange(cardID: id(1), value: .title("a"))])
        XCTAssertThrowsError(try repository.record(.undo(stray), at: time(3)))
        XCTAssertEqual(try sync.pending(limit: 100).count, 6)
    }

    func testRemoteChangesMergeWithTheirCursorAndReportConflicts() throws {
        let (_, repository, sync) = try synced()
        var state = KanbanState()
        try add("mine", 1, to: repository, state: &state, at: 1)
        let created = try sync.pending(limit: 1)[0].op.hlc
        let edit = state.perform(state.board.editing(id(1), title: "local edit", body: "", deadline: nil, at: time(5))!)
        try repository.record(edit, at: time(5))

        // Another board: a new card (six fields, one reading), and a title
        // edit of card 1 made without seeing the local edit, later.
        let newCard = Card(id: id(2), title: "theirs", column: .doing, position: "a0")
        var ops: [RemoteOp] = CardChange(cardID: id(2), value: .created(newCard)).fieldValues.enumerated().map { index, value in
            RemoteOp(seq: Int64(index + 1), clientID: other, op: FieldOp(cardID: id(2), value: value, hlc: hlc(3, other), baseHlc: ""))
        }
        ops.append(RemoteOp(seq: 7, clientID: other, op: FieldOp(cardID: id(1), value: .title("remote edit"),
                                                                   hlc: hlc(9, other), baseHlc: created)))
        let report = try sync.applyRemote(ops, cursor: 7, now: time(10))
        XCTAssertEqual(try sync.state().cursor, 7)
        XCTAssertEqual(report.applied, 7)
        XCTAssertEqual(report.conflicts, [FieldConflict(cardID: id(1), lost: .title("local edit"), kept: .title("remote edit"),
                                                        lostHere: true)])
        XCTAssertEqual(report.changes.map(\.kind), [.remote(.added), .remote(.updated)])
        let loaded = try repository.load()
        XCTAssertEqual(loaded.board[id(1)]?.title, "remote edit")
        XCTAssertEqual(loaded.board[id(2)], newCard)
        XCTAssertEqual(loaded.history.first?.kind, .remote(.updated))
        XCTAssertEqual(loaded.history[1].kind, .conflict(report.conflicts[0]))

        // The same batch again (a retry): nothing changes, no new lines.
        let again = try sync.applyRemote(ops, cursor: 7, now: time(11))
        XCTAssertEqual(again, RemoteApplyReport())
        XCTAssertEqual(try repository.load().history.count, loaded.history.count)

        // An older concurrent remote value loses and is reported.
        let old = RemoteOp(seq: 8, clientID: other, op: FieldOp(cardID: id(2), value: .title("older"), hlc: hlc(2, other),
                                                                  baseHlc: ""))
        let lost = try sync.applyRemote([old], cursor: 8, now: time(12))
        XCTAssertEqual(lost.applied, 0)
        XCTAssertEqual(lost.conflicts.first?.lost, .title("older"))
        XCTAssertEqual(lost.conflicts.first?.lostHere, false)

        // The clock moved past the remote readings: the next local change is greater.
        let next = state.perform(state.board.moving(id(1), to: .done, at: time(0))!)
        try repository.record(next, at: time(0))
        XCTAssertLessThan(hlc(9, other), try sync.pending(limit: 100).last!.op.hlc)
    }

    /// After the server's log was put back, the board reads it again from
    /// the start: a change it had read, and that a later one followed, is
    /// not taken for a concurrent one; the whole board waits to be sent
    /// again, behind what already waited.
    func testALogReadAgainAfterARestoreWritesNoConflictLine() throws {
        let (_, repository, sync) = try synced()
        var state = KanbanState()
        try add("mine", 1, to: repository, state: &state, at: 1)
        let created = try sync.pending(limit: 1)[0].op.hlc
        try sync.deleteSent(through: Int64.max)
        let first = RemoteOp(seq: 7, clientID: other, op: FieldOp(cardID: id(1), value: .title("theirs 1"),
                                                                  hlc: hlc(3, other), baseHlc: created))
        let second = RemoteOp(seq: 8, clientID: other, op: FieldOp(cardID: id(1), value: .title("theirs 2"),
                                                                   hlc: hlc(4, other), baseHlc: hlc(3, other)))
        XCTAssertEqual(try sync.applyRemote([first, second], cursor: 8, cursorRow: "\(other):2", now: time(5)).conflicts, [])
        XCTAssertEqual(try sync.state().cursorRow, "\(other):2")

        let queued = try sync.restartAfterLogRewind(logID: "new-log", quietThrough: 8)
        XCTAssertEqual(queued, 6)
        XCTAssertEqual(try sync.state(), KanbanSyncState(clientID: try sync.state().clientID, cursor: 0, boardID: "board",
                                                          logID: "new-log", cursorRow: nil))
        XCTAssertEqual(try sync.pending(limit: 100).map(\.op.baseHlc), try sync.pending(limit: 100).map(\.op.hlc))
        let again = try sync.applyRemote([first, second], cursor: 8, now: time(6))
        XCTAssertEqual(again.conflicts, [])
        XCTAssertEqual(try repository.load().board[id(1)]?.title, "theirs 2")
        XCTAssertFalse(try repository.load().history.contains { if case .conflict = $0.kind { true } else { false } })

        // Past the point read before, a concurrent change is a conflict as ever.
        let concurrent = RemoteOp(seq: 9, clientID: other, op: FieldOp(cardID: id(1), value: .title("theirs 3"),
                                                                       hlc: hlc(7, other), baseHlc: created))
        XCTAssertEqual(try sync.applyRemote([concurrent], cursor: 9, now: time(8)).conflicts.map(\.lost), [.title("theirs 2")])
    }

    func testOwnChangesComingBackChangeNothing() throws {
        let (_, repository, sync) = try synced()
        var state = KanbanState()
        try add("a", 1, to: repository, state: &state, at: 1)
        let mine = try sync.state().clientID
        let echoed = try sync.pending(limit: 100).enumerated().map { index, pending in
            RemoteOp(seq: Int64(index + 1), clientID: mine, op: pending.op)
        }
        let report = try sync.applyRemote(echoed, cursor: 6, now: time(2))
        XCTAssertEqual(report.applied, 0)
        XCTAssertEqual(try sync.state().cursor, 6)
    }

    func testAnEditArrivingBeforeItsCardWaitsInATombstone() throws {
        let (_, repository, sync) = try synced()
        let late = RemoteOp(seq: 1, clientID: other, op: FieldOp(cardID: id(3), value: .title("later title"),
                                                                   hlc: hlc(5, other), baseHlc: hlc(1, other)))
        _ = try sync.applyRemote([late], cursor: 1, now: time(6))
        XCTAssertEqual(try repository.cardCount(), 0)
        let card = Card(id: id(3), title: "first title", column: .done, position: "a0")
        let creation = CardChange(cardID: id(3), value: .created(card)).fieldValues.map {
            RemoteOp(seq: 2, clientID: other, op: FieldOp(cardID: id(3), value: $0, hlc: hlc(1, other), baseHlc: ""))
        }
        _ = try sync.applyRemote(creation, cursor: 2, now: time(6))
        XCTAssertEqual(try repository.load().board[id(3)]?.title, "later title")
        XCTAssertEqual(try repository.load().board[id(3)]?.column, .done)
    }

    func testANewSharedBoardGetsASnapshotOfEveryField() throws {
        let database = try AppDatabase.inMemory()
        let repository = KanbanRepository(database: database)
        let sync = KanbanSyncStore(database: database)
        var state = KanbanState()
        try add("a", 1, to: repository, state: &state, at: 1)
        try add("b", 2, to: repository, state: &state, at: 2)
        try repository.record(state.perform(state.board.removing(id(2), at: time(3))!), at: time(3))
        // Never synced: no outbox, and every card waits for the first sync.
        XCTAssertEqual(try sync.pending(limit: 100), [])
        XCTAssertEqual(try sync.unsentCount(), 2)
        XCTAssertTrue(try sync.adopt(boardID: "board-1"))
        let snapshot = try sync.pending(limit: 100)
        XCTAssertEqual(snapshot.count, 12)
        XCTAssertEqual(snapshot.filter { $0.op.cardID == id(2) }.last?.op.value, .deleted(true))
        XCTAssertFalse(try sync.adopt(boardID: "board-1"))
        XCTAssertEqual(try sync.unsentCount(), 3)  // card b: its creation and its removal
        XCTAssertEqual(try sync.state().boardID, "board-1")
        // From now on every change goes to the outbox.
        try add("c", 3, to: repository, state: &state, at: 4)
        XCTAssertEqual(try sync.pending(limit: 100).count, 18)
    }

    /// What a database that never met a shared board wrote to the outbox
    /// (before it was kept only from the first sync) goes at the upgrade;
    /// a synced database keeps its unsent changes.
    func testTheUpgradeEmptiesTheOutboxOfADatabaseThatNeverSynced() throws {
        for synced in [false, true] {
            let directory = try databaseFile(upTo: "kanban-sync-v1") { db in
                try db.execute(sql: """
                    INSERT INTO kanbanOutbox (cardID, field, value, hlc, baseHlc)
                    VALUES ('\(id(1).uuidString)', 'title', '"x"', 'h', '')
                    """)
                if synced { try db.execute(sql: "INSERT INTO kanbanSync (key, value) VALUES ('boardID', 'b')") }
            }
            let database = try AppDatabase.open(directory: directory)
            defer { database.close() }
            let count = try database.writer.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM kanbanOutbox") }
            XCTAssertEqual(count, synced ? 1 : 0, "synced: \(synced)")
        }
    }

    func testExistingBoardsGetClocksAtTheMigration() throws {
        let directory = try databaseFile(upTo: "kanban-v1") { db in
            try db.execute(sql: """
                INSERT INTO kanbanCard (id, title, body, deadline, boardColumn, position, deleted)
                VALUES ('\(id(1).uuidString)', 'old card', '', NULL, 'todo', 'a0', 0)
                """)
            try db.execute(sql: "INSERT INTO kanbanHistory (at, step, action, title) VALUES (1, 'did', 'added', 'old card')")
        }
        let database = try AppDatabase.open(directory: directory)
        defer { database.close() }
        let sync = KanbanSyncStore(database: database)
        let state = try sync.state()
        XCTAssertNotNil(UUID(uuidString: state.clientID))
        XCTAssertEqual(try sync.unsentCount(), 1)  // never synced: the card waits for the first sync
        XCTAssertTrue(try sync.adopt(boardID: "b"))
        let snapshot = try sync.pending(limit: 100)
        XCTAssertEqual(snapshot.map(\.op.field), SyncedFields.all)
        XCTAssertEqual(HLC(text: snapshot[0].op.hlc)?.node, state.clientID)
        let loaded = try KanbanRepository(database: database).load()
        XCTAssertEqual(loaded.history.map(\.title), ["old card"])
        XCTAssertEqual(loaded.board[id(1)]?.title, "old card")
    }
}
