import Foundation
import Testing
@testable import KanbanCore

/// Every action maker: what it changes, that only the fields concerned
/// change, and that its `backward` undoes its `forward` exactly.
@Suite struct BoardActionTests {
    /// Applies `action` forward then backward and checks the board is back,
    /// tombstones included.
    private func expectExactUndo(_ action: KanbanAction, on board: Board,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        var changed = board
        changed.apply(action.forward)
        #expect(changed != board || action.kind == .reordered, sourceLocation: sourceLocation)
        changed.apply(action.backward)
        #expect(changed == board, sourceLocation: sourceLocation)
        #expect(changed.orderedCards == board.orderedCards, sourceLocation: sourceLocation)
        for column in KanbanColumn.allCases {
            #expect(changed.cards(in: column) == board.cards(in: column), sourceLocation: sourceLocation)
        }
        // Forward again gives the same result as the first time.
        var again = changed
        again.apply(action.forward)
        var once = board
        once.apply(action.forward)
        #expect(again.orderedCards == once.orderedCards, sourceLocation: sourceLocation)
    }

    @Test func addingPutsTheCardAtTheBottomCleaned() {
        let board = Board.with(["a", "b"])
        let action = board.adding(title: "  c\u{1B}[31m\n", body: "x\r\ny", deadline: day("2026-11-23"), to: .todo,
                                  id: cardID(9), at: instant(5))
        #expect(action.kind == .added)
        #expect(action.cardID == cardID(9) && action.title == "c" && action.at == instant(5))
        #expect(action.backward == [CardChange(cardID: cardID(9), value: .deleted(true))])
        var after = board
        after.apply(action.forward)
        #expect(after.titles(.todo) == ["a", "b", "c"])
        #expect(after[cardID(9)]?.body == "x\ny")
        #expect(after[cardID(9)]?.deadline == day("2026-11-23"))
        expectExactUndo(action, on: board)
        // Into an empty column.
        let doing = board.adding(title: "d", body: "", deadline: nil, to: .doing, id: cardID(10), at: instant())
        after.apply(doing.forward)
        #expect(after.titles(.doing) == ["d"])
    }

    @Test func undoingAnAddLeavesATombstoneThatRedoRevives() {
        let board = Board.with(["a"])
        let action = board.adding(title: "b", body: "", deadline: nil, to: .todo, id: cardID(9), at: instant())
        var after = board
        after.apply(action.forward)
        after.apply(action.backward)
        #expect(after[cardID(9)] == nil)
        #expect(after.tombstones[cardID(9)]?.title == "b")
        after.apply(action.forward)
        #expect(after.titles(.todo) == ["a", "b"])
        #expect(after.tombstones.isEmpty)
    }

