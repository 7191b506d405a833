import DatabaseKit
import GRDB
import TimetableCore

/// The holidays: dates on which no class of any timetable meets.
extension TimetableRepository {
    /// The holidays from `from` through `through` (every one when nil), in
    /// date order. A row whose date is not `YYYY-MM-DD` is skipped.
    public func holidays(from: HolidayDate? = nil, through: HolidayDate? = nil) throws -> [Holiday] {
        try database.writer.read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT date, name, source FROM timetableHoliday WHERE date >= ? AND date <= ? ORDER BY date
                """, arguments: [from?.iso ?? "", through?.iso ?? "9999-99-99"])
            return rows.compactMap { row -> Holiday? in
                guard let day = HolidayDate(iso: row["date"]) else { return nil }
                return Holiday(day: day, name: row["name"], source: row["source"])
            }
        }
    }

    /// Stores `holiday`, replacing the name and source of a date already
    /// stored; true when the date is new.
    @discardableResult
    public func addHoliday(_ holiday: Holiday) throws -> Bool {
        try database.write { db in try Self.store(db, [holiday]).added == 1 }
    }

    /// Stores `holidays` in one transaction (nothing when it fails), each
    /// replacing the name and source of its date when already stored;
    /// other dates stay as they are.
    public func importHolidays(_ holidays: [Holiday]) throws -> HolidayImportCount {
        try database.write { db in try Self.store(db, holidays) }
    }

    /// Removes the holiday of `day`, and returns it; nil when there was none.
    @discardableResult
    public func removeHoliday(on day: HolidayDate) throws -> Holiday? {
        try database.write { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT name, source FROM timetableHoliday WHERE date = ?",
                                             arguments: [day.iso]) else { return nil }
            try db.execute(sql: "DELETE FROM timetableHoliday WHERE date = ?", arguments: [day.iso])
            return Holiday(day: day, name: row["name"], source: row["source"])
        }
    }

    private static func store(_ db: Database, _ holidays: [Holiday]) throws -> HolidayImportCount {
        var count = HolidayImportCount()
        let find = try db.makeStatement(sql: "SELECT name, source FROM timetableHoliday WHERE date = ?")
        let put = try db.makeStatement(sql: "INSERT OR REPLACE INTO timetableHoliday (date, name, source) VALUES (?, ?, ?)")
        for holiday in holidays {
            if let row = try Row.fetchOne(find, arguments: [holiday.day.iso]) {
                let name: String = row["name"], source: String? = row["source"]
                if name == holiday.name && source == holiday.source {
                    count.unchanged += 1
                    continue
                }
                count.updated += 1
            } else {
                count.added += 1
            }
            try put.execute(arguments: [holiday.day.iso, holiday.name, holiday.source])
        }
        return count
    }
}
