import GRDB

/// The schema history of bankui: the named migrations of every domain.
///
/// How a domain adds its tables: next to its repository, write
/// `static func registerMigrations(in migrator: inout DatabaseMigrator)`
/// (see `SettingsRepository+Schema.swift`), then add one line to `migrator`
/// below. The rules that keep old databases opening:
/// - an identifier reads `<domain>-v<n>` and never changes once shipped;
/// - a shipped migration is never edited: a change is a new migration;
/// - domains are listed in the order they were added, and a migration may
///   only use the tables of its own domain and of domains listed above it
///   (GRDB runs the missing migrations in this order).
/// A database that records a migration missing from this list was written
/// by a newer bankui and is refused (`DatabaseMigrator.hasBeenSuperseded`).
enum Migrations {
    /// All migrations, in the order they run.
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        SettingsRepository.registerMigrations(in: &migrator)
        CalculatorRepository.registerMigrations(in: &migrator)
        JuiceRepository.registerMigrations(in: &migrator)
        KanbanRepository.registerMigrations(in: &migrator)
        KanbanRepository.registerSyncMigration(in: &migrator)
        TimetableRepository.registerMigrations(in: &migrator)
        CalculatorRepository.registerCalculationMigration(in: &migrator)
        DraftRepository.registerMigrations(in: &migrator)
        KanbanRepository.registerShadowMigration(in: &migrator)
        KanbanRepository.registerBoardsMigration(in: &migrator)
        TimetableRepository.registerSemesterMigration(in: &migrator)
        KanbanRepository.registerPlacesMigration(in: &migrator)
        // Next: …
        return migrator
    }()
}
