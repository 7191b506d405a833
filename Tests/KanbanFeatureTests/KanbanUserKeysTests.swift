import KanbanCore
import ScreenTesting
import TabKit
import TerminalUI
import Testing
@testable import KanbanFeature

/// The user's keys: the kanban tab with `new-card` on `a`, undo on `F2`
/// and the dialogs' cancel on `x`.
@MainActor
@Suite struct KanbanUserKeysTests {
    private let keys = KeyOverrides(["kanban.new-card": [.character("a")], "kanban.undo": [.function(2)],
                                     "dialog.cancel": [.character("x")]])

    private func harness() -> KanbanHarness {
        KanbanHarness(store: StandInKanbanStore(cards: board([.todo: [("A", "", nil)]])), keys: keys)
    }

    @Test func theHintBarAndHelpShowTheUsersKeys() {
        let kanban = harness()
        let bottom = kanban.screen.split(separator: "\n").last.map(String.init) ?? ""
        #expect(bottom.contains("a New"), "\(bottom)")
        #expect(!bottom.contains("n New"), "\(bottom)")
        kanban.send(.character("?"))
        #expect(kanban.screen.contains("F2"))
        assertSnapshot(kanban.driver, named: "kanban-user-keys-help")
    }

    @Test func theNewKeyActsAndTheOldOneNoLonger() {
        let kanban = harness()
        kanban.send(.character("n"))
        #expect(!kanban.tab.capturesKeys, "n opens no editor any more")
        kanban.send(.character("a"))
        #expect(kanban.tab.capturesKeys, "a opens the editor")
        kanban.send(.escape)
        #expect(!kanban.tab.capturesKeys)
    }

    @Test func dialogsFollowTheUsersKeys() {
        let kanban = harness()
        kanban.send(.character("d"))
        #expect(kanban.tab.capturesKeys, "the delete question is open")
        #expect(kanban.screen.contains("x Cancel") || kanban.screen.contains("x "), "\(kanban.screen)")
        kanban.send(.escape)
        #expect(kanban.tab.capturesKeys, "Esc no longer cancels")
        kanban.send(.character("x"))
        #expect(!kanban.tab.capturesKeys, "x cancels")
        #expect(kanban.titles(.todo) == ["A"])
    }
}
