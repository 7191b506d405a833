import TextKit
import JuiceCore
import DatabaseKit
import JuiceStorage
import TerminalUI
import Shell
import ScreenTesting
import TabKit
@testable import JuiceFeature

/// A store in memory whose reads or writes can be made to fail, to see how
/// the Juice tab handles a database that stops working.
final class StandInStockStore: JuiceStockStore, @unchecked Sendable {
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

    func order(_ juice: Juice, completion: @escaping @Sendable (Result<OrderResult, WriteFailure>) -> Void) {
        if failsWrites { return completion(.failure(WriteFailure(write: "juice", reason: .refused(Failure())))) }
        completion(.success(current.order(juice)))
    }

    func set(_ fruit: Fruit, to count: Int, completion: @escaping @Sendable (Result<Int, WriteFailure>) -> Void) {
        if failsWrites { return completion(.failure(WriteFailure(write: "juice", reason: .refused(Failure())))) }
        do {
            completion(.success(try current.set(fruit, to: count)))
        } catch {
            completion(.failure(WriteFailure(write: "juice", reason: .refused(error))))
        }
    }
}

/// A real database whose writes are made at once (the repository's
/// blocking calls), so screen tests read what they did right away; the
/// background path is the write queue's own tests' and the end-to-end tests'.
struct ImmediateRepositoryStore: JuiceStockStore {
    let repository: JuiceRepository

    func stock() throws -> Stock { try repository.stock() }

    func order(_ juice: Juice, completion: @escaping @Sendable (Result<OrderResult, WriteFailure>) -> Void) {
        do { completion(.success(try repository.order(juice))) } catch {
            completion(.failure(WriteFailure(write: "juice", reason: .refused(error))))
        }
    }

    func set(_ fruit: Fruit, to count: Int, completion: @escaping @Sendable (Result<Int, WriteFailure>) -> Void) {
        do { completion(.success(try repository.set(fruit, to: count))) } catch {
            completion(.failure(WriteFailure(write: "juice", reason: .refused(error))))
        }
    }
}

/// A shell showing only the Juice tab over `store`, at `size`.
@MainActor
func makeJuiceDriver(_ language: Language = .en, store: any JuiceStockStore,
                     size: Size = Size(width: 80, height: 24), keys: KeyOverrides = .none) -> (HeadlessDriver, JuiceTab) {
    let harness = TabHarness(JuiceTab(language: language, store: store, keys: keys), language: language, size: size, keys: keys)
    return (harness.driver, harness.tab)
}

/// The same over a fresh in-memory database; returns its repository too.
@MainActor
func makeJuiceDriver(_ language: Language = .en, size: Size = Size(width: 80, height: 24)) throws
    -> (HeadlessDriver, JuiceTab, JuiceRepository) {
    let repository = JuiceRepository(database: try AppDatabase.inMemory())
    let (driver, tab) = makeJuiceDriver(language, store: ImmediateRepositoryStore(repository: repository), size: size)
    return (driver, tab, repository)
}

/// A Juice tab over a fresh in-memory database, in its harness, for tests
/// that hand it news from elsewhere (``TabHarness/deliver(_:)``).
@MainActor
func makeJuiceHarness(_ language: Language = .en) throws -> (TabHarness<JuiceTab>, JuiceRepository) {
    let repository = JuiceRepository(database: try AppDatabase.inMemory())
    let tab = JuiceTab(language: language, store: ImmediateRepositoryStore(repository: repository))
    return (TabHarness(tab, language: language), repository)
}
