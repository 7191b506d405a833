import CalculatorCore
import Foundation
import XCTest

/// Left-to-right evaluation, exact decimals, and NaN (seed rules and the
/// spec's "beyond the seed").
final class EvaluationTests: XCTestCase {
    func testEvaluatesStrictlyLeftToRightWithoutPrecedence() {
        let calculator = Calculator.after("1+2*3=")
        XCTAssertEqual(calculator.display, "9")
        XCTAssertEqual(calculator.lineTexts, ["1", "+ 2", "× 3", "= 9"])
    }

    func testEachOperandIsPairedWithTheOperatorShownBeforeIt() {
        // The seed paired operands with the wrong operator. The rule: each
        // line carries the operator shown before its operand, and the value
        // follows that pairing (10 − 2 + 3, not 10 + 2 − 3 or the like).
        let calculator = Calculator.after("10-2+3=")
        XCTAssertEqual(calculator.lineTexts, ["10", "− 2", "+ 3", "= 11"])
        XCTAssertEqual(calculator.display, "11")
        XCTAssertEqual(Calculator.after("8/2-1*5=").display, "15")
    }

    func testPointOnePlusPointTwoIsExactlyPointThree() {
        let calculator = Calculator.after("0.1+0.2=")
        XCTAssertEqual(calculator.display, "0.3")
        XCTAssertEqual(calculator.value, exact("0.3"))
    }

    func testOneDividedByThreeTimesThreeShowsOne() {
        XCTAssertEqual(Calculator.after("1/3*3=").display, "1")
        XCTAssertEqual(Calculator.after("1/3=").display, "0.33333333333333333333")
        XCTAssertEqual(Calculator.after("2/3=").display, "0.66666666666666666667")
    }

    func testDivisionByZeroShowsNaN() {
        let calculator = Calculator.after("5/0=")
        XCTAssertEqual(calculator.display, "NaN")
        XCTAssertTrue(calculator.value.isNaN)
        XCTAssertEqual(calculator.lineTexts, ["5", "÷ 0", "= NaN"])
        XCTAssertEqual(Calculator.after("0/0=").display, "NaN")
        XCTAssertEqual(Calculator.after("5/0.00=").display, "NaN")
    }

    /// A NaN goes on to `=` like any value (it once ended the calculation at
    /// the next operator, so `4 ÷ 0 + 1 =` showed 1).
    func testDivisionByZeroGoesOnToTheResult() {
        var calculator = Calculator.after("5/0")
        let added = calculator.type("+")
        XCTAssertEqual(added.map(\.text), ["÷ 0"])
        XCTAssertEqual(calculator.pendingOperator, .add)
        XCTAssertFalse(calculator.isShowingResult)
        XCTAssertEqual(calculator.type("1=").map(\.text), ["+ 1", "= NaN"])
        XCTAssertEqual(calculator.display, "NaN")
    }

    func testAfterNaNEqualsNegateAndBackspaceDoNothing() {
        var calculator = Calculator.after("5/0=")
        for key in "=n\u{7F}" {
            XCTAssertEqual(calculator.type(String(key)), [], "key \(key.debugDescription)")
            XCTAssertEqual(calculator.display, "NaN")
            XCTAssertEqual(calculator.lineTexts, ["5", "÷ 0", "= NaN"])
        }
        calculator.type("7+1=")
        XCTAssertEqual(calculator.display, "8")
        XCTAssertEqual(calculator.lineTexts, ["7", "+ 1", "= 8"])

        var cleared = Calculator.after("5/0=c")
        XCTAssertEqual(cleared.display, "0")
        XCTAssertEqual(cleared.currentLines, [])
        XCTAssertEqual(cleared.type("+2="), [
            HistoryLine(kind: .operand(nil), number: "0"),
            HistoryLine(kind: .operand(.add), number: "2"),
            HistoryLine(kind: .result, number: "2"),
        ])
    }

