import Foundation

/// The exact text of a calculator number, the form history lines keep it
/// in: plain decimal digits, `-` for a negative number, `.` for the point,
/// no separators, no exponent, no meaningless zeros — `95215`, `-0.5`,
/// `15000000000000000000000000`, `0.33333333333333333333333333333333333333` —
/// and `NaN` for a failed calculation.
///
/// It is the value itself, not how it is shown: every digit `Decimal` holds
/// is kept, so the text reads back to the same value (`parse(exact(x)) == x`),
/// and SQL can compare or sum it (`CAST(number AS NUMERIC)`). How a number is
/// shown (separators, 20 significant digits, scientific notation) is
/// `DecimalDisplay`'s job, at display time.
enum DecimalText {
    /// The most significant digits read: `Decimal`'s 128-bit significand
    /// holds every number of 38 digits and some of 39; a longer text cannot
    /// be exact.
    static let maximumDigits = 39

    /// `value` as exact plain text.
    static func exact(_ value: Decimal) -> String {
        if value.isNaN { return DecimalDisplay.notANumber }
        if value.isZero { return "0" }
        var digits = value.significand.description
        var exponent = value.exponent
        while digits.count > 1, digits.hasSuffix("0") {
            digits.removeLast()
            exponent += 1
        }
        let sign = value.sign == .minus ? "-" : ""
        if exponent >= 0 { return sign + digits + String(repeating: "0", count: exponent) }
        let decimals = -exponent
        if digits.count > decimals {
            return sign + digits.dropLast(decimals) + "." + digits.suffix(decimals)
        }
        return sign + "0." + String(repeating: "0", count: decimals - digits.count) + digits
    }

    /// The value of `text`, read strictly: an optional `-`, digits, an
    /// optional `.` followed by digits, an optional exponent (`E25`, `E-30`,
    /// as `DecimalDisplay` writes large and tiny numbers); or `NaN`.
    ///
    /// Returns nil for anything else (separators, spaces, a lone point, more
    /// significant digits than `Decimal` holds, a magnitude it cannot hold), so
    /// that a number is never read as some other number.
    static func parse(_ text: String) -> Decimal? {
        if text == DecimalDisplay.notANumber { return .nan }
        var rest = Substring(text)
        let negative = rest.hasPrefix("-")
        if negative { rest = rest.dropFirst() }
        var power = 0
        if let e = rest.firstIndex(where: { $0 == "E" || $0 == "e" }) {
            var exponent = rest[rest.index(after: e)...]
            let negativePower = exponent.hasPrefix("-")
            if negativePower || exponent.hasPrefix("+") { exponent = exponent.dropFirst() }
            guard !exponent.isEmpty, exponent.count <= 4, exponent.allSatisfy(isDigit), let value = Int(exponent) else {
                return nil
            }
            power = negativePower ? -value : value
            rest = rest[..<e]
        }
        let integer = rest.prefix { $0 != "." }
        var fraction = rest.dropFirst(integer.count)
        if !fraction.isEmpty {
            fraction = fraction.dropFirst()  // the point
            guard !fraction.isEmpty else { return nil }
        }
        guard !integer.isEmpty, integer.allSatisfy(isDigit), fraction.allSatisfy(isDigit) else { return nil }
        var digits = Substring(integer + fraction).drop { $0 == "0" }
        var exponent = power - fraction.count
        guard !digits.isEmpty else { return .zero }  // also "-0": a zero has no sign
        while digits.hasSuffix("0") {
            digits = digits.dropLast()
            exponent += 1
        }
        guard digits.count <= maximumDigits, (-128...127).contains(exponent),
              let significand = Decimal(string: String(digits)),
              significand.description == digits  // not rounded to fit
        else { return nil }
        return Decimal(sign: negative ? .minus : .plus, exponent: exponent, significand: significand)
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }
}
