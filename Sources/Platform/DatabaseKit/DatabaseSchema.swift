import GRDB

/// The tables a program opens the database with: the named migrations of
/// the domains it knows, in the order they run.
///
/// Each tab's storage module lists its own migrations (`<Tab>Tables`); the
/// full program joins them all (`AppTables.schema`), and a headless command
/// of one tab opens the database with that tab's alone (`<Tab>Tables.schema`). The platform's own
/// tables (settings, drafts) are always part of a schema.
///
/// The rules that keep old databases opening:
/// - an identifier reads `<domain>-v<n>` and never changes once shipped;
/// - a shipped migration is never edited: a change is a new migration;
/// - a migration uses only the tables of its own tab.
///
/// A database that records a migration of one of the schema's domains that
/// the schema does not have was written by a newer bankui and is refused.
/// A complete schema (the full program's) refuses any migration it does not
/// know; a tab's schema leaves the other tabs' migrations alone.
public struct DatabaseSchema: Sendable {
    /// Registers some migrations, oldest first.
    public typealias Part = @Sendable (inout DatabaseMigrator) -> Void

    /// Every migration of the schema, in the order they run.
    public let migrator: DatabaseMigrator
    /// Whether the schema knows every domain of bankui.
    public let isComplete: Bool
    /// The domains of the schema's migrations (`kanban`, `kanban-sync`, …).
    let domains: Set<String>
    /// Tables that grow with use (a row per history line, per card ever
    /// made): opening does not read them whole to check them, since that
    /// would take longer the more they hold; SQLite reports a damaged page
    /// the moment a read meets one, and appending touches only the newest.
    public let checkedWhenRead: Set<String>

    /// A schema of the platform's tables and then `parts`, in that order;
    /// `checkedWhenRead` names the tables of `parts` that grow with use.
    public init(_ parts: [Part], checkedWhenRead: Set<String> = [], complete: Bool = false) {
        var migrator = DatabaseMigrator()
        for part in Self.platform + parts { part(&migrator) }
        self.migrator = migrator
        isComplete = complete
        domains = Set(migrator.migrations.map(Self.domain(of:)))
        self.checkedWhenRead = checkedWhenRead
    }

    /// Whether opening checks `table` whole: not a table that grows with
    /// use, and, for a tab's schema, only the tables of its own tab and the
    /// platform (a table's name starts with its tab's: `kanbanCard`,
    /// `juice_stock`), which are the ones its program touches.
    package func checksAtOpen(_ table: String) -> Bool {
        guard !checkedWhenRead.contains(table) else { return false }
        guard !isComplete else { return true }
        let word = String(table.prefix { $0.isLowercase && $0.isLetter })
        return roots.contains(word)
    }

    /// `kanban` for the domains `kanban`, `kanban-sync`, `kanban-boards`.
    private var roots: Set<String> {
        Set(domains.map { String($0.prefix { $0 != "-" }) })
    }

    /// The platform's own tables: settings, then drafts.
    static let platform: [Part] = [
        { SettingsRepository.registerMigrations(in: &$0) },
        { DraftRepository.registerMigrations(in: &$0) },
    ]

    /// The identifiers of the migrations recorded in `db` that this schema
    /// should know and does not: a newer bankui's work, sorted.
    public func unknownMigrations(_ db: Database) throws -> [String] {
        let known = Set(migrator.migrations)
        return try migrator.appliedIdentifiers(db).subtracting(known)
            .filter { isComplete || domains.contains(Self.domain(of: $0)) }
            .sorted()
    }

    /// `kanban-sync` for `kanban-sync-v3`: the identifier without its
    /// version.
    static func domain(of identifier: String) -> String {
        guard let dash = identifier.range(of: "-v", options: .backwards),
              !identifier[dash.upperBound...].isEmpty,
              identifier[dash.upperBound...].allSatisfy(\.isNumber) else { return identifier }
        return String(identifier[..<dash.lowerBound])
    }
}
