import Foundation
import GRDB
import XCTest

@testable import DatabaseKit

/// A fresh directory under the system temporary directory, removed (with
/// its permissions restored first) when the test ends.
package func makeTemporaryDirectory(for test: XCTestCase) throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("StorageTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    test.addTeardownBlock {
        makeWritable(directory)
        try? FileManager.default.removeItem(at: directory)
    }
    return directory
}

/// Gives the owner full access again to `directory` and everything in it,
/// so that a test that removed permissions can clean up.
private func makeWritable(_ directory: URL) {
    let manager = FileManager.default
    try? manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
    for name in (try? manager.subpathsOfDirectory(atPath: directory.path)) ?? [] {
        try? manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.appendingPathComponent(name).path)
    }
}

/// Writes `contents` to a new or existing file at `path`.
package func writeFile(_ path: String, _ contents: Data) throws {
    try contents.write(to: URL(fileURLWithPath: path))
}

/// Every file under a directory with its bytes: two equal snapshots mean
/// no file was changed, added or removed.
package struct DirectorySnapshot: Equatable {
    package var files: [String: Data]

    package init(_ directory: URL) throws {
        files = [:]
        let manager = FileManager.default
        for name in try manager.subpathsOfDirectory(atPath: directory.path) {
            let path = directory.appendingPathComponent(name).path
            let type = try manager.attributesOfItem(atPath: path)[.type] as? FileAttributeType
            // Only regular files are read: reading a pipe would block, and a
            // file without read permission is compared by its presence.
            files[name] = type == .typeRegular
                ? (FileManager.default.contents(atPath: path) ?? Data("<unreadable>".utf8))
                : Data("<\(type?.rawValue ?? "?")>".utf8)
        }
    }
}

/// Creates a bankui database in `directory`, stores one setting, and closes
/// it, so that the directory holds only `bankui.sqlite`.
package func makeClosedDatabase(in directory: URL, key: String = "lastTab", value: String = "3") throws {
    do {
        let database = try AppDatabase.open(directory: directory, schema: DatabaseSchema([]))
        try SettingsRepository(database: database).setValue(value, for: key)
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    XCTAssertEqual(names, [AppDatabase.fileName], "closing the last connection removes -wal and -shm")
}

/// Whether the tests run with root's powers, where permission bits do not
/// stop reading or writing.
package var runningAsRoot: Bool { geteuid() == 0 }

extension XCTestCase {
    /// Opens `directory`, expects the refusal `reason`, and checks that the
    /// directory is exactly as it was: same bytes, no -wal or -shm file.
    @discardableResult
    package func assertRefused(
        _ directory: URL,
        reason expected: DatabaseOpenError.Reason? = nil,
        at expectedPath: String? = nil,
        access: DatabaseFileCheck.Access = .automatic,
        schema: DatabaseSchema = DatabaseSchema([], complete: true),
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> DatabaseOpenError? {
        let before = try DirectorySnapshot(directory)
        var refusal: DatabaseOpenError?
        let path = expectedPath ?? directory.appendingPathComponent(AppDatabase.fileName).path
        do {
            _ = try AppDatabase.open(directory: directory, schema: schema, checkAccess: access)
            XCTFail("the database was opened", file: file, line: line)
        } catch {
            refusal = error
            if let expected {
                XCTAssertEqual(error.reason, expected, file: file, line: line)
            }
            XCTAssertEqual(error.path, path, file: file, line: line)
            XCTAssertEqual(error.description, "bankui: cannot open database at \(path): \(error.reason.message)", file: file, line: line)
            XCTAssertFalse(error.description.contains("\n"), file: file, line: line)
        }
        XCTAssertEqual(try DirectorySnapshot(directory), before, "the directory changed", file: file, line: line)
        return refusal
    }
}

/// Another connection to the database file in `directory`, as a second
/// program would hold: it can take the write lock and keep it
/// (`BEGIN EXCLUSIVE`) until `release()`.
package final class LockHolder {
    package let queue: DatabaseQueue

    package init(directory: URL) throws {
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true  // the lock outlives one access
        configuration.busyMode = .timeout(5)
        queue = try DatabaseQueue(path: directory.appendingPathComponent(AppDatabase.fileName).path,
                                  configuration: configuration)
    }

    /// Takes the write lock and keeps it.
    package func lock() throws {
        try queue.inDatabase { try $0.execute(sql: "BEGIN EXCLUSIVE") }
    }

    /// Lets the lock go.
    package func release() throws {
        try queue.inDatabase { try $0.execute(sql: "ROLLBACK") }
    }
}

/// Collects what background callbacks report, for the test to read.
package final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Value] = []

    package init() {}

    package func append(_ value: Value) {
        lock.lock()
        items.append(value)
        lock.unlock()
    }

    package var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return items
    }
}

extension XCTestCase {
    /// Waits until `condition` holds, checking every 10 ms, for at most
    /// `timeout` seconds; fails the test when it never does.
    @discardableResult
    package func waitUntil(
        timeout: TimeInterval = 10, _ what: String,
        file: StaticString = #filePath, line: UInt = #line,
        _ condition: () throws -> Bool
    ) rethrows -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        if try condition() { return true }
        XCTFail("timed out waiting until \(what)", file: file, line: line)
        return false
    }

    /// How long `body` takes, in seconds.
    package func measureSeconds(_ body: () throws -> Void) rethrows -> TimeInterval {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return TimeInterval(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}

/// The size of the file at `path`, or nil when there is none.
package func fileSize(_ path: String) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue
}
