import Foundation
import Testing
import TextKit
@testable import TimetableCore

@Suite("iCalendar export")
struct ICalendarTests {
    static let timetableID = UUID(uuidString: "00000000-0000-0000-0000-0000000000A1")!

    static func course(_ id: String, _ name: String, _ professor: String, _ roomTime: String) -> TimetableCourse {
        TimetableCourse(course: Course(
            id: id, name: name, professor: professor, department: "음악학부", classification: "교양", credit: 3,
            grade: 1, classNumber: "01", roomTime: roomTime, times: RoomTime.parse(roomTime, courseName: name)), color: 0)
    }

    static let timetable = Timetable(id: timetableID, name: "2026 - 1", year: 2026, semester: 1, courses: [
        course("M100-01", "음악의 이해", "홍길동", "음악109(화1,2 수3,4)"),
        course("C200-01", "컴퓨터네트워크및데이터통신실습(재수강), 심화; 특강\\", "김대엽", "2공학207(목1,2,3,5,6,7)"),
        course("E300-01", "컴퓨팅사고(이러닝)", "이영희", ""),
        course("U400-01", "미정 과목", "박철수", "IT301(목3,4"),
        course("H500-01", "합창(온라인)", "최지우", "(금14,15)"),
    ])

    static let stamp = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 11:06:40 UTC

