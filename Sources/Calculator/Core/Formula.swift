import FoundationEssentials

/// The evaluator: a calculation folded strictly from left to right, without
/// precedence (seed), so `1 + 2 × 3` is 9.
///
/// Because there is no precedence, the running value is all that needs
/// keeping; each operand is applied with the operator shown before it.
/// The value is exact (a fraction where a quotient is no finite decimal).
/// Once the value is NaN (division by zero, overflow) it stays NaN.
public struct Formula: Sendable {
    /// The value so far: the first operand with every step applied; NaN after
    /// a division by zero or an overflow.
    public private(set) var value: ExactNumber

    /// A calculation that starts with `first`.
    public init(first: ExactNumber) {
        value = first.keptInRange
    }

    /// Which end of the range the last step left by (its result became NaN
    /// or 0), nil when it stayed inside.
    public private(set) var leftRange: ExactNumber.RangeEnd?

    /// Applies the next step: `value = value op operand`.
    public mutating func apply(_ op: Operator, _ operand: ExactNumber) {
        let exact = value.unbounded(op, operand)
        leftRange = exact.rangeEnd
        value = exact.keptInRange
    }

    /// True once the calculation has failed; nothing more can change it.
    public var isNaN: Bool { value.isNaN }
}
