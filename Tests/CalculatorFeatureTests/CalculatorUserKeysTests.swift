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
        let tab = CalculatorTab(language: .en, store: FlakyHistoryStore(), keys: keys)
        let shell = AppShell(language: .en, tabs: [tab], initial: .calculator, keys: keys)
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
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
