import Foundation
import TabKit
import Testing
import TextKit
import TimetableCore
@testable import TimetableFeature

/// Holidays in the tab: `T` on one says there is no class and which
/// holiday (before: the Monday's courses were listed as on any Monday),
/// and `e` leaves them out of the calendar.
@MainActor @Suite struct TimetableHolidayTabTests {
    @Test(arguments: Language.allCases)
    func todayOnAHolidaySaysSo(language: Language) {
        // testNow is Monday 2026-11-23, in the fall term; 자료구조 meets on Mondays.
        let store = StandInTimetableStore(timetables: [timetable(["자료구조"])])
        store.holidays = [CalendarDay(iso: "2026-11-23")!: "개교기념일"]
        let harness = TimetableHarness(store: store, language: language)
        harness.send(.character("T"))
        let words = harness.screen.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains(language == .en ? "No classes today: it is a holiday (개교기념일)." : "오늘은 휴일(개교기념일)이라 수업이 없어요."),
                "\(harness.screen)")
        #expect(!harness.screen.contains("자료구조 ·"), "no course listed")
        harness.send(.enter)
        // Another day's holiday changes nothing today.
        let other = StandInTimetableStore(timetables: [timetable(["자료구조"])])
        other.holidays = [CalendarDay(iso: "2026-11-24")!: "x"]
        let monday = TimetableHarness(store: other, language: language)
        monday.send(.character("T"))
        #expect(monday.screen.contains("자료구조 ·"), "\(monday.screen)")
    }

    /// `e` writes the calendar `export --ical` writes: its events skip the
    /// holidays (before: every Monday was written, holidays too).
    @Test func theExportSkipsTheHolidays() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("timetable-export-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = StandInTimetableStore(timetables: [timetable(["자료구조"])])
        store.holidays = [CalendarDay(iso: "2026-10-05")!: "개천절 대체공휴일", CalendarDay(iso: "2027-10-04")!: "next year"]
        let harness = TimetableHarness(store: store, exportDirectory: directory)
        // The form shows the default path; Enter writes there.
        harness.send(.character("e"), .enter)
        let text = try String(contentsOf: directory.appendingPathComponent("2026-2.ics"), encoding: .utf8)
        #expect(text.components(separatedBy: "\r\n").filter { $0.hasPrefix("EXDATE") } == ["EXDATE;TZID=Asia/Seoul:20261005T093000"])
    }
}
