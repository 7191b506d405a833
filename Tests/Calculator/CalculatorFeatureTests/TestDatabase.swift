import DatabaseKit
import Foundation
import CalculatorStorage

/// The database as the tests of this target open it: with CalculatorTables tables.
extension AppDatabase {
    static var testSchema: DatabaseSchema { CalculatorTables.schema }

    static func open(directory: URL) throws(DatabaseOpenError) -> AppDatabase {
        try open(directory: directory, schema: testSchema)
    }

    static func inMemory() throws -> AppDatabase {
        try inMemory(schema: testSchema)
    }
}
