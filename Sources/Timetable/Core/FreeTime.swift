import TextKit
/// When none of several timetables has a course: the question students ask
/// each other ("when can we all meet?").
///
/// The rule: on each day, between `from` and `to`, the minutes no meeting
/// of any of the timetables covers, in slots of at least `atLeast` minutes.
/// A meeting covers its minutes from its start to its end, so a slot may
/// begin the minute a class ends and end the minute the next begins
/// (touching ends are free time). E-learning courses with stated times (a
/// live online class) count as busy; courses without times never do.
public enum FreeTime {
    /// A free stretch of one day, in minutes after midnight.
    public struct Slot: Hashable, Sendable {
        public var day: Weekday
        public var start: Int
        public var end: Int

        public init(day: Weekday, start: Int, end: Int) {
            self.day = day
            self.start = start
            self.end = end
        }

        public var minutes: Int { end - start }
    }

    /// The days looked at: Monday to Friday, and Saturday or Sunday when a
    /// timetable meets on them.
    public static func days(of timetables: [Timetable]) -> [Weekday] {
        let used = Set(timetables.flatMap { $0.courses.flatMap(\.course.times.meetings) }.map(\.day))
        return Weekday.allCases.filter { $0.rawValue <= 5 || used.contains($0) }
    }

    /// The free slots of `days`, in day and time order.
    public static func slots(of timetables: [Timetable], days: [Weekday], from: Int, to: Int, atLeast: Int) -> [Slot] {
        var busy: [Weekday: [(Int, Int)]] = [:]
        for timetable in timetables {
            for placed in timetable.courses {
                for meeting in placed.course.times.meetings {
                    busy[meeting.day, default: []].append((meeting.startMinute, meeting.endMinute))
                }
            }
        }
        var slots: [Slot] = []
        for day in days {
            var free = from
            for (start, end) in (busy[day] ?? []).sorted(by: { $0.0 < $1.0 }) where end > free {
                if start >= to { break }
                if start - free >= atLeast, start > free { slots.append(Slot(day: day, start: free, end: start)) }
                free = max(free, end)
            }
            if to - free >= atLeast, to > free { slots.append(Slot(day: day, start: free, end: to)) }
        }
        return slots
    }
}

/// A day's courses, for "what do I have today".
public enum DaySchedule {
    /// The days `timetable`'s term runs, first and last: its default dates
    /// (``ICalendar/semester(year:semester:)``), which its export writes.
    public static func term(of timetable: Timetable) -> ClosedRange<CalendarDay> {
        let (start, end) = ICalendar.semester(year: timetable.year, semester: timetable.semester)
        return start...end
    }

    /// The meetings of `timetable` on the date `day`, in time order: none
    /// outside its term (a spring timetable has no class in December, nor
    /// in another year); `inTerm` says which.
    public static func meetings(of timetable: Timetable, onDate day: CalendarDay)
        -> (inTerm: Bool, meetings: [(meeting: Meeting, course: Course)])
    {
        guard term(of: timetable).contains(day) else { return (false, []) }
        return (true, meetings(of: timetable, on: day.weekday))
    }

    /// The meetings of `timetable` on `day`, in time order, each with its course.
    public static func meetings(of timetable: Timetable, on day: Weekday) -> [(meeting: Meeting, course: Course)] {
        timetable.courses.flatMap { placed in
            placed.course.times.meetings.filter { $0.day == day }.map { (meeting: $0, course: placed.course) }
        }
        .sorted { ($0.meeting.startMinute, $0.course.name) < ($1.meeting.startMinute, $1.course.name) }
    }
}
