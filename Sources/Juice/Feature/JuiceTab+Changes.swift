import JuiceCore
import Logging
import DatabaseKit
import JuiceStorage
import TabKit
import TerminalUI

/// The stock: writes submitted to the store, its answers, and reading it
/// again (also when another program changed it).
extension JuiceTab {
    /// Submits a write; its answer comes back as a message.
    func submit(_ write: @escaping @Sendable (@escaping @Sendable (Message) -> Void) -> Void) {
        writes.submitted()
        effects.start { messenger in write { messenger.send($0) } }
    }

    /// An answer of the store, or another program's change.
    public func receive(_ message: any Sendable) -> Bool {
        if message is DataChangedElsewhere {
            if writes.storeChanged(), hasRead { readStock() }
            return true
        }
        guard let message = message as? Message else { return false }
        switch message {
        case .stock(let result, let ticket):
            switch writes.readAnswered(ticket) {
            case .show: show(result)
            case .readAgain: readStock()
            case .drop: break
            }
            return true
        case .ordered, .set:
            break
        case .orderNotMade(let juice, let missing):
            logger.notice("order of \(juice) not made: the stored stock was short (another program took the fruit)")
            showError(strings.juiceOrderNotMade(juice, strings.juiceMissing(missing)))
        case .orderRefused(let juice, let reason):
            logger.error("ordering \(juice): \(reason)")
            showError(strings.juiceOrderFailed(reason))
        case .setRefused(let fruit, let before, let reason):
            logger.error("saving the stock of \(fruit): \(reason)")
            // The count goes back to what it was; the stock read next says
            // what the store holds.
            _ = try? stock?.set(fruit, to: before)
            if case .editor(var editor) = overlay {
                editor.revert(fruit, to: before, because: strings.juiceEditFailed(fruit, reason))
                overlay = .editor(editor)
            } else {
                showError(strings.juiceEditFailed(fruit, reason))
            }
        }
        if writes.answered(readAgain: true) { readStock() }
        return true
    }

    /// Opens the stock editor on the stock shown; the stock is read again
    /// (when no write is in flight) and the editor follows what is stored.
    func openEditor(focus: Fruit) {
        if writes.isSettled || stock == nil { readStock() }
        // Called from the main screen or the shortage dialog. Over a stock
        // not read (or not readable), the editor opens once it is read; a
        // failed read puts its message up instead.
        guard let stock else {
            editorWaiting = focus
            return
        }
        overlay = .editor(StockEditor(stock: stock, focus: focus))
    }

    /// Reads the stock in the background (when the tab is first shown,
    /// after writes, when another program changed it).
    func readStock() {
        firstRead.asked()
        let store = self.store, ticket = writes.readStarting()
        effects.background {
            Message.stock(Result { try store.stock() }, ticket)
        }
    }

    /// Shows the stock read, and brings an open editor in line with it
    /// (unless a count is being typed there); a failure is shown, unless a
    /// message is up.
    func show(_ result: Result<Stock, any Error>) {
        switch result {
        case .success(let read):
            stock = read
            firstRead.answered(succeeded: true)
            if let focus = editorWaiting {
                editorWaiting = nil
                if overlay == nil { overlay = .editor(StockEditor(stock: read, focus: focus)) }
            }
            if let draft = draftToRestore {
                draftToRestore = nil
                reopen(draft)
            }
            if case .editor(let editor) = overlay, !editor.isTyping {
                overlay = .editor(editor.updated(to: read))
            }
        case .failure(let error):
            stock = nil
            firstRead.answered(succeeded: false)
            editorWaiting = nil
            if case .editor = overlay { overlay = nil }
            let reason = ErrorLine.report(error, while: "reading the stock", logger: logger)
            if overlay == nil { showError(strings.juiceStockUnreadable(reason)) }
        }
    }

    func showError(_ text: String) {
        overlay = .dialog(.error(text, words: strings.words))
    }
}
