import GRDB
import JuiceCore

/// The juice stand's stock, one row per fruit.
///
/// Every call is one transaction, committed before it returns: an order
/// reads the stock and takes the fruits in the same transaction, so a crash
/// or a kill in the middle leaves the stock as it was, never half-taken.
/// Writes take the write lock before they read (`BEGIN IMMEDIATE`), so two
/// connections, even two bankui processes, cannot both serve the last fruit.
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

    /// Orders one glass of `juice`: checks every ingredient and takes all of
    /// them, or takes nothing and reports what is short (`Stock.order`).
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

    /// Adds `step` to `fruit`, clamped to `Stock.range` (`Stock.adjust`).
    ///
    /// - Returns: the change actually made.
    @discardableResult
    public func adjust(_ fruit: Fruit, by step: Int) throws -> Int {
        try update { stock in stock.adjust(fruit, by: step) }
    }

    /// Reads the stock, lets `body` change it, and writes the fruits whose
    /// count changed, all in one transaction. GRDB's `write` begins it
    /// IMMEDIATE on a writable connection, so the read already holds the
    /// write lock. A throw from `body` rolls back and writes nothing.
    private func update<Result>(_ body: (inout Stock) throws -> Result) throws -> Result {
        try database.writer.write { db in
            let before = try Self.load(db)
            var after = before
            let result = try body(&after)
            for fruit in Fruit.allCases where after[fruit] != before[fruit] {
                try FruitStockRow(fruit: fruit.rawValue, count: after[fruit]).save(db)
            }
            return result
        }
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
