import DatabaseTesting
import Foundation
import GRDB
import KanbanCore
import XCTest

@testable import DatabaseKit
@testable import KanbanStorage

/// The upgrade to several boards: a database written before boards keeps
/// everything (cards, tombstones, history, both stacks), on the first
/// board, `Project Manager`, and its undo and redo still work.
final class KanbanBoardsMigrationTests: XCTestCase {
    private let start = Date(timeIntervalSinceReferenceDate: 800_000_000.5)

    private func time(_ seconds: TimeInterval) -> Date { start.addingTimeInterval(seconds) }

    private func id(_ n: UInt8) -> UUID {
        UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, n))
    }

    /// An action as the build before boards stored it: no `boards`, and
    /// cards without `board`.
    private func oldJSON(_ action: KanbanAction) throws -> String {
        func strip(_ value: Any) -> Any {
            if let object = value as? [String: Any] {
                return object.filter { $0.key != "boards" && $0.key != "board" }.mapValues(strip)
            }
            if let list = value as? [Any] { return list.map(strip) }
            return value
        }
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(action))
        let json = String(decoding: try JSONSerialization.data(withJSONObject: strip(object)), as: UTF8.self)
        XCTAssertFalse(json.contains("board"))
        return json
    }

    func testADatabaseFromBeforeBoardsKeepsEverythingOnTheFirstBoard() throws {
        // The state a user had: three cards (one moved, one removed), an
        // undone edit on the redo stack, an import line, another board's line.
        var state = KanbanState()
        state.perform(state.board.adding(title: "a", body: "body a", deadline: Deadline(iso: "2026-11-23"), to: .todo,
                                         id: id(1), at: time(1)))
        state.perform(state.board.adding(title: "b", body: "", deadline: nil, to: .todo, id: id(2), at: time(2)))
        state.perform(state.board.adding(title: "c", body: "", deadline: nil, to: .doing, id: id(3), at: time(3)))
        state.perform(try XCTUnwrap(state.board.moving(id(1), to: .done, at: time(4))))
        state.perform(try XCTUnwrap(state.board.removing(id(2), at: time(5))))
        state.perform(try XCTUnwrap(state.board.editing(id(3), title: "C", body: "x", deadline: nil, at: time(6))))
        state.undo(at: time(7))

        let directory = try makeTemporaryDirectory(for: self)
        let queue = try DatabaseQueue(path: directory.appendingPathComponent(AppDatabase.fileName).path)
        try AppDatabase.testSchema.migrator.migrate(queue, upTo: "kanban-sync-v3")
        try queue.write { db in
            // The rows as the build before boards wrote them.
            let hlc = "1800000000000-0000-11111111-1111-4111-8111-111111111111"
            for card in Array(state.board.cards.values) + Array(state.board.tombstones.values) {
                try db.execute(sql: """
                    INSERT INTO kanbanCard (id, title, body, deadline, boardColumn, position, deleted,
                                            titleHlc, bodyHlc, deadlineHlc, columnHlc, positionHlc, deletedHlc)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [card.id.uuidString, card.title, card.body, card.deadline?.iso, card.column.rawValue,
                                     card.position, state.board[card.id] == nil ? 1 : 0, hlc, hlc, hlc, hlc, hlc, hlc])
            }
            for entry in state.history.reversed() {
                let (step, action, from, to): (String, String, String?, String?)
                switch entry.kind {
                case .action(.added): (step, action, from, to) = ("did", "added", nil, nil)
                case .action(.moved(let a, let b)): (step, action, from, to) = ("did", "moved", a.rawValue, b.rawValue)
                case .action(.removed(let a)): (step, action, from, to) = ("did", "removed", a.rawValue, nil)
                case .action(.updated): (step, action, from, to) = ("did", "updated", nil, nil)
                case .undid(.updated): (step, action, from, to) = ("undid", "updated", nil, nil)
                default: XCTFail("unexpected \(entry)"); continue
                }
                try db.execute(sql: """
                    INSERT INTO kanbanHistory (at, step, action, fromColumn, toColumn, title) VALUES (?, ?, ?, ?, ?, ?)
                    """, arguments: [entry.at.timeIntervalSinceReferenceDate, step, action, from, to, entry.title])
            }
            try db.execute(sql: "INSERT INTO kanbanHistory (at, step, cardCount, title) VALUES (?, 'imported', 2, '')",
                           arguments: [time(8).timeIntervalSinceReferenceDate])
            try db.execute(sql: "INSERT INTO kanbanHistory (at, step, action, title) VALUES (?, 'remote', 'added', 'far')",
                           arguments: [time(9).timeIntervalSinceReferenceDate])
            for (stack, actions) in [("undo", state.undoStack), ("redo", state.redoStack)] {
                for action in actions {
                    try db.execute(sql: "INSERT INTO kanbanUndo (stack, actionID, cardID, action) VALUES (?, ?, ?, ?)",
                                   arguments: [stack, action.id.uuidString, action.cardID.uuidString, try oldJSON(action)])
                }
            }
        }
        try queue.close()

        let database = try AppDatabase.open(directory: directory)
        defer { database.close() }
        let repository = KanbanRepository(database: database)
        let loaded = try repository.load()
        XCTAssertEqual(loaded.board.orderedBoards, [BoardInfo(id: BoardInfo.firstID, name: "Project Manager")])
        XCTAssertEqual(loaded.shownBoard, BoardInfo.firstID)
        // A card in DONE went there on the local day of its column's
        // reading (what the archive counts from).
        var expected = state.board.cards
        expected[id(1)]?.doneOn = Deadline.of(Date(timeIntervalSince1970: 1_800_000_000), in: .current)
        XCTAssertEqual(loaded.board.cards, expected)
        XCTAssertEqual(loaded.board.cards(in: .done).map(\.title), ["a"])
        XCTAssertEqual(loaded.board.tombstones[id(2)], state.board.tombstones[id(2)])
        XCTAssertEqual(loaded.undoStack, state.undoStack)
        XCTAssertEqual(loaded.redoStack, state.redoStack)
        let first = [BoardInfo.firstID]
        XCTAssertEqual(loaded.history, [HistoryEntry(at: time(9), kind: .remote(.added), title: "far", boards: first),
                                        HistoryEntry(at: time(8), kind: .imported(count: 2), title: "")] + state.history)
        XCTAssertTrue(state.history.allSatisfy { $0.boards == first })

        // Undo and redo go on from where they were, and stay after a reopen.
        var now = loaded
        let undo = try XCTUnwrap(now.undo(at: time(10), on: BoardInfo.firstID))
        XCTAssertEqual(undo.action.kind, .removed(from: .todo))
        try repository.record(undo, at: time(10))
        let redo = try XCTUnwrap(now.redo(at: time(11), on: BoardInfo.firstID))
        try repository.record(redo, at: time(11))
        XCTAssertEqual(now.board[id(2)], nil)
        let again = try repository.load()
        XCTAssertEqual(again.board.cards, now.board.cards)
        XCTAssertEqual(again.undoStack, now.undoStack)
        XCTAssertEqual(again.redoStack, now.redoStack)
        XCTAssertEqual(again.history, now.history)
    }

    func testBoardsAndAMoveBetweenThemSurviveAReopen() throws {
        let database = try AppDatabase.inMemory()
        let repository = KanbanRepository(database: database)
        var state = try repository.load()
        let home = id(100)
        for step in [state.perform(try state.board.addingBoard(named: "Home", id: home, at: time(1))),
                     state.perform(state.board.adding(title: "a", body: "", deadline: nil, to: .todo, id: id(1), at: time(2))),
                     state.perform(try state.board.moving(id(1), toBoard: home, at: time(3)))] {
            try repository.record(step, at: step.action.at)
        }
        try repository.showBoard(home)
        var loaded = try repository.load()
        XCTAssertEqual(loaded.board, state.board)
        XCTAssertEqual(loaded.board.cards(in: .todo, board: home).map(\.title), ["a"])
        XCTAssertEqual(loaded.history, state.history)
        XCTAssertEqual(loaded.history.first?.kind, .action(.movedBoard(from: "Project Manager", to: "Home")))
        XCTAssertEqual(loaded.shownBoard, home)
        // Removing the board with its card, then undoing it, after a reopen too.
        let remove = loaded.perform(try loaded.board.removingBoard(home, at: time(4)))
        try repository.record(remove, at: time(4))
        XCTAssertEqual(try repository.load().shownBoard, BoardInfo.firstID)
        XCTAssertEqual(try repository.load().board.count, 0)
        var reread = try repository.load()
        let undo = try XCTUnwrap(reread.undo(at: time(5), on: BoardInfo.firstID))
        try repository.record(undo, at: time(5))
        XCTAssertEqual(reread.board.cards(in: .todo, board: home).map(\.title), ["a"])
        XCTAssertEqual(try repository.load().board, reread.board)
    }
}
