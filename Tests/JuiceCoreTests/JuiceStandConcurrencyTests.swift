import Dispatch
import JuiceCore
import Synchronization
import XCTest

/// Many threads ordering and editing at once: the stock never leaves its
/// range and every fruit is accounted for.
final class JuiceStandConcurrencyTests: XCTestCase {
    /// What one worker did, merged after all workers are done.
    private struct Ledger: Sendable {
        var added: [Fruit: Int] = [:]
        var consumed: [Fruit: Int] = [:]
        var served = 0
        var short = 0
        var badSnapshots = 0

        mutating func merge(_ other: Ledger) {
            added.merge(other.added, uniquingKeysWith: +)
            consumed.merge(other.consumed, uniquingKeysWith: +)
            served += other.served
            short += other.short
            badSnapshots += other.badSnapshots
        }
    }

    /// SplitMix64: each worker gets its own reproducible sequence.
    private struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private static func isValid(_ stock: Stock) -> Bool {
        Fruit.allCases.allSatisfy { Stock.range.contains(stock[$0]) }
    }

    /// One worker's share: orders, steps, typed counts and snapshots.
    private static func work(on stand: JuiceStand, seed: UInt64, operations: Int) -> Ledger {
        var random = SplitMix(state: seed)
        var ledger = Ledger()
        for _ in 0..<operations {
            let fruit = Fruit.allCases.randomElement(using: &random) ?? .kiwi
            switch Int.random(in: 0..<20, using: &random) {
            case 0..<10:
                let juice = Juice.allCases.randomElement(using: &random) ?? .kiwi
                switch stand.order(juice) {
                case .served:
                    ledger.served += 1
                    ledger.consumed.merge(juice.recipe, uniquingKeysWith: +)
                case .short:
                    ledger.short += 1
                }
            case 10..<16:
                ledger.added[fruit, default: 0] += stand.adjust(fruit, by: Int.random(in: -20...20, using: &random))
            case 16..<19:
                // In range, so the change is always reported; refusals are tested elsewhere.
                let change = (try? stand.set(fruit, to: Int.random(in: 0...40, using: &random))) ?? 0
                ledger.added[fruit, default: 0] += change
            default:
                if !isValid(stand.stock) { ledger.badSnapshots += 1 }
            }
        }
        return ledger
    }

    private func assertBalanced(_ ledger: Ledger, initial: Stock, final: Stock,
                                file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(ledger.badSnapshots, 0, "a snapshot was out of range", file: file, line: line)
        XCTAssertTrue(Self.isValid(final), file: file, line: line)
        for fruit in Fruit.allCases {
            let expected = initial[fruit] + (ledger.added[fruit] ?? 0) - (ledger.consumed[fruit] ?? 0)
            XCTAssertEqual(final[fruit], expected, "\(fruit): initial + added − consumed", file: file, line: line)
        }
        // Both outcomes must have happened, or the test proved little.
        XCTAssertGreaterThan(ledger.served, 0, file: file, line: line)
        XCTAssertGreaterThan(ledger.short, 0, file: file, line: line)
    }

    func testThreadsOrderingAndEditingKeepTotals() {
        let stand = JuiceStand()
        let workers = 16
        let total = Mutex(Ledger())
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let ledger = Self.work(on: stand, seed: UInt64(worker) + 1, operations: 5_000)
            total.withLock { $0.merge(ledger) }
        }
        let ledger = total.withLock { $0 }
        assertBalanced(ledger, initial: .initial, final: stand.stock)
    }

    func testTasksOrderingAndEditingKeepTotals() async throws {
        let initial = try Stock([.strawberry: 500, .banana: 50, .pineapple: 5, .kiwi: 0, .mango: 1_000_000])
        let stand = JuiceStand(stock: initial)
        let ledger = await withTaskGroup(of: Ledger.self) { group in
            for task in 0..<32 {
                group.addTask { Self.work(on: stand, seed: 1_000 + UInt64(task), operations: 1_000) }
            }
            var total = Ledger()
            for await ledger in group {
                total.merge(ledger)
            }
            return total
        }
        assertBalanced(ledger, initial: initial, final: stand.stock)
    }

    func testTheLastGlassesAreServedExactlyOnce() throws {
        // Enough for exactly 100 망키쥬스; 2,000 threads race for them.
        let stand = JuiceStand(stock: try Stock([.mango: 200, .kiwi: 100]))
        let served = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 2_000) { _ in
            if stand.order(.mangoKiwi).isServed {
                served.withLock { $0 += 1 }
            }
        }
        XCTAssertEqual(served.withLock { $0 }, 100)
        XCTAssertEqual(stand.stock, .empty)
    }

    func testConcurrentStepsClampAtTheLimits() {
        let stand = JuiceStand(stock: .empty)
        let changes = Mutex(0)
        // Ten times the maximum in steps of 1,000: exactly the maximum sticks.
        DispatchQueue.concurrentPerform(iterations: 10_000) { _ in
            let change = stand.adjust(.banana, by: 1_000)
            changes.withLock { $0 += change }
        }
        XCTAssertEqual(stand.stock[.banana], Stock.maximum)
        XCTAssertEqual(changes.withLock { $0 }, Stock.maximum)
        // And all the way down again, ten times over.
        DispatchQueue.concurrentPerform(iterations: 10_000) { _ in
            let change = stand.adjust(.banana, by: -1_000)
            changes.withLock { $0 += change }
        }
        XCTAssertEqual(stand.stock, .empty)
        XCTAssertEqual(changes.withLock { $0 }, 0)
    }
}
