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

/// Closing: after a clean quit `bankui.sqlite` alone holds everything.
final class AppDatabaseCloseTests: XCTestCase {
    private func walPath(_ directory: URL) -> String {
        directory.appendingPathComponent(AppDatabase.fileName + "-wal").path
    }

    /// Copies `bankui.sqlite` alone (no -wal, no -shm) into a new directory
    /// and opens the copy.
    private func openCopyOfTheFileAlone(from directory: URL) throws -> AppDatabase {
        let copy = try makeTemporaryDirectory(for: self)
        try FileManager.default.copyItem(at: directory.appendingPathComponent(AppDatabase.fileName),
                                         to: copy.appendingPathComponent(AppDatabase.fileName))
        return try AppDatabase.open(directory: copy)
    }

    private func writeSomething(_ database: AppDatabase) throws {
        try SettingsRepository(database: database).setValue("4", for: "lastTab")
        try JuiceRepository(database: database).set(.kiwi, to: 42)
        CalculatorRepository(database: database).submitAppend([
            HistoryLine(kind: .operand(nil), value: 95215), HistoryLine(kind: .result, value: 95215),
        ])
    }

    private func assertHoldsWhatWasWritten(_ database: AppDatabase, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try SettingsRepository(database: database).value(for: "lastTab"), "4", file: file, line: line)
        XCTAssertEqual(try JuiceRepository(database: database).stock()[.kiwi], 42, file: file, line: line)
        XCTAssertEqual(try CalculatorRepository(database: database).history().map(\.number), ["95215", "95215"],
                       file: file, line: line)
    }

    func testAfterCloseTheDatabaseFileAloneHoldsEverything() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let database = try AppDatabase.open(directory: directory)
        try writeSomething(database)
        XCTAssertGreaterThan(fileSize(walPath(directory)) ?? 0, 0, "while open, the commits are in the -wal")

        let report = database.close()
        XCTAssertEqual(report, CloseReport(unsaved: [], problem: nil))
        XCTAssertTrue(report.isClean)
        XCTAssertNil(fileSize(walPath(directory)), "the -wal is gone")
        try assertHoldsWhatWasWritten(try openCopyOfTheFileAlone(from: directory))
    }

    /// With another program still on the file the -wal cannot be removed,
    /// but the checkpoint still empties it into `bankui.sqlite`.
    func testCloseCheckpointsEvenWhileAnotherConnectionKeepsTheFileOpen() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let other = try LockHolder(directory: directory)
        _ = try other.queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM sqlite_master") }
        let database = try AppDatabase.open(directory: directory)
        try writeSomething(database)

        XCTAssertTrue(database.close().isClean)
        XCTAssertEqual(fileSize(walPath(directory)) ?? 0, 0, "the -wal was truncated")
        try assertHoldsWhatWasWritten(try openCopyOfTheFileAlone(from: directory))
        try other.queue.close()
    }

    func testCloseIsIdempotentAndLaterUseFailsCleanly() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let database = try AppDatabase.open(directory: directory)
        try writeSomething(database)
        let first = database.close()
        XCTAssertTrue(database.isClosed)
        XCTAssertEqual(database.close(), first)
        XCTAssertThrowsError(try SettingsRepository(database: database).value(for: "lastTab"))
        XCTAssertThrowsError(try JuiceRepository(database: database).order(.kiwi))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [AppDatabase.fileName],
                       "no -wal, no -shm left")
    }

    /// A write that cannot be made before the deadline is named in the
    /// report, so the user can be told, and its completion hears of it.
    func testCloseNamesTheWritesItCouldNotMake() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let database = try AppDatabase.open(directory: directory)
        let other = try LockHolder(directory: directory)
        try other.lock()
        let closed = expectation(description: "told it was not saved")
        CalculatorRepository(database: database).submitAppend([HistoryLine(kind: .operand(nil), value: 1)]) { result in
            if case .failure(let failure) = result, case .closed = failure.reason { closed.fulfill() }
        }
        let report = database.close(timeout: 0.3)
        XCTAssertEqual(report.unsaved, ["calculator: 1"])
        XCTAssertFalse(report.isClean)
        wait(for: [closed], timeout: 10)
        try other.release()
    }

    func testClosingADatabaseInMemoryWorks() throws {
        let database = try AppDatabase.inMemory()
        try SettingsRepository(database: database).setValue("1", for: "k")
        XCTAssertTrue(database.close().isClean)
    }
}
