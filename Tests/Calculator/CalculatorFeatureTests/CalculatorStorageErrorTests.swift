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
    @Test func aRefusedSaveSaysSoAndKeepsTheLinesOnScreen() {
        let store = FlakyHistoryStore()
        let calc = CalculatorHarness(store: store)
        store.failsWriting = true
        calc.driver.type("2+3=")
        #expect(calc.numberRow == "= 5", "the calculator goes on")
        #expect(calc.driver.screenText.contains("The database refused these lines (disk I/O error)"))
        #expect(calc.driver.screenText.contains("+ 3 │"), "the lines stay on screen")
        #expect(store.lines.isEmpty)
        calc.driver.send(.paste("x+1"))
        #expect(calc.driver.screenText.contains("The database refused"), "a paste's message does not hide the error")
        store.failsWriting = false
        calc.driver.send(.escape)
        calc.driver.type("1+")
        #expect(store.lines.map(\.text) == ["1"])
        #expect(!calc.driver.screenText.contains("The database refused"), "a write that passes clears the error")
    }

    @Test func anUnreadableHistoryIsReportedAndTheCalculatorStillWorks() {
        let store = FlakyHistoryStore(sampleHistory(calculations: 2))
        store.failsReading = true
        let calc = CalculatorHarness(store: store, language: .ko)
        #expect(calc.driver.screenText.contains("저장된 기록을 읽지 못했습니다 (disk I/O error)."))
        calc.driver.type("6*7=")
        #expect(calc.numberRow == "= 42")
        #expect(store.lines.count == 9, "new lines are still saved after the old ones")
    }

    @Test func aRefusedClearShowsTheStoredHistoryAgain() {
        let store = FlakyHistoryStore(sampleHistory(calculations: 2))
        let calc = CalculatorHarness(store: store)
        store.failsWriting = true
        calc.driver.type("X")
        calc.driver.send(.left, .enter)
        #expect(calc.driver.screenText.contains("Could not clear the history (disk I/O error); it is"))
        #expect(calc.driver.screenText.contains("= 3 │"), "what the store holds is shown again")
        #expect(store.lines.count == 6)
    }

    @Test func startReadsOnlyThePageTheScreenNeedsAndOlderPagesOnScroll() {
        let store = FlakyHistoryStore(sampleHistory(calculations: 1_000))  // 3,000 lines
        let calc = CalculatorHarness(store: store)
        #expect(store.largestRead == CalculatorTab.pageSize, "start reads one page, not 3,000 lines")
        #expect(calc.driver.screenText.contains("= 1,001 │"))
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
        #expect(calc.driver.screenText.contains("1 │") && calc.driver.screenText.contains("+ 1 │"))
        calc.driver.type("X")
        #expect(calc.driver.screenText.contains("all 3000 lines"), "the clear question counts every stored line")
    }

    @Test func anotherProgramsChangeIsShownWithoutAKey() {
        let store = FlakyHistoryStore(sampleHistory(calculations: 1))
        let calc = CalculatorHarness(store: store)
        store.lines += sampleHistory(calculations: 2).suffix(3)  // "2 + 1 = 3", written elsewhere
        calc.deliver(DataChangedElsewhere())
        calc.driver.redraw()
        #expect(calc.tab.history.count == 6)
        #expect(calc.driver.screenText.contains("= 3 │"))
    }
}
