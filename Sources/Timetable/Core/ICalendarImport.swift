import Foundation
import TextKit

/// Reads an RFC 5545 calendar's weekly events back into a timetable: the
/// calendar ``ICalendar`` writes (which comes back exactly), or another
/// program's.
///
/// Only weekly events (`RRULE:FREQ=WEEKLY`, every week) become meetings, on
/// the weekday of their start or the days `BYDAY` names. Times are read as
/// written in the event's own zone (a class at 9:30 stays at 9:30); a UTC
/// time (`…Z`) is moved into `timeZone`. A meeting covers the periods its
/// time overlaps (period 1 is 9:30–10:20, each next one an hour later), so
/// another program's 10:00–11:00 becomes periods 1–2; ours match exactly.
/// Events with the same title are one course; a course of the catalog with
/// that name and those times is used as it is.
public enum ICalendarImport {
    /// What was read, and what was left out and why.
    public struct Reading: Sendable {
        /// The calendar's name (`X-WR-CALNAME`), if any.
        public var name: String?
        /// The weekly events, in file order.
        public var events: [WeeklyEvent] = []
        /// Events left out, in file order.
        public var skipped: [Skipped] = []
        /// Zones named by `TZID` that this system does not know (their
        /// times were read as written).
        public var unknownZones: [String] = []
    }

    /// One weekly event: its title, room, and one meeting a weekday.
    public struct WeeklyEvent: Sendable, Equatable {
        public var summary: String
        public var location: String?
        public var description: String?
        public var days: [Weekday]
        /// Minutes after midnight, start and end (the end may pass midnight).
        public var startMinute: Int
        public var endMinute: Int
        /// The day of the first occurrence.
        public var firstDay: CalendarDay
    }

    /// An event left out.
    public struct Skipped: Sendable, Equatable {
        public var summary: String
        public var reason: Reason
    }

    /// Why an event was left out.
    public enum Reason: Sendable, Equatable {
        /// Not repeated every week (a single event, daily, monthly, every other week).
        case notWeekly
        /// A date without a time of day (an all-day event).
        case dateOnly
        /// No start, or an end before its start.
        case noTime
        /// Its time falls outside the day's periods (before 9:30 ends, or after 0:20).
        case outsidePeriods
    }

    /// A timetable made from a reading, with what the user should be told.
    public struct Result: Sendable {
        public var timetable: Timetable
        /// Courses taken from the catalog (the rest are blocks of their own).
        public var linked: Int
        /// Meetings whose time was widened to whole periods.
        public var widened: Int
        /// Pairs of courses of the calendar that clash (both are kept).
        public var clashes: [(String, String)]
    }

    /// The most events read from one file.
    public static let eventLimit = 100_000

    // MARK: Reading

    /// The weekly events of `text`.
    ///
    /// - Throws: ``ICalendarImportError`` when the text is not a calendar.
    public static func read(_ text: String, timeZone: TimeZone) throws(ICalendarImportError) -> Reading {
        let lines = unfold(text)
        guard lines.contains(where: { $0.uppercased().hasPrefix("BEGIN:VCALENDAR") }) else { throw .notACalendar }
        var reading = Reading()
        var event: [(name: String, parameters: [String: String], value: String)]?
        var eventCount = 0
        for line in lines {
            guard let property = parse(line) else { continue }
            switch (property.name, property.value.uppercased()) {
            case ("BEGIN", "VEVENT"):
                event = []
            case ("END", "VEVENT"):
                if let properties = event {
                    eventCount += 1
                    guard eventCount <= eventLimit else { throw .tooManyEvents(eventLimit) }
                    take(properties, into: &reading, timeZone: timeZone)
                }
                event = nil
            case ("X-WR-CALNAME", _) where event == nil:
                let name = unescape(property.value).trimmingCharacters(in: .whitespaces)
                if !name.isEmpty { reading.name = name }
            default:
                event?.append(property)
            }
        }
        return reading
    }

