import DatabaseKit
import CalculatorCore
import GRDB

/// One row of the `calculatorHistory` table: a history line in the order it
/// was made (`id` grows with every line).
///
/// The columns follow the stored form of `HistoryLine` (`kind`, `operator`,
/// `number`, the number's value as text), so the table reads like the lines
/// it holds; `calculation` and `place` (`calculator-v4`) keep each
/// calculation's lines together.
struct CalculatorHistoryRow: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "calculatorHistory"

    /// Given by SQLite on insert; nil on a row not stored yet.
    var id: Int64?
    var kind: String
    var `operator`: String?
    var number: String
    /// The calculation the line belongs to; nil on lines stored before
    /// `calculator-v4`.
    var calculation: Int64?
    /// Where the line's calculation sorts: the id of its newest line. Nil
    /// only until the insert trigger sets it to the row's own id.
    var place: Int64?

    /// The row for `line` in `calculation`, without an id (SQLite gives the
    /// next one) or a place (the insert trigger gives the id).
    init(_ line: HistoryLine, calculation: CalculationID?) {
        id = nil
        self.calculation = calculation?.rawValue
        place = nil
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

    /// The stored line this row holds, or nil as for `line`.
    var stored: StoredHistoryLine? {
        guard let id, let line else { return nil }
        return StoredHistoryLine(id: id, line: line, position: HistoryPosition(place: place ?? id, id: id),
                                 calculation: calculation.map(CalculationID.init(rawValue:)))
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

    /// Calculations kept whole (`calculator-v4`): two programs calculating
    /// at once on one database wrote their lines one step at a time, and the
    /// history, ordered by id, mixed them ("100 + 2 = 3"). Each line now
    /// names its calculation (`calculation`, a random id made by the
    /// program that typed it) and sorts by `place`, the id of its
    /// calculation's newest line, then by id. Lines stored before keep a
    /// NULL calculation and get their own id as place, so the history they
    /// make reads exactly as before. A trigger gives every row inserted
    /// without a place its own id, whoever inserts it.
    static func registerCalculationMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("calculator-v4") { db in
            try db.execute(sql: """
                ALTER TABLE calculatorHistory ADD COLUMN calculation INTEGER;
                ALTER TABLE calculatorHistory ADD COLUMN place INTEGER;
                UPDATE calculatorHistory SET place = id;
                CREATE INDEX calculatorHistoryOrder ON calculatorHistory(place, id);
                CREATE INDEX calculatorHistoryCalculation ON calculatorHistory(calculation)
                    WHERE calculation IS NOT NULL;
                CREATE TRIGGER calculatorHistoryPlace AFTER INSERT ON calculatorHistory
                WHEN NEW.place IS NULL
                BEGIN UPDATE calculatorHistory SET place = NEW.id WHERE id = NEW.id; END;
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
