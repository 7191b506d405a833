/// One weekly meeting of a course: a block of consecutive periods on one day
/// in one room, or, for a meeting read from a calendar, the exact minutes
/// the calendar gave (which need not start or end where a period does).
public struct Meeting: Hashable, Codable, Sendable {
    public var day: Weekday
    /// The first period of the block, 1…15. For a meeting with minutes of
    /// its own, the first period its time overlaps (1 when it ends before
    /// period 1 starts, 15 when it starts after period 15 ends).
    public var firstPeriod: Int
    /// The last period of the block (≥ `firstPeriod`); the block is consecutive.
    public var lastPeriod: Int
    /// The room; nil when the university has not given one (미정).
    public var room: String?
    /// The exact time, minutes after midnight from the start to the end
    /// (the end at most 24:00), when the meeting keeps a time of its own (an
    /// event of a calendar, 9:00–10:30); nil: the periods' time (a course
    /// of the catalog).
    public var minutes: Range<Int>?

    public init(day: Weekday, firstPeriod: Int, lastPeriod: Int, room: String?) {
        self.day = day
        self.firstPeriod = firstPeriod
        self.lastPeriod = lastPeriod
        self.room = room
    }

    /// A meeting at exactly `minutes` (for example 540..<630, 9:00–10:30);
    /// its periods are those the time overlaps, or the nearest one.
    public init(day: Weekday, minutes: Range<Int>, room: String?) {
        let periods = Period.nearest(start: minutes.lowerBound, end: minutes.upperBound)
        self.day = day
        self.firstPeriod = periods.lowerBound
        self.lastPeriod = periods.upperBound
        self.room = room
        self.minutes = minutes
    }

    /// Minutes after midnight at which the block starts: its own time's
    /// start, else 9:30 + (first − 1) h.
    public var startMinute: Int { minutes?.lowerBound ?? Period.startMinute(firstPeriod) }

    /// Minutes after midnight at which the block ends: its own time's end,
    /// else 10:20 + (last − 1) h.
    public var endMinute: Int { minutes?.upperBound ?? Period.endMinute(lastPeriod) }

    /// "9:00–10:30": the clock times of the block.
    public var clockText: String { Period.clock(startMinute) + "–" + Period.clock(endMinute) }

    /// "월1-2" / "월1": the day and the periods of the block; "월9:00-10:30"
    /// for a meeting with a time of its own.
    public var periodsText: String {
        if minutes != nil { return "\(day.korean)\(Period.clock(startMinute))-\(Period.clock(endMinute))" }
        return firstPeriod == lastPeriod ? "\(day.korean)\(firstPeriod)" : "\(day.korean)\(firstPeriod)-\(lastPeriod)"
    }
}
