import TerminalUI
import Testing
import ScreenTesting
import TabKit
@testable import TimetableFeature

/// Help from the add dialog: in the search field Ctrl-G opens it at the
/// keys of a text field, in the lists it opens at the top; Home and End
/// do what help says in each.
@MainActor
@Suite struct TimetableHelpWhileTypingTests {
    private func searching() -> TimetableHarness {
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable([])]))
        harness.send(.character("a"))
        return harness
    }

    @Test func ctrlGInTheSearchFieldOpensHelpAtTheTextFieldKeys() {
        let harness = searching()
        harness.type("자료?")
        #expect(harness.screen.contains("Ctrl-G Help"))
        harness.send(.control("g"))
        #expect(harness.screen.contains("Text fields"))
        #expect(harness.screen.contains("Home Ctrl-A"))
        harness.send(.escape)
        guard case .search(let search) = harness.tab.overlay else { Issue.record("help closed the dialog"); return }
        #expect(search.field.text == "자료?")
    }

    @Test func homeAndEndGoToTheTextInTheFieldAndToTheListElsewhere() {
        let harness = searching()
        harness.type("구조")
        harness.send(.home)
        guard case .search(let inField) = harness.tab.overlay else { Issue.record("no dialog"); return }
        #expect(inField.field.cursor == 0, "Home: the start of the text")
        harness.send(.tab)  // the departments
        harness.send(.end)
        guard case .search(let inList) = harness.tab.overlay else { Issue.record("no dialog"); return }
        #expect(inList.departmentList.selected == inList.departments.count - 1, "End: the last department")
        #expect(inList.field.cursor == 0, "the text is left alone")
        harness.send(.control("g"))
        #expect(harness.screen.contains("Move between courses on the grid"), "opens at the top there")
        #expect(!harness.screen.contains("Home Ctrl-A"))
    }
}
