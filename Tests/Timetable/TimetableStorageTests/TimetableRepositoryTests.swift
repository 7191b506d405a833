import DatabaseTesting
import Foundation
import GRDB
import TimetableCore
import XCTest

@testable import DatabaseKit
@testable import TimetableStorage

/// The timetable's data in the database: the catalog replaced whole or not
/// at all, timetables and their courses read back as written, the chosen
/// one, the favourite departments.
final class TimetableRepositoryTests: XCTestCase {
    private func course(_ id: String, _ name: String, _ roomTime: String, department: String = "컴퓨터SW") -> Course {
        Course(id: id, name: name, professor: "김대엽", department: department, classification: "전핵", credit: 3,
               grade: 2, classNumber: "01", roomTime: roomTime, times: RoomTime.parse(roomTime, courseName: name))
    }

    private func id(_ n: UInt8) -> UUID {
        UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, n))
    }

    func testAnEmptyDatabaseHasNoCatalogAndNoTimetable() throws {
        let repository = TimetableRepository(database: try AppDatabase.inMemory())
        XCTAssertTrue(try repository.catalogIsEmpty())
        let catalog = try repository.catalog()
        XCTAssertEqual(catalog.courses, [])
        XCTAssertFalse(catalog.isSample)
        XCTAssertNil(catalog.importedAt)
        XCTAssertEqual(try repository.timetables(), [])
        XCTAssertNil(try repository.chosenTimetableID())
        XCTAssertEqual(try repository.favouriteDepartments(), [])
    }

    func testTheCatalogIsReplacedWholeAndReadBackExactly() throws {
        let repository = TimetableRepository(database: try AppDatabase.inMemory())
        let sample = SampleCatalog.courses()
        let at = Date(timeIntervalSinceReferenceDate: 800_000_000.5)
        try repository.replaceCatalog(sample, isSample: true, source: nil, at: at)
        var catalog = try repository.catalog()
        XCTAssertEqual(catalog.courses, sample)
        XCTAssertTrue(catalog.isSample)
        XCTAssertNil(catalog.source)
        XCTAssertEqual(catalog.importedAt, at)
        XCTAssertFalse(try repository.catalogIsEmpty())

        let imported = [course("A-01", "자료구조", "음악109(화1,2),음악110(수1,2)"),
                        course("B-01", "이러닝 글쓰기", ""), course("C-01", "미정", "IT301(목3,4")]
        try repository.replaceCatalog(imported, isSample: false, source: "courses.json", at: at)
        catalog = try repository.catalog()
        XCTAssertEqual(catalog.courses, imported)
        XCTAssertFalse(catalog.isSample)
        XCTAssertEqual(catalog.source, "courses.json")
    }

    func testAFailedReplaceKeepsTheOldCatalog() throws {
        let repository = TimetableRepository(database: try AppDatabase.inMemory())
        let old = [course("A-01", "자료구조", "IT301(목3,4)")]
        try repository.replaceCatalog(old, isSample: false, source: "old.json")
        // A negative credit breaks a CHECK at the second row: the transaction rolls back.
        var broken = course("Y-01", "새 과목", "IT301(화1)")
        broken.credit = -1
        let bad = [course("X-01", "새 과목", "IT301(월1)"), broken]
        XCTAssertThrowsError(try repository.replaceCatalog(bad, isSample: false, source: "new.json"))
        let catalog = try repository.catalog()
        XCTAssertEqual(catalog.courses, old)
        XCTAssertEqual(catalog.source, "old.json")
    }

    func testTimetablesRoundTripInTheirOrderWithTheirCourses() throws {
        let database = try AppDatabase.inMemory()
        let repository = TimetableRepository(database: database)
        let a = course("A-01", "자료구조", "음악109(화1,2 수3,4)")
        let b = course("B-01", "온라인 글쓰기", "(금14,15)")
        let c = course("C-01", "미정", "IT301(목3,4")
        var first = Timetable(id: id(1), name: "2026 - 1", year: 2026, semester: 1,
                              courses: [TimetableCourse(course: a, color: 3), TimetableCourse(course: b, color: 20)])
        let second = Timetable(id: id(2), name: "2026년 2학기", year: 2026, semester: 2,
                               courses: [TimetableCourse(course: c, color: 0)])
        try repository.save(first)
        try repository.save(second)
        XCTAssertEqual(try repository.timetables(), [first, second])
        XCTAssertEqual(try repository.chosenTimetableID(), id(1))

        // A change keeps its place; its courses are replaced.
        first.name = "첫 시간표"
        first.courses.removeFirst()
        try repository.save(first)
        XCTAssertEqual(try repository.timetables(), [first, second])

        // A new catalog does not touch the timetables' copies.
        try repository.replaceCatalog([course("Z-01", "다른 과목", "IT301(월1)")], isSample: false, source: nil)
        XCTAssertEqual(try repository.timetables(), [first, second])

        try repository.choose(timetableID: id(2))
        XCTAssertEqual(try repository.chosenTimetableID(), id(2))
        try repository.delete(timetableID: id(2))
        XCTAssertEqual(try repository.timetables(), [first])
        XCTAssertEqual(try repository.chosenTimetableID(), id(1))
        XCTAssertEqual(try database.writer.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM timetableCourse") }, 1)
    }

    /// A database as `timetable-v1` left it: semesters of the day each was
    /// made, the Korean default name used twice.
    func testTheSemesterMigrationReadsNamesAndKeepsNamesUnique() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let queue = try DatabaseQueue(path: directory.appendingPathComponent(AppDatabase.fileName).path)
        try AppDatabase.testSchema.migrator.migrate(queue, upTo: "timetable-v1")
        let rows: [(UInt8, String, Int, Int)] = [
            (1, "2026년 2학기", 2026, 2), (2, "2025년 여름학기", 2026, 2), (3, "2026년 2학기", 2026, 2),
            (4, "Plan B", 2026, 1), (5, "2024 - 1", 2026, 2), (6, "2026년 2학기 (2)", 2026, 2),
        ]
        try queue.write { db in
            for (position, name, year, semester) in rows {
                try db.execute(sql: "INSERT INTO timetable (id, name, year, semester, position) VALUES (?, ?, ?, ?, ?)",
                               arguments: [id(position).uuidString.lowercased(), name, year, semester, position])
            }
            try db.execute(sql: """
                INSERT INTO timetableCourse (timetableID, position, color, courseID, name, professor, department,
                    classification, credit, grade, classNumber, roomTime, timesKind, meetings, reason)
                VALUES (?, 0, 4, 'A-01', '자료구조', '김대엽', '컴퓨터SW', '전핵', 3, 2, '01', 'IT301(월1)', 's', '1,1,1,IT301', '')
                """, arguments: [id(3).uuidString.lowercased()])
        }
        try queue.close()

        let database = try AppDatabase.open(directory: directory)
        let repository = TimetableRepository(database: database)
        let stored = try repository.timetables()
        XCTAssertEqual(stored.map(\.name), ["2026년 2학기", "2025년 여름학기", "2026년 2학기 (3)", "Plan B", "2024 - 1",
                                            "2026년 2학기 (2)"])
        XCTAssertEqual(stored.map { $0.yearTerm.label(korean: true) },
                       ["2026년 2학기", "2025년 여름학기", "2026년 2학기", "2026년 1학기", "2024년 1학기", "2026년 2학기"])
        XCTAssertEqual(stored[2].courses.map(\.course.name), ["자료구조"], "nothing lost")
        // From now on two timetables never share a name.
        XCTAssertThrowsError(try repository.save(Timetable(id: id(9), name: "Plan B", year: 2026, semester: 1)))
        XCTAssertEqual(try repository.timetables().count, 6)
    }

    /// A database as `timetable-v2` left it: its courses' meetings are
    /// periods, and read back as they were once `timetable-v3` has run.
    func testMeetingMinutesMigrationKeepsStoredCoursesReadable() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let queue = try DatabaseQueue(path: directory.appendingPathComponent(AppDatabase.fileName).path)
        try AppDatabase.testSchema.migrator.migrate(queue, upTo: "timetable-v2")
        try queue.write { db in
            try db.execute(sql: "INSERT INTO timetable (id, name, year, semester, position) VALUES (?, 'Old', 2026, 1, 0)",
                           arguments: [id(1).uuidString.lowercased()])
            try db.execute(sql: """
                INSERT INTO timetableCourse (timetableID, position, color, courseID, name, professor, department,
                    classification, credit, grade, classNumber, roomTime, timesKind, meetings, reason)
                VALUES (?, 0, 4, 'A-01', '자료구조', '김대엽', '컴퓨터SW', '전핵', 3, 2, '01', 'IT301(월1-2)', 's', '1,1,2,IT301', '')
                """, arguments: [id(1).uuidString.lowercased()])
        }
        try queue.close()

        let database = try AppDatabase.open(directory: directory)
        let stored = try TimetableRepository(database: database).timetables()
        XCTAssertEqual(stored.first?.courses.first?.course.times,
                       .scheduled([Meeting(day: .monday, firstPeriod: 1, lastPeriod: 2, room: "IT301")]))
    }

    /// A calendar's meeting keeps its own minutes, beside one of periods,
    /// through a save and a read (and a reopen).
    func testMeetingsWithTimesOfTheirOwnAreReadBackExactly() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let meetings = [Meeting(day: .monday, minutes: 540..<630, room: "R1, east"),
                        Meeting(day: .monday, firstPeriod: 3, lastPeriod: 4, room: nil),
                        Meeting(day: .tuesday, minutes: 420..<540, room: nil),
                        Meeting(day: .saturday, minutes: 1380..<1440, room: "Lab")]
        let course = Course(id: "ical-x", name: "Lecture", professor: "", department: "", classification: "", credit: 0,
                            grade: 0, classNumber: "", roomTime: "", times: .scheduled(meetings))
        let timetable = Timetable(id: id(3), name: "Cal", year: 2026, semester: 2, courses: [TimetableCourse(course: course, color: 2)])
        do {
            let database = try AppDatabase.open(directory: directory)
            let repository = TimetableRepository(database: database)
            try repository.save(timetable)
            XCTAssertEqual(try repository.timetables(), [timetable])
            _ = database.close()
        }
        let database = try AppDatabase.open(directory: directory)
        let again = try TimetableRepository(database: database).timetables()
        XCTAssertEqual(again, [timetable])
        XCTAssertEqual(again.first?.courses.first?.course.times.meetings.map(\.startMinute), [540, 690, 420, 1380])
        _ = database.close()
    }

    func testSubmittedWritesAreStoredInOrder() throws {
        let database = try AppDatabase.inMemory()
        let repository = TimetableRepository(database: database)
        let timetable = Timetable(id: id(7), name: "T", year: 2026, semester: 1,
                                  courses: [TimetableCourse(course: course("A-01", "자료구조", "IT301(목3,4)"), color: 1)])
        repository.submitReplaceCatalog([course("A-01", "자료구조", "IT301(목3,4)")], isSample: true, source: nil)
        repository.submitSave(timetable)
        repository.submitSave(Timetable(id: id(8), name: "U", year: 2026, semester: 2))
        repository.submitChoose(timetableID: id(8))
        repository.submitSetFavourite("컴퓨터SW", true)
        repository.submitSetFavourite("경영학과", true)
        repository.submitSetFavourite("경영학과", false)
        repository.submitDelete(timetableID: id(8))
        XCTAssertEqual(database.writes.flush(timeout: 10), [])
        XCTAssertEqual(try repository.timetables(), [timetable])
        XCTAssertEqual(try repository.chosenTimetableID(), id(7))
        XCTAssertEqual(try repository.favouriteDepartments(), ["컴퓨터SW"])
        XCTAssertEqual(try repository.catalog().courses.count, 1)
    }

    func testFavouriteDepartments() throws {
        let repository = TimetableRepository(database: try AppDatabase.inMemory())
        try repository.setFavourite("정보보호", true)
        try repository.setFavourite("컴퓨터SW", true)
        try repository.setFavourite("컴퓨터SW", true)
        XCTAssertEqual(try repository.favouriteDepartments(), ["정보보호", "컴퓨터SW"])
        try repository.setFavourite("정보보호", false)
        try repository.setFavourite("없는학과", false)
        XCTAssertEqual(try repository.favouriteDepartments(), ["컴퓨터SW"])
    }

    func testTheCatalogSurvivesAReopenAndIsNotCheckedAtOpen() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let sample = SampleCatalog.courses()
        do {
            let database = try AppDatabase.open(directory: directory)
            try TimetableRepository(database: database).replaceCatalog(sample, isSample: true, source: nil)
            _ = database.close()
        }
        XCTAssertTrue(TimetableTables.schema.checkedWhenRead.contains("timetableCatalogCourse"))
        let database = try AppDatabase.open(directory: directory)
        XCTAssertEqual(try TimetableRepository(database: database).catalog().courses, sample)
        _ = database.close()
    }

    func testUnreadableStoredTimesBecomeUnknown() {
        XCTAssertEqual(TimesCoding.decode(kind: "s", meetings: "9,1,2,x", reason: ""), .unknown(reason: "stored time unreadable"))
        XCTAssertEqual(TimesCoding.decode(kind: "s", meetings: "1,3,2,", reason: ""), .unknown(reason: "stored time unreadable"))
        XCTAssertEqual(TimesCoding.decode(kind: "e", meetings: "", reason: ""), .eLearning([]))
        let times = CourseTimes.scheduled([Meeting(day: .monday, firstPeriod: 1, lastPeriod: 2, room: "강의실 B215,1")])
        let stored = TimesCoding.encode(times)
        XCTAssertEqual(stored.minutes, "", "periods only: nothing more is stored")
        XCTAssertEqual(TimesCoding.decode(kind: stored.kind, meetings: stored.meetings, reason: stored.reason), times)
        let own = CourseTimes.eLearning([Meeting(day: .friday, minutes: 1200..<1290, room: nil),
                                         Meeting(day: .friday, firstPeriod: 1, lastPeriod: 1, room: "a")])
        let both = TimesCoding.encode(own)
        XCTAssertEqual(both.minutes, "1200-1290\u{1E}")
        XCTAssertEqual(TimesCoding.decode(kind: both.kind, meetings: both.meetings, reason: both.reason, minutes: both.minutes), own)
        for minutes in ["1200-1290", "630-540\u{1E}", "0-1441\u{1E}", "x-1\u{1E}", "-5-10\u{1E}"] {
            XCTAssertEqual(TimesCoding.decode(kind: both.kind, meetings: both.meetings, reason: "", minutes: minutes),
                           .unknown(reason: "stored time unreadable"), minutes)
        }
    }
}
