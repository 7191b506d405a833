import TerminalUI
import Testing
import ScreenTesting
@testable import CalculatorFeature

/// The calculator under the mouse: the wheel scrolls the history, the clear
/// question's buttons answer clicks.
@MainActor
@Suite struct CalculatorMouseTests {
    @Test func theWheelOverTheHistoryScrollsItAndElsewhereDoesNothing() throws {
        let calc = CalculatorHarness(store: FlakyHistoryStore(sampleHistory(calculations: 30)))
        assertSnapshot(calc.driver, named: "calculator-the-wheel-over-the-history-scrolls-it-and-elsewhere-does-nothing-1")
        let history = try #require(calc.driver.position(of: "= 30 │"))
        let numberPane = try #require(calc.driver.screen.lastIndex { $0.hasPrefix("┌") }) + 1
        for _ in 0..<3 { calc.driver.wheel(x: 40, y: numberPane, up: true) }
        assertSnapshot(calc.driver, named: "calculator-the-wheel-over-the-history-scrolls-it-and-elsewhere-does-nothing-2")
        for _ in 0..<3 { calc.driver.wheel(x: history.x, y: history.y, up: true) }
        assertSnapshot(calc.driver, named: "calculator-the-wheel-over-the-history-scrolls-it-and-elsewhere-does-nothing-3")
        for _ in 0..<3 { calc.driver.wheel(x: history.x, y: history.y, up: false) }
        assertSnapshot(calc.driver, named: "calculator-the-wheel-over-the-history-scrolls-it-and-elsewhere-does-nothing-4")
    }

    @Test func theClearQuestionsButtonsAnswerClicks() {
        let store = FlakyHistoryStore(sampleHistory(calculations: 3))
        let calc = CalculatorHarness(store: store)
        calc.driver.type("X")
        #expect(calc.tab.confirmation != nil)
        calc.driver.click(on: "History")  // the pane's title, under the question: nothing
        #expect(calc.tab.confirmation != nil)
        #expect(calc.driver.click(on: "[ Cancel ]"))
        #expect(calc.tab.confirmation == nil)
        assertSnapshot(calc.driver, named: "calculator-the-clear-questions-buttons-answer-clicks-1")
        calc.driver.type("X")
        calc.driver.click(on: "[ Clear ]")
        #expect(calc.tab.confirmation == nil)
        assertSnapshot(calc.driver, named: "calculator-the-clear-questions-buttons-answer-clicks-2")
    }
}
