import TextKit
import CalculatorCore
import TerminalUI
import Testing
import Shell
import ScreenTesting
import TabKit
@testable import CalculatorFeature

/// The calculator tab's screens at 80×24 in both languages, compared with
/// `__Snapshots__/calculator-*.txt`.
@MainActor
@Suite struct CalculatorSnapshotTests {
    @Test(arguments: Language.allCases)
    func empty(_ language: Language) {
        let calc = CalculatorHarness(store: FlakyHistoryStore(), language: language)
        assertSnapshot(calc.driver, named: "calculator-empty-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func midCalculation(_ language: Language) {
        let calc = CalculatorHarness(store: FlakyHistoryStore(), language: language)
        calc.driver.type("1234.5+20*3/")
        calc.driver.type("1.5n")
        assertSnapshot(calc.driver, named: "calculator-mid-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func longHistoryScrolled(_ language: Language) {
        let calc = CalculatorHarness(store: FlakyHistoryStore(sampleHistory(calculations: 40)), language: language)
        calc.driver.type("7-2=")
        calc.driver.send(.pageUp, .up, .up)
        assertSnapshot(calc.driver, named: "calculator-scrolled-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func divisionByZero(_ language: Language) {
        let calc = CalculatorHarness(store: FlakyHistoryStore(), language: language)
        calc.driver.type("10+2/0=")
        assertSnapshot(calc.driver, named: "calculator-nan-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func clearHistoryDialog(_ language: Language) {
        let calc = CalculatorHarness(store: FlakyHistoryStore(sampleHistory(calculations: 3)), language: language)
        calc.driver.type("8+")
        calc.driver.type("X")
        assertSnapshot(calc.driver, named: "calculator-clear-80x24-\(language.rawValue)")
    }
}
