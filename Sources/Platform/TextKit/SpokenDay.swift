/// Why a day typed by a person was refused.
public enum SpokenDayError: Error, Equatable, Sendable {
    /// The text is no form of day bankui reads (`tomorrowish`).
    case notADate(String)
    /// The text has the shape of a day but names none (`2026-02-30`).
    case noSuchDay(String)
    /// The text could mean more than one day (`3/4`, `next fri` on a
    /// Tuesday): the days, earliest first. Never guessed.
    case ambiguous(String, [CalendarDay])
}

/// A day as people type it, the one reader of every date field and option
/// (kanban deadlines and `--due`, `timetable today --date`, the calendar
/// export's range), relative to `today`:
///
/// - empty: no day;
/// - `2026-12-01`, `2026-12-1`, `2026/12/1`, `2026.12.1`, `2026년 12월 1일`;
///   `dec 1`, `1 december 2026`; `12월 1일` (the next one, today included);
///   `3/4` or `4-3` where only one reading is a day (`25/12`); both: refused
///   with the two;
/// - `today`, `tomorrow`, `yesterday`, `오늘`, `내일`, `모레`, `어제`;
/// - a weekday: `fri`, `friday`, `금`, `금요일` (the next one after today);
///   `this fri`, `이번 주 금요일` (in this week, Monday to Sunday);
///   `fri next week`, `next week fri`, `다음 주 금요일`, `다음주 금` (in next
///   week); `next fri`, `다음 금요일` mean either the coming one or next
///   week's, and are refused with both when those differ;
/// - `+3d`, `+2w`, `+1m`, `+1y` (and `-`), `3일 뒤`, `2주 후`, `1달 뒤`,
///   `1개월 후`, `1년 뒤`: months and years end on the same day of the
///   month, or its last day when it has fewer (`2027-01-31 +1m` is
///   `2027-02-28`);
/// - `end of week` / `eow` (Sunday), `end of month` / `eom` / `월말` /
///   `이번 달 말`, `end of year` / `eoy` / `연말`.
///
/// Case and spaces around words do not matter; counts go up to 99,999.
public enum SpokenDay {
    public static func read(_ text: String, today: CalendarDay) -> Result<CalendarDay?, SpokenDayError> {
        let original = trimmed(text)
        let words = original.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if words.isEmpty { return .success(nil) }
        if let day = named(words, today: today) { return .success(day) }
        if let day = relative(words, today: today) { return .success(day) }
        for reader in [weekday, numeric, monthNamed] {
            if let result = reader(words, today, original) { return result.map { Optional($0) } }
        }
        return .failure(.notADate(original))
    }

    /// `text` without white space around it.
    private static func trimmed(_ text: String) -> String {
        var text = Substring(text)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }

    // MARK: Words for one day

    private static func named(_ words: String, today: CalendarDay) -> CalendarDay? {
        switch words {
        case "today", "오늘": return today
        case "tomorrow", "내일": return today.adding(days: 1)
        case "모레": return today.adding(days: 2)
        case "yesterday", "어제": return today.adding(days: -1)
        case "end of week", "eow", "이번 주말", "이번주말": return today.adding(days: 7 - today.isoWeekday)
        case "end of month", "eom", "월말", "이번 달 말", "이번달 말", "이번 달말":
            return CalendarDay(year: today.year, month: today.month,
                               day: CalendarDay.daysIn(month: today.month, year: today.year))
        case "end of year", "eoy", "연말": return CalendarDay(year: today.year, month: 12, day: 31)
        default: return nil
        }
    }

    // MARK: Counts from today

    private static func relative(_ words: String, today: CalendarDay) -> CalendarDay? {
        if let match = words.wholeMatch(of: /([+-])([0-9]{1,5})([dwmy])/), let count = Int(match.2) {
            return move(today, by: match.1 == "-" ? -count : count, unit: String(match.3))
        }
        if let match = words.wholeMatch(of: /([0-9]{1,5}) ?(일|주|달|개월|년) ?(뒤|후)/), let count = Int(match.1) {
            let unit = switch match.2 {
            case "일": "d"
            case "주": "w"
            case "년": "y"
            default: "m"
            }
            return move(today, by: count, unit: unit)
        }
        return nil
    }

