import TextKit

/// Why a deadline typed by a person was refused.
public enum DeadlineInputError: Error, Equatable, Sendable {
    /// The text is not a form of date bankui reads (`tomorrowish`, `23.11`).
    case notADate(String)
    /// The text has the shape of a date but names no day (`2026-02-30`).
    case noSuchDay(String)
    /// The text could mean more than one day (`3/4`, `next fri` early in
    /// the week): the days, earliest first.
    case ambiguous(String, [Deadline])
}

/// A deadline as typed in the card editor or given to `--due`: every form
/// ``SpokenDay`` reads (`2026-12-1`, `fri`, `금요일`, `다음 주 금요일`, `+1m`,
/// `end of month`, …), relative to today; empty for no deadline.
public enum DeadlineInput {
    /// The deadline `text` names, relative to `today`; `.success(nil)` for
    /// empty text.
    public static func parse(_ text: String, today: Deadline) -> Result<Deadline?, DeadlineInputError> {
        SpokenDay.read(text, today: today).mapError { error in
            switch error {
            case .notADate(let text): .notADate(text)
            case .noSuchDay(let text): .noSuchDay(text)
            case .ambiguous(let text, let days): .ambiguous(text, days)
            }
        }
    }
}

extension String {
    /// Without leading and trailing white space and line breaks.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let end = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[start...end])
    }
}
