import DatabaseKit
import Foundation
import CalculatorStorage
import JuiceStorage
import KanbanStorage

/// Every table the tests here use: the platform's and three tabs'.
let allTables = DatabaseSchema(CalculatorTables.migrations + JuiceTables.migrations + KanbanTables.migrations,
                               checkedWhenRead: CalculatorTables.checkedWhenRead.union(KanbanTables.checkedWhenRead))

/// The database as the tests of this target open it: with those tables.
extension AppDatabase {
    static var testSchema: DatabaseSchema { allTables }

    static func open(directory: URL) throws(DatabaseOpenError) -> AppDatabase {
        try open(directory: directory, schema: testSchema)
    }

    static func inMemory() throws -> AppDatabase {
        try inMemory(schema: testSchema)
    }
}
