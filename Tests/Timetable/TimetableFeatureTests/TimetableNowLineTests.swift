import Foundation
import TextKit
import ScreenTesting
import TabKit
import TerminalUI
import Testing
import TimetableCore
@testable import TimetableFeature

/// The now line: `▶───` across today's column at the current minute's
/// row, while the tab is shown, inside the term and the grid's hours. The
/// clock is the test's, moved by hand; the tab ticks to move the line.
@MainActor
@Suite struct TimetableNowLineTests {
    /// The row and column of the `▶` on screen, if any.
    static func arrow(_ harness: TimetableHarness) -> (row: Int, column: Int)? {
        for (row, line) in harness.lines.enumerated() {
            if let index = line.firstIndex(of: "▶") { return (row, DisplayWidth.of(String(line[..<index]))) }
        }
        return nil
    }

    /// Monday 2026-11-23 10:30 in Seoul, in the 2nd semester's term: the
    /// line on Monday, through 자료구조's block.
    @Test(arguments: Language.allCases)
    func theLineIsOnTodaysColumnAtTheMinute(language: Language) {
        for size in [Size(width: 80, height: 24), TimetableSnapshotTests.large] {
            let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조", "운영체제"])]),
                                           language: language, size: size)
            #expect(harness.tab.nowMark == .init(day: .monday, minute: 630))
            #expect(Self.arrow(harness) != nil, "\(harness.screen)")
            assertSnapshot(harness.driver, named: "timetable-now-line-\(size.width)x\(size.height)-\(language.rawValue)")
        }
    }

    @Test func theLineMovesAsTimePasses() {
        let clock = TestClock()
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["운영체제"])]), now: { clock.date })
        #expect(harness.tab.tickInterval == .seconds(30), "the tab ticks while shown")
        guard let before = Self.arrow(harness) else { Issue.record("no line: \(harness.screen)"); return }
        clock.advance(minutes: 120)
        harness.driver.tick()
        guard let after = Self.arrow(harness) else { Issue.record("no line: \(harness.screen)"); return }
        #expect(after.row > before.row)
        #expect(after.column == before.column)
        #expect(harness.tab.nowMark?.minute == 750)
        // After the grid's hours (18:00), no line.
        clock.advance(minutes: 8 * 60)
        harness.driver.tick()
        #expect(Self.arrow(harness) == nil)
    }

    @Test func noLineOutsideTheTermOnADayNotShownOrWithoutATimetable() {
        let december = TestClock(testNow.addingTimeInterval(40 * 86_400))
        let late = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["운영체제"])]), now: { december.date })
        #expect(late.tab.nowMark == nil)
        #expect(Self.arrow(late) == nil)
        // Saturday 10:30: the grid shows no Saturday without a course then.
        let saturday = TestClock(testNow.addingTimeInterval(5 * 86_400))
        let weekend = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["운영체제"])]), now: { saturday.date })
        #expect(Self.arrow(weekend) == nil)
        // With a Saturday course the column is there, and the line in it.
        let withSaturday = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["캡스톤디자인"])]),
                                            now: { saturday.date })
        #expect(withSaturday.tab.nowMark?.day == .saturday)
        let none = TimetableHarness(store: StandInTimetableStore())
        #expect(none.tab.tickInterval == nil)
        #expect(Self.arrow(none) == nil)
    }

    /// Without colour the line is its characters.
    @Test func theLineWithoutColour() {
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["운영체제"])]), theme: .mono)
        guard let arrow = Self.arrow(harness) else { Issue.record("no line"); return }
        #expect(harness.lines[arrow.row].contains("▶──"))
    }
}
