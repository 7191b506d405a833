import FoundationEssentials

/// Today, from an injected clock and time zone: the local calendar day in
/// which `now()` falls. A deadline is overdue from the start (00:00) of the
/// next local day.
public struct KanbanCalendar: Sendable {
    public let timeZone: TimeZone
    private let clock: @Sendable () -> Date

    public init(timeZone: TimeZone = .current, now: @escaping @Sendable () -> Date = { Date() }) {
        self.timeZone = timeZone
        clock = now
    }

    /// The current instant, from the injected clock.
    public func now() -> Date { clock() }

    /// The local day of `now()` in `timeZone`.
    public var today: Deadline { day(of: clock()) }

    /// The local day in which `date` falls, in `timeZone`.
    public func day(of date: Date) -> Deadline {
        Deadline.of(date, in: timeZone)
    }

    /// The instant `day` starts (00:00) in `timeZone`.
    public func start(of day: Deadline) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day)) ?? Date.distantPast
    }

}
