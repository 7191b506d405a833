import Foundation

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

/// The university's periods: period n runs from 9:30 + (n − 1) h to
/// 10:20 + (n − 1) h, n = 1…15.
public enum Period {
    public static let range: ClosedRange<Int> = 1...15

    /// Minutes after midnight at which `period` starts.
    public static func startMinute(_ period: Int) -> Int { 9 * 60 + 30 + (period - 1) * 60 }

    /// Minutes after midnight at which `period` ends.
    public static func endMinute(_ period: Int) -> Int { 10 * 60 + 20 + (period - 1) * 60 }

    /// "9:30", "13:20": a minute of the day as the university writes it.
    public static func clock(_ minute: Int) -> String {
        let tail = minute % 60 < 10 ? "0\(minute % 60)" : "\(minute % 60)"
        return "\(minute / 60):\(tail)"
    }
}

/// One weekly meeting of a course: a block of consecutive periods on one day
/// in one room.
public struct Meeting: Hashable, Codable, Sendable {
    public var day: Weekday
    /// The first period of the block, 1…15.
    public var firstPeriod: Int
    /// The last period of the block (≥ `firstPeriod`); the block is consecutive.
    public var lastPeriod: Int
    /// The room; nil when the university has not given one (미정).
    public var room: String?

    public init(day: Weekday, firstPeriod: Int, lastPeriod: Int, room: String?) {
        self.day = day
        self.firstPeriod = firstPeriod
        self.lastPeriod = lastPeriod
        self.room = room
    }

    /// Minutes after midnight at which the block starts (9:30 + (first − 1) h).
    public var startMinute: Int { Period.startMinute(firstPeriod) }

    /// Minutes after midnight at which the block ends (10:20 + (last − 1) h).
    public var endMinute: Int { Period.endMinute(lastPeriod) }

    /// "월1-2" / "월1": the day and the periods of the block.
    public var periodsText: String {
        firstPeriod == lastPeriod ? "\(day.korean)\(firstPeriod)" : "\(day.korean)\(firstPeriod)-\(lastPeriod)"
    }

    /// Whether the two blocks share a moment on the same day; touching ends
    /// count as a clash (a block ending at 11:20 and one starting at 11:20).
    public func overlaps(_ other: Meeting) -> Bool {
        day == other.day && startMinute <= other.endMinute && other.startMinute <= endMinute
    }
}

/// When a course meets.
public enum CourseTimes: Hashable, Codable, Sendable {
    /// Meets in rooms at these times (sorted by day, then period).
    case scheduled([Meeting])
    /// An e-learning course (its name holds 이러닝 or 온라인); it may still
    /// name times, which may be empty.
    case eLearning([Meeting])
    /// The room/time string could not be read; `reason` says why (shown as 미정).
    case unknown(reason: String)

    /// The meetings, whatever the kind (none when unknown).
    public var meetings: [Meeting] {
        switch self {
        case .scheduled(let meetings), .eLearning(let meetings): meetings
        case .unknown: []
        }
    }

    public var isELearning: Bool {
        if case .eLearning = self { return true }
        return false
    }

    public var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }
}

/// A course of the catalog.
public struct Course: Hashable, Codable, Sendable, Identifiable {
    /// A stable key for the course within a catalog: the university's subject
    /// code and class number (`"CS1234-01"`) when the file has a subject code;
    /// otherwise `"h"` and 16 hex digits of a 64-bit FNV-1a hash of the
    /// department, name, professor and class number (the SUWIKI files have no
    /// code). Rows that would share a key get `#2`, `#3`, … in file order.
    public var id: String
    public var name: String
    public var professor: String
    /// The department (major) offering the course.
    public var department: String
    /// 전핵, 전선, 교양, … as the university writes it.
    public var classification: String
    public var credit: Int
    /// The grade year the course is meant for (0 when not given).
    public var grade: Int
    /// The class (section) number, e.g. "01".
    public var classNumber: String
    /// The room/time string as the catalog gave it, e.g. `IT301(목3,4)`.
    public var roomTime: String
    public var times: CourseTimes

    public init(
        id: String, name: String, professor: String, department: String, classification: String,
        credit: Int, grade: Int, classNumber: String, roomTime: String, times: CourseTimes
    ) {
        self.id = id
        self.name = name
        self.professor = professor
        self.department = department
        self.classification = classification
        self.credit = credit
        self.grade = grade
        self.classNumber = classNumber
        self.roomTime = roomTime
        self.times = times
    }

    /// The id of a course, derived as described on ``id``.
    public static func makeID(code: String, classNumber: String, department: String, name: String, professor: String) -> String {
        if !code.isEmpty {
            return classNumber.isEmpty ? code : "\(code)-\(classNumber)"
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for field in [department, name, professor, classNumber] {
            for byte in field.utf8 {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01B3
            }
            hash ^= 0x1F
            hash &*= 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return "h" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// A colour as red, green and blue bytes.
public struct RGB: Hashable, Codable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `0x8c9cf7` → (140, 156, 247).
    public init(hex: UInt32) {
        self.init(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF))
    }
}

/// The 21 block colours, in the order a course's `color` indexes them.
public enum TimetablePalette {
    public static let colors: [RGB] = [
        0x8c9cf7, 0x227767, 0x45c9a4, 0x00b894, 0xf6d86a, 0xe1b35d, 0x6ac1ba,
        0x00cec9, 0xfab1a0, 0xe17055, 0x74b9ff, 0x0984e3, 0xff7675, 0xd63031,
        0xa29bfe, 0x6c5ce7, 0xfd79a8, 0xe84393, 0x7ea9b5, 0xb2bec3, 0x2d3436,
    ].map(RGB.init(hex:))

    /// A colour index for the next course: the first colour none of `used`
    /// has, or (all taken) the least used one, lowest index first.
    public static func nextColor(avoiding used: [Int]) -> Int {
        var counts = [Int](repeating: 0, count: colors.count)
        for color in used where counts.indices.contains(color) { counts[color] += 1 }
        let least = counts.min() ?? 0
        return counts.firstIndex(of: least) ?? 0
    }
}

/// A course placed on a timetable, with its block colour (an index into
/// ``TimetablePalette/colors``).
public struct TimetableCourse: Hashable, Codable, Sendable {
    public var course: Course
    public var color: Int

    public init(course: Course, color: Int) {
        self.course = course
        self.color = color
    }
}

/// One of the user's timetables.
public struct Timetable: Hashable, Codable, Sendable, Identifiable {
    public let id: UUID
    public var name: String
    public var year: Int
    /// 1 or 2.
    public var semester: Int
    public var courses: [TimetableCourse]

    public init(id: UUID, name: String, year: Int, semester: Int, courses: [TimetableCourse] = []) {
        self.id = id
        self.name = name
        self.year = year
        self.semester = semester
        self.courses = courses
    }

    /// The credits of all its courses.
    public var totalCredits: Int { courses.reduce(0) { $0 + $1.course.credit } }
}

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

/// Whether a course fits into a timetable.
public enum Clash {
    /// The first course of `courses` with a meeting that overlaps one of
    /// `course`'s on the same day (touching ends included), or nil. E-learning
    /// courses never clash, nor do courses whose times are unknown.
    public static func firstClash(of course: Course, in courses: [TimetableCourse]) -> Course? {
        guard case .scheduled(let meetings) = course.times else { return nil }
        for placed in courses {
            guard case .scheduled(let others) = placed.course.times else { continue }
            for meeting in meetings where others.contains(where: meeting.overlaps) {
                return placed.course
            }
        }
        return nil
    }
}
