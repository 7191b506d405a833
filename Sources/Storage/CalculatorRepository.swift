import CalculatorCore
import GRDB

/// The calculator's history, kept across runs: every line the calculator
/// made, oldest first. Each call is one transaction, committed before it
/// returns.
public struct CalculatorRepository: Sendable {
    private let database: AppDatabase

    /// A repository over `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// Every stored line, oldest first. A row that holds no line this build
    /// knows (an unknown kind or operator, written by hand) is skipped rather
    /// than hiding the whole history.
    public func history() throws -> [HistoryLine] {
        try database.writer.read { db in
            try CalculatorHistoryRow.order(Column("id")).fetchAll(db).compactMap(\.line)
        }
    }

    /// How many lines are stored.
    public func lineCount() throws -> Int {
        try database.writer.read { db in try CalculatorHistoryRow.fetchCount(db) }
    }

    /// Adds `lines` after the stored ones, all or none.
    public func append(_ lines: [HistoryLine]) throws {
        guard !lines.isEmpty else { return }
        try database.writer.write { db in try Self.insert(lines, db) }
    }

    /// Replaces the whole history with `lines` (none to clear it), all or
    /// none: the old lines are gone only if the new ones are stored.
    public func replaceHistory(with lines: [HistoryLine]) throws {
        try database.writer.write { db in
            _ = try CalculatorHistoryRow.deleteAll(db)
            try Self.insert(lines, db)
        }
    }

    private static func insert(_ lines: [HistoryLine], _ db: Database) throws {
        for line in lines { try CalculatorHistoryRow(line).insert(db) }
    }
}