    /// `day` moved by `count` days, weeks, months or years; a month or
    /// year ends on the same day of the month, or its last day when it has
    /// fewer; kept within the calendar.
    public static func move(_ day: CalendarDay, by count: Int, unit: String) -> CalendarDay {
        switch unit {
        case "d": return day.adding(days: count)
        case "w": return day.adding(days: count * 7)
        default:
            let months = day.year * 12 + (day.month - 1) + (unit == "y" ? count * 12 : count)
            let year = months / 12, month = months % 12 + 1
            guard CalendarDay.years.contains(year) else { return count < 0 ? .first : .last }
            return CalendarDay(year: year, month: month, day: min(day.day, CalendarDay.daysIn(month: month, year: year))) ?? day
        }
    }

    // MARK: Weekdays

    /// ISO weekday (Monday 1) of a weekday's name, English or Korean.
    private static func weekdayNumber(_ word: Substring) -> Int? {
        let english: [(Int, [String])] = [
            (1, ["mon", "monday"]), (2, ["tue", "tues", "tuesday"]), (3, ["wed", "weds", "wednesday"]),
            (4, ["thu", "thur", "thurs", "thursday"]), (5, ["fri", "friday"]), (6, ["sat", "saturday"]),
            (7, ["sun", "sunday"]),
        ]
        if let found = english.first(where: { $0.1.contains(String(word)) }) { return found.0 }
        var hangul = String(word)
        if hangul.hasSuffix("요일") { hangul.removeLast(2) }
        return ["월", "화", "수", "목", "금", "토", "일"].firstIndex(of: hangul).map { $0 + 1 }
    }

    private static func weekday(_ words: String, _ today: CalendarDay, _ text: String) -> Result<CalendarDay, SpokenDayError>? {
        var parts = words.split(separator: " ")
        // Korean writes the week together or apart: 다음주 금, 다음 주 금요일.
        if parts.count >= 2, ["다음", "이번"].contains(parts[0]), parts[1] == "주" {
            parts.replaceSubrange(0...1, with: [parts[0] + "주"])
        }
        let monday = today.adding(days: 1 - today.isoWeekday)
        func inWeek(_ weekday: Int, weeks: Int) -> CalendarDay { monday.adding(days: 7 * weeks + weekday - 1) }
        func coming(_ weekday: Int) -> CalendarDay { today.adding(days: (weekday - today.isoWeekday + 6) % 7 + 1) }
        switch parts.count {
        case 1:
            return weekdayNumber(parts[0]).map { .success(coming($0)) }
        case 2:
            if let number = weekdayNumber(parts[1]) {
                switch parts[0] {
                case "this", "이번주": return .success(inWeek(number, weeks: 0))
                case "다음주": return .success(inWeek(number, weeks: 1))
                case "next", "다음":
                    let soon = coming(number), later = inWeek(number, weeks: 1)
                    return soon == later ? .success(soon) : .failure(.ambiguous(text, [soon, later].sorted()))
                default: return nil
                }
            }
            return nil
        case 3:
            if let number = weekdayNumber(parts[0]), parts[1] == "next", parts[2] == "week" {
                return .success(inWeek(number, weeks: 1))
            }
            if parts[0] == "next", parts[1] == "week", let number = weekdayNumber(parts[2]) {
                return .success(inWeek(number, weeks: 1))
            }
            if let number = weekdayNumber(parts[0]), parts[1] == "this", parts[2] == "week" {
                return .success(inWeek(number, weeks: 0))
            }
            return nil
        default:
            return nil
        }
    }

    // MARK: Numbers

