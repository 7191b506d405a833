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
/// Two events on one date make one holiday, their names joined.
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
        var names: [CalendarDay: [String]] = [:]
        for properties in events {
            switch days(of: properties, timeZone: zone) {
            case .success(let (name, days)):
                for day in days where !(names[day]?.contains(name) ?? false) { names[day, default: []].append(name) }
            case .failure(let left):
                reading.leftOut.append(left)
            }
        }
        reading.holidays = names.keys.sorted().map { day in
            Holiday(day: day, name: names[day]!.filter { !$0.isEmpty }.joined(separator: ", "), source: source)
        }
        return reading
    }

    typealias Property = (name: String, parameters: [String: String], value: String)

    /// An event's name and days, or why it was left out.
    private static func days(of properties: [Property], timeZone: TimeZone) -> Result<(String, [CalendarDay]), LeftOut> {
        func first(_ name: String) -> Property? { properties.first { $0.name == name } }
        let summary = first("SUMMARY").map { ICalendarImport.oneLine($0.value) } ?? ""
        func leftOut(_ reason: Reason, _ day: CalendarDay? = nil) -> Result<(String, [CalendarDay]), LeftOut> {
            .failure(LeftOut(summary: summary.isEmpty ? "(untitled)" : summary, day: day, reason: reason))
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
        let days = starts.flatMap { start in (0..<length).map { start.adding(days: $0) } }.filter { Holiday.years.contains($0.year) }
        guard !days.isEmpty else { return leftOut(.outOfRange, begin.day) }
        return .success((summary, days))
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

    public var english: String {
        switch self {
        case .notUTF8: "not UTF-8 text; a calendar file is UTF-8"
        case .notACalendar: "not an iCalendar file (no BEGIN:VCALENDAR)"
        case .noEvents: "the calendar has no events"
        case .tooManyEvents(let limit): "more than \(limit) events; not a holiday calendar"
        }
    }

    public var korean: String {
        switch self {
        case .notUTF8: "UTF-8 텍스트가 아니에요. 캘린더 파일은 UTF-8이에요"
        case .notACalendar: "iCalendar 파일이 아니에요 (BEGIN:VCALENDAR가 없어요)"
        case .noEvents: "캘린더에 일정이 없어요"
        case .tooManyEvents(let limit): "일정이 \(limit)개가 넘어요. 휴일 캘린더가 아니에요"
        }
    }
}
