import DatabaseTesting
import Foundation
import GRDB
import XCTest

@testable import DatabaseKit
@testable import CalculatorStorage
@testable import JuiceStorage
@testable import KanbanStorage
@testable import TimetableStorage

final class SettingsRepositoryTests: XCTestCase {
    func testAMissingKeyHasNoValue() throws {
        let settings = SettingsRepository(database: try AppDatabase.inMemory())
        XCTAssertNil(try settings.value(for: "lastTab"))
    }

    func testValuesRoundTripAndAreReplaced() throws {
        let settings = SettingsRepository(database: try AppDatabase.inMemory())
        try settings.setValue("bank", for: "lastTab")
        try settings.setValue("은행 🏦", for: "greeting")
        try settings.setValue("", for: "empty")
        XCTAssertEqual(try settings.value(for: "lastTab"), "bank")
        try settings.setValue("juice", for: "lastTab")
        XCTAssertEqual(try settings.value(for: "lastTab"), "juice")
        XCTAssertEqual(try settings.value(for: "greeting"), "은행 🏦")
        XCTAssertEqual(try settings.value(for: "empty"), "")
    }

    func testValuesSurviveAReopen() throws {
        let directory = try makeTemporaryDirectory(for: self)
        do {
            let settings = SettingsRepository(database: try AppDatabase.open(directory: directory))
            try settings.setValue("calculator", for: "lastTab")
            try settings.setValue("timetable", for: "lastTab")
        }
        let settings = SettingsRepository(database: try AppDatabase.open(directory: directory))
        XCTAssertEqual(try settings.value(for: "lastTab"), "timetable")
    }

    /// No save step: another connection sees a value as soon as it is set.
    func testEverySetIsCommittedAtOnce() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let database = try AppDatabase.open(directory: directory)
        try SettingsRepository(database: database).setValue("kanban", for: "lastTab")
        let other = try DatabaseQueue(path: directory.appendingPathComponent(AppDatabase.fileName).path)
        let value = try other.read { try String.fetchOne($0, sql: "SELECT value FROM settings WHERE key = 'lastTab'") }
        XCTAssertEqual(value, "kanban")
    }
}
