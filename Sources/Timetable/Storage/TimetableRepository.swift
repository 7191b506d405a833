import DatabaseKit
import Foundation
import GRDB
#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif
import TimetableCore

/// The course catalog as stored, with where it came from.
public struct StoredCatalog: Sendable {
    /// The courses, in the order of the file they came from.
    public var courses: [Course]
    /// Whether this is the sample shipped with bankui (no import yet).
    public var isSample: Bool
    /// The name of the file imported, if any.
    public var source: String?
    /// When the catalog was stored; nil when there is none.
    public var importedAt: Date?

    public init(courses: [Course], isSample: Bool, source: String?, importedAt: Date?) {
        self.courses = courses
        self.isSample = isSample
        self.source = source
        self.importedAt = importedAt
    }
}

/// The timetable's data, kept across runs: the course catalog, the user's
/// timetables with their courses, the chosen one and the favourite
/// departments.
///
/// Nothing here is read when bankui opens: the tab reads when it is first
/// shown, and the catalog's table, which may hold 100,000 rows, is checked
/// as it is read rather than at open (`DatabaseFileCheck`).
///
/// Reads are synchronous. Every write is one transaction; the `submit…`
/// calls go through ``AppDatabase/writes`` (they return at once, and are
/// kept and retried while the database is locked or the disk full), the
/// others write at once and throw.
public struct TimetableRepository: Sendable {
    let database: AppDatabase

    /// A repository over `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    // MARK: Catalog

    /// The stored catalog (empty, not a sample, when none was stored yet).
    public func catalog() throws -> StoredCatalog {
        try database.writer.read { db in
            let courses = try Self.fetchCourses(db, sql: "SELECT \(Self.courseColumns) FROM timetableCatalogCourse ORDER BY position")
                .map(\.course)
            let info = try Row.fetchOne(db, sql: "SELECT isSample, source, importedAt FROM timetableCatalogInfo WHERE id = 1")
            return StoredCatalog(
                courses: courses,
                isSample: info.map { ($0["isSample"] as Int) != 0 } ?? false,
                source: info?["source"],
                importedAt: info.map { Date(timeIntervalSinceReferenceDate: $0["importedAt"]) })
        }
    }

    /// Whether no catalog was stored yet (reads one row at most).
    public func catalogIsEmpty() throws -> Bool {
        try database.writer.read { db in
            try Bool.fetchOne(db, sql: "SELECT NOT EXISTS (SELECT 1 FROM timetableCatalogCourse)") ?? true
        }
    }

    /// Replaces the whole catalog with `courses` in one transaction (the old
    /// one stays whole if it fails). Timetables keep their own copies.
    public func replaceCatalog(_ courses: [Course], isSample: Bool, source: String?, at date: Date = Date()) throws {
        try database.write { db in try Self.replaceCatalog(db, courses, isSample: isSample, source: source, at: date) }
    }

    /// ``replaceCatalog(_:isSample:source:at:)`` through ``AppDatabase/writes``; returns at once.
    public func submitReplaceCatalog(
        _ courses: [Course], isSample: Bool, source: String?, at date: Date = Date(), description: String? = nil,
        completion: @escaping @Sendable (Result<Void, WriteFailure>) -> Void = { _ in }
    ) {
        let text = description ?? "timetable: import \(courses.count) courses"
        database.writes.submit(text, { db in
            try Self.replaceCatalog(db, courses, isSample: isSample, source: source, at: date)
        }, completion: completion)
    }

    /// Replaces the whole catalog with the courses `produce` hands to its
    /// argument as it reads them, in one transaction: a catalog of any size
    /// is stored without being held in memory, and when `produce` throws
    /// (a file refused halfway) the old catalog stays whole and the error
    /// comes back as it was thrown. Waits for the write (a command's way:
    /// the file is read while the transaction is open, however long).
    public func replaceCatalog(streaming produce: (_ insert: (Course) throws -> Void) throws -> Void,
                               source: String?, at date: Date = Date()) throws {
        try database.write { db in try Self.replaceCatalog(db, isSample: false, source: source, at: date, produce) }
    }

    private static func replaceCatalog(_ db: Database, _ courses: [Course], isSample: Bool, source: String?, at date: Date) throws {
        try replaceCatalog(db, isSample: isSample, source: source, at: date) { insert in
            for course in courses { try insert(course) }
        }
    }

