import CalculatorCore
import GRDB

/// One row of the `calculatorHistory` table: a history line in the order it
/// was made (`id` grows with every line).
///
/// The columns follow the stored form of `HistoryLine` (`kind`, `operator`,
/// `number`), so the table reads like the lines it holds.
struct CalculatorHistoryRow: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "calculatorHistory"

    /// Given by SQLite on insert; nil on a row not stored yet.
    var id: Int64?
    var kind: String
    var `operator`: String?
    var number: String

    /// The row for `line`, without an id (SQLite gives the next one).
    init(_ line: HistoryLine) {
        id = nil
        number = line.number
        switch line.kind {
        case .operand(let shown):
            kind = "operand"
            `operator` = shown?.rawValue
        case .result:
            kind = "result"
            `operator` = nil
        }
    }

    /// The line this row holds, or nil when the row names a kind or an
    /// operator this build does not know.
    var line: HistoryLine? {
        switch kind {
        case "operand":
            guard let name = `operator` else { return HistoryLine(kind: .operand(nil), number: number) }
            guard let shown = Operator(rawValue: name) else { return nil }
            return HistoryLine(kind: .operand(shown), number: number)
        case "result":
            return HistoryLine(kind: .result, number: number)
        default:
            return nil
        }
    }
}

extension CalculatorRepository {
    /// The migrations of the calculator's tables, oldest first.
    static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("calculator-v1") { db in
            try db.create(table: "calculatorHistory") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("kind", .text).notNull()
                table.column("operator", .text)
                table.column("number", .text).notNull()
            }
        }
    }
}