    @Test func editingChangesOnlyTheFieldsThatDiffer() throws {
        var board = Board.with(["a", "b"])
        let id = cardID(1)
        board.apply(try #require(board.editing(id, title: "a", body: "old", deadline: day("2026-01-01"), at: instant())).forward)
        let action = try #require(board.editing(id, title: "a2", body: "old", deadline: nil, at: instant(9)))
        #expect(action.kind == .updated && action.title == "a2")
        #expect(action.forward == [CardChange(cardID: id, value: .title("a2")), CardChange(cardID: id, value: .deadline(nil))])
        #expect(action.backward == [CardChange(cardID: id, value: .title("a")),
                                    CardChange(cardID: id, value: .deadline(day("2026-01-01")))])
        expectExactUndo(action, on: board)
        #expect(board.editing(id, title: " a ", body: "old", deadline: day("2026-01-01"), at: instant()) == nil,
                "nothing differs once cleaned")
        #expect(board.editing(cardID(77), title: "x", body: "", deadline: nil, at: instant()) == nil)
        // The card keeps its place.
        var edited = board
        edited.apply(action.forward)
        #expect(edited.titles(.todo) == ["a2", "b"])
    }

    @Test func movingGoesToTheBottomOfTheOtherColumn() throws {
        var board = Board.with(["a", "b", "c"])
        board.apply(board.moving(cardID(3), to: .doing, at: instant())!.forward)
        let action = try #require(board.moving(cardID(1), to: .doing, at: instant(3)))
        #expect(action.kind == .moved(from: .todo, to: .doing))
        #expect(action.forward.map(\.field) == [.column, .position])
        var after = board
        after.apply(action.forward)
        #expect(after.titles(.todo) == ["b"])
        #expect(after.titles(.doing) == ["c", "a"])
        expectExactUndo(action, on: board)
        #expect(board.moving(cardID(2), to: .todo, at: instant()) == nil, "already there")
        #expect(board.moving(cardID(77), to: .done, at: instant()) == nil)
    }

    @Test func reorderingChangesOnlyThatCardsPosition() throws {
        let board = Board.with(["a", "b", "c", "d"])
        let down = try #require(board.reordering(cardID(2), by: 1, at: instant()))
        #expect(down.kind == .reordered)
        #expect(down.forward.count == 1 && down.forward[0].field == .position)
        var after = board
        after.apply(down.forward)
        #expect(after.titles(.todo) == ["a", "c", "b", "d"])
        for id in [cardID(1), cardID(3), cardID(4)] { #expect(after[id] == board[id]) }
        expectExactUndo(down, on: board)

        let up = try #require(board.reordering(cardID(3), by: -1, at: instant()))
        after = board
        after.apply(up.forward)
        #expect(after.titles(.todo) == ["a", "c", "b", "d"])
        expectExactUndo(up, on: board)

        let toTop = try #require(board.reordering(cardID(4), by: -10, at: instant()))
        after = board
        after.apply(toTop.forward)
        #expect(after.titles(.todo) == ["d", "a", "b", "c"])

        let toBottom = try #require(board.reordering(cardID(1), by: 3, at: instant()))
        after = board
        after.apply(toBottom.forward)
        #expect(after.titles(.todo) == ["b", "c", "d", "a"])

        #expect(board.reordering(cardID(1), by: -1, at: instant()) == nil, "already on top")
        #expect(board.reordering(cardID(4), by: 1, at: instant()) == nil, "already at the bottom")
        #expect(board.reordering(cardID(2), by: 0, at: instant()) == nil)
        #expect(board.reordering(cardID(77), by: 1, at: instant()) == nil)
    }

    @Test func manyReordersBetweenAdjacentKeysKeepWorking() {
        let start = Board.with(["a", "b", "c", "d"])
        var state = KanbanState(board: start)
        // b and c swap places 300 times, each time squeezed against d:
        // keys between ever closer neighbours.
        for round in 0..<300 {
            let id = round.isMultiple(of: 2) ? cardID(2) : cardID(3)
            state.perform(state.board.reordering(id, by: 1, at: instant()))
            #expect(state.board.titles(.todo) == (round.isMultiple(of: 2) ? ["a", "c", "b", "d"] : ["a", "b", "c", "d"]))
        }
        #expect(state.board.cards(in: .todo).map(\.position.count).max()! < 80)
        for _ in 0..<KanbanState.undoDepth { state.undo(at: instant()) }
        #expect(state.board.titles(.todo) == ["a", "b", "c", "d"])
    }

    @Test func removingAndUndoBringTheCardBackWhereItWas() throws {
        var board = Board.with(["a", "b", "c"])
        board.apply(board.editing(cardID(2), title: "b", body: "body", deadline: day("2026-11-23"), at: instant())!.forward)
        let action = try #require(board.removing(cardID(2), at: instant(4)))
        #expect(action.kind == .removed(from: .todo) && action.title == "b")
        var after = board
        after.apply(action.forward)
        #expect(after.titles(.todo) == ["a", "c"])
        #expect(after[cardID(2)] == nil)
        #expect(after.tombstones[cardID(2)] == board[cardID(2)])
        after.apply(action.backward)
        #expect(after[cardID(2)] == board[cardID(2)], "same column, position and fields")
        #expect(after.titles(.todo) == ["a", "b", "c"])
        expectExactUndo(action, on: board)
        #expect(board.removing(cardID(77), at: instant()) == nil)
    }

    @Test func changesToUnknownCardsDoNothing() {
        var board = Board.with(["a"])
        let before = board
        board.apply([CardChange(cardID: cardID(50), value: .title("x")),
                     CardChange(cardID: cardID(50), value: .deleted(false)),
                     CardChange(cardID: cardID(50), value: .deleted(true)),
                     CardChange(cardID: cardID(51), value: .created(Card(id: cardID(52), title: "wrong id")))])
        #expect(board == before)
    }

    @Test func fieldChangesReachTombstones() {
        var board = Board.with(["a"])
        board.apply([CardChange(cardID: cardID(1), value: .deleted(true)),
                     CardChange(cardID: cardID(1), value: .title("edited elsewhere"))])
        #expect(board.cards.isEmpty)
        board.apply([CardChange(cardID: cardID(1), value: .deleted(false))])
        #expect(board.titles(.todo) == ["edited elsewhere"])
    }

    @Test func equalPositionsAreOrderedByID() {
        let board = Board(cards: [Card(id: cardID(3), title: "c", position: "a0"),
                                  Card(id: cardID(1), title: "a", position: "a0"),
                                  Card(id: cardID(2), title: "b", position: "a0")])
        #expect(board.titles(.todo) == ["a", "b", "c"])
        #expect(board.place(of: cardID(2))! == (.todo, 1))
    }

    @Test func aBoardBuiltFromColumnsIsTheSameBoard() {
        var random = seededGenerator(11)
        let keys = OrderKey.sequence(300)
        let cards = keys.enumerated().map { index, key in
            Card(id: UUID(), title: "\(index)", column: KanbanColumn.allCases[index % 3], position: key)
        }
        let byColumn = Dictionary(grouping: cards, by: \.column)
        let expected = Board(cards: cards)
        #expect(Board(columns: byColumn) == expected)
        // Out of order: sorted.
        let shuffled = byColumn.mapValues { $0.shuffled(using: &random) }
        let board = Board(columns: shuffled)
        for column in KanbanColumn.allCases { #expect(board.cards(in: column) == expected.cards(in: column)) }
        // A card under the wrong column, a card twice, a missing column.
        var odd = byColumn
        odd[.todo]!.append(byColumn[.done]![0])
        odd[.doing]!.append(byColumn[.doing]![0])
        let repaired = Board(columns: odd)
        for column in KanbanColumn.allCases { #expect(repaired.cards(in: column) == expected.cards(in: column)) }
        #expect(Board(columns: [.done: byColumn[.done]!]).cards(in: .todo).isEmpty)
        #expect(Board(columns: [:]).count == 0)
        let withTombstone = Board(columns: byColumn, tombstones: [Card(id: cardID(99), title: "gone")])
        #expect(withTombstone.tombstones[cardID(99)]?.title == "gone")
        #expect(Board(columns: byColumn, filterIndex: false).cards(in: .todo, matching: CardFilter("1"))
                == expected.cards(in: .todo, matching: CardFilter("1")))
    }

    /// A column read in order, all of one board, is the board's column as
    /// it is: its storage is shared, not copied (10,000 cards read are held
    /// once, not twice). A column of two boards is split between them.
    @Test func aColumnReadInOrderIsSharedAndOneOfTwoBoardsIsSplit() {
        let keys = OrderKey.sequence(30)
        let todo = keys.map { Card(id: UUID(), title: $0, column: .todo, position: $0) }
        let board = Board(columns: [.todo: todo], filterIndex: false)
        let given = todo.withUnsafeBufferPointer { $0.baseAddress }
        #expect(board.cards(in: .todo).withUnsafeBufferPointer { $0.baseAddress } == given)
        let other = BoardInfo(id: UUID(), name: "Other", position: "b0")
        let mixed = todo.enumerated().map { index, card in
            var moved = card
            if index % 2 == 1 { moved.board = other.id }
            return moved
        }
        let two = Board(columns: [.todo: mixed], boards: [BoardInfo.first, other])
        #expect(two.cards(in: .todo).map(\.title) == keys.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
        #expect(two.cards(in: .todo, board: other.id).map(\.title) == keys.enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
    }

    @Test func aBoardBuiltFromCardsIsInOrder() {
        var random = seededGenerator(7)
        let keys = OrderKey.sequence(500)
        let cards = keys.enumerated().map { index, key in
            Card(id: UUID(), title: "\(index)", column: KanbanColumn.allCases[index % 3], position: key)
        }
        let board = Board(cards: cards.shuffled(using: &random))
        for column in KanbanColumn.allCases {
            #expect(board.cards(in: column) == cards.filter { $0.column == column })
        }
        #expect(board.count == 500)
    }

    @Test func restoringARemovedCardWithAnEditIsOneActionUndoneExactly() throws {
        var board = Board.with(["a", "b"])
        let id = cardID(1)
        let opened = try #require(board[id])
        board.apply(try #require(board.removing(id, at: instant())).forward)
        let action = try #require(board.restoring(id, title: " a2 ", body: "more", deadline: nil, opened: opened, at: instant()))
        #expect(action.kind == .restored)
        #expect(action.cardID == id)
        expectExactUndo(action, on: board)
        var restored = board
        restored.apply(action.forward)
        #expect(restored[id]?.title == "a2", "cleaned, under its own id")
        #expect(restored[id]?.body == "more")
        #expect(restored.count == 2)
        #expect(board.restoring(cardID(2), title: "b", body: "", deadline: nil, opened: opened, at: instant()) == nil,
                "a live card is not restored")
    }

    @Test func restoringACardWhoseRemovalWasNeverReadBringsItBackWhole() throws {
        let board = Board.with(["b"])
        let opened = Card(id: cardID(9), title: "gone", body: "", deadline: nil, column: .doing, position: "m")
        let action = try #require(board.restoring(cardID(9), title: "gone, edited", body: "", deadline: nil, opened: opened,
                                                  at: instant()))
        var restored = board
        restored.apply(action.forward)
        #expect(restored.cards(in: .doing).map(\.id) == [cardID(9)])
        #expect(restored[cardID(9)]?.title == "gone, edited")
        restored.apply(action.backward)
        #expect(restored.count == 1)
    }
}
