import CalculatorCore
import Foundation
import TextKit
import XCTest

/// Thousands of random key sequences: never a crash, never more than 20
/// significant digits, and the display always reads back as the value held.
final class PropertyTests: XCTestCase {
    private static let sequences = 2_500

    func testRandomKeySequencesKeepTheDisplayHonest() {
        var seen = Seen()
        for seed in 0..<UInt64(Self.sequences) {
            var random = SeededRandomNumberGenerator(seed: seed)
            var keys: [CalculatorKey] = []
            for _ in 0..<Int.random(in: 1...25, using: &random) {
                keys += Self.randomKeys(using: &random)
            }
            var calculator = Calculator()
            var stored: [HistoryLine] = []
            for (index, key) in keys.enumerated() {
                let added = calculator.press(key)
                stored += added
                let display = calculator.display
                let digits = check(display, of: calculator, "seed \(seed), keys \(keys.prefix(index + 1))")
                check(added, of: calculator, display: display, "seed \(seed), keys \(keys.prefix(index + 1))")
                seen.note(display, significantDigits: digits)
            }
            check(stream: stored)
        }
        // The sequences must reach the interesting corners, or the test proves
        // little. (NaN is shown only at `=`: it goes on to the end of its calculation.)
        XCTAssertGreaterThan(seen.notANumber, 50)
        XCTAssertGreaterThan(seen.scientific, 100)
        XCTAssertGreaterThan(seen.twentyDigits, 100)
    }

    /// How often the corners of the display format were reached.
    private struct Seen {
        var notANumber = 0
        var scientific = 0
        var twentyDigits = 0

        mutating func note(_ display: String, significantDigits: Int?) {
            if display == "NaN" { notANumber += 1 }
            if display.contains("E") { scientific += 1 }
            if significantDigits == 20 { twentyDigits += 1 }
        }
    }

    /// The next few keys: often a whole number of up to 22 digits (more
    /// than fit, so the limit is hit), so results get large or tiny; the rest
    /// spread over every other key, multiplying and dividing most.
    private static func randomKeys(using random: inout SeededRandomNumberGenerator) -> [CalculatorKey] {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<30:
            // Half of them long, so products soon pass 10^20 and 10^100.
            let length = Bool.random(using: &random)
                ? Int.random(in: 1...22, using: &random) : Int.random(in: 15...22, using: &random)
            var keys = (0..<length).map { _ in CalculatorKey.digit(Int.random(in: 0...9, using: &random)) }
            if Bool.random(using: &random) {
                keys.insert(.point, at: Int.random(in: 0...length, using: &random))
            }
            return keys
        case 30..<42: return [.digit(Int.random(in: 0...9, using: &random))]
        case 42..<46: return [.doubleZero]
        case 46..<50: return [.point]
        case 50..<74:
            let weighted: [Operator] = [.add, .subtract, .multiply, .multiply, .multiply, .divide, .divide, .divide]
            return [.op(weighted[Int.random(in: 0..<weighted.count, using: &random)])]
        case 74..<84: return [.equals]
        case 84..<88: return [.negate]
        case 88..<94: return [.backspace]
        case 94..<97: return [.clearEntry]
        default: return [.allClear]
        }
    }

    /// Checks the display against the value held; returns its significant
    /// digits (nil for NaN or an unreadable display).
    private func check(
        _ display: String, of calculator: Calculator, _ context: @autoclosure () -> String
    ) -> Int? {
        let value = calculator.value
        if display == "NaN" {
            expect(value.isNaN && calculator.isShowingResult, "NaN shown for \(value); \(context())")
            return nil
        }
        guard let parsed = DisplayParser.parse(display) else {
            XCTFail("unreadable display \(display); \(context())")
            return nil
        }
        expect(parsed.significantDigits <= 20, "too many digits: \(display); \(context())")
        if calculator.isShowingResult {
            expect(Self.isRounding(parsed.value, of: value), "\(display) for \(value); \(context())")
        } else {
            expect(ExactNumber(parsed.value) == value, "an entry is shown exactly: \(display) for \(value); \(context())")
        }
        return parsed.significantDigits
    }

    /// The lines a key added are the newest of the current lines, each is
    /// well formed, and a result line appears only once a result is shown.
    private func check(
        _ added: [HistoryLine], of calculator: Calculator, display: String,
        _ context: @autoclosure () -> String
    ) {
        if !calculator.isShowingResult {
            expect(!calculator.currentLines.contains { $0.kind == .result }, "stray result; \(context())")
        }
        guard !added.isEmpty else { return }
        expect(calculator.currentLines.suffix(added.count).elementsEqual(added), "lines added; \(context())")
        if let last = added.last, last.kind == .result {
            expect(last.shownNumber == display, "result line \(last.shownNumber) vs \(display); \(context())")
            // The line keeps the value itself, every digit, not the rounded
            // display; a fraction that is no finite decimal cut after 38 digits.
            let value = calculator.value
            let kept = last.value.map { $0 == value || !value.isFiniteDecimal } ?? false
            expect(kept && last.number == value.description,
                   "result line holds \(last.number), calculator \(value); \(context())")
        }
        for line in added {
            let readable = line.shownNumber == "NaN" || DisplayParser.parse(line.shownNumber) != nil
            expect(readable, "\(line); \(context())")
            // Stored as a plain exact value: no separators, no exponent.
            let plain = line.number == "NaN" || line.number.allSatisfy { $0.isNumber || $0 == "-" || $0 == "." }
            expect(plain && line.value != nil, "stored number \(line.number); \(context())")
        }
    }

    /// The whole stream stored by a UI reads as calculations: each starts
    /// with an operand line without operator, results come after operands.
    private func check(stream stored: [HistoryLine]) {
        var previous: HistoryLine.Kind?
        for line in stored {
            switch line.kind {
            case .operand(nil): break
            case .operand(.some):
                XCTAssertNotNil(previous, "an operator line never comes first")
                XCTAssertNotEqual(previous, .result, "a calculation never continues after its result")
            case .result:
                if case .operand(.some) = previous {} else { XCTFail("a result follows an operator line") }
            }
            previous = line.kind
        }
    }

    /// Fails the test with `message` unless `condition` holds; cheaper than
    /// the XCTAssert family, which matters over a quarter of a million presses.
    private func expect(
        _ condition: Bool, _ message: @autoclosure () -> String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        if !condition { XCTFail(message(), file: file, line: line) }
    }

    /// True when `shown` is `value` rounded to 20 significant digits:
    /// |shown − value| ≤ ½·10^-19·|value|, computed exactly.
    private static func isRounding(_ shown: Decimal, of value: ExactNumber) -> Bool {
        if value.isZero { return shown.isZero }
        // Relative error, so that nothing leaves the calculator's range.
        let error = Operator.divide.apply(Operator.subtract.apply(ExactNumber(shown), value), value)
        let scaled = Operator.multiply.apply(error.isNegative ? error.negated : error, exact("1e20"))
        return !scaled.isNaN && !Operator.subtract.apply(5, scaled).isNegative
    }
}
