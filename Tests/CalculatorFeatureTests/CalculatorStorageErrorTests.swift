import CalculatorCore
import TerminalUI
import Testing
import BankUIApp
import ScreenTesting
import TabKit
@testable import CalculatorFeature

/// A database that refuses: the tab says so clearly and loses nothing.
@MainActor
@Suite struct CalculatorStorageErrorTests {
    @Test func aFailedSaveKeepsTheLinesAndSavesThemWithTheNextLine() {
        let store = FlakyHistoryStore()
        let calc = CalculatorHarness(store: store)
        store.failsWriting = true
        calc.driver.type("2+3=")
        #expect(calc.numberRow == "= 5", "the calculator goes on")
        #expect(calc.driver.screenText.contains("Could not save the history (disk I/O error)."))
        #expect(calc.driver.screenText.contains("+ 3 │"), "the lines stay on screen")
        #expect(store.lines.isEmpty)
        calc.driver.type("1")
        #expect(calc.driver.screenText.contains("Could not save"), "an error stays until it is solved")
        calc.driver.send(.paste("x+1"))
        #expect(calc.driver.screenText.contains("Could not save"), "a paste's message does not hide the error")
        #expect(store.lines.isEmpty)
        calc.driver.send(.escape)
        calc.driver.type("1")
        store.failsWriting = false
        calc.driver.type("+")
        #expect(store.lines.map(\.text) == ["2", "+ 3", "= 5", "1", "1"], "nothing lost, in order")
        #expect(!calc.driver.screenText.contains("Could not save"))
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

    @Test func aFailedClearChangesNothing() {
        let store = FlakyHistoryStore(sampleHistory(calculations: 2))
        let calc = CalculatorHarness(store: store)
        store.failsWriting = true
        calc.driver.type("X")
        calc.driver.send(.left, .enter)
        #expect(calc.driver.screenText.contains("Could not clear the history (disk I/O error); it is unchanged."))
        #expect(calc.driver.screenText.contains("= 3 │"))
        #expect(store.lines.count == 6)
    }
}
