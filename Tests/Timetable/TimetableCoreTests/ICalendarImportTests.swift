import Foundation
import Testing
import TextKit
@testable import TimetableCore

@Suite("iCalendar import")
struct ICalendarImportTests {
    static let seoul = TimeZone(identifier: "Asia/Seoul")!

    /// A calendar of `events` (content lines each), CRLF line ends.
    static func calendar(_ events: [[String]], name: String? = nil) -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN"]
        if let name { lines.append("X-WR-CALNAME:" + name) }
        for event in events { lines += ["BEGIN:VEVENT"] + event + ["END:VEVENT"] }
        lines.append("END:VCALENDAR")
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    static func make(_ reading: ICalendarImport.Reading, catalog: [Course] = []) -> ICalendarImport.Result {
        ICalendarImport.timetable(reading, name: "t", id: UUID(), year: 2026, semester: 1, catalog: catalog, color: { $0 })
    }

    @Test func ourExportComesBackExactly() throws {
        let original = ICalendarTests.timetable
        let text = try ICalendar.export(original, from: CalendarDay(iso: "2026-03-02")!, to: CalendarDay(iso: "2026-06-21")!,
                                        stamp: ICalendarTests.stamp)
        let reading = try ICalendarImport.read(text, timeZone: Self.seoul)
        #expect(reading.name == "2026 - 1")
        #expect(reading.skipped.isEmpty)
        let result = Self.make(reading)
        #expect(result.widened == 0, "our times are whole periods")
        let exported = original.courses.filter { !$0.course.times.meetings.isEmpty }
        #expect(result.timetable.courses.map(\.course.name) == exported.map(\.course.name))
        for (read, written) in zip(result.timetable.courses, exported) {
            #expect(read.course.times.meetings == written.course.times.meetings, "\(written.course.name)")
            #expect(read.course.professor == written.course.professor)
            #expect(read.course.credit == written.course.credit)
        }
    }

    @Test func aCatalogCourseWithTheNameAndTimesIsLinked() throws {
        let placed = ICalendarTests.timetable.courses[0]
        let text = try ICalendar.export(Timetable(id: UUID(), name: "x", year: 2026, semester: 1, courses: [placed]),
                                        from: CalendarDay(iso: "2026-03-02")!, to: CalendarDay(iso: "2026-06-21")!,
                                        stamp: ICalendarTests.stamp)
        let result = Self.make(try ICalendarImport.read(text, timeZone: Self.seoul), catalog: [placed.course])
        #expect(result.linked == 1)
        #expect(result.timetable.courses.first?.course == placed.course)
    }

    @Test func anotherProgramsWeeklyEventsBecomeBlocksOfWholePeriods() throws {
        let text = Self.calendar([
            // 10:00–11:30 in Seoul, written in UTC, on two days.
            ["DTSTART:20260901T010000Z", "DTEND:20260901T023000Z", "RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=15",
             "SUMMARY:Linear Algebra", "LOCATION:Hall 2\\, room 101"],
            ["DTSTART;TZID=Asia/Seoul:20260902T140000", "DURATION:PT50M", "RRULE:FREQ=WEEKLY", "SUMMARY:Astro",
             "DESCRIPTION:line one\\nline two"],
        ])
        let reading = try ICalendarImport.read(text, timeZone: Self.seoul)
        #expect(reading.events.first?.days == [.tuesday, .thursday])
        #expect(reading.events.first?.location == "Hall 2, room 101")
        let result = Self.make(reading)
        let algebra = try #require(result.timetable.courses.first?.course)
        #expect(algebra.times.meetings.map(\.periodsText) == ["화1-2", "목1-2"])
        #expect(algebra.times.meetings.first?.room == "Hall 2, room 101")
        let astro = try #require(result.timetable.courses.last?.course)
        #expect(astro.times.meetings.map(\.periodsText) == ["수5-6"], "14:00–14:50 overlaps periods 5 and 6")
        #expect(result.widened == 3)
    }

