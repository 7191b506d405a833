import FoundationEssentials

/// How calculator numbers are written, as the original app wrote them:
/// thousands separators, at most 20 significant digits, no meaningless
/// trailing zeros, and scientific notation for numbers above 10^20 (the
/// original's `self > 1e20`: 10^20 itself is written out).
///
/// Our extension: the rule goes by magnitude, so a negative number below
/// -10^20 is in scientific notation too (the original compared the signed
/// value, so it wrote every negative number out), and so is a tiny number
/// below 10^-20 in magnitude, so that it does not fill the screen with zeros.
///
/// Written by hand rather than with `NumberFormatter` so the output is the
/// same on every platform and locale: `,` groups, `.` is the decimal point,
/// `-` marks a negative number (the operator minus is `−`, see
/// `Operator.symbol`), scientific notation is `1.5E25`, `1E-30`.
public enum DecimalDisplay {
    /// The most significant digits a number is shown with (seed).
    public static let maximumSignificantDigits = 20
    /// What a failed calculation (division by zero, overflow) shows (seed).
    public static let notANumber = "NaN"

    /// `value` rounded to 20 significant digits (half away from zero) and
    /// written plainly with thousands separators, e.g. `-1,234.5`, or in
    /// scientific notation when the rounded |value| is above 10^20 (as in
    /// the original) or below 10^-20 (ours). Exactly 10^20 is written out:
    /// `100,000,000,000,000,000,000`. A fraction is rounded here, and only
    /// here: `⅓` shows `0.33333333333333333333`.
    public static func format(_ value: ExactNumber) -> String {
        if value.isNaN { return notANumber }
        let limit = maximumSignificantDigits
        guard let rounded = value.significantDigits(limit) else { return "0" }
        var digits = Substring(rounded.digits)
        while digits.count > 1, digits.hasSuffix("0") { digits.removeLast() }
        let magnitude = rounded.magnitude
        let exponent = magnitude - (digits.count - 1)
        let sign = value.isNegative ? "-" : ""
        // 10^limit itself (one digit, a 1) is the largest number written out.
        let aboveLimit = magnitude > limit || (magnitude == limit && digits != "1")
        if aboveLimit || magnitude < -limit {
            return sign + scientific(digits: String(digits), magnitude: magnitude)
        }
        return sign + plain(digits: String(digits), exponent: exponent)
    }

    /// The mark a number shown with fewer digits than it has carries
    /// (``isRounded(_:)``): `≈ 2E20`, `≈0.33333333333333333333`.
    public static let roundedMark = "≈"

    /// True when ``format(_:)-(ExactNumber)`` shows fewer digits than
    /// `value` has: it has more than 20 significant digits, so what is
    /// shown is rounded (`2E20` for 199,999,999,999,999,999,998, `0.333…`
    /// for ⅓). Trailing zeros are not digits lost: `1E25` is exact.
    public static func isRounded(_ value: ExactNumber) -> Bool {
        guard !value.isNaN, let rounded = value.significantDigits(maximumSignificantDigits) else { return false }
        return !rounded.exact
    }

    /// `value` formatted as `format(_: ExactNumber)` does.
    public static func format(_ value: Decimal) -> String {
        format(ExactNumber(value))
    }

    /// An entry as it is being typed, with thousands separators and nothing
    /// else changed, so a trailing point or trailing zeros stay visible:
    /// `-1234.` → `-1,234.`, `0.00` → `0.00`, `` → `0`.
    ///
    /// `typed` is an optional `-`, digits, and an optional `.` with digits.
    public static func format(typed: String) -> String {
        var rest = Substring(typed)
        let sign = rest.hasPrefix("-") ? "-" : ""
        if !sign.isEmpty { rest = rest.dropFirst() }
        let integer = rest.prefix { $0 != "." }
        let fraction = rest.dropFirst(integer.count)
        return sign + groupThousands(integer.isEmpty ? "0" : integer) + fraction
    }

    /// `digits` × 10^exponent without an exponent: `12345`, -2 → `123.45`.
    private static func plain(digits: String, exponent: Int) -> String {
        if exponent >= 0 {
            return groupThousands(Substring(digits + String(repeating: "0", count: exponent)))
        }
        let decimals = -exponent
        if digits.count > decimals {
            let integer = digits.dropLast(decimals)
            return groupThousands(integer) + "." + digits.suffix(decimals)
        }
        return "0." + String(repeating: "0", count: decimals - digits.count) + digits
    }

    /// One digit before the point, the rest after it, then `E` and the
    /// power of ten: `15`, 25 → `1.5E25`.
    private static func scientific(digits: String, magnitude: Int) -> String {
        let rest = digits.dropFirst()
        let mantissa = digits.prefix(1) + (rest.isEmpty ? "" : "." + rest)
        return mantissa + "E" + String(magnitude)
    }

    /// `1234567` → `1,234,567`.
    private static func groupThousands(_ digits: Substring) -> String {
        var grouped = ""
        grouped.reserveCapacity(digits.count + digits.count / 3)
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return grouped
    }
}
