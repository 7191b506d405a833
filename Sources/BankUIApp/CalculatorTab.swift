import CalculatorCore
import Logging
import Storage
import TerminalUI

/// The calculator tab (seed 004): the number being typed and the pending
/// operator at the bottom right, the history of every calculation above it,
/// kept in the database across runs.
///
/// Keys go to `Calculator`; the lines it makes are stored at once (one
/// transaction per key) and shown in the history, which jumps to its newest
/// line. A save that fails keeps the lines on screen and tries again with
/// the next line, so nothing is lost.
@MainActor
public final class CalculatorTab: TabScreen {
    public let id = TabID.calculator

    let catalog: Catalog
    private let store: any CalculatorHistoryStore
    private let logger = Logger(label: "bankui.calculator")

    /// The calculation on screen.
    private(set) var calculator = Calculator()
    /// Every history line shown, oldest first: the stored ones and any not
    /// saved yet.
    private(set) var history: [HistoryLine] = []
    /// Lines shown but not stored yet, because a save failed.
    private(set) var unsaved: [HistoryLine] = []
    /// The message under the number, if any.
    private(set) var notice: CalculatorNotice?
    /// The clear-history question, while it is open.
    private(set) var confirmation: DialogState?

    var scroll = ScrollListState(selectable: false, followsTail: true)
    var rows = HistoryRows()

    /// The tab over the app's database.
    public convenience init(context: TabContext) {
        self.init(catalog: context.catalog, store: CalculatorRepository(database: context.database))
    }

    /// The tab over any store; loads the stored history.
    init(catalog: Catalog, store: any CalculatorHistoryStore) {
        self.catalog = catalog
        self.store = store
        do {
            history = try store.history()
        } catch {
            logger.error("cannot read the calculator history: \(error)")
            notice = .loadFailed(CalculatorNotice.detail(of: error))
        }
    }

    public var capturesKeys: Bool { confirmation != nil }

    public func handle(_ key: Key) -> Bool {
        if confirmation != nil {
            answerConfirmation(key)
            return true
        }
        guard let command = CalculatorCommand(key) else { return false }
        if notice?.isError == false { notice = nil }
        switch command {
        case .calculator(let calculatorKey):
            press([calculatorKey])
        case .scroll(let scrollKey):
            _ = scroll.handle(scrollKey, itemCount: rows.rows.count)
        case .clearHistory:
            guard !history.isEmpty else { return false }
            confirmation = DialogState(buttonCount: 2, defaultButton: 1)
        case .paste(let text):
            let pasted = PastedCalculation(text)
            press(pasted.keys)
            if pasted.wasCut {
                inform(.pasteCut(PastedCalculation.limit))
            } else if pasted.ignoredCount > 0 {
                inform(.pasteIgnored(pasted.ignoredCount))
            }
        }
        return true
    }

    /// Presses the keys in order and stores the lines they made in one
    /// transaction.
    private func press(_ keys: [CalculatorKey]) {
        var added: [HistoryLine] = []
        for key in keys {
            if calculator.isEntryFull, Self.typesADigit(key) { inform(.tooManyDigits) }
            added += calculator.press(key)
        }
        guard !added.isEmpty else { return }
        history += added
        save(added)
        scroll.scrollToEnd(itemCount: rows.rows.count)
    }

    /// Shows a word about input, unless a database error is shown: that
    /// one matters more and stays until it is solved.
    private func inform(_ info: CalculatorNotice) {
        if notice?.isError != true { notice = info }
    }

    private static func typesADigit(_ key: CalculatorKey) -> Bool {
        switch key {
        case .digit, .doubleZero: return true
        default: return false
        }
    }

    /// Stores `added` after any lines an earlier failure left unsaved.
    private func save(_ added: [HistoryLine]) {
        let pending = unsaved + added
        do {
            try store.append(pending)
            unsaved = []
            if case .saveFailed = notice { notice = nil }
        } catch {
            logger.error("cannot save the calculator history: \(error)")
            unsaved = pending
            notice = .saveFailed(CalculatorNotice.detail(of: error))
        }
    }

    private func answerConfirmation(_ key: Key) {
        guard var state = confirmation else { return }
        switch state.handle(key) {
        case .open:
            confirmation = state
        case .chosen(0):
            confirmation = nil
            clearHistory()
        case .chosen, .cancelled:
            confirmation = nil
        }
    }

    /// Deletes the stored history; a calculation in progress keeps its lines
    /// so that what follows still reads right.
    private func clearHistory() {
        let kept = linesKeptOnClear
        do {
            try store.replaceHistory(with: kept)
            history = kept
            unsaved = []
            rows.invalidate()
            scroll.scrollToEnd(itemCount: 0)
            if notice?.isError == true { notice = nil }
        } catch {
            logger.error("cannot clear the calculator history: \(error)")
            notice = .clearFailed(CalculatorNotice.detail(of: error))
        }
    }

    /// The lines of a calculation in progress, which clearing keeps.
    private var linesKeptOnClear: [HistoryLine] { calculator.isShowingResult ? [] : calculator.currentLines }

    /// Whether a calculation in progress would keep its lines on clearing.
    var clearingKeepsCurrent: Bool { !linesKeptOnClear.isEmpty }

    public func render(in area: Rect, buffer: inout Buffer) {
        let view = CalculatorView(catalog: catalog, calculator: calculator, history: history, notice: notice)
        view.render(in: area, buffer: &buffer, rows: &rows, scroll: &scroll)
        if let confirmation {
            clearDialog.render(in: area, buffer: &buffer, state: confirmation)
        }
    }

    private var clearDialog: Dialog {
        Dialog(title: catalog.calculatorClearTitle,
               message: catalog.calculatorClearMessage(lines: history.count, keepsCurrent: clearingKeepsCurrent),
               buttons: [catalog.calculatorClearButton, catalog.hintCancel])
    }
}
