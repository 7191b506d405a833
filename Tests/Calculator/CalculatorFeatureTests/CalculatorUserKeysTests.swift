import CalculatorCore
import ScreenTesting
import Shell
import TabKit
import TerminalUI
import Testing
@testable import CalculatorFeature

/// The user's keys on the calculator: CE on `C` and ± on `F8`; `c` and
/// `n` then type nothing.
@MainActor
@Suite struct CalculatorUserKeysTests {
    @Test func remappedKeysPressTheirCalculatorKeysAndTheOldOnesNoLonger() {
        let keys = KeyOverrides(["calculator.clear-entry": [.character("C")], "calculator.negate": [.function(8)]])
        let harness = TabHarness(CalculatorTab(language: .en, store: FlakyHistoryStore(), keys: keys), keys: keys)
        let tab = harness.tab, driver = harness.driver
        driver.type("12+3")
        driver.send(.character("c"))
        #expect(tab.calculator.display == "3", "c no longer clears the entry")
        driver.send(.character("n"))
        #expect(tab.calculator.display == "3", "n no longer negates")
        #expect(driver.screenText.contains("F8 ±"))
        driver.send(.function(8))
        #expect(tab.calculator.display == "-3")
        driver.send(.character("C"))
        #expect(!tab.calculator.hasEntry, "C clears the entry")
    }
}
