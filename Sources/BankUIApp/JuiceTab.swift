import JuiceCore
import Storage
import TerminalUI

/// The Juice tab (seed 쥬스메이커): the stock of five fruits, seven juices to
/// order with `1`…`7` or ↑↓ + Enter, and the stock editor on `e`.
///
/// Every order and every edit goes straight to the store (one transaction
/// each); the stock shown is read back from it afterwards, so the screen
/// always shows what is saved.
@MainActor
public final class JuiceTab: TabScreen {
    /// What is open over the main screen.
    enum Modal {
        /// A message with one button: "<쥬스> 나왔습니다! 맛있게 드세요!", or a
        /// store error in words.
        case message(Dialog, DialogState)
        /// "재료가 모자라요. 재고를 수정할까요?" with 예 / 아니오.
        case short(missing: [Fruit: Int], DialogState)
        /// The stock editor.
        case editor(StockEditor)
    }

    public let id = TabID.juice
    let catalog: Catalog
    private let store: any JuiceStockStore
    /// The stock as last read from the store; nil when it could not be read.
    private(set) var stock: Stock?
    /// The juice that Enter orders.
    private(set) var selected = Juice.strawberry
    /// The dialog or editor on top, if any.
    private(set) var modal: Modal?

    /// The tab over the app's database.
    public convenience init(context: TabContext) {
        self.init(catalog: context.catalog, store: JuiceRepository(database: context.database))
    }

    /// The tab over any store (tests use stand-ins).
    init(catalog: Catalog, store: any JuiceStockStore) {
        self.catalog = catalog
        self.store = store
        reload()
    }

    public var capturesKeys: Bool { modal != nil }

    public func handle(_ key: Key) -> Bool {
        switch modal {
        case .none: return handleMain(key)
        case .message(let dialog, var state):
            modal = state.handle(key) == .open ? .message(dialog, state) : nil
        case .short(let missing, var dialog):
            handleShort(key, missing: missing, dialog: &dialog)
        case .editor(let editor):
            handleEditor(key, editor: editor)
        }
        return true
    }

    private func handleMain(_ key: Key) -> Bool {
        let all = Juice.allCases
        let index = all.firstIndex(of: selected) ?? 0
        switch key {
        case .character(let c) where c.isASCII && c.isNumber:
            guard let juice = c.wholeNumberValue.flatMap(Juice.init(menuNumber:)) else { return false }
            order(juice)
        case .up, .character("k"): selected = all[max(0, index - 1)]
        case .down, .character("j"): selected = all[min(all.count - 1, index + 1)]
        case .home: selected = all[0]
        case .end: selected = all[all.count - 1]
        case .enter, .character(" "): order(selected)
        case .character("e"): openEditor(focus: Fruit.allCases.first { selected.recipe[$0] != nil } ?? .strawberry)
        default: return false
        }
        return true
    }

    private func handleShort(_ key: Key, missing: [Fruit: Int], dialog: inout DialogState) {
        let outcome: DialogOutcome
        switch key {
        case .character("y"): outcome = .chosen(0)
        case .character("n"): outcome = .chosen(1)
        default: outcome = dialog.handle(key)
        }
        switch outcome {
        case .open: modal = .short(missing: missing, dialog)
        case .chosen(0): openEditor(focus: Fruit.allCases.first { missing[$0] != nil } ?? .strawberry)
        default: modal = nil  // 아니오 or Esc: nothing was taken, nothing more to say
        }
    }

    private func handleEditor(_ key: Key, editor: StockEditor) {
        var editor = editor
        let outcome = editor.handle(key)
        if case .changed(let fruit, let count) = outcome {
            do {
                _ = try store.set(fruit, to: count)
            } catch {
                editor.revert(fruit, to: stock?[fruit] ?? 0, because: catalog.juiceEditFailed(fruit, describe(error)))
            }
        }
        modal = outcome == .close ? nil : .editor(editor)
        if outcome != .none { reload() }
    }

    /// Orders `juice` and opens the dialog that tells how it went.
    private func order(_ juice: Juice) {
        selected = juice
        do {
            switch try store.order(juice) {
            case .served(let juice):
                showMessage(Dialog(title: catalog.juiceServedTitle, message: catalog.juiceServed(juice),
                                   buttons: [catalog.juiceServedButton]))
            case .short(_, let missing): modal = .short(missing: missing, DialogState(buttonCount: 2))
            }
        } catch {
            showError(catalog.juiceOrderFailed(describe(error)))
        }
        reload()
    }

    private func openEditor(focus: Fruit) {
        reload()
        // Called from the main screen or the shortage dialog; a failed read
        // has put its message up instead.
        guard let stock else { return }
        modal = .editor(StockEditor(stock: stock, focus: focus))
    }

    private var isShortDialog: Bool {
        if case .short = modal { return true }
        return false
    }

    /// Reads the stock again; a failure is shown, unless a message is up.
    private func reload() {
        do {
            stock = try store.stock()
        } catch {
            stock = nil
            if case .editor = modal { modal = nil }
            if modal == nil || isShortDialog {
                showError(catalog.juiceStockUnreadable(describe(error)))
            }
        }
    }

    private func showMessage(_ dialog: Dialog) {
        modal = .message(dialog, DialogState(buttonCount: 1))
    }

    private func showError(_ text: String) {
        showMessage(Dialog(title: catalog.errorTitle, message: text, buttons: [catalog.ok], isError: true))
    }

    /// An error in one line of reasonable length for a dialog.
    private func describe(_ error: any Error) -> String {
        let text = String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")
        return text.count > 200 ? String(text.prefix(199)) + "…" : text
    }
}
