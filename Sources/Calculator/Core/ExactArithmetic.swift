import BigInt
import FoundationEssentials

/// A calculator number: an exact fraction of integers of any size, or NaN.
///
/// Why fractions: a quotient such as 1 ÷ 3 is no finite decimal, and any
/// decimal it is rounded to leaves a remainder behind (`1 ÷ 3 × 3 − 1` once
/// showed `-1E-38`). Kept as ⅓, `× 3` gives exactly 1. Every number a user
/// types is a finite decimal and is held exactly too, so `0.1 + 0.2` is
/// exactly `0.3`. Rounding happens only when a number is shown
/// (`DecimalDisplay`) or written as text (`DecimalText`).
///
/// The integers are `BigInt`'s (attaswift/BigInt): maintained, tested
/// arbitrary-precision arithmetic rather than long division of our own.
/// A fraction is always reduced (the greatest common divisor is taken out
/// after every operation) and its denominator is positive, so equal values
/// are equal structs.
public struct ExactNumber: Sendable, Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    enum Storage: Sendable, Hashable {
        case nan
        /// `numerator / denominator`, reduced, denominator > 0; zero is 0/1.
        case fraction(numerator: BigInt, denominator: BigUInt)
    }

    let storage: Storage

    /// Not a number: what a division by zero or an overflow gives; every
    /// operation with it gives NaN again.
    public static let nan = ExactNumber(storage: .nan)
    /// Zero.
    public static let zero = ExactNumber(storage: .fraction(numerator: 0, denominator: 1))

    init(storage: Storage) {
        self.storage = storage
    }

    /// `numerator / denominator`, reduced; NaN when the denominator is 0.
    init(numerator: BigInt, denominator: BigInt) {
        guard !denominator.isZero else {
            self = .nan
            return
        }
        if numerator.isZero {
            self = .zero
            return
        }
        if denominator == 1 {
            self.init(storage: .fraction(numerator: numerator, denominator: 1))
            return
        }
        let divisor = numerator.magnitude.greatestCommonDivisor(with: denominator.magnitude)
        var top = numerator / BigInt(divisor)
        if denominator.sign == .minus { top.negate() }
        self.init(storage: .fraction(numerator: top, denominator: denominator.magnitude / divisor))
    }

    /// `integer` exactly.
    public init(_ integer: Int) {
        storage = .fraction(numerator: BigInt(integer), denominator: 1)
    }

    public init(integerLiteral value: Int) {
        self.init(value)
    }

    /// `decimal` exactly (every `Decimal` is a finite decimal); NaN for NaN.
    public init(_ decimal: Decimal) {
        guard !decimal.isNaN else {
            self = .nan
            return
        }
        guard !decimal.isZero, let significand = BigInt(decimal.significand.description) else {
            self = .zero
            return
        }
        let signed = decimal.sign == .minus ? -significand : significand
        self.init(significand: signed, exponent: decimal.exponent)
    }

    /// `significand × 10^exponent`.
    init(significand: BigInt, exponent: Int) {
        guard exponent < 0, !significand.isZero else {
            let integer = significand * BigInt(10).power(max(0, exponent))
            self.init(storage: .fraction(numerator: integer.isZero ? 0 : integer, denominator: 1))
            return
        }
        // Below the line is 10^k = 2^k·5^k: only 2s and 5s can cancel, and
        // taking them out directly is much cheaper than a greatest common
        // divisor (numbers are typed and read back as decimals all the time).
        let places = -exponent
        let magnitude = significand.magnitude
        let twos = min(magnitude.trailingZeroBitCount, places)
        var top = magnitude >> twos
        var fives = 0
        while fives < places {
            let (quotient, remainder) = top.quotientAndRemainder(dividingBy: 5)
            guard remainder.isZero else { break }
            top = quotient
            fives += 1
        }
        let bottom = BigUInt(2).power(places - twos) * BigUInt(5).power(places - fives)
        let signed = BigInt(top)
        self.init(storage: .fraction(numerator: significand.sign == .minus ? -signed : signed, denominator: bottom))
    }

    /// True for NaN.
    public var isNaN: Bool { storage == .nan }

    /// True for zero (never for NaN).
    public var isZero: Bool {
        if case .fraction(let numerator, _) = storage { return numerator.isZero }
        return false
    }

    /// True for a number below zero (never for NaN).
    public var isNegative: Bool {
        if case .fraction(let numerator, _) = storage { return numerator.sign == .minus && !numerator.isZero }
        return false
    }

    /// True when the number is a finite decimal (its denominator has no
    /// prime factor but 2 and 5), so `DecimalText` can write it exactly.
    public var isFiniteDecimal: Bool {
        guard case .fraction(_, let denominator) = storage else { return false }
        return Self.factorsOfTen(denominator).rest == 1
    }

    /// How many times 2 and 5 divide `value`, and what is left.
    static func factorsOfTen(_ value: BigUInt) -> (twos: Int, fives: Int, rest: BigUInt) {
        guard !value.isZero else { return (0, 0, value) }
        let twos = value.trailingZeroBitCount
        var rest = value >> twos
        var fives = 0
        while true {
            let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: 5)
            guard remainder.isZero else { break }
            rest = quotient
            fives += 1
        }
        return (twos, fives, rest)
    }

    /// The number with its sign changed (NaN and zero stay as they are).
    public var negated: ExactNumber {
        guard case .fraction(let numerator, let denominator) = storage, !numerator.isZero else { return self }
        return ExactNumber(storage: .fraction(numerator: -numerator, denominator: denominator))
    }

    /// The exact text (`DecimalText`): `0.5`, `-12`, `NaN`; a number that
    /// is no finite decimal cut to 38 significant digits.
    public var description: String { DecimalText.exact(self) }

    /// ⌊log10 |x|⌋, or nil for zero and NaN.
    var orderOfMagnitude: Int? {
        guard case .fraction(let numerator, let denominator) = storage, !numerator.isZero else { return nil }
        let top = numerator.magnitude
        // |x| ≥ 10^power, compared without division.
        func reaches(_ power: Int) -> Bool {
            power >= 0 ? top >= denominator * BigUInt(10).power(power) : top * BigUInt(10).power(-power) >= denominator
        }
        // The bit lengths put log10 |x| within about 0.6 of this; the
        // comparisons settle it.
        var magnitude = Int((Double(top.bitWidth - denominator.bitWidth) * 0.301_029_995_663_981_2).rounded(.down))
        while !reaches(magnitude) { magnitude -= 1 }
        while reaches(magnitude + 1) { magnitude += 1 }
        return magnitude
    }

    /// |x| to `count` significant digits: the digits (exactly `count` of
    /// them, trailing zeros included) and ⌊log10⌋ of the rounded value; nil
    /// for zero and NaN. Rounded half away from zero, or cut (toward zero)
    /// when `cut` is true. `exact` tells whether nothing was dropped.
    func significantDigits(_ count: Int, cut: Bool = false) -> (digits: String, magnitude: Int, exact: Bool)? {
        guard case .fraction(let numerator, let denominator) = storage, var magnitude = orderOfMagnitude else {
            return nil
        }
        let shift = count - 1 - magnitude
        var top = numerator.magnitude
        var bottom = denominator
        if shift >= 0 { top *= BigUInt(10).power(shift) } else { bottom *= BigUInt(10).power(-shift) }
        var (quotient, remainder) = top.quotientAndRemainder(dividingBy: bottom)
        if !cut, remainder * 2 >= bottom {
            quotient += 1
            if quotient == BigUInt(10).power(count) {
                // 9.99… rounded up to 10: one more digit before the point.
                quotient /= 10
                magnitude += 1
            }
        }
        return (String(quotient), magnitude, remainder.isZero)
    }
}

