import ArgumentParser
import Foundation
import TextKit

/// A day given to an option, as people type it (``SpokenDay``: `2026-12-1`,
/// `today`, `fri`, `다음 주 금요일`, `+1m`, `end of month`), read against the
/// local date when the command runs, so that a refusal can say why
/// (`--date: '3/4' could be 2027-03-04 (Thu) or 2027-04-03 (Sat): write
/// the date`).
public struct DayArgument: ExpressibleByArgument, CustomStringConvertible, Hashable, Sendable {
    /// The text as given.
    public let text: String

    public init?(argument: String) {
        text = argument
    }

    public var description: String { text }

    /// The day the text names, relative to `today`.
    /// - Throws: `ValidationError` naming `option` and why.
    public func day(_ option: String, today: CalendarDay = .of(Date(), in: .current)) throws -> CalendarDay {
        switch SpokenDay.read(text, today: today) {
        case .success(let day?): return day
        case .success(nil): throw ValidationError("\(option) needs a date, got nothing")
        case .failure(let error):
            throw ValidationError("\(option): \(UntrustedText.clean(error.description, .singleLine))")
        }
    }
}
