import TextKit
import JuiceCore
import Logging
import DatabaseKit
import JuiceStorage
import TabKit
import TerminalUI

/// The Juice tab (the original 쥬스메이커): the stock of five fruits, seven
/// juices to order with `1`…`7` (in the original's menu order) or ↑↓ +
/// Enter, and the stock editor on `e`.
///
/// Every order and every edit is decided on the stock shown and shown at
/// once, and submitted to the store, which makes it in the background (one
/// transaction each): the screen never waits for the disk or another
/// program's lock. The store's transaction decides again on the stock it
/// finds; when that differs (another bankui took the fruit first) the tab
/// says so and shows the stock as stored. Once every write is answered the
/// stock is read back, so the screen settles on what is saved.
@MainActor
public final class JuiceTab: TabScreen {
    /// What a dialog's button does.
    enum Action: Sendable {
        /// Open the stock editor on this fruit (the shortage question's Yes).
        case openEditor(Fruit)
    }

    /// The store's answers, and news from elsewhere.
    enum Message: Sendable {
        /// The order was made as shown.
        case ordered
        /// The stored stock was short after all: nothing was taken.
        case orderNotMade(Juice, missing: [Fruit: Int])
        /// The order was refused for good.
        case orderRefused(Juice, String)
        /// A stock change was made.
        case set
        /// A stock change was refused for good; the count shown before it.
        case setRefused(Fruit, before: Int, String)
        /// The stock, read when the read of the ticket started.
        case stock(Result<Stock, any Error>, PendingWrites.ReadTicket)
    }

    /// What is open over the main screen.
    enum Overlay {
        /// A message or a question.
        case dialog(Modal<Action>)
        /// The stock editor.
        case editor(StockEditor)
    }

    public let id = TabID.juice
    let strings: JuiceStrings
    let keys: JuiceKeys
    let store: any JuiceStockStore
    /// Writes submitted and not answered yet: the stock is read back once
    /// there are none, so what the store holds wins.
    var writes = PendingWrites()
    let logger = Logger(label: "bankui.juice")
    /// The stock as last read from the store; nil when it could not be read.
    var stock: Stock?
    /// The juice that Enter orders; the first on the menu to begin with.
    var selected = Juice.allCases[0]
    /// The dialog or editor on top, if any.
    var overlay: Overlay?
    /// Where the first read of the stock stands: until it answers, the
    /// stock pane says it is reading and no juice is marked short.
    var firstRead = FirstRead.notAsked
    /// Whether the stock has been asked for (it is when the tab is first shown).
    var hasRead: Bool { firstRead.isAsked }
    /// The fruit the stock editor opens on once the stock is read.
    var editorWaiting: Fruit?
    /// What was typed when bankui last stopped, opened once the stock is read.
    var draftToRestore: Draft?
    public var effects = TabEffects()

    /// The tab over the app's database.
    public convenience init(language: Language, database: AppDatabase, keys overrides: KeyOverrides = .none) {
        self.init(language: language, store: JuiceRepository(database: database), keys: overrides)
    }

    /// The tab over any store (tests use stand-ins).
    init(language: Language, store: any JuiceStockStore, keys overrides: KeyOverrides = .none) {
        strings = JuiceStrings(language)
        keys = JuiceKeys(strings, overrides: overrides)
        self.store = store
    }

    /// The stock is read when the tab is first shown.
    public func didAppear() {
        if !hasRead { readStock() }
    }

    public var capturesKeys: Bool { overlay != nil }
}
