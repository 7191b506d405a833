import Foundation
import GRDB

/// What the user was typing when bankui stopped: each tab's draft is text
/// only that tab reads (see `TabDraft`), kept with the tab's number. Written
/// on every way out, taken (read and removed at once) at the next start, so
/// a draft is restored once.
///
/// Saving only adds rows: a second bankui on the same data directory never
/// removes or overwrites the first one's draft, even of the same tab. A
/// start takes the oldest draft of each tab; a later one waits for the next
/// start, so nothing typed is dropped.
public struct DraftRepository: Sendable {
    private let database: AppDatabase

    /// A repository over `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// Stores `drafts` (tab number → draft) beside any stored already;
    /// committed before it returns, waiting at most
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

    /// The oldest stored draft of each tab (tab number → draft), removed in
    /// the same transaction: each is handed out once, even to two bankui
    /// starting together. Younger drafts of the same tabs stay for the next
    /// start.
    public func take() throws -> [Int: String] {
        try database.write { db in
            let rows = try Row.fetchAll(db, sql: "SELECT id, tab, content FROM draft ORDER BY id")
            var drafts: [Int: String] = [:]
            var taken: [Int64] = []
            for row in rows {
                guard let id = row["id"] as Int64?, let tab = row["tab"] as Int?, drafts[tab] == nil else { continue }
                taken.append(id)
                // A row that cannot be read is removed, not handed out.
                if let content = row["content"] as String? { drafts[tab] = content }
            }
            for id in taken { try db.execute(sql: "DELETE FROM draft WHERE id = ?", arguments: [id]) }
            return drafts
        }
    }

    private static func store(_ drafts: [Int: String], at date: Date, _ db: Database) throws {
        for (tab, content) in drafts.sorted(by: { $0.key < $1.key }) {
            try db.execute(sql: "INSERT INTO draft (tab, content, savedAt) VALUES (?, ?, ?)",
                           arguments: [tab, content, date.timeIntervalSince1970])
        }
    }

    /// The migrations of the `draft` table, oldest first.
    static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("draft-v1") { db in
            try db.create(table: "draft") { table in
                // Several rows a tab: two bankui may each keep one.
                table.autoIncrementedPrimaryKey("id")
                table.column("tab", .integer).notNull()
                table.column("content", .text).notNull()
                // Seconds since 1970: for a person reading the file.
                table.column("savedAt", .double).notNull()
            }
        }
    }
}
