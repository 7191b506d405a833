import Foundation
import Testing
@testable import KanbanCore

/// Several boards: names, adding, renaming, removing (with the cards),
/// moving a card between boards, and undo and history per board.
@Suite struct BoardsTests {
    let first = BoardInfo.firstID
    let home = cardID(200)
    let work = cardID(201)

    /// A state with the first board and `Home`, a card `a` on the first
    /// board and a card `h` on Home.
    func twoBoards() throws -> KanbanState {
        var state = KanbanState()
        state.perform(try state.board.addingBoard(named: "Home", id: home, at: instant(1)))
        state.perform(state.board.adding(title: "a", body: "", deadline: nil, to: .todo, board: first, id: cardID(1), at: instant(2)))
        state.perform(state.board.adding(title: "h", body: "", deadline: nil, to: .doing, board: home, id: cardID(2), at: instant(3)))
        return state
    }

    @Test func everyBoardStartsWithTheFirstBoard() {
        let board = Board()
        #expect(board.orderedBoards == [BoardInfo.first])
        #expect(board.orderedBoards.first?.name == "Project Manager")
    }

    @Test func namesAreTrimmedAndCheckedBeforeAnythingChanges() throws {
        let board = Board()
        #expect(try BoardName.clean("  Home \t") == "Home")
        #expect(try BoardName.clean("\u{200B}Home\u{3164}") == "Home")
        #expect(try BoardName.clean("Love ❤️") == "Love ❤️")
        #expect(throws: BoardError.emptyName) { try board.addingBoard(named: "", id: home, at: instant()) }
        #expect(throws: BoardError.emptyName) { try board.addingBoard(named: "   ", id: home, at: instant()) }
        #expect(throws: BoardError.emptyName) { try board.addingBoard(named: "\u{200B}\u{200B}", id: home, at: instant()) }
        #expect(throws: BoardError.emptyName) { try board.addingBoard(named: "\u{1B}[31m", id: home, at: instant()) }
        #expect(throws: BoardError.nameTooLong) {
            try board.addingBoard(named: String(repeating: "x", count: 500), id: home, at: instant())
        }
        let hundred = String(repeating: "가", count: 100)
        #expect(try board.addingBoard(named: hundred, id: home, at: instant()).title == hundred)
        #expect(throws: BoardError.duplicateName("Project Manager")) {
            try board.addingBoard(named: " Project Manager ", id: home, at: instant())
        }
        // Case matters: another name.
        #expect(try board.addingBoard(named: "project manager", id: home, at: instant()).title == "project manager")
    }

    @Test func renamingRefusesAnotherBoardsNameAndKeepsItsOwn() throws {
        var state = try twoBoards()
        #expect(throws: BoardError.duplicateName("Home")) { try state.board.renamingBoard(first, to: "Home", at: instant()) }
        #expect(try state.board.renamingBoard(home, to: " Home ", at: instant()) == nil)
        #expect(throws: BoardError.emptyName) { try state.board.renamingBoard(home, to: "\u{3164}", at: instant()) }
        let rename = try #require(try state.board.renamingBoard(home, to: "House", at: instant(9)))
        state.perform(rename)
        #expect(state.board.orderedBoards.map(\.name) == ["Project Manager", "House"])
        #expect(state.history.first == HistoryEntry(at: instant(9), kind: .action(.boardRenamed(from: "Home")), title: "House",
                                                    boards: [home]))
        // The rename is Home's: the first board's undo does not take it.
        #expect(state.undo(at: instant(10), on: first)?.action.kind == .added)
        state.undo(at: instant(10), on: home)
        #expect(state.board.orderedBoards.map(\.name) == ["Project Manager", "Home"])
    }

    @Test func eachBoardHasItsOwnColumns() throws {
        let state = try twoBoards()
        #expect(state.board.titles(.todo) == ["a"])
        #expect(state.board.cards(in: .doing, board: home).map(\.title) == ["h"])
        #expect(state.board.cards(in: .doing, board: first).isEmpty)
        #expect(state.board.cards(in: .todo, board: home).isEmpty)
        // Moving inside a column stays on the board.
        var moved = state
        moved.perform(try #require(moved.board.moving(cardID(2), to: .done, at: instant(4))))
        #expect(moved.board.cards(in: .done, board: home).map(\.title) == ["h"])
        #expect(moved.board.cards(in: .done, board: first).isEmpty)
    }

    @Test func removingABoardRemovesItsCardsAsOneUndoableAction() throws {
        var state = try twoBoards()
        state.perform(state.board.adding(title: "h2", body: "", deadline: nil, to: .todo, board: home, id: cardID(3), at: instant(4)))
        let before = state.board
        let remove = try state.board.removingBoard(home, at: instant(5))
        #expect(remove.kind == .boardRemoved(cards: 2))
        state.perform(remove)
        #expect(state.board.orderedBoards.map(\.id) == [first])
        #expect(state.board[cardID(2)] == nil && state.board[cardID(3)] == nil)
        #expect(state.board[cardID(1)] != nil)
        // One undo, from the board shown, brings the board and both cards back.
        let undoStep = state.undo(at: instant(6), on: first)
        let undo = try #require(undoStep)
        #expect(undo.action == remove)
        #expect(state.board == before)
        #expect(state.board.cards(in: .doing, board: home).map(\.title) == ["h"])
        state.redo(at: instant(7), on: first)
        #expect(state.board.orderedBoards.map(\.id) == [first])
    }

    @Test func theLastBoardIsNotRemoved() throws {
        let board = Board()
        #expect(throws: BoardError.lastBoard) { try board.removingBoard(first, at: instant()) }
        #expect(throws: BoardError.unknownBoard) { try board.removingBoard(home, at: instant()) }
    }

    @Test func removingTheBoardShownNamesAnotherToShow() throws {
        var state = try twoBoards()
        state.perform(try state.board.addingBoard(named: "Work", id: work, at: instant(4)))
        #expect(state.board.neighbour(ofBoard: home) == work)
        #expect(state.board.neighbour(ofBoard: work) == home)
        #expect(state.board.neighbour(ofBoard: first) == home)
    }

    @Test func aCardMovesToAnotherBoardAndBack() throws {
        var state = try twoBoards()
        #expect(throws: BoardError.sameBoard) { try state.board.moving(cardID(1), toBoard: first, at: instant()) }
        #expect(throws: BoardError.unknownBoard) { try state.board.moving(cardID(1), toBoard: work, at: instant()) }
        let move = try state.board.moving(cardID(1), toBoard: home, at: instant(5))
        #expect(move.kind == .movedBoard(from: "Project Manager", to: "Home"))
        state.perform(move)
        #expect(state.board.cards(in: .todo, board: first).isEmpty)
        #expect(state.board.cards(in: .todo, board: home).map(\.title) == ["a"])
        #expect(state.board[cardID(1)]?.board == home)
        // Its history line is on both boards.
        let line = try #require(state.history.first)
        #expect(line.concerns(first) && line.concerns(home))
        // The board it left undoes it.
        state.undo(at: instant(6), on: first)
        #expect(state.board.titles(.todo) == ["a"])
        #expect(state.board[cardID(1)]?.board == first)
    }

    @Test func undoAndHistoryArePerBoard() throws {
        var state = try twoBoards()
        // The last action is h's add on Home; the first board's undo takes a's add.
        let undoStep = state.undo(at: instant(9), on: first)
        let undo = try #require(undoStep)
        #expect(undo.action.cardID == cardID(1))
        #expect(state.board[cardID(2)] != nil)
        #expect(state.canUndo(on: home))
        #expect(state.canRedo(on: first) && !state.canRedo(on: home))
        #expect(state.history.filter { $0.concerns(home) }.map(\.title) == ["h", "Home"])
        #expect(state.history.filter { $0.concerns(first) }.map(\.title) == ["a", "a"])
        // The board's creation is its own: undone from it, after its cards.
        #expect(state.undo(at: instant(10), on: first) == nil)
        state.undo(at: instant(10), on: home)  // h's add
        let lastStep = state.undo(at: instant(11), on: home)
        let last = try #require(lastStep)
        #expect(last.action.kind == .boardAdded)
        #expect(state.board.orderedBoards.map(\.id) == [first])
    }

    @Test func actionsAndCardsStoredBeforeBoardsAreOnTheFirstBoard() throws {
        let oldCard = #"{"id":"00000000-0000-4000-8000-000000000001","title":"t","body":"","column":"todo","position":"a0"}"#
        let card = try JSONDecoder().decode(Card.self, from: Data(oldCard.utf8))
        #expect(card.board == first)
        let add = Board().adding(title: "x", body: "", deadline: nil, to: .todo, id: cardID(1), at: instant())
        var json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(add)) as! [String: Any]
        json["boards"] = nil
        let old = try JSONDecoder().decode(KanbanAction.self, from: JSONSerialization.data(withJSONObject: json))
        #expect(old == add)
    }

    @Test func boardChangesTravelAsFieldsAndMergeLikeCards() throws {
        var here = SyncReplica(clientID: "a")
        var there = SyncReplica(clientID: "b")
        var state = KanbanState()
        let add = try state.board.addingBoard(named: "Home", id: home, at: instant(1))
        state.perform(add)
        let card = state.board.adding(title: "c", body: "", deadline: nil, to: .todo, board: home, id: cardID(1), at: instant(2))
        state.perform(card)
        var ops = here.local(add.forward, now: instant(1)) + here.local(card.forward, now: instant(2))
        #expect(ops.map(\.field).contains(.boardName))
        #expect(ops.contains { $0.value == .board(home) })
        for op in ops { there.receive(op, now: instant(3)) }
        #expect(there.board == state.board)
        // Every value reads back from its JSON text.
        for op in ops { #expect(CardChange.Value(field: op.field, json: op.value.jsonText) == op.value) }
        let move = try state.board.moving(cardID(1), toBoard: first, at: instant(4))
        state.perform(move)
        ops = here.local(move.forward, now: instant(4))
        for op in ops { there.receive(op, now: instant(5)) }
        #expect(there.board.cards(in: .todo, board: first).map(\.id) == [cardID(1)])
    }

    @Test func aCardOnARemovedBoardIsShownOnTheFirstBoard() throws {
        var state = try twoBoards()
        // Another board removed Home while this one's card is still there.
        state.board.apply(CardChange(cardID: home, value: .boardDeleted(true)))
        #expect(state.board.cards(in: .doing, board: first).map(\.title) == ["h"])
        state.board.apply(CardChange(cardID: home, value: .boardDeleted(false)))
        #expect(state.board.cards(in: .doing, board: home).map(\.title) == ["h"])
        #expect(state.board.cards(in: .doing, board: first).isEmpty)
    }
}
