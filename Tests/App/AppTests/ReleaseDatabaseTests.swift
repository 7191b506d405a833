import AppRoot
import DatabaseKit
import Foundation
import GRDB
import KanbanStorage
import Testing
import TimetableStorage

/// A database written by bankui 0.2.0 (Fixtures/bankui-0.2.0.sqlite: cards on
/// two boards with history and undo, changes waiting in the shared board's
/// outbox, a calculator history, juice stock, a timetable and a catalog, a
/// card editor's draft) opens in this build with every row.
@Suite struct ReleaseDatabaseTests {
    /// The rows of each table as 0.2.0 left them.
    private static let rows: [String: Int] = [
        "settings": 2, "calculatorHistory": 6, "calculatorHistoryLineCount": 1, "juice_stock": 5,
        "kanbanCard": 9, "kanbanUndo": 13, "kanbanOutbox": 8, "kanbanSync": 6, "kanbanShadow": 0,
        "kanbanBoard": 2, "kanbanShownBoard": 1, "kanbanHistory": 13,
        "timetableCatalogCourse": 2, "timetableCatalogInfo": 1, "timetable": 1, "timetableCourse": 1,
        "timetableSetting": 0, "timetableFavouriteDepartment": 0, "draft": 1,
    ]

    /// A copy of the fixture in a new directory.
    private func releaseDatabase() throws -> URL {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/bankui-0.2.0.sqlite")
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("ReleaseDatabaseTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: directory.appendingPathComponent(AppDatabase.fileName))
        return directory
    }

    private func counts(_ database: AppDatabase) throws -> [String: Int] {
        try database.writer.read { db in
            var counts: [String: Int] = [:]
            for table in Self.rows.keys {
                counts[table] = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table.quotedDatabaseIdentifier)")
            }
            return counts
        }
    }

    @Test func everyTableDraftAndOutboxRowSurvives() throws {
        let directory = try releaseDatabase()
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try AppDatabase.open(directory: directory, schema: AppTables.schema)
        #expect(try counts(database) == Self.rows)
        let applied = try database.writer.read { try AppTables.schema.migrator.appliedIdentifiers($0) }
        #expect(applied == Set(AppTables.schema.migrator.migrations))
        let draft = try database.writer.read { try String.fetchOne($0, sql: "SELECT content FROM draft") }
        #expect(draft?.contains("A card left half typed") == true)
        database.close()
        // And again: opening twice changes nothing.
        let again = try AppDatabase.open(directory: directory, schema: AppTables.schema)
        #expect(try counts(again) == Self.rows)
        again.close()
    }

    /// A tab's commands open the full database with their own tables only.
    @Test func aTabsCommandsOpenTheFullDatabase() throws {
        let directory = try releaseDatabase()
        defer { try? FileManager.default.removeItem(at: directory) }
        for schema in [KanbanTables.schema, TimetableTables.schema] {
            let database = try AppDatabase.open(directory: directory, schema: schema)
            #expect(try counts(database) == Self.rows)
            database.close()
            let reading = try AppDatabase.openForReading(directory: directory, schema: schema)
            #expect(try counts(reading) == Self.rows)
        }
    }

    /// A newer bankui's migration of a tab is refused by that tab's commands
    /// and by the full program, and left alone by another tab's commands.
    @Test func aNewerMigrationIsRefusedWhereItsTabIsKnown() throws {
        let directory = try releaseDatabase()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent(AppDatabase.fileName).path
        do {
            let queue = try DatabaseQueue(path: path)
            try queue.write { try $0.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('timetable-v99')") }
            try queue.close()
        }
        let kanban = try AppDatabase.open(directory: directory, schema: KanbanTables.schema)
        #expect(try counts(kanban) == Self.rows)
        kanban.close()
        for schema in [TimetableTables.schema, AppTables.schema] {
            #expect(throws: DatabaseOpenError.self) { _ = try AppDatabase.open(directory: directory, schema: schema) }
            do {
                _ = try AppDatabase.open(directory: directory, schema: schema)
            } catch {
                #expect(error.reason == .newerVersion(unknownMigrations: ["timetable-v99"]))
            }
        }
    }

    /// Opening checks the tables a program touches, except those that grow
    /// with use: the program all of them, a tab's commands their own tab's
    /// and the platform's. Each tab names its growing tables; DatabaseKit
    /// names none.
    @Test func openingChecksTheTablesItsProgramTouches() {
        #expect(!AppTables.schema.checksAtOpen("calculatorHistory"))
        #expect(!AppTables.schema.checksAtOpen("kanbanCard"))
        #expect(!AppTables.schema.checksAtOpen("timetableCatalogCourse"))
        #expect(AppTables.schema.checksAtOpen("juice_stock"))
        #expect(AppTables.schema.checksAtOpen("kanbanBoard"))
        #expect(AppTables.schema.checksAtOpen("settings"))
        #expect(KanbanTables.schema.checksAtOpen("kanbanBoard"))
        #expect(KanbanTables.schema.checksAtOpen("draft"))
        #expect(!KanbanTables.schema.checksAtOpen("kanbanOutbox"))
        #expect(!KanbanTables.schema.checksAtOpen("timetable"), "another tab's table")
        #expect(!KanbanTables.schema.checksAtOpen("calculatorHistory"))
        #expect(TimetableTables.schema.checksAtOpen("timetableCourse"))
        #expect(!TimetableTables.schema.checksAtOpen("timetableCatalogCourse"))
    }
}
