import Foundation
import GRDB

/// What the user was typing when bankui stopped, one row per tab: each tab's
/// draft is text only that tab reads (see `TabDraft`), keyed by the tab's
/// number. Written on every way out, taken (read and removed at once) at the
/// next start, so a draft is restored once.
///
/// Saving only adds or replaces the rows of the tabs that have a draft: a
/// second bankui on the same data directory that quits with nothing typed
/// never removes the first one's draft.
public struct DraftRepository: Sendable {
    private let database: AppDatabase

    /// A repository over `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// Stores `drafts` (tab number → draft), replacing the earlier draft of
    /// each of these tabs; committed before it returns, waiting at most
    /// ``AppDatabase/interactiveBusyTimeout`` for another program's lock.
    public func save(_ drafts: [Int: String], at date: Date = Date()) throws {
        guard !drafts.isEmpty else { return }
        try database.write { db in try Self.store(drafts, at: date, db) }
    }

    /// Stores `drafts` through ``AppDatabase/writes``: for when ``save(_:at:)``
    /// met a locked database; closing the database then tries again and, if
    /// it still cannot, says so with `description`.
    public func submit(_ drafts: [Int: String], description: String, at date: Date = Date()) {
        guard !drafts.isEmpty else { return }
        database.writes.submit(description, { db in try Self.store(drafts, at: date, db) }, completion: { _ in })
    }

    /// The stored drafts (tab number → draft), removed in the same
    /// transaction: each is handed out once, even to two bankui starting
    /// together.
    public func take() throws -> [Int: String] {
        try database.write { db in
            let rows = try Row.fetchAll(db, sql: "SELECT tab, content FROM draft")
            try db.execute(sql: "DELETE FROM draft")
            var drafts: [Int: String] = [:]
            for row in rows {
                guard let tab = row["tab"] as Int?, let content = row["content"] as String? else { continue }
                drafts[tab] = content
            }
            return drafts
        }
    }

    private static func store(_ drafts: [Int: String], at date: Date, _ db: Database) throws {
        for (tab, content) in drafts.sorted(by: { $0.key < $1.key }) {
            try db.execute(sql: "INSERT OR REPLACE INTO draft (tab, content, savedAt) VALUES (?, ?, ?)",
                           arguments: [tab, content, date.timeIntervalSince1970])
        }
    }

    /// The migrations of the `draft` table, oldest first.
    static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("draft-v1") { db in
            try db.create(table: "draft") { table in
                table.primaryKey("tab", .integer)
                table.column("content", .text).notNull()
                // Seconds since 1970: for a person reading the file.
                table.column("savedAt", .double).notNull()
            }
        }
    }
}
