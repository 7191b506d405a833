import Foundation
import GRDB
import XCTest

@testable import Storage

/// Another program holding the database's lock: closing beside another
/// program is not reported as a failure.
final class AppDatabaseLockTests: XCTestCase {
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
