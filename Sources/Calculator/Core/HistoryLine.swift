import FoundationEssentials

/// One line of the calculation history, as shown above the entry and kept
/// across runs: an operand with the operator shown before it (`+ 5`; none on
/// the first line of a calculation), or a result (`= 3,717`).
///
/// The line keeps the number's value, as exact text (`3717`, `-0.5`, `NaN`;
/// see `number`), and formats it only when it is shown (`text`): the stored
/// history holds numbers, not the way one version happened to display them.
public struct HistoryLine: Sendable, Equatable, Hashable {
    /// What the line is.
    public enum Kind: Sendable, Equatable, Hashable {
        /// An operand; the operator is nil on the first line of a calculation.
        case operand(Operator?)
        /// The result of `=` (or the `NaN` that ended a calculation).
        case result
    }

    /// Operand or result.
    public let kind: Kind
    /// The number as the line keeps and stores it: its value in plain
    /// decimal text (`DecimalText`), every digit of a finite decimal and
    /// nothing else — `95215`, `-0.5`, `15000000000000000000000000` —, a
    /// fraction such as ⅓ cut after 38 significant digits
    /// (`0.33333333333333333333333333333333333333`, which shows the same 20
    /// digits as ⅓), or `NaN`. Never formatted; `shownNumber` and `text`
    /// format it.
    ///
    /// A line read from storage may hold text that is no number (a row
    /// edited by hand, or an old row the migration could not read): it is
    /// kept as it is and shown as it is.
    public let number: String

    /// A line of the given kind holding `value` (NaN for a failed
    /// calculation); see `number`.
    public init(kind: Kind, exact value: ExactNumber) {
        self.kind = kind
        self.number = DecimalText.exact(value)
    }

    /// A line of the given kind holding `value` exactly.
    public init(kind: Kind, value: Decimal) {
        self.init(kind: kind, exact: ExactNumber(value))
    }

    /// A line of the given kind holding `number` as it is, normally text
    /// made by `init(kind:value:)` and read back from storage (see `number`).
    public init(kind: Kind, number: String) {
        self.kind = kind
        self.number = number
    }

    /// The number's value; NaN for `NaN`; nil when `number` is no number
    /// (see `number`).
    public var value: ExactNumber? { DecimalText.parse(number) }

    /// The number as shown, formatted by `DecimalDisplay` (`95,215`,
    /// `1.5E25`, `0.33333333333333333333`, `NaN`), or `number` as it is when
    /// it is no number.
    public var shownNumber: String {
        value.map(DecimalDisplay.format) ?? number
    }

    /// The operator written before the number, if any.
    public var shownOperator: Operator? {
        if case .operand(let shown) = kind { return shown }
        return nil
    }

    /// True when the number is shown with fewer digits than it has
    /// (``DecimalDisplay/isRounded(_:)``).
    public var isRounded: Bool { value.map(DecimalDisplay.isRounded) ?? false }

    /// The line as shown: `1,234`, `+ 5`, `× 3`, `= 3,717`. A number shown
    /// rounded says so: a result `≈ 2E20` (it is not equal), an operand
    /// `+ ≈0.33333333333333333333`.
    public var text: String {
        let mark = isRounded ? DecimalDisplay.roundedMark : ""
        switch kind {
        case .operand(nil): return mark + shownNumber
        case .operand(let shown?): return "\(shown.symbol) \(mark)\(shownNumber)"
        case .result: return "\(mark.isEmpty ? "=" : mark) \(shownNumber)"
        }
    }

    /// The exact text (`number`) of a number as earlier versions stored
    /// it, formatted for display: `95,215` → `95215`, `1.5E25` →
    /// `15000000000000000000000000`, `-0.5` and `NaN` unchanged. Nil when
    /// `shown` is no number once its thousands separators are removed.
    /// For migrating stored history.
    public static func number(fromShown shown: String) -> String? {
        DecimalText.parse(shown.replacingOccurrences(of: ",", with: "")).map(DecimalText.exact)
    }
}
