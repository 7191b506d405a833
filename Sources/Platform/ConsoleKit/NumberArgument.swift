import ArgumentParser

/// A number as typed on the command line, kept as text and checked when it
/// is used, so that a refusal names the option and says what it accepts:
/// `--speed must be a decimal number from 0.01 to 1000000, got 0x10`.
///
/// Only plain decimal notation is a number here: digits with an optional
/// sign, point and exponent (`2`, `0.7`, `.5`, `1e3`). Swift's own parsing
/// would also take `0x10` (16), `inf` and `nan`, and `1e400` as infinity;
/// nobody means those as a count of bankers or a speed.
public struct NumberArgument: ExpressibleByArgument, CustomStringConvertible, Hashable, Sendable {
    /// The text as given.
    public let text: String

    public init?(argument: String) {
        text = argument
    }

    /// A default value, shown in `--help` as `(default: 2)`.
    public init(_ value: Int) {
        text = String(value)
    }

    /// A default value, shown in `--help` as `(default: 0.7)` or `(default: 1)`.
    public init(_ value: Double) {
        text = Self.plain(value)
    }

    public var description: String { text }
    public var defaultValueDescription: String { text }

    /// The whole number typed, if it is one in `range`.
    /// - Throws: `ValidationError`, for example "--seed must be a whole
    ///   number from 0 to 18446744073709551615, got -1".
    public func wholeNumber<Number: FixedWidthInteger>(_ option: String, in range: ClosedRange<Number>) throws -> Number {
        guard Self.isWholeNumber(text), let value = Number(text), range.contains(value) else {
            throw ValidationError("\(option) must be a whole number from \(range.lowerBound) to \(range.upperBound), got \(text)")
        }
        return value
    }

    /// The decimal number typed, if it is one in `range`.
    /// - Throws: `ValidationError`, for example "--speed must be a decimal
    ///   number from 0.01 to 1000000, got 0x10".
    public func decimal(_ option: String, in range: ClosedRange<Double>) throws -> Double {
        guard Self.isDecimal(text),
              let value = Double(text), value.isFinite, range.contains(value) else {
            throw ValidationError("\(option) must be \(Self.requirement(range)), got \(text)")
        }
        return value
    }

    /// "a decimal number from 0.01 to 1000000".
    public static func requirement(_ range: ClosedRange<Double>) -> String {
        "a decimal number from \(plain(range.lowerBound)) to \(plain(range.upperBound))"
    }

    /// `1` rather than `1.0`, `0.7` as it is.
    public static func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    /// `[+-]?[0-9]+`, read byte by byte: a regular expression is compiled
    /// at run time on every use, and each start of the program checks its
    /// options with these.
    public static func isWholeNumber(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        return !bytes.isEmpty && bytes.allSatisfy(isDigit)
    }

    /// `[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?`, read byte by byte.
    public static func isDecimal(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        func skipSign() {
            if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        }
        func digitCount() -> Int {
            let count = bytes.prefix(while: isDigit).count
            bytes = bytes.dropFirst(count)
            return count
        }
        skipSign()
        var mantissa = digitCount()
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            mantissa += digitCount()
        }
        guard mantissa > 0 else { return false }
        if let first = bytes.first, first == UInt8(ascii: "e") || first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            skipSign()
            guard digitCount() > 0 else { return false }
        }
        return bytes.isEmpty
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
