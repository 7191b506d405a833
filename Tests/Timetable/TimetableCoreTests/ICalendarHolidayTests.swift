import Foundation
import Testing
import TextKit
@testable import TimetableCore

/// The export leaves the holidays out of each weekly event (EXDATE at the
/// event's own start, in its zone), and our import reads such a file back
/// exactly.
@Suite("iCalendar export with holidays")
struct ICalendarHolidayTests {
    private static func day(_ text: String) -> CalendarDay { CalendarDay(iso: text)! }

    /// 2026-03-03 is the first Tuesday (the events' own start), 05-05 a
    /// Tuesday, 06-03 a Wednesday, 05-24 a Sunday (no class), and 03-01
    /// and 06-23 outside the export.
    static let holidays: Set<CalendarDay> = Set(["2026-03-01", "2026-03-03", "2026-05-05", "2026-05-24", "2026-06-03",
                                                 "2026-06-23"].map(day))

    static func export() throws -> String {
        try ICalendar.export(ICalendarTests.timetable, from: day("2026-03-02"), to: day("2026-06-21"),
                             stamp: ICalendarTests.stamp, language: .en, holidays: holidays)
    }

    /// Each event's EXDATE lines, by the event's DTSTART.
    static func exdates(_ text: String) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for event in text.components(separatedBy: "BEGIN:VEVENT\r\n").dropFirst() {
            let lines = event.components(separatedBy: "\r\n")
            guard let start = lines.first(where: { $0.hasPrefix("DTSTART") }) else { continue }
            found[start, default: []] += lines.filter { $0.hasPrefix("EXDATE") }
        }
        return found
    }

    @Test func eachEventSkipsTheHolidaysOnItsWeekdayAtItsOwnStart() throws {
        let found = Self.exdates(try Self.export())
        #expect(found["DTSTART;TZID=Asia/Seoul:20260303T093000"] == [
            "EXDATE;TZID=Asia/Seoul:20260303T093000", "EXDATE;TZID=Asia/Seoul:20260505T093000",
        ])
        #expect(found["DTSTART;TZID=Asia/Seoul:20260304T113000"] == ["EXDATE;TZID=Asia/Seoul:20260603T113000"])
        // Thursday's and Friday's events meet on no holiday.
        let others = found.filter { !$0.key.hasSuffix("20260303T093000") && !$0.key.hasSuffix("20260304T113000") }
        #expect(others.count == 3 && others.values.allSatisfy(\.isEmpty), "\(others)")
        // Without holidays, the calendar is as before: no EXDATE at all.
        let plain = try ICalendar.export(ICalendarTests.timetable, from: Self.day("2026-03-02"), to: Self.day("2026-06-21"),
                                         stamp: ICalendarTests.stamp, language: .en)
        #expect(!plain.contains("EXDATE"))
        #expect(plain == (try Self.export()).replacingOccurrences(
            of: #"EXDATE;TZID=Asia/Seoul:\d{8}T\d{6}\r\n"#, with: "", options: .regularExpression))
    }

    @Test func aCalendarWithHolidaysComesBackExactly() throws {
        let reading = try ICalendarImport.read(try Self.export(), timeZone: ICalendarImportTests.seoul)
        #expect(reading.skipped.isEmpty)
        let result = ICalendarImportTests.make(reading)
        #expect(result.changes.isEmpty)
        let exported = ICalendarTests.timetable.courses.filter { !$0.course.times.meetings.isEmpty }
        #expect(result.timetable.courses.map(\.course.times.meetings) == exported.map(\.course.times.meetings))
    }
}
