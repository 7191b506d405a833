import FileKit
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

/// The background write path: writes never block their caller, keep their
/// order, wait out a locked database or a full disk, and are reported.
final class WriteQueueTests: XCTestCase {
    private func line(_ value: Decimal, _ op: Operator? = nil) -> HistoryLine {
        HistoryLine(kind: .operand(op), value: value)
    }

    private func storedNumbers(_ database: AppDatabase) throws -> [String] {
        try database.writer.read { try String.fetchAll($0, sql: "SELECT number FROM calculatorHistory ORDER BY id") }
    }

    func testASubmittedWriteIsMadeInTheBackgroundAndReported() throws {
        let database = try AppDatabase.open(directory: try makeTemporaryDirectory(for: self))
        let calculator = CalculatorRepository(database: database)
        let done = expectation(description: "stored")
        let stored = Recorder<[StoredHistoryLine]>()
        let lines = [line(1), line(2, .add), HistoryLine(kind: .result, value: 3)]
        calculator.submitAppend(lines) { result in
            if case .success(let rows) = result { stored.append(rows) }
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        let rows = try XCTUnwrap(stored.values.first)
        XCTAssertEqual(rows.map(\.line), lines)
        XCTAssertEqual(rows.map(\.id), rows.map(\.id).sorted())
        XCTAssertEqual(try calculator.lastLines(10), rows)
        XCTAssertEqual(database.writes.status, WriteQueue.Status(pendingCount: 0, lastError: nil))
    }

    func testTheDefaultDescriptionSaysWhatTheWriteHolds() {
        let lines = [line(1), line(2, .add), HistoryLine(kind: .result, value: 3)]
        XCTAssertEqual(CalculatorRepository.describe(lines), "calculator: 1 + 2 = 3")
        let long = (0..<100).map { line(Decimal($0), .add) }
        XCTAssertLessThanOrEqual(CalculatorRepository.describe(long).count, "calculator: ".count + 80)
    }

    /// The hostile test of a second program holding the database: the
    /// writes return at once, wait in order, and are all made once the lock
    /// is gone, without anyone asking again.
    func testALockedDatabaseKeepsWritesPendingInOrderUntilTheLockGoes() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let database = try AppDatabase.open(directory: directory)
        let calculator = CalculatorRepository(database: database)
        let other = try LockHolder(directory: directory)
        try other.lock()

        let completions = Recorder<Int>()
        let allDone = expectation(description: "all three stored")
        allDone.expectedFulfillmentCount = 3
        for n in 1...3 {
            calculator.submitAppend([line(Decimal(n))]) { result in
                if case .success = result { completions.append(n) }
                allDone.fulfill()
            }
        }
        // Submitting never waits for the lock: all three calls are back while
        // it is held, and none of them was tried to its end.
        waitUntil("the writes are held up by the lock") {
            database.writes.status.isHeldUp && database.writes.status.lastError?.cause == .locked
        }
        XCTAssertEqual(database.writes.status.pendingCount, 3)
        XCTAssertEqual(database.writes.pendingDescriptions, ["calculator: 1", "calculator: 2", "calculator: 3"])
        XCTAssertEqual(completions.values, [], "nothing is reported saved while it is not")
        XCTAssertEqual(try storedNumbers(database), [])

        try other.release()
        wait(for: [allDone], timeout: 15)
        XCTAssertEqual(completions.values, [1, 2, 3], "completions come in submission order")
        XCTAssertEqual(try storedNumbers(database), ["1", "2", "3"], "written in submission order")
        XCTAssertEqual(database.writes.status, WriteQueue.Status(pendingCount: 0, lastError: nil))
    }

    func testFlushReportsWhatIsStillUnsavedAndSavesTheRestOnceItCan() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let database = try AppDatabase.open(directory: directory)
        let calculator = CalculatorRepository(database: database)
        let juice = JuiceRepository(database: database)
        let other = try LockHolder(directory: directory)
        try other.lock()
        calculator.submitAppend([line(1), line(2, .add), HistoryLine(kind: .result, value: 3)])
        juice.submitOrder(.mango)

