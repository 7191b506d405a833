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
                                        stamp: ICalendarTests.stamp, language: .ko)
        let reading = try ICalendarImport.read(text, timeZone: Self.seoul)
        #expect(reading.name == "2026 - 1")
        #expect(reading.skipped.isEmpty)
        let result = Self.make(reading)
        #expect(result.changes.isEmpty, "our times are whole periods, 23:30–0:20 included")
        let exported = original.courses.filter { !$0.course.times.meetings.isEmpty }
        #expect(result.timetable.courses.map(\.course.name) == exported.map(\.course.name))
        for (read, written) in zip(result.timetable.courses, exported) {
            #expect(read.course.times.meetings == written.course.times.meetings, "\(written.course.name)")
            #expect(read.course.professor == written.course.professor)
            #expect(read.course.credit == written.course.credit)
        }
    }

    /// A calendar exported in either language comes back with the same
    /// professor, credits, department and class.
    @Test(arguments: Language.allCases) func aCourseOfItsOwnComesBackFromEitherLanguage(_ language: Language) throws {
        let original = ICalendarTests.timetable
        let text = try ICalendar.export(original, from: CalendarDay(iso: "2026-03-02")!, to: CalendarDay(iso: "2026-06-21")!,
                                        stamp: ICalendarTests.stamp, language: language)
        let result = Self.make(try ICalendarImport.read(text, timeZone: Self.seoul))
        let exported = original.courses.filter { !$0.course.times.meetings.isEmpty }
        #expect(result.timetable.courses.count == exported.count)
        for (read, written) in zip(result.timetable.courses, exported) {
            #expect(read.course.professor == written.course.professor, "\(language)")
            #expect(read.course.credit == written.course.credit, "\(language)")
            #expect(read.course.department == written.course.department, "\(language)")
            #expect(read.course.classNumber == written.course.classNumber, "\(language)")
        }
    }

    @Test func bothFormsOfADescriptionAreRead() {
        typealias Facts = ICalendarImport.CourseFacts
        let korean = Facts(professor: "김대엽", credit: 3, department: "컴퓨터SW", classNumber: "01")
        #expect(Facts(description: "김대엽 교수, 3학점, 컴퓨터SW, 01분반") == korean)
        #expect(Facts(description: "Prof. 김대엽, 3 credits, 컴퓨터SW, section 01") == korean)
        #expect(Facts(description: "Prof. Kim, 1 credit") == Facts(professor: "Kim", credit: 1))
        #expect(Facts(description: "0 credits, Music") == Facts(credit: 0, department: "Music"),
                "a course of no credits keeps its department")
        #expect(Facts(description: "Bring a laptop, room changes weekly") == Facts(), "another program's words")
    }

    /// SUMMARY, LOCATION and the calendar's name were stored raw: the
    /// export then wrote `]0\;PWN` and `[2J` with only the ESC removed, and
    /// a name of 20 sequences was refused as too long by its raw length.
    /// They are cleaned by the one cleaner as they are read.
    @Test func textIsCleanedAsItIsReadAndExportsClean() throws {
        let sequences = String(repeating: "\u{1B}[31m", count: 20)
        let text = Self.calendar([
            ["DTSTART;TZID=Asia/Seoul:20260901T093000", "DTEND;TZID=Asia/Seoul:20260901T102000", "RRULE:FREQ=WEEKLY",
             "SUMMARY:Alg\u{1B}]0\\;PWN\u{07}ebra\u{1B}[2J", "LOCATION:Hall\u{202E} 2\u{1B}[0m",
             "DESCRIPTION:one\u{1B}[1m\\ntwo"],
        ], name: "Fall\(sequences) classes")
        let reading = try ICalendarImport.read(text, timeZone: Self.seoul)
        #expect(reading.name == "Fall classes")
        let event = try #require(reading.events.first)
        #expect(event.summary == "Algebra")
        #expect(event.location == "Hall 2")
        #expect(event.description == "one\ntwo")
        let timetable = Self.make(reading).timetable
        let exported = try ICalendar.export(timetable, from: CalendarDay(iso: "2026-09-01")!, to: CalendarDay(iso: "2026-12-20")!,
                                            stamp: ICalendarTests.stamp, language: .ko)
        for piece in ["PWN", "[2J", "[31m", "[0m", "\u{1B}", "\u{202E}"] {
            #expect(!exported.contains(piece), "\(piece)")
        }
        #expect(exported.contains("SUMMARY:Algebra"))
    }

    @Test func aCatalogCourseWithTheNameAndTimesIsLinked() throws {
        let placed = ICalendarTests.timetable.courses[0]
        let text = try ICalendar.export(Timetable(id: UUID(), name: "x", year: 2026, semester: 1, courses: [placed]),
                                        from: CalendarDay(iso: "2026-03-02")!, to: CalendarDay(iso: "2026-06-21")!,
                                        stamp: ICalendarTests.stamp, language: .ko)
        let result = Self.make(try ICalendarImport.read(text, timeZone: Self.seoul), catalog: [placed.course])
        #expect(result.linked == 1)
        #expect(result.timetable.courses.first?.course == placed.course)
    }

    @Test func anotherProgramsWeeklyEventsKeepTheirOwnTimes() throws {
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
        #expect(algebra.times.meetings.map(\.periodsText) == ["화10:00-11:30", "목10:00-11:30"])
        #expect(algebra.times.meetings.map(\.minutes) == [600..<690, 600..<690])
        #expect(algebra.times.meetings.map(\.firstPeriod) == [1, 1], "the periods it overlaps")
        #expect(algebra.times.meetings.first?.room == "Hall 2, room 101")
        let astro = try #require(result.timetable.courses.last?.course)
        #expect(astro.times.meetings.map(\.clockText) == ["14:00–14:50"])
        #expect(result.changes.isEmpty, "nothing rounded")
    }

    /// Issue 31: a 9:00–10:30 lecture became periods 1 (9:30–10:20) and was
    /// said to be "widened"; free time then began at 9:00.
    @Test func aLectureFromNineToHalfPastTenKeepsItsTimes() throws {
        let text = Self.calendar([["DTSTART;TZID=Asia/Seoul:20260907T090000", "DTEND;TZID=Asia/Seoul:20260907T103000",
                                   "RRULE:FREQ=WEEKLY", "SUMMARY:Lecture", "LOCATION:R1"]])
        let result = Self.make(try ICalendarImport.read(text, timeZone: Self.seoul))
        let meeting = try #require(result.timetable.courses.first?.course.times.meetings.first)
        #expect(meeting == Meeting(day: .monday, minutes: 540..<630, room: "R1"))
        #expect((meeting.startMinute, meeting.endMinute) == (540, 630))
        #expect(result.changes.isEmpty)
        let slots = FreeTime.slots(of: [result.timetable], days: [.monday], from: 9 * 60, to: 12 * 60, atLeast: 30)
        #expect(slots == [FreeTime.Slot(day: .monday, start: 630, end: 720)], "9:00–9:30 is not free")
        // Period 1 (9:30–10:20) lies inside it: a clash.
        let first = Course(id: "p1", name: "P", professor: "", department: "", classification: "", credit: 0, grade: 0,
                           classNumber: "", roomTime: "", times: .scheduled([Meeting(day: .monday, firstPeriod: 1, lastPeriod: 1, room: nil)]))
        #expect(Clash.firstClash(of: first, in: result.timetable.courses)?.name == "Lecture")
    }

    /// Issue 31: a weekly 7:00–9:00 event was left out ("no weekly events").
    @Test func eventsOutsideThePeriodsAreImported() throws {
        let text = Self.calendar([
            ["DTSTART;TZID=Asia/Seoul:20260908T070000", "DTEND;TZID=Asia/Seoul:20260908T090000", "RRULE:FREQ=WEEKLY", "SUMMARY:Swim"],
            ["DTSTART;TZID=Asia/Seoul:20260908T233000", "DTEND;TZID=Asia/Seoul:20260908T235500", "RRULE:FREQ=WEEKLY", "SUMMARY:Late"],
            ["DTSTART;TZID=Asia/Seoul:20260908T002000", "DTEND;TZID=Asia/Seoul:20260908T010000", "RRULE:FREQ=WEEKLY", "SUMMARY:Night"],
        ])
        let reading = try ICalendarImport.read(text, timeZone: Self.seoul)
        #expect(reading.skipped.isEmpty)
        let result = Self.make(reading)
        #expect(result.timetable.courses.map { $0.course.times.meetings.map(\.clockText) } == [["7:00–9:00"], ["23:30–23:55"], ["0:20–1:00"]])
        #expect(result.timetable.courses.map { $0.course.times.meetings.map(\.firstPeriod) } == [[1], [15], [1]])
        #expect(result.changes.isEmpty)
    }

    /// What still has to change is said, naming the event: seconds, an end
    /// at the start, more than a day, past midnight.
    @Test func whatMustChangeIsSaid() throws {
        let text = Self.calendar([
            ["DTSTART:20260907T090030", "DTEND:20260907T095030", "RRULE:FREQ=WEEKLY", "SUMMARY:Seconds"],
            ["DTSTART:20260907T120000", "DTEND:20260907T120000", "RRULE:FREQ=WEEKLY", "SUMMARY:Instant"],
            ["DTSTART:20260911T230000", "DTEND:20260912T010000", "RRULE:FREQ=WEEKLY", "SUMMARY:Night lab"],
            ["DTSTART:20260907T090000", "DURATION:P2D", "RRULE:FREQ=WEEKLY", "SUMMARY:Retreat"],
            ["DTSTART:20260913T220000", "DURATION:PT3H", "RRULE:FREQ=WEEKLY", "SUMMARY:Sunday"],
        ])
        let result = Self.make(try ICalendarImport.read(text, timeZone: Self.seoul))
        let times = result.timetable.courses.map { placed in placed.course.times.meetings.map { "\($0.day.english) \($0.clockText)" } }
        #expect(times == [["Mon 9:00–9:51"], ["Mon 12:00–12:01"], ["Fri 23:00–24:00", "Sat 0:00–1:00"],
                          ["Mon 9:00–24:00", "Tue 0:00–9:00"], ["Mon 0:00–1:00", "Sun 22:00–24:00"]])
        #expect(result.changes.map(\.summary) == ["Seconds", "Instant", "Night lab", "Retreat", "Retreat", "Sunday"])
        #expect(result.changes.map(\.kind) == [.toTheMinute, .lengthenedToAMinute, .splitAtMidnight, .cutToADay, .splitAtMidnight,
                                                .splitAtMidnight])
        #expect(result.changes[2].days == [.friday])
        #expect((result.changes[2].startMinute, result.changes[2].endMinute) == (1380, 1500))
    }

    /// A timetable of times of their own goes out and comes back the same.
    @Test func timesOfTheirOwnComeBackFromOurExport() throws {
        let meetings = [Meeting(day: .monday, minutes: 540..<630, room: "R1"), Meeting(day: .tuesday, minutes: 420..<540, room: nil),
                        Meeting(day: .friday, minutes: 1380..<1440, room: "Lab"), Meeting(day: .saturday, minutes: 0..<60, room: "Lab")]
        let course = Course(id: "ical-x", name: "Lecture", professor: "김대엽", department: "", classification: "", credit: 2,
                            grade: 0, classNumber: "", roomTime: "", times: .scheduled(meetings))
        let timetable = Timetable(id: UUID(), name: "Own", year: 2026, semester: 2, courses: [TimetableCourse(course: course, color: 0)])
        let text = try ICalendar.export(timetable, from: CalendarDay(iso: "2026-09-07")!, to: CalendarDay(iso: "2026-12-20")!,
                                        stamp: ICalendarTests.stamp, language: .ko)
        #expect(text.contains("DTSTART;TZID=Asia/Seoul:20260907T090000\r\nDTEND;TZID=Asia/Seoul:20260907T103000"))
        #expect(text.contains("DTSTART;TZID=Asia/Seoul:20260911T230000\r\nDTEND;TZID=Asia/Seoul:20260912T000000"))
        let result = Self.make(try ICalendarImport.read(text, timeZone: Self.seoul))
        #expect(result.timetable.courses.first?.course.times.meetings == meetings)
        #expect(result.changes.isEmpty)
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
        #expect(reading.skipped.map(\.reason) == [.dateOnly, .notWeekly, .notWeekly, .notWeekly, .noTime])
        #expect(reading.events.map(\.summary) == ["Too early", "Elsewhere"], "an unknown zone's times are read as written")
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
        #expect(ICalendarImport.durationMinutes("PT90S") == 2, "a part of a minute counts")
        #expect(ICalendarImport.durationMinutes("PTH") == nil)
    }
}
