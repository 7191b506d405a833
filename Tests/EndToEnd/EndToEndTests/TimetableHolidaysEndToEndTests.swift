import Foundation
import XCTest

/// `bankui timetable holidays`, run as built: dates typed and imported,
/// listed as text and JSON, refused with the reason and a sysexits status,
/// and `today` on a holiday.
final class TimetableHolidaysEndToEndTests: CommandEndToEndTestCase {
    /// A holiday calendar as a country's calendar service gives one:
    /// all-day events, one of three days, one timed, one yearly, and two
    /// that cannot be holidays.
    private let korea = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//Holidays//KO\r
        BEGIN:VEVENT\r
        DTSTART;VALUE=DATE:20260924\r
        DTEND;VALUE=DATE:20260927\r
        SUMMARY:추석 연휴\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        DTSTART;VALUE=DATE:20261005\r
        DTEND;VALUE=DATE:20261006\r
        SUMMARY:개천절 대체공휴일\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        DTSTART;TZID=Asia/Seoul:20261009T000000\r
        DTEND;TZID=Asia/Seoul:20261010T000000\r
        SUMMARY:한글날\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        DTSTART;VALUE=DATE:20251225\r
        RRULE:FREQ=YEARLY;COUNT=2\r
        SUMMARY:Christmas\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        DTSTART;VALUE=DATE:20261126\r
        RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=4TH\r
        SUMMARY:Thanksgiving\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        DTSTART;VALUE=DATE:22260101\r
        SUMMARY:Far away\r
        END:VEVENT\r
        END:VCALENDAR\r

        """

    func testTypedHolidaysAreAddedListedAndRemoved() throws {
        let empty = try run(["timetable", "holidays", "list"])
        XCTAssertEqual(empty.status, 0, empty.errors)
        XCTAssertTrue(empty.output.hasPrefix("no holidays yet; add one with bankui timetable holidays add DATE [NAME]"), empty.output)
        XCTAssertEqual(try run(["timetable", "holidays", "list", "--format", "json"]).output, "[]\n")

        let added = try run(["timetable", "holidays", "add", "2026-10-5", "개천절", "대체공휴일"])
        XCTAssertEqual(added.status, 0, added.errors)
        XCTAssertEqual(added.output, "Added holiday 2026-10-05 (Mon)  개천절 대체공휴일\n")
        XCTAssertEqual(try run(["timetable", "holidays", "add", "2026-05-15", "--lang", "ko"]).output,
                       "휴일을 추가했어요: 2026. 5. 15. (금)  휴일\n")
        let renamed = try run(["timetable", "holidays", "add", "2026-05-15", "Foundation", "Day"])
        XCTAssertEqual(renamed.output, "Renamed holiday 2026-05-15 (Fri)  Foundation Day\n")

        let listed = try run(["timetable", "holidays", "list"])
        XCTAssertEqual(listed.output, "2026-05-15 (Fri)  Foundation Day\n2026-10-05 (Mon)  개천절 대체공휴일\n")
        let korean = try run(["timetable", "holidays", "list", "--lang", "ko", "--from", "2026-6-1"])
        XCTAssertEqual(korean.output, "2026. 10. 5. (월)  개천절 대체공휴일\n")
        let json = try run(["timetable", "holidays", "list", "--format", "json"])
        XCTAssertEqual(json.output, """
            [
              {"date": "2026-05-15", "weekday": "Fri", "name": "Foundation Day", "source": null},
              {"date": "2026-10-05", "weekday": "Mon", "name": "개천절 대체공휴일", "source": null}
            ]

