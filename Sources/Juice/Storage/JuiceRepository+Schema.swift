import DatabaseKit
import GRDB
import JuiceCore

/// One row of the `juice_stock` table: a fruit and how many the stand has.
struct FruitStockRow: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "juice_stock"

    /// The fruit's stable identifier, `Fruit.rawValue`.
    var fruit: String
    /// The count, kept in `Stock.range` by a CHECK constraint too.
    var count: Int
}

extension JuiceRepository {
    /// The migrations of the juice stand's stock, oldest first.
    static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("juice-v1") { db in
            try db.create(table: FruitStockRow.databaseTableName) { table in
                table.primaryKey("fruit", .text)
                table.column("count", .integer).notNull()
                    .check { $0 >= Stock.range.lowerBound && $0 <= Stock.range.upperBound }
            }
            // First start (seed): 10 of every fruit. Written by the migration,
            // so it happens exactly once and later edits are never reset.
            for fruit in Fruit.allCases {
                try FruitStockRow(fruit: fruit.rawValue, count: Stock.initialCount).insert(db)
            }
        }
    }
}
