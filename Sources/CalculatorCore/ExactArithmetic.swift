import Foundation

/// The arithmetic under the calculator, on Foundation's `Decimal`.
///
/// Why `Decimal`: it is a base-10 number with a 38-digit significand, so every
/// number a user can type (at most 20 digits) is held exactly and `0.1 + 0.2`
/// is exactly `0.3`; binary floating point cannot hold 0.1 at all. Its 38
/// digits are well beyond the 20 the display shows, so rounding inside
/// (`1 ÷ 3` is 0.333… with 38 threes) disappears when the result is rounded
/// for display (`1 ÷ 3 × 3` shows `1`). It ships with Foundation on every
/// platform, is `Sendable` and needs no code of our own for long division.
///
/// Why the guards: `Decimal`'s exponent only spans about 10^-128…10^127, and
/// the Foundation in Swift 6 traps (crashes) instead of reporting underflow
/// when a product or quotient falls below that. So results are kept in a
/// calculator-sized range, checked before Foundation is asked:
/// `|x| ≥ 10^100` is an overflow (NaN, like dividing by zero), and
/// `|x| < 10^-80` becomes 0 (far from the floor, so all 38 digits still fit).
enum ExactArithmetic {
    /// Results with an order of magnitude at or above this overflow.
    static let overflowMagnitude = 100
    /// Results with an order of magnitude below this are rounded to zero.
    static let underflowMagnitude = -80

    /// `lhs op rhs`, exactly where 38 digits allow; NaN for a division by
    /// zero, an overflow, or a NaN operand.
    static func apply(_ op: Operator, _ lhs: Decimal, _ rhs: Decimal) -> Decimal {
        guard !lhs.isNaN, !rhs.isNaN else { return .nan }
        var left = lhs
        var right = rhs
        var result = Decimal.zero
        let status: NSDecimalNumber.CalculationError
        switch op {
        case .add:
            status = NSDecimalAdd(&result, &left, &right, .plain)
        case .subtract:
            status = NSDecimalSubtract(&result, &left, &right, .plain)
        case .multiply:
            guard let a = orderOfMagnitude(lhs), let b = orderOfMagnitude(rhs) else { return .zero }
            // The product's magnitude is a + b or a + b + 1.
            if let early = outOfRange(lowest: a + b, highest: a + b + 1) { return early }
            status = NSDecimalMultiply(&result, &left, &right, .plain)
        case .divide:
            guard let b = orderOfMagnitude(rhs) else { return .nan }
            guard let a = orderOfMagnitude(lhs) else { return .zero }
            // The quotient's magnitude is a − b or a − b − 1.
            if let early = outOfRange(lowest: a - b - 1, highest: a - b) { return early }
            status = NSDecimalDivide(&result, &left, &right, .plain)
        }
        switch status {
        case .overflow, .divideByZero: return .nan
        case .underflow: return .zero
        default: return keptInRange(result)
        }
    }

    /// ⌊log10 |x|⌋, or nil for zero and NaN.
    static func orderOfMagnitude(_ x: Decimal) -> Int? {
        guard !x.isNaN, !x.isZero else { return nil }
        return x.exponent + x.significand.description.count - 1
    }

    /// `value` itself, NaN when it overflows, or 0 when it is too small.
    static func keptInRange(_ value: Decimal) -> Decimal {
        guard let magnitude = orderOfMagnitude(value) else { return value }
        return outOfRange(lowest: magnitude, highest: magnitude) ?? value
    }

    /// The answer for a result known to lie between 10^lowest and
    /// 10^(highest+1), when that is out of range; nil when it must be computed.
    private static func outOfRange(lowest: Int, highest: Int) -> Decimal? {
        if lowest >= overflowMagnitude { return .nan }
        if highest < underflowMagnitude { return .zero }
        return nil
    }
}

extension Operator {
    /// `lhs` combined with `rhs` by this operator, in exact decimal arithmetic
    /// (38 significant digits kept).
    ///
    /// Returns NaN when dividing by zero, when the result reaches 10^100, or
    /// when an operand is NaN; results below 10^-80 become 0.
    public func apply(_ lhs: Decimal, _ rhs: Decimal) -> Decimal {
        ExactArithmetic.apply(self, lhs, rhs)
    }
}
