import CalculatorCore
import Foundation
import XCTest

/// The display format: the original's separators, 20 digits, no trailing
/// zeros, scientific notation above 10^20 and NaN; our extensions (negative
/// and tiny numbers by magnitude); and entries shown as typed.
final class DisplayTests: XCTestCase {
    func testThousandsSeparators() {
        XCTAssertEqual(DecimalDisplay.format(decimal("1234567.891")), "1,234,567.891")
        XCTAssertEqual(DecimalDisplay.format(decimal("-1234")), "-1,234")
        XCTAssertEqual(DecimalDisplay.format(decimal("999")), "999")
        XCTAssertEqual(DecimalDisplay.format(decimal("1000")), "1,000")
        XCTAssertEqual(Calculator.after("1234567").display, "1,234,567")
        XCTAssertEqual(Calculator.after("1234+5*3=").display, "3,717")
    }

    func testEntriesShowWhatWasTyped() {
        XCTAssertEqual(Calculator.after("1234.").display, "1,234.")
        XCTAssertEqual(Calculator.after("0.000").display, "0.000")
        XCTAssertEqual(Calculator.after("1.50").display, "1.50")
        XCTAssertEqual(DecimalDisplay.format(typed: "-1234.50"), "-1,234.50")
        XCTAssertEqual(DecimalDisplay.format(typed: ""), "0")
        XCTAssertEqual(DecimalDisplay.format(typed: ".5"), "0.5")
    }

    func testNoMeaninglessTrailingZeros() {
        XCTAssertEqual(DecimalDisplay.format(decimal("1.500")), "1.5")
        XCTAssertEqual(DecimalDisplay.format(decimal("100")), "100")
        XCTAssertEqual(DecimalDisplay.format(decimal("0.10")), "0.1")
        XCTAssertEqual(Calculator.after("0.25+0.25=").display, "0.5")
    }

    func testAtMostTwentySignificantDigits() {
        XCTAssertEqual(DecimalDisplay.format(decimal("12345678901234567890.6")), "12,345,678,901,234,567,891")
        XCTAssertEqual(DecimalDisplay.format(decimal("1.23456789012345678901234")), "1.234567890123456789")
        XCTAssertEqual(DecimalDisplay.format(decimal("0.000123456789012345678905")), "0.00012345678901234567891")
        XCTAssertEqual(DecimalDisplay.format(decimal("-2.00000000000000000004")), "-2")
    }

    /// As in the original (`self > 1e20`): 10^20 itself is written out, and
    /// only a number above it is in scientific notation.
    func testScientificNotationAboveTenToTheTwenty() {
        XCTAssertEqual(DecimalDisplay.format(decimal("99999999999999999999")), "99,999,999,999,999,999,999")
        XCTAssertEqual(DecimalDisplay.format(decimal("1e20")), "100,000,000,000,000,000,000", "written out")
        XCTAssertEqual(Calculator.after("99999999999999999999+1=").display, "100,000,000,000,000,000,000")
        XCTAssertEqual(DecimalDisplay.format(decimal("99999999999999999999.5")), "100,000,000,000,000,000,000",
                       "rounds up to 10^20 exactly")
        XCTAssertEqual(DecimalDisplay.format(decimal("100000000000000000010")), "1.0000000000000000001E20", "just above")
        XCTAssertEqual(Calculator.after("99999999999999999999+11=").display, "1.0000000000000000001E20")
        XCTAssertEqual(DecimalDisplay.format(decimal("2e20")), "2E20")
        XCTAssertEqual(DecimalDisplay.format(decimal("1e21")), "1E21")
        XCTAssertEqual(DecimalDisplay.format(decimal("123456789012345678901234")), "1.234567890123456789E23")
    }

    /// Ours: the same rule by magnitude for negative numbers.
    func testNegativeNumbersFollowTheSameMagnitudeRule() {
        XCTAssertEqual(DecimalDisplay.format(decimal("-1e20")), "-100,000,000,000,000,000,000")
        XCTAssertEqual(DecimalDisplay.format(decimal("-100000000000000000010")), "-1.0000000000000000001E20")
        XCTAssertEqual(DecimalDisplay.format(decimal("-1.5e25")), "-1.5E25")
    }

