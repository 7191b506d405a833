/// A day of the week, Monday first (the university's order).
public enum Weekday: Int, CaseIterable, Codable, Sendable, Comparable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }

    /// One syllable: "월" … "일".
    public var korean: String {
        ["월", "화", "수", "목", "금", "토", "일"][rawValue - 1]
    }

    /// Three letters: "Mon" … "Sun".
    public var english: String {
        ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][rawValue - 1]
    }

    /// The day after (Monday after Sunday).
    public var next: Weekday { Weekday(rawValue: rawValue % 7 + 1) ?? .monday }

    /// The RFC 5545 day code: "MO" … "SU".
    public var iCalendarCode: String {
        ["MO", "TU", "WE", "TH", "FR", "SA", "SU"][rawValue - 1]
    }

    /// The day a room/time string names with one syllable (월 화 수 목 금 토 일).
    public init?(korean: Character) {
        switch korean {
        case "월": self = .monday
        case "화": self = .tuesday
        case "수": self = .wednesday
        case "목": self = .thursday
        case "금": self = .friday
        case "토": self = .saturday
        case "일": self = .sunday
        default: return nil
        }
    }
}
