import DatabaseTesting
import Foundation
import GRDB
import JuiceCore
import XCTest

@testable import DatabaseKit
@testable import JuiceStorage

/// Orders and edits through the background write path: the outcome is the
/// one the transaction decided, reported to the completion.
final class JuiceSubmittedWriteTests: XCTestCase {
    func testOrdersReportServedOrShortAsTheTransactionDecided() throws {
        let database = try AppDatabase.inMemory()
        let juice = JuiceRepository(database: database)
        try juice.set(.mango, to: 5)
        let results = Recorder<OrderResult>()
        juice.submitOrder(.mango) { if case .success(let outcome) = $0 { results.append(outcome) } }
        juice.submitOrder(.mango) { if case .success(let outcome) = $0 { results.append(outcome) } }
        XCTAssertEqual(database.writes.flush(timeout: 10), [])
        XCTAssertEqual(results.values, [.served(.mango), .short(.mango, missing: [.mango: 1])])
        XCTAssertEqual(try juice.stock()[.mango], 2)
    }

    /// The order is decided when it is made, not when it was submitted: a
    /// second bankui that took the last mangoes meanwhile makes it short.
    func testAnOrderWaitingForTheLockIsDecidedOnTheStockItFinds() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let database = try AppDatabase.open(directory: directory)
        let juice = JuiceRepository(database: database)
        try juice.set(.mango, to: 3)
        let other = try LockHolder(directory: directory)
        try other.lock()
        let results = Recorder<OrderResult>()
        juice.submitOrder(.mango) { if case .success(let outcome) = $0 { results.append(outcome) } }
        // Ordering never waits for the lock: the call has returned while the
        // other program still holds it, with nothing decided yet.
        XCTAssertEqual(results.values, [], "decided before the lock went")
        waitUntil("held up") { database.writes.status.isHeldUp }
        try other.queue.inDatabase { db in
            try db.execute(sql: "UPDATE juice_stock SET count = 1 WHERE fruit = 'mango'")
            try db.execute(sql: "COMMIT")
        }
        XCTAssertEqual(database.writes.flush(timeout: 10), [])
        XCTAssertEqual(results.values, [.short(.mango, missing: [.mango: 2])])
        XCTAssertEqual(try juice.stock()[.mango], 1)
    }

    func testEditsReportTheChangeOrTheRefusal() throws {
        let database = try AppDatabase.inMemory()
        let juice = JuiceRepository(database: database)
        let changes = Recorder<String>()
        juice.submitSet(.kiwi, to: 25) { changes.append("\($0.map { "\($0)" })") }
        juice.submitSet(.kiwi, to: 0) { changes.append("\($0.map { "\($0)" })") }
        juice.submitSet(.kiwi, to: -1) { result in
            if case .failure(let failure) = result, case .refused(let error) = failure.reason {
                changes.append("refused \(error)")
            }
        }
        XCTAssertEqual(database.writes.flush(timeout: 10), [])
        XCTAssertEqual(changes.values, ["success(\"15\")", "success(\"-25\")", "refused kiwi stock must be from 0 to 1000000, got -1"])
        XCTAssertEqual(try juice.stock()[.kiwi], 0)
    }

    func testSettingsCanBeStoredWithoutWaiting() throws {
        let database = try AppDatabase.inMemory()
        let settings = SettingsRepository(database: database)
        settings.submitValue("3", for: "lastTab")
        settings.submitValue("4", for: "lastTab")
        XCTAssertEqual(database.writes.flush(timeout: 10), [])
        XCTAssertEqual(try settings.value(for: "lastTab"), "4")
    }
}
