import JuiceCore
import DatabaseKit
import JuiceStorage

/// Where the Juice tab reads and changes the stock: the database in the
/// app, a stand-in in tests (for example one whose writes fail).
///
/// Reads return at once (a read never waits for another program's write).
/// Writes are submitted and return at once; the completion comes later, on
/// any thread, with what the transaction decided or why it was refused.
protocol JuiceStockStore: Sendable {
    /// The stock now.
    func stock() throws -> Stock
    /// One glass of `juice`, all or nothing, decided by the transaction.
    func order(_ juice: Juice, completion: @escaping @Sendable (Result<OrderResult, WriteFailure>) -> Void)
    /// Sets `fruit` to `count`; the completion gets the change made.
    func set(_ fruit: Fruit, to count: Int, completion: @escaping @Sendable (Result<Int, WriteFailure>) -> Void)
}

extension JuiceRepository: JuiceStockStore {
    func order(_ juice: Juice, completion: @escaping @Sendable (Result<OrderResult, WriteFailure>) -> Void) {
        submitOrder(juice, completion: completion)
    }

    func set(_ fruit: Fruit, to count: Int, completion: @escaping @Sendable (Result<Int, WriteFailure>) -> Void) {
        submitSet(fruit, to: count, completion: completion)
    }
}
