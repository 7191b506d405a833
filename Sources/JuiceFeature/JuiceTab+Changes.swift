import JuiceCore
import Logging
import Storage
import TabKit
import TerminalUI

/// The stock: writes submitted to the store, its answers, and reading it
/// again (also when another program changed it).
extension JuiceTab {
    /// Submits a write; its answer comes back through the messenger.
    func submit(_ write: (@escaping @Sendable (Message) -> Void) -> Void) {
        writes.submitted()
        let messenger = self.messenger
        write { messenger.send($0) }
    }

    /// An answer of the store, or another program's change.
    public func receive(_ message: any Sendable) -> Bool {
        if message is DataChangedElsewhere {
            if writes.storeChanged() { reloadShowingChanges() }
            return true
        }
        guard let message = message as? Message else { return false }
        switch message {
        case .ordered, .set:
            break
        case .orderNotMade(let juice, let missing):
            logger.notice("order of \(juice) not made: the stored stock was short (another program took the fruit)")
            showError(strings.juiceOrderNotMade(juice, strings.juiceMissing(missing)))
        case .orderRefused(let juice, let reason):
            logger.error("ordering \(juice): \(reason)")
            showError(strings.juiceOrderFailed(reason))
        case .setRefused(let fruit, let reason):
            logger.error("saving the stock of \(fruit): \(reason)")
            if case .editor(var editor) = overlay {
                editor.revert(fruit, to: storedCount(fruit), because: strings.juiceEditFailed(fruit, reason))
                overlay = .editor(editor)
            } else {
                showError(strings.juiceEditFailed(fruit, reason))
            }
        }
        if writes.answered(readAgain: true) { reloadShowingChanges() }
        return true
    }

    /// What the store holds for `fruit`, or what is shown when it cannot be read.
    func storedCount(_ fruit: Fruit) -> Int {
        ((try? store.stock()) ?? stock)?[fruit] ?? 0
    }

    /// Reads the stock back and brings an open editor in line with it
    /// (unless a count is being typed there).
    func reloadShowingChanges() {
        reload()
        if case .editor(let editor) = overlay, !editor.isTyping, let stock {
            overlay = .editor(editor.updated(to: stock))
        }
    }


    func openEditor(focus: Fruit) {
        if writes.isSettled { reload() }
        // Called from the main screen or the shortage dialog; a failed read
        // has put its message up instead.
        guard let stock else { return }
        overlay = .editor(StockEditor(stock: stock, focus: focus))
    }

    /// Reads the stock again; a failure is shown, unless a message is up.
    func reload() {
        do {
            stock = try store.stock()
        } catch {
            stock = nil
            if case .editor = overlay { overlay = nil }
            if overlay == nil {
                showError(strings.juiceStockUnreadable(ErrorLine.report(error, while: "reading the stock", logger: logger)))
            }
        }
    }

    func showError(_ text: String) {
        overlay = .dialog(.error(text, words: strings.words))
    }
}
