import TextKit
import Foundation
import KanbanCore
import ScreenTesting
import TabKit
import TerminalUI
import Testing
@testable import KanbanFeature

/// In the tab: a repeating card typed in the editor, done, its next card
/// said on one row; `S` skips one; `w` sets a column's limit, and a move
/// past it is made and said, the column's title marked.
@MainActor
@Suite struct KanbanRepeatAndLimitTests {
    private func cardID(_ n: UInt8) -> UUID {
        UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, n))
    }

    private func type(_ kanban: KanbanHarness, _ text: String) {
        for character in text { kanban.send(.character(character)) }
    }

    @Test(arguments: Language.allCases)
    func aRepeatingCardMakesItsNextWhenDone(language: Language) throws {
        let kanban = KanbanHarness(store: StandInKanbanStore(KanbanState()), language: language)
        kanban.send(.character("n"))
        type(kanban, "Water plants")
        kanban.send(.tab)
        type(kanban, "2026-11-27")
        kanban.send(.tab, .tab)
        type(kanban, language == .en ? "weekly" : "매주")
        #expect(kanban.screen.contains(language == .en ? "→ every week · next" : "→ 매주 · 다음"), "\(kanban.screen)")
        assertSnapshot(kanban.driver, named: "kanban-editor-repeat-\(language)")
        kanban.send(.enter)
        #expect(kanban.screen.contains(language == .en ? "↻ 1w" : "↻ 1주"), "\(kanban.screen)")
        let card = try #require(kanban.tab.chosenCard)
        kanban.send(.character("L"), .character("L"))
        let next = try #require(kanban.tab.state?.board[CardRepeat.nextID(after: card.id)])
        #expect(next.column == .todo && next.repeats == card.repeats)
        // The notice is one row: the columns' border right under it.
        let rows = kanban.screen.split(separator: "\n", omittingEmptySubsequences: false)
        let said = try #require(rows.firstIndex { $0.contains(language == .en ? "next" : "다음") })
        #expect(rows[said + 1].hasPrefix("┌"), "\(kanban.screen)")
        assertSnapshot(kanban.driver, named: "kanban-repeat-done-\(language)")
        // `u` takes the move and the next card back together.
        kanban.send(.character("u"))
        #expect(kanban.tab.state?.board[next.id] == nil)
        kanban.send(.control("r"))
        // `S` on the next card: skipped, the one after it made.
        kanban.send(.character("h"), .character("h"))
        #expect(kanban.tab.chosenCard?.id == next.id)
        kanban.send(.character("S"))
        #expect(kanban.tab.state?.board[next.id] == nil)
        #expect(kanban.tab.state?.board[CardRepeat.nextID(after: next.id)] != nil)
        // `S` on the card done: nothing to skip.
        kanban.send(.character("l"), .character("l"), .character("S"))
        #expect(kanban.screen.contains(language == .en ? "there is nothing to skip" : "건너뛸 것이 없습니다"), "\(kanban.screen)")
        // On a card that does not repeat: how to make it repeat.
        kanban.send(.character("n"))
        type(kanban, "Plain")
        kanban.send(.enter, .character("S"))
        #expect(kanban.screen.contains(language == .en ? "does not repeat" : "반복하지 않습니다"), "\(kanban.screen)")
    }

    @Test func aNewTitleOnARepeatingCardAsksThisOneOrAllToCome() throws {
        var state = KanbanState()
        state.perform(state.board.adding(title: "Rent", body: "", deadline: Deadline(iso: "2026-11-30"),
                                         repeats: CardRepeat(every: 1, unit: .month), to: .todo, id: cardID(1), at: testNow))
        let kanban = KanbanHarness(store: StandInKanbanStore(state), language: .en)
        kanban.send(.character("e"), .end)
        type(kanban, " (late)")
        kanban.send(.enter)
        #expect(kanban.screen.contains("Change this card only, or this one and all to come?"), "\(kanban.screen)")
        // Esc goes back to the editor, as typed.
        kanban.send(.escape)
        #expect(kanban.screen.contains("Rent (late)") && kanban.screen.contains("Edit card"))
        kanban.send(.enter, .character("o"))
        let card = try #require(kanban.tab.state?.board[cardID(1)])
        #expect(card.title == "Rent (late)" && card.repeats?.title == "Rent")
    }

    @Test(arguments: Language.allCases)
    func aLimitMarksTheColumnAndAMovePastItIsSaid(language: Language) throws {
        var state = KanbanState()
        for (index, column) in [KanbanColumn.doing, .doing, .todo].enumerated() {
            state.perform(state.board.adding(title: "Card \(index)", body: "", deadline: nil, to: column,
                                             id: cardID(UInt8(index + 1)), at: testNow))
        }
        let kanban = KanbanHarness(store: StandInKanbanStore(state), language: language)
        kanban.send(.character("l"), .character("W"))
        #expect(kanban.screen.contains(language == .en ? "Limit of DOING" : "DOING 한도"), "\(kanban.screen)")
        type(kanban, "x")
        kanban.send(.enter)
        #expect(kanban.screen.contains(language == .en ? "a number from 1 to 9999" : "1에서 9999까지"), "\(kanban.screen)")
        kanban.send(.backspace)
        type(kanban, "2")
        kanban.send(.enter)
        #expect(kanban.screen.contains("DOING 2/2 "), "\(kanban.screen)")
        #expect(kanban.tab.state?.board.wip(of: BoardInfo.firstID) == WipLimits(doing: 2))
        // A move past the limit is made, said, and the title marked.
        kanban.send(.character("h"), .character("L"))
        #expect(kanban.tab.cards(.doing).count == 3)
        #expect(kanban.screen.contains("DOING 3/2 !"), "\(kanban.screen)")
        #expect(kanban.screen.contains(language == .en ? "DOING holds 3, over its limit of 2" : "DOING 3장, 한도 2장 넘음"),
                "\(kanban.screen)")
        assertSnapshot(kanban.driver, named: "kanban-over-limit-\(language)")
        // Undone: the card goes back; the limit stays until its own undo.
        kanban.send(.character("u"))
        #expect(kanban.screen.contains("DOING 2/2 "), "\(kanban.screen)")
        kanban.send(.character("u"))
        #expect(kanban.tab.state?.board.wip(of: BoardInfo.firstID) == WipLimits.none)
        // Esc closes the dialog unchanged.
        kanban.send(.character("l"), .character("W"), .character("5"), .escape)
        #expect(kanban.tab.state?.board.wip(of: BoardInfo.firstID) == WipLimits.none)
    }
}
