import CalculatorCore
import Foundation
import GRDB
import XCTest

@testable import Storage

final class CalculatorRepositoryTests: XCTestCase {
    private let calculation = [
        HistoryLine(kind: .operand(nil), number: "1,234"),
        HistoryLine(kind: .operand(.add), number: "5"),
        HistoryLine(kind: .operand(.subtract), number: "-0.5"),
        HistoryLine(kind: .operand(.multiply), number: "1.5E25"),
        HistoryLine(kind: .operand(.divide), number: "3"),
        HistoryLine(kind: .result, number: "NaN"),
    ]

    func testAFreshDatabaseHasNoHistory() throws {
        let repository = CalculatorRepository(database: try AppDatabase.inMemory())
        XCTAssertEqual(try repository.history(), [])
        XCTAssertEqual(try repository.lineCount(), 0)
    }

    func testLinesComeBackInTheOrderTheyWereAdded() throws {
        let repository = CalculatorRepository(database: try AppDatabase.inMemory())
        try repository.append(Array(calculation.prefix(2)))
        try repository.append([])
        try repository.append(Array(calculation.dropFirst(2)))
        XCTAssertEqual(try repository.history(), calculation)
        XCTAssertEqual(try repository.lineCount(), calculation.count)
    }

    func testHistorySurvivesAReopen() throws {
        let directory = try makeTemporaryDirectory(for: self)
        do {
            let repository = CalculatorRepository(database: try AppDatabase.open(directory: directory))
            try repository.append(calculation)
        }
        let reopened = CalculatorRepository(database: try AppDatabase.open(directory: directory))
        XCTAssertEqual(try reopened.history(), calculation)
        try reopened.append([HistoryLine(kind: .operand(nil), number: "7")])
        XCTAssertEqual(try reopened.history().last, HistoryLine(kind: .operand(nil), number: "7"))
    }

    /// No save step: another connection sees the lines as soon as they are added.
    func testEveryAppendIsCommittedAtOnce() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let repository = CalculatorRepository(database: try AppDatabase.open(directory: directory))
        try repository.append(Array(calculation.prefix(3)))
        let other = try DatabaseQueue(path: directory.appendingPathComponent(AppDatabase.fileName).path)
        let numbers = try other.read { try String.fetchAll($0, sql: "SELECT number FROM calculatorHistory ORDER BY id") }
        XCTAssertEqual(numbers, ["1,234", "5", "-0.5"])
    }

    func testReplacingClearsOrKeepsOnlyTheGivenLines() throws {
        let repository = CalculatorRepository(database: try AppDatabase.inMemory())
        try repository.append(calculation)
        let kept = [HistoryLine(kind: .operand(nil), number: "2"), HistoryLine(kind: .operand(.add), number: "3")]
        try repository.replaceHistory(with: kept)
        XCTAssertEqual(try repository.history(), kept)
        try repository.replaceHistory(with: [])
        XCTAssertEqual(try repository.history(), [])
    }

    func testAFailedAppendStoresNothing() throws {
        let database = try AppDatabase.inMemory()
        let repository = CalculatorRepository(database: database)
        try repository.append([calculation[0]])
        // A trigger that refuses the third line of the batch makes the write fail midway.
        try database.writer.write { db in
            try db.execute(sql: """
                CREATE TRIGGER refuse BEFORE INSERT ON calculatorHistory WHEN NEW.number = 'refused'
                BEGIN SELECT RAISE(ABORT, 'refused'); END
                """)
        }
        let batch = [calculation[1], calculation[2], HistoryLine(kind: .operand(.add), number: "refused")]
        XCTAssertThrowsError(try repository.append(batch))
        XCTAssertEqual(try repository.history(), [calculation[0]], "all or none")
        XCTAssertThrowsError(try repository.replaceHistory(with: [HistoryLine(kind: .result, number: "refused")]))
        XCTAssertEqual(try repository.history(), [calculation[0]], "the old lines stay when the new ones fail")
    }

    func testRowsWithAnUnknownKindAreSkipped() throws {
        let database = try AppDatabase.inMemory()
        let repository = CalculatorRepository(database: database)
        try repository.append([calculation[0]])
        try database.writer.write { db in
            try db.execute(sql: "INSERT INTO calculatorHistory (kind, operator, number) VALUES ('percent', NULL, '5')")
            try db.execute(sql: "INSERT INTO calculatorHistory (kind, operator, number) VALUES ('operand', 'power', '2')")
        }
        try repository.append([calculation[1]])
        XCTAssertEqual(try repository.history(), [calculation[0], calculation[1]])
    }

    func testTheMigrationIsNamedAndRunsAfterSettings() throws {
        let names = Migrations.migrator.migrations
        let settings = try XCTUnwrap(names.firstIndex(of: "settings-v1"))
        XCTAssertEqual(names.firstIndex(of: "calculator-v1"), settings + 1)
    }
}
