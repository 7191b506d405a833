import BankCore
import TerminalUI
import Testing
import ScreenTesting
@testable import BankFeature

/// The bank tab under the mouse: the wheel scrolls the waiting column.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct BankMouseTests {
    @Test func theWheelOverTheWaitingColumnScrollsItAndNothingElse() throws {
        let board = try BankTabTests.Board()
        for _ in 0..<5 { board.driver.send(.character("a")) }
        let waiting = board.tab.board.waiting
        let first = "│ \(waiting[0].number) - "
        let point = try #require(board.driver.position(of: first))
        let working = try #require(board.driver.position(of: "Working"))
        board.driver.wheel(x: working.x, y: working.y + 3, up: false)
        #expect(board.driver.screenText.contains(first), "the working column's wheel moves nothing")
        for _ in 0..<3 { board.driver.wheel(x: point.x + 2, y: point.y, up: false) }
        #expect(!board.driver.screenText.contains(first))
        #expect(board.driver.position(of: "│ \(waiting[3].number) - ")?.y == point.y, "three rows down")
        board.driver.wheel(x: point.x + 2, y: point.y, up: true)
        #expect(board.driver.position(of: "│ \(waiting[2].number) - ")?.y == point.y)
    }
}
