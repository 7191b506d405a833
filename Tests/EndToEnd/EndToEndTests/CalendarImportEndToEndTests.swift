import Foundation
import XCTest

/// `bankui timetable import-calendar`, run as built: another program's
/// calendar in, ours out and in again unchanged, and ours read whole by
/// calcurse in a zone other than Seoul.
final class CalendarImportEndToEndTests: CommandEndToEndTestCase {
    /// Another program's calendar: UTC times on two days, a zone-local
    /// event, an all-day event and a single one.
    private let other = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//Another Calendar//EN\r
        X-WR-CALNAME:Fall classes\r
        BEGIN:VEVENT\r
        DTSTART:20260901T010000Z\r
        DTEND:20260901T023000Z\r
        RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261215T000000Z\r
        SUMMARY:Linear Algebra\r
        LOCATION:Hall 2\\, room 101\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        DTSTART;TZID=Asia/Seoul:20260902T093000\r
        DTEND;TZID=Asia/Seoul:20260902T112000\r
        RRULE:FREQ=WEEKLY\r
        SUMMARY:자료구조\r
        LOCATION:IT301\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        DTSTART;VALUE=DATE:20260905\r
        SUMMARY:Festival\r
        END:VEVENT\r
        END:VCALENDAR\r

        """

    private let seoul = ["TZ": "Asia/Seoul"]

    func testAnotherCalendarComesInAndOursGoesOutAndBackUnchanged() throws {
        let path = try write("other.ics", other)
        let imported = try run(["timetable", "import-calendar", path], environment: seoul)
        XCTAssertEqual(imported.status, 0, imported.errors)
        XCTAssertEqual(imported.output, """
            Made timetable 'Fall classes': 2 courses, 0 from the catalog
            left out: 1 event all-day

