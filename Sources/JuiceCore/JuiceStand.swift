import Synchronization

/// The juice stand's stock behind a lock, for callers on several threads
/// (the UI, a background save, tests).
///
/// Each call is atomic: an order checks and takes under one lock, so two
/// orders racing for the last fruits can never both be served and the stock
/// never goes negative. Compound edits go through `update`.
public final class JuiceStand: Sendable {
    /// `Mutex` from Synchronization: no `@unchecked Sendable` needed, and the
    /// lock is held only for a few dictionary operations.
    private let guarded: Mutex<Stock>

    /// A stand with `stock`, by default the seed's first-start stock.
    public init(stock: Stock = .initial) {
        guarded = Mutex(stock)
    }

    /// A snapshot of the stock at this moment.
    public var stock: Stock {
        guarded.withLock { $0 }
    }

    /// Orders one glass of `juice`: all ingredients are taken, or none
    /// (see `Stock.order`).
    public func order(_ juice: Juice) -> OrderResult {
        guarded.withLock { $0.order(juice) }
    }

    /// Sets `fruit` to exactly `count` (see `Stock.set`).
    ///
    /// - Returns: the change made.
    /// - Throws: `StockError.outOfRange` when `count` is outside `Stock.range`.
    @discardableResult
    public func set(_ fruit: Fruit, to count: Int) throws(StockError) -> Int {
        try guarded.withLock { stock throws(StockError) in try stock.set(fruit, to: count) }
    }

    /// Adds `step` to `fruit`, clamped to `Stock.range` (see `Stock.adjust`).
    ///
    /// - Returns: the change actually made.
    @discardableResult
    public func adjust(_ fruit: Fruit, by step: Int) -> Int {
        guarded.withLock { $0.adjust(fruit, by: step) }
    }

    /// Runs `body` on the stock under the lock, so that several reads and
    /// edits happen as one step (e.g. replacing the whole stock with one
    /// loaded from storage). `body` must not call back into this stand: the
    /// lock is not reentrant. All or nothing: `body` edits a copy, which
    /// replaces the stock only if `body` returns, so a throw leaves the stock
    /// as it was.
    public func update<Result: Sendable, Failure: Error>(
        _ body: (inout Stock) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try guarded.withLock { stock throws(Failure) in
            var draft = stock
            let result = try body(&draft)
            stock = draft
            return result
        }
    }
}
