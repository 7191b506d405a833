import AppRoot
import CalculatorCore
import Foundation
import DatabaseKit
import CalculatorStorage
import JuiceStorage
import KanbanStorage
import TimetableStorage

/// The calculator's figures (Docs/PERFORMANCE.md).
enum CalculatorBench {
    /// Stores `calculations` finished calculations (`n + 1 = …`, three
    /// lines each) in a database in `directory`, and closes it.
    static func fillHistory(directory: URL, calculations: Int) throws {
        let database = try AppDatabase.open(directory: directory, schema: AppTables.schema)
        let repository = CalculatorRepository(database: database)
        var calculator = Calculator()
        var batch: [HistoryLine] = []
        for n in 1...calculations {
            for character in "\(n)+1=" {
                if let key = CalculatorKey.from(character: character) { batch += calculator.press(key) }
            }
            if batch.count >= 30_000 {
                try repository.append(batch)
                batch = []
            }
        }
        try repository.append(batch)
        _ = database.close()
    }
}