        var unsaved: [String] = []
        let elapsed = measureSeconds { unsaved = database.writes.flush(timeout: 0.3) }
        XCTAssertEqual(unsaved, ["calculator: 1 + 2 = 3", "juice: order Mango juice"])
        XCTAssertGreaterThanOrEqual(elapsed, 0.29, "flush tries until its deadline")
        XCTAssertLessThan(elapsed, 0.3 + AppDatabase.backgroundBusyTimeout + 2, "and not much longer")

        try other.release()
        XCTAssertEqual(database.writes.flush(timeout: 10), [])
        XCTAssertEqual(try storedNumbers(database), ["1", "2", "3"])
        XCTAssertEqual(try juice.stock()[.mango], 7)
        XCTAssertEqual(database.writes.flush(timeout: 0), [], "nothing pending: returns at once")
    }

    /// A full disk, made by a size limit on the writing connection
    /// (`max_page_count`): SQLite then fails with SQLITE_FULL as on a full
    /// disk. The write waits, and is made once there is room.
    func testAFullDiskKeepsTheWritePendingUntilThereIsRoom() throws {
        let database = try AppDatabase.open(directory: try makeTemporaryDirectory(for: self))
        let calculator = CalculatorRepository(database: database)
        let pages = try database.writer.writeWithoutTransaction { db -> Int in
            let count = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            try db.execute(sql: "PRAGMA max_page_count = \(count)")
            return count
        }
        let big = HistoryLine(kind: .result, number: String(repeating: "9", count: 20_000))  // needs new pages
        let saved = expectation(description: "saved")
        calculator.submitAppend([big]) { result in
            if case .success = result { saved.fulfill() }
        }
        waitUntil("the write is held up by the full disk") { database.writes.status.lastError?.cause == .diskFull }
        XCTAssertEqual(database.writes.status.pendingCount, 1)
        XCTAssertThrowsError(try calculator.append([big]), "the disk is really full")

        _ = try database.writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA max_page_count = \(pages * 100)")
        }
        database.writes.retryNow()
        wait(for: [saved], timeout: 10)
        XCTAssertEqual(try calculator.history(), [big])
    }

    func testARefusedWriteIsReportedAndDroppedAndTheNextOnesGoOn() throws {
        let database = try AppDatabase.inMemory()
        let calculator = CalculatorRepository(database: database)
        try database.writer.write { db in
            try db.execute(sql: """
                CREATE TRIGGER refuse BEFORE INSERT ON calculatorHistory WHEN NEW.number = 'refused'
                BEGIN SELECT RAISE(ABORT, 'refused'); END
                """)
        }
        let outcomes = Recorder<String>()
        let done = expectation(description: "three outcomes")
        done.expectedFulfillmentCount = 3
        for lines in [[line(1)], [line(2, .add), HistoryLine(kind: .result, number: "refused")], [line(4)]] {
            calculator.submitAppend(lines) { result in
                switch result {
                case .success: outcomes.append("saved")
                case .failure(let failure):
                    if case .refused = failure.reason { outcomes.append("refused: \(failure)") }
                }
                done.fulfill()
            }
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(outcomes.values, ["saved", "refused: calculator: + 2 = refused — not saved: refused", "saved"])
        XCTAssertEqual(try storedNumbers(database), ["1", "4"], "the refused write took nothing, the next one went on")
        XCTAssertEqual(database.writes.status.pendingCount, 0)
    }

    func testTheStatusHandlerTellsWhenWritesAreHeldUpAndWhenTheyPass() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let database = try AppDatabase.open(directory: directory)
        let statuses = Recorder<WriteQueue.Status>()
        database.writes.setStatusHandler { statuses.append($0) }
        let settings = SettingsRepository(database: database)

        settings.submitValue("1", for: "a")
        XCTAssertEqual(database.writes.flush(timeout: 10), [])
        let other = try LockHolder(directory: directory)
        try other.lock()
        settings.submitValue("2", for: "a")
        waitUntil("held up") { statuses.values.last?.isHeldUp == true }
        settings.submitValue("3", for: "a")
        waitUntil("two held up") { statuses.values.last?.pendingCount == 2 }
        try other.release()
        waitUntil("everything saved") { statuses.values.last?.isIdle == true }
        XCTAssertEqual(try settings.value(for: "a"), "3")
        XCTAssertTrue(statuses.values.allSatisfy { $0.isIdle || $0.lastError?.cause == .locked }, "\(statuses.values)")
        XCTAssertEqual(statuses.values.last, WriteQueue.Status(pendingCount: 0, lastError: nil))
    }

    func testTransientErrorsAreTheEnvironmentsOnly() {
        for code in [ResultCode.SQLITE_BUSY, .SQLITE_LOCKED, .SQLITE_FULL, .SQLITE_IOERR, .SQLITE_READONLY, .SQLITE_CANTOPEN] {
            XCTAssertTrue(WriteProblem.isTransient(DatabaseError(resultCode: code)), "\(code)")
        }
        for code in [ResultCode.SQLITE_CONSTRAINT, .SQLITE_ERROR, .SQLITE_MISMATCH, .SQLITE_TOOBIG, .SQLITE_MISUSE] {
            XCTAssertFalse(WriteProblem.isTransient(DatabaseError(resultCode: code)), "\(code)")
        }
        XCTAssertFalse(WriteProblem.isTransient(StockError.outOfRange(.kiwi, count: -1)))
        XCTAssertEqual(WriteProblem(DatabaseError(resultCode: .SQLITE_IOERR_WRITE)).cause, .ioError)
        XCTAssertEqual(WriteProblem(DatabaseError(resultCode: .SQLITE_BUSY)).cause, .locked)
    }

    /// A full disk is said as the screens say it, not in SQLite's words
    /// ("disk I/O error", "database or disk is full"), at a write and at
    /// the opening of the file.
    func testAFullDiskIsSaidInWordsNotSQLites() throws {
        let database = try AppDatabase.open(directory: try makeTemporaryDirectory(for: self))
        let calculator = CalculatorRepository(database: database)
        _ = try database.writer.writeWithoutTransaction { db in
            let count = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            try db.execute(sql: "PRAGMA max_page_count = \(count)")
        }
        calculator.submitAppend([HistoryLine(kind: .result, number: String(repeating: "9", count: 20_000))]) { _ in }
        waitUntil("the write is held up by the full disk") { database.writes.status.lastError?.cause == .diskFull }
        XCTAssertEqual(database.writes.status.lastError?.words, "the disk is full")
        let ioError = WriteProblem(DatabaseError(resultCode: .SQLITE_IOERR_WRITE, message: "disk I/O error"))
        XCTAssertFalse(ioError.words.contains("disk I/O error"), ioError.words)
        XCTAssertEqual(ioError.words, "the system could not write the database file (the disk may be full or failing)")
        let opening = DatabaseOpenError.Reason(opening: DatabaseError(resultCode: .SQLITE_IOERR, message: "disk I/O error"))
        XCTAssertEqual(opening.message, "the system could not write the database file (the disk may be full or failing); nothing was changed")
    }

    func testSubmittingAfterCloseIsReportedNotLost() throws {
        let database = try AppDatabase.inMemory()
        database.close()
        let failure = Recorder<String>()
        let done = expectation(description: "reported")
        SettingsRepository(database: database).submitValue("x", for: "k") { result in
            if case .failure(let error) = result, case .closed = error.reason { failure.append(error.write) }
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(failure.values, ["settings: k = x"])
    }
}