    @Test func whatIsNotAWeeklyTimedEventIsLeftOutAndSaid() throws {
        let text = Self.calendar([
            ["DTSTART;VALUE=DATE:20260905", "SUMMARY:Festival"],
            ["DTSTART:20260910T090000", "DTEND:20260910T100000", "SUMMARY:Dentist"],
            ["DTSTART:20260910T100000", "DTEND:20260910T110000", "RRULE:FREQ=WEEKLY;INTERVAL=2", "SUMMARY:Fortnightly"],
            ["DTSTART:20260910T100000", "DTEND:20260910T110000", "RRULE:FREQ=MONTHLY;BYDAY=1MO", "SUMMARY:Monthly"],
            ["DTSTART:20260910T060000", "DTEND:20260910T070000", "RRULE:FREQ=WEEKLY", "SUMMARY:Too early"],
            ["DTSTART:20260910T110000", "DTEND:20260910T100000", "RRULE:FREQ=WEEKLY", "SUMMARY:Backwards"],
            ["DTSTART;TZID=Mars/Olympus:20260903T093000", "DTEND;TZID=Mars/Olympus:20260903T102000", "RRULE:FREQ=WEEKLY",
             "SUMMARY:Elsewhere"],
        ])
        let reading = try ICalendarImport.read(text, timeZone: Self.seoul)
        #expect(reading.skipped.map(\.reason) == [.dateOnly, .notWeekly, .notWeekly, .notWeekly, .outsidePeriods, .noTime])
        #expect(reading.events.map(\.summary) == ["Elsewhere"], "an unknown zone's times are read as written")
        #expect(reading.unknownZones == ["Mars/Olympus"])
    }

    @Test func overlappingEventsAreKeptAndTheClashIsSaid() throws {
        let text = Self.calendar([
            ["DTSTART:20260901T093000", "DTEND:20260901T112000", "RRULE:FREQ=WEEKLY", "SUMMARY:A"],
            ["DTSTART:20260901T103000", "DTEND:20260901T122000", "RRULE:FREQ=WEEKLY", "SUMMARY:B"],
        ])
        let result = Self.make(try ICalendarImport.read(text, timeZone: Self.seoul))
        #expect(result.timetable.courses.count == 2)
        #expect(result.clashes.map { "\($0.0)/\($0.1)" } == ["A/B"])
    }

    @Test func foldedLinesAndBareLineFeedsAreRead() throws {
        let text = "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20260901T093000\nDTEND:20260901T102000\nRRULE:FREQ=WEEKLY\n"
            + "SUMMARY:A long\n  name\nEND:VEVENT\nEND:VCALENDAR\n"
        #expect(try ICalendarImport.read(text, timeZone: Self.seoul).events.map(\.summary) == ["A long name"])
    }

    @Test func notACalendarAndTooManyEventsAreRefused() {
        #expect(throws: ICalendarImportError.notACalendar) { try ICalendarImport.read("hello\nworld\n", timeZone: Self.seoul) }
        let event = ["DTSTART:20260901T093000", "DTEND:20260901T102000", "RRULE:FREQ=WEEKLY", "SUMMARY:A"]
        let many = Self.calendar(Array(repeating: event, count: ICalendarImport.eventLimit + 1))
        #expect(throws: ICalendarImportError.tooManyEvents(ICalendarImport.eventLimit)) {
            try ICalendarImport.read(many, timeZone: Self.seoul)
        }
    }

    @Test func tenThousandEventsMakeOneCourseATitle() throws {
        let events = (0..<10_000).map { index in
            ["DTSTART:20260901T093000", "DTEND:20260901T102000", "RRULE:FREQ=WEEKLY", "SUMMARY:Course \(index % 50)"]
        }
        let result = Self.make(try ICalendarImport.read(Self.calendar(events), timeZone: Self.seoul))
        #expect(result.timetable.courses.count == 50)
    }

    @Test func durations() {
        #expect(ICalendarImport.durationMinutes("PT1H50M") == 110)
        #expect(ICalendarImport.durationMinutes("PT90M") == 90)
        #expect(ICalendarImport.durationMinutes("P1DT2H") == 1560)
        #expect(ICalendarImport.durationMinutes("-PT1H") == nil)
        #expect(ICalendarImport.durationMinutes("PT") == 0)
        #expect(ICalendarImport.durationMinutes("PTH") == nil)
    }
}
