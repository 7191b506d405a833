import GRDB

/// One row of the `settings` table: a key and its value.
struct Setting: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "settings"

    var key: String
    var value: String
}

extension SettingsRepository {
    /// The migrations of the `settings` table, oldest first.
    static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("settings-v1") { db in
            try db.create(table: "settings") { table in
                table.primaryKey("key", .text)
                table.column("value", .text).notNull()
            }
        }
    }
}
