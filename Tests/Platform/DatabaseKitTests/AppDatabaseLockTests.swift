import DatabaseTesting
import Foundation
import GRDB
import XCTest

@testable import DatabaseKit
@testable import CalculatorStorage
@testable import JuiceStorage
@testable import KanbanStorage
@testable import TimetableStorage

/// Another program holding the database's lock: opening says so after its
/// patience instead of hanging, and closing beside another program is not
/// reported as a failure.
final class AppDatabaseLockTests: XCTestCase {
    /// A database made and closed (only `bankui.sqlite`), then locked by
    /// another connection: opening needs the lock for a moment (the -wal
    /// file the other connection made is empty).
    private func lockedDatabase() throws -> (URL, LockHolder) {
        let directory = try makeTemporaryDirectory(for: self)
        try makeClosedDatabase(in: directory, value: "5")
        let other = try LockHolder(directory: directory)
        try other.lock()
        return (directory, other)
    }

    func testOpeningALockedDatabaseSaysItIsLockedWithoutWaitingPastItsPatience() throws {
        let (directory, other) = try lockedDatabase()
        var waits = 0
        XCTAssertThrowsError(try AppDatabase.open(directory: directory, schema: AppDatabase.testSchema, patience: 0) { waits += 1 }) { error in
            let error = error as? DatabaseOpenError
            XCTAssertEqual(error?.reason, .locked)
            XCTAssertEqual(error.map { "\($0)" }?.hasSuffix("the database is locked by another program"), true, "\(String(describing: error))")
        }
        XCTAssertEqual(waits, 0, "no patience: no waiting")

        // The lock goes: the same call opens, and reads what was there.
        try other.release()
        let database = try AppDatabase.open(directory: directory, schema: AppDatabase.testSchema, patience: 0)
        XCTAssertEqual(try SettingsRepository(database: database).value(for: "lastTab"), "5")
        XCTAssertTrue(database.close().isClean)
    }

    func testOpeningTellsOnceThatItWaitsForTheLock() throws {
        let (directory, other) = try lockedDatabase()
        defer { try? other.release() }
        var waits = 0
        XCTAssertThrowsError(try AppDatabase.open(directory: directory, schema: AppDatabase.testSchema, patience: 0.3) { waits += 1 }) { error in
            XCTAssertEqual((error as? DatabaseOpenError)?.reason, .locked)
        }
        XCTAssertEqual(waits, 1)
    }

    /// In the background: attempts meet the lock, then the lock goes and
    /// the database opens with its data.
    func testOpeningInTheBackgroundKeepsTryingUntilTheLockGoes() throws {
        let (directory, other) = try lockedDatabase()
        let attempts = Recorder<Int>()
        let twoAttempts = expectation(description: "two attempts met the lock")
        let opened = expectation(description: "opened")
        let result = Recorder<Result<AppDatabase, DatabaseOpenError>>()
        AppDatabase.openWhenFree(directory: directory, schema: AppDatabase.testSchema, attemptPatience: 0) {
            attempts.append(1)
            if attempts.values.count == 2 { twoAttempts.fulfill() }
        } done: { outcome in
            result.append(outcome)
            opened.fulfill()
        }
        wait(for: [twoAttempts], timeout: 20)
        XCTAssertTrue(result.values.isEmpty, "not open while locked")
        try other.release()
        wait(for: [opened], timeout: 20)
        guard case .success(let database)? = result.values.first else {
            return XCTFail("\(result.values)")
        }
        XCTAssertEqual(try SettingsRepository(database: database).value(for: "lastTab"), "5")
        XCTAssertTrue(database.close().isClean)
    }

    /// Several bankui quitting at once: one's checkpoint meets another's
    /// lock. Everything is committed (in the -wal, which the other copies
    /// in when it closes): not a problem to report.
    func testClosingWhileAnotherProgramHoldsTheLockIsClean() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let database = try AppDatabase.open(directory: directory)
        try SettingsRepository(database: database).setValue("2", for: "lastTab")
        let other = try LockHolder(directory: directory)
        try other.lock()
        let report = database.close()
        XCTAssertNil(report.problem)
        XCTAssertTrue(report.isClean)
        XCTAssertTrue(report.walLeftForOthers)
        try other.release()
        try other.queue.close()

        let again = try AppDatabase.open(directory: directory)
        XCTAssertEqual(try SettingsRepository(database: again).value(for: "lastTab"), "2")
        XCTAssertTrue(again.close().isClean)
    }
}
