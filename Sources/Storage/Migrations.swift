import GRDB

/// Every schema change, in order, each under a name that never changes.
///
/// A tab that stores data adds its named migrations here (never edit one
/// that has shipped: add a new one). A database that lists a migration this
/// build does not know was written by a newer bankui and is refused.
enum Migrations {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-settings") { db in
            try db.create(table: "setting") { t in
                t.primaryKey("key", .text)
                t.column("value", .text).notNull()
            }
        }
        return migrator
    }
}
