import TextKit
import KanbanCore
import TerminalUI
import Testing
import ScreenTesting
import TabKit
@testable import KanbanFeature

/// Help while a text field has the keys: `?` is a character there, so
/// Ctrl-G opens help, at the keys every text field takes.
@MainActor
@Suite struct KanbanHelpWhileTypingTests {
    private func editing(_ language: Language) -> KanbanHarness {
        let kanban = KanbanHarness(store: StandInKanbanStore(cards: board([.todo: [("Alpha", "", nil)]])), language: language)
        kanban.send(.character("n"))
        kanban.type("Plan?")
        return kanban
    }

    @Test(arguments: Language.allCases)
    func questionMarkTypesAndCtrlGOpensHelpAtTheTextFieldKeys(language: Language) throws {
        let kanban = editing(language)
        guard case .editor(let editor) = kanban.tab.overlay else { Issue.record("no editor"); return }
        #expect(editor.title.text == "Plan?", "? is typed in a field")
        assertSnapshot(kanban.driver, named: "kanban-question-mark-types-and-ctrl-g-opens-help-at-the-text-field-keys-1-\(language)")
        kanban.send(.control("g"))
        assertSnapshot(kanban.driver, named: "kanban-question-mark-types-and-ctrl-g-opens-help-at-the-text-field-keys-2-\(language)")
        kanban.send(.escape)
        assertSnapshot(kanban.driver, named: "kanban-question-mark-types-and-ctrl-g-opens-help-at-the-text-field-keys-3-\(language)")
        guard case .editor(let after) = kanban.tab.overlay else { Issue.record("Esc closed the editor too"); return }
        #expect(after.title.text == "Plan?", "help's keys never reach the field")
    }

    @Test(arguments: Language.allCases)
    func helpWhileTyping(language: Language) {
        let kanban = editing(language)
        kanban.send(.control("g"))
        assertSnapshot(kanban.driver, named: "kanban-help-typing-80x24-\(language.rawValue)")
    }
}
