import DatabaseTesting
import Foundation
import GRDB
import TextKit
import TimetableCore
import XCTest

@testable import DatabaseKit
@testable import TimetableStorage

/// The holidays in the database: one row a date, shared by every
/// timetable, added, renamed, removed, imported all or nothing.
final class TimetableHolidayStorageTests: XCTestCase {
    private func day(_ text: String) -> CalendarDay { CalendarDay(iso: text)! }

    func testHolidaysAreAddedRenamedRemovedAndReadInDateOrder() throws {
        let repository = TimetableRepository(database: try AppDatabase.inMemory())
        XCTAssertEqual(try repository.holidays(), [])
        XCTAssertTrue(try repository.addHoliday(Holiday(day: day("2026-10-09"), name: "한글날")))
        XCTAssertTrue(try repository.addHoliday(Holiday(day: day("2026-10-05"), name: "")))
        XCTAssertFalse(try repository.addHoliday(Holiday(day: day("2026-10-05"), name: "개천절 대체공휴일")), "renamed, not new")
        XCTAssertEqual(try repository.holidays(), [Holiday(day: day("2026-10-05"), name: "개천절 대체공휴일"),
                                                   Holiday(day: day("2026-10-09"), name: "한글날")])
        XCTAssertEqual(try repository.holidays(from: day("2026-10-06"), through: day("2026-12-31")).map(\.name), ["한글날"])
        XCTAssertEqual(try repository.holidays(from: day("2026-10-05"), through: day("2026-10-05")).map(\.name), ["개천절 대체공휴일"])
        XCTAssertEqual(try repository.removeHoliday(on: day("2026-10-09")), Holiday(day: day("2026-10-09"), name: "한글날"))
        XCTAssertNil(try repository.removeHoliday(on: day("2026-10-09")))
        XCTAssertEqual(try repository.holidays().map(\.day), [day("2026-10-05")])
    }

    func testAnImportAddsAndUpdatesAndKeepsTheOtherDates() throws {
        let repository = TimetableRepository(database: try AppDatabase.inMemory())
        try repository.addHoliday(Holiday(day: day("2026-05-15"), name: "개교기념일"))
        try repository.addHoliday(Holiday(day: day("2026-10-03"), name: "개천절", source: "korea.ics"))
        let count = try repository.importHolidays([
            Holiday(day: day("2026-10-03"), name: "개천절", source: "korea.ics"),
            Holiday(day: day("2026-10-05"), name: "개천절 대체공휴일", source: "korea.ics"),
            Holiday(day: day("2026-05-15"), name: "Foundation Day", source: "korea.ics"),
        ])
        XCTAssertEqual(count, HolidayImportCount(added: 1, updated: 1, unchanged: 1))
        XCTAssertEqual(try repository.holidays(), [
            Holiday(day: day("2026-05-15"), name: "Foundation Day", source: "korea.ics"),
            Holiday(day: day("2026-10-03"), name: "개천절", source: "korea.ics"),
            Holiday(day: day("2026-10-05"), name: "개천절 대체공휴일", source: "korea.ics"),
        ])
    }

    /// A write refused halfway (here by a trigger on the third date)
    /// leaves every date as it was: an import is one transaction.
    func testAnImportRefusedHalfwayStoresNothing() throws {
        let database = try AppDatabase.inMemory()
        let repository = TimetableRepository(database: database)
        try repository.addHoliday(Holiday(day: day("2026-01-01"), name: "신정"))
        try database.write { db in
            try db.execute(sql: """
                CREATE TRIGGER refuse BEFORE INSERT ON timetableHoliday WHEN NEW.date = '2026-12-25'
                BEGIN SELECT RAISE(ABORT, 'refused'); END
                """)
        }
        XCTAssertThrowsError(try repository.importHolidays([
            Holiday(day: day("2026-01-01"), name: "New Year", source: "x.ics"),
            Holiday(day: day("2026-10-05"), name: "x", source: "x.ics"),
            Holiday(day: day("2026-12-25"), name: "Christmas", source: "x.ics"),
        ]))
        XCTAssertEqual(try repository.holidays(), [Holiday(day: day("2026-01-01"), name: "신정")])
    }

    /// A database as `timetable-v3` left it gets the holidays' table, its
    /// timetables untouched.
    func testHolidayMigrationKeepsTheTimetables() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let queue = try DatabaseQueue(path: directory.appendingPathComponent(AppDatabase.fileName).path)
        try AppDatabase.testSchema.migrator.migrate(queue, upTo: "timetable-v3")
        try queue.write { db in
            try db.execute(sql: "INSERT INTO timetable (id, name, year, semester, position) VALUES (?, 'Old', 2026, 2, 0)",
                           arguments: [UUID().uuidString.lowercased()])
        }
        try queue.close()
        let database = try AppDatabase.open(directory: directory)
        let repository = TimetableRepository(database: database)
        XCTAssertEqual(try repository.timetables().map(\.name), ["Old"])
        XCTAssertEqual(try repository.holidays(), [])
        try repository.addHoliday(Holiday(day: day("2026-10-05"), name: "x"))
        XCTAssertEqual(try repository.holidays().count, 1)
        _ = database.close()
    }
}
