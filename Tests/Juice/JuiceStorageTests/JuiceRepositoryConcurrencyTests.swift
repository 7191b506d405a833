import DatabaseTesting
import Dispatch
import Foundation
import JuiceCore
import Synchronization
import XCTest

@testable import DatabaseKit
@testable import JuiceStorage

/// Many threads, over two connections to the same file (as two bankui
/// processes would be), ordering and editing at once: the stock never
/// leaves its range and every fruit is accounted for.
final class JuiceRepositoryConcurrencyTests: XCTestCase {
    private struct Ledger: Sendable {
        var added: [Fruit: Int] = [:]
        var consumed: [Fruit: Int] = [:]
        var served = 0
        var short = 0
        var failures = 0

        mutating func merge(_ other: Ledger) {
            added.merge(other.added, uniquingKeysWith: +)
            consumed.merge(other.consumed, uniquingKeysWith: +)
            served += other.served
            short += other.short
            failures += other.failures
        }
    }

    private static func work(on juice: JuiceRepository, worker: Int, operations: Int) -> Ledger {
        var ledger = Ledger()
        for step in 0..<operations {
            // A fixed mix per worker and step: reproducible, and every kind happens.
            let fruit = Fruit.allCases[(worker + step) % Fruit.allCases.count]
            do {
                switch (worker * 7 + step * 3) % 10 {
                case 0..<6:
                    let order = Juice.allCases[(worker + step * 5) % Juice.allCases.count]
                    switch try juice.order(order) {
                    case .served:
                        ledger.served += 1
                        ledger.consumed.merge(order.recipe, uniquingKeysWith: +)
                    case .short:
                        ledger.short += 1
                    }
                case 6..<9:
                    ledger.added[fruit, default: 0] += try juice.set(fruit, to: (step % 7) * 3)
                default:
                    ledger.added[fruit, default: 0] += try juice.set(fruit, to: step % 5)
                }
                let stock = try juice.stock()
                if !Fruit.allCases.allSatisfy({ Stock.range.contains(stock[$0]) }) { ledger.failures += 1 }
            } catch {
                ledger.failures += 1
            }
        }
        return ledger
    }

    func testThreadsOnTwoConnectionsKeepTotals() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let first = JuiceRepository(database: try AppDatabase.open(directory: directory))
        let second = JuiceRepository(database: try AppDatabase.open(directory: directory))
        let total = Mutex(Ledger())
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            let ledger = Self.work(on: worker.isMultiple(of: 2) ? first : second, worker: worker, operations: 150)
            total.withLock { $0.merge(ledger) }
        }
        let ledger = total.withLock { $0 }
        XCTAssertEqual(ledger.failures, 0, "an operation failed or saw a count out of range")
        XCTAssertGreaterThan(ledger.served, 0)
        XCTAssertGreaterThan(ledger.short, 0)
        let final = try JuiceRepository(database: try AppDatabase.open(directory: directory)).stock()
        for fruit in Fruit.allCases {
            XCTAssertEqual(final[fruit], Stock.initialCount + (ledger.added[fruit] ?? 0) - (ledger.consumed[fruit] ?? 0),
                           "\(fruit): initial + added − consumed")
        }
    }

    func testTheLastGlassesAreServedExactlyOnce() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let first = JuiceRepository(database: try AppDatabase.open(directory: directory))
        let second = JuiceRepository(database: try AppDatabase.open(directory: directory))
        try first.set(.mango, to: 40)
        try first.set(.kiwi, to: 20)
        let served = Mutex(0)
        let failures = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            do {
                if try (index.isMultiple(of: 2) ? first : second).order(.mangoKiwi).isServed {
                    served.withLock { $0 += 1 }
                }
            } catch {
                failures.withLock { $0 += 1 }
            }
        }
        XCTAssertEqual(failures.withLock { $0 }, 0)
        XCTAssertEqual(served.withLock { $0 }, 20)
        XCTAssertEqual(try first.stock()[.mango], 0)
        XCTAssertEqual(try first.stock()[.kiwi], 0)
    }
}
