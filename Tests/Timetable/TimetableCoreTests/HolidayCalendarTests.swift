import Foundation
import Testing
import TextKit
@testable import TimetableCore

/// A holiday calendar read into dates: all-day events (one day or more,
/// DTEND not counted), timed ones (their date in their zone), simple yearly
/// rules expanded, the rest left out with the reason.
@Suite struct HolidayCalendarTests {
    private func day(_ text: String) -> CalendarDay { CalendarDay(iso: text)! }

    /// A calendar of events, each given as its content lines.
    private func calendar(_ events: [[String]], header: [String] = []) -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0"] + header
        for event in events { lines += ["BEGIN:VEVENT"] + event + ["END:VEVENT"] }
        return (lines + ["END:VCALENDAR"]).joined(separator: "\r\n") + "\r\n"
    }

    private func dates(_ reading: HolidayCalendar.Reading) -> [String] {
        reading.holidays.map { "\($0.day) \($0.name)" }
    }

    @Test func allDayEventsAreTheirDaysWithoutTheEnd() throws {
        let reading = try HolidayCalendar.read(calendar([
            ["DTSTART;VALUE=DATE:20261005", "DTEND;VALUE=DATE:20261006", "SUMMARY:개천절 대체공휴일"],
            ["DTSTART;VALUE=DATE:20260924", "DTEND;VALUE=DATE:20260927", "SUMMARY:추석 연휴"],
            ["DTSTART;VALUE=DATE:20261009", "SUMMARY:한글날"],
            ["DTSTART;VALUE=DATE:20261225", "DURATION:P2D", "SUMMARY:Christmas"],
        ]), source: "korea.ics")
        #expect(dates(reading) == ["2026-09-24 추석 연휴", "2026-09-25 추석 연휴", "2026-09-26 추석 연휴",
                                   "2026-10-05 개천절 대체공휴일", "2026-10-09 한글날", "2026-12-25 Christmas", "2026-12-26 Christmas"])
        #expect(reading.holidays.allSatisfy { $0.source == "korea.ics" })
        #expect(reading.leftOut.isEmpty && reading.eventCount == 4)
    }

    /// A timed event is the date of its start where it happens: 23:00 in
    /// Seoul is that date, whatever the reader's zone; a UTC time is moved
    /// into the calendar's zone (Seoul without one).
    @Test func timedEventsTakeTheirDateInTheirZone() throws {
        let reading = try HolidayCalendar.read(calendar([
            ["DTSTART;TZID=Asia/Seoul:20261005T230000", "DTEND;TZID=Asia/Seoul:20261005T235900", "SUMMARY:Late"],
            ["DTSTART:20261008T150000Z", "SUMMARY:UTC afternoon"],
            ["DTSTART:20261012T090000", "DTEND:20261014T000000", "SUMMARY:Two days, ends at midnight"],
        ]), source: nil)
        #expect(dates(reading) == ["2026-10-05 Late", "2026-10-09 UTC afternoon", "2026-10-12 Two days, ends at midnight",
                                   "2026-10-13 Two days, ends at midnight"])
        let pacific = try HolidayCalendar.read(calendar([["DTSTART:20261008T150000Z", "SUMMARY:x"]],
                                                        header: ["X-WR-TIMEZONE:America/Los_Angeles"]), source: nil)
        #expect(pacific.holidays.map(\.day) == [day("2026-10-08")])
    }

    @Test func simpleYearlyRulesAreExpandedWithinTheYearsAndOthersLeftOut() throws {
        let reading = try HolidayCalendar.read(calendar([
            ["DTSTART;VALUE=DATE:20240101", "RRULE:FREQ=YEARLY;COUNT=3", "SUMMARY:New Year"],
            ["DTSTART;VALUE=DATE:20981225", "RRULE:FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=25", "EXDATE;VALUE=DATE:20991225",
             "SUMMARY:Christmas"],
            ["DTSTART;VALUE=DATE:20240229", "RRULE:FREQ=YEARLY;UNTIL=20290101", "SUMMARY:Leap"],
            ["DTSTART;VALUE=DATE:20261126", "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=4TH", "SUMMARY:Thanksgiving"],
            ["DTSTART;VALUE=DATE:20261001", "RRULE:FREQ=MONTHLY", "SUMMARY:Monthly"],
        ]), source: nil)
        #expect(dates(reading) == ["2024-01-01 New Year", "2024-02-29 Leap", "2025-01-01 New Year", "2026-01-01 New Year",
                                   "2028-02-29 Leap", "2098-12-25 Christmas", "2100-12-25 Christmas"])
        #expect(reading.leftOut == [
            .init(summary: "Thanksgiving", day: day("2026-11-26"), reason: .repeatsOtherwise),
            .init(summary: "Monthly", day: day("2026-10-01"), reason: .repeatsOtherwise),
        ])
        // Every year from 1899 on: 1900 to 2100, none before nor after.
        let century = try HolidayCalendar.read(calendar([["DTSTART;VALUE=DATE:18990301", "RRULE:FREQ=YEARLY", "SUMMARY:x"]]),
                                               source: nil)
        #expect(century.holidays.count == 201)
        #expect(century.holidays.first?.day == day("1900-03-01") && century.holidays.last?.day == day("2100-03-01"))
    }

    @Test func eventsThatCannotBeHolidaysAreLeftOutWithTheirReason() throws {
        let reading = try HolidayCalendar.read(calendar([
            ["DTSTART;VALUE=DATE:20261005", "SUMMARY:Kept"],
            ["SUMMARY:No start"],
            ["DTSTART;VALUE=DATE:20261010", "DTEND;VALUE=DATE:20261001", "SUMMARY:Backwards"],
            ["DTSTART;VALUE=DATE:20260101", "DTEND;VALUE=DATE:20280101", "SUMMARY:Two years"],
            ["DTSTART;VALUE=DATE:22000101", "SUMMARY:Far"],
            ["DTSTART;VALUE=DATE:20261006", "STATUS:CANCELLED", "SUMMARY:Called off"],
            ["DTSTART;VALUE=DATE:20261007", "RDATE;VALUE=DATE:20261107"],
            ["DTSTART:2026-10-08", "SUMMARY:Dashes"],
        ]), source: nil)
        #expect(dates(reading) == ["2026-10-05 Kept"])
        #expect(reading.leftOut.map(\.reason) == [.noDate, .endsBeforeStart, .tooLong, .outOfRange, .cancelled, .repeatsOtherwise, .noDate])
        #expect(reading.leftOut.map(\.summary) == ["No start", "Backwards", "Two years", "Far", "Called off", "(untitled)", "Dashes"])
    }

    @Test func twoEventsOnADateMakeOneHolidayWithBothNames() throws {
        let reading = try HolidayCalendar.read(calendar([
            ["DTSTART;VALUE=DATE:20261003", "SUMMARY:개천절"],
            ["DTSTART;VALUE=DATE:20261003", "SUMMARY:Foundation Day"],
            ["DTSTART;VALUE=DATE:20261003", "SUMMARY:개천절"],
            ["DTSTART;VALUE=DATE:20261004"],
        ]), source: nil)
        #expect(dates(reading) == ["2026-10-03 개천절, Foundation Day", "2026-10-04 "])
    }

    /// A file built to make millions of dates, or a date of thousands of
    /// names, is refused or kept short, at once.
    @Test func aFileMadeToBlowUpIsRefusedOrKeptShort() throws {
        let year = ["DTSTART;VALUE=DATE:19000101", "DTEND;VALUE=DATE:19001231", "RRULE:FREQ=YEARLY", "SUMMARY:All year"]
        #expect(throws: HolidayCalendarError.tooManyDates(HolidayCalendar.dateLimit)) {
            try HolidayCalendar.read(calendar(Array(repeating: year, count: 20)), source: nil)
        }
        let crowded = try HolidayCalendar.read(calendar((0..<5000).map { ["DTSTART;VALUE=DATE:20261005", "SUMMARY:Name \($0)"] }),
                                               source: nil)
        #expect(crowded.holidays.map(\.name) == ["Name 0, Name 1, Name 2, Name 3, Name 4"])
        let long = try HolidayCalendar.read(calendar([["DTSTART;VALUE=DATE:20261005", "SUMMARY:" + String(repeating: "가", count: 300)]]),
                                            source: nil)
        #expect(long.holidays.first?.name == String(repeating: "가", count: 99) + "…")
    }

    @Test func filesThatAreNotCalendarsAreRefused() {
        #expect(throws: HolidayCalendarError.notUTF8) { try HolidayCalendar.read(bytes: [0x42, 0xFF, 0xFE, 0x0A], source: nil) }
        #expect(throws: HolidayCalendarError.notACalendar) { try HolidayCalendar.read("hello\n", source: nil) }
        #expect(throws: HolidayCalendarError.noEvents) { try HolidayCalendar.read(calendar([]), source: nil) }
        // A byte order mark is not text.
        let marked = [0xEF, 0xBB, 0xBF] + Array(calendar([["DTSTART;VALUE=DATE:20261005"]]).utf8)
        #expect(throws: Never.self) { try HolidayCalendar.read(bytes: marked, source: nil) }
    }
}
