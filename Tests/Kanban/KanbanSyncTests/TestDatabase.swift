import DatabaseKit
import Foundation
import KanbanStorage

/// The database as the tests of this target open it: with KanbanTables tables.
extension AppDatabase {
    static var testSchema: DatabaseSchema { KanbanTables.schema }

    static func open(directory: URL) throws(DatabaseOpenError) -> AppDatabase {
        try open(directory: directory, schema: testSchema)
    }

    static func inMemory() throws -> AppDatabase {
        try inMemory(schema: testSchema)
    }
}