            """)
        let listed = try run(["timetable", "list", "--timetable", "Fall classes"])
        XCTAssertTrue(listed.output.contains("Linear Algebra · 0 credits · Tue 10:00–11:30 Hall 2, room 101, Thu 10:00–11:30"),
                      listed.output)
        try assertComesBackUnchanged("Fall classes", listed: listed.output, courses: 2)
    }

    /// Issue 31: the export wrote `김대엽 교수, 3학점` in English mode too.
    /// Each language writes its own words, and a calendar exported in
    /// either comes back with the same professor, credits, department and
    /// class.
    func testTheProfessorAndCreditsComeBackFromAnExportInEitherLanguage() throws {
        let path = try write("course.ics", weeklyCalendar("Course", [
            WeeklyEvent("20260901T093000", "20260901T112000", "자료구조", room: "IT301",
                        description: "김대엽 교수, 3학점, 컴퓨터SW, 01분반"),
        ]))
        XCTAssertEqual(try run(["timetable", "import-calendar", path], environment: seoul).status, 0)
        let listed = try run(["timetable", "list", "--timetable", "Course"])
        XCTAssertTrue(listed.output.contains("자료구조 · 김대엽 · 3 credits · 컴퓨터SW · Tue 9:30–11:20 IT301"), listed.output)
        let english = try assertComesBackUnchanged("Course", listed: listed.output, courses: 1, language: "en", as: "Again")
        XCTAssertTrue(english.contains("DESCRIPTION:Prof. 김대엽\\, 3 credits\\, 컴퓨터SW\\, section 01\r\n"), english)
        let korean = try assertComesBackUnchanged("Course", listed: listed.output, courses: 1, language: "ko", as: "다시")
        XCTAssertTrue(korean.contains("DESCRIPTION:김대엽 교수\\, 3학점\\, 컴퓨터SW\\, 01분반\r\n"), korean)
    }

    /// Exports timetable `name` (with `--lang language`, when given) and
    /// imports the file again as `newName`: nothing changed on the way,
    /// its courses list as `listed` (the list of `name`) does. Returns the
    /// exported calendar.
    @discardableResult
    private func assertComesBackUnchanged(_ name: String, listed: String, courses: Int, language: String? = nil,
                                          as newName: String = "Again",
                                          file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let ours = directory.appendingPathComponent("ours.ics").path
        let exported = try run(["timetable", "export", "--ical", "--timetable", name, "-o", ours] + (language.map { ["--lang", $0] } ?? []))
        XCTAssertEqual(exported.status, 0, exported.errors, file: file, line: line)
        let again = try run(["timetable", "import-calendar", ours, "--name", newName], environment: seoul)
        XCTAssertEqual(again.status, 0, again.errors, file: file, line: line)
        XCTAssertEqual(again.output, "Made timetable '\(newName)': \(courses) \(courses == 1 ? "course" : "courses"), 0 from the catalog\n",
                       "nothing changed on the way", file: file, line: line)
        let second = try run(["timetable", "list", "--timetable", newName])
        XCTAssertEqual(listed.split(separator: "\n").dropFirst(), second.output.split(separator: "\n").dropFirst(), file: file, line: line)
        return try String(contentsOfFile: ours, encoding: .utf8)
    }

    /// Issue 31: a 9:00–10:30 lecture became periods 1 (9:30–10:20), said
    /// to be "widened", and `free` called 9:00–9:30 free; a weekly
    /// 7:00–9:00 event was refused as "no weekly events". Both keep their
    /// times in every output and through an export and back.
    func testTimesOffThePeriodsAreKeptEverywhere() throws {
        let early = weeklyCalendar("Early", [
            WeeklyEvent("20260908T070000", "20260908T090000", "Swim", room: "Pool"),
            WeeklyEvent("20260907T090000", "20260907T103000", "Lecture", room: "R1"),
        ])
        let imported = try run(["timetable", "import-calendar", try write("early.ics", early)], environment: seoul)
        XCTAssertEqual(imported.status, 0, imported.errors)
        XCTAssertEqual(imported.output, "Made timetable 'Early': 2 courses, 0 from the catalog\n")
        let listed = try run(["timetable", "list", "--timetable", "Early"])
        XCTAssertTrue(listed.output.contains("Swim · 0 credits · Tue 7:00–9:00 Pool"), listed.output)
        XCTAssertTrue(listed.output.contains("Lecture · 0 credits · Mon 9:00–10:30 R1"), listed.output)
        let free = try run(["timetable", "free", "--timetable", "Early", "--min", "30", "--from", "07:00", "--to", "12:00"])
        XCTAssertTrue(free.output.contains("Mon  7:00–9:00 (2 h), 10:30–12:00 (1 h 30 min)"), free.output)
        XCTAssertTrue(free.output.contains("Tue  9:00–12:00 (3 h)"), free.output)
        let today = try run(["timetable", "today", "--timetable", "Early", "--date", "2026-09-08", "--lang", "ko"])
        XCTAssertEqual(today.output, "2026. 9. 8. (화)\n7:00–9:00  Swim  Pool\n")
        let written = try assertComesBackUnchanged("Early", listed: listed.output, courses: 2)
        XCTAssertTrue(written.contains("DTSTART;TZID=Asia/Seoul:20260908T070000\r\nDTEND;TZID=Asia/Seoul:20260908T090000\r\n"), written)
        XCTAssertTrue(written.contains("DTSTART;TZID=Asia/Seoul:20260907T090000\r\nDTEND;TZID=Asia/Seoul:20260907T103000\r\n"), written)
    }

    func testRefusalsSayWhyAndMakeNothing() throws {
        let path = try write("other.ics", other)
        XCTAssertEqual(try run(["timetable", "import-calendar", path]).status, 0)
        let taken = try run(["timetable", "import-calendar", path])
        XCTAssertEqual(taken.status, 64)
        XCTAssertEqual(taken.errors, "bankui: a timetable named 'Fall classes' already exists; give another name with --name\n")
        let single = try write("single.ics", "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20260910T090000\r\nSUMMARY:x\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
        let none = try run(["timetable", "import-calendar", single, "--lang", "ko"])
        XCTAssertEqual(none.status, 65)
        XCTAssertTrue(none.errors.contains("매주 반복되는 일정이 없어요 (다른 일정 1개)"), none.errors)
        let text = try write("notes.txt", "hello\n")
        let refused = try run(["timetable", "import-calendar", text])
        XCTAssertEqual(refused.status, 65)
        XCTAssertEqual(refused.errors, "bankui: \(text): not an iCalendar file (no BEGIN:VCALENDAR)\n")
        let missing = try run(["timetable", "import-calendar", directory.appendingPathComponent("none.ics").path])
        XCTAssertEqual(missing.status, 66)
        let names = try run(["timetable", "list", "--timetable", "nothing"])
        XCTAssertTrue(names.errors.hasSuffix("there are 'Fall classes'\n"), "only the first was made: \(names.errors)")
    }

    /// calcurse in Los Angeles took a weekday rule part to contradict the
    /// start day (Tuesday 9:30 in Seoul is Monday evening there) and
    /// skipped those events; the file must import whole wherever it is read.
    func testCalcurseInAnotherZoneImportsEveryEvent() throws {
        let calcurse = ["/usr/bin/calcurse", "/usr/local/bin/calcurse"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let calcurse else { throw XCTSkip("calcurse is not installed") }
        let path = try write("other.ics", other)
        XCTAssertEqual(try run(["timetable", "import-calendar", path], environment: seoul).status, 0)
        let ours = directory.appendingPathComponent("ours.ics").path
        XCTAssertEqual(try run(["timetable", "export", "--ical", "-o", ours]).status, 0)
        let events = try String(contentsOfFile: ours, encoding: .utf8).components(separatedBy: "BEGIN:VEVENT").count - 1
        XCTAssertEqual(events, 3)
        let home = directory.appendingPathComponent("calcurse")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: calcurse)
        process.arguments = ["-D", home.path, "-i", ours]
        process.environment = ["TZ": "America/Los_Angeles", "HOME": directory.path, "LANG": "C.UTF-8"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let report = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertTrue(report.contains("\(events) apps / 0 events / 0 todos / 0 skipped"), report)
    }
}

/// `bankui timetable free` and `today`, on timetables made from calendars.
final class FreeTimeEndToEndTests: CommandEndToEndTestCase {
    /// A calendar named `name` with weekly events (day of September 2026,
    /// start, end, title), each in room `R` and its day.
    private func calendar(_ name: String, _ events: [(String, String, String, String)]) -> String {
        weeklyCalendar(name, events.map { day, start, end, title in
            WeeklyEvent("202609\(day)T\(start)00", "202609\(day)T\(end)00", title, room: "R\(day)")
        })
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        // 2026-09-07 is a Monday.
        let mine = try write("mine.ics", calendar("Mine", [("07", "0930", "1120", "Algebra"), ("08", "1330", "1520", "Physics")]))
        let yours = try write("yours.ics", calendar("Yours", [("07", "1230", "1420", "History"), ("09", "0930", "1720", "Lab")]))
        XCTAssertEqual(try run(["timetable", "import-calendar", mine]).status, 0)
        XCTAssertEqual(try run(["timetable", "import-calendar", yours]).status, 0)
    }

    func testFreeTimeOfTwoTimetables() throws {
        let free = try run(["timetable", "free", "--timetable", "Mine", "--timetable", "Yours"])
        XCTAssertEqual(free.status, 0, free.errors)
        XCTAssertEqual(free.output, """
            Free time of 'Mine', 'Yours' (at least 60 min, 9:00–18:00):
            Mon  11:20–12:30 (1 h 10 min), 14:20–18:00 (3 h 40 min)
            Tue  9:00–13:30 (4 h 30 min), 15:20–18:00 (2 h 40 min)
            Wed  none
            Thu  9:00–18:00 (9 h)
            Fri  9:00–18:00 (9 h)