    /// Ours: tiny numbers by magnitude too; 10^-20 itself is written out.
    func testScientificNotationForTinyNumbers() {
        XCTAssertEqual(DecimalDisplay.format(decimal("1e-20")), "0.00000000000000000001")
        XCTAssertEqual(DecimalDisplay.format(decimal("1e-21")), "1E-21")
        XCTAssertEqual(DecimalDisplay.format(decimal("-2.5e-30")), "-2.5E-30")
    }

    func testZeroAndNaN() {
        XCTAssertEqual(DecimalDisplay.format(ExactNumber.zero), "0")
        XCTAssertEqual(DecimalDisplay.format(ExactNumber.nan), "NaN")
        XCTAssertEqual(DecimalDisplay.format(Decimal.nan), "NaN")
        XCTAssertEqual(Calculator().display, "0")
    }
}

/// A number shown with fewer digits than it has says so (`≈`); one shown
/// whole does not, trailing zeros and scientific notation included.
final class RoundedMarkTests: XCTestCase {
    func testANumberWithMoreThanTwentyDigitsIsRounded() {
        let big = exact("199999999999999999998")
        XCTAssertEqual(DecimalDisplay.format(big), "2E20")
        XCTAssertTrue(DecimalDisplay.isRounded(big))
        XCTAssertTrue(DecimalDisplay.isRounded(Operator.divide.apply(exact("1"), exact("3"))))
        XCTAssertTrue(DecimalDisplay.isRounded(exact("1.000000000000000000001")))
    }

    func testANumberShownWholeIsNotRounded() {
        for text in ["0", "1", "-1234.5", "99999999999999999999", "100000000000000000000", "15000000000000000000000000",
                     "0.00000000000000000001"] {
            XCTAssertFalse(DecimalDisplay.isRounded(exact(text)), text)
        }
        XCTAssertFalse(DecimalDisplay.isRounded(.nan))
    }

    func testAResultShownRoundedIsMarked() {
        let calculator = Calculator.after("99999999999999999999+99999999999999999999=")
        XCTAssertEqual(calculator.display, "2E20")
        XCTAssertTrue(calculator.isDisplayRounded)
        XCTAssertFalse(Calculator.after("2+3=").isDisplayRounded)
        XCTAssertFalse(Calculator.after("12345").isDisplayRounded, "what is typed is shown whole")
    }

    func testHistoryLinesShownRoundedAreMarked() {
        let big = exact("199999999999999999998")
        XCTAssertEqual(HistoryLine(kind: .result, exact: big).text, "≈ 2E20")
        XCTAssertEqual(HistoryLine(kind: .operand(.add), exact: big).text, "+ ≈2E20")
        XCTAssertEqual(HistoryLine(kind: .operand(nil), exact: big).text, "≈2E20")
        XCTAssertEqual(HistoryLine(kind: .result, exact: exact("1.5E25")).text, "= 1.5E25")
        XCTAssertEqual(HistoryLine(kind: .result, exact: .nan).text, "= NaN")
    }

    func testTheTwentyFirstDigitIsRefusedEveryTime() {
        var calculator = Calculator.after(String(repeating: "9", count: 19))
        XCTAssertFalse(calculator.refusesDigits(.digit(1)))
        XCTAssertTrue(calculator.refusesDigits(.doubleZero), "00 after the 19th digit: its second zero does not fit")
        _ = calculator.press(.digit(9))
        for _ in 0..<3 {
            XCTAssertTrue(calculator.refusesDigits(.digit(1)))
            XCTAssertTrue(calculator.refusesDigits(.doubleZero))
            _ = calculator.press(.digit(1))
        }
        XCTAssertEqual(calculator.display, "99,999,999,999,999,999,999")
        XCTAssertFalse(Calculator.after("0.").refusesDigits(.doubleZero))
    }
}
