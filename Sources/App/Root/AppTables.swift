import CalculatorStorage
import DatabaseKit
import JuiceStorage
import KanbanStorage
import TimetableStorage

/// Every table of bankui: the database as the full-screen program opens it.
/// Complete: a migration it does not know, of any tab, is a newer bankui's.
public enum AppTables {
    /// Every tab's migrations after the platform's, each tab's in its order.
    public static let schema = DatabaseSchema(
        CalculatorTables.migrations + JuiceTables.migrations + KanbanTables.migrations + TimetableTables.migrations,
        checkedWhenRead: CalculatorTables.checkedWhenRead.union(JuiceTables.checkedWhenRead)
            .union(KanbanTables.checkedWhenRead).union(TimetableTables.checkedWhenRead),
        complete: true)
}
