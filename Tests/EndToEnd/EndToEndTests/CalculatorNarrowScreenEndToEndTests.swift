import Foundation
import XCTest

/// The calculator at the smallest size the program draws, in a real
/// terminal: the hint bar keeps `? Help  q Quit` (help with a count of the hints that did not fit) (in Korean, the wider
/// language), and help fits with its border whole.
final class CalculatorNarrowScreenEndToEndTests: XCTestCase {
    func testSixtyColumnsKeepQuitAndHelpFits() throws {
        let session = try TmuxSession(width: 60, height: 20, arguments: ["--tab", "calculator", "--lang", "ko"])
        try session.waitFor("q 종료")
        try session.send("12+3", literal: true)
        var screen = try session.waitFor("+ 3 │")
        // Help counts the hints that did not fit: `? 도움말 +2  q 종료`.
        XCTAssertNotNil(screen.split(separator: "\n").last?.firstMatch(of: /\? 도움말( \+\d+)?  q 종료$/), screen)
        try session.send("?")
        screen = try session.waitFor("가능)")
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let box = rows.filter { $0.hasPrefix("│") }
        XCTAssertFalse(box.isEmpty, screen)
        for row in box { XCTAssertTrue(row.hasSuffix("│"), "the border is whole: \(row)") }
        try session.send("Escape")
        try session.waitForScreen { !$0.contains("가능)") && $0.contains("q 종료") }
        try session.quitAnyway()
        XCTAssertEqual(try session.exitStatus(), 0)
    }
}
