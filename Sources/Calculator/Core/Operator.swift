/// One of the four calculator operations.
///
/// The raw values are stable names for storage (they end up in the history
/// table); `symbol` is what the screen shows.
public enum Operator: String, Sendable, CaseIterable, Codable, Hashable {
    case add
    case subtract
    case multiply
    case divide

    /// The sign shown on screen and in history lines (seed): `+ − × ÷`.
    ///
    /// `−` is U+2212 MINUS SIGN, not the hyphen used for negative numbers, so
    /// `− -5` (subtract minus five) stays readable.
    public var symbol: String {
        switch self {
        case .add: "+"
        case .subtract: "\u{2212}"
        case .multiply: "\u{00D7}"
        case .divide: "\u{00F7}"
        }
    }
}
