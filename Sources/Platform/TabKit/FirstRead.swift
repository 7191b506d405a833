import TerminalUI

/// Where a tab's first read of its stored data stands: the one question
/// every tab's view asks before it draws its data.
///
/// Until the first read answers, nothing is known of the data — not even
/// that there is none — so the view draws a ``ReadingLine`` where the data
/// goes, never an empty list, a `0` or an empty grid: a first frame that
/// drew an empty board over 10,000 stored cards could make a person think
/// their cards were gone. A tab whose first read failed says why in its own
/// way and still shows nothing of the data.
public enum FirstRead: Sendable, Equatable {
    /// Nothing asked for yet (the tab has not been shown).
    case notAsked
    /// The first read is on its way.
    case reading
    /// A read answered with the data: the tab shows what it holds.
    case read
    /// The first read failed; the tab says why, and nothing of the data.
    case failed

    /// A read was asked for.
    public mutating func asked() {
        if self == .notAsked { self = .reading }
    }

    /// A read answered and its answer is shown: the data when `succeeded`,
    /// otherwise the failure (a tab that showed data once keeps `read`:
    /// what it shows then is its own business).
    public mutating func answered(succeeded: Bool) {
        if succeeded { self = .read } else if self != .read { self = .failed }
    }

    /// True once a read was asked for.
    public var isAsked: Bool { self != .notAsked }

    /// True once the data was read: until then the view draws none of it.
    public var hasData: Bool { self == .read }

    /// True while the view should say it is reading: nothing read and no failure to tell.
    public var isReading: Bool { self == .notAsked || self == .reading }
}

/// What a tab draws where its data goes until the first read answers
/// (``FirstRead``): one dim line that says what is being read
/// (`Reading cards…`), at the top left of the area.
public struct ReadingLine: Sendable {
    /// What is being read, in the user's language.
    public let text: String

    public init(_ text: String) { self.text = text }

    /// Draws the line into the first row of `area`, a cell in from its left.
    public func render(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        buffer.write(text, x: area.x + 1, y: area.y, style: buffer.theme.dim, maxWidth: max(0, area.width - 1))
    }
}
