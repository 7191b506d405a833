import Foundation
import XCTest

/// What bankui writes and reads as files, run as built: the one writer
/// behind `-o` (symlinks, FIFOs, devices, modes, `-`), the one input limit,
/// calendar dates, checked console output, and a read-only data directory.
final class FilesEndToEndTests: CommandEndToEndTestCase {
    /// Opens the timetable tab once, which makes its first timetable, and
    /// quits.
    private func makeTimetable() throws {
        let session = try TmuxSession(arguments: ["--tab", "timetable", "--lang", "en"],
                                      dataDirectory: URL(fileURLWithPath: dataDirectory))
        // None at first: n and Enter make one with the default name.
        try session.waitFor("No timetable yet.")
        try session.send("n")
        try session.waitFor("New timetable")
        try session.send("Enter")
        try session.waitFor("Created 2026 - 2")  // the notice, over the title row
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)
    }

    private func mode(_ path: String) -> mode_t {
        var status = stat()
        XCTAssertEqual(lstat(path, &status), 0, path)
        return status.st_mode
    }

    func testExportWritesASymlinksTargetKeepsModesAndDashIsStandardOutput() throws {
        try makeTimetable()
        let target = try write("real.ics", "old")
        let link = directory.appendingPathComponent("link.ics").path
        XCTAssertEqual(symlink("real.ics", link), 0)
        var result = try run(["timetable", "export", "--ical", "-o", link])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(mode(link) & S_IFMT, S_IFLNK, "the link stays a link")
        XCTAssertTrue(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("BEGIN:VCALENDAR"))

        let secret = try write("secret.ics", "old")
        XCTAssertEqual(chmod(secret, 0o600), 0)
        result = try run(["timetable", "export", "--ical", "-o", secret])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(mode(secret) & 0o7777, 0o600)

        let here = directory.appendingPathComponent("cwd", isDirectory: true)
        try FileManager.default.createDirectory(at: here, withIntermediateDirectories: true)
        result = try run(["timetable", "export", "--ical", "-o", "-"], currentDirectory: here)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasPrefix("BEGIN:VCALENDAR"), result.output)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: here.path), [], "no file named -")
    }

    func testExportWritesIntoAFIFOAndDevNull() throws {
        try makeTimetable()
        let fifo = directory.appendingPathComponent("pipe").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let reader = FIFOReader(path: fifo)
        let result = try run(["timetable", "export", "--ical", "-o", fifo])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(String(decoding: reader.wait(), as: UTF8.self).hasPrefix("BEGIN:VCALENDAR"))
        XCTAssertEqual(mode(fifo) & S_IFMT, S_IFIFO)

        guard getuid() == 0 else { return }  // only root could replace /dev/null
        let null = try run(["timetable", "export", "--ical", "-o", "/dev/null"])
        XCTAssertEqual(null.status, 0, null.errors)
        XCTAssertEqual(mode("/dev/null") & S_IFMT, S_IFCHR)
    }

    func testAFullDeviceIsStatus74() throws {
        try makeTimetable()
        let result = try run(["timetable", "export", "--ical", "-o", "/dev/full"])
        XCTAssertEqual(result.status, 74)
        XCTAssertEqual(result.errors, "bankui: cannot write /dev/full: No space left on device\n")
    }

    func testExportDatesOutsideTheCalendarYearsAreRefused() throws {
        try makeTimetable()
        let result = try run(["timetable", "export", "--ical", "--from", "9999-12-01"])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(result.errors, "bankui: the date 9999-12-01 is outside the years 1900 to 2100 a calendar can hold\n")
    }

    func testKeysToAFullDeviceIsAnError() throws {
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { throw XCTSkip("no /dev/full here") }
        let result = try run(["keys"], output: full, addDataDirectory: false)
        XCTAssertEqual(result.status, 74)
        XCTAssertEqual(result.errors, "bankui: cannot write the output: No space left on device\n")
    }

    func testAnEmptyDataDirectoryIsRefused() throws {
        let result = try run(["kanban", "export", "--data-dir", ""], addDataDirectory: false)
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.output, "")
        XCTAssertTrue(result.errors.contains("the data directory must not be empty"), result.errors)
    }

    func testEndlessInputsStopAtTheLimit() throws {
        guard FileManager.default.fileExists(atPath: "/dev/zero") else { throw XCTSkip("no /dev/zero") }
        let endless = "too large: more than 64 MB (not a regular file, and it had not ended)"
        let kanban = try run(["kanban", "import", "/dev/zero"])
        XCTAssertEqual(kanban.status, 65)
        XCTAssertEqual(kanban.errors, "bankui: /dev/zero: \(endless)\n")
        let timetable = try run(["timetable", "import", "/dev/zero"])
        XCTAssertEqual(timetable.status, 65)
        XCTAssertEqual(timetable.errors, "bankui: /dev/zero: \(endless)\n")
        let bank = try run(["bank", "--customers", "1", "--seed", "1"], input: FileHandle(forReadingAtPath: "/dev/zero"))
        XCTAssertEqual(bank.status, 65)
        XCTAssertTrue(bank.errors.hasSuffix("bankui: standard input: \(endless)\n"), bank.errors)
    }

    func testATimetableCatalogFromAFIFOIsRead() throws {
        let fifo = directory.appendingPathComponent("catalog").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let catalog = """
            [{"subjtNm":"자료구조","reprPrfsEnoNm":"김대엽","estbDpmjNm":"컴퓨터SW","facDvnm":"전핵","point":"3",
              "trgtGrdeCd":"2","diclNo":"01","subjtCd":"CS1001","timtSmryCn":"IT301(월1,2)"}]
            """
        Thread.detachNewThread {
            FileHandle(forWritingAtPath: fifo)?.write(Data(catalog.utf8))  // closed when released
        }
        let result = try run(["timetable", "import", fifo])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "1 course, 1 department, 0 times unknown\n")
    }

    func testReadingCommandsWorkOnADataDirectoryTheyCannotWrite() throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            throw XCTSkip("needs root and setpriv to run as another user")
        }
        let board = try write("board.md", "## TODO\n- read me\n")
        XCTAssertEqual(try run(["kanban", "import", board]).status, 0)
        try makeTimetable()
        // Readable by everyone, writable by root only.
        XCTAssertEqual(chmod(directory.path, 0o755), 0)
        XCTAssertEqual(chmod(dataDirectory, 0o555), 0)
        for name in try FileManager.default.contentsOfDirectory(atPath: dataDirectory) {
            XCTAssertEqual(chmod(dataDirectory + "/" + name, 0o444), 0)
        }
        let before = try FileManager.default.contentsOfDirectory(atPath: dataDirectory).sorted()
        let nobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        let export = try run(["kanban", "export", "--format", "markdown"], prefix: nobody)
        XCTAssertEqual(export.status, 0, export.errors)
        XCTAssertTrue(export.output.contains("- read me"), export.output)
        let list = try run(["timetable", "list"], prefix: nobody)
        XCTAssertEqual(list.status, 0, list.errors)
        XCTAssertTrue(list.output.hasPrefix("2026 - "), list.output)
        let calendar = try run(["timetable", "export", "--ical"], prefix: nobody)
        XCTAssertEqual(calendar.status, 0, calendar.errors)
        // Nothing was written beside the database.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dataDirectory).sorted(), before)
        // A writing command says why it cannot.
        let refused = try run(["kanban", "import", board], prefix: nobody)
        XCTAssertEqual(refused.status, 73)
        XCTAssertTrue(refused.errors.contains("read-only") || refused.errors.contains("not writable"), refused.errors)
        XCTAssertEqual(chmod(dataDirectory, 0o755), 0)
    }
}

/// Reads a FIFO to its end on a thread of its own.
private final class FIFOReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(path: String) {
        Thread.detachNewThread { [self] in
            data = FileHandle(forReadingAtPath: path)?.readDataToEndOfFile() ?? Data()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
