import CalculatorCore
import Foundation
import XCTest

/// History lines as the UI shows and stores them.
final class HistoryLineTests: XCTestCase {
    func testTextFormatsTheValue() {
        XCTAssertEqual(HistoryLine(kind: .operand(nil), number: "1234").text, "1,234")
        XCTAssertEqual(HistoryLine(kind: .operand(.add), number: "5").text, "+ 5")
        XCTAssertEqual(HistoryLine(kind: .operand(.subtract), number: "-5").text, "− -5")
        XCTAssertEqual(HistoryLine(kind: .operand(.multiply), number: "3").text, "× 3")
        XCTAssertEqual(HistoryLine(kind: .operand(.divide), number: "0").text, "÷ 0")
        XCTAssertEqual(HistoryLine(kind: .result, number: "3717").text, "= 3,717")
        XCTAssertEqual(HistoryLine(kind: .result, number: "NaN").text, "= NaN")
        XCTAssertEqual(HistoryLine(kind: .operand(.divide), number: "2").shownOperator, .divide)
        XCTAssertNil(HistoryLine(kind: .result, number: "2").shownOperator)
    }

    func testALineKeepsTheExactValueAndShowsItRounded() {
        let third = Decimal(1) / Decimal(3)
        let line = HistoryLine(kind: .result, value: third)
        XCTAssertEqual(line.number, "0." + String(repeating: "3", count: 38))
        XCTAssertEqual(line.value, third)
        XCTAssertEqual(line.shownNumber, "0." + String(repeating: "3", count: 20))
        XCTAssertEqual(HistoryLine(kind: .result, value: Decimal(95215)).number, "95215")
        XCTAssertEqual(HistoryLine(kind: .result, value: Decimal(string: "-0.50")!).number, "-0.5")
        XCTAssertEqual(HistoryLine(kind: .result, value: .nan).number, "NaN")
        XCTAssertEqual(HistoryLine(kind: .result, value: .zero).number, "0")
    }

    func testLargeAndTinyValuesAreStoredPlainAndShownInScientificNotation() {
        let large = HistoryLine(kind: .result, value: Decimal(sign: .plus, exponent: 24, significand: 15))
        XCTAssertEqual(large.number, "15" + String(repeating: "0", count: 24))
        XCTAssertEqual(large.text, "= 1.5E25")
        let tiny = HistoryLine(kind: .result, value: Decimal(sign: .minus, exponent: -30, significand: 1))
        XCTAssertEqual(tiny.number, "-0." + String(repeating: "0", count: 29) + "1")
        XCTAssertEqual(tiny.text, "= -1E-30")
    }

    /// Whatever the calculator makes reads back to exactly the same value.
    func testEveryLineTheCalculatorMakesReadsBackExactly() {
        for keys in ["1234+5n*3/0=", "1/3=*3=", "0.1+0.2=", "99999999999999999999*99999999999999999999=", "1.50-2.25=", "7/9=n"] {
            var calculator = Calculator()
            for line in calculator.type(keys) {
                let value = try? XCTUnwrap(line.value, "\(keys): \(line.number)")
                XCTAssertEqual(HistoryLine(kind: line.kind, number: line.number), line)
                if let value, !value.isNaN {
                    XCTAssertEqual(HistoryLine(kind: line.kind, value: value).number, line.number, keys)
                }
                XCTAssertFalse(line.number.contains(","), keys)
            }
        }
        let result = Calculator.after("1/3=").currentLines.last
        XCTAssertEqual(result?.value, Decimal(1) / Decimal(3), "the result line holds every digit")
    }

    func testTextThatIsNoNumberIsShownAsItIs() {
        for text in ["1,234", "abc", "", "1.", ".5", "--1", "1E", "1E+", "١٢"] {
            let line = HistoryLine(kind: .result, number: text)
            XCTAssertNil(line.value, text)
            XCTAssertEqual(line.shownNumber, text)
        }
        XCTAssertEqual(HistoryLine(kind: .operand(.add), number: "x").text, "+ x")
    }

    func testValuesReadStrictly() {
        XCTAssertEqual(HistoryLine(kind: .result, number: "1.5E25").value, Decimal(sign: .plus, exponent: 24, significand: 15))
        XCTAssertEqual(HistoryLine(kind: .result, number: "1E-30").value, Decimal(sign: .plus, exponent: -30, significand: 1))
        XCTAssertEqual(HistoryLine(kind: .result, number: "-0").value, .zero)
        XCTAssertEqual(HistoryLine(kind: .result, number: "007.500").value, Decimal(string: "7.5"))
        let digits38 = String(repeating: "9", count: 38)
        XCTAssertEqual(HistoryLine(kind: .result, number: digits38).number, digits38)
        XCTAssertEqual(HistoryLine(kind: .result, number: digits38).value.map { HistoryLine(kind: .result, value: $0).number }, digits38)
        let digits39 = "253127940123029473684210526315789473684"  // 39 digits that fit 128 bits
        XCTAssertEqual(HistoryLine(kind: .result, number: digits39).value.map { HistoryLine(kind: .result, value: $0).number }, digits39)
        XCTAssertNil(HistoryLine(kind: .result, number: digits38 + "9").value, "more digits than Decimal holds")
        XCTAssertNil(HistoryLine(kind: .result, number: digits38 + "99").value)
        XCTAssertNil(HistoryLine(kind: .result, number: "1E999").value)
    }

    func testNumbersShownByEarlierVersionsBecomeExactText() {
        XCTAssertEqual(HistoryLine.number(fromShown: "95,215"), "95215")
        XCTAssertEqual(HistoryLine.number(fromShown: "-1,234,567.25"), "-1234567.25")
        XCTAssertEqual(HistoryLine.number(fromShown: "-0.5"), "-0.5")
        XCTAssertEqual(HistoryLine.number(fromShown: "1.5E25"), "15" + String(repeating: "0", count: 24))
        XCTAssertEqual(HistoryLine.number(fromShown: "NaN"), "NaN")
        XCTAssertNil(HistoryLine.number(fromShown: "1,2a"))
        XCTAssertNil(HistoryLine.number(fromShown: "refused"))
    }

    func testOperatorSymbols() {
        XCTAssertEqual(Operator.allCases.map(\.symbol), ["+", "−", "×", "÷"])
    }
}