    private static func numeric(_ words: String, _ today: CalendarDay, _ text: String) -> Result<CalendarDay, SpokenDayError>? {
        if let match = words.wholeMatch(of: /([0-9]{4})([-\/.])([0-9]{1,2})\2([0-9]{1,2})\.?/),
           let year = Int(match.1), let month = Int(match.3), let day = Int(match.4) {
            return exact(year, month, day, text: text)
        }
        if let match = words.wholeMatch(of: /([0-9]{1,4}) ?년 ?([0-9]{1,2}) ?월 ?([0-9]{1,2}) ?일/),
           let year = Int(match.1), let month = Int(match.2), let day = Int(match.3) {
            return exact(year, month, day, text: text)
        }
        if let match = words.wholeMatch(of: /([0-9]{1,2}) ?월 ?([0-9]{1,2}) ?일/), let month = Int(match.1), let day = Int(match.2) {
            return next(month: month, day: day, today: today).map { .success($0) } ?? .failure(.noSuchDay(text))
        }
        if let match = words.wholeMatch(of: /([0-9]{1,2})[\/-]([0-9]{1,2})/), let first = Int(match.1), let second = Int(match.2) {
            // Month first or day first: a day only when one reading is one.
            let readings = Set([next(month: first, day: second, today: today), next(month: second, day: first, today: today)]
                .compactMap { $0 })
            switch readings.count {
            case 0: return .failure(.noSuchDay(text))
            case 1: return .success(readings.first!)
            default: return .failure(.ambiguous(text, readings.sorted()))
            }
        }
        return nil
    }

    private static func exact(_ year: Int, _ month: Int, _ day: Int, text: String) -> Result<CalendarDay, SpokenDayError> {
        CalendarDay(year: year, month: month, day: day).map { .success($0) } ?? .failure(.noSuchDay(text))
    }

    /// The next `month`/`day` on or after today (29 February: the next
    /// year that has it); nil when no year has it.
    private static func next(month: Int, day: Int, today: CalendarDay) -> CalendarDay? {
        for year in today.year...min(today.year + 8, CalendarDay.years.upperBound) {
            if let found = CalendarDay(year: year, month: month, day: day), found >= today { return found }
        }
        return nil
    }

    // MARK: Month names

    private static let months = [
        ["jan", "january"], ["feb", "february"], ["mar", "march"], ["apr", "april"], ["may"], ["jun", "june"],
        ["jul", "july"], ["aug", "august"], ["sep", "sept", "september"], ["oct", "october"], ["nov", "november"],
        ["dec", "december"],
    ]

    private static func monthNumber(_ word: Substring) -> Int? {
        months.firstIndex { $0.contains(String(word)) }.map { $0 + 1 }
    }

    private static func monthNamed(_ words: String, _ today: CalendarDay, _ text: String) -> Result<CalendarDay, SpokenDayError>? {
        let parts = words.replacing(",", with: " ").split(separator: " ")
        guard (2...3).contains(parts.count) else { return nil }
        let month: Int, dayText: Substring
        if let number = monthNumber(parts[0]) {
            month = number
            dayText = parts[1]
        } else if let number = monthNumber(parts[1]) {
            month = number
            dayText = parts[0]
        } else {
            return nil
        }
        guard NumberSyntax.isDigits(dayText, count: 1...2), let day = Int(dayText) else { return nil }
        if parts.count == 3 {
            guard NumberSyntax.isDigits(parts[2], count: 4...4), let year = Int(parts[2]) else { return nil }
            return exact(year, month, day, text: text)
        }
        return next(month: month, day: day, today: today).map { .success($0) } ?? .failure(.noSuchDay(text))
    }
}

extension SpokenDayError: CustomStringConvertible {
    /// In English, for the command line: `'3/4' could be 2027-03-04 (Thu)
    /// or 2027-04-03 (Sat): write the date`.
    public var description: String {
        switch self {
        case .notADate(let text):
            "'\(text)' is not a date (2026-12-1, today, fri, next week fri, +3d, +1m, end of month)"
        case .noSuchDay(let text):
            "there is no day \(text)"
        case .ambiguous(let text, let days):
            "'\(text)' could be " + days.map(Self.withWeekday).joined(separator: " or ") + ": write the date"
        }
    }

    /// `2026-12-04 (Fri)`.
    static func withWeekday(_ day: CalendarDay) -> String {
        let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        return "\(day.iso) (\(names[day.isoWeekday - 1]))"
    }
}
