import DatabaseKit

/// The juice stand's table: its stock.
public enum JuiceTables {
    /// The juice stand's migrations, oldest first.
    public static let migrations: [DatabaseSchema.Part] = [
        { JuiceRepository.registerMigrations(in: &$0) },
    ]
    /// Its tables that grow with use, checked as they are read, not when
    /// the database opens.
    public static let checkedWhenRead: Set<String> = []
    /// The database as a program that uses only the juice stand opens it.
    public static let schema = DatabaseSchema(migrations, checkedWhenRead: checkedWhenRead)
}