extension ExactNumber {
    /// Results with an order of magnitude at or above this overflow (NaN).
    static let overflowMagnitude = 100
    /// Results with an order of magnitude below this become zero: the same
    /// distance from 1 as an overflow (below 10^-100, as from 10^100).
    static let underflowMagnitude = -100

    /// Which end of the range a result left by.
    public enum RangeEnd: Sendable, Equatable {
        /// 10^100 or more: NaN.
        case tooLarge
        /// Below 10^-100 (and not 0): 0.
        case tooSmall
    }

    /// The end of the range this number lies beyond, or nil inside it.
    var rangeEnd: RangeEnd? {
        guard let magnitude = orderOfMagnitude else { return nil }
        if magnitude >= Self.overflowMagnitude { return .tooLarge }
        if magnitude < Self.underflowMagnitude { return .tooSmall }
        return nil
    }
    /// A numerator or denominator longer than this many bits (about 1,200
    /// digits) is rounded: see `keptInRange`.
    static let maximumBits = 4_096
    /// The significant digits such a number is rounded to.
    static let roundedDigits = 60

    /// `self op other`, exactly; NaN for a division by zero, an overflow, or
    /// a NaN operand.
    func applying(_ op: Operator, _ other: ExactNumber) -> ExactNumber {
        unbounded(op, other).keptInRange
    }

