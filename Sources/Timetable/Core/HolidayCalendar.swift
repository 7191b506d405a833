import Foundation
import TextKit

/// Reads the dates of a holiday calendar (RFC 5545): every event's days,
/// whatever the event.
///
/// - An all-day event (`DTSTART;VALUE=DATE:20261005`) is its day, or its
///   days up to DTEND, which is not one of them (a DURATION counts whole
///   days).
/// - A timed event is the date of its start in the event's own zone (as
///   written with TZID or without a zone); a UTC time (`…Z`) is moved into
///   the calendar's zone (`X-WR-TIMEZONE`) or, without one, Seoul's, the
///   timetable's. One that runs past midnight covers the days it touches
///   (an end at midnight is not one of them).
/// - A yearly rule (`RRULE:FREQ=YEARLY`, with INTERVAL, COUNT, UNTIL, and
///   BYMONTH/BYMONTHDAY only when they are the start's) is expanded within
///   ``Holiday/years``, EXDATE's dates skipped; any other rule leaves the
///   event out, since its dates would be guessed.
/// - Left out, and said why: a cancelled event, one without a start, one
///   that ends before it starts, one longer than ``longest`` days, and one
///   outside ``Holiday/years``.
///
/// Two events on one date make one holiday, their names joined (five
/// names at most, ``Holiday/nameLimit`` characters). A file whose events
/// would cover more than ``dateLimit`` dates is refused.
public enum HolidayCalendar {
    /// What was read.
    public struct Reading: Sendable, Equatable {
        /// The holidays, one a date, in date order.
        public var holidays: [Holiday] = []
        /// The events left out, in file order.
        public var leftOut: [LeftOut] = []
        /// How many events the calendar holds.
        public var eventCount = 0
    }

    /// An event left out, and why.
    public struct LeftOut: Error, Sendable, Equatable {
        /// Its SUMMARY (`(untitled)` without one).
        public var summary: String
        /// Its start, when it has one.
        public var day: CalendarDay?
        public var reason: Reason

        public init(summary: String, day: CalendarDay?, reason: Reason) {
            self.summary = summary
            self.day = day
            self.reason = reason
        }
    }

    /// Why an event was left out.
    public enum Reason: Sendable, Equatable {
        /// STATUS:CANCELLED.
        case cancelled
        /// No DTSTART, or one that is not a date.
        case noDate
        /// DTEND before DTSTART.
        case endsBeforeStart
        /// More than ``longest`` days long.
        case tooLong
        /// It repeats by a rule other than a simple yearly one (or RDATE).
        case repeatsOtherwise
        /// Every date of it is outside ``Holiday/years``.
        case outOfRange
    }

    /// The longest event read, in days: a year (a calendar of one event
    /// over a century is not a holiday).
    public static let longest = 366

    /// The holidays of a calendar file's bytes; `source` names the file.
    ///
    /// - Throws: ``HolidayCalendarError`` when the bytes are not UTF-8, not a
    ///   calendar, hold too many events, or hold no event at all.
    public static func read(bytes: [UInt8], source: String?) throws(HolidayCalendarError) -> Reading {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard let text = String(validating: body, as: UTF8.self) else { throw .notUTF8 }
        return try read(text, source: source)
    }

    /// The holidays of a calendar's text; `source` names the file.
    public static func read(_ text: String, source: String?) throws(HolidayCalendarError) -> Reading {
        let lines = ICalendarImport.unfold(text)
        guard lines.contains(where: { $0.uppercased().hasPrefix("BEGIN:VCALENDAR") }) else { throw .notACalendar }
        var zone = TimeZone(identifier: "Asia/Seoul")!
        var events: [[Property]] = []
        var event: [Property]?
        for line in lines {
            guard let property = ICalendarImport.parse(line) else { continue }
            switch (property.name, property.value.uppercased()) {
            case ("BEGIN", "VEVENT"): event = []
            case ("END", "VEVENT"):
                if let properties = event {
                    events.append(properties)
                    guard events.count <= ICalendarImport.eventLimit else { throw .tooManyEvents(ICalendarImport.eventLimit) }
                }
                event = nil
            case ("X-WR-TIMEZONE", _) where event == nil:
                if let named = TimeZone(identifier: property.value.trimmingCharacters(in: .whitespaces)) { zone = named }
            default:
                event?.append(property)
            }
        }
        guard !events.isEmpty else { throw .noEvents }
        var reading = Reading(eventCount: events.count)
        // A few names a date, each kept once: a file of 100,000 events on
        // one date makes one name of a sensible length.
        var names: [CalendarDay: [String]] = [:]
        var budget = dateLimit
        for properties in events {
            switch occurrences(of: properties, timeZone: zone) {
            case .success(let event):
                budget -= event.starts.count * event.length
                guard budget >= 0 else { throw .tooManyDates(dateLimit) }
                var inRange = false
                for start in event.starts {
                    for offset in 0..<event.length {
                        let day = start.adding(days: offset)
                        guard Holiday.years.contains(day.year) else { continue }
                        inRange = true
                        var known = names[day] ?? []
                        if known.count < namesPerDate, !known.contains(event.name) {
                            known.append(event.name)
                            names[day] = known
                        }
                    }
                }
                if !inRange { reading.leftOut.append(LeftOut(summary: event.title, day: event.first, reason: .outOfRange)) }
            case .failure(let left):
                reading.leftOut.append(left)
            }
        }
        reading.holidays = names.keys.sorted().map { day in
            Holiday(day: day, name: shortened(names[day]!.filter { !$0.isEmpty }.joined(separator: ", ")), source: source)
        }
        return reading
    }

