import CalculatorCore
import ScreenTesting
import TabKit
import TerminalUI
import Testing
import TextKit
@testable import CalculatorFeature

/// Every screen a person can reach on the calculator tab that
/// CalculatorSnapshotTests does not already hold, whole, at 80×24 in
/// English and Korean: a result, a negative and a very large number, a
/// paste and what it left out, the clear-history dialog's answers, and a
/// history that cannot be read or written.
@MainActor
@Suite struct CalculatorScreensTests {
    /// One reachable state: how to get there from a fresh tab.
    struct Journey: Sendable, CustomTestStringConvertible {
        let name: String
        /// The history already stored.
        var history = 0
        /// The store fails to read, or to write, from the start.
        var failsReading = false
        var failsWriting = false
        /// The keys (and pastes) that lead to the state.
        let steps: @MainActor @Sendable (CalculatorHarness, FlakyHistoryStore) -> Void
        var testDescription: String { name }
    }

    nonisolated static let journeys: [Journey] = [
        Journey(name: "result") { calc, _ in calc.driver.type("12+30=") },
        Journey(name: "negative") { calc, _ in calc.driver.type("5-12=") },
        Journey(name: "exact-third") { calc, _ in calc.driver.type("1/3*3=") },
        Journey(name: "huge") { calc, _ in calc.driver.type("99999999*99999999*99999999*99999999=") },
        Journey(name: "clear-entry") { calc, _ in calc.driver.type("12+345c") },
        Journey(name: "erased-digit") { calc, _ in
            calc.driver.type("12+345")
            calc.driver.send(.backspace)
        },
        Journey(name: "all-clear") { calc, _ in
            calc.driver.type("12+345")
            calc.driver.send(.escape)
        },
        Journey(name: "pasted") { calc, _ in calc.driver.send(.paste("1,234.5 × 2\n")) },
        Journey(name: "pasted-with-ignored") { calc, _ in calc.driver.send(.paste("n5c\u{7F}é+1=")) },
        Journey(name: "clear-history-kept", history: 3) { calc, _ in
            calc.driver.type("X")
            calc.driver.send(.escape)
        },
        Journey(name: "clear-history-enter-keeps", history: 3) { calc, _ in
            calc.driver.type("X")
            calc.driver.send(.enter)  // Cancel is the default
        },
        Journey(name: "clear-history-done", history: 3) { calc, _ in
            calc.driver.type("X")
            calc.driver.send(.left, .enter)
        },
        Journey(name: "history-unreadable", failsReading: true) { _, _ in },
        Journey(name: "result-not-saved", failsWriting: true) { calc, _ in calc.driver.type("2*21=") },
        Journey(name: "clear-refused", history: 3) { calc, store in
            store.failsWriting = true
            calc.driver.type("X")
            calc.driver.send(.left, .enter)
        },
    ]

    @Test(arguments: journeys, Language.allCases)
    func screen(_ journey: Journey, language: Language) {
        let store = FlakyHistoryStore(journey.history > 0 ? sampleHistory(calculations: journey.history) : [])
        store.failsReading = journey.failsReading
        store.failsWriting = journey.failsWriting
        let calc = CalculatorHarness(store: store, language: language)
        journey.steps(calc, store)
        assertSnapshot(calc.driver, named: "calculator-\(journey.name)-80x24-\(language.rawValue)")
    }
}
