import JuiceCore
import Storage
import TerminalUI
import BankUIApp
import ScreenTesting
import TabKit
@testable import JuiceFeature

/// A store in memory whose reads or writes can be made to fail, to see how
/// the Juice tab handles a database that stops working.
final class StandInStockStore: JuiceStockStore {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "disk I/O error" }
    }

    var current: Stock
    var failsReads = false
    var failsWrites = false

    init(_ stock: Stock = .initial) { current = stock }

    func stock() throws -> Stock {
        if failsReads { throw Failure() }
        return current
    }

    func order(_ juice: Juice) throws -> OrderResult {
        if failsWrites { throw Failure() }
        return current.order(juice)
    }

    func set(_ fruit: Fruit, to count: Int) throws -> Int {
        if failsWrites { throw Failure() }
        return try current.set(fruit, to: count)
    }
}

/// A shell showing only the Juice tab over `store`, at `size`.
@MainActor
func makeJuiceDriver(_ language: Language = .en, store: any JuiceStockStore,
                     size: Size = Size(width: 80, height: 24)) -> (HeadlessDriver, JuiceTab) {
    let tab = JuiceTab(language: language, store: store)
    let shell = AppShell(language: language, tabs: [tab], initial: .juice)
    return (HeadlessDriver(app: shell, size: size), tab)
}

/// The same over a fresh in-memory database; returns its repository too.
@MainActor
func makeJuiceDriver(_ language: Language = .en, size: Size = Size(width: 80, height: 24)) throws
    -> (HeadlessDriver, JuiceTab, JuiceRepository) {
    let repository = JuiceRepository(database: try AppDatabase.inMemory())
    let (driver, tab) = makeJuiceDriver(language, store: repository, size: size)
    return (driver, tab, repository)
}
