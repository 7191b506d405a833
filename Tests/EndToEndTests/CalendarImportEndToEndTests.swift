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
            2 meetings widened to whole periods
            left out: 1 event all-day

            """)
        let listed = try run(["timetable", "list", "--timetable", "Fall classes"])
        XCTAssertTrue(listed.output.contains("Linear Algebra · 0 credits · Tue 9:30-11:20 Hall 2, room 101, Thu 9:30-11:20"),
                      listed.output)
        let exported = try run(["timetable", "export", "--ical", "--timetable", "Fall classes",
                                "-o", directory.appendingPathComponent("ours.ics").path])
        XCTAssertEqual(exported.status, 0, exported.errors)
        let again = try run(["timetable", "import-calendar", directory.appendingPathComponent("ours.ics").path,
                             "--name", "Again"], environment: seoul)
        XCTAssertEqual(again.status, 0, again.errors)
        XCTAssertTrue(again.output.hasPrefix("Made timetable 'Again': 2 courses"), again.output)
        XCTAssertFalse(again.output.contains("widened"), "ours are whole periods: \(again.output)")
        let second = try run(["timetable", "list", "--timetable", "Again"])
        XCTAssertEqual(listed.output.split(separator: "\n").dropFirst(), second.output.split(separator: "\n").dropFirst())
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
