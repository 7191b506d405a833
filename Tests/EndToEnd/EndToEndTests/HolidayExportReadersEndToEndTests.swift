import Foundation
import XCTest

/// A timetable exported with holidays is read the same by calcurse, by
/// Python's vobject and by Python's icalendar (with dateutil's rules), in
/// Seoul and in Los Angeles: every class's dates, none on a holiday. A
/// reader that is not installed is skipped.
final class HolidayExportReadersEndToEndTests: CommandEndToEndTestCase {
    private let zones = ["Asia/Seoul", "America/Los_Angeles"]
    private var exported: String!

    /// The classes as they meet in Seoul from 2026-09-07 to 2026-10-18:
    /// every week, without 10-05 (Mon), 09-30 (Wed) and 09-24 (Thu).
    private let seoulClasses: [(day: String, time: String, summary: String)] =
        ["09-07", "09-14", "09-21", "09-28", "10-12"].map { ("2026-" + $0, "09:30", "Algebra") }
        + ["09-09", "09-16", "09-23", "10-07", "10-14"].map { ("2026-" + $0, "13:30", "Physics") }
        + ["09-10", "09-17", "10-01", "10-08", "10-15"].map { ("2026-" + $0, "23:00", "Lab") }

    override func setUpWithError() throws {
        try super.setUpWithError()
        let seoul = ["TZ": "Asia/Seoul"]
        XCTAssertEqual(try run(["timetable", "import-calendar", try write("fall.ics", holidayTestCalendar)], environment: seoul).status, 0)
        for (date, name) in [("2026-09-24", "추석"), ("2026-09-25", "추석"), ("2026-09-30", "Sports day"),
                             ("2026-10-05", "개천절 대체공휴일"), ("2026-10-09", "한글날"), ("2026-10-19", "after the export")] {
            XCTAssertEqual(try run(["timetable", "holidays", "add", date, name]).status, 0)
        }
        let path = directory.appendingPathComponent("fall-out.ics").path
        let export = try run(["timetable", "export", "--ical", "--from", "2026-09-07", "--to", "2026-10-18", "-o", path], environment: seoul)
        XCTAssertEqual(export.status, 0, export.errors)
        exported = path
    }

