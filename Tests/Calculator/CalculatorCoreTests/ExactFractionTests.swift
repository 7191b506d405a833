import CalculatorCore
import Foundation
import XCTest

/// Exact means exact: a quotient that is no finite decimal is kept as a
/// fraction until it is shown, so nothing is left behind (once `1 ÷ 3 × 3
/// − 1` showed `-1E-38`); and NaN goes on through every further step.
final class ExactFractionTests: XCTestCase {
    func testOneThirdTimesThreeMinusOneIsZero() {
        XCTAssertEqual(Calculator.after("1/3*3-1=").display, "0")
        XCTAssertEqual(Calculator.after("2/3*3-2=").display, "0")
    }

    func testTwoSeventhsTimesSevenIsTwo() {
        XCTAssertEqual(Calculator.after("2/7*7=").display, "2")
        XCTAssertEqual(Calculator.after("2/7*7-2=").display, "0")
        XCTAssertEqual(Calculator.after("1/7/7/7*343-1=").display, "0")
    }

    func testAQuotientIsShownWithTwentySignificantDigits() {
        XCTAssertEqual(Calculator.after("1/3=").display, "0.33333333333333333333")
        XCTAssertEqual(Calculator.after("2/3=").display, "0.66666666666666666667")
        XCTAssertEqual(Calculator.after("10/3=").display, "3.3333333333333333333")
        XCTAssertEqual(Calculator.after("1/7=").display, "0.14285714285714285714")
        XCTAssertEqual(Calculator.after("1000000/3=").display, "333,333.33333333333333")
    }

    func testBigValuesStayExact() {
        let big = String(repeating: "9", count: 20)
        XCTAssertEqual(Calculator.after("\(big)*\(big)/\(big)=").display, "99,999,999,999,999,999,999")
        XCTAssertEqual(Calculator.after("\(big)*\(big)/\(big)-\(big)=").display, "0")
        XCTAssertEqual(Calculator.after("\(big)*\(big)-1=").display, "9.9999999999999999998E39")
        XCTAssertEqual(Calculator.after("\(big)*\(big)/3/\(big)*3-\(big)=").display, "0")
    }

    func testNegativeFractionsStayExact() {
        XCTAssertEqual(Calculator.after("1n/3*3+1=").display, "0")
        XCTAssertEqual(Calculator.after("1n/3=").display, "-0.33333333333333333333")
        XCTAssertEqual(Calculator.after("2n/3=").display, "-0.66666666666666666667")
        XCTAssertEqual(Calculator.after("2/7=n*7=").display, "-2")
    }

    func testTinyFractionsStayExact() {
        let tiny = "0." + String(repeating: "0", count: 19) + "1"  // 1E-20
        XCTAssertEqual(Calculator.after("\(tiny)/3=").display, "3.3333333333333333333E-21")
        XCTAssertEqual(Calculator.after("\(tiny)/3*3=").display, "0.00000000000000000001")
        XCTAssertEqual(Calculator.after("\(tiny)/3*3-\(tiny)=").display, "0")
    }

    func testContinuingFromAFractionKeepsItExact() {
        var calculator = Calculator.after("1/3=")
        calculator.type("*3-1=")
        XCTAssertEqual(calculator.display, "0")
        XCTAssertEqual(calculator.lineTexts, ["≈0.33333333333333333333", "× 3", "− 1", "= 0"])
    }

    func testFourDividedByZeroPlusOneIsNaN() {
        let calculator = Calculator.after("4/0+1=")
        XCTAssertEqual(calculator.display, "NaN")
        XCTAssertEqual(calculator.lineTexts, ["4", "÷ 0", "+ 1", "= NaN"])
    }

    func testNaNPropagatesThroughEveryFurtherStep() {
        XCTAssertEqual(Calculator.after("5/0*0=").display, "NaN")
        XCTAssertEqual(Calculator.after("5/0-5/0=").display, "NaN")
        XCTAssertEqual(Calculator.after("0/0+1-1*2/3=").display, "NaN")
    }

    func testAnOperatorAfterNaNContinuesFromNaN() {
        var calculator = Calculator.after("5/0=")
        XCTAssertEqual(calculator.type("+").map(\.text), ["NaN"])
        XCTAssertEqual(calculator.pendingOperator, .add)
        calculator.type("1=")
        XCTAssertEqual(calculator.display, "NaN")
        XCTAssertEqual(calculator.lineTexts, ["NaN", "+ 1", "= NaN"])
    }
}
