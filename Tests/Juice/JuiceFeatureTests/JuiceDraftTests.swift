import JuiceCore
import DatabaseKit
import JuiceStorage
import TerminalUI
import Testing
import Shell
import ScreenTesting
import TabKit
@testable import JuiceFeature

/// A count being typed in the stock editor is kept when bankui stops and
/// typed again into the reopened editor at the next start.
@MainActor
@Suite struct JuiceDraftTests {
    @Test func aTypedCountComesBackInTheEditor() throws {
        let store = StandInStockStore()
        let (before, tab) = makeJuiceDriver(store: store)
        before.send(.character("e"))
        #expect(tab.draft == nil, "the editor open, nothing typed")
        before.send(.down)  // the second fruit
        before.type("42")
        let draft = try #require(tab.draft)

        let (after, restored) = makeJuiceDriver(store: store)
        #expect(restored.restoreDraft(draft))
        after.redraw()
        #expect(restored.capturesKeys)
        after.send(.enter)
        #expect(store.current[Fruit.allCases[1]] == 42)
    }

    @Test func aDraftOfAnotherShapeIsNotOpened() {
        let (_, tab) = makeJuiceDriver(store: StandInStockStore())
        #expect(!tab.restoreDraft(#"{"kind":"juice.other"}"#))
        #expect(!tab.capturesKeys)
    }
}