    private static func replaceCatalog(_ db: Database, isSample: Bool, source: String?, at date: Date,
                                       _ produce: (_ insert: (Course) throws -> Void) throws -> Void) throws {
        try db.execute(sql: "DELETE FROM timetableCatalogCourse")
        let statement = try db.makeStatement(sql: """
            INSERT INTO timetableCatalogCourse (position, courseID, name, professor, department, classification,
                credit, grade, classNumber, roomTime, timesKind, meetings, reason)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        // Bound straight to SQLite: building GRDB's arguments for 100,000
        // rows cost more than SQLite's own work.
        let handle = statement.sqliteStatement
        var position: Int64 = 0
        defer {
            sqlite3_reset(handle)
            sqlite3_clear_bindings(handle)
        }
        try produce { course in
            let times = TimesCoding.encode(course.times)
            sqlite3_reset(handle)
            sqlite3_bind_int64(handle, 1, position)
            position += 1
            // One call a column: no array made for each of a million rows.
            bind(course.id, 2, handle)
            bind(course.name, 3, handle)
            bind(course.professor, 4, handle)
            bind(course.department, 5, handle)
            bind(course.classification, 6, handle)
            sqlite3_bind_int64(handle, 7, Int64(course.credit))
            sqlite3_bind_int64(handle, 8, Int64(course.grade))
            bind(course.classNumber, 9, handle)
            bind(course.roomTime, 10, handle)
            bind(times.kind, 11, handle)
            bind(times.meetings, 12, handle)
            bind(times.reason, 13, handle)
            let code = sqlite3_step(handle)
            guard code == SQLITE_DONE else {
                let message = String(cString: sqlite3_errmsg(db.sqliteConnection))
                throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
            }
        }
        try db.execute(
            sql: "INSERT OR REPLACE INTO timetableCatalogInfo (id, isSample, source, importedAt) VALUES (1, ?, ?, ?)",
            arguments: [isSample, source, date.timeIntervalSinceReferenceDate])
    }

    /// Binds `text` to parameter `index`; SQLite copies it.
    private static func bind(_ text: String, _ index: Int32, _ handle: SQLiteStatement) {
        var text = text
        text.withUTF8 { bytes in
            let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
            if let base = bytes.baseAddress {
                base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    _ = sqlite3_bind_text(handle, index, $0, Int32(bytes.count), transient)
                }
            } else {
                _ = sqlite3_bind_text(handle, index, "", 0, transient)
            }
        }
    }

    // MARK: Timetables

    /// The timetables, in their order, with their courses.
    public func timetables() throws -> [Timetable] {
        try database.writer.read { db in
            var byID: [String: [TimetableCourse]] = [:]
            for row in try Self.fetchCourses(
                db, sql: "SELECT \(Self.courseColumns), timetableID, color, minutes FROM timetableCourse ORDER BY timetableID, position") {
                byID[row.timetableID ?? "", default: []].append(TimetableCourse(course: row.course, color: row.color))
            }
            return try Row.fetchAll(db, sql: "SELECT id, name, year, semester FROM timetable ORDER BY position, rowid")
                .compactMap { row -> Timetable? in
                    let key: String = row["id"]
                    guard let id = UUID(uuidString: key) else { return nil }
                    return Timetable(id: id, name: row["name"], year: row["year"], semester: row["semester"],
                                     courses: byID[key] ?? [])
                }
        }
    }

    /// The shown timetable: the one last chosen if it still exists,
    /// otherwise the first; nil when there is none.
    public func chosenTimetableID() throws -> UUID? {
        try database.writer.read { db in
            let chosen = try String.fetchOne(db, sql: """
                SELECT id FROM timetable WHERE id = (SELECT value FROM timetableSetting WHERE key = 'chosen')
                """)
            let first = try String.fetchOne(db, sql: "SELECT id FROM timetable ORDER BY position, rowid LIMIT 1")
            return (chosen ?? first).flatMap(UUID.init(uuidString:))
        }
    }

    /// Inserts `timetable` (after the others) or replaces the stored one of
    /// the same id (keeping its place), with all its courses.
    public func save(_ timetable: Timetable) throws {
        try database.write { db in try Self.save(db, timetable) }
    }

    /// ``save(_:)`` through ``AppDatabase/writes``; returns at once.
    public func submitSave(
        _ timetable: Timetable, description: String? = nil,
        completion: @escaping @Sendable (Result<Void, WriteFailure>) -> Void = { _ in }
    ) {
        database.writes.submit(description ?? "timetable: save '\(timetable.name)'", { db in try Self.save(db, timetable) },
                               completion: completion)
    }

    /// Removes a timetable and its courses (nothing when it does not exist).
    public func delete(timetableID: UUID) throws {
        try database.write { db in try Self.delete(db, timetableID) }
    }

    /// ``delete(timetableID:)`` through ``AppDatabase/writes``; returns at once.
    public func submitDelete(
        timetableID: UUID, description: String? = nil,
        completion: @escaping @Sendable (Result<Void, WriteFailure>) -> Void = { _ in }
    ) {
        database.writes.submit(description ?? "timetable: delete a timetable", { db in try Self.delete(db, timetableID) },
                               completion: completion)
    }

    /// Makes `timetableID` the shown timetable.
    public func choose(timetableID: UUID) throws {
        try database.write { db in try Self.choose(db, timetableID) }
    }

    /// ``choose(timetableID:)`` through ``AppDatabase/writes``; returns at once.
    public func submitChoose(
        timetableID: UUID, description: String? = nil,
        completion: @escaping @Sendable (Result<Void, WriteFailure>) -> Void = { _ in }
    ) {
        database.writes.submit(description ?? "timetable: choose a timetable", { db in try Self.choose(db, timetableID) },
                               completion: completion)
    }

    private static func save(_ db: Database, _ timetable: Timetable) throws {
        let key = timetable.id.uuidString.lowercased()
        let position = try Int.fetchOne(db, sql: "SELECT position FROM timetable WHERE id = ?", arguments: [key])
            ?? (try Int.fetchOne(db, sql: "SELECT COALESCE(MAX(position) + 1, 0) FROM timetable") ?? 0)
        try db.execute(sql: """
            INSERT INTO timetable (id, name, year, semester, position) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET name = excluded.name, year = excluded.year, semester = excluded.semester
            """, arguments: [key, timetable.name, timetable.year, timetable.semester, position])
        try db.execute(sql: "DELETE FROM timetableCourse WHERE timetableID = ?", arguments: [key])
        let statement = try db.makeStatement(sql: """
            INSERT INTO timetableCourse (timetableID, position, color, courseID, name, professor, department,
                classification, credit, grade, classNumber, roomTime, timesKind, meetings, reason, minutes)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for (position, placed) in timetable.courses.enumerated() {
            let course = placed.course
            let times = TimesCoding.encode(course.times)
            try statement.execute(arguments: [
                key, position, placed.color, course.id, course.name, course.professor, course.department,
                course.classification, course.credit, course.grade, course.classNumber, course.roomTime,
                times.kind, times.meetings, times.reason, times.minutes,
            ])
        }
    }

    private static func delete(_ db: Database, _ id: UUID) throws {
        let key = id.uuidString.lowercased()
        try db.execute(sql: "DELETE FROM timetableCourse WHERE timetableID = ?", arguments: [key])
        try db.execute(sql: "DELETE FROM timetable WHERE id = ?", arguments: [key])
    }

    private static func choose(_ db: Database, _ id: UUID) throws {
        try db.execute(sql: "INSERT OR REPLACE INTO timetableSetting (key, value) VALUES ('chosen', ?)",
                       arguments: [id.uuidString.lowercased()])
    }

    // MARK: Favourite departments

    /// The departments pinned in the course search, sorted by name.
    public func favouriteDepartments() throws -> [String] {
        try database.writer.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM timetableFavouriteDepartment ORDER BY name")
        }
    }

