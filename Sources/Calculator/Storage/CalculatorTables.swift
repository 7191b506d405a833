import DatabaseKit

/// The calculator's tables: its history and the count kept beside it.
public enum CalculatorTables {
    /// The calculator's migrations, oldest first.
    public static let migrations: [DatabaseSchema.Part] = [
        { CalculatorRepository.registerMigrations(in: &$0) },
        { CalculatorRepository.registerCalculationMigration(in: &$0) },
    ]
    /// Its tables that grow with use, checked as they are read, not when
    /// the database opens.
    public static let checkedWhenRead: Set<String> = ["calculatorHistory"]
    /// The database as a program that uses only the calculator opens it.
    public static let schema = DatabaseSchema(migrations, checkedWhenRead: checkedWhenRead)
}