    /// The most dates a calendar's events may cover, counted with their
    /// repeats: far above a century of a country's holidays, and a file
    /// built to make millions is refused at once.
    public static let dateLimit = 1_000_000

    /// The most names kept for one date.
    static let namesPerDate = 5

    /// `text` cut to ``Holiday/nameLimit`` characters, an ellipsis last when cut.
    static func shortened(_ text: String) -> String {
        text.count <= Holiday.nameLimit ? text : String(text.prefix(Holiday.nameLimit - 1)) + "…"
    }

    /// An event read: its name, the first day of each occurrence, and the
    /// days each lasts.
    private struct Occurrences {
        var name: String
        var title: String
        var first: CalendarDay
        var starts: [CalendarDay]
        var length: Int
    }

    typealias Property = (name: String, parameters: [String: String], value: String)

    /// An event's name, starts and length, or why it was left out.
    private static func occurrences(of properties: [Property], timeZone: TimeZone) -> Result<Occurrences, LeftOut> {
        func first(_ name: String) -> Property? { properties.first { $0.name == name } }
        let summary = shortened(first("SUMMARY").map { ICalendarImport.oneLine($0.value) } ?? "")
        let title = summary.isEmpty ? "(untitled)" : summary
        func leftOut(_ reason: Reason, _ day: CalendarDay? = nil) -> Result<Occurrences, LeftOut> {
            .failure(LeftOut(summary: title, day: day, reason: reason))
        }
        guard let start = first("DTSTART"), let begin = point(start, timeZone: timeZone) else { return leftOut(.noDate) }
        if first("STATUS")?.value.trimmingCharacters(in: .whitespaces).uppercased() == "CANCELLED" {
            return leftOut(.cancelled, begin.day)
        }
        // The days it lasts: at least its first.
        var length = 1
        if let end = first("DTEND") {
            guard let finish = point(end, timeZone: timeZone) else { return leftOut(.noDate, begin.day) }
            guard (finish.day, finish.minute) >= (begin.day, begin.minute) else { return leftOut(.endsBeforeStart, begin.day) }
            // The end's day is not one of them when it ends at its midnight
            // (all-day events always do).
            length = max(1, begin.day.days(until: finish.day) + (finish.minute > 0 ? 1 : 0))
        } else if let duration = first("DURATION") {
            guard let seconds = ICalendarImport.durationSeconds(duration.value) else { return leftOut(.noDate, begin.day) }
            let endMinute = begin.minute + (seconds + 59) / 60
            length = max(1, endMinute / 1440 + (endMinute % 1440 > 0 ? 1 : 0))
        }
        guard length <= longest else { return leftOut(.tooLong, begin.day) }
        var starts = [begin.day]
        if first("RDATE") != nil { return leftOut(.repeatsOtherwise, begin.day) }
        if let rule = first("RRULE") {
            let excluded = Set(properties.filter { $0.name == "EXDATE" }.flatMap { property in
                property.value.split(separator: ",").compactMap { point((property.name, property.parameters, String($0)), timeZone: timeZone)?.day }
            })
            guard let yearly = yearlyStarts(rule.value, from: begin.day) else { return leftOut(.repeatsOtherwise, begin.day) }
            starts = yearly.filter { !excluded.contains($0) }
        }
        return .success(Occurrences(name: summary, title: title, first: begin.day, starts: starts, length: length))
    }