    /// Pins (`on`) or unpins a department.
    public func setFavourite(_ department: String, _ on: Bool) throws {
        try database.write { db in try Self.setFavourite(db, department, on) }
    }

    /// ``setFavourite(_:_:)`` through ``AppDatabase/writes``; returns at once.
    public func submitSetFavourite(
        _ department: String, _ on: Bool, description: String? = nil,
        completion: @escaping @Sendable (Result<Void, WriteFailure>) -> Void = { _ in }
    ) {
        let text = description ?? "timetable: \(on ? "pin" : "unpin") department '\(department)'"
        database.writes.submit(text, { db in try Self.setFavourite(db, department, on) }, completion: completion)
    }

    private static func setFavourite(_ db: Database, _ department: String, _ on: Bool) throws {
        if on {
            try db.execute(sql: "INSERT OR IGNORE INTO timetableFavouriteDepartment (name) VALUES (?)", arguments: [department])
        } else {
            try db.execute(sql: "DELETE FROM timetableFavouriteDepartment WHERE name = ?", arguments: [department])
        }
    }

    // MARK: Rows

    private struct CourseRow {
        var course: Course
        var timetableID: String?
        var color: Int
    }

    /// The course columns, in the order ``fetchCourses(_:sql:)`` reads them.
    private static let courseColumns =
        "courseID, name, professor, department, classification, credit, grade, classNumber, roomTime, timesKind, meetings, reason"

    /// The courses a query selecting ``courseColumns`` (then, for placed
    /// courses, `timetableID`, `color` and `minutes`) returns; columns read by index.
    private static func fetchCourses(_ db: Database, sql: String) throws -> [CourseRow] {
        let cursor = try Row.fetchCursor(db, sql: sql)
        var rows: [CourseRow] = []
        while let row = try cursor.next() {
            let course = Course(
                id: row[0], name: row[1], professor: row[2], department: row[3], classification: row[4],
                credit: row[5], grade: row[6], classNumber: row[7], roomTime: row[8],
                times: TimesCoding.decode(kind: row[9], meetings: row[10], reason: row[11], minutes: row.count > 14 ? row[14] : ""))
            let placed = row.count > 12
            rows.append(CourseRow(course: course, timetableID: placed ? row[12] : nil, color: placed ? row[13] : 0))
        }
        return rows
    }
}
