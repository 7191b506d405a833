/// A mouse report the terminal sent (xterm SGR reporting): a left button
/// press, a double click or a turn of the wheel, at a cell.
///
/// Releases, other buttons and motion are not reported: bankui has no use
/// for them.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Action: Hashable, Sendable {
        /// The left button went down.
        case press
        /// The left button went down a second time on the same cell within
        /// ``KeyDecoder/doubleClickInterval``.
        case doublePress
        /// The wheel turned away from the user (the content moves down).
        case wheelUp
        /// The wheel turned towards the user.
        case wheelDown
    }

    /// What the mouse did.
    public var action: Action
    /// The cell, 0-based (the terminal's report is 1-based).
    public var position: Point

    /// A report of `action` at `position` (0-based).
    public init(_ action: Action, at position: Point) {
        self.action = action
        self.position = position
    }

    /// Whether this is a press of the left button (single or double).
    public var isPress: Bool { action == .press || action == .doublePress }
}