    /// `2026-09-06 17:30 Algebra`, each class as a reader in `zone` sees it, sorted.
    private func expected(in zone: String) -> [String] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Seoul")!
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: zone)
        format.dateFormat = "yyyy-MM-dd HH:mm"
        return seoulClasses.map { entry in
            let parts = (entry.day + "-" + entry.time.replacingOccurrences(of: ":", with: "-")).split(separator: "-").map { Int($0)! }
            let date = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4]))!
            return format.string(from: date) + " " + entry.summary
        }.sorted()
    }

    func testTheExportCarriesTheHolidaysAndComesBackUnchanged() throws {
        let text = try String(contentsOfFile: exported, encoding: .utf8)
        let exdates = text.components(separatedBy: "\r\n").filter { $0.hasPrefix("EXDATE") }
        XCTAssertEqual(exdates, ["EXDATE;TZID=Asia/Seoul:20261005T093000", "EXDATE;TZID=Asia/Seoul:20260930T133000",
                                 "EXDATE;TZID=Asia/Seoul:20260924T230000"])
        XCTAssertEqual(expected(in: "America/Los_Angeles").first, "2026-09-06 17:30 Algebra", "a day earlier there")
        let again = try run(["timetable", "import-calendar", exported, "--name", "Again"], environment: ["TZ": "Asia/Seoul"])
        XCTAssertEqual(again.output, "Made timetable 'Again': 3 courses, 0 from the catalog\n", again.errors)
        let before = try run(["timetable", "list", "--timetable", "Fall"]).output.split(separator: "\n").dropFirst()
        let after = try run(["timetable", "list", "--timetable", "Again"]).output.split(separator: "\n").dropFirst()
        XCTAssertEqual(Array(before), Array(after))
    }

    func testCalcurseSkipsTheHolidays() throws {
        let calcurse = ["/usr/bin/calcurse", "/usr/local/bin/calcurse"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let calcurse else { throw XCTSkip("calcurse is not installed") }
        for zone in zones {
            let home = directory.appendingPathComponent("calcurse-\(zone.replacingOccurrences(of: "/", with: "-"))")
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            let environment = ["TZ": zone, "HOME": directory.path, "LANG": "C.UTF-8"]
            let report = try program(calcurse, ["-D", home.path, "-i", exported], environment)
            XCTAssertTrue(report.contains("3 apps / 0 events / 0 todos / 0 skipped"), report)
            let listed = try program(calcurse, ["-D", home.path, "-Q", "--from", "09/01/2026", "--days", "60",
                                                "--format-recur-apt", "%(start:%Y-%m-%d %H:%M) %m\\n"], environment)
            let occurrences = listed.split(separator: "\n").map(String.init).filter { $0.hasPrefix("2026-") }.sorted()
            XCTAssertEqual(occurrences, expected(in: zone), "calcurse in \(zone)")
        }
    }

    func testVobjectSkipsTheHolidays() throws {
        try assertPythonReads("vobject")
    }

    func testIcalendarSkipsTheHolidays() throws {
        try assertPythonReads("icalendar")
    }

    /// Python's `reader` (vobject, or icalendar with dateutil's rules) lists
    /// the classes as expected in every zone.
    private func assertPythonReads(_ reader: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let python = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python),
              (try? program(python, ["-c", "import \(reader), dateutil"], [:], status: 0)) != nil else {
            throw XCTSkip("Python's \(reader) is not installed (Debian: python3-\(reader))")
        }
        let script = try write("occurrences.py", Self.occurrencesScript)
        for zone in zones {
            let listed = try program(python, [script, reader, exported], ["TZ": zone, "LANG": "C.UTF-8"], status: 0)
            XCTAssertEqual(listed.split(separator: "\n").map(String.init).sorted(), expected(in: zone), "\(reader) in \(zone)",
                           file: file, line: line)
        }
    }

    /// Runs `path` with `arguments`, standard input empty; returns what it
    /// printed (both outputs). With `status`, throws when it ends otherwise.
    @discardableResult
    private func program(_ path: String, _ arguments: [String], _ environment: [String: String], status: Int32? = nil) throws -> String {
        struct Failed: Error { let output: String }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { first, _ in first }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if let status, process.terminationStatus != status { throw Failed(output: output) }
        return output
    }

    /// Prints each occurrence of each event, `2026-09-07 09:30 Algebra`, in
    /// the local zone (TZ), as vobject or icalendar with dateutil reads it.
    private static let occurrencesScript = """
        import sys
        reader, path = sys.argv[1], sys.argv[2]
        data = open(path, encoding="utf-8").read()
        found = []
        if reader == "vobject":
            import vobject
            for event in vobject.readOne(data).vevent_list:
                for start in event.getrruleset(addRDate=True):
                    found.append((start.astimezone(), event.summary.value))
        else:
            import icalendar
            from dateutil.rrule import rrulestr, rruleset
            for event in icalendar.Calendar.from_ical(data).walk("VEVENT"):
                start = event.decoded("DTSTART")
                rules = rruleset()
                rules.rrule(rrulestr(event["RRULE"].to_ical().decode(), dtstart=start))
                exdates = event.get("EXDATE", [])
                for exdate in exdates if isinstance(exdates, list) else [exdates]:
                    for value in exdate.dts:
                        rules.exdate(value.dt)
                for occurrence in rules:
                    found.append((occurrence.astimezone(), str(event["SUMMARY"])))
        for start, summary in sorted(found):
            print(start.strftime("%Y-%m-%d %H:%M"), summary)

        """
}
