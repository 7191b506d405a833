import FoundationEssentials

/// A day of the proleptic Gregorian calendar, without a time of day or a
/// time zone: a card due on 2026-11-23 is due that day wherever the board is
/// read, and a semester starting on 2026-03-02 starts that day in any zone.
///
/// Years run from 1 to 9999, so the ISO form is always `YYYY-MM-DD`; the
/// arithmetic stays within 0001-01-01…9999-12-31 (``first``…``last``).
/// Codable as that ISO string.
public struct CalendarDay: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    // Stored small: a board holds thousands of cards, each with a deadline.
    private let storedYear: Int16
    private let storedMonth: UInt8
    private let storedDay: UInt8

    /// The year, 1…9999.
    public var year: Int { Int(storedYear) }
    /// The month, 1…12.
    public var month: Int { Int(storedMonth) }
    /// The day of the month, 1…31.
    public var day: Int { Int(storedDay) }

    /// The years a day may fall in.
    public static let years = 1...9999

    /// The first day there is: 0001-01-01.
    public static let first = CalendarDay(checkedYear: 1, month: 1, day: 1)

    /// The last day there is: 9999-12-31.
    public static let last = CalendarDay(checkedYear: 9999, month: 12, day: 31)

    /// The day, or nil when there is no such day (2026-02-30, month 13,
    /// day 0, year 10000).
    public init?(year: Int, month: Int, day: Int) {
        guard Self.years.contains(year), (1...12).contains(month),
              (1...Self.daysIn(month: month, year: year)).contains(day) else { return nil }
        self.init(checkedYear: year, month: month, day: day)
    }

    /// Reads exactly `YYYY-MM-DD` (four, two and two ASCII digits, ISO 8601's
    /// one form); nil for any other text or a day that does not exist.
    public init?(iso text: String) {
        guard let fields = Self.isoFields(text) else { return nil }
        self.init(year: fields.year, month: fields.month, day: fields.day)
    }

    /// The day `dayNumber` days after 1970-01-01 (before it when negative),
    /// kept within ``first``…``last``.
    public init(dayNumber: Int) {
        // Howard Hinnant's civil_from_days.
        let z = min(max(dayNumber, Self.firstDayNumber), Self.lastDayNumber) + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        self.init(checkedYear: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// For values already known to name a day.
    private init(checkedYear year: Int, month: Int, day: Int) {
        storedYear = Int16(truncatingIfNeeded: year)
        storedMonth = UInt8(truncatingIfNeeded: month)
        storedDay = UInt8(truncatingIfNeeded: day)
    }

    /// The numbers of text shaped like `YYYY-MM-DD` (ten bytes, ASCII digits
    /// around two hyphens), whether or not that day exists; nil for text of
    /// another shape. Tells "not a date" from "no such day" (`2026-02-30`).
    public static func isoFields(_ text: String) -> (year: Int, month: Int, day: Int)? {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        return (year, month, day)
    }

    /// `2026-11-23`.
    public var iso: String { "\(Self.pad(year, 4))-\(Self.pad(month, 2))-\(Self.pad(day, 2))" }

    /// `20261123`, as iCalendar writes a date.
    public var basic: String { "\(Self.pad(year, 4))\(Self.pad(month, 2))\(Self.pad(day, 2))" }

    /// The ISO form.
    public var description: String { iso }

    /// Days since 1970-01-01 (negative before).
    public var dayNumber: Int { Self.dayNumber(year: year, month: month, day: day) }

    /// The day `days` days later (earlier when negative), kept within
    /// ``first``…``last``.
    public func adding(days: Int) -> CalendarDay {
        let (sum, overflow) = dayNumber.addingReportingOverflow(days)
        return CalendarDay(dayNumber: overflow ? (days > 0 ? Self.lastDayNumber : Self.firstDayNumber) : sum)
    }

    /// Days from `self` to `other` (positive when `other` is later).
    public func days(until other: CalendarDay) -> Int {
        other.dayNumber - dayNumber
    }

    /// The day of the week as ISO 8601 numbers it: 1 is Monday, 7 Sunday.
    public var isoWeekday: Int {
        // 1970-01-01 was a Thursday (4).
        ((dayNumber % 7) + 7 + 3) % 7 + 1
    }

    /// Whether `year` has a 29 February.
    public static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// How many days `month` (1…12) of `year` has.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Earlier days first.
    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.storedYear, lhs.storedMonth, lhs.storedDay) < (rhs.storedYear, rhs.storedMonth, rhs.storedDay)
    }

    // MARK: Codable, as the ISO string

    /// Reads the ISO string; a string naming no day is corrupt data.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = CalendarDay(iso: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a day: \(text)")
        }
        self = day
    }

    /// Writes the ISO string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }

    // MARK: Arithmetic

    private static let firstDayNumber = dayNumber(year: 1, month: 1, day: 1)
    private static let lastDayNumber = dayNumber(year: 9999, month: 12, day: 31)

    /// Howard Hinnant's days_from_civil.
    private static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// `value` in decimal with zeros in front to `width` digits.
    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}

extension CalendarDay {
    /// The day `date` falls on in `timeZone` (the nearest day there is
    /// outside years 1…9999).
    public static func of(_ date: Date, in timeZone: TimeZone) -> CalendarDay {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        guard let year = parts.year, let month = parts.month, let day = parts.day,
              let found = CalendarDay(year: year, month: month, day: day) else {
            return date.timeIntervalSince1970 < 0 ? first : last
        }
        return found
    }
}
