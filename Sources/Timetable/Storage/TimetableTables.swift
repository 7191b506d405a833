import DatabaseKit

/// The timetable's tables: the catalog, the timetables and their settings,
/// the holidays.
public enum TimetableTables {
    /// The timetable's migrations, oldest first.
    public static let migrations: [DatabaseSchema.Part] = [
        { TimetableRepository.registerMigrations(in: &$0) },
        { TimetableRepository.registerSemesterMigration(in: &$0) },
        { TimetableRepository.registerMeetingMinutesMigration(in: &$0) },
        { TimetableRepository.registerHolidayMigration(in: &$0) },
    ]
    /// Its tables that grow with use, checked as they are read, not when
    /// the database opens.
    public static let checkedWhenRead: Set<String> = ["timetableCatalogCourse"]
    /// The database as the timetable commands open it.
    public static let schema = DatabaseSchema(migrations, checkedWhenRead: checkedWhenRead)
}
