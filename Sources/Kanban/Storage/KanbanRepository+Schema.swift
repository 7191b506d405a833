import DatabaseKit
import GRDB

extension KanbanRepository {
    /// The migrations of the kanban board's tables, oldest first.
    ///
    /// - `kanbanCard`: one row per card ever made. A removed card stays as
    ///   a tombstone (`deleted = 1`), never deleted: undo brings it back,
    ///   and a shared board will need to know it was removed.
    ///   `boardColumn` is `KanbanColumn.rawValue`, `position` the
    ///   fractional order key, `deadline` `YYYY-MM-DD` or NULL.
    /// - `kanbanHistory`: the history panel's lines, oldest first by `id`;
    ///   `at` is seconds since 2001-01-01 (Foundation's reference date, so a
    ///   `Date` reads back exactly).
    /// - `kanbanUndo`: the undo and redo stacks, one action (JSON) a row,
    ///   the top of each stack being its row with the largest `id`.
    static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("kanban-v1") { db in
            try db.execute(sql: """
                CREATE TABLE kanbanCard (
                    id TEXT PRIMARY KEY NOT NULL,
                    title TEXT NOT NULL,
                    body TEXT NOT NULL DEFAULT '',
                    deadline TEXT,
                    boardColumn TEXT NOT NULL CHECK (boardColumn IN ('todo', 'doing', 'done')),
                    position TEXT NOT NULL,
                    deleted INTEGER NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1))
                );
                CREATE TABLE kanbanHistory (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    at REAL NOT NULL,
                    step TEXT NOT NULL CHECK (step IN ('did', 'undid', 'redid', 'imported')),
                    action TEXT CHECK (action IN ('added', 'updated', 'moved', 'reordered', 'removed')),
                    fromColumn TEXT,
                    toColumn TEXT,
                    cardCount INTEGER,
                    title TEXT NOT NULL
                );
                CREATE TABLE kanbanUndo (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    stack TEXT NOT NULL CHECK (stack IN ('undo', 'redo')),
                    actionID TEXT NOT NULL UNIQUE,
                    cardID TEXT NOT NULL,
                    action TEXT NOT NULL
                );
                CREATE INDEX kanbanUndoStack ON kanbanUndo (stack, id);
                """)
        }
    }
}
