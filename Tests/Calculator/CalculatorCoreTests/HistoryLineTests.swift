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
        let third = Operator.divide.apply(1, 3)
        let line = HistoryLine(kind: .result, exact: third)
        XCTAssertEqual(line.number, "0." + String(repeating: "3", count: 38), "no finite decimal: cut after 38 digits")
        XCTAssertEqual(line.shownNumber, "0." + String(repeating: "3", count: 20))
        let twoThirds = HistoryLine(kind: .result, exact: Operator.divide.apply(2, 3))
        XCTAssertEqual(twoThirds.number, "0." + String(repeating: "6", count: 38), "cut, not rounded")
        XCTAssertEqual(twoThirds.shownNumber, "0." + String(repeating: "6", count: 19) + "7", "rounded when shown")
        let eighth = HistoryLine(kind: .result, exact: Operator.divide.apply(1, 8))
        XCTAssertEqual(eighth.number, "0.125")
        XCTAssertEqual(eighth.value, exact("0.125"))
        let long = Operator.divide.apply(1, ExactNumber(decimal("1024")))
        XCTAssertEqual(HistoryLine(kind: .result, exact: long).number, "0.0009765625", "a finite decimal: every digit")
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
                    XCTAssertEqual(HistoryLine(kind: line.kind, exact: value).number, line.number, keys)
                }
                XCTAssertFalse(line.number.contains(","), keys)
            }
        }
        let result = Calculator.after("1/8=").currentLines.last
        XCTAssertEqual(result?.value, exact("0.125"), "the result line holds every digit")
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
        XCTAssertEqual(HistoryLine(kind: .result, number: "1.5E25").value, ExactNumber(Decimal(sign: .plus, exponent: 24, significand: 15)))
        XCTAssertEqual(HistoryLine(kind: .result, number: "1E-30").value, ExactNumber(Decimal(sign: .plus, exponent: -30, significand: 1)))
        XCTAssertEqual(HistoryLine(kind: .result, number: "-0").value, .zero)
        XCTAssertEqual(HistoryLine(kind: .result, number: "007.500").value, exact("7.5"))
        let digits38 = String(repeating: "9", count: 38)
        XCTAssertEqual(HistoryLine(kind: .result, number: digits38).number, digits38)
        XCTAssertEqual(HistoryLine(kind: .result, number: digits38).value.map { HistoryLine(kind: .result, exact: $0).number }, digits38)
        let digits80 = String(repeating: "9", count: 40) + "." + String(repeating: "1", count: 40)
        XCTAssertEqual(HistoryLine(kind: .result, number: digits80).value.map { HistoryLine(kind: .result, exact: $0).number },
                       digits80, "any number of digits reads back")
        XCTAssertNil(HistoryLine(kind: .result, number: "1E99999").value, "an exponent of more than four digits")
        XCTAssertNil(HistoryLine(kind: .result, number: String(repeating: "1", count: 4_001)).value, "too long to be ours")
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
