import DatabaseKit

/// The kanban board's tables: cards, history and undo, the shared board's
/// outbox and reading place, the boards and the cards' places.
public enum KanbanTables {
    /// The kanban board's migrations, oldest first.
    public static let migrations: [DatabaseSchema.Part] = [
        { KanbanRepository.registerMigrations(in: &$0) },
        { KanbanRepository.registerSyncMigration(in: &$0) },
        { KanbanRepository.registerShadowMigration(in: &$0) },
        { KanbanRepository.registerBoardsMigration(in: &$0) },
        { KanbanRepository.registerPlacesMigration(in: &$0) },
        { KanbanRepository.registerRepeatsMigration(in: &$0) },
        { KanbanRepository.registerFlowMigration(in: &$0) },
        { KanbanRepository.registerLiveCardsMigration(in: &$0) },
        { KanbanRepository.registerArchiveMigration(in: &$0) },
        { KanbanRepository.registerPeopleMigration(in: &$0) },
    ]
    /// Its tables that grow with use, checked as they are read, not when
    /// the database opens.
    public static let checkedWhenRead: Set<String> = ["kanbanCard", "kanbanHistory", "kanbanOutbox"]
    /// The database as the kanban commands and the sync program open it.
    public static let schema = DatabaseSchema(migrations, checkedWhenRead: checkedWhenRead)
}