    private static func take(_ properties: [(name: String, parameters: [String: String], value: String)],
                             into reading: inout Reading, timeZone: TimeZone) {
        func first(_ name: String) -> (name: String, parameters: [String: String], value: String)? {
            properties.first { $0.name == name }
        }
        let summary = first("SUMMARY").map { unescape($0.value).trimmingCharacters(in: .whitespaces) } ?? ""
        let title = summary.isEmpty ? "(untitled)" : summary
        guard let start = first("DTSTART") else {
            reading.skipped.append(Skipped(summary: title, reason: .noTime))
            return
        }
        if start.parameters["VALUE"]?.uppercased() == "DATE" || !start.value.contains("T") {
            reading.skipped.append(Skipped(summary: title, reason: .dateOnly))
            return
        }
        guard let rule = first("RRULE"), let days = weeklyDays(rule.value) else {
            reading.skipped.append(Skipped(summary: title, reason: .notWeekly))
            return
        }
        if let zone = start.parameters["TZID"], TimeZone(identifier: zone) == nil, !reading.unknownZones.contains(zone) {
            reading.unknownZones.append(zone)
        }
        guard let begin = moment(start.value, timeZone: timeZone) else {
            reading.skipped.append(Skipped(summary: title, reason: .noTime))
            return
        }
        let endMinutes: Int?
        if let end = first("DTEND"), let finish = moment(end.value, timeZone: timeZone) {
            endMinutes = (finish.day.dayNumber - begin.day.dayNumber) * 1440 + finish.minute
        } else if let duration = first("DURATION"), let minutes = durationMinutes(duration.value) {
            endMinutes = begin.minute + minutes
        } else {
            endMinutes = nil
        }
        guard let endMinute = endMinutes, endMinute > begin.minute else {
            reading.skipped.append(Skipped(summary: title, reason: .noTime))
            return
        }
        guard periods(start: begin.minute, end: endMinute) != nil else {
            reading.skipped.append(Skipped(summary: title, reason: .outsidePeriods))
            return
        }
        reading.events.append(WeeklyEvent(
            summary: title, location: first("LOCATION").map { unescape($0.value) }.flatMap { $0.isEmpty ? nil : $0 },
            description: first("DESCRIPTION").map { unescape($0.value) }, days: days.isEmpty ? [begin.day.weekday] : days,
            startMinute: begin.minute, endMinute: endMinute, firstDay: begin.day))
    }

