import CalculatorCore
import Foundation
import XCTest

/// The input rules: operators, `=`, results, `00`, `.`, CE, AC, negate,
/// Backspace.
final class InputTests: XCTestCase {
    func testAnOperatorWithNoNewOperandOnlyReplacesThePendingOne() {
        var calculator = Calculator.after("5+")
        XCTAssertEqual(calculator.type("-*"), [])
        XCTAssertEqual(calculator.pendingOperator, .multiply)
        calculator.type("3=")
        XCTAssertEqual(calculator.lineTexts, ["5", "× 3", "= 15"])
    }

    func testAnOperatorAtTheStartUsesTheZeroShown() {
        var calculator = Calculator()
        XCTAssertEqual(calculator.type("-").map(\.text), ["0"])
        calculator.type("5=")
        XCTAssertEqual(calculator.display, "-5")
        XCTAssertEqual(calculator.lineTexts, ["0", "− 5", "= -5"])
    }

    func testEqualsPressedTwiceDoesNothing() {
        var calculator = Calculator.after("2+3=")
        XCTAssertEqual(calculator.type("="), [])
        XCTAssertEqual(calculator.display, "5")
        XCTAssertEqual(calculator.lineTexts, ["2", "+ 3", "= 5"])
    }

    func testEqualsWithNothingEnteredDoesNothing() {
        var calculator = Calculator.after("2+")
        XCTAssertEqual(calculator.type("="), [])
        XCTAssertEqual(calculator.lineTexts, ["2"])
        XCTAssertEqual(calculator.pendingOperator, .add)
        XCTAssertEqual(calculator.display, "0")
        XCTAssertFalse(calculator.isShowingResult)

        var fresh = Calculator()
        XCTAssertEqual(fresh.type("="), [])
        XCTAssertEqual(fresh.type("5="), [], "no operator, nothing to calculate")
        XCTAssertEqual(fresh.display, "5")
    }

    func testDigitsAfterAResultStartANewCalculation() {
        var calculator = Calculator.after("2+3=")
        XCTAssertEqual(calculator.type("7"), [])
        XCTAssertEqual(calculator.display, "7")
        XCTAssertEqual(calculator.currentLines, [])
        XCTAssertFalse(calculator.isShowingResult)
        calculator.type("+1=")
        XCTAssertEqual(calculator.lineTexts, ["7", "+ 1", "= 8"])
        XCTAssertEqual(Calculator.after("2+3=.5").display, "0.5")
    }

    func testAnOperatorAfterAResultContinuesFromTheResult() {
        var calculator = Calculator.after("2+3=")
        XCTAssertEqual(calculator.type("*").map(\.text), ["5"])
        XCTAssertEqual(calculator.pendingOperator, .multiply)
        XCTAssertEqual(calculator.display, "0")
        calculator.type("4=")
        XCTAssertEqual(calculator.lineTexts, ["5", "× 4", "= 20"])
    }

    func testContinuingUsesTheFullResultNotTheRoundedDisplay() {
        var calculator = Calculator.after("1/3=")
        XCTAssertEqual(calculator.type("*").map(\.text), ["≈0.33333333333333333333"], "rounded when shown, and says so")
        calculator.type("3=")
        XCTAssertEqual(calculator.display, "1")
    }

    func testDoubleZero() {
        var calculator = Calculator()
        calculator.press(.doubleZero)
        XCTAssertEqual(calculator.display, "0", "no leading zeros")
        calculator.type("5")
        calculator.press(.doubleZero)
        XCTAssertEqual(calculator.display, "500")
        var fraction = Calculator.after(".")
        fraction.press(.doubleZero)
        XCTAssertEqual(fraction.display, "0.00")
        XCTAssertEqual(Calculator.after("007").display, "7")
    }

    func testASecondPointInOneNumberIsIgnored() {
        XCTAssertEqual(Calculator.after("1.2.3").display, "1.23")
        XCTAssertEqual(Calculator.after("..").display, "0.")
        XCTAssertEqual(Calculator.after("1.5+2.5=").display, "4")
    }

    func testClearEntrySetsTheOperandBackToZero() {
        var calculator = Calculator.after("12+34c")
        XCTAssertEqual(calculator.display, "0")
        XCTAssertEqual(calculator.pendingOperator, .add)
        XCTAssertEqual(calculator.lineTexts, ["12"])
        XCTAssertEqual(calculator.type("="), [], "the cleared entry counts as nothing entered")
        calculator.type("5=")
        XCTAssertEqual(calculator.display, "17")

        let afterResult = Calculator.after("2+3=c")
        XCTAssertEqual(afterResult.display, "0")
        XCTAssertEqual(afterResult.currentLines, [], "after a result CE clears everything (seed)")
        XCTAssertFalse(afterResult.isShowingResult)
    }

