import CalculatorCore
import Storage

/// Where the calculator tab keeps its history: the database in the app,
/// a stand-in in tests that need a failing store.
protocol CalculatorHistoryStore {
    /// Every stored line, oldest first.
    func history() throws -> [HistoryLine]
    /// Adds lines after the stored ones, all or none.
    func append(_ lines: [HistoryLine]) throws
    /// Replaces the whole history, all or none.
    func replaceHistory(with lines: [HistoryLine]) throws
}

extension CalculatorRepository: CalculatorHistoryStore {}