    /// The days of a weekly rule (empty: the start's weekday), or nil when
    /// the rule is not "every week".
    static func weeklyDays(_ rule: String) -> [Weekday]? {
        var parts: [String: String] = [:]
        for part in rule.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            if pair.count == 2 { parts[pair[0].uppercased()] = pair[1].uppercased() }
        }
        guard parts["FREQ"] == "WEEKLY", (parts["INTERVAL"] ?? "1") == "1" else { return nil }
        guard let byDay = parts["BYDAY"] else { return [] }
        var days: [Weekday] = []
        for code in byDay.split(separator: ",") {
            // A plain day code: an ordinal (`1MO`) is not weekly.
            guard let day = Weekday.allCases.first(where: { $0.iCalendarCode == code }) else { return nil }
            if !days.contains(day) { days.append(day) }
        }
        return days.sorted { $0.rawValue < $1.rawValue }
    }

    /// A `YYYYMMDDTHHMMSS` time as its day and minute, as written (a zone
    /// given by TZID, or floating), or moved from UTC into `timeZone` (`Z`).
    static func moment(_ value: String, timeZone: TimeZone) -> (day: CalendarDay, minute: Int)? {
        let text = value.trimmingCharacters(in: .whitespaces)
        let bytes = Array(text.utf8)
        guard bytes.count >= 15, bytes[8] == UInt8(ascii: "T") else { return nil }
        func number(_ range: Range<Int>) -> Int? { Int(String(decoding: bytes[range], as: UTF8.self)) }
        guard let year = number(0..<4), let month = number(4..<6), let dayOfMonth = number(6..<8),
              let hour = number(9..<11), let minute = number(11..<13), hour < 24, minute < 60,
              let day = CalendarDay(year: year, month: month, day: dayOfMonth) else { return nil }
        guard bytes.count > 15, bytes[15] == UInt8(ascii: "Z") else { return (day, hour * 60 + minute) }
        let seconds = (day.dayNumber * 1440 + hour * 60 + minute) * 60
        let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds)))
        let local = (seconds + offset) / 60
        let days = local >= 0 ? local / 1440 : (local - 1439) / 1440
        return (CalendarDay(dayNumber: days), local - days * 1440)
    }

    /// `PT1H50M`, `PT90M`, `P1DT2H` as minutes; nil for a negative or odd one.
    static func durationMinutes(_ value: String) -> Int? {
        var text = Substring(value.uppercased())
        guard text.hasPrefix("P") else { return nil }
        text = text.dropFirst()
        var total = 0, number = 0, hasNumber = false, inTime = false
        for character in text {
            if let digit = character.wholeNumberValue, character.isASCII {
                number = number * 10 + digit
                hasNumber = true
                guard number < 1_000_000 else { return nil }
                continue
            }
            switch character {
            case "T": inTime = true; continue
            case "W" where !inTime: total += number * 7 * 1440
            case "D" where !inTime: total += number * 1440
            case "H" where inTime: total += number * 60
            case "M" where inTime: total += number
            case "S" where inTime: total += number / 60
            default: return nil
            }
            guard hasNumber else { return nil }
            number = 0
            hasNumber = false
        }
        return hasNumber ? nil : total
    }

    // MARK: Making the timetable

    /// A timetable of `reading`'s events: one course a title, linked to the
    /// catalog's course of that name and those periods when there is one.
    /// `color(n)` gives each course its colour in turn.
    public static func timetable(_ reading: Reading, name: String, id: UUID, year: Int, semester: Int,
                                 catalog: [Course], color: (Int) -> Int) -> Result {
        var order: [String] = []
        var grouped: [String: [WeeklyEvent]] = [:]
        for event in reading.events {
            if grouped[event.summary] == nil { order.append(event.summary) }
            grouped[event.summary, default: []].append(event)
        }
        var courses: [TimetableCourse] = []
        var linked = 0, widened = 0
        for (index, summary) in order.enumerated() {
            var meetings: [Meeting] = []
            for event in grouped[summary] ?? [] {
                guard let periods = periods(start: event.startMinute, end: event.endMinute) else { continue }
                if Period.startMinute(periods.lowerBound) != event.startMinute || Period.endMinute(periods.upperBound) != event.endMinute {
                    widened += event.days.count
                }
                for day in event.days {
                    let meeting = Meeting(day: day, firstPeriod: periods.lowerBound, lastPeriod: periods.upperBound, room: event.location)
                    if !meetings.contains(meeting) { meetings.append(meeting) }
                }
            }
            guard !meetings.isEmpty else { continue }
            meetings.sort { ($0.day.rawValue, $0.firstPeriod) < ($1.day.rawValue, $1.firstPeriod) }
            let course: Course
            if let known = catalog.first(where: { $0.name == summary && sameTimes($0.times.meetings, meetings) }) {
                course = known
                linked += 1
            } else {
                course = block(summary, meetings: meetings, description: grouped[summary]?.first?.description)
            }
            courses.append(TimetableCourse(course: course, color: color(index)))
        }
        var clashes: [(String, String)] = []
        for (index, placed) in courses.enumerated() {
            if let other = Clash.firstClash(of: placed.course, in: Array(courses[..<index])) {
                clashes.append((other.name, placed.course.name))
            }
        }
        return Result(timetable: Timetable(id: id, name: name, year: year, semester: semester, courses: courses),
                      linked: linked, widened: widened, clashes: clashes)
    }

    /// The periods a time overlaps, or nil when it overlaps none.
    static func periods(start: Int, end: Int) -> ClosedRange<Int>? {
        let overlapping = Period.range.filter { Period.startMinute($0) < end && start < Period.endMinute($0) }
        guard let first = overlapping.first, let last = overlapping.last else { return nil }
        return first...last
    }

    private static func sameTimes(_ a: [Meeting], _ b: [Meeting]) -> Bool {
        func key(_ meetings: [Meeting]) -> Set<String> { Set(meetings.map { "\($0.day.rawValue)-\($0.firstPeriod)-\($0.lastPeriod)" }) }
        return key(a) == key(b)
    }

    /// A course of its own for events the catalog does not have; the
    /// professor and credits come back from a description as ``ICalendar``
    /// writes it (`김대엽 교수, 3학점, 컴퓨터SW, 01분반`).
    private static func block(_ name: String, meetings: [Meeting], description: String?) -> Course {
        var professor = "", credit = 0, department = "", classNumber = ""
        for part in (description ?? "").components(separatedBy: ", ") {
            if part.hasSuffix(" 교수") {
                professor = String(part.dropLast(3))
            } else if part.hasSuffix("학점"), let number = Int(part.dropLast(2)) {
                credit = number
            } else if part.hasSuffix("분반") {
                classNumber = String(part.dropLast(2))
            } else if !part.isEmpty, credit > 0, department.isEmpty {
                department = part
            }
        }
        let id = "ical-" + Course.makeID(code: "", classNumber: classNumber, department: department, name: name, professor: professor)
        let roomTime = meetings.map { ($0.room ?? "") + "(" + $0.periodsText + ")" }.joined(separator: " ")
        return Course(id: id, name: name, professor: professor, department: department, classification: "", credit: credit,
                      grade: 0, classNumber: classNumber, roomTime: roomTime, times: .scheduled(meetings))
    }

    // MARK: Lines

    /// The content lines, unfolded (a line starting with a space or a tab
    /// continues the one before it).
    static func unfold(_ text: String) -> [String] {
        var lines: [String] = []
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            if let first = raw.first, first == " " || first == "\t", !lines.isEmpty {
                lines[lines.count - 1] += raw.dropFirst()
            } else if !raw.isEmpty {
                lines.append(String(raw))
            }
        }
        return lines
    }

    /// `NAME;PARAM=value:VALUE` split; nil for a line without a colon.
    static func parse(_ line: String) -> (name: String, parameters: [String: String], value: String)? {
        var inQuotes = false
        var colon: String.Index?
        for index in line.indices {
            let character = line[index]
            if character == "\"" { inQuotes.toggle() }
            if character == ":", !inQuotes {
                colon = index
                break
            }
        }
        guard let colon else { return nil }
        let head = line[..<colon].split(separator: ";").map(String.init)
        guard let name = head.first?.uppercased(), !name.isEmpty else { return nil }
        var parameters: [String: String] = [:]
        for parameter in head.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1).map(String.init)
            if pair.count == 2 { parameters[pair[0].uppercased()] = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
        }
        return (name, parameters, String(line[line.index(after: colon)...]))
    }

    /// TEXT unescaped: `\n` `\,` `\;` `\\`.
    static func unescape(_ text: String) -> String {
        var out = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n", "N": out.append("\n")
                default: out.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return out
    }
}

/// A file that is not a calendar this import can read.
public enum ICalendarImportError: Error, Equatable, Sendable {
    /// No `BEGIN:VCALENDAR`.
    case notACalendar
    /// More events than ``ICalendarImport/eventLimit``.
    case tooManyEvents(Int)

    public var english: String {
        switch self {
        case .notACalendar: "not an iCalendar file (no BEGIN:VCALENDAR)"
        case .tooManyEvents(let limit): "more than \(limit) events; not a timetable"
        }
    }

    public var korean: String {
        switch self {
        case .notACalendar: "iCalendar 파일이 아니에요 (BEGIN:VCALENDAR가 없어요)"
        case .tooManyEvents(let limit): "일정이 \(limit)개가 넘어요. 시간표가 아니에요"
        }
    }
}
