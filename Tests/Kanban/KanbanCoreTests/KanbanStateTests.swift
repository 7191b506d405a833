import Foundation
import Testing
@testable import KanbanCore

@Suite struct KanbanStateTests {
    @Test func performUndoRedoSequence() throws {
        var state = KanbanState()
        let add = state.board.adding(title: "a", body: "", deadline: nil, to: .todo, id: cardID(1), at: instant(1))
        #expect(state.perform(add) == .perform(add))
        let move = try #require(state.board.moving(cardID(1), to: .doing, at: instant(2)))
        state.perform(move)
        let edit = try #require(state.board.editing(cardID(1), title: "A", body: "", deadline: nil, at: instant(3)))
        state.perform(edit)
        #expect(state.undoStack == [add, move, edit])
        #expect(state.board.titles(.doing) == ["A"])

        #expect(state.undo(at: instant(4)) == .undo(edit))
        #expect(state.board.titles(.doing) == ["a"])
        #expect(state.undo(at: instant(5)) == .undo(move))
        #expect(state.board.titles(.todo) == ["a"])
        #expect(state.redoStack == [edit, move])
        #expect(state.redo(at: instant(6)) == .redo(move))
        #expect(state.board.titles(.doing) == ["a"])
        #expect(state.undoStack == [add, move])
        #expect(state.redoStack == [edit])
        #expect(state.undo(at: instant(7)) == .undo(move))
        #expect(state.undo(at: instant(8)) == .undo(add))
        #expect(state.board.cards.isEmpty)
        #expect(state.undo(at: instant(9)) == nil)
        #expect(state.redo(at: instant(10)) == .redo(add))
        #expect(state.redo(at: instant(11)) == .redo(move))
        #expect(state.redo(at: instant(12)) == .redo(edit))
        #expect(state.redo(at: instant(13)) == nil)
        #expect(state.board.titles(.doing) == ["A"])
    }

    @Test func aNewActionClearsRedo() throws {
        var state = KanbanState()
        state.perform(state.board.adding(title: "a", body: "", deadline: nil, to: .todo, id: cardID(1), at: instant()))
        state.perform(state.board.adding(title: "b", body: "", deadline: nil, to: .todo, id: cardID(2), at: instant()))
        state.undo(at: instant())
        #expect(state.canRedo)
        state.perform(state.board.removing(cardID(1), at: instant()))
        #expect(!state.canRedo)
        #expect(state.redo(at: instant()) == nil)
        #expect(state.board.cards.isEmpty)
        state.undo(at: instant())
        #expect(state.board.titles(.todo) == ["a"])
    }

    @Test func historyIsNewestFirstWithUndoAndRedoLines() throws {
        var state = KanbanState()
        let add = state.board.adding(title: "a", body: "", deadline: nil, to: .todo, id: cardID(1), at: instant(1))
        state.perform(add)
        let move = try #require(state.board.moving(cardID(1), to: .done, at: instant(2)))
        state.perform(move)
        state.undo(at: instant(3))
        state.redo(at: instant(4))
        state.perform(state.board.removing(cardID(1), at: instant(5)))
        #expect(state.history == [
            HistoryEntry(at: instant(5), kind: .action(.removed(from: .done)), title: "a", boards: [BoardInfo.firstID]),
            HistoryEntry(at: instant(4), kind: .redid(.moved(from: .todo, to: .done)), title: "a", boards: [BoardInfo.firstID]),
            HistoryEntry(at: instant(3), kind: .undid(.moved(from: .todo, to: .done)), title: "a", boards: [BoardInfo.firstID]),
            HistoryEntry(at: instant(2), kind: .action(.moved(from: .todo, to: .done)), title: "a", boards: [BoardInfo.firstID]),
            HistoryEntry(at: instant(1), kind: .action(.added), title: "a", boards: [BoardInfo.firstID]),
        ])
    }

    @Test func undoOfADeleteRestoresEverything() throws {
        var state = KanbanState()
        for (index, title) in ["a", "b", "c"].enumerated() {
            state.perform(state.board.adding(title: title, body: "body \(title)", deadline: day("2026-11-2\(index)"),
                                             to: .doing, id: cardID(UInt8(index + 1)), at: instant()))
        }
        let before = state.board
        state.perform(state.board.removing(cardID(2), at: instant()))
        state.undo(at: instant())
        #expect(state.board == before)
        #expect(state.board.cards(in: .doing) == before.cards(in: .doing))
    }

    @Test func stacksAndHistoryAreBounded() {
        var state = KanbanState()
        for index in 0..<(KanbanState.historyDepth + 10) {
            state.perform(state.board.adding(title: "\(index)", body: "", deadline: nil, to: .todo, id: UUID(), at: instant()))
        }
        #expect(state.undoStack.count == KanbanState.undoDepth)
        #expect(state.history.count == KanbanState.historyDepth)
        #expect(state.undoStack.last?.title == "\(KanbanState.historyDepth + 9)")
        #expect(state.history.first?.title == "\(KanbanState.historyDepth + 9)")
    }

    @Test func replacingTheBoardClearsTheStacks() {
        var state = KanbanState(board: Board.with(["a", "b"]))
        state.perform(state.board.removing(cardID(1), at: instant()))
        state.undo(at: instant())
        state.replaceBoard(with: [Card(id: cardID(9), title: "imported")], at: instant(7))
        #expect(state.board.titles(.todo) == ["imported"])
        #expect(state.undoStack.isEmpty && state.redoStack.isEmpty)
        #expect(state.history.first == HistoryEntry(at: instant(7), kind: .imported(count: 1), title: "", boards: [BoardInfo.firstID]))
    }

    @Test func changesAndActionsCodeAndDecode() throws {
        let board = Board.with(["a"])
        let actions: [KanbanAction] = [
            board.adding(title: "n", body: "b\nc", deadline: day("2026-11-23"), to: .done, id: cardID(5), at: instant(0.125)),
            board.editing(cardID(1), title: "x", body: "y", deadline: day("2027-01-01"), at: instant(1))!,
            board.moving(cardID(1), to: .doing, at: instant(2))!,
            board.removing(cardID(1), at: instant(3))!,
        ]
        let data = try JSONEncoder().encode(actions)
        #expect(try JSONDecoder().decode([KanbanAction].self, from: data) == actions)
        let change = CardChange(cardID: cardID(1), value: .deadline(nil))
        let json = String(decoding: try JSONEncoder().encode(change), as: UTF8.self)
        #expect(json.contains("\"field\":\"deadline\"") && json.contains("\"value\":null"))
        #expect(try JSONDecoder().decode(CardChange.self, from: Data(json.utf8)) == change)
        let steps: [KanbanStep] = [.perform(actions[0]), .undo(actions[1]), .redo(actions[2])]
        #expect(try JSONDecoder().decode([KanbanStep].self, from: try JSONEncoder().encode(steps)) == steps)
    }
}