    /// `self op other`, exactly, before the range is applied.
    func unbounded(_ op: Operator, _ other: ExactNumber) -> ExactNumber {
        guard case .fraction(let a, let b) = storage, case .fraction(let c, let d) = other.storage else { return .nan }
        let (b1, d1) = (BigInt(b), BigInt(d))
        let result: ExactNumber
        switch op {
        case .add: result = ExactNumber(numerator: a * d1 + c * b1, denominator: b1 * d1)
        case .subtract: result = ExactNumber(numerator: a * d1 - c * b1, denominator: b1 * d1)
        case .multiply: result = ExactNumber(numerator: a * c, denominator: b1 * d1)
        case .divide: result = ExactNumber(numerator: a * d1, denominator: b1 * c)
        }
        return result
    }

    /// The number itself; NaN when it overflows, 0 when it is tiny, and
    /// rounded to 60 significant digits when its fraction has grown huge.
    ///
    /// Why the range: it is a calculator's (its display writes at most 20
    /// digits, and a number past 10^100 is taken as an overflow, as before
    /// fractions); it also keeps every number's digits bounded.
    ///
    /// Why the rounding: a chain of divisions and multiplications by
    /// different numbers (÷ 7 × 11 ÷ 13 × 17 …) adds up to 20 digits to the
    /// denominator at every step without the value leaving the range, and
    /// each key would get slower (the greatest common divisor taken at every
    /// step costs the square of the length). Past about 1,200 digits the
    /// fraction is replaced by the nearest decimal of 60 significant digits:
    /// 40 digits beyond what is ever shown, so the screen shows the same,
    /// and a key stays within a few milliseconds.
    var keptInRange: ExactNumber {
        guard case .fraction(let numerator, let denominator) = storage, let magnitude = orderOfMagnitude else {
            return self
        }
        if magnitude >= Self.overflowMagnitude { return .nan }
        if magnitude < Self.underflowMagnitude { return .zero }
        guard numerator.magnitude.bitWidth > Self.maximumBits || denominator.bitWidth > Self.maximumBits,
              let rounded = significantDigits(Self.roundedDigits),
              let significand = BigInt(rounded.digits)
        else { return self }
        return ExactNumber(significand: numerator.sign == .minus ? -significand : significand,
                           exponent: rounded.magnitude - (Self.roundedDigits - 1))
    }
}

extension Operator {
    /// `lhs` combined with `rhs` by this operator, exactly (a fraction when
    /// the quotient is no finite decimal).
    ///
    /// Returns NaN when dividing by zero, when the result reaches 10^100, or
    /// when an operand is NaN; results below 10^-100 become 0.
    public func apply(_ lhs: ExactNumber, _ rhs: ExactNumber) -> ExactNumber {
        lhs.applying(self, rhs)
    }
}
