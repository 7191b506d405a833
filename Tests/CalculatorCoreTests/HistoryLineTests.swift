import CalculatorCore
import Foundation
import XCTest

/// History lines as the UI shows and stores them.
final class HistoryLineTests: XCTestCase {
    func testText() {
        XCTAssertEqual(HistoryLine(kind: .operand(nil), number: "1,234").text, "1,234")
        XCTAssertEqual(HistoryLine(kind: .operand(.add), number: "5").text, "+ 5")
        XCTAssertEqual(HistoryLine(kind: .operand(.subtract), number: "-5").text, "− -5")
        XCTAssertEqual(HistoryLine(kind: .operand(.multiply), number: "3").text, "× 3")
        XCTAssertEqual(HistoryLine(kind: .operand(.divide), number: "0").text, "÷ 0")
        XCTAssertEqual(HistoryLine(kind: .result, number: "3,717").text, "= 3,717")
        XCTAssertEqual(HistoryLine(kind: .operand(.divide), number: "2").shownOperator, .divide)
        XCTAssertNil(HistoryLine(kind: .result, number: "2").shownOperator)
    }

    func testOperatorSymbols() {
        XCTAssertEqual(Operator.allCases.map(\.symbol), ["+", "−", "×", "÷"])
    }

    func testCodableRoundTripKeepsEveryLine() throws {
        let lines = Calculator.after("1234+5n*3/0=").currentLines
        XCTAssertEqual(lines.map(\.text), ["1,234", "+ -5", "× 3", "÷ 0", "= NaN"])
        let data = try JSONEncoder().encode(lines)
        XCTAssertEqual(try JSONDecoder().decode([HistoryLine].self, from: data), lines)
    }

    func testStoredFormIsFlat() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let operand = try encoder.encode(HistoryLine(kind: .operand(.add), number: "5"))
        XCTAssertEqual(String(decoding: operand, as: UTF8.self), #"{"kind":"operand","number":"5","operator":"add"}"#)
        let first = try encoder.encode(HistoryLine(kind: .operand(nil), number: "1,234"))
        XCTAssertEqual(String(decoding: first, as: UTF8.self), #"{"kind":"operand","number":"1,234"}"#)
        let result = try encoder.encode(HistoryLine(kind: .result, number: "3,717"))
        XCTAssertEqual(String(decoding: result, as: UTF8.self), #"{"kind":"result","number":"3,717"}"#)
    }

    func testUnknownKindOrOperatorIsRejected() {
        let badKind = Data(#"{"kind":"memo","number":"5"}"#.utf8)
        XCTAssertThrowsError(try JSONDecoder().decode(HistoryLine.self, from: badKind))
        let badOperator = Data(#"{"kind":"operand","operator":"power","number":"5"}"#.utf8)
        XCTAssertThrowsError(try JSONDecoder().decode(HistoryLine.self, from: badOperator))
    }
}
