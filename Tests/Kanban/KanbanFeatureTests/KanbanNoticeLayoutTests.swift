import KanbanCore
import ScreenTesting
import TextKit
import TerminalUI
import Testing
@testable import KanbanFeature

/// A notice never moves the board: it shows over the title row (and, when
/// it needs two rows, over the row below), and every other row of the
/// screen stays as it was.
@MainActor
@Suite struct KanbanNoticeLayoutTests {
    private func store() -> StandInKanbanStore {
        StandInKanbanStore(cards: board([.todo: [("A", "", nil), ("B", "", nil)], .doing: [("D", "", nil)]]))
    }

    /// Rows 1 and 2 of the screen (the title row and the one below) are the
    /// notice's to cover; the rest of the tab must be the same (the hint
    /// bar, the last row, shows the keys that work now).
    private func rowsBeyondTheNotice(_ lines: [String]) -> [String] {
        Array(lines.prefix(1) + lines.dropFirst(3).dropLast())
    }

    @Test(arguments: Language.allCases)
    func aOneRowNoticeLeavesEveryOtherRowAsItWas(language: Language) {
        let kanban = KanbanHarness(store: store(), language: language)
        kanban.send(.right, .right)
        let before = kanban.lines
        kanban.type("e")  // no card in DONE: a notice says so
        #expect(kanban.tab.notice != nil)
        #expect(rowsBeyondTheNotice(kanban.lines) == rowsBeyondTheNotice(before))
        #expect(kanban.lines[2] == before[2], "one row of notice covers only the title row")
    }

    @Test(arguments: Language.allCases)
    func aTwoRowNoticeCoversTheRowBelowAndMovesNothing(language: Language) {
        let store = store()
        let kanban = KanbanHarness(store: store, language: language)
        let before = kanban.lines
        store.failsWrites = true
        kanban.send(.character("L"))  // move A right: refused, the stored board shown
        #expect(kanban.tab.notice?.isError == true)
        #expect(kanban.lines[2] != before[2], "the notice's second row")
        #expect(rowsBeyondTheNotice(kanban.lines) == rowsBeyondTheNotice(before))
    }
}
