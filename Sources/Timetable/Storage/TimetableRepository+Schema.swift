import DatabaseKit
import GRDB
import TimetableCore

extension TimetableRepository {
    /// The migrations of the timetable's tables, oldest first.
    ///
    /// - `timetableCatalogCourse`: the course catalog, `position` its order
    ///   in the file, `courseID` unique; replaced whole by an import, in one
    ///   transaction.
    ///   `timesKind` is `s` (scheduled), `e` (e-learning) or `u` (unknown);
    ///   `meetings` holds the blocks as `day,first,last,room` joined by
    ///   U+001E (the room empty when 미정; cleaned text never holds a
    ///   control character); `reason` why an unknown time is unknown.
    /// - `timetableCatalogInfo`: one row (`id` = 1) about the catalog:
    ///   whether it is the shipped sample, the file it came from, and when
    ///   it was imported (seconds since 2001-01-01).
    /// - `timetable`: the user's timetables, `position` their order.
    /// - `timetableCourse`: the courses placed on a timetable, a copy of
    ///   the catalog's course (so a new catalog never breaks a timetable)
    ///   and the block colour; removed with their timetable.
    /// - `timetableSetting`: `chosen` → the shown timetable's id.
    /// - `timetableFavouriteDepartment`: departments pinned in the search.
    /// - `timetableHoliday` (`timetable-v4`): the dates no class meets.
    static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("timetable-v1") { db in
            let courseColumns = """
                    courseID TEXT NOT NULL,
                    name TEXT NOT NULL,
                    professor TEXT NOT NULL,
                    department TEXT NOT NULL,
                    classification TEXT NOT NULL,
                    credit INTEGER NOT NULL CHECK (credit >= 0),
                    grade INTEGER NOT NULL CHECK (grade >= 0),
                    classNumber TEXT NOT NULL,
                    roomTime TEXT NOT NULL,
                    timesKind TEXT NOT NULL CHECK (timesKind IN ('s', 'e', 'u')),
                    meetings TEXT NOT NULL,
                    reason TEXT NOT NULL
                """
            try db.execute(sql: """
                CREATE TABLE timetableCatalogCourse (
                    position INTEGER PRIMARY KEY NOT NULL,
                \(courseColumns)
                );
                CREATE TABLE timetableCatalogInfo (
                    id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
                    isSample INTEGER NOT NULL CHECK (isSample IN (0, 1)),
                    source TEXT,
                    importedAt REAL NOT NULL
                );
                CREATE TABLE timetable (
                    id TEXT PRIMARY KEY NOT NULL,
                    name TEXT NOT NULL,
                    year INTEGER NOT NULL,
                    semester INTEGER NOT NULL,
                    position INTEGER NOT NULL
                );
                CREATE TABLE timetableCourse (
                    timetableID TEXT NOT NULL REFERENCES timetable(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    color INTEGER NOT NULL,
                \(courseColumns),
                    PRIMARY KEY (timetableID, position)
                );
                CREATE TABLE timetableSetting (
                    key TEXT PRIMARY KEY NOT NULL,
                    value TEXT NOT NULL
                );
                CREATE TABLE timetableFavouriteDepartment (
                    name TEXT PRIMARY KEY NOT NULL
                );
                """)
        }
    }

    /// `timetable-v2`: the semester kept apart from the name, and names unique.
    ///
    /// `semester` now holds a ``Term`` (1 and 2 the semesters, as before; 3
    /// the summer session, 4 the winter session). A timetable stored before
    /// had the semester of the day it was made (the default name, Korean
    /// `2026년 2학기`, said the same); where its name says a semester
    /// (`2026 - 1`, `2025년 2학기`, `2026년 여름학기`) it gets that one
    /// instead. Names are not changed, except that a name used twice (the
    /// old default allowed it) gets ` (2)`, ` (3)`, … in the list's order.
    /// Then a unique index keeps names unique.
    static func registerSemesterMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("timetable-v2") { db in
            let rows = try Row.fetchAll(db, sql: "SELECT id, name FROM timetable ORDER BY position, rowid")
            // Every name stays taken, so a renamed one never takes another's.
            var taken: [String] = rows.map { $0["name"] }
            var seen: Set<String> = []
            for row in rows {
                let id: String = row["id"]
                let old: String = row["name"]
                let name = seen.contains(old) ? TimetableNaming.unique(old, among: taken) : old
                seen.insert(old)
                taken.append(name)
                if let semester = TimetableNaming.semester(named: old) {
                    try db.execute(sql: "UPDATE timetable SET year = ?, semester = ? WHERE id = ?",
                                   arguments: [semester.year, semester.term.rawValue, id])
                }
                if name != old {
                    try db.execute(sql: "UPDATE timetable SET name = ? WHERE id = ?", arguments: [name, id])
                }
            }
            try db.execute(sql: """
                UPDATE timetable SET semester = 1 WHERE semester NOT IN (1, 2, 3, 4);
                CREATE UNIQUE INDEX timetableName ON timetable (name);
                """)
        }
    }

    /// `timetable-v3`: a placed course's meetings may keep times of their
    /// own (a calendar's 9:00–10:30, not periods): `minutes` holds, for each
    /// meeting of `meetings` in its order, `start-end` in minutes after
    /// midnight, or nothing for a meeting of periods, joined by U+001E; empty
    /// when every meeting is of periods, as every row stored before is.
    static func registerMeetingMinutesMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("timetable-v3") { db in
            try db.execute(sql: "ALTER TABLE timetableCourse ADD COLUMN minutes TEXT NOT NULL DEFAULT ''")
        }
    }

    /// `timetable-v4`: the dates on which no class meets, shared by every
    /// timetable (they are the university's, not one plan's). `date` is
    /// `YYYY-MM-DD`; `name` what it is (empty when none was given);
    /// `source` the calendar file it was imported from, NULL when typed.
    static func registerHolidayMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("timetable-v4") { db in
            try db.execute(sql: """
                CREATE TABLE timetableHoliday (
                    date TEXT PRIMARY KEY NOT NULL,
                    name TEXT NOT NULL,
                    source TEXT
                )
                """)
        }
    }
}
