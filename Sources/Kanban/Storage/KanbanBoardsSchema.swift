import DatabaseKit
import Foundation
import GRDB
import KanbanCore

extension KanbanRepository {
    /// The migration that gives the kanban tab several boards:
    ///
    /// - `kanbanBoard`: one row per board ever made (a removed board stays,
    ///   `deleted = 1`, so undo brings it back): its `name`, its list
    ///   `position` (a fractional order key) and a clock reading per field
    ///   (`nameHlc`, `positionHlc`, `deletedHlc`; empty: never set), as a
    ///   card's. The board every database had becomes the first board,
    ///   `Project Manager`, under the id every database gives it
    ///   (``BoardInfo/firstID``), its fields never set: so two databases
    ///   that each had it share one first board.
    /// - `kanbanCard` gains `boardID` (the card's board; every existing
    ///   card is on the first board) and its reading `boardHlc` (empty:
    ///   never set, which every board reads as the first board).
    /// - `kanbanHistory` is rebuilt to hold the lines of the boards'
    ///   actions and of cards moved between boards, and which boards each
    ///   line is about (`boards`, ids separated by commas; NULL: every
    ///   board's). Existing lines are the first board's; an import's stays
    ///   every board's. Nothing else of a line changes.
    /// - `kanbanShownBoard`: the board the tab shows (one row).
    static func registerBoardsMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("kanban-boards-v1") { db in
            let first = BoardInfo.firstID.uuidString
            try db.execute(sql: """
                CREATE TABLE kanbanBoard (
                    id TEXT PRIMARY KEY NOT NULL,
                    name TEXT NOT NULL,
                    position TEXT NOT NULL,
                    deleted INTEGER NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
                    nameHlc TEXT NOT NULL DEFAULT '',
                    positionHlc TEXT NOT NULL DEFAULT '',
                    deletedHlc TEXT NOT NULL DEFAULT ''
                );
                CREATE TABLE kanbanShownBoard (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    boardID TEXT NOT NULL
                );
                ALTER TABLE kanbanCard ADD COLUMN boardID TEXT NOT NULL DEFAULT '\(first)';
                ALTER TABLE kanbanCard ADD COLUMN boardHlc TEXT NOT NULL DEFAULT '';
                CREATE TABLE kanbanHistoryNew (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    at REAL NOT NULL,
                    step TEXT NOT NULL CHECK (step IN ('did', 'undid', 'redid', 'imported', 'remote', 'conflict')),
                    action TEXT CHECK (action IN ('added', 'updated', 'moved', 'reordered', 'removed', 'restored',
                                                  'movedBoard', 'boardAdded', 'boardRenamed', 'boardRemoved')),
                    fromColumn TEXT,
                    toColumn TEXT,
                    cardCount INTEGER,
                    title TEXT NOT NULL,
                    cardID TEXT,
                    field TEXT,
                    lostValue TEXT,
                    keptValue TEXT,
                    lostHere INTEGER,
                    boards TEXT,
                    fromName TEXT,
                    toName TEXT
                );
                INSERT INTO kanbanHistoryNew (id, at, step, action, fromColumn, toColumn, cardCount, title, cardID, field,
                                              lostValue, keptValue, lostHere, boards)
                    SELECT id, at, step, action, fromColumn, toColumn, cardCount, title, cardID, field,
                           lostValue, keptValue, lostHere, CASE WHEN step = 'imported' THEN NULL ELSE '\(first)' END
                    FROM kanbanHistory;
                DROP TABLE kanbanHistory;
                ALTER TABLE kanbanHistoryNew RENAME TO kanbanHistory;
                """)
            try db.execute(sql: "INSERT INTO kanbanBoard (id, name, position) VALUES (?, ?, ?)",
                           arguments: [first, BoardInfo.firstName, OrderKey.first])
            try db.execute(sql: "INSERT INTO kanbanShownBoard (id, boardID) VALUES (1, ?)", arguments: [first])
        }
    }

    /// `kanbanCardPlace`: the live cards by board, column and position (a
    /// partial index: removed cards are not in it). A change to one card
    /// made without the screen (`bankui kanban add`, `move`) finds the
    /// last card of one column of one board in a few steps through it,
    /// instead of reading and ordering every card
    /// (``KanbanRepository/lastPosition(in:on:)``).
    ///
    /// Its condition names `boardID` (never NULL) so that only a query
    /// that repeats it uses the index: SQLite would otherwise read every
    /// live card (the tab's load, which wants them all) through it, one
    /// look-up in the table per card, about ten times slower than reading
    /// the table in order.
    static func registerPlacesMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("kanban-boards-v2") { db in
            try db.execute(sql: """
                CREATE INDEX kanbanCardPlace ON kanbanCard (boardID, boardColumn, position)
                WHERE deleted = 0 AND boardID IS NOT NULL
                """)
        }
    }

    /// - `kanbanCard` gains `repeats` (how the card repeats, as JSON:
    ///   ``CardRepeat``; NULL: it does not) and its reading `repeatsHlc`
    ///   (empty: never set).
    /// - `kanbanBoard` gains `wip` (its columns' soft limits, as JSON:
    ///   ``WipLimits``; NULL: none) and its reading `wipHlc`.
    /// - `kanbanHistory` is rebuilt so that its lines may say a limit was
    ///   set (`wipSet`, the column in `toColumn`, the limit in
    ///   `cardCount`); nothing else of a line changes.
    static func registerRepeatsMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("kanban-repeats-v1") { db in
            try db.execute(sql: """
                ALTER TABLE kanbanCard ADD COLUMN repeats TEXT;
                ALTER TABLE kanbanCard ADD COLUMN repeatsHlc TEXT NOT NULL DEFAULT '';
                ALTER TABLE kanbanBoard ADD COLUMN wip TEXT;
                ALTER TABLE kanbanBoard ADD COLUMN wipHlc TEXT NOT NULL DEFAULT '';
                CREATE TABLE kanbanHistoryNew (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    at REAL NOT NULL,
                    step TEXT NOT NULL CHECK (step IN ('did', 'undid', 'redid', 'imported', 'remote', 'conflict')),
                    action TEXT CHECK (action IN ('added', 'updated', 'moved', 'reordered', 'removed', 'restored',
                                                  'movedBoard', 'boardAdded', 'boardRenamed', 'boardRemoved', 'wipSet')),
                    fromColumn TEXT,
                    toColumn TEXT,
                    cardCount INTEGER,
                    title TEXT NOT NULL,
                    cardID TEXT,
                    field TEXT,
                    lostValue TEXT,
                    keptValue TEXT,
                    lostHere INTEGER,
                    boards TEXT,
                    fromName TEXT,
                    toName TEXT
                );
                INSERT INTO kanbanHistoryNew SELECT id, at, step, action, fromColumn, toColumn, cardCount, title, cardID,
                    field, lostValue, keptValue, lostHere, boards, fromName, toName FROM kanbanHistory;
                DROP TABLE kanbanHistory;
                ALTER TABLE kanbanHistoryNew RENAME TO kanbanHistory;
                """)
        }
    }

    /// `kanbanCard` gains the moments the board's flow is worked out from
    /// (``FlowCard``), seconds since 2001-01-01: `madeAt` (when the card
    /// was made) and `startedAt` (when it first went to DOING). A card
    /// already stored was made at a moment not known (NULL); one in DOING
    /// started when its column was last set. When a card went to DONE is
    /// its column's reading (`columnHlc`).
    static func registerFlowMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("kanban-flow-v1") { db in
            try db.execute(sql: """
                ALTER TABLE kanbanCard ADD COLUMN madeAt REAL;
                ALTER TABLE kanbanCard ADD COLUMN startedAt REAL;
                """)
            let doing = try Row.fetchAll(db, sql: "SELECT id, columnHlc FROM kanbanCard WHERE boardColumn = 'doing'")
            let update = try db.makeStatement(sql: "UPDATE kanbanCard SET startedAt = ? WHERE id = ?")
            for row in doing {
                guard let at = KanbanSyncStore.flowTime(of: row[1] ?? "") else { continue }
                try update.execute(arguments: [at, row[0] as String?])
            }
        }
    }

    /// `kanbanCard` gains `doneOn` (the ISO day the card went to DONE or
    /// came back from the archive: ``Card/doneOn``; NULL, not known) and
    /// its reading `doneOnHlc`. A card already in DONE went there on the
    /// local day of its column's reading, which every board sharing it
    /// reckons alike, so it is not sent (its reading stays empty).
    /// `kanbanCardLive` gains the day, so that DONE's first page and count
    /// leave out the archive from the index alone.
    static func registerArchiveMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("kanban-archive-v1") { db in
            try db.execute(sql: """
                ALTER TABLE kanbanCard ADD COLUMN doneOn TEXT;
                ALTER TABLE kanbanCard ADD COLUMN doneOnHlc TEXT NOT NULL DEFAULT '';
                DROP INDEX kanbanCardLive;
                CREATE INDEX kanbanCardLive ON kanbanCard (boardID, boardColumn, position, doneOn)
                WHERE \(placed) AND id GLOB '\(cardIDPattern)';
                """)
            let done = try Row.fetchAll(db, sql: "SELECT id, columnHlc FROM kanbanCard WHERE boardColumn = 'done'")
            let update = try db.makeStatement(sql: "UPDATE kanbanCard SET doneOn = ? WHERE id = ?")
            for row in done {
                guard let at = KanbanSyncStore.flowTime(of: row[1] ?? "") else { continue }
                let day = Deadline.of(Date(timeIntervalSinceReferenceDate: at), in: .current)
                try update.execute(arguments: [day.iso, row[0] as String?])
            }
        }
    }

    /// `kanbanCardLive`: the cards a board shows, by board, column and
    /// position: the place index (`kanbanCardPlace`) of only the rows whose
    /// id reads as a card's. The first page's counts and the flow ask for
    /// exactly those rows; with this index SQLite counts a column from the
    /// index alone and never tests an id against the pattern, a `GLOB`
    /// that cost 22 ms per 10,000 cards, more than the rest of the read.
    /// The queries name the same terms (``placed``, the id `GLOB`), which
    /// is how SQLite knows the index holds their rows.
    static func registerLiveCardsMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("kanban-live-cards-v1") { db in
            try db.execute(sql: """
                CREATE INDEX kanbanCardLive ON kanbanCard (boardID, boardColumn, position)
                WHERE \(placed) AND id GLOB '\(cardIDPattern)'
                """)
        }
    }
}
