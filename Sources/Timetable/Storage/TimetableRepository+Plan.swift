import GRDB
#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif
import TimetableCore

extension TimetableRepository {
    /// The sections of each course `wanted` names, found in the stored
    /// catalog as ``PlanCatalog`` finds them, without reading the whole
    /// catalog: one pass over the names, then the matching rows by position.
    /// Empty found lists when no catalog was stored.
    public func planSections(_ wanted: [String]) throws -> (found: [PlanCatalog.Found], sections: [[Course]]) {
        try database.writer.read { db in
            var finder = PlanCatalog.Finder(wanted)
            // Stepped by hand, the names read as bytes: a million rows
            // made into Strings (and rows) cost more than SQLite's scan.
            let statement = try db.makeStatement(sql: "SELECT position, name FROM timetableCatalogCourse ORDER BY position")
            let handle = statement.sqliteStatement
            defer { sqlite3_reset(handle) }
            while true {
                let code = sqlite3_step(handle)
                if code == SQLITE_DONE { break }
                guard code == SQLITE_ROW else {
                    throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)),
                                        sql: statement.sql)
                }
                let position = Int(sqlite3_column_int64(handle, 0))
                let count = Int(sqlite3_column_bytes(handle, 1))
                if let text = sqlite3_column_text(handle, 1) {
                    finder.see(utf8: UnsafeBufferPointer(start: text, count: count), at: position)
                } else {
                    finder.see("", at: position)
                }
            }
            let found = finder.found
            var sections: [[Course]] = []
            for item in found {
                guard case .course(let name) = item else {
                    sections.append([])
                    continue
                }
                var courses: [Course] = []
                // In chunks: SQLite limits the arguments of one statement.
                let positions = finder.positions(of: name)
                for start in stride(from: 0, to: positions.count, by: 500) {
                    let chunk = positions[start..<min(start + 500, positions.count)].map(String.init).joined(separator: ",")
                    courses += try Self.fetchCourses(db, sql: """
                        SELECT \(Self.courseColumns) FROM timetableCatalogCourse WHERE position IN (\(chunk)) ORDER BY position
                        """).map(\.course)
                }
                sections.append(courses)
            }
            return (found, sections)
        }
    }
}

extension TimetableRepository {
    /// The catalog's courses with these ids (in catalog order; an id not
    /// found is left out).
    public func catalogCourses(ids: [String]) throws -> [Course] {
        guard !ids.isEmpty else { return [] }
        return try database.writer.read { db in
            let marks = Array(repeating: "?", count: ids.count).joined(separator: ",")
            let cursor = try Row.fetchCursor(db, sql: "SELECT position FROM timetableCatalogCourse WHERE courseID IN (\(marks))",
                                             arguments: StatementArguments(ids))
            var positions: [Int] = []
            while let row = try cursor.next() { positions.append(row[0]) }
            guard !positions.isEmpty else { return [] }
            return try Self.fetchCourses(db, sql: """
                SELECT \(Self.courseColumns) FROM timetableCatalogCourse
                WHERE position IN (\(positions.map(String.init).joined(separator: ","))) ORDER BY position
                """).map(\.course)
        }
    }
}
