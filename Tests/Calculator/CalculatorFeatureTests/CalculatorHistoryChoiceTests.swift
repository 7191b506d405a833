import TextKit
import CalculatorCore
import TerminalUI
import Testing
import Shell
import ScreenTesting
import TabKit
@testable import CalculatorFeature

/// The calculator a person keeps open: a line of the history can be chosen
/// (↑, a click) and its number brought back (Enter, a double click); `%`
/// works; a reflex AC can be undone (`u`).
@MainActor
@Suite struct CalculatorHistoryChoiceTests {
    @Test(arguments: Language.allCases)
    func upChoosesALineAndEnterBringsItsNumberBack(language: Language) {
        let store = FlakyHistoryStore()
        let calc = CalculatorHarness(store: store, language: language)
        calc.driver.type("1200*3=")
        calc.driver.type("7+")
        calc.driver.send(.up)
        #expect(calc.tab.selectedLine == 3, "the newest line: 7")
        calc.driver.send(.up)
        #expect(calc.tab.selectedLine == 2, "= 3,600")
        assertSnapshot(calc.driver, named: "calculator-up-chooses-a-line-and-enter-brings-its-number-back-1-\(language)")
        #expect(calc.hintLine.contains(language.pick("Enter Use", "Enter 가져오기")), "\(calc.hintLine)")
        calc.driver.send(.enter)
        #expect(calc.tab.selectedLine == nil)
        #expect(calc.numberRow == "+ 3,600")
        calc.driver.send(.enter)
        #expect(store.lines.map(\.text).suffix(3) == ["7", "+ 3,600", "= 3,607"])
    }

    @Test func escGoesBackToTypingWithoutClearingAndDownPastTheLastToo() {
        let calc = CalculatorHarness(store: FlakyHistoryStore())
        calc.driver.type("5+5=")
        calc.driver.type("8+2")
        calc.driver.send(.up)
        calc.driver.send(.escape)
        #expect(calc.tab.selectedLine == nil)
        #expect(calc.numberRow == "+ 2", "Esc left the line, not the calculation")
        calc.driver.send(.up, .down)
        #expect(calc.tab.selectedLine == nil, "↓ past the newest line: back to typing")
        calc.driver.send(.up)
        calc.driver.type("3")
        #expect(calc.tab.selectedLine == nil)
        #expect(calc.numberRow == "+ 23", "a digit goes back to typing, and types")
    }

    @Test func aClickChoosesALineAndADoubleClickBringsItBack() throws {
        let calc = CalculatorHarness(store: FlakyHistoryStore())
        calc.driver.now = .zero
        calc.driver.type("41+1=")
        calc.driver.type("9*")
        #expect(calc.driver.click(on: "= 42"))
        #expect(calc.tab.selectedLine == 2)
        #expect(calc.numberRow == "× 0", "a click only chooses")
        let point = try #require(calc.driver.position(of: "= 42"))
        calc.driver.now = .milliseconds(100)
        calc.driver.click(x: point.x, y: point.y)
        #expect(calc.tab.selectedLine == nil)
        #expect(calc.numberRow == "× 42")
    }

    @Test func aNaNLineIsNotBroughtBack() {
        let calc = CalculatorHarness(store: FlakyHistoryStore())
        calc.driver.type("4/0=")
        calc.driver.send(.up, .enter)
        #expect(calc.driver.screenText.contains("NaN is no number to calculate with."))
    }

    @Test(arguments: Language.allCases)
    func uUndoesAReflexACOnce(language: Language) {
        let calc = CalculatorHarness(store: FlakyHistoryStore(), language: language)
        calc.driver.type("123*456+78")
        calc.driver.send(.escape)
        #expect(calc.numberRow == "0")
        assertSnapshot(calc.driver, named: "calculator-u-undoes-a-reflex-ac-once-1-\(language)")
        calc.driver.type("u")
        #expect(calc.numberRow == "+ 78")
        calc.driver.type("=")
        #expect(calc.numberRow == "= 56,166")
        calc.driver.type("u")
        #expect(calc.driver.screenText.contains(language.pick("Nothing to undo", "되돌릴 것이 없습니다")))
        // Another key after AC: the chance is gone (it would throw away what
        // was typed since).
        calc.driver.send(.escape)
        calc.driver.type("5u")
        #expect(calc.numberRow == "5")
        // CE too.
        calc.driver.type("+99c")
        #expect(calc.numberRow == "+ 0")
        calc.driver.type("u")
        #expect(calc.numberRow == "+ 99")
    }

    @Test func percentTypedOnTheTab() {
        let store = FlakyHistoryStore()
        let calc = CalculatorHarness(store: store)
        calc.driver.type("200+10%=")
        #expect(calc.numberRow == "= 220")
        calc.driver.send(.paste("50×10%="))
        #expect(calc.numberRow == "= 5", "a pasted % counts too")
    }

    /// A number brought back is part of the draft, exactly.
    @Test func aNumberBroughtBackIsKeptInTheDraft() throws {
        let calc = CalculatorHarness(store: FlakyHistoryStore())
        calc.driver.type("1/3=")
        calc.driver.type("2*")
        calc.driver.send(.up, .enter)
        let draft = try #require(calc.tab.draft)
        let after = CalculatorHarness(store: FlakyHistoryStore())
        #expect(after.tab.restoreDraft(draft))
        after.driver.redraw()
        #expect(after.numberRow == calc.numberRow, "\(after.numberRow) vs \(calc.numberRow)")
    }
}
