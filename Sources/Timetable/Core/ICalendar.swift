import FoundationEssentials
import TextKit

/// Writes a timetable as an RFC 5545 calendar: one weekly event per (day,
/// block of consecutive periods or a meeting's own time, room), in `Asia/Seoul` time with its
/// VTIMEZONE, from the first matching weekday on or after the first day until
/// the last day (23:59:59 Korean time, written in UTC as UNTIL must be).
///
/// Courses whose times are unknown are left out, and so are e-learning
/// courses without a stated time: a calendar has no honest slot for them. An
/// e-learning course that does state times (a live online class) gets its
/// events like any other course.
public enum ICalendar {
    /// The default dates of a term (``Term``'s numbers): 16 weeks from the
    /// first Monday of March (semester 1) or September (semester 2) of
    /// `year`, ending on the Sunday of the 16th week; a summer or winter
    /// session 4 weeks from the first Monday on or after 22 June or 22
    /// December.
    public static func semester(year: Int, semester: Int) -> (start: CalendarDay, end: CalendarDay) {
        let year = min(max(year, 1), 9999)
        let (month, day, weeks) = switch Term(rawValue: semester) {
        case .second: (9, 1, 16)
        case .summer: (6, 22, 4)
        case .winter: (12, 22, 4)
        default: (3, 1, 16)
        }
        let start = CalendarDay(year: year, month: month, day: day)!.next(.monday)
        return (start, start.adding(days: weeks * 7 - 1))
    }

    /// The years a calendar may cover. Outside them a date would not be
    /// the 8 digits of RFC 5545 (year 10000 wrote `UNTIL=100000321T…`),
    /// and no semester is that far away.
    public static let years = 1900...2100

    /// The calendar text (CRLF line ends, lines folded at 75 octets).
    /// `stamp` is written as every event's DTSTAMP; each event's
    /// DESCRIPTION is written in `language` (``description(of:in:)``).
    /// Each event skips the `holidays` that fall on it: an EXDATE at its
    /// start time, in its zone (`EXDATE;TZID=Asia/Seoul:20261005T093000`),
    /// one a date, so that every reader leaves those days out.
    ///
    /// - Throws: ``ICalendarDateError`` when `from` or `to` lies outside
    ///   ``years``: no invalid calendar is ever written.
    public static func export(_ timetable: Timetable, from: CalendarDay, to: CalendarDay,
                              stamp: Date, language: Language,
                              holidays: Set<CalendarDay> = []) throws(ICalendarDateError) -> String {
        for day in [from, to] where !years.contains(day.year) { throw ICalendarDateError(day: day) }
        var lines: [String] = [
            "BEGIN:VCALENDAR",
            "VERSION:2.0",
            "PRODID:-//bankui//timetable//EN",
            "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH",
            "X-WR-CALNAME:" + escape(timetable.name),
            "X-WR-TIMEZONE:Asia/Seoul",
            "BEGIN:VTIMEZONE",
            "TZID:Asia/Seoul",
            "BEGIN:STANDARD",
            "DTSTART:19700101T000000",
            "TZOFFSETFROM:+0900",
            "TZOFFSETTO:+0900",
            "TZNAME:KST",
            "END:STANDARD",
            "END:VTIMEZONE",
        ]
        let dtstamp = utcStamp(stamp)
        // The last day ends at 23:59:59 in Seoul (UTC+9): 14:59:59 UTC that day.
        let until = "\(to.basic)T145959Z"
        let timetableKey = timetable.id.uuidString.lowercased()
        var usedUIDs: Set<String> = []
        let holidayDays = holidays.sorted()
        for placed in timetable.courses {
            let course = placed.course
            for meeting in course.times.meetings {
                let first = from.next(meeting.day)
                guard first <= to else { continue }
                var uid = "\(timetableKey)-\(uidSafe(course.id))-\(meeting.day.iCalendarCode)\(slot(meeting))"
                if let room = meeting.room, course.times.meetings.filter({ $0.day == meeting.day && slot($0) == slot(meeting) }).count > 1 {
                    uid += "-" + uidSafe(room)
                }
                var candidate = uid
                var counter = 2
                while usedUIDs.contains(candidate) {
                    candidate = "\(uid)-\(counter)"
                    counter += 1
                }
                usedUIDs.insert(candidate)
                lines.append("BEGIN:VEVENT")
                lines.append("UID:\(candidate)@bankui")
                lines.append("DTSTAMP:\(dtstamp)")
                lines.append("DTSTART;TZID=Asia/Seoul:\(first.basic)T\(clock(meeting.startMinute))")
                // Period 15 ends at 0:20 the next day; a time of its own at 24:00 at most.
                let endDay = first.adding(days: meeting.endMinute / 1440)
                lines.append("DTEND;TZID=Asia/Seoul:\(endDay.basic)T\(clock(meeting.endMinute % 1440))")
                // No BYDAY: the start day says the weekday. A reader in another zone
                // moves the start to its own day and would find BYDAY contradicting it.
                lines.append("RRULE:FREQ=WEEKLY;UNTIL=\(until)")
                for day in holidayDays where day >= first && day <= to && day.weekday == meeting.day {
                    lines.append("EXDATE;TZID=Asia/Seoul:\(day.basic)T\(clock(meeting.startMinute))")
                }
                lines.append("SUMMARY:" + escape(course.name))
                if let room = meeting.room { lines.append("LOCATION:" + escape(room)) }
                lines.append("DESCRIPTION:" + escape(description(of: course, in: language)))
                lines.append("END:VEVENT")
            }
        }
        lines.append("END:VCALENDAR")
        var out = ""
        for line in lines {
            out += fold(line)
        }
        return out
    }

