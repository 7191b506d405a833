import DatabaseTesting
import Foundation
import GRDB
import XCTest

@testable import DatabaseKit
@testable import CalculatorStorage
@testable import JuiceStorage
@testable import KanbanStorage
@testable import TimetableStorage

/// Files bankui must not open: each is refused with a one-line message and
/// left exactly as it was, with no -wal or -shm file created next to it.
final class RefusedDatabaseTests: XCTestCase {
    private let accesses: [DatabaseFileCheck.Access] = [.automatic, .copy]

    private func databasePath(in directory: URL) -> String {
        directory.appendingPathComponent(AppDatabase.fileName).path
    }

    func testRandomBytesAreRefused() throws {
        let directory = try makeTemporaryDirectory(for: self)
        var bytes = (0..<10_000).map { _ in UInt8.random(in: 0...255) }
        bytes[0] = 0x00  // never "SQLite format 3" by chance
        try writeFile(databasePath(in: directory), Data(bytes))
        try assertRefused(directory, reason: .notADatabase)
    }

    func testAPlainTextFileIsRefused() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let text = String(repeating: "lastTab = bank\n", count: 20) + "은행창구 매니저\n"
        try writeFile(databasePath(in: directory), Data(text.utf8))
        try assertRefused(directory, reason: .notADatabase)
        try writeFile(databasePath(in: directory), Data("hi\n".utf8))
        try assertRefused(directory, reason: .notADatabase)
    }

    /// Bytes 16–99 of the file header (page size, format versions, …)
    /// overwritten: the file still starts with "SQLite format 3".
    func testADamagedFileHeaderIsRefused() throws {
        for access in accesses {
            let directory = try makeTemporaryDirectory(for: self)
            try makeClosedDatabase(in: directory)
            try damage(databasePath(in: directory), bytes: 16..<100)
            assertDamaged(try assertRefused(directory, access: access))
        }
    }

    /// The rest of page 1 (the root of sqlite_master) overwritten, the file
    /// header intact: a WAL-mode file, where a careless read-only open would
    /// create -wal and -shm files.
    func testADamagedHeaderPageIsRefused() throws {
        for access in accesses {
            let directory = try makeTemporaryDirectory(for: self)
            try makeClosedDatabase(in: directory)
            let header = try XCTUnwrap(FileManager.default.contents(atPath: databasePath(in: directory)))
            XCTAssertEqual(Array(header[18...19]), [2, 2], "WAL mode is recorded in the file header")
            try damage(databasePath(in: directory), bytes: 100..<4096)
            assertDamaged(try assertRefused(directory, access: access))
        }
    }

    func testADatabaseFromANewerVersionIsRefused() throws {
        for access in accesses {
            let directory = try makeTemporaryDirectory(for: self)
            try makeClosedDatabase(in: directory)
            try DatabaseQueue(path: databasePath(in: directory)).write { db in
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('zz-future-v1')")
            }
            try assertRefused(directory, reason: .newerVersion(unknownMigrations: ["zz-future-v1"]), access: access)
        }
    }

    func testAnotherProgramsDatabaseIsRefused() throws {
        let directory = try makeTemporaryDirectory(for: self)
        try DatabaseQueue(path: databasePath(in: directory)).write { db in
            try db.execute(sql: "CREATE TABLE photos (id INTEGER PRIMARY KEY); INSERT INTO photos DEFAULT VALUES")
        }
        try assertRefused(directory, reason: .foreignDatabase)
    }

    func testADirectoryAtTheDatabasePathIsRefused() throws {
        let directory = try makeTemporaryDirectory(for: self)
        try FileManager.default.createDirectory(atPath: databasePath(in: directory), withIntermediateDirectories: false)
        try assertRefused(directory, reason: .isADirectory)
    }

    func testAPipeAtTheDatabasePathIsRefusedWithoutBlocking() throws {
        let directory = try makeTemporaryDirectory(for: self)
        XCTAssertEqual(mkfifo(databasePath(in: directory), 0o644), 0)
        try assertRefused(directory, reason: .notARegularFile)
    }

    func testADataDirectoryPathThatIsAFileIsRefused() throws {
        let root = try makeTemporaryDirectory(for: self)
        let notADirectory = root.appendingPathComponent("data")
        try writeFile(notADirectory.path, Data("x".utf8))
        let before = try DirectorySnapshot(root)
        XCTAssertThrowsError(try AppDatabase.open(directory: notADirectory)) { error in
            XCTAssertEqual(error as? DatabaseOpenError, DatabaseOpenError(path: notADirectory.path, reason: .notADirectory))
        }
        XCTAssertEqual(try DirectorySnapshot(root), before)
    }

    func testADataDirectoryThatCannotBeCreatedIsRefused() throws {
        let root = try makeTemporaryDirectory(for: self)
        try writeFile(root.appendingPathComponent("file").path, Data())
        let directory = root.appendingPathComponent("file/bankui", isDirectory: true)
        XCTAssertThrowsError(try AppDatabase.open(directory: directory)) { error in
            let error = error as? DatabaseOpenError
            XCTAssertEqual(error?.reason, .cannotCreateDirectory("Not a directory"))
            XCTAssertEqual(error?.description, "bankui: cannot open database at \(directory.path): cannot create the data directory (Not a directory)")
        }
    }

    func testAnUnreadableFileIsRefused() throws {
        try XCTSkipIf(runningAsRoot, "running as root: permission bits do not stop root from reading")
        let directory = try makeTemporaryDirectory(for: self)
        try makeClosedDatabase(in: directory)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: databasePath(in: directory))
        try assertRefused(directory, reason: .permissionDenied)
    }

    func testAReadOnlyFileIsRefused() throws {
        try XCTSkipIf(runningAsRoot, "running as root: permission bits do not stop root from writing")
        let directory = try makeTemporaryDirectory(for: self)
        try makeClosedDatabase(in: directory)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: databasePath(in: directory))
        try assertRefused(directory, reason: .readOnlyFile)
    }

    func testAReadOnlyDataDirectoryIsRefused() throws {
        try XCTSkipIf(runningAsRoot, "running as root: permission bits do not stop root from writing")
        let withDatabase = try makeTemporaryDirectory(for: self)
        try makeClosedDatabase(in: withDatabase)
        let empty = try makeTemporaryDirectory(for: self)
        for directory in [withDatabase, empty] {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
            try assertRefused(directory, reason: .directoryNotWritable, at: directory.path)
        }
    }

    func testTheMessageStaysOnOneLine() {
        let error = DatabaseOpenError(path: "/data\n/bankui.sqlite", reason: .damaged("bad\r\npage"))
        XCTAssertEqual(error.description, "bankui: cannot open database at /data?/bankui.sqlite: the database is damaged (bad??page)")
        XCTAssertEqual(error.localizedDescription, error.description)
    }

    /// SQLite calls a damaged header "not a database" or "malformed",
    /// depending on which bytes the random damage hit.
    private func assertDamaged(_ error: DatabaseOpenError?, line: UInt = #line) {
        switch error?.reason {
        case .notADatabase?, .damaged?: break
        default: XCTFail("refused for another reason: \(String(describing: error))", line: line)
        }
    }

    /// Overwrites `bytes` of the file at `path` with random bytes.
    private func damage(_ path: String, bytes range: Range<Int>) throws {
        var data = try XCTUnwrap(FileManager.default.contents(atPath: path))
        XCTAssertGreaterThanOrEqual(data.count, range.upperBound)
        for index in range { data[index] = UInt8.random(in: 0...255) }
        try data.write(to: URL(fileURLWithPath: path))
    }
}
