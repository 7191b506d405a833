import BigInt
import FoundationEssentials

/// The text of a calculator number, the form history lines keep it in:
/// plain decimal digits, `-` for a negative number, `.` for the point, no
/// separators, no exponent, no meaningless zeros — `95215`, `-0.5`,
/// `15000000000000000000000000` — and `NaN` for a failed calculation.
///
/// A finite decimal is written exactly, every digit, so the text reads back
/// to the same value (`parse(exact(x)) == x`), and SQL can compare or sum it
/// (`CAST(number AS NUMERIC)`). A fraction that is no finite decimal (⅓) has
/// no exact decimal text: it is cut (toward zero) after 38 significant
/// digits, `0.33333333333333333333333333333333333333`, the text earlier
/// versions stored for it. Cutting, unlike rounding, never crosses a
/// rounding boundary of fewer digits, so the text shows the same 20 digits
/// as the fraction itself. How a number is shown is `DecimalDisplay`'s job,
/// at display time.
enum DecimalText {
    /// The significant digits a fraction that is no finite decimal is
    /// written with.
    static let fractionDigits = 38
    /// The longest text read: far beyond any number the calculator makes,
    /// so that a damaged row cannot make reading slow.
    static let maximumLength = 4_000
    /// The largest power of ten read in an exponent (`E9999`).
    static let maximumExponentDigits = 4

    /// `value` as plain text (see the type).
    static func exact(_ value: ExactNumber) -> String {
        if value.isNaN { return DecimalDisplay.notANumber }
        guard case .fraction(let numerator, let denominator) = value.storage, !numerator.isZero else { return "0" }
        let sign = value.isNegative ? "-" : ""
        guard value.isFiniteDecimal else {
            guard let cut = value.significantDigits(fractionDigits, cut: true) else { return "0" }
            return sign + plain(cut.digits, exponent: cut.magnitude - (fractionDigits - 1))
        }
        // A finite decimal, 2^a·5^b below the line: times 2^(k−a)·5^(k−b)
        // it is over 10^k, k = max(a, b), so k digits follow the point.
        let factors = ExactNumber.factorsOfTen(denominator)
        let decimals = max(factors.twos, factors.fives)
        let scale = BigUInt(2).power(decimals - factors.twos) * BigUInt(5).power(decimals - factors.fives)
        let digits = String(numerator.magnitude * scale)
        return sign + plain(digits, exponent: -decimals)
    }

    /// `digits` × 10^exponent written out, without trailing zeros after the point.
    private static func plain(_ digits: String, exponent: Int) -> String {
        var digits = Substring(digits)
        var exponent = exponent
        while exponent < 0, digits.count > 1, digits.hasSuffix("0") {
            digits.removeLast()
            exponent += 1
        }
        if exponent >= 0 { return digits + String(repeating: "0", count: exponent) }
        let decimals = -exponent
        if digits.count > decimals {
            return digits.dropLast(decimals) + "." + digits.suffix(decimals)
        }
        return "0." + String(repeating: "0", count: decimals - digits.count) + digits
    }

    /// The value of `text`, read strictly: an optional `-`, digits, an
    /// optional `.` followed by digits, an optional exponent (`E25`, `E-30`,
    /// as `DecimalDisplay` writes large and tiny numbers); or `NaN`.
    ///
    /// Returns nil for anything else (separators, spaces, a lone point, a
    /// text longer than 4,000 characters, an exponent of more than four
    /// digits), so that a number is never read as some other number.
    static func parse(_ text: String) -> ExactNumber? {
        if text == DecimalDisplay.notANumber { return .nan }
        guard text.utf8.count <= maximumLength else { return nil }
        var rest = Substring(text)
        let negative = rest.hasPrefix("-")
        if negative { rest = rest.dropFirst() }
        var power = 0
        if let e = rest.firstIndex(where: { $0 == "E" || $0 == "e" }) {
            var exponent = rest[rest.index(after: e)...]
            let negativePower = exponent.hasPrefix("-")
            if negativePower || exponent.hasPrefix("+") { exponent = exponent.dropFirst() }
            guard !exponent.isEmpty, exponent.count <= maximumExponentDigits, exponent.allSatisfy(isDigit),
                  let value = Int(exponent)
            else { return nil }
            power = negativePower ? -value : value
            rest = rest[..<e]
        }
        let integer = rest.prefix { $0 != "." }
        var fraction = rest.dropFirst(integer.count)
        if !fraction.isEmpty {
            fraction = fraction.dropFirst()  // the point
            guard !fraction.isEmpty else { return nil }
        }
        guard !integer.isEmpty, integer.allSatisfy(isDigit), fraction.allSatisfy(isDigit),
              let significand = BigInt(String(integer + fraction))
        else { return nil }
        // "-0" is zero: a zero has no sign.
        return ExactNumber(significand: negative ? -significand : significand, exponent: power - fraction.count)
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }
}
