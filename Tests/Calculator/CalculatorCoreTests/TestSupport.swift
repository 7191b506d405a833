import CalculatorCore
import Foundation
import XCTest

extension Calculator {
    /// Presses the key of every character (see `CalculatorKey.from`), failing
    /// the test on a character that is no key; returns all lines added.
    @discardableResult
    mutating func type(_ keys: String, file: StaticString = #filePath, line: UInt = #line) -> [HistoryLine] {
        var added: [HistoryLine] = []
        for character in keys {
            guard let key = CalculatorKey.from(character: character) else {
                XCTFail("no key for \(character.debugDescription)", file: file, line: line)
                continue
            }
            added += press(key)
        }
        return added
    }

    /// A fresh calculator after `keys`.
    static func after(_ keys: String, file: StaticString = #filePath, line: UInt = #line) -> Calculator {
        var calculator = Calculator()
        calculator.type(keys, file: file, line: line)
        return calculator
    }

    /// The current lines as shown.
    var lineTexts: [String] { currentLines.map(\.text) }
}

/// Reads the display format back into a number, independently of the
/// formatter: `-1,234.5`, `0.`, `1.5E25`, `1E-30`; nil for anything
/// malformed (bad grouping, stray characters, two points).
enum DisplayParser {
    struct Parsed {
        var value: Decimal
        /// Digits from the first non-zero digit to the last digit.
        var significantDigits: Int
    }

    static func parse(_ text: String) -> Parsed? {
        var rest = Substring(text)
        let negative = rest.hasPrefix("-")
        if negative { rest = rest.dropFirst() }
        var powerOfTen = 0
        if let e = rest.firstIndex(of: "E") {
            guard let power = Int(rest[rest.index(after: e)...]) else { return nil }
            powerOfTen = power
            rest = rest[..<e]
            // Scientific notation: one non-zero digit before the point, no grouping.
            guard let first = rest.first, isDigit(first), first != "0" else { return nil }
            guard rest.count == 1 || rest.dropFirst().first == "." else { return nil }
        }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let integerPart = parts.first else { return nil }
        guard let integer = ungrouped(integerPart) else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.allSatisfy(isDigit) else { return nil }
        let digits = integer + fraction
        let significant = digits.drop { $0 == "0" }.count
        guard let significand = Decimal(string: String(digits)) else { return nil }
        if significand.isZero {
            guard !negative else { return nil } // no "-0"
            return Parsed(value: 0, significantDigits: 0)
        }
        let value = Decimal(
            sign: negative ? .minus : .plus,
            exponent: powerOfTen - fraction.count,
            significand: significand)
        return Parsed(value: value, significantDigits: significant)
    }

    private static func isDigit(_ character: Character) -> Bool {
        ("0"..."9").contains(character)
    }

    /// `1,234,567` → `1234567`; nil unless the groups are exactly 1–3 digits
    /// then 3-digit groups, and no leading zero on a multi-digit number.
    private static func ungrouped(_ text: Substring) -> Substring? {
        let groups = text.split(separator: ",", omittingEmptySubsequences: false)
        guard let head = groups.first, (1...3).contains(head.count) else { return nil }
        guard groups.dropFirst().allSatisfy({ $0.count == 3 }) else { return nil }
        let digits = groups.joined()
        guard digits.allSatisfy(isDigit) else { return nil }
        guard digits == "0" || !digits.hasPrefix("0") else { return nil }
        return Substring(digits)
    }
}

/// An exact number from a decimal literal, for tests.
func exact(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ExactNumber {
    ExactNumber(decimal(text, file: file, line: line))
}

/// `Decimal(string:)` for literals in tests.
func decimal(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Decimal {
    guard let value = Decimal(string: text) else {
        XCTFail("bad decimal literal \(text)", file: file, line: line)
        return .nan
    }
    return value
}