            """)
        let korean = try run(["timetable", "free", "--timetable", "Mine", "--timetable", "Yours", "--min", "300", "--lang", "ko"])
        XCTAssertEqual(korean.output.split(separator: "\n").first, "'Mine', 'Yours' 공강 시간 (300분 이상, 9:00–18:00):")
        XCTAssertTrue(korean.output.contains("월  없음"), korean.output)
        let one = try run(["timetable", "free", "--timetable", "Mine", "--from", "13:00", "--to", "16:00", "--min", "30"])
        XCTAssertTrue(one.output.contains("Mon  13:00–16:00 (3 h)"), one.output)
        XCTAssertTrue(one.output.contains("Tue  13:00–13:30 (30 min), 15:20–16:00 (40 min)"), one.output)
    }

    func testBadFreeArgumentsAreRefused() throws {
        XCTAssertEqual(try run(["timetable", "free", "--min", "0"]).status, 64)
        let long = try run(["timetable", "free", "--min", "1000"])
        XCTAssertEqual(long.status, 64)
        XCTAssertTrue(long.errors.contains("longer than the day from 9:00 to 18:00"), long.errors)
        XCTAssertEqual(try run(["timetable", "free", "--from", "25:00"]).status, 64)
        let unknown = try run(["timetable", "free", "--timetable", "Mine", "--timetable", "Theirs"])
        XCTAssertEqual(unknown.status, 66)
        XCTAssertTrue(unknown.errors.contains("no timetable is named 'Theirs'"), unknown.errors)
    }

    func testTodayListsTheDaysCoursesAndSaysWhenThereAreNone() throws {
        let monday = try run(["timetable", "today", "--timetable", "Yours", "--date", "2026-09-07"])
        XCTAssertEqual(monday.output, "2026-09-07 (Mon)\n12:30–14:20  History  R07\n")
        let sunday = try run(["timetable", "today", "--timetable", "Yours", "--date", "2026-09-13", "--lang", "ko"])
        XCTAssertEqual(sunday.status, 0)
        XCTAssertEqual(sunday.output, "2026. 9. 13. (일): 수업이 없어요\n")
        // Without leading zeros, as people write it.
        XCTAssertEqual(try run(["timetable", "today", "--timetable", "Yours", "--date", "2026-9-7"]).output, monday.output)
        // A weekday is the next one, in Korean as in English: its heading
        // names that weekday (the day itself follows the clock).
        let friday = try run(["timetable", "today", "--timetable", "Yours", "--date", "금요일", "--lang", "ko"])
        XCTAssertEqual(friday.status, 0, friday.errors)
        XCTAssertTrue(friday.output.hasPrefix("20") && friday.output.contains("(금)"), friday.output)
        let unclear = try run(["timetable", "today", "--timetable", "Yours", "--date", "3/4"])
        XCTAssertEqual(unclear.status, 64)
        XCTAssertTrue(unclear.errors.contains("--date: '3/4' could be "), unclear.errors)
    }
}

/// One weekly event in Seoul time: start and end (`20260908T070000`),
/// title, room and description as a person reads them.
private struct WeeklyEvent {
    let start, end, title: String
    var room: String?
    var description: String?

    init(_ start: String, _ end: String, _ title: String, room: String? = nil, description: String? = nil) {
        (self.start, self.end, self.title, self.room, self.description) = (start, end, title, room, description)
    }
}

/// A calendar named `name` of weekly `events`, CRLF line ends, its TEXT
/// values escaped as RFC 5545 asks.
private func weeklyCalendar(_ name: String, _ events: [WeeklyEvent]) -> String {
    func text(_ value: String) -> String {
        value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ",", with: "\\,")
            .replacingOccurrences(of: ";", with: "\\;")
    }
    var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "X-WR-CALNAME:\(text(name))"]
    for event in events {
        lines += ["BEGIN:VEVENT", "DTSTART;TZID=Asia/Seoul:\(event.start)", "DTEND;TZID=Asia/Seoul:\(event.end)",
                  "RRULE:FREQ=WEEKLY", "SUMMARY:\(text(event.title))"]
        if let room = event.room { lines.append("LOCATION:\(text(room))") }
        if let description = event.description { lines.append("DESCRIPTION:\(text(description))") }
        lines.append("END:VEVENT")
    }
    return (lines + ["END:VCALENDAR"]).joined(separator: "\r\n") + "\r\n"
}
