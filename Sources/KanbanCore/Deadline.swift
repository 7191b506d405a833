/// A card's deadline: a calendar day, without a time of day or a time zone
/// (a card due on 2026-11-23 is due that day wherever the board is read).
///
/// Years run from 1 to 9999, so the ISO form is always `YYYY-MM-DD`.
/// Codable as that ISO string.
public struct Deadline: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    // Stored small: a board holds thousands of cards, each with one.
    private let storedYear: Int16
    private let storedMonth: UInt8
    private let storedDay: UInt8

    public var year: Int { Int(storedYear) }
    public var month: Int { Int(storedMonth) }
    public var day: Int { Int(storedDay) }

    /// The years a deadline may fall in.
    public static let years = 1...9999

    /// The day, or nil when there is no such day (2026-02-30, month 13,
    /// day 0, year 10000).
    public init?(year: Int, month: Int, day: Int) {
        guard Self.years.contains(year), (1...12).contains(month),
              (1...Self.daysIn(month: month, year: year)).contains(day) else { return nil }
        storedYear = Int16(year)
        storedMonth = UInt8(month)
        storedDay = UInt8(day)
    }

    /// Reads exactly `YYYY-MM-DD` (four, two and two ASCII digits); nil for
    /// any other text or a day that does not exist.
    public init?(iso: String) {
        guard let (year, month, day) = Self.isoFields(iso) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// `2026-11-23`.
    public var iso: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    public var description: String { iso }

    /// The day `days` days later (earlier when negative), kept within
    /// 0001-01-01…9999-12-31.
    public func adding(days: Int) -> Deadline {
        let (sum, overflow) = dayNumber.addingReportingOverflow(days)
        let limited = overflow ? (days > 0 ? Self.last.dayNumber : Self.first.dayNumber)
            : min(max(sum, Self.first.dayNumber), Self.last.dayNumber)
        return Deadline(dayNumber: limited)
    }

    /// Days from `self` to `other` (positive when `other` is later).
    public func days(until other: Deadline) -> Int {
        other.dayNumber - dayNumber
    }

    public static func < (lhs: Deadline, rhs: Deadline) -> Bool {
        (lhs.storedYear, lhs.storedMonth, lhs.storedDay) < (rhs.storedYear, rhs.storedMonth, rhs.storedDay)
    }

    // MARK: Codable, as the ISO string

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let deadline = Deadline(iso: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a day: \(text)")
        }
        self = deadline
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }

    // MARK: Calendar arithmetic (proleptic Gregorian)

    static let first = Deadline(dayNumber: Deadline.dayNumber(year: 1, month: 1, day: 1))
    static let last = Deadline(dayNumber: Deadline.dayNumber(year: 9999, month: 12, day: 31))

    static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The digits of `YYYY-MM-DD`, or nil when the text has another shape.
    static func isoFields(_ text: String) -> (Int, Int, Int)? {
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

    /// Days since 1970-01-01 (Howard Hinnant's `days_from_civil`).
    var dayNumber: Int { Self.dayNumber(year: year, month: month, day: day) }

    static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146097 + dayOfEra - 719468
    }

    /// The day `dayNumber` days after 1970-01-01 (`civil_from_days`).
    init(dayNumber: Int) {
        let z = dayNumber + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let dayOfEra = z - era * 146097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        storedYear = Int16(yearOfEra + era * 400 + (month <= 2 ? 1 : 0))
        storedMonth = UInt8(month)
        storedDay = UInt8(day)
    }
}
