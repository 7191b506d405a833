import JuiceCore
import Storage

/// Where the Juice tab reads and changes the stock: the database in the
/// app, a stand-in in tests (for example one whose writes fail).
protocol JuiceStockStore {
    /// The stock now.
    func stock() throws -> Stock
    /// One glass of `juice`, all or nothing, committed before it returns.
    func order(_ juice: Juice) throws -> OrderResult
    /// Sets `fruit` to `count`, committed before it returns; returns the change.
    func set(_ fruit: Fruit, to count: Int) throws -> Int
}

extension JuiceRepository: JuiceStockStore {}
