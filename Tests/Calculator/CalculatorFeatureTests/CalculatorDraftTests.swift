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

/// A calculation in progress kept as the keys typed since the last result
/// when bankui stops, and typed again at the next start.
@MainActor
@Suite struct CalculatorDraftTests {
    /// Quits `harness` with Ctrl-C and returns the drafts the shell handed
    /// to `step`, its quit step.
    private func quitWithCtrlC(_ harness: CalculatorHarness, _ step: RecordingQuitStep) throws -> [TabID: String] {
        harness.driver.send(.control("c"))
        #expect(harness.driver.didQuit)
        return try #require(step.drafts)
    }

    @Test(arguments: Language.allCases)
    func aCalculationInProgressComesBackAfterCtrlC(language: Language) throws {
        let store = FlakyHistoryStore()
        let step = RecordingQuitStep()
        let before = CalculatorHarness(store: store, language: language, quitSteps: [step])
        before.driver.type("12+34")
        let kept = try quitWithCtrlC(before, step)
        #expect(kept[.calculator] != nil)
        #expect(store.lines.map(\.text) == ["12"], "the operand committed by + is stored as it was")

        let after = CalculatorHarness(store: store, language: language)
        let shell = try #require(after.driver.app as? AppShell)
        shell.restoreDrafts(kept)
        after.driver.redraw()
        #expect(after.numberRow.hasSuffix("+ 34"), "\(after.numberRow)")
        assertSnapshot(after.driver, named: "calculator-a-calculation-in-progress-comes-back-after-ctrl-c-1-\(language)")
        #expect(store.lines.map(\.text) == ["12"], "replaying writes no line twice")
        after.driver.send(.enter)
        #expect(store.lines.map(\.text) == ["12", "+ 34", "= 46"])
        #expect(after.tab.draft == nil, "a result ends the draft")
    }

    @Test func theDraftIsTheKeysSinceTheLastResult() {
        let harness = CalculatorHarness(store: FlakyHistoryStore())
        #expect(harness.tab.draft == nil)
        harness.driver.type("2+3=")
        #expect(harness.tab.draft == nil, "a result holds nothing typed")
        harness.driver.type("7-")
        harness.driver.send(.escape)  // AC
        #expect(harness.tab.draft == nil)
        harness.driver.type("1.5n*2")
        harness.driver.send(.backspace)
        harness.driver.type("4")
        #expect(harness.tab.typedSinceResult == "1.5n*2\u{7F}4")
    }

    @Test func aCalculationGoingOnFromAResultStartsWithTheResult() throws {
        let store = FlakyHistoryStore()
        let before = CalculatorHarness(store: store)
        before.driver.type("10-15=*3")
        #expect(before.tab.typedSinceResult == "5n*3")
        let draft = try #require(before.tab.draft)

        let after = CalculatorHarness(store: store)
        #expect(after.tab.restoreDraft(draft))
        after.driver.send(.enter)
        #expect(store.lines.last?.number == "-15")
    }

    @Test func aDraftOfAnotherShapeIsNotTyped() {
        let harness = CalculatorHarness(store: FlakyHistoryStore())
        #expect(!harness.tab.restoreDraft(#"{"kind":"calculator.value.1","keys":"12"}"#))
        #expect(!harness.tab.restoreDraft("12+34"))
        #expect(harness.tab.calculator.isCleared)
    }
}
