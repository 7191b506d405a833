import CalculatorCore
import TerminalUI

/// What a key means on the calculator tab.
enum CalculatorCommand: Equatable {
    /// A calculator key: digit, operator, `=`, AC, CE, ⁺⁄₋, Backspace.
    case calculator(CalculatorKey)
    /// Scrolls the history (`↑ ↓ k j PgUp PgDn Home End`).
    case scroll(Key)
    /// Asks whether to clear the stored history.
    case clearHistory
    /// Text pasted in one piece, typed as calculator keys.
    case paste(String)

    /// The key that types `00` (the seed's double-zero button): no key of a
    /// keyboard types two characters, and `z` is free and easy to reach.
    static let doubleZeroKey: Character = "z"
    /// The key that clears the history. Capital `X`: `c` is CE, `x` is ×,
    /// and a capital is hard to hit by accident; a dialog asks first anyway.
    static let clearHistoryKey: Character = "X"

    /// The command for `key`, or nil when the key means nothing here.
    ///
    /// `q`, `?` and Tab never arrive: the shell takes them first.
    init?(_ key: Key) {
        switch key {
        case .character(Self.doubleZeroKey): self = .calculator(.doubleZero)
        case .character(Self.clearHistoryKey): self = .clearHistory
        case .up, .down, .pageUp, .pageDown, .home, .end, .character("k"), .character("j"): self = .scroll(key)
        case .character(let character):
            guard let calculatorKey = CalculatorKey.from(character: character) else { return nil }
            self = .calculator(calculatorKey)
        case .enter: self = .calculator(.equals)
        case .backspace: self = .calculator(.backspace)
        case .escape: self = .calculator(.allClear)
        case .paste(let text): self = .paste(text)
        default: return nil
        }
    }
}
