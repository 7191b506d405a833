import Foundation
import TextKit

/// Dates as every tab shows them, so that a day reads the same on a card,
/// in the kanban history, in the timetable's today view and in a headless
/// command run with `--lang ko`: ISO 8601 in English (`2026-11-23`), in
/// Korean the way Korean writes a date (`2026. 11. 23.`, the form the
/// kanban tab has always shown); the weekday, when shown, in brackets
/// after it (`(Mon)`, `(월)`), a time of day after that (`14:05`).
extension Words {
    /// `2026-11-23`; `2026. 11. 23.`
    public func date(_ day: CalendarDay) -> String {
        pick(day.iso, "\(day.year). \(day.month). \(day.day).")
    }

    /// `2026-11-23 (Mon)`; `2026. 11. 23. (월)`.
    public func dateWithWeekday(_ day: CalendarDay) -> String {
        let index = day.isoWeekday - 1
        let english = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][index]
        let korean = ["월", "화", "수", "목", "금", "토", "일"][index]
        return date(day) + " (" + pick(english, korean) + ")"
    }

    /// The local date and time of a moment: `2026-11-23 14:05`;
    /// `2026. 11. 23. 14:05`.
    public func dateTime(_ moment: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: moment)
        let (hour, minute) = (parts.hour ?? 0, parts.minute ?? 0)
        let clock = (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
        return date(CalendarDay.of(moment, in: timeZone)) + " " + clock
    }
}
