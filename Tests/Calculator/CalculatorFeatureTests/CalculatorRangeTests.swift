import CalculatorCore
import ScreenTesting
import TextKit
import TerminalUI
import Testing
@testable import CalculatorFeature

/// A result beyond the range is said the same way at both ends: NaN from
/// 10^100, 0 below 10^-100 (before: 0 below 10^-80, without a word).
@MainActor
@Suite struct CalculatorRangeTests {
    @Test(arguments: Language.allCases)
    func bothEndsOfTheRangeAreSaid(language: Language) {
        let calc = CalculatorHarness(store: FlakyHistoryStore(), language: language)
        let tiny = "0." + String(repeating: "0", count: 19) + "1"  // 10^-20
        calc.driver.send(.paste(Array(repeating: tiny, count: 5).joined(separator: "*") + "/10="))
        #expect(calc.numberRow == "= 0")
        #expect(calc.tab.notice == .outOfRange(.tooSmall))
        assertSnapshot(calc.driver, named: "calculator-range-too-small-\(language)")
        let big = String(repeating: "9", count: 20)
        calc.driver.send(.paste(Array(repeating: big, count: 6).joined(separator: "*") + "="))
        #expect(calc.numberRow == "= NaN")
        #expect(calc.tab.notice == .outOfRange(.tooLarge))
        assertSnapshot(calc.driver, named: "calculator-range-too-large-\(language)")
    }
}