    /// A date or date-time value's day and minute (0 for a date): a date
    /// as written, a time in its own zone, a UTC time in `timeZone`.
    static func point(_ property: Property, timeZone: TimeZone) -> (day: CalendarDay, minute: Int)? {
        let value = property.value.trimmingCharacters(in: .whitespaces)
        if value.contains("T") {
            guard property.parameters["VALUE"].map({ $0.uppercased() == "DATE-TIME" }) ?? true,
                  let moment = ICalendarImport.moment(value, timeZone: timeZone) else { return nil }
            return (moment.day, moment.minute)
        }
        let bytes = Array(value.utf8)
        guard bytes.count == 8, bytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
              let year = Int(value.prefix(4)), let month = Int(value.dropFirst(4).prefix(2)), let day = Int(value.suffix(2)),
              let date = CalendarDay(year: year, month: month, day: day) else { return nil }
        return (date, 0)
    }

    /// The starts of a yearly rule from `first`, within ``Holiday/years``;
    /// nil for a rule that is not every N years on the start's date.
    static func yearlyStarts(_ rule: String, from first: CalendarDay) -> [CalendarDay]? {
        var parts: [String: String] = [:]
        for part in rule.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces).uppercased() }
            guard pair.count == 2 else { return nil }
            parts[pair[0]] = pair[1]
        }
        guard parts.removeValue(forKey: "FREQ") == "YEARLY" else { return nil }
        let interval = parts.removeValue(forKey: "INTERVAL").map { Int($0) } ?? 1
        guard let interval, interval >= 1 else { return nil }
        var count: Int?
        if let text = parts.removeValue(forKey: "COUNT") {
            guard let number = Int(text), number >= 1 else { return nil }
            count = number
        }
        var until: CalendarDay?
        if let text = parts.removeValue(forKey: "UNTIL") {
            // The date of UNTIL: a holiday is a whole day, so its time does not matter.
            guard let day = point(("UNTIL", [:], String(text.prefix(8))), timeZone: TimeZone(identifier: "UTC")!)?.day else { return nil }
            until = day
        }
        if let month = parts.removeValue(forKey: "BYMONTH"), Int(month) != first.month { return nil }
        if let day = parts.removeValue(forKey: "BYMONTHDAY"), Int(day) != first.day { return nil }
        parts.removeValue(forKey: "WKST")
        guard parts.isEmpty else { return nil }
        var starts: [CalendarDay] = []
        var found = 0
        var year = first.year
        while year <= Holiday.years.upperBound {
            // 29 February repeats in leap years only; other years are no occurrence.
            if let day = CalendarDay(year: year, month: first.month, day: first.day) {
                if let until, day > until { break }
                found += 1
                if Holiday.years.contains(year) { starts.append(day) }
                if let count, found >= count { break }
            }
            year += interval
        }
        return starts
    }
}

/// A file that is not a holiday calendar.
public enum HolidayCalendarError: Error, Equatable, Sendable {
    /// The bytes are not UTF-8 text.
    case notUTF8
    /// No `BEGIN:VCALENDAR`.
    case notACalendar
    /// A calendar without a single event.
    case noEvents
    /// More events than ``ICalendarImport/eventLimit``.
    case tooManyEvents(Int)
    /// Events covering more dates than ``HolidayCalendar/dateLimit``.
    case tooManyDates(Int)

    public var english: String {
        switch self {
        case .notUTF8: "not UTF-8 text; a calendar file is UTF-8"
        case .notACalendar: "not an iCalendar file (no BEGIN:VCALENDAR)"
        case .noEvents: "the calendar has no events"
        case .tooManyEvents(let limit): "more than \(limit) events; not a holiday calendar"
        case .tooManyDates(let limit): "its events cover more than \(limit) dates with their repeats; not a holiday calendar"
        }
    }

    public var korean: String {
        switch self {
        case .notUTF8: "UTF-8 텍스트가 아니에요. 캘린더 파일은 UTF-8이에요"
        case .notACalendar: "iCalendar 파일이 아니에요 (BEGIN:VCALENDAR가 없어요)"
        case .noEvents: "캘린더에 일정이 없어요"
        case .tooManyEvents(let limit): "일정이 \(limit)개가 넘어요. 휴일 캘린더가 아니에요"
        case .tooManyDates(let limit): "일정의 날짜가 반복까지 세어 \(limit)개가 넘어요. 휴일 캘린더가 아니에요"
        }
    }
}
