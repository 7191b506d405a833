import Foundation
import TextKit

/// A date on which no class meets: a public holiday, a university's
/// foundation day, a break. Holidays are the university's, not one
/// timetable's: every timetable skips them.
/// A holiday's date: a day of the calendar (named here so that the
/// storage, which knows only this core, can name it too).
public typealias HolidayDate = CalendarDay

public struct Holiday: Sendable, Hashable {
    /// The date.
    public var day: CalendarDay
    /// What it is (`개천절 대체공휴일`); empty when none was given.
    public var name: String
    /// The calendar file it was imported from; nil when it was typed.
    public var source: String?

    public init(day: CalendarDay, name: String, source: String? = nil) {
        self.day = day
        self.name = name
        self.source = source
    }

    /// The years a holiday may fall in: those a calendar can hold
    /// (``ICalendar/years``).
    public static let years = ICalendar.years

    /// The longest name, in characters.
    public static let nameLimit = 100

    /// A typed name as stored: cleaned to one line, spaces at its ends
    /// trimmed; nil when it is longer than ``nameLimit``.
    public static func cleanName(_ text: String) -> String? {
        let name = UntrustedText.clean(text, .singleLine).trimmingCharacters(in: .whitespaces)
        return name.count <= nameLimit ? name : nil
    }
}

/// What storing holidays changed: dates new, dates whose name or source
/// changed, and dates already stored as they were.
public struct HolidayImportCount: Sendable, Equatable {
    public var added = 0
    public var updated = 0
    public var unchanged = 0

    public init(added: Int = 0, updated: Int = 0, unchanged: Int = 0) {
        self.added = added
        self.updated = updated
        self.unchanged = unchanged
    }
}
