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
