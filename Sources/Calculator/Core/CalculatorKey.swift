/// A key the user can press on the calculator.
public enum CalculatorKey: Sendable, Equatable, Hashable {
    /// A digit 0…9; other numbers are ignored by `Calculator.press`.
    case digit(Int)
    /// The seed's `00` button: two zeros at once.
    case doubleZero
    /// The decimal point.
    case point
    /// `+ − × ÷`.
    case op(Operator)
    /// `=` / `Enter`: finish the calculation.
    case equals
    /// AC (`Esc`): forget the whole calculation.
    case allClear
    /// CE (`c`): the operand being typed goes back to 0.
    case clearEntry
    /// ⁺⁄₋ (`n`): change the sign of the number shown; nothing on 0.
    case negate
    /// `Backspace`: delete the last typed character.
    case backspace
    /// `%`: the number typed as a percentage, as desk calculators do:
    /// after `+` or `−` it is that share of the value so far (`200 + 10 %`
    /// makes the 10 into 20), otherwise a hundredth (`50 × 10 %` multiplies
    /// by 0.1; `10 %` alone is 0.1; on a result, the result's hundredth).
    case percent

    /// The key a typed character stands for, or nil when it is no calculator key.
    ///
    /// Maps `0`…`9`, `.`, `+`, `-`/`−`, `*`/`x`/`×`, `/`/`÷`, `=` and Enter
    /// (`\n`, `\r`), `%` to percent, Esc (U+001B) to AC, `c` to CE, `n` to negate, DEL (U+007F)
    /// and BS (U+0008) to backspace. `00` has no single character; a UI that
    /// wants it binds its own key to `.doubleZero`. Terminal key codes
    /// (curses `KEY_BACKSPACE`, `KEY_ENTER`) are the UI's to translate.
    public static func from(character: Character) -> CalculatorKey? {
        if character.isASCII, let digit = character.wholeNumberValue {
            return .digit(digit)
        }
        switch character {
        case ".": return .point
        case "+": return .op(.add)
        case "-", "\u{2212}": return .op(.subtract)
        case "*", "x", "\u{00D7}": return .op(.multiply)
        case "/", "\u{00F7}": return .op(.divide)
        case "=", "\n", "\r", "\r\n": return .equals
        case "\u{1B}": return .allClear
        case "c": return .clearEntry
        case "n": return .negate
        case "\u{7F}", "\u{08}": return .backspace
        case "%", "\u{FF05}": return .percent
        default: return nil
        }
    }
}
