import TextKit

extension CalendarDay {
    /// The day of the week this day falls on.
    public var weekday: Weekday {
        // isoWeekday is 1…7 from Monday, as Weekday's raw values are.
        Weekday(rawValue: isoWeekday) ?? .monday
    }

    /// The first day on or after this one that falls on `weekday`.
    public func next(_ weekday: Weekday) -> CalendarDay {
        adding(days: (weekday.rawValue - self.weekday.rawValue + 7) % 7)
    }
}