            """)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]]
        XCTAssertEqual(decoded?.count, 2)

        let removed = try run(["timetable", "holidays", "remove", "2026-05-15"])
        XCTAssertEqual(removed.status, 0, removed.errors)
        XCTAssertEqual(removed.output, "Removed holiday 2026-05-15 (Fri)  Foundation Day; its classes meet again\n")
        let again = try run(["timetable", "holidays", "remove", "2026-05-15", "--lang", "ko"])
        XCTAssertEqual(again.status, 66)
        XCTAssertEqual(again.errors, "bankui: 2026. 5. 15. (금): 휴일이 아니에요. 휴일은 bankui timetable holidays list로 볼 수 있어요\n")
        XCTAssertEqual(try run(["timetable", "holidays", "list"]).output, "2026-10-05 (Mon)  개천절 대체공휴일\n")
    }

    func testBadDatesAndNamesAreRefused() throws {
        let far = try run(["timetable", "holidays", "add", "2200-01-01", "x"])
        XCTAssertEqual(far.status, 64)
        XCTAssertEqual(far.errors, "bankui: 2200-01-01 is outside the years 1900 to 2100 a holiday can fall in\n")
        let unclear = try run(["timetable", "holidays", "add", "3/4"])
        XCTAssertEqual(unclear.status, 64)
        XCTAssertTrue(unclear.errors.contains("'3/4' could be "), unclear.errors)
        XCTAssertEqual(try run(["timetable", "holidays", "add", "2026-02-30"]).status, 64)
        let long = try run(["timetable", "holidays", "add", "2026-10-05", String(repeating: "x", count: 101)])
        XCTAssertEqual(long.status, 64)
        XCTAssertEqual(try run(["timetable", "holidays", "list", "--format", "yaml"]).status, 64)
        XCTAssertEqual(try run(["timetable", "holidays", "list", "--format", "json"]).output, "[]\n", "nothing was stored")
    }

    func testACalendarIsImportedAndWhatWasLeftOutIsSaid() throws {
        XCTAssertEqual(try run(["timetable", "holidays", "add", "2026-10-05", "mine"]).status, 0)
        XCTAssertEqual(try run(["timetable", "holidays", "add", "2026-05-15", "개교기념일"]).status, 0)
        let path = try write("korea.ics", korea)
        let imported = try run(["timetable", "holidays", "import", path])
        XCTAssertEqual(imported.status, 0, imported.errors)
        XCTAssertEqual(imported.output, """
            korea.ics: 7 holidays read; 6 added, 1 updated, 0 already stored
            left out: 'Thanksgiving' (2026-11-26): repeats by a rule other than every year on its date
            left out: 'Far away' (2226-01-01): outside the years 1900 to 2100

            """)
        let listed = try run(["timetable", "holidays", "list"])
        XCTAssertEqual(listed.output, """
            2025-12-25 (Thu)  Christmas
            2026-05-15 (Fri)  개교기념일
            2026-09-24 (Thu)  추석 연휴
            2026-09-25 (Fri)  추석 연휴
            2026-09-26 (Sat)  추석 연휴
            2026-10-05 (Mon)  개천절 대체공휴일
            2026-10-09 (Fri)  한글날
            2026-12-25 (Fri)  Christmas

