import TextKit
import CalculatorCore
import Foundation
import DatabaseKit
import CalculatorStorage
import TerminalUI
import Testing
import Shell
import ScreenTesting
import TabKit
@testable import CalculatorFeature

/// The calculator tab driven by keys, as the user meets it.
@MainActor
@Suite struct CalculatorTabTests {
    @Test func typingACalculationShowsTheLinesAndTheResult() throws {
        let store = FlakyHistoryStore()
        let calc = CalculatorHarness(store: store)
        calc.driver.type("1234+5")
        #expect(calc.numberRow == "+ 5")
        calc.driver.type("*3")
        #expect(calc.numberRow == "× 3")
        calc.driver.send(.enter)
        #expect(calc.numberRow == "= 3,717")
        #expect(store.lines.map(\.text) == ["1,234", "+ 5", "× 3", "= 3,717"], "stored as they come")
        let screen = calc.driver.screenText
        for line in ["1,234 │", "+ 5 │", "× 3 │", "= 3,717 │"] { #expect(screen.contains(line)) }
    }

    @Test func leftToRightAndExactDecimals() {
        let calc = CalculatorHarness(store: FlakyHistoryStore())
        calc.driver.type("1+2*3=")
        #expect(calc.numberRow == "= 9")
        calc.driver.type(".1+.2=")
        #expect(calc.numberRow == "= 0.3")
        calc.driver.type("1/3*3=")
        #expect(calc.numberRow == "= 1")
    }

    @Test func keysOfTheSeed() {
        let calc = CalculatorHarness(store: FlakyHistoryStore())
        calc.driver.type("12z")
        #expect(calc.numberRow == "1,200", "z types 00")
        calc.driver.send(.backspace)
        #expect(calc.numberRow == "120")
        calc.driver.type("n")
        #expect(calc.numberRow == "-120")
        calc.driver.type("c")
        #expect(calc.numberRow == "0")
        calc.driver.type("n")
        #expect(calc.numberRow == "0", "nothing on 0")
        calc.driver.type("5.5.5")
        #expect(calc.numberRow == "5.55", "a second point is ignored")
        calc.driver.type("x2")
        #expect(calc.numberRow == "× 2")
        calc.driver.type("÷")
        #expect(calc.numberRow == "÷ 0")
        calc.driver.type("-")
        #expect(calc.numberRow == "− 0", "an operator with no new operand replaces the pending one")
        calc.driver.send(.escape)
        #expect(calc.numberRow == "0")
        #expect(calc.tab.calculator.isCleared, "Esc is AC")
    }

    @Test func equalsWithNothingEnteredOrTwiceDoesNothing() {
        let store = FlakyHistoryStore()
        let calc = CalculatorHarness(store: store)
        calc.driver.type("2+")
        calc.driver.send(.enter)
        #expect(calc.numberRow == "+ 0")
        calc.driver.type("3=")
        calc.driver.send(.enter)
        calc.driver.type("=")
        #expect(store.lines.map(\.text) == ["2", "+ 3", "= 5"])
    }

    @Test func afterAResultDigitsStartOverAndOperatorsContinue() {
        let store = FlakyHistoryStore()
        let calc = CalculatorHarness(store: store)
        calc.driver.type("2+3=*4=")
        #expect(calc.numberRow == "= 20")
        calc.driver.type("7+1=")
        #expect(store.lines.map(\.text) == ["2", "+ 3", "= 5", "5", "× 4", "= 20", "7", "+ 1", "= 8"])
    }

    @Test func divisionByZeroShowsNaNAndNaNGoesOn() {
        let calc = CalculatorHarness(store: FlakyHistoryStore())
        calc.driver.type("12/0+")
        #expect(calc.numberRow == "+ 0", "the calculation goes on")
        calc.driver.type("1=")
        #expect(calc.numberRow == "= NaN")
        calc.driver.type("=n")
        #expect(calc.numberRow == "= NaN", "after NaN, = and n do nothing")
        #expect(calc.hintLine.hasPrefix(" 0-9 New  +-*/ Continue  Esc AC"))
        calc.driver.type("*2=")
        #expect(calc.numberRow == "= NaN", "an operator continues from NaN")
        calc.driver.type("4")
        #expect(calc.numberRow == "4")
    }

    @Test(arguments: Language.allCases)
    func aTwentyFirstDigitIsRefusedWithAMessage(language: Language) {
        let calc = CalculatorHarness(store: FlakyHistoryStore(), language: language)
        calc.driver.type(String(repeating: "9", count: 20))
        assertSnapshot(calc.driver, named: "calculator-a-twenty-first-digit-is-refused-with-a-message-1-\(language)")
        calc.driver.type("1")
        #expect(calc.numberRow == "99,999,999,999,999,999,999")
        assertSnapshot(calc.driver, named: "calculator-a-twenty-first-digit-is-refused-with-a-message-2-\(language)")
        calc.driver.type("+")
        assertSnapshot(calc.driver, named: "calculator-a-twenty-first-digit-is-refused-with-a-message-3-\(language)")
    }

    @Test func anAltKeyNothingTakesIsEscThenTheKey() {
        let calc = CalculatorHarness(store: FlakyHistoryStore())
        calc.driver.type("12+3")
        calc.driver.send(.alt("7"))  // Esc pressed just before 7: AC, then 7
        #expect(calc.numberRow == "7")
        calc.driver.send(.alt("q"))
        #expect(calc.driver.didQuit, "Esc then q quits")
    }

    @Test(arguments: Language.allCases)
    func globalKeysStillWorkAndOtherKeysAreIgnored(language: Language) {
        let calc = CalculatorHarness(store: FlakyHistoryStore(), language: language)
        calc.driver.type("5")
        for key: Key in [.character("a"), .character("#"), .character("C"), .left, .insert, .function(9), .control("r")] {
            calc.driver.send(key)
        }
        #expect(calc.numberRow == "5")
        calc.driver.send(.alt("a"))  // Esc (AC), then an `a` that means nothing
        #expect(calc.numberRow == "0")
        calc.driver.type("5")
        calc.driver.type("?")
        assertSnapshot(calc.driver, named: "calculator-global-keys-still-work-and-other-keys-are-ignored-1-\(language)")
        calc.driver.send(.escape)
        #expect(calc.numberRow == "5", "Esc closed help and did not clear")
        calc.driver.type("q")
        #expect(!calc.driver.didQuit, "a number is typed: q asks first")
        assertSnapshot(calc.driver, named: "calculator-global-keys-still-work-and-other-keys-are-ignored-2-\(language)")
        calc.driver.send(.left, .enter)
        #expect(calc.driver.didQuit)
    }

    @Test(arguments: Language.allCases)
    func pasteTypesNumbersAndOperatorsAndSaysWhatItSkipped(language: Language) {
        let store = FlakyHistoryStore()
        let calc = CalculatorHarness(store: store, language: language)
        calc.driver.send(.paste("1,234.5 × 2 =\n"))
        #expect(calc.numberRow == "= 2,469")
        assertSnapshot(calc.driver, named: "calculator-paste-types-numbers-and-operators-and-says-what-it-skipped-1-\(language)")
        calc.driver.send(.paste("cost: 12 n\u{1B}\u{7F}+ 3\n"))
        #expect(calc.numberRow == "= 15")
        assertSnapshot(calc.driver, named: "calculator-paste-types-numbers-and-operators-and-says-what-it-skipped-2-\(language)")
        #expect(store.lines.map(\.text).suffix(3) == ["12", "+ 3", "= 15"])
        calc.driver.send(.paste("a1"))
        assertSnapshot(calc.driver, named: "calculator-paste-types-numbers-and-operators-and-says-what-it-skipped-3-\(language)")
    }

    @Test(arguments: Language.allCases)
    func aPastedDigitWithAMarkJoinedToItIsStillTyped(language: Language) {
        let calc = CalculatorHarness(store: FlakyHistoryStore(), language: language)
        calc.driver.send(.paste("5\u{301}+1="))
        #expect(calc.numberRow == "= 6")
        assertSnapshot(calc.driver, named: "calculator-a-pasted-digit-with-a-mark-joined-to-it-is-still-typed-1-\(language)")
    }

    @Test(arguments: Language.allCases)
    func aHugePasteIsUsedUpToTheLimitAndSaysSo(language: Language) {
        let store = FlakyHistoryStore()
        let calc = CalculatorHarness(store: store, language: language)
        calc.driver.send(.paste(String(repeating: "1+", count: 200_000)))
        assertSnapshot(calc.driver, named: "calculator-a-huge-paste-is-used-up-to-the-limit-and-says-so-1-\(language)")
        #expect(store.lines.count == 5_000, "5,000 operands from 10,000 characters")
        #expect(calc.numberRow == "+ 0")
        calc.driver.send(.enter)
        calc.driver.type("1=")
        #expect(calc.numberRow == "= 5,001")
    }

    @Test(arguments: Language.allCases)
    func historyJumpsToTheNewestLineWhenALineArrives(language: Language) {
        let calc = CalculatorHarness(store: FlakyHistoryStore(sampleHistory(calculations: 30)), language: language)
        assertSnapshot(calc.driver, named: "calculator-history-jumps-to-the-newest-line-when-a-line-arrives-1-\(language)")
        calc.driver.send(.home)
        assertSnapshot(calc.driver, named: "calculator-history-jumps-to-the-newest-line-when-a-line-arrives-2-\(language)")
        calc.driver.send(.end)
        assertSnapshot(calc.driver, named: "calculator-history-jumps-to-the-newest-line-when-a-line-arrives-3-\(language)")
        calc.driver.send(.pageUp, .character("k"), .up)
        assertSnapshot(calc.driver, named: "calculator-history-jumps-to-the-newest-line-when-a-line-arrives-4-\(language)")
        calc.driver.send(.character("j"), .down, .pageDown)
        assertSnapshot(calc.driver, named: "calculator-history-jumps-to-the-newest-line-when-a-line-arrives-5-\(language)")
        calc.driver.send(.home)
        calc.driver.type("7+")
        assertSnapshot(calc.driver, named: "calculator-history-jumps-to-the-newest-line-when-a-line-arrives-6-\(language)")
    }

    @Test func historyIsShownAgainAfterARestart() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("CalculatorTabTests-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            let database = try AppDatabase.open(directory: directory)
            let calc = CalculatorHarness(database: database)
            calc.driver.type("40+2=")
            calc.driver.type("6*")
            #expect(database.close().isClean, "closing saves what was submitted")
        }
        let calc = CalculatorHarness(database: try AppDatabase.open(directory: directory))
        let screen = calc.driver.screenText
        for line in ["40 │", "+ 2 │", "= 42 │", "6 │"] { #expect(screen.contains(line), "\(screen)") }
        #expect(calc.numberRow == "0", "a new run starts a fresh calculation")
    }

    @Test(arguments: Language.allCases)
    func clearingTheHistoryAsksFirst(language: Language) {
        let store = FlakyHistoryStore(sampleHistory(calculations: 3))
        let calc = CalculatorHarness(store: store, language: language)
        calc.driver.type("X")
        assertSnapshot(calc.driver, named: "calculator-clearing-the-history-asks-first-1-\(language)")
        #expect(calc.hintLine.hasPrefix(language.pick(" ←→ Choose  Enter Cancel  Esc Cancel", " ←→ 선택  Enter 취소  Esc 취소")))
        calc.driver.type("q")
        #expect(!calc.driver.didQuit, "the dialog takes every key")
        calc.driver.send(.enter)
        #expect(store.lines.count == 9, "Cancel is the default button")
        calc.driver.type("X")
        calc.driver.send(.escape)
        #expect(store.lines.count == 9, "Esc closes the dialog")
        #expect(calc.tab.confirmation == nil)
        calc.driver.type("X")
        calc.driver.send(.left, .enter)
        #expect(store.lines.isEmpty)
        assertSnapshot(calc.driver, named: "calculator-clearing-the-history-asks-first-2-\(language)")
        #expect(!calc.hintLine.contains(language.pick("X Clear", "X 기록 삭제")), "nothing left to clear")
        calc.driver.type("X")
        #expect(calc.tab.confirmation == nil, "no question for an empty history")
        calc.driver.type("5+X")
        assertSnapshot(calc.driver, named: "calculator-clearing-the-history-asks-first-3-\(language)")
    }

    @Test(arguments: Language.allCases)
    func clearingKeepsACalculationInProgress(language: Language) {
        let store = FlakyHistoryStore(sampleHistory(calculations: 3))
        let calc = CalculatorHarness(store: store, language: language)
        calc.driver.type("8+2*")
        calc.driver.type("X")
        assertSnapshot(calc.driver, named: "calculator-clearing-keeps-a-calculation-in-progress-1-\(language)")
        calc.driver.send(.left, .enter)
        #expect(store.lines.map(\.text) == ["8", "+ 2"])
        calc.driver.type("5=")
        #expect(store.lines.map(\.text) == ["8", "+ 2", "× 5", "= 50"])
    }
}