    func testAllClearForgetsTheCalculation() {
        var calculator = Calculator.after("12+34\u{1B}")
        XCTAssertEqual(calculator.display, "0")
        XCTAssertNil(calculator.pendingOperator)
        XCTAssertEqual(calculator.currentLines, [])
        XCTAssertEqual(calculator.type("="), [])
        calculator.type("5+1=")
        XCTAssertEqual(calculator.lineTexts, ["5", "+ 1", "= 6"])
        XCTAssertEqual(Calculator.after("2+3=\u{1B}").display, "0")
    }

    func testNegateDoesNothingOnZero() {
        XCTAssertEqual(Calculator.after("n").display, "0")
        XCTAssertEqual(Calculator.after("0.00n").display, "0.00")
        XCTAssertEqual(Calculator.after("5+n").display, "0")
        XCTAssertEqual(Calculator.after("5-5=n").display, "0")
    }

    func testNegateChangesTheSign() {
        XCTAssertEqual(Calculator.after("5n").display, "-5")
        XCTAssertEqual(Calculator.after("5nn").display, "5")
        XCTAssertEqual(Calculator.after("1234.5n").display, "-1,234.5")
        XCTAssertEqual(Calculator.after("5n6").display, "-56")
        let calculator = Calculator.after("3-5n=")
        XCTAssertEqual(calculator.lineTexts, ["3", "− -5", "= 8"])
    }

    func testNegateAfterAResultNegatesTheResult() {
        var calculator = Calculator.after("2+3=n")
        XCTAssertEqual(calculator.display, "-5")
        XCTAssertTrue(calculator.isShowingResult)
        calculator.type("+1=")
        XCTAssertEqual(calculator.lineTexts, ["-5", "+ 1", "= -4"])
    }

    func testBackspaceDeletesTheLastTypedCharacter() {
        XCTAssertEqual(Calculator.after("123\u{7F}").display, "12")
        XCTAssertEqual(Calculator.after("1.5\u{7F}").display, "1.")
        XCTAssertEqual(Calculator.after("1.5\u{7F}\u{7F}").display, "1")
        XCTAssertEqual(Calculator.after("\u{7F}").display, "0")
        XCTAssertEqual(Calculator.after("5n\u{7F}").display, "0", "no -0")
        XCTAssertEqual(Calculator.after("0.5n\u{7F}").display, "0.")
        XCTAssertEqual(Calculator.after("12n\u{7F}").display, "-1")
        XCTAssertEqual(Calculator.after("2+3=\u{7F}").display, "5", "a result was not typed")
    }

    func testBackspaceToNothingCountsAsNothingEntered() {
        var calculator = Calculator.after("2+5\u{7F}")
        XCTAssertEqual(calculator.type("="), [])
        XCTAssertEqual(calculator.type("*").map(\.text), [])
        XCTAssertEqual(calculator.pendingOperator, .multiply)
    }

    func testAnOperandTakesAtMostTwentyDigits() {
        let typed = "1234567890" + "1234567890" + "12345"
        XCTAssertEqual(Calculator.after(typed).display, "12,345,678,901,234,567,890")
        let fraction = "0." + String(repeating: "0", count: 19) + "12"
        XCTAssertEqual(Calculator.after(fraction).display, "0.00000000000000000001")
        var zeros = Calculator.after("1" + String(repeating: "0", count: 18))
        zeros.press(.doubleZero)
        XCTAssertEqual(zeros.display, "10,000,000,000,000,000,000", "only one of the two zeros fits")
    }

    func testInvalidDigitIsIgnored() {
        var calculator = Calculator()
        calculator.press(.digit(12))
        calculator.press(.digit(-1))
        XCTAssertEqual(calculator.display, "0")
    }

    func testOperandLinesDropMeaninglessZeros() {
        let calculator = Calculator.after("1.50+0.0=")
        XCTAssertEqual(calculator.lineTexts, ["1.5", "+ 0", "= 1.5"])
    }

    func testPressReturnsTheLinesItAdded() {
        var calculator = Calculator()
        var stored: [HistoryLine] = []
        for character in "1234+5*3=" {
            guard let key = CalculatorKey.from(character: character) else { return XCTFail() }
            stored += calculator.press(key)
        }
        XCTAssertEqual(stored.map(\.text), ["1,234", "+ 5", "× 3", "= 3,717"])
        XCTAssertEqual(stored, calculator.currentLines)
    }
}
