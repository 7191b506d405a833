import BankCore
import ScreenTesting
import TabKit
import TerminalUI
import Testing
import TextKit
@testable import BankFeature

/// The bank screens that the other snapshot tests do not hold in both
/// languages, whole, in English and Korean: a plan on its way, the form
/// after Esc stopped it, a scrolled waiting column, a steady day's board,
/// an exponential board, and a terminal too small.
@MainActor
@Suite struct BankScreensTests {
    typealias Board = BankTabTests.Board

    @Test(arguments: Language.allCases)
    func aPlanOnItsWayAndStopped(language: Language) throws {
        let board = try Board(language)
        board.harness.effects.holdsCancellableWork = true
        board.driver.send(.character("p"), .enter)
        assertSnapshot(board.driver, named: "bank-planning-80x24-\(language.rawValue)")
        board.driver.send(.escape)
        assertSnapshot(board.driver, named: "bank-plan-stopped-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func theWaitingColumnScrolled(language: Language) throws {
        let board = try Board(language)
        board.driver.send(.character("a"), .character("a"), .character("a"))
        board.driver.send(.pageDown)
        assertSnapshot(board.driver, named: "bank-waiting-scrolled-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func aSteadyDayAfterAMinute(language: Language) throws {
        let board = try Board(language)
        board.driver.send(.character("o"), .right, .tab, .control("u"))
        board.driver.type("6")
        board.driver.send(.enter)
        board.driver.send(.character("a"))
        for _ in 0..<60 { board.advance(.seconds(1)) }
        assertSnapshot(board.driver, named: "bank-steady-minute-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func aTerminalTooSmall(language: Language) throws {
        let board = try Board(language, size: Size(width: 40, height: 12))
        assertSnapshot(board.driver, named: "bank-too-small-40x12-\(language.rawValue)")
    }
}
