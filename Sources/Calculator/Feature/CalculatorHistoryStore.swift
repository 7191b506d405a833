import CalculatorCore
import DatabaseKit
import CalculatorStorage

/// Where the calculator tab keeps its history: the database in the app,
/// a stand-in in tests that need a failing or slow store.
///
/// Reads are of what one screen needs (the newest page, then older pages as
/// the user scrolls), so start does not grow with the history. Writes are
/// submitted and return at once; their completion comes later, on any
/// thread, once the write is made or refused for good.
protocol CalculatorHistoryStore: Sendable {
    /// How many lines are stored.
    func lineCount() throws -> Int
    /// The newest `limit` lines, oldest first.
    func lastLines(_ limit: Int) throws -> [StoredHistoryLine]
    /// Up to `limit` lines stored before `position`, oldest first.
    func lines(before position: HistoryPosition, limit: Int) throws -> [StoredHistoryLine]
    /// Adds the lines of `steps` to their calculations, all or none, in the
    /// background; each calculation then sorts last.
    func append(_ steps: [CalculationStep], completion: @escaping @Sendable (Result<[StoredHistoryLine], WriteFailure>) -> Void)
    /// Replaces the whole history with the lines of `steps`, all or none,
    /// after the writes before it.
    func replace(keeping steps: [CalculationStep], completion: @escaping @Sendable (Result<[StoredHistoryLine], WriteFailure>) -> Void)
}

extension CalculatorRepository: CalculatorHistoryStore {
    func append(_ steps: [CalculationStep], completion: @escaping @Sendable (Result<[StoredHistoryLine], WriteFailure>) -> Void) {
        submitAppend(steps: steps, completion: completion)
    }

    func replace(keeping steps: [CalculationStep], completion: @escaping @Sendable (Result<[StoredHistoryLine], WriteFailure>) -> Void) {
        submitReplaceHistory(keeping: steps, completion: completion)
    }
}
