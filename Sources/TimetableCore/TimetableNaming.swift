import Foundation

/// The default name of a new timetable.
public enum TimetableNaming {
    /// The year and semester of `date` in `timeZone`: January–June is the
    /// 1st semester, July–December the 2nd.
    public static func semester(of date: Date, timeZone: TimeZone) -> (year: Int, semester: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month], from: date)
        return (parts.year ?? 1970, (parts.month ?? 1) <= 6 ? 1 : 2)
    }

    /// "2026 - 1" in English, "2026년 1학기" in Korean.
    public static func name(year: Int, semester: Int, korean: Bool) -> String {
        korean ? "\(year)년 \(semester)학기" : "\(year) - \(semester)"
    }

    /// The default name for a timetable made at `date`.
    public static func defaultName(for date: Date, timeZone: TimeZone, korean: Bool) -> String {
        let (year, semester) = semester(of: date, timeZone: timeZone)
        return name(year: year, semester: semester, korean: korean)
    }
}