    /// Where a meeting starts, for its UID: its first period (`3`, as
    /// before), or `T0900` for a time of its own.
    private static func slot(_ meeting: Meeting) -> String {
        meeting.minutes == nil ? "\(meeting.firstPeriod)" : "T\(clock(meeting.startMinute).prefix(4))"
    }

    /// What an event says of its course, in the language the export runs
    /// in: `김대엽 교수, 3학점, 컴퓨터SW, 01분반` or `Prof. 김대엽, 3 credits,
    /// 컴퓨터SW, section 01`. The professor's name and the department are
    /// written as stored; ``ICalendarImport`` reads either form back.
    static func description(of course: Course, in language: Language) -> String {
        var parts: [String] = []
        switch language {
        case .ko:
            if !course.professor.isEmpty { parts.append("\(course.professor) 교수") }
            parts.append("\(course.credit)학점")
            if !course.department.isEmpty { parts.append(course.department) }
            if !course.classNumber.isEmpty { parts.append("\(course.classNumber)분반") }
        case .en:
            if !course.professor.isEmpty { parts.append("Prof. \(course.professor)") }
            parts.append(course.credit == 1 ? "1 credit" : "\(course.credit) credits")
            if !course.department.isEmpty { parts.append(course.department) }
            if !course.classNumber.isEmpty { parts.append("section \(course.classNumber)") }
        }
        return parts.joined(separator: ", ")
    }

    /// TEXT escaping (RFC 5545 §3.3.11): backslash first, then `;`, `,` and line breaks.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var previousCR = false
        for scalar in text.unicodeScalars {
            defer { previousCR = scalar == "\r" }
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n": if !previousCR { out += "\\n" }
            case "\r", "\u{2028}", "\u{2029}": out += "\\n"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// One content line with its CRLF, folded so no physical line exceeds 75
    /// octets; a fold never falls inside a UTF-8 sequence.
    public static func fold(_ line: String) -> String {
        var out = ""
        var width = 0
        var limit = 75
        for scalar in line.unicodeScalars {
            let size = UTF8.width(scalar)
            if width + size > limit {
                out += "\r\n "
                width = 1
                limit = 75
            }
            out.unicodeScalars.append(scalar)
            width += size
        }
        return out + "\r\n"
    }

    private static func uidSafe(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x2D || byte == 0x5F || byte == 0x2E {
                out.unicodeScalars.append(scalar)
            } else {
                out += "%" + hexDigits(byte)
            }
        }
        return out
    }

    private static func clock(_ minute: Int) -> String {
        twoDigits(minute / 60) + twoDigits(minute % 60) + "00"
    }

    /// `YYYYMMDDTHHMMSSZ` for a moment.
    static func utcStamp(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let rest = seconds - days * 86_400
        let day = CalendarDay(dayNumber: days)
        return day.basic + "T" + twoDigits(rest / 3600) + twoDigits(rest % 3600 / 60) + twoDigits(rest % 60) + "Z"
    }

    /// 0…99 as two digits: `07`.
    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}

private func hexDigits(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
}

/// A calendar date outside ``ICalendar/years``.
public struct ICalendarDateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The date refused.
    public let day: CalendarDay

    /// Creates the error for `day`.
    public init(day: CalendarDay) { self.day = day }

    /// "the date 9999-12-01 is outside the years 1900 to 2100 a calendar can hold".
    public var description: String {
        "the date \(day) is outside the years \(ICalendar.years.lowerBound) to \(ICalendar.years.upperBound) a calendar can hold"
    }

    /// The same in Korean.
    public var korean: String {
        "\(day) 날짜는 캘린더에 쓸 수 있는 \(ICalendar.years.lowerBound)~\(ICalendar.years.upperBound)년 밖이에요"
    }
}
