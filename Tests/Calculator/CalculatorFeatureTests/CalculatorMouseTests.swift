import TextKit
import TerminalUI
import Testing
import ScreenTesting
@testable import CalculatorFeature

/// The calculator under the mouse: the wheel scrolls the history, the clear
/// question's buttons answer clicks.
@MainActor
@Suite struct CalculatorMouseTests {
    @Test(arguments: Language.allCases)
    func theWheelOverTheHistoryScrollsItAndElsewhereDoesNothing(language: Language) throws {
        let calc = CalculatorHarness(store: FlakyHistoryStore(sampleHistory(calculations: 30)), language: language)
        assertSnapshot(calc.driver, named: "calculator-the-wheel-over-the-history-scrolls-it-and-elsewhere-does-nothing-1-\(language)")
        let history = try #require(calc.driver.position(of: "= 30 │"))
        let numberPane = try #require(calc.driver.screen.lastIndex { $0.hasPrefix("┌") }) + 1
        for _ in 0..<3 { calc.driver.wheel(x: 40, y: numberPane, up: true) }
        assertSnapshot(calc.driver, named: "calculator-the-wheel-over-the-history-scrolls-it-and-elsewhere-does-nothing-2-\(language)")
        for _ in 0..<3 { calc.driver.wheel(x: history.x, y: history.y, up: true) }
        assertSnapshot(calc.driver, named: "calculator-the-wheel-over-the-history-scrolls-it-and-elsewhere-does-nothing-3-\(language)")
        for _ in 0..<3 { calc.driver.wheel(x: history.x, y: history.y, up: false) }
        assertSnapshot(calc.driver, named: "calculator-the-wheel-over-the-history-scrolls-it-and-elsewhere-does-nothing-4-\(language)")
    }

    @Test(arguments: Language.allCases)
    func theClearQuestionsButtonsAnswerClicks(language: Language) {
        let store = FlakyHistoryStore(sampleHistory(calculations: 3))
        let calc = CalculatorHarness(store: store, language: language)
        calc.driver.type("X")
        #expect(calc.tab.confirmation != nil)
        calc.driver.click(on: language.pick("History", "계산 기록"))  // the pane's title, under the question: nothing
        #expect(calc.tab.confirmation != nil)
        #expect(calc.driver.click(on: language.pick("[ Cancel ]", "[ 취소 ]")))
        #expect(calc.tab.confirmation == nil)
        assertSnapshot(calc.driver, named: "calculator-the-clear-questions-buttons-answer-clicks-1-\(language)")
        calc.driver.type("X")
        calc.driver.click(on: language.pick("[ Clear ]", "[ 지우기 ]"))
        #expect(calc.tab.confirmation == nil)
        assertSnapshot(calc.driver, named: "calculator-the-clear-questions-buttons-answer-clicks-2-\(language)")
    }
}
