import FoundationEssentials

/// The name and semester of a new timetable, as the original gave them:
/// the name `2026 - 2` (in both languages), the semester `2026년 2학기` /
/// `2026, 2nd semester` apart from it.
public enum TimetableNaming {
    /// The year and semester of `date` in `timeZone`: January–June is the
    /// 1st semester, July–December the 2nd.
    public static func semester(of date: Date, timeZone: TimeZone) -> (year: Int, semester: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month], from: date)
        return (parts.year ?? 1970, (parts.month ?? 1) <= 6 ? 1 : 2)
    }

    /// The semester a new timetable made at `date` is for.
    public static func defaultSemester(for date: Date, timeZone: TimeZone) -> Semester {
        let (year, semester) = semester(of: date, timeZone: timeZone)
        return Semester(year: year, term: semester == 1 ? .first : .second)
    }

    /// "2026 - 1", in both languages (the original's default name).
    public static func name(year: Int, semester: Int) -> String {
        "\(year) - \(semester)"
    }

    /// The default name for a timetable made at `date`, not one of `taken`.
    public static func defaultName(for date: Date, timeZone: TimeZone, taken: [String] = []) -> String {
        let (year, semester) = semester(of: date, timeZone: timeZone)
        return unique(name(year: year, semester: semester), among: taken)
    }

    /// `name`, or `name (2)`, `name (3)`, … : the first not in `taken`.
    public static func unique(_ name: String, among taken: [String]) -> String {
        let used = Set(taken)
        guard used.contains(name) else { return name }
        var number = 2
        while used.contains("\(name) (\(number))") { number += 1 }
        return "\(name) (\(number))"
    }

    /// The semester a name or label names, if it reads as one: `2026 - 1`,
    /// `2026-2`, `2026년 1학기`, `2026년 여름학기`, `2026, 2nd semester`,
    /// `2026 winter session`. Used to give timetables stored before
    /// semesters were kept apart the semester their name says.
    public static func semester(named text: String) -> Semester? {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count, scalars[index] == " " { index += 1 }
        var digits = ""
        while index < scalars.count, ("0"..."9").contains(scalars[index]) {
            digits.unicodeScalars.append(scalars[index])
            index += 1
        }
        guard digits.count == 4, let year = Int(digits) else { return nil }
        let rest = String(String.UnicodeScalarView(scalars[index...])).lowercased()
            .replacingOccurrences(of: " ", with: "")
        let forms: [(String, Term)] = [
            ("-1", .first), ("-2", .second), ("년1학기", .first), ("년2학기", .second),
            ("년여름학기", .summer), ("년겨울학기", .winter),
            (",1stsemester", .first), (",2ndsemester", .second), (",summersession", .summer), (",wintersession", .winter),
            ("1stsemester", .first), ("2ndsemester", .second), ("summersession", .summer), ("wintersession", .winter),
        ]
        for (form, term) in forms where rest.hasPrefix(form) {
            let after = rest.dropFirst(form.count)
            // "2026 - 1 (2)" and "2026년 2학기 친구" read too; "2026 - 12" does not.
            if let next = after.first, next.isNumber { continue }
            return Semester(year: year, term: term)
        }
        return nil
    }
}
