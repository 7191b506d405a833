import TextKit
import CalculatorCore
import TerminalUI
import Testing
import Shell
import ScreenTesting
import TabKit
@testable import CalculatorFeature

/// A database that refuses: the tab says so clearly and loses nothing.
@MainActor
@Suite struct CalculatorStorageErrorTests {
    @Test(arguments: Language.allCases)
    func aRefusedSaveSaysSoAndKeepsTheLinesOnScreen(language: Language) {
        let store = FlakyHistoryStore()
        let calc = CalculatorHarness(store: store, language: language)
        store.failsWriting = true
        calc.driver.type("2+3=")
        #expect(calc.numberRow == "= 5", "the calculator goes on")
        assertSnapshot(calc.driver, named: "calculator-a-refused-save-says-so-and-keeps-the-lines-on-screen-1-\(language)")
        #expect(store.lines.isEmpty)
        calc.driver.send(.paste("x+1"))
        assertSnapshot(calc.driver, named: "calculator-a-refused-save-says-so-and-keeps-the-lines-on-screen-2-\(language)")
        store.failsWriting = false
        calc.driver.send(.escape)
        calc.driver.type("1+")
        #expect(store.lines.map(\.text) == ["1"])
        assertSnapshot(calc.driver, named: "calculator-a-refused-save-says-so-and-keeps-the-lines-on-screen-3-\(language)")
    }

    @Test(arguments: Language.allCases)
    func anUnreadableHistoryIsReportedAndTheCalculatorStillWorks(language: Language) {
        let store = FlakyHistoryStore(sampleHistory(calculations: 2))
        store.failsReading = true
        let calc = CalculatorHarness(store: store, language: language)
        assertSnapshot(calc.driver, named: "calculator-an-unreadable-history-is-reported-and-the-calculator-still-works-1-\(language)")
        calc.driver.type("6*7=")
        #expect(calc.numberRow == "= 42")
        #expect(store.lines.count == 9, "new lines are still saved after the old ones")
    }

    @Test(arguments: Language.allCases)
    func aRefusedClearShowsTheStoredHistoryAgain(language: Language) {
        let store = FlakyHistoryStore(sampleHistory(calculations: 2))
        let calc = CalculatorHarness(store: store, language: language)
        store.failsWriting = true
        calc.driver.type("X")
        calc.driver.send(.left, .enter)
        assertSnapshot(calc.driver, named: "calculator-a-refused-clear-shows-the-stored-history-again-1-\(language)")
        #expect(store.lines.count == 6)
    }

    @Test(arguments: Language.allCases)
    func startReadsOnlyThePageTheScreenNeedsAndOlderPagesOnScroll(language: Language) {
        let store = FlakyHistoryStore(sampleHistory(calculations: 1_000))  // 3,000 lines
        let calc = CalculatorHarness(store: store, language: language)
        #expect(store.largestRead == CalculatorTab.pageSize, "start reads one page, not 3,000 lines")
        assertSnapshot(calc.driver, named: "calculator-start-reads-only-the-page-the-screen-needs-and-older-pages-on-scroll-1-\(language)")
        #expect(calc.tab.history.count == CalculatorTab.pageSize)
        var presses = 0
        while calc.tab.history.count == CalculatorTab.pageSize, presses < 200 {
            calc.driver.send(.pageUp)
            presses += 1
        }
        #expect(calc.tab.history.count == 2 * CalculatorTab.pageSize, "scrolling up to the top reads the page before")
        #expect(presses > 10, "not before the top of what was read")
        let before = calc.driver.screenText
        calc.driver.send(.down, .up)
        #expect(calc.driver.screenText == before, "the rows in view stay where they were")
        calc.driver.send(.home)
        #expect(calc.tab.history.count == 3_000, "Home reads what is left")
        assertSnapshot(calc.driver, named: "calculator-start-reads-only-the-page-the-screen-needs-and-older-pages-on-scroll-2-\(language)")
        calc.driver.type("X")
        assertSnapshot(calc.driver, named: "calculator-start-reads-only-the-page-the-screen-needs-and-older-pages-on-scroll-3-\(language)")
    }

    @Test(arguments: Language.allCases)
    func anotherProgramsChangeIsShownWithoutAKey(language: Language) {
        let store = FlakyHistoryStore(sampleHistory(calculations: 1))
        let calc = CalculatorHarness(store: store, language: language)
        store.lines += sampleHistory(calculations: 2).suffix(3)  // "2 + 1 = 3", written elsewhere
        calc.deliver(DataChangedElsewhere())
        calc.driver.redraw()
        #expect(calc.tab.history.count == 6)
        assertSnapshot(calc.driver, named: "calculator-another-programs-change-is-shown-without-a-key-1-\(language)")
    }
}
