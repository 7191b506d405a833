import Foundation
import GRDB

/// What the user is typing and has not saved: each tab's draft is text
/// only that tab reads (see `TabDraft`), kept with the tab's number and the
/// running bankui that holds it (``DraftHolder``).
///
/// A running bankui keeps its drafts here as it goes (``keep(_:as:at:)``,
/// each time replacing what it kept before), so a `kill -9` or a crash
/// loses at most the last moments of typing; a clean quit keeps them and
/// lets them go (``release(_:as:at:)``). A start claims the drafts no
/// running bankui holds (``claim(as:isRunning:)``): they stay stored,
/// now held by the new start, until what they hold is saved or discarded
/// — a restored draft survives a second kill.
///
/// Rows are only ever added, replaced or removed by their holder: a second
/// bankui on the same data directory never touches the first one's drafts,
/// even of the same tab. A start claims the oldest free draft of each tab;
/// a later one waits for the next start, so nothing typed is dropped.
public struct DraftRepository: Sendable {
    private let database: AppDatabase

    /// A repository over `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// Replaces the drafts `holder` kept before with `drafts` (tab number →
    /// draft), still held: what a running bankui is typing now. Committed
    /// before it returns, waiting at most ``AppDatabase/interactiveBusyTimeout``
    /// for another program's lock.
    public func keep(_ drafts: [Int: String], as holder: DraftHolder, at date: Date = Date()) throws {
        try database.write { db in try Self.replace(drafts, of: holder, with: holder, at: date, db) }
    }

    /// ``keep(_:as:at:)`` through ``AppDatabase/writes``, in order with the
    /// other writes; a failure waits for the next one.
    /// `written` is called (on a background queue) once it is made, or
    /// refused, or the database closed first.
    public func submitKeep(_ drafts: [Int: String], as holder: DraftHolder, description: String, at date: Date = Date(),
                           written: @escaping @Sendable () -> Void = {}) {
        database.writes.submit(description, { db in try Self.replace(drafts, of: holder, with: holder, at: date, db) },
                               completion: { _ in written() })
    }

    /// Replaces the drafts `holder` kept with `drafts`, held by no one: a
    /// clean quit's last word, for the next start. Committed before it
    /// returns (as ``keep(_:as:at:)``).
    public func release(_ drafts: [Int: String], as holder: DraftHolder, at date: Date = Date()) throws {
        try database.write { db in try Self.replace(drafts, of: holder, with: nil, at: date, db) }
    }

    /// ``release(_:as:at:)`` through ``AppDatabase/writes``: for when it met
    /// a locked database; closing the database then tries again and, if it
    /// still cannot, says so with `description`.
    public func submitRelease(_ drafts: [Int: String], as holder: DraftHolder, description: String, at date: Date = Date()) {
        database.writes.submit(description, { db in try Self.replace(drafts, of: holder, with: nil, at: date, db) },
                               completion: { _ in })
    }

    /// The oldest draft of each tab that no running bankui holds (tab
    /// number → draft), now held by `holder` in the same transaction: each
    /// is handed out once, even to two bankui starting together, and stays
    /// stored until `holder` keeps or releases something else. Younger
    /// drafts of the same tabs stay for the next start.
    public func claim(as holder: DraftHolder, isRunning: (DraftHolder) -> Bool = \.isRunning) throws -> [Int: String] {
        try database.write { db in
            let rows = try Row.fetchAll(db, sql: "SELECT id, tab, content, holder FROM draft ORDER BY id")
            var drafts: [Int: String] = [:]
            for row in rows {
                guard let id = row["id"] as Int64?, let tab = row["tab"] as Int?, drafts[tab] == nil else { continue }
                if let other = row["holder"] as String?, isRunning(DraftHolder(text: other)) { continue }
                // A row that cannot be read is removed, not handed out.
                guard let content = row["content"] as String? else {
                    try db.execute(sql: "DELETE FROM draft WHERE id = ?", arguments: [id])
                    continue
                }
                drafts[tab] = content
                try db.execute(sql: "UPDATE draft SET holder = ? WHERE id = ?", arguments: [holder.text, id])
            }
            return drafts
        }
    }

    private static func replace(_ drafts: [Int: String], of holder: DraftHolder, with newHolder: DraftHolder?,
                                at date: Date, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM draft WHERE holder = ?", arguments: [holder.text])
        for (tab, content) in drafts.sorted(by: { $0.key < $1.key }) {
            try db.execute(sql: "INSERT INTO draft (tab, content, savedAt, holder) VALUES (?, ?, ?, ?)",
                           arguments: [tab, content, date.timeIntervalSince1970, newHolder?.text])
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
        migrator.registerMigration("draft-v2") { db in
            // The running bankui that holds the row (`pid/start`); NULL:
            // free for the next start (every row before this version).
            try db.alter(table: "draft") { table in table.add(column: "holder", .text) }
            try db.create(index: "draft_holder", on: "draft", columns: ["holder"])
        }
    }
}
