import DatabaseKit
import Foundation
import GRDB
import KanbanCore

extension KanbanRepository {
    /// The migration that prepares the board for a shared board:
    ///
    /// - `kanbanCard` gains one clock reading per synced field
    ///   (`titleHlc` … `deletedHlc`, ``HLC`` text; empty: never set). The
    ///   fields of existing cards get a reading of the time of the migration.
    /// - `kanbanOutbox`: every local change, one field a row, in the order
    ///   made (`mutationID`), written in the transaction of the change
    ///   (once the database has synced with a shared board: the first sync
    ///   sends the whole board) and deleted once the shared board has it. `value` is JSON text,
    ///   `baseHlc` the reading the field had before the change.
    /// - `kanbanSync`: `clientID` (this database's id on the shared board,
    ///   made here), `hlc` (the clock's last reading), and once synced
    ///   `cursor` (the last server sequence number applied) and `boardID`
    ///   (the shared board it was applied from).
    /// - `kanbanHistory` is rebuilt to also hold the lines of other boards'
    ///   changes (`remote`) and of values that lost to another board's
    ///   (`conflict`, with the card, field and both values).
    static func registerSyncMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("kanban-sync-v1") { db in
            let clientID = UUID().uuidString.lowercased()
            let hlc = HLC(millis: HLC.millis(of: Date()), counter: 0, node: clientID).text
            for column in KanbanSyncStore.clockColumns.map(\.value) {
                try db.execute(sql: "ALTER TABLE kanbanCard ADD COLUMN \(column) TEXT NOT NULL DEFAULT ''")
            }
            let all = KanbanSyncStore.clockColumns.map(\.value).map { "\($0) = :hlc" }.joined(separator: ", ")
            try db.execute(sql: "UPDATE kanbanCard SET \(all)", arguments: ["hlc": hlc])
            try db.execute(sql: """
                CREATE TABLE kanbanOutbox (
                    mutationID INTEGER PRIMARY KEY AUTOINCREMENT,
                    cardID TEXT NOT NULL,
                    field TEXT NOT NULL,
                    value TEXT NOT NULL,
                    hlc TEXT NOT NULL,
                    baseHlc TEXT NOT NULL
                );
                CREATE TABLE kanbanSync (
                    key TEXT PRIMARY KEY NOT NULL,
                    value TEXT NOT NULL
                );
                CREATE TABLE kanbanHistoryNew (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    at REAL NOT NULL,
                    step TEXT NOT NULL CHECK (step IN ('did', 'undid', 'redid', 'imported', 'remote', 'conflict')),
                    action TEXT CHECK (action IN ('added', 'updated', 'moved', 'reordered', 'removed', 'restored')),
                    fromColumn TEXT,
                    toColumn TEXT,
                    cardCount INTEGER,
                    title TEXT NOT NULL,
                    cardID TEXT,
                    field TEXT,
                    lostValue TEXT,
                    keptValue TEXT,
                    lostHere INTEGER
                );
                INSERT INTO kanbanHistoryNew (id, at, step, action, fromColumn, toColumn, cardCount, title)
                    SELECT id, at, step, action, fromColumn, toColumn, cardCount, title FROM kanbanHistory;
                DROP TABLE kanbanHistory;
                ALTER TABLE kanbanHistoryNew RENAME TO kanbanHistory;
                """)
            try db.execute(sql: "INSERT INTO kanbanSync (key, value) VALUES ('clientID', ?), ('hlc', ?)",
                           arguments: [clientID, hlc])
        }
        // The outbox is kept only once the database has met a shared board
        // (its first sync sends the whole board): what a database that never
        // synced wrote there goes.
        migrator.registerMigration("kanban-sync-v2") { db in
            try db.execute(sql: "DELETE FROM kanbanOutbox WHERE NOT EXISTS (SELECT 1 FROM kanbanSync WHERE key = 'boardID')")
        }
    }

    /// `kanbanShadow`: a value another board set concurrently with the
    /// same value as this one's, under the lower of the two readings. It
    /// stands only because the other set the same; when the other side
    /// moves the field on, it lost, and the board writes the conflict line
    /// the other boards write (``KanbanSyncStore/followShadows``).
    static func registerShadowMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("kanban-sync-v3") { db in
            try db.execute(sql: """
                CREATE TABLE kanbanShadow (
                    cardID TEXT NOT NULL,
                    field TEXT NOT NULL,
                    value TEXT NOT NULL,
                    hlc TEXT NOT NULL,
                    PRIMARY KEY (cardID, field, hlc)
                )
                """)
        }
    }
}
