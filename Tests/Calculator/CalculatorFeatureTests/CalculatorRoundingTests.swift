import TextKit
import CalculatorCore
import TerminalUI
import Testing
import Shell
import ScreenTesting
import TabKit
@testable import CalculatorFeature

/// The calculator says when it rounds: a number shown with fewer digits
/// than it has carries `≈`, and a digit past the 20th is refused with a
/// word each time it is typed.
@MainActor
@Suite struct CalculatorRoundingTests {
    @Test(arguments: Language.allCases)
    func aRoundedResultIsMarkedOnScreenAndInTheHistory(language: Language) {
        let calc = CalculatorHarness(store: FlakyHistoryStore(), language: language)
        calc.driver.type("99999999999999999999+99999999999999999999=")
        #expect(calc.numberRow == "≈ 2E20")
        #expect(calc.screen.contains("≈ 2E20"))
        #expect(!calc.screen.contains("= 2E20"), "a rounded result is not equal to what it shows")
        calc.driver.type("*")
        #expect(!calc.numberRow.contains("2E20") || calc.numberRow.contains("≈2E20"))
        calc.driver.type("2=")
        #expect(calc.numberRow == "≈ 4E20")
        calc.driver.type("2+3=")
        #expect(calc.numberRow == "= 5", "a result shown whole keeps its =")
    }

    @Test(arguments: Language.allCases)
    func everyDigitPastTheTwentiethIsRefusedWithAWord(language: Language) {
        let calc = CalculatorHarness(store: FlakyHistoryStore(), language: language)
        let word = CalculatorStrings(language).calculatorTooManyDigits
        calc.driver.type(String(repeating: "9", count: 20))
        #expect(!calc.screen.contains(word))
        for digit in ["1", "2", "3"] {
            calc.driver.type(digit)
            #expect(calc.numberRow == "99,999,999,999,999,999,999")
            #expect(calc.screen.contains(word), "digit \(digit): refused without a word")
        }
    }

    /// `00` (z) after the 19th digit takes one zero; the other is refused, with the word.
    @Test func theSecondZeroOfDoubleZeroIsRefusedWithAWord() {
        let calc = CalculatorHarness(store: FlakyHistoryStore())
        calc.driver.type(String(repeating: "9", count: 19))
        calc.driver.type("z")
        #expect(calc.numberRow == "99,999,999,999,999,999,990")
        #expect(calc.screen.contains(CalculatorStrings(.en).calculatorTooManyDigits))
    }

    /// A database error stays on screen until it is solved; the word about
    /// a refused digit is said under it, not swallowed by it.
    @Test func theWordIsSaidUnderADatabaseError() {
        let store = FlakyHistoryStore()
        store.failsWriting = true
        let calc = CalculatorHarness(store: store)
        calc.driver.type("1+1=")
        #expect(calc.tab.notice?.isError == true)
        calc.driver.type(String(repeating: "9", count: 21))
        #expect(calc.screen.contains("disk I/O error"), "the error stays")
        #expect(calc.screen.contains(CalculatorStrings(.en).calculatorTooManyDigits))
        calc.driver.type("+")
        #expect(!calc.screen.contains(CalculatorStrings(.en).calculatorTooManyDigits), "gone with the next key")
    }
}
