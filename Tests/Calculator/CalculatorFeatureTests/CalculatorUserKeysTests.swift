import CalculatorCore
import ScreenTesting
import Shell
import TabKit
import TerminalUI
import Testing
@testable import CalculatorFeature
import AppRoot

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

    /// The wheel is its own input, not ↑↓ in disguise: with the user's file
    /// moving the lists with w / s and giving ↑ to ±, the wheel over the
    /// history still scrolls it (and changes no sign).
    @Test func theWheelScrollsTheHistoryWhateverKeysTheUserGaveTheArrows() throws {
        let text = "[keys.list]\nup = [\"w\"]\ndown = [\"s\"]\n\n[keys.calculator]\nnegate = [\"Up\"]\n"
        let keys = try UserConfig.parse(text, file: "config.toml").keys
        let harness = TabHarness(CalculatorTab(language: .en, store: FlakyHistoryStore(sampleHistory(calculations: 30)), keys: keys),
                                 keys: keys)
        let driver = harness.driver
        driver.type("5")
        #expect(driver.screenText.contains("= 31 │"))
        let history = try #require(driver.position(of: "= 30 │"))
        for _ in 0..<3 { driver.wheel(x: history.x, y: history.y, up: true) }
        #expect(!driver.screenText.contains("= 31 │"), "the wheel scrolled the history up")
        #expect(harness.tab.calculator.display == "5", "the wheel pressed no key")
        for _ in 0..<3 { driver.wheel(x: history.x, y: history.y, up: false) }
        #expect(driver.screenText.contains("= 31 │"))
        for _ in 0..<30 { driver.type("w") }
        #expect(harness.tab.selectedLine == harness.tab.history.count - 30, "the user's up key chooses lines")
        #expect(!driver.screenText.contains("= 31 │"), "and the history scrolls with the choice")
        driver.type("s")
        #expect(harness.tab.selectedLine == harness.tab.history.count - 29, "the user's down key too")
    }
}