            """)
        let json = try run(["timetable", "holidays", "list", "--format", "json", "--from", "2026-10-01", "--to", "2026-10-31"])
        XCTAssertTrue(json.output.contains("{\"date\": \"2026-10-09\", \"weekday\": \"Fri\", \"name\": \"한글날\", \"source\": \"korea.ics\"}"),
                      json.output)
        // Again: nothing new.
        let korean = try run(["timetable", "holidays", "import", path, "--lang", "ko"])
        XCTAssertTrue(korean.output.hasPrefix("korea.ics: 휴일 7일을 읽었어요. 0일 추가, 0일 변경, 7일은 이미 있어요\n"
                                              + "뺀 일정: 'Thanksgiving' (2026-11-26): 매년 같은 날짜가 아닌 규칙으로 반복됨\n"), korean.output)
    }

    func testBadCalendarsAreRefusedAndStoreNothing() throws {
        XCTAssertEqual(try run(["timetable", "holidays", "add", "2026-10-05", "kept"]).status, 0)
        func refused(_ name: String, _ data: Data, _ status: Int32, _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
            let path = try write(name, data)
            let result = try run(["timetable", "holidays", "import", path])
            XCTAssertEqual(result.status, status, result.errors, file: file, line: line)
            XCTAssertEqual(result.output, "", file: file, line: line)
            XCTAssertTrue(result.errors.hasPrefix("bankui: \(path): \(message)"), result.errors, file: file, line: line)
        }
        try refused("notes.txt", Data("hello\n".utf8), 65, "not an iCalendar file (no BEGIN:VCALENDAR); no holiday was stored")
        try refused("latin1.ics", Data("BEGIN:VCALENDAR\r\nSUMMARY:F".utf8) + Data([0xE9]) + Data("te\r\n".utf8),
                    65, "not UTF-8 text")
        try refused("empty.ics", Data("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n".utf8), 65, "the calendar has no events")
        try refused("far.ics", Data("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:30000101\r\nSUMMARY:Far\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8),
                    65, "no holiday dates in the calendar (1 event, all left out); no holiday was stored\n"
                        + "left out: 'Far' (3000-01-01): outside the years 1900 to 2100")
        // Larger than any holiday calendar: refused before it is read.
        let huge = directory.appendingPathComponent("huge.ics")
        FileManager.default.createFile(atPath: huge.path, contents: Data("BEGIN:VCALENDAR\r\n".utf8))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 17 * 1_048_576)
        try handle.close()
        let tooLarge = try run(["timetable", "holidays", "import", huge.path])
        XCTAssertEqual(tooLarge.status, 65)
        XCTAssertTrue(tooLarge.errors.contains("too large: more than 16 MB"), tooLarge.errors)
        let missing = try run(["timetable", "holidays", "import", directory.appendingPathComponent("none.ics").path])
        XCTAssertEqual(missing.status, 66)
        XCTAssertEqual(try run(["timetable", "holidays", "import", directory.path]).status, 66)
        XCTAssertEqual(try run(["timetable", "holidays", "list"]).output, "2026-10-05 (Mon)  kept\n", "nothing was stored")
    }

    func testTodaySaysAHolidayHasNoClasses() throws {
        let mondays = try write("mondays.ics", holidayTestCalendar)
        XCTAssertEqual(try run(["timetable", "import-calendar", mondays], environment: ["TZ": "Asia/Seoul"]).status, 0)
        XCTAssertEqual(try run(["timetable", "holidays", "add", "2026-10-05", "개천절", "대체공휴일"]).status, 0)
        XCTAssertEqual(try run(["timetable", "holidays", "add", "2026-12-28", "after the term"]).status, 0)
        let holiday = try run(["timetable", "today", "--date", "2026-10-05"])
        XCTAssertEqual(holiday.status, 0, holiday.errors)
        XCTAssertEqual(holiday.output, "2026-10-05 (Mon): holiday (개천절 대체공휴일); no classes\n")
        XCTAssertEqual(try run(["timetable", "today", "--date", "2026-10-05", "--lang", "ko"]).output,
                       "2026. 10. 5. (월): 휴일(개천절 대체공휴일)이라 수업이 없어요\n")
        // The Monday before is a Monday like any other.
        XCTAssertEqual(try run(["timetable", "today", "--date", "2026-09-28"]).output, "2026-09-28 (Mon)\n9:30–11:20  Algebra  R1\n")
        // Outside the term, the term is what is said.
        XCTAssertTrue(try run(["timetable", "today", "--date", "2026-12-28"]).output.contains("outside the term"))
        XCTAssertEqual(try run(["timetable", "holidays", "remove", "2026-10-05"]).status, 0)
        XCTAssertEqual(try run(["timetable", "today", "--date", "2026-10-05"]).output, "2026-10-05 (Mon)\n9:30–11:20  Algebra  R1\n")
    }
}

/// A fall timetable in Seoul time: Algebra on Mondays from 9:30, Physics on
/// Wednesdays from 13:30, and a late lab on Thursdays from 23:00 (a
/// different date in another zone).
let holidayTestCalendar = """
    BEGIN:VCALENDAR\r
    VERSION:2.0\r
    X-WR-CALNAME:Fall\r
    BEGIN:VEVENT\r
    DTSTART;TZID=Asia/Seoul:20260907T093000\r
    DTEND;TZID=Asia/Seoul:20260907T112000\r
    RRULE:FREQ=WEEKLY\r
    SUMMARY:Algebra\r
    LOCATION:R1\r
    END:VEVENT\r
    BEGIN:VEVENT\r
    DTSTART;TZID=Asia/Seoul:20260909T133000\r
    DTEND;TZID=Asia/Seoul:20260909T152000\r
    RRULE:FREQ=WEEKLY\r
    SUMMARY:Physics\r
    LOCATION:R2\r
    END:VEVENT\r
    BEGIN:VEVENT\r
    DTSTART;TZID=Asia/Seoul:20260910T230000\r
    DTEND;TZID=Asia/Seoul:20260910T235000\r
    RRULE:FREQ=WEEKLY\r
    SUMMARY:Lab\r
    LOCATION:R3\r
    END:VEVENT\r
    END:VCALENDAR\r

    """
