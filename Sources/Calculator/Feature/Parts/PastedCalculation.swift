import CalculatorCore

/// Pasted text read as calculator keys: `1,234.5 × 3 =` types the number,
/// the operator and `=`.
///
/// Only number and operator characters count: digits, `.`, `+ - * x / =`
/// and their signs `− × ÷`, a line break as Enter. Spaces, `,` and `_` are
/// how numbers are written and are skipped quietly; anything else (letters,
/// `c` or `n` inside a word) is skipped and counted, so the tab can say so.
/// A digit or operator joined to marks — a combining accent, a zero-width
/// joiner, a variation selector (`5\u{301}`, the keycap `5️⃣`) — is read as
/// itself, and its marks are skipped and counted as one character: the
/// number stays whole, and the message says something was left out.
/// A paste longer than `limit` characters is used up to the limit only.
struct PastedCalculation: Equatable {
    /// The most characters of one paste that are read.
    static let limit = 10_000

    /// The keys, in order.
    var keys: [CalculatorKey] = []
    /// Characters that were neither keys nor number formatting.
    var ignoredCount = 0
    /// True when the paste was longer than `limit` characters.
    var wasCut = false

    /// Reads `text`; at most `limit` characters of it.
    init(_ text: String, limit: Int = PastedCalculation.limit) {
        var read = 0
        for character in text {
            guard read < limit else {
                wasCut = true
                break
            }
            read += 1
            if character == " " || character == "," || character == "_" || character == "\t" { continue }
            if let key = Self.key(for: character) {
                keys.append(key)
            } else if let base = character.unicodeScalars.first, let key = Self.key(for: Character(base)) {
                // A key with marks joined to it: the key, and the marks skipped.
                keys.append(key)
                ignoredCount += 1
            } else {
                ignoredCount += 1
            }
        }
    }

    /// Numbers, operators, `%` and `=` only: `c` or `n` in a pasted word is no
    /// CE or ⁺⁄₋, and control characters (Esc, DEL) are no AC or Backspace.
    private static func key(for character: Character) -> CalculatorKey? {
        switch CalculatorKey.from(character: character) {
        case let key? where key.isPartOfACalculation: return key
        default: return nil
        }
    }
}

extension CalculatorKey {
    /// Whether the key writes part of a calculation (a digit, `.`, an
    /// operator, `=`) rather than editing or clearing it.
    fileprivate var isPartOfACalculation: Bool {
        switch self {
        // `50 + 10% =` pasted means what it says.
        case .digit, .doubleZero, .point, .op, .equals, .percent: return true
        case .allClear, .clearEntry, .negate, .backspace: return false
        }
    }
}
