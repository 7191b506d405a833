import ScreenTesting
import TextKit
import TerminalUI
import Testing
@testable import TimetableFeature

/// A notice never moves the grid: it shows over the title row, and every
/// block keeps its rows (the Monday block its room line).
@MainActor
@Suite struct TimetableNoticeLayoutTests {
    @Test(arguments: Language.allCases)
    func aNoticeLeavesTheGridWhereItWas(language: Language) {
        let harness = TimetableHarness(store: TimetableSnapshotTests.fullWeek(), language: language)
        let before = harness.lines
        harness.send(.character("F"))  // free time with no other timetable: a notice
        #expect(harness.tab.notice != nil)
        #expect(harness.lines[1] != before[1])
        #expect(Array(harness.lines.dropFirst(2).dropLast()) == Array(before.dropFirst(2).dropLast()))
    }
}
