import DatabaseKit
import GRDB

extension KanbanRepository {
    /// The migration that names people:
    ///
    /// - `kanbanOutbox` gains `author`: who made the change (a
    ///   ``KanbanCore/PersonName``; empty for a change made before names),
    ///   sent with it to the shared board.
    /// - `kanbanHistory` gains `author`: who made the line's change; for a
    ///   conflict line, whose value was kept aside. NULL: nobody named.
    /// - `kanbanHistory` gains `lostHlc`: a conflict line's reading of the
    ///   value kept aside, so that the line goes when its author moves on
    ///   from that value (``KanbanSyncStore/dropMovedOn``).
    /// - `kanbanPeople`: the last name each board of the shared board
    ///   (client id) sent its changes under, to say whose a value was when
    ///   it loses to a later one.
    static func registerPeopleMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("kanban-people-v1") { db in
            try db.execute(sql: """
                ALTER TABLE kanbanOutbox ADD COLUMN author TEXT NOT NULL DEFAULT '';
                ALTER TABLE kanbanHistory ADD COLUMN author TEXT;
                ALTER TABLE kanbanHistory ADD COLUMN lostHlc TEXT;
                CREATE TABLE kanbanPeople (
                    clientID TEXT PRIMARY KEY NOT NULL,
                    name TEXT NOT NULL
                );
                """)
        }
    }
}
