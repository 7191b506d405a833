import DatabaseTesting
import CalculatorCore
import Foundation
import GRDB
import JuiceCore
import XCTest

@testable import DatabaseKit
@testable import CalculatorStorage
@testable import JuiceStorage
@testable import KanbanStorage
@testable import TimetableStorage

/// Commits by another connection (a second bankui) are noticed; our own
/// writes are not reported.
final class DatabaseChangeWatcherTests: XCTestCase {
    func testAnotherDatabasesCommitIsNoticed() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let ours = try AppDatabase.open(directory: directory)
        let theirs = try AppDatabase.open(directory: directory)
        let noticed = expectation(description: "change noticed")
        noticed.assertForOverFulfill = false
        try ours.changes.start { noticed.fulfill() }
        defer { ours.changes.stop() }
        XCTAssertTrue(ours.changes.isRunning)

        try JuiceRepository(database: theirs).set(.mango, to: 802)
        wait(for: [noticed], timeout: 10)
        XCTAssertEqual(try JuiceRepository(database: ours).stock()[.mango], 802, "and reading again shows it")
    }

    func testARawConnectionsCommitIsNoticed() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let ours = try AppDatabase.open(directory: directory)
        let noticed = expectation(description: "change noticed")
        noticed.assertForOverFulfill = false
        try ours.changes.start { noticed.fulfill() }
        defer { ours.changes.stop() }

        let other = try DatabaseQueue(path: directory.appendingPathComponent(AppDatabase.fileName).path)
        try other.write { try $0.execute(sql: "UPDATE juice_stock SET count = 800 WHERE fruit = 'mango'") }
        wait(for: [noticed], timeout: 10)
    }

    func testOurOwnWritesAreNotReported() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let ours = try AppDatabase.open(directory: directory)
        let reported = expectation(description: "no change reported")
        reported.isInverted = true
        try ours.changes.start { reported.fulfill() }
        defer { ours.changes.stop() }

        try JuiceRepository(database: ours).set(.mango, to: 3)
        CalculatorRepository(database: ours).submitAppend([HistoryLine(kind: .operand(nil), value: 1)])
        JuiceRepository(database: ours).submitOrder(.kiwi)
        XCTAssertEqual(ours.writes.flush(timeout: 10), [])
        // Our reads and a checkpoint change no data either.
        _ = try ours.writer.writeWithoutTransaction { try $0.checkpoint(.truncate) }
        _ = try JuiceRepository(database: ours).stock()
        // A fixed wait is unavoidable to show that something does not happen;
        // the file events of the writes above come within milliseconds.
        wait(for: [reported], timeout: 0.5)
    }

    func testABurstOfCommitsIsCoalesced() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let ours = try AppDatabase.open(directory: directory)
        let theirs = SettingsRepository(database: try AppDatabase.open(directory: directory))
        let calls = Recorder<Int>()
        try ours.changes.start { calls.append(1) }
        defer { ours.changes.stop() }

        let commits = 200
        for n in 0..<commits { try theirs.setValue(String(n), for: "burst") }
        waitUntil("the burst is noticed") { !calls.values.isEmpty }
        Thread.sleep(forTimeInterval: DatabaseChangeWatcher.coalescingDelay * 5)
        XCTAssertLessThan(calls.values.count, commits / 2, "one report per burst, not one per commit")
    }

    func testAfterStopNothingIsReported() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let ours = try AppDatabase.open(directory: directory)
        let theirs = try AppDatabase.open(directory: directory)
        let reported = expectation(description: "no report after stop")
        reported.isInverted = true
        try ours.changes.start { reported.fulfill() }
        ours.changes.stop()
        XCTAssertFalse(ours.changes.isRunning)
        try SettingsRepository(database: theirs).setValue("x", for: "k")
        wait(for: [reported], timeout: 0.5)
    }

    /// Another program's commit usually means its lock is gone: held-up
    /// writes are tried again at once rather than at the end of their wait.
    func testAnotherProgramsCommitRetriesHeldUpWrites() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let ours = try AppDatabase.open(directory: directory)
        try ours.changes.start {}
        defer { ours.changes.stop() }
        let other = try LockHolder(directory: directory)
        try other.lock()
        let saved = expectation(description: "saved")
        SettingsRepository(database: ours).submitValue("mine", for: "k") { result in
            if case .success = result { saved.fulfill() }
        }
        // Until the next attempt is more than three seconds away (the
        // backoff doubles: 0.1, 0.2, 0.4, 0.8, 1.6, 3.2 s), with none
        // running: a busy machine took over a second to save after the
        // commit, when the margin was one second.
        waitUntil(timeout: 30, "a long wait before the next attempt") {
            (ours.writes.nextRetry?.timeIntervalSinceNow ?? 0) > 3
        }
        let retryWasDue = try XCTUnwrap(ours.writes.nextRetry)
        try other.queue.inDatabase { db in
            try db.execute(sql: "INSERT INTO settings (key, value) VALUES ('theirs', '1')")
            try db.execute(sql: "COMMIT")
        }
        wait(for: [saved], timeout: 10)
        XCTAssertLessThan(Date(), retryWasDue, "saved before the backoff ended")
    }

    func testADatabaseInMemoryHasNothingToWatch() throws {
        let database = try AppDatabase.inMemory()
        try database.changes.start {}
        XCTAssertTrue(database.changes.isRunning)
        database.changes.stop()
    }
}
