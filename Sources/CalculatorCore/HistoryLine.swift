/// One line of the calculation history, as shown above the entry and kept
/// across runs: an operand with the operator shown before it (`+ 5`; none on
/// the first line of a calculation), or a result (`= 3,717`).
///
/// The number is stored already formatted, because the history is there to be
/// read again, not recomputed.
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
    /// The formatted number, e.g. `1,234.5`, `-7`, `1.5E25`, `NaN`.
    public let number: String

    /// A line of the given kind showing `number`.
    public init(kind: Kind, number: String) {
        self.kind = kind
        self.number = number
    }

    /// The operator written before the number, if any.
    public var shownOperator: Operator? {
        if case .operand(let shown) = kind { return shown }
        return nil
    }

    /// The line as shown: `1,234`, `+ 5`, `× 3`, `= 3,717`.
    public var text: String {
        switch kind {
        case .operand(nil): number
        case .operand(let shown?): "\(shown.symbol) \(number)"
        case .result: "= \(number)"
        }
    }
}
