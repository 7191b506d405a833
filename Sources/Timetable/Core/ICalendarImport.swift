import Foundation
import TextKit

/// Reads an RFC 5545 calendar's weekly events back into a timetable: the
/// calendar ``ICalendar`` writes (which comes back exactly), or another
/// program's.
///
/// Only weekly events (`RRULE:FREQ=WEEKLY`, every week) become meetings, on
/// the weekday of their start or the days `BYDAY` names. Times are read as
/// written in the event's own zone (a class at 9:30 stays at 9:30); a UTC
/// time (`…Z`) is moved into `timeZone`. An event that starts and ends where
/// periods do (9:30–11:20) becomes those periods; any other keeps its own
/// time (9:00–10:30, 7:00–9:00, 22:00–23:30), whatever the periods. What
/// still has to change is said in ``Result/changes``: seconds (a time is
/// kept to the minute), an event that ends where it starts (kept one
/// minute long), one longer than a day (cut to 24 hours) and one that
/// passes midnight (split in two at midnight).
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
        /// Minutes after midnight, start and end (the end may pass midnight),
        /// to the minute: a start's seconds dropped, an end's counted as a
        /// minute, so no time is ever shortened.
        public var startMinute: Int
        public var endMinute: Int
        /// The day of the first occurrence.
        public var firstDay: CalendarDay
        /// Whether a time was written with seconds (so was moved to the minute).
        public var hadSeconds = false
    }

    /// Something changed in an event's time, so that the user can be told.
    public struct Change: Sendable, Equatable {
        /// The event's title.
        public var summary: String
        /// The days it meets.
        public var days: [Weekday]
        /// Its time as read, minutes after midnight of its start's day (the
        /// end may pass midnight).
        public var startMinute: Int
        public var endMinute: Int
        public var kind: Kind

        /// What was done.
        public enum Kind: Sendable, Equatable {
            /// A time had seconds: the start kept its minute, the end moved
            /// to the next minute.
            case toTheMinute
            /// It ended where it started: kept one minute long.
            case lengthenedToAMinute
            /// It lasted more than a day: kept 24 hours long (then split at midnight).
            case cutToADay
            /// It passed midnight: kept until 24:00 on its day, the rest from
            /// 0:00 on the next day.
            case splitAtMidnight
        }
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
    }

    /// A timetable made from a reading, with what the user should be told.
    public struct Result: Sendable {
        public var timetable: Timetable
        /// Courses taken from the catalog (the rest are blocks of their own).
        public var linked: Int
        /// What was changed in events' times, in file order (nothing, for
        /// times to the minute within a day).
        public var changes: [Change]
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
                let name = oneLine(property.value)
                if !UntrustedText.isBlank(name) { reading.name = name }
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
        let summary = first("SUMMARY").map { oneLine($0.value) } ?? ""
        let title = UntrustedText.isBlank(summary) ? "(untitled)" : summary
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
        var hadSeconds = begin.second > 0
        let endMinutes: Int?
        if let end = first("DTEND") {
            if let finish = moment(end.value, timeZone: timeZone) {
                // An end's seconds count as a minute: 9:50:30 ends at 9:51.
                hadSeconds = hadSeconds || finish.second > 0
                endMinutes = (finish.day.dayNumber - begin.day.dayNumber) * 1440 + finish.minute + (finish.second > 0 ? 1 : 0)
            } else {
                endMinutes = nil
            }
        } else if let duration = first("DURATION") {
            let seconds = durationSeconds(duration.value)
            hadSeconds = hadSeconds || (seconds ?? 0) % 60 != 0
            endMinutes = seconds.map { begin.minute + (begin.second + $0 + 59) / 60 }
        } else {
            // RFC 5545: a timed event without an end ends when it starts.
            endMinutes = begin.minute
        }
        guard let endMinute = endMinutes, endMinute >= begin.minute else {
            reading.skipped.append(Skipped(summary: title, reason: .noTime))
            return
        }
        reading.events.append(WeeklyEvent(
            summary: title, location: first("LOCATION").map { oneLine($0.value) }.flatMap { UntrustedText.isBlank($0) ? nil : $0 },
            description: first("DESCRIPTION").map { UntrustedText.clean(unescape($0.value), .multiLine) }, days: days.isEmpty ? [begin.day.weekday] : days,
            startMinute: begin.minute, endMinute: endMinute, firstDay: begin.day, hadSeconds: hadSeconds))
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

    /// A `YYYYMMDDTHHMMSS` time as its day, minute and second, as written (a
    /// zone given by TZID, or floating), or moved from UTC into `timeZone` (`Z`).
    static func moment(_ value: String, timeZone: TimeZone) -> (day: CalendarDay, minute: Int, second: Int)? {
        let text = value.trimmingCharacters(in: .whitespaces)
        let bytes = Array(text.utf8)
        guard bytes.count >= 15, bytes[8] == UInt8(ascii: "T") else { return nil }
        func number(_ range: Range<Int>) -> Int? { Int(String(decoding: bytes[range], as: UTF8.self)) }
        guard let year = number(0..<4), let month = number(4..<6), let dayOfMonth = number(6..<8),
              let hour = number(9..<11), let minute = number(11..<13), let second = number(13..<15),
              hour < 24, minute < 60, second < 61,
              let day = CalendarDay(year: year, month: month, day: dayOfMonth) else { return nil }
        guard bytes.count > 15, bytes[15] == UInt8(ascii: "Z") else { return (day, hour * 60 + minute, second) }
        let seconds = (day.dayNumber * 1440 + hour * 60 + minute) * 60
        let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds)))
        let local = (seconds + offset) / 60
        let days = local >= 0 ? local / 1440 : (local - 1439) / 1440
        return (CalendarDay(dayNumber: days), local - days * 1440, second)
    }

    /// `PT1H50M`, `PT90M`, `P1DT2H` as minutes (a part of a minute counts
    /// as a minute); nil for a negative or odd one.
    static func durationMinutes(_ value: String) -> Int? {
        durationSeconds(value).map { ($0 + 59) / 60 }
    }

    /// `PT1H50M30S` as seconds; nil for a negative or odd one.
    static func durationSeconds(_ value: String) -> Int? {
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
            case "W" where !inTime: total += number * 7 * 86_400
            case "D" where !inTime: total += number * 86_400
            case "H" where inTime: total += number * 3600
            case "M" where inTime: total += number * 60
            case "S" where inTime: total += number
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
    /// catalog's course of that name and those times when there is one.
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
        var linked = 0
        var changes: [Change] = []
        for (index, summary) in order.enumerated() {
            var meetings: [Meeting] = []
            for event in grouped[summary] ?? [] {
                let placed = self.meetings(of: event)
                changes += placed.changes
                for meeting in placed.meetings where !meetings.contains(meeting) {
                    meetings.append(meeting)
                }
            }
            guard !meetings.isEmpty else { continue }
            meetings.sort { ($0.day.rawValue, $0.startMinute, $0.endMinute) < ($1.day.rawValue, $1.startMinute, $1.endMinute) }
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
                      linked: linked, changes: changes, clashes: clashes)
    }

    /// The meetings of one event, on each of its days, and what had to
    /// change: periods when its time is theirs exactly (as ours are, 23:30–0:20
    /// included), else its own time; an end at its start made a minute
    /// later, a time longer than a day cut to 24 hours, and one that passes
    /// midnight split there (the rest on the next day, from 0:00).
    static func meetings(of event: WeeklyEvent) -> (meetings: [Meeting], changes: [Change]) {
        var changes: [Change] = []
        func change(_ kind: Change.Kind) {
            changes.append(Change(summary: event.summary, days: event.days, startMinute: event.startMinute,
                                  endMinute: event.endMinute, kind: kind))
        }
        if event.hadSeconds { change(.toTheMinute) }
        if let periods = Period.exactly(start: event.startMinute, end: event.endMinute) {
            let meetings = event.days.map { Meeting(day: $0, firstPeriod: periods.lowerBound, lastPeriod: periods.upperBound, room: event.location) }
            return (meetings, changes)
        }
        var end = event.endMinute
        if end == event.startMinute {
            end += 1
            change(.lengthenedToAMinute)
        }
        if end - event.startMinute > 1440 {
            end = event.startMinute + 1440
            change(.cutToADay)
        }
        if end > 1440 { change(.splitAtMidnight) }
        var meetings: [Meeting] = []
        for day in event.days {
            meetings.append(Meeting(day: day, minutes: event.startMinute..<min(end, 1440), room: event.location))
            if end > 1440 {
                meetings.append(Meeting(day: day.next, minutes: 0..<(end - 1440), room: event.location))
            }
        }
        return (meetings, changes)
    }

    /// Whether two courses meet on the same days at the same times.
    private static func sameTimes(_ a: [Meeting], _ b: [Meeting]) -> Bool {
        func key(_ meetings: [Meeting]) -> Set<String> { Set(meetings.map { "\($0.day.rawValue)-\($0.startMinute)-\($0.endMinute)" }) }
        return key(a) == key(b)
    }

    /// A course of its own for events the catalog does not have; the
    /// professor, credits, department and class come back from a
    /// description as ``ICalendar`` writes it, in either language.
    private static func block(_ name: String, meetings: [Meeting], description: String?) -> Course {
        let facts = CourseFacts(description: description ?? "")
        let id = "ical-" + Course.makeID(code: "", classNumber: facts.classNumber, department: facts.department, name: name,
                                         professor: facts.professor)
        let roomTime = meetings.map { ($0.room ?? "") + "(" + $0.periodsText + ")" }.joined(separator: " ")
        return Course(id: id, name: name, professor: facts.professor, department: facts.department, classification: "",
                      credit: facts.credit, grade: 0, classNumber: facts.classNumber, roomTime: roomTime, times: .scheduled(meetings))
    }

    /// What a description as ``ICalendar`` writes it says of a course:
    /// `김대엽 교수, 3학점, 컴퓨터SW, 01분반` in Korean, `Prof. 김대엽, 3
    /// credits, 컴퓨터SW, section 01` in English. The unlabelled part after
    /// the credits is the department. Another program's description says
    /// none of these, and the course is left without them.
    struct CourseFacts: Equatable {
        var professor = "", credit = 0, department = "", classNumber = ""

        init(professor: String = "", credit: Int = 0, department: String = "", classNumber: String = "") {
            (self.professor, self.credit, self.department, self.classNumber) = (professor, credit, department, classNumber)
        }

        init(description: String) {
            var sawCredits = false
            for part in description.components(separatedBy: ", ") {
                if part.hasSuffix(" 교수") {
                    professor = String(part.dropLast(3))
                } else if part.hasPrefix("Prof. ") {
                    professor = String(part.dropFirst(6))
                } else if let number = Self.credits(part) {
                    credit = number
                    sawCredits = true
                } else if part.hasSuffix("분반") {
                    classNumber = String(part.dropLast(2))
                } else if part.hasPrefix("section ") {
                    classNumber = String(part.dropFirst(8))
                } else if !part.isEmpty, sawCredits, department.isEmpty {
                    department = part
                }
            }
        }

        /// `3학점`, `3 credits`, `1 credit` as the number; nil for any other part.
        private static func credits(_ part: String) -> Int? {
            for suffix in ["학점", " credits", " credit"] where part.hasSuffix(suffix) {
                if let number = Int(part.dropLast(suffix.count)) { return number }
            }
            return nil
        }
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

    /// A one-line TEXT value as stored: unescaped, then cleaned by the one
    /// cleaner (escape sequences whole, controls, bidi overrides: a name or
    /// room is measured, stored and exported clean), spaces at its ends
    /// trimmed.
    static func oneLine(_ value: String) -> String {
        UntrustedText.clean(unescape(value), .singleLine).trimmingCharacters(in: .whitespaces)
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
