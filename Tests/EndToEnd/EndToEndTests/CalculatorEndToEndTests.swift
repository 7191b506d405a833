import Foundation
import XCTest

/// The calculator tab in a real terminal: a calculation typed key by key,
/// the history kept across a restart.
final class CalculatorEndToEndTests: XCTestCase {
    func testACalculationIsKeptAcrossARestart() throws {
        let data = FileManager.default.temporaryDirectory
            .appendingPathComponent("bankui-calculator-e2e-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: data) }

        let first = try TmuxSession(arguments: ["--tab", "calculator", "--lang", "en"], dataDirectory: data)
        try first.waitFor("0-9 +-*/ Calculate")
        try first.send("1234", literal: true)
        try first.send("+")
        try first.send("5*3", literal: true)
        try first.waitFor("× 3 │")
        try first.send("Enter")
        let screen = try first.waitFor("= 3,717")
        for line in ["1,234 │", "+ 5 │", "× 3 │"] { XCTAssertTrue(screen.contains(line), screen) }
        // `q` quits even though the calculator takes almost every other key.
        try first.send("q")
        XCTAssertEqual(try first.exitStatus(), 0)

        let second = try TmuxSession(arguments: ["--tab", "calculator", "--lang", "en"], dataDirectory: data)
        let again = try second.waitFor("= 3,717 │")
        for line in ["1,234 │", "+ 5 │", "× 3 │"] { XCTAssertTrue(again.contains(line), again) }
        XCTAssertTrue(again.contains("X Clear"), again)
        try second.send("q")
        XCTAssertEqual(try second.exitStatus(), 0)
    }

    /// A paste types only what a person would have typed: the digits
    /// inside an escape sequence (a title change) are not part of the sum.
    func testAPastedEscapeSequenceTypesNothing() throws {
        let session = try TmuxSession(arguments: ["--tab", "calculator", "--lang", "en"])
        try session.waitFor("0-9 +-*/ Calculate")
        try session.paste(Array("3\u{1B}]0;PWN\u{7}+\u{1B}[2J4=".utf8))
        let screen = try session.waitFor("= 7 │")
        XCTAssertFalse(screen.contains("= 34") || screen.contains("= 72"), screen)
    }

    func testEscIsAllClearAndBackspaceErases() throws {
        let session = try TmuxSession(arguments: ["--tab", "calculator", "--lang", "en"])
        try session.waitFor("0-9 +-*/ Calculate")
        try session.send("12+345", literal: true)
        try session.waitFor("+ 345 │")
        try session.send("BSpace")
        try session.waitFor("+ 34 │")
        try session.send("Escape")
        try session.waitFor("0-9 +-*/ Calculate")
        try session.send("q")
        XCTAssertEqual(try session.exitStatus(), 0)
    }
}
