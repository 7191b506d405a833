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

    /// Shaded free time has its own look, apart from the chosen block's
    /// (unfilled, underlined): a `░` fill in the dim style, with and without colour.
    @Test(arguments: Language.allCases)
    func freeTimeLooksApartFromTheChosenBlock(language: Language) {
        for theme in [Theme.mono, .standard] {
            let mine = timetable(["자료구조", "운영체제", "음악의 이해"])
            let friend = timetable(["Discrete Mathematics", "네트워크"], name: "Mina")
            let harness = TimetableHarness(store: StandInTimetableStore(timetables: [mine, friend]), language: language, theme: theme)
            harness.send(.character("F"), .character(" "), .enter)
            let frame = harness.driver.backend.frame
            var cells: [Style] = []
            for y in 0..<frame.size.height {
                for x in 0..<frame.size.width where frame[x, y]?.symbol == GridPlan.freeFill { cells.append(frame[x, y]!.style) }
            }
            #expect(!cells.isEmpty, "\(harness.screen)")
            #expect(cells.allSatisfy { $0 == theme.dim }, "the dim style, never the chosen block's")
            #expect(theme.dim != theme.chosenBlock)
            if theme == .mono {
                assertSnapshot(harness.driver, named: "timetable-free-mono-80x24-\(language.rawValue)")
            }
        }
    }

    @Test func blocksTakeTheThemesFill() {
        #expect(BlockColours.style(3, theme: .mono) == Style(attributes: .reverse))
        #expect(BlockColours.style(3, theme: .standard) == BlockColours.styles[3])
        #expect(BlockColours.style(3, theme: .highContrast).attributes == [.reverse, .bold])
        #expect(BlockColours.style(3, theme: .highContrast).foreground == BlockColours.styles[3].foreground)
    }
}
