import TextKit
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
    private func searching(_ language: Language = .en) -> TimetableHarness {
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable([])]), language: language)
        harness.send(.character("a"))
        return harness
    }

    @Test(arguments: Language.allCases)
    func ctrlGInTheSearchFieldOpensHelpAtTheTextFieldKeys(language: Language) {
        let harness = searching(language)
        harness.type("자료?")
        assertSnapshot(harness.driver, named: "timetable-ctrl-g-in-the-search-field-opens-help-at-the-text-field-keys-1-\(language)")
        harness.send(.control("g"))
        assertSnapshot(harness.driver, named: "timetable-ctrl-g-in-the-search-field-opens-help-at-the-text-field-keys-2-\(language)")
        harness.send(.escape)
        guard case .search(let search) = harness.tab.overlay else { Issue.record("help closed the dialog"); return }
        #expect(search.field.text == "자료?")
    }

    @Test(arguments: Language.allCases)
    func homeAndEndGoToTheTextInTheFieldAndToTheListElsewhere(language: Language) {
        let harness = searching(language)
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
        assertSnapshot(harness.driver, named: "timetable-home-and-end-go-to-the-text-in-the-field-and-to-the-list-elsewhere-1-\(language)")
    }
}