    /// The calendar's content lines, unfolded.
    static let golden: [String] = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//bankui//timetable//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "X-WR-CALNAME:2026 - 1",
        "X-WR-TIMEZONE:Asia/Seoul",
        "BEGIN:VTIMEZONE",
        "TZID:Asia/Seoul",
        "BEGIN:STANDARD",
        "DTSTART:19700101T000000",
        "TZOFFSETFROM:+0900",
        "TZOFFSETTO:+0900",
        "TZNAME:KST",
        "END:STANDARD",
        "END:VTIMEZONE",
        "BEGIN:VEVENT",
        "UID:00000000-0000-0000-0000-0000000000a1-M100-01-TU1@bankui",
        "DTSTAMP:20261118T110640Z",
        "DTSTART;TZID=Asia/Seoul:20260303T093000",
        "DTEND;TZID=Asia/Seoul:20260303T112000",
        "RRULE:FREQ=WEEKLY;UNTIL=20260621T145959Z",
        "SUMMARY:음악의 이해",
        "LOCATION:음악109",
        "DESCRIPTION:홍길동 교수\\, 3학점\\, 음악학부\\, 01분반",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:00000000-0000-0000-0000-0000000000a1-M100-01-WE3@bankui",
        "DTSTAMP:20261118T110640Z",
        "DTSTART;TZID=Asia/Seoul:20260304T113000",
        "DTEND;TZID=Asia/Seoul:20260304T132000",
        "RRULE:FREQ=WEEKLY;UNTIL=20260621T145959Z",
        "SUMMARY:음악의 이해",
        "LOCATION:음악109",
        "DESCRIPTION:홍길동 교수\\, 3학점\\, 음악학부\\, 01분반",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:00000000-0000-0000-0000-0000000000a1-C200-01-TH1@bankui",
        "DTSTAMP:20261118T110640Z",
        "DTSTART;TZID=Asia/Seoul:20260305T093000",
        "DTEND;TZID=Asia/Seoul:20260305T122000",
        "RRULE:FREQ=WEEKLY;UNTIL=20260621T145959Z",
        "SUMMARY:컴퓨터네트워크및데이터통신실습(재수강)\\, 심화\\; 특강\\\\",
        "LOCATION:2공학207",
        "DESCRIPTION:김대엽 교수\\, 3학점\\, 음악학부\\, 01분반",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:00000000-0000-0000-0000-0000000000a1-C200-01-TH5@bankui",
        "DTSTAMP:20261118T110640Z",
        "DTSTART;TZID=Asia/Seoul:20260305T133000",
        "DTEND;TZID=Asia/Seoul:20260305T162000",
        "RRULE:FREQ=WEEKLY;UNTIL=20260621T145959Z",
        "SUMMARY:컴퓨터네트워크및데이터통신실습(재수강)\\, 심화\\; 특강\\\\",
        "LOCATION:2공학207",
        "DESCRIPTION:김대엽 교수\\, 3학점\\, 음악학부\\, 01분반",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:00000000-0000-0000-0000-0000000000a1-H500-01-FR14@bankui",
        "DTSTAMP:20261118T110640Z",
        "DTSTART;TZID=Asia/Seoul:20260306T223000",
        "DTEND;TZID=Asia/Seoul:20260307T002000",
        "RRULE:FREQ=WEEKLY;UNTIL=20260621T145959Z",
        "SUMMARY:합창(온라인)",
        "DESCRIPTION:최지우 교수\\, 3학점\\, 음악학부\\, 01분반",
        "END:VEVENT",
        "END:VCALENDAR",
    ]

    static func export() throws -> String {
        let (start, end) = ICalendar.semester(year: 2026, semester: 1)
        return try ICalendar.export(timetable, from: start, to: end, stamp: stamp, language: .ko)
    }

    /// The physical lines, each without its CRLF; fails when a line does not end in CRLF.
    static func physicalLines(_ text: String) -> [[UInt8]] {
        let bytes = Array(text.utf8)
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0D {
                #expect(index + 1 < bytes.count && bytes[index + 1] == 0x0A, "bare CR at byte \(index)")
                lines.append(current)
                current = []
                index += 2
                continue
            }
            #expect(byte != 0x0A, "bare LF at byte \(index)")
            current.append(byte)
            index += 1
        }
        #expect(current.isEmpty, "the last line does not end in CRLF")
        return lines
    }

    /// Issue 31: the description was Korean in English mode too. It
    /// follows the language the export runs in; the names stay as stored.
    @Test func theDescriptionIsWrittenInTheLanguageOfTheExport() throws {
        let (start, end) = ICalendar.semester(year: 2026, semester: 1)
        let korean = try ICalendar.export(Self.timetable, from: start, to: end, stamp: Self.stamp, language: .ko)
        let english = try ICalendar.export(Self.timetable, from: start, to: end, stamp: Self.stamp, language: .en)
        func descriptions(_ text: String) -> [String] {
            ICalendarImport.unfold(text).filter { $0.hasPrefix("DESCRIPTION:") }
        }
        #expect(descriptions(korean).first == "DESCRIPTION:홍길동 교수\\, 3학점\\, 음악학부\\, 01분반")
        #expect(descriptions(english).first == "DESCRIPTION:Prof. 홍길동\\, 3 credits\\, 음악학부\\, section 01")
        #expect(descriptions(english).count == descriptions(korean).count)
        #expect(!descriptions(english).contains { $0.contains("교수") || $0.contains("학점") || $0.contains("분반") })
        let one = Course(id: "x", name: "x", professor: "", department: "", classification: "", credit: 1, grade: 0,
                         classNumber: "", roomTime: "", times: .unknown(reason: ""))
        #expect(ICalendar.description(of: one, in: .en) == "1 credit")
        #expect(ICalendar.description(of: one, in: .ko) == "1학점")
    }

    @Test func semesterDates() {
        let first = ICalendar.semester(year: 2026, semester: 1)
        #expect(first.start.iso == "2026-03-02" && first.end.iso == "2026-06-21")
        #expect(first.start.weekday == .monday && first.end.weekday == .sunday)
        let second = ICalendar.semester(year: 2026, semester: 2)
        #expect(second.start.iso == "2026-09-07" && second.end.iso == "2026-12-27")
    }

    @Test func matchesTheGoldenCalendarLineByLine() throws {
        let physical = Self.physicalLines(try Self.export())
        // Unfold: a line starting with a space continues the previous one.
        var logical: [[UInt8]] = []
        for line in physical {
            if line.first == 0x20, !logical.isEmpty {
                logical[logical.count - 1] += line.dropFirst()
            } else {
                logical.append(line)
            }
        }
        let text = logical.map { String(decoding: $0, as: UTF8.self) }
        #expect(text.count == Self.golden.count)
        for (index, line) in text.enumerated() where index < Self.golden.count {
            #expect(line == Self.golden[index], "line \(index + 1)")
        }
    }

    @Test func everyPhysicalLineFollowsTheRFC() throws {
        let physical = Self.physicalLines(try Self.export())
        var folded = 0
        for (index, line) in physical.enumerated() {
            #expect(line.count <= 75, "line \(index + 1) has \(line.count) octets")
            // Each physical line is valid UTF-8 on its own: no character was split.
            #expect(String(validating: line, as: UTF8.self) != nil, "line \(index + 1) splits a character")
            if line.first == 0x20 { folded += 1 }
        }
        #expect(folded > 0, "the long SUMMARY must have been folded")
        let text = try Self.export()
        #expect(text.contains("BEGIN:VTIMEZONE\r\nTZID:Asia/Seoul\r\n"))
        // Every UNTIL is in UTC.
        for line in Self.golden where line.hasPrefix("RRULE:") {
            #expect(line.hasSuffix("T145959Z"))
        }
        // Skipped: the e-learning course without a time and the unknown one.
        #expect(!text.contains("E300-01") && !text.contains("U400-01"))
    }

    @Test func foldsAtSeventyFiveOctetsWithoutSplittingACharacter() {
        let ascii = String(repeating: "a", count: 160)
        let folded = ICalendar.fold(ascii)
        #expect(folded == String(repeating: "a", count: 75) + "\r\n " + String(repeating: "a", count: 74) + "\r\n "
                + String(repeating: "a", count: 11) + "\r\n")
        // 'X:' + 30 syllables of 3 octets: the fold falls before the
        // syllable that would cross 75 (2 + 24 × 3 = 74).
        let hangul = "X:" + String(repeating: "가", count: 30)
        let lines = Self.physicalLines(ICalendar.fold(hangul))
        #expect(lines.map(\.count) == [74, 1 + 6 * 3])
        #expect(ICalendar.fold("short") == "short\r\n")
    }

    @Test func escapesText() {
        #expect(ICalendar.escape("a\\b;c,d\ne\r\nf") == "a\\\\b\\;c\\,d\\ne\\nf")
        #expect(ICalendar.escape("음악109(화1,2),음악110(수1,2)") == "음악109(화1\\,2)\\,음악110(수1\\,2)")
    }

    @Test func firstOccurrenceIsOnOrAfterTheStartAndStableUIDs() throws {
        let start = CalendarDay(iso: "2026-03-04")!  // a Wednesday
        let end = CalendarDay(iso: "2026-03-10")!
        let text = try ICalendar.export(Self.timetable, from: start, to: end, stamp: Self.stamp, language: .ko)
        #expect(text.contains("DTSTART;TZID=Asia/Seoul:20260310T093000"))  // next Tuesday
        #expect(text.contains("DTSTART;TZID=Asia/Seoul:20260304T113000"))  // the same Wednesday
        #expect(text.contains("UNTIL=20260310T145959Z"))
        // The same timetable exported again keeps its UIDs.
        let again = try ICalendar.export(Self.timetable, from: start, to: end, stamp: Date(timeIntervalSince1970: 0), language: .ko)
        let uids = { (text: String) in text.components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") } }
        #expect(uids(text) == uids(again))
        // A range with no matching day leaves the event out.
        let one = try ICalendar.export(Self.timetable, from: start, to: start, stamp: Self.stamp, language: .ko)
        #expect(one.components(separatedBy: "BEGIN:VEVENT").count - 1 == 1)
    }

    @Test func datesOutsideTheCalendarYearsAreRefusedNotWrittenInvalid() throws {
        let late = try #require(CalendarDay(iso: "9999-12-01"))
        // 16 weeks later is year 10000: UNTIL would not be 8 digits.
        #expect(throws: ICalendarDateError(day: late)) {
            try ICalendar.export(Self.timetable, from: late, to: late.adding(days: 16 * 7 - 1), stamp: Self.stamp, language: .ko)
        }
        let early = try #require(CalendarDay(iso: "1899-12-31"))
        #expect(throws: ICalendarDateError(day: early)) {
            try ICalendar.export(Self.timetable, from: early, to: try #require(CalendarDay(iso: "1900-03-01")), stamp: Self.stamp, language: .ko)
        }
        #expect(ICalendarDateError(day: late).description == "the date 9999-12-01 is outside the years 1900 to 2100 a calendar can hold")
        let edge = try ICalendar.export(Self.timetable, from: try #require(CalendarDay(iso: "2100-12-01")),
                                        to: try #require(CalendarDay(iso: "2100-12-31")), stamp: Self.stamp, language: .ko)
        #expect(edge.contains("UNTIL=21001231T145959Z"))
    }

    @Test func calendarDays() {
        #expect(CalendarDay(iso: "2026-02-29") == nil)
        #expect(CalendarDay(iso: "2024-02-29")?.weekday == .thursday)
        #expect(CalendarDay(iso: "2026-13-01") == nil)
        #expect(CalendarDay(iso: "26-01-01") == nil)
        #expect(CalendarDay(iso: "2026-1-01") == nil)
        let day = CalendarDay(year: 2026, month: 11, day: 23)!
        #expect(day.weekday == .monday)
        #expect(CalendarDay(dayNumber: day.dayNumber) == day)
        #expect(day.adding(days: 40).iso == "2027-01-02")
        #expect(CalendarDay(year: 1970, month: 1, day: 1)!.dayNumber == 0)
        #expect(ICalendar.utcStamp(Date(timeIntervalSince1970: 0)) == "19700101T000000Z")
    }
}
