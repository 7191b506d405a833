import Foundation
import Testing
@testable import KanbanCore

@Suite struct ChecklistTests {
    @Test func itemsAndProgress() {
        let body = """
        Before leaving:
        - [ ] passport
        - [x] tickets
          * [X] charger
        -[ ] not an item
        - [] not an item
        - [ ]
        - [y] not an item
        - [ ]no space: not an item
        """
        let items = Checklist.items(in: body)
        #expect(items.map(\.text) == ["passport", "tickets", "charger", ""])
        #expect(items.map(\.isDone) == [false, true, true, false])
        #expect(items.map(\.line) == [1, 2, 3, 6])
        #expect(Checklist.progress(of: body)! == (2, 4))
        #expect(Checklist.progress(of: "no list") == nil)
    }

    @Test func itemsInACodeBlockAreText() {
        let body = "- [ ] real\n```\n- [ ] example\n```\n- [x] also real"
        #expect(Checklist.items(in: body).map(\.text) == ["real", "also real"])
    }

    @Test func aTickFlipsExactlyOneBox() {
        let body = "Intro  \n- [ ] one\n  * [X] two  \n- [ ] one\n\nend"
        let items = Checklist.items(in: body)
        let ticked = Checklist.ticking(items[2], in: body)
        #expect(ticked == "Intro  \n- [ ] one\n  * [X] two  \n- [x] one\n\nend")
        let unticked = Checklist.ticking(items[1], in: body)
        #expect(unticked == "Intro  \n- [ ] one\n  * [ ] two  \n- [ ] one\n\nend")
    }

    @Test func aTickOfAnItemNoLongerThereIsRefused() {
        let items = Checklist.items(in: "- [ ] one")
        #expect(Checklist.ticking(items[0], in: "- [x] one") == nil)
        #expect(Checklist.ticking(items[0], in: "") == nil)
    }

    @Test func aThousandItems() {
        let body = (1...1_000).map { "- [\($0 % 3 == 0 ? "x" : " ")] item \($0)" }.joined(separator: "\n")
        let items = Checklist.items(in: body)
        #expect(items.count == 1_000)
        #expect(Checklist.progress(of: body)! == (333, 1_000))
        let last = Checklist.ticking(items[999], in: body)!
        #expect(Checklist.progress(of: last)! == (334, 1_000))
        #expect(last.hasSuffix("- [x] item 1000"))
    }

    @Test func aTickIsOneUndoableBodyChange() throws {
        let id = cardID(1)
        var state = KanbanState(board: Board(cards: [Card(id: id, title: "Trip", body: "- [ ] passport\n- [ ] tickets")]))
        let item = Checklist.items(in: state.board[id]!.body)[1]
        let action = try #require(state.board.ticking(id, item: item, at: instant()))
        #expect(action.kind == .ticked(item: "tickets", done: true))
        #expect(action.forward.map(\.field) == [.body])
        state.perform(action)
        #expect(state.board[id]?.body == "- [ ] passport\n- [x] tickets")
        state.undo(at: instant(1))
        #expect(state.board[id]?.body == "- [ ] passport\n- [ ] tickets")
        #expect(state.history.first?.kind == .undid(.ticked(item: "tickets", done: true)))
        #expect(state.board.ticking(cardID(9), item: item, at: instant()) == nil)
    }
}
