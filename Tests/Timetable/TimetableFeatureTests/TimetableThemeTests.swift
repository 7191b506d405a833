import TextKit
import ScreenTesting
import TabKit
import TerminalUI
import Testing
import TimetableCore
@testable import TimetableFeature

/// The timetable without colour: blocks are solid reverse bars, the chosen
/// block is unfilled and underlined, a clash is said in words.
@MainActor
@Suite struct TimetableThemeTests {
    @Test(arguments: Language.allCases)
    func monoClash(language: Language) {
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조"])]), language: language,
                                       theme: .mono)
        harness.add("데이터베이스")
        assertSnapshot(harness.driver, named: "timetable-clash-mono-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func monoWeek(language: Language) {
        let harness = TimetableHarness(store: TimetableSnapshotTests.fullWeek(), language: language, theme: .mono)
        harness.send(.right)
        assertSnapshot(harness.driver, named: "timetable-week-mono-80x24-\(language.rawValue)")
    }

    @Test func blocksTakeTheThemesFill() {
        #expect(BlockColours.style(3, theme: .mono) == Style(attributes: .reverse))
        #expect(BlockColours.style(3, theme: .standard) == BlockColours.styles[3])
        #expect(BlockColours.style(3, theme: .highContrast).attributes == [.reverse, .bold])
        #expect(BlockColours.style(3, theme: .highContrast).foreground == BlockColours.styles[3].foreground)
    }
}
