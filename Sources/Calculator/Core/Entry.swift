import FoundationEssentials

/// The operand being typed: exactly the characters typed, so the display can
/// show `1,234.` or `0.00` while the number is still growing.
///
/// An empty entry shows `0` and counts as "nothing entered": an operator then
/// only replaces the pending one, and `=` does nothing.
struct Entry: Sendable, Equatable {
    /// The most digits one operand may have, so it never shows more than the
    /// display's 20 significant digits; a leading `0` before the point does
    /// not count.
    static let maximumDigits = DecimalDisplay.maximumSignificantDigits

    /// The typed characters without the sign: ``, `0`, `12`, `0.`, `3.50`.
    private(set) var typed = ""
    /// True when the number is negative; never true for a zero.
    private(set) var isNegative = false
    /// A number the entry holds without its being typed: a percentage
    /// (`%`) or a line of the history brought back. Shown formatted, kept
    /// exact; a digit or the point types a new number over it, Backspace
    /// clears it.
    private(set) var computed: ExactNumber?

    /// An empty entry.
    init() {}

    /// An entry holding `value`, not typed (see ``computed``).
    init(computed value: ExactNumber) { computed = value }

    /// True when nothing has been typed (or all of it was deleted).
    var isEmpty: Bool { typed.isEmpty && computed == nil }

    /// True when no more digits fit (`maximumDigits`).
    var isFull: Bool { computed == nil && digitCount >= Self.maximumDigits }

    /// How many more digits the entry takes (a computed number is typed
    /// over, so all of them).
    var roomForDigits: Int { computed == nil ? max(0, Self.maximumDigits - digitCount) : Self.maximumDigits }

    /// The entry as shown, e.g. `-1,234.50`.
    var display: String {
        if let computed { return DecimalDisplay.format(computed) }
        return DecimalDisplay.format(typed: (isNegative ? "-" : "") + (typed.isEmpty ? "0" : typed))
    }

    /// True when ``display`` shows fewer digits than the entry holds (a
    /// computed number: what is typed is always shown whole).
    var isRounded: Bool { computed.map(DecimalDisplay.isRounded) ?? false }

    /// The exact number typed (0 when empty).
    var value: ExactNumber {
        if let computed { return computed }
        guard !typed.isEmpty else { return .zero }
        // Only digits and at most one point are ever typed, so this always reads.
        let number = DecimalText.parse((isNegative ? "-" : "") + (typed.hasSuffix(".") ? typed + "0" : typed))
        return number ?? .zero
    }

    /// Appends a digit; a lone `0` is replaced rather than kept as a leading
    /// zero, and digits past the limit are ignored.
    mutating func type(digit: Int) {
        if computed != nil { self = Entry() }
        guard (0...9).contains(digit), digitCount < Self.maximumDigits else { return }
        if typed == "0" { typed = "" }
        typed += String(digit)
    }

    /// Adds the decimal point, with a `0` before it when nothing was typed; a
    /// second point in one number is ignored (ours: the original turned the
    /// whole number into 0, `1.2.2.` → 0, losing what was typed).
    mutating func typePoint() {
        if computed != nil { self = Entry() }
        guard !typed.contains(".") else { return }
        typed = (typed.isEmpty ? "0" : typed) + "."
    }

    /// Deletes the last typed character; a number that becomes zero loses
    /// its sign.
    mutating func deleteLast() {
        if computed != nil { self = Entry() }
        guard !typed.isEmpty else { return }
        typed.removeLast()
        if value.isZero { isNegative = false }
    }

    /// Changes the sign; nothing on a zero (seed).
    mutating func negate() {
        if let shown = computed {
            if !shown.isZero, !shown.isNaN { computed = shown.negated }
            return
        }
        guard !value.isZero else { return }
        isNegative.toggle()
    }

    /// Digits typed, not counting a leading `0` before the point.
    private var digitCount: Int {
        // Only ASCII digits and one point are ever typed, so bytes count digits.
        let digits = typed.utf8.count - (typed.contains(".") ? 1 : 0)
        return typed.hasPrefix("0") ? digits - 1 : digits
    }
}
