import Foundation
import XCTest

/// The promises about stored data, in a real terminal: the database file
/// alone holds everything after a quit, and a locked database neither
/// freezes the screen nor loses a line.
final class StorageEndToEndTests: XCTestCase {
    private func temporaryDirectory(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("bankui-\(name)-\(UUID().uuidString)", isDirectory: true)
    }

    func testTheDatabaseFileAloneHoldsEverythingAfterQuit() throws {
        let data = temporaryDirectory("file-alone")
        let copy = temporaryDirectory("file-alone-copy")
        defer {
            try? FileManager.default.removeItem(at: data)
            try? FileManager.default.removeItem(at: copy)
        }
        let session = try TmuxSession(arguments: ["--tab", "calculator", "--lang", "en"], dataDirectory: data)
        try session.waitFor("0-9 +-*/ Calculate")
        try session.send("40+2=", literal: true)
        try session.waitFor("= 42 │")
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)

        // Only bankui.sqlite is copied: a backup of the one file the README names.
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: data.appendingPathComponent("bankui.sqlite"),
                                         to: copy.appendingPathComponent("bankui.sqlite"))
        let wal = data.appendingPathComponent("bankui.sqlite-wal").path
        if let size = (try? FileManager.default.attributesOfItem(atPath: wal))?[.size] as? Int {
            XCTAssertEqual(size, 0, "the -wal file holds nothing after a clean quit")
        }
        let again = try TmuxSession(arguments: ["--tab", "calculator", "--lang", "en"], dataDirectory: copy)
        let screen = try again.waitFor("= 42 │")
        XCTAssertTrue(screen.contains("40 │") && screen.contains("+ 2 │"), screen)
        try again.send("q")
        XCTAssertEqual(try again.exitStatus(), 0)
    }

    func testALockedDatabaseNeitherFreezesTheScreenNorLosesALine() throws {
        let data = temporaryDirectory("locked")
        defer { try? FileManager.default.removeItem(at: data) }
        let session = try TmuxSession(arguments: ["--tab", "calculator", "--lang", "en"], dataDirectory: data)
        try session.waitFor("0-9 +-*/ Calculate")
        let lock = try DatabaseLock(file: data.appendingPathComponent("bankui.sqlite"))
        try session.send("1+2=", literal: true)
        // The result shows while the other program still holds the lock.
        try session.waitFor("= 3 │")
        try session.waitFor("not saved yet")
        try session.send("q")
        let question = try session.waitFor("Quit anyway")
        XCTAssertTrue(question.contains("calculator: 1"), question)
        try session.send("Enter")  // Stay is chosen
        try lock.release()
        try session.waitForScreen { !$0.contains("not saved yet") }
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)

        let again = try TmuxSession(arguments: ["--tab", "calculator", "--lang", "en"], dataDirectory: data)
        try again.waitFor("= 3 │")
        try again.send("q")
        XCTAssertEqual(try again.exitStatus(), 0)
    }

    func testQuittingAnywayTellsWhatWasNotSaved() throws {
        let data = temporaryDirectory("quit-anyway")
        defer { try? FileManager.default.removeItem(at: data) }
        let session = try TmuxSession(arguments: ["--tab", "calculator", "--lang", "en"], dataDirectory: data)
        try session.waitFor("0-9 +-*/ Calculate")
        let lock = try DatabaseLock(file: data.appendingPathComponent("bankui.sqlite"))
        defer { try? lock.release() }
        try session.send("7*6=", literal: true)
        try session.waitFor("not saved yet")
        try session.send("q")
        try session.waitFor("Quit anyway")
        try session.send("Left")
        try session.send("Enter")
        XCTAssertEqual(try session.exitStatus(timeout: 20), 0)
        let screen = try session.waitFor("not saved")
        XCTAssertTrue(screen.contains("calculator: 7"), screen)
    }

    /// Several bankui on one data directory quitting at the same moment:
    /// their checkpoints meet each other's locks, which is normal: none
    /// says the database was not closed cleanly. (How often they meet
    /// depends on the moment; `AppDatabaseLockTests` makes them meet.)
    func testSeveralQuittingAtOnceSayNothingFalse() throws {
        let data = temporaryDirectory("several")
        defer { try? FileManager.default.removeItem(at: data) }
        let sessions = try (1...4).map { _ in
            try TmuxSession(arguments: ["--tab", "calculator", "--lang", "en"], dataDirectory: data)
        }
        for (i, session) in sessions.enumerated() {
            try session.waitFor("0-9 +-*/ Calculate")
            try session.send("\(i + 1)+1=", literal: true)
            try session.waitFor("= \(i + 2) │")
        }
        for session in sessions { try session.send("q") }  // a few milliseconds apart
        for session in sessions {
            XCTAssertEqual(try session.exitStatus(), 0)
            let screen = try session.screen()
            XCTAssertFalse(screen.contains("bankui:"), "a false report:\n\(screen)")
        }
    }
}

/// Another program holding `BEGIN EXCLUSIVE` on a database (Python's
/// sqlite3), until `release()`.
final class DatabaseLock {
    private let process = Process()
    private let input = Pipe()

    init(file: URL) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", """
            import sqlite3, sys
            c = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=10)
            c.execute("BEGIN EXCLUSIVE")
            print("locked", flush=True)
            sys.stdin.readline()
            c.execute("COMMIT")
            """, file.path]
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let line = output.fileHandleForReading.readData(ofLength: 7)
        guard String(decoding: line, as: UTF8.self).hasPrefix("locked") else {
            throw NSError(domain: "DatabaseLock", code: 1, userInfo: [NSLocalizedDescriptionKey: "python3 could not lock \(file.path)"])
        }
    }

    func release() throws {
        guard process.isRunning else { return }
        input.fileHandleForWriting.write(Data("\n".utf8))
        process.waitUntilExit()
    }
}