    func testOverflowPastTenToTheHundredIsNaN() {
        let big = String(repeating: "9", count: 20) // just under 1E20
        var calculator = Calculator.after(big + "*" + big + "*" + big + "*" + big + "=")
        XCTAssertEqual(calculator.display, "9.9999999999999999996E79")
        calculator.type("*" + big + "=")
        XCTAssertEqual(calculator.display, "9.9999999999999999995E99")
        calculator.type("*" + "10" + "=")
        XCTAssertEqual(calculator.display, "NaN")
    }

    /// Both ends alike: below 10^-100 a result is 0 as from 10^100 it is
    /// NaN, and the calculator says which end was left (before: 0 from
    /// 10^-80, without a word).
    func testTinyResultsBecomeZeroAndSaySo() {
        let tiny = "0." + String(repeating: "0", count: 19) + "1" // 1E-20
        var calculator = Calculator.after(tiny + "*" + tiny + "*" + tiny + "*" + tiny + "*" + tiny + "=")
        XCTAssertEqual(calculator.display, "1E-100")
        XCTAssertNil(calculator.leftRange)
        calculator.type("/10")
        calculator.press(.equals)
        XCTAssertEqual(calculator.display, "0")
        XCTAssertEqual(calculator.leftRange, .tooSmall)
        calculator.type(tiny + "*" + tiny + "*" + tiny + "*" + tiny + "*" + tiny + "*" + tiny + "=")
        XCTAssertEqual(calculator.display, "0")
    }

    func testEachEndIsSaidOnceAndADivisionByZeroIsNotAnEnd() {
        let big = String(repeating: "9", count: 20)
        var calculator = Calculator.after(big + "*" + big + "*" + big + "*" + big + "*" + big + "*" + big)
        calculator.press(.op(.multiply))
        XCTAssertEqual(calculator.leftRange, .tooLarge, "the step that left says so")
        calculator.type("2")
        XCTAssertNil(calculator.leftRange, "the next key does not")
        var divided = Calculator.after("4/0")
        divided.press(.equals)
        XCTAssertEqual(divided.display, "NaN")
        XCTAssertNil(divided.leftRange, "a division by zero is its own NaN")
    }

    func testFormulaFoldsLeftToRightAndStaysNaN() {
        var formula = Formula(first: 1)
        formula.apply(.add, 2)
        formula.apply(.multiply, 3)
        XCTAssertEqual(formula.value, 9)
        formula.apply(.divide, 0)
        XCTAssertTrue(formula.isNaN)
        formula.apply(.add, 1)
        XCTAssertTrue(formula.isNaN)
    }

    func testOperatorArithmeticIsExact() {
        XCTAssertEqual(Operator.add.apply(exact("0.1"), exact("0.2")), exact("0.3"))
        XCTAssertEqual(Operator.subtract.apply(exact("0.3"), exact("0.1")), exact("0.2"))
        XCTAssertEqual(Operator.multiply.apply(exact("1.1"), exact("1.1")), exact("1.21"))
        XCTAssertEqual(Operator.divide.apply(1, 8), exact("0.125"))
        XCTAssertEqual(Operator.multiply.apply(Operator.divide.apply(1, 3), 3), 1)
        XCTAssertFalse(Operator.divide.apply(1, 3).isFiniteDecimal)
        XCTAssertTrue(Operator.divide.apply(1, 0).isNaN)
        XCTAssertTrue(Operator.add.apply(.nan, 1).isNaN)
        XCTAssertTrue(Operator.multiply.apply(.nan, 0).isNaN)
        XCTAssertTrue(Operator.multiply.apply(exact("1e60"), exact("1e60")).isNaN)
        XCTAssertEqual(Operator.multiply.apply(exact("1e-60"), exact("1e-60")), 0)
        XCTAssertEqual(Operator.divide.apply(exact("1e-60"), exact("1e60")), 0)
        XCTAssertTrue(Operator.divide.apply(exact("1e60"), exact("1e-60")).isNaN)
    }
}
