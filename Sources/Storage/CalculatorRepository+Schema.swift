import CalculatorCore
import GRDB

/// One row of the `calculatorHistory` table: a history line in the order it
/// was made (`id` grows with every line).
///
/// The columns follow the stored form of `HistoryLine` (`kind`, `operator`,
/// `number`, the number's exact value as text), so the table reads like the
/// lines it holds.
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
    /// The one-row table that holds how many lines `calculatorHistory` has,
    /// kept by triggers (`calculator-v3`), so that counting never reads the
    /// whole history.
    static let lineCountTable = "calculatorHistoryLineCount"

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
        // Numbers as values: `number` held the number as shown (`95,215`,
        // `1.5E25`); it now holds its exact value in plain text (`95215`,
        // `15000000000000000000000000`), formatted only when shown. A number
        // that does not read as one once its separators are removed (a row
        // edited by hand) is left as it is, and shown as it is.
        migrator.registerMigration("calculator-v2") { db in
            try convertShownNumbers(db)
        }
        // The line count, kept up to date by triggers on every insert and
        // delete, whoever makes them.
        migrator.registerMigration("calculator-v3") { db in
            try db.execute(sql: """
                CREATE TABLE \(lineCountTable) (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    lineCount INTEGER NOT NULL
                );
                INSERT INTO \(lineCountTable) (id, lineCount) VALUES (1, (SELECT count(*) FROM calculatorHistory));
                CREATE TRIGGER calculatorHistoryCountInsert AFTER INSERT ON calculatorHistory
                BEGIN UPDATE \(lineCountTable) SET lineCount = lineCount + 1 WHERE id = 1; END;
                CREATE TRIGGER calculatorHistoryCountDelete AFTER DELETE ON calculatorHistory
                BEGIN UPDATE \(lineCountTable) SET lineCount = lineCount - 1 WHERE id = 1; END;
                """)
        }
    }

    /// Rewrites every `number` that holds a shown number (with separators or
    /// in scientific notation) as its exact value, a batch of rows at a time.
    static func convertShownNumbers(_ db: Database) throws {
        // Only separators and exponents differ from the exact form: the
        // display never wrote trailing zeros or leading zeros.
        let select = try db.makeStatement(sql: """
            SELECT id, number FROM calculatorHistory
            WHERE id > ? AND (number GLOB '*[,Ee]*')
            ORDER BY id LIMIT 1000
            """)
        let update = try db.makeStatement(sql: "UPDATE calculatorHistory SET number = ? WHERE id = ?")
        var last: Int64 = .min
        while true {
            let rows = try Row.fetchAll(select, arguments: [last])
            guard let final = rows.last else { return }
            for row in rows {
                let id: Int64 = row["id"]
                let shown: String = row["number"]
                if let exact = HistoryLine.number(fromShown: shown), exact != shown {
                    try update.execute(arguments: [exact, id])
                }
            }
            last = final["id"]
        }
    }
}
