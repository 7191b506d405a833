import DatabaseKit
import GRDB
import JuiceCore

/// The juice stand's stock, one row per fruit.
///
/// Every change is one transaction: an order reads the stock and takes the
/// fruits in the same transaction, so a crash or a kill in the middle
/// leaves the stock as it was, never half-taken. Writes take the write lock
/// before they read (`BEGIN IMMEDIATE`), so two connections, even two
/// bankui processes, cannot both serve the last fruit.
///
/// The `submit…` calls go through ``AppDatabase/writes``: they return at
/// once and report the outcome, as the transaction decided it, to their
/// completion on the write queue (kept and retried while the database is
/// locked or the disk full). ``order(_:)`` and ``set(_:to:)`` write at
/// once and throw.
public struct JuiceRepository: Sendable {
    private let database: AppDatabase

    /// A repository over `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// The stock as stored now.
    ///
    /// - Throws: a database error, or `StockError` when a stored count is
    ///   outside `Stock.range` (a file edited by hand).
    public func stock() throws -> Stock {
        try database.writer.read { db in try Self.load(db) }
    }

    // MARK: Writing in the background

    /// Orders one glass of `juice` through ``AppDatabase/writes``: when the
    /// write is made, checks every ingredient and takes all of them, or takes
    /// nothing (`Stock.order`); returns at once.
    ///
    /// - Parameters:
    ///   - description: what the user is told if the order cannot be saved;
    ///     by default `juice: order Mango juice`.
    ///   - completion: on the write queue, with `.served` or `.short` as the
    ///     committed transaction decided, or the failure.
    public func submitOrder(
        _ juice: Juice, description: String? = nil,
        completion: @escaping @Sendable (Result<OrderResult, WriteFailure>) -> Void = { _ in }
    ) {
        submitUpdate(description ?? "juice: order \(juice.englishName)", completion: completion) { stock in
            stock.order(juice)
        }
    }

    /// Sets `fruit` to exactly `count` through ``AppDatabase/writes``;
    /// returns at once. The completion gets the change made, or a
    /// ``WriteFailure`` refusing it with `StockError.outOfRange` when `count`
    /// is outside `Stock.range` (nothing is written).
    public func submitSet(
        _ fruit: Fruit, to count: Int, description: String? = nil,
        completion: @escaping @Sendable (Result<Int, WriteFailure>) -> Void = { _ in }
    ) {
        submitUpdate(description ?? "juice: set \(fruit.englishName) to \(count)", completion: completion) { stock in
            try stock.set(fruit, to: count)
        }
    }

    private func submitUpdate<Result: Sendable>(
        _ description: String,
        completion: @escaping @Sendable (Swift.Result<Result, WriteFailure>) -> Void,
        _ body: @escaping @Sendable (inout Stock) throws -> Result
    ) {
        database.writes.submit(description, { db in try Self.update(db, body) }, completion: completion)
    }

    // MARK: Writing at once

    /// Orders one glass of `juice`: checks every ingredient and takes all of
    /// them, or takes nothing and reports what is short (`Stock.order`).
    /// Committed before it returns (waiting at most
    /// ``AppDatabase/interactiveBusyTimeout`` for another program's lock).
    public func order(_ juice: Juice) throws -> OrderResult {
        try update { stock in stock.order(juice) }
    }

    /// Sets `fruit` to exactly `count`.
    ///
    /// - Returns: the change made.
    /// - Throws: `StockError.outOfRange` when `count` is outside
    ///   `Stock.range` (nothing is written), or a database error.
    @discardableResult
    public func set(_ fruit: Fruit, to count: Int) throws -> Int {
        try update { stock in try stock.set(fruit, to: count) }
    }

    private func update<Result>(_ body: (inout Stock) throws -> Result) throws -> Result {
        try database.write { db in try Self.update(db, body) }
    }

    /// Reads the stock, lets `body` change it, and writes the fruits whose
    /// count changed, inside the caller's transaction, which began
    /// IMMEDIATE: the read already holds the write lock. A throw from `body`
    /// rolls back and writes nothing.
    private static func update<Result>(_ db: Database, _ body: (inout Stock) throws -> Result) throws -> Result {
        let before = try load(db)
        var after = before
        let result = try body(&after)
        for fruit in Fruit.allCases where after[fruit] != before[fruit] {
            try FruitStockRow(fruit: fruit.rawValue, count: after[fruit]).save(db)
        }
        return result
    }

    /// The stock in `db`. A fruit without a row counts 0; a row of an
    /// unknown fruit (written by a newer bankui) is ignored.
    private static func load(_ db: Database) throws -> Stock {
        var counts: [Fruit: Int] = [:]
        for row in try FruitStockRow.fetchAll(db) {
            if let fruit = Fruit(rawValue: row.fruit) { counts[fruit] = row.count }
        }
        return try Stock(counts)
    }
}
