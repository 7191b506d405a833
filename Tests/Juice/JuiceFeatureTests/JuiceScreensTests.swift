import DatabaseKit
import JuiceCore
import JuiceStorage
import ScreenTesting
import TabKit
import TerminalUI
import Testing
import TextKit
@testable import JuiceFeature

/// Every screen a person can reach on the Juice tab, whole, at 80×24 in
/// English and Korean: the menu, each answer to an order, the stock editor
/// and each of its messages, and what a failing database shows.
@MainActor
@Suite struct JuiceScreensTests {
    /// One reachable state: how to get there from a fresh tab.
    struct Journey: Sendable, CustomTestStringConvertible {
        let name: String
        /// Sets the stand up: a stock, a store that fails.
        let store: @Sendable () throws -> StandInStockStore
        /// The keys and news that lead to the state.
        let steps: @MainActor @Sendable (TabHarness<JuiceTab>, StandInStockStore) -> Void
        var testDescription: String { name }
    }

    nonisolated static let journeys: [Journey] = [
        Journey(name: "ready-mango-kiwi", store: { StandInStockStore() }) { harness, _ in
            harness.type("2")
        },
        Journey(name: "short-strawberry", store: { StandInStockStore() }) { harness, _ in
            harness.type("3")
        },
        Journey(name: "short-then-editor", store: { StandInStockStore() }) { harness, _ in
            harness.type("3")
            harness.send(.enter)
        },
        Journey(name: "editor-above-limit", store: { StandInStockStore() }) { harness, _ in
            harness.type("e")
            harness.send(.down)
            harness.type("2000000")
        },
        Journey(name: "editor-below-limit", store: { StandInStockStore() }) { harness, _ in
            harness.type("e")
            harness.send(.end)
            harness.type("0")
            harness.send(.enter)
            harness.type("-")
        },
        Journey(name: "editor-paste-refused", store: { StandInStockStore() }) { harness, _ in
            harness.type("e")
            harness.send(.paste("12a"))
        },
        Journey(name: "editor-set-banana", store: { StandInStockStore() }) { harness, _ in
            harness.type("e")
            harness.send(.down)
            harness.type("250000")
            harness.send(.down)
        },
        Journey(name: "order-not-saved", store: { StandInStockStore() }) { harness, store in
            store.failsWrites = true
            harness.type("2")
        },
        Journey(name: "edit-not-saved", store: { StandInStockStore() }) { harness, store in
            harness.type("e")
            store.failsWrites = true
            harness.type("+")
        },
        Journey(name: "stock-unreadable", store: {
            let store = StandInStockStore()
            store.failsReads = true
            return store
        }) { _, _ in },
        Journey(name: "stock-unreadable-closed", store: {
            let store = StandInStockStore()
            store.failsReads = true
            return store
        }) { harness, _ in
            harness.send(.enter)
        },
        Journey(name: "changed-elsewhere", store: { StandInStockStore() }) { harness, store in
            store.set(.mango, to: 802) { _ in }  // another bankui on the same data
            harness.deliver(DataChangedElsewhere())
        },
        Journey(name: "stock-at-the-limits", store: {
            StandInStockStore(try Stock([.strawberry: 1_000_000, .banana: 0]))
        }) { harness, _ in
            harness.send(.down)
        },
    ]

    @Test(arguments: journeys, Language.allCases)
    func screen(_ journey: Journey, language: Language) throws {
        let store = try journey.store()
        let harness = TabHarness(JuiceTab(language: language, store: store), language: language)
        journey.steps(harness, store)
        assertSnapshot(harness.driver, named: "juice-\(journey.name)-80x24-\(language.rawValue)")
    }
}
