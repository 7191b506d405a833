import CalculatorCore
import Logging
import Storage
import TabKit
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

    /// What a dialog's button does.
    enum Action: Sendable {
        /// Clear the stored history.
        case clearHistory
    }

    let strings: CalculatorStrings
    let keys: CalculatorKeys
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
    private(set) var confirmation: Modal<Action>?

    var scroll = ScrollListState(selectable: false, followsTail: true)
    var rows = HistoryRows()
    /// The width of the last render: the screen's, so the hint bar's too.
    var lastWidth: Int?

    /// The tab over the app's database.
    public convenience init(language: Language, database: AppDatabase) {
        self.init(language: language, store: CalculatorRepository(database: database))
    }

    /// The tab over any store; loads the stored history.
    init(language: Language, store: any CalculatorHistoryStore) {
        strings = CalculatorStrings(language)
        keys = CalculatorKeys(strings)
        self.store = store
        do {
            history = try store.history()
        } catch {
            notice = .loadFailed(ErrorLine.report(error, while: "reading the calculator history", logger: logger))
        }
    }

    public var capturesKeys: Bool { confirmation != nil }

    public var keySections: [KeySection] { keys.sections }

    /// Every key of the calculator tab, for help and the key documentation.
    public static func keySections(_ language: Language) -> [KeySection] {
        CalculatorKeys(CalculatorStrings(language)).sections
    }

    public func handle(_ input: TabInput) -> Bool {
        guard case .key(let key) = input else { return false }
        if var modal = confirmation {
            switch modal.handle(key) {
            case .open: confirmation = modal
            case .closed(let action):
                confirmation = nil
                if case .clearHistory? = action { clearHistory() }
            }
            return true
        }
        if notice?.isError == false, keys.calculatorKey(for: key) != nil || key.isPaste { notice = nil }
        if let calculatorKey = keys.calculatorKey(for: key) {
            press([calculatorKey])
        } else if keys.scroll.matches(key) || keys.page.matches(key) || keys.ends.matches(key) {
            _ = scroll.handle(key, itemCount: rows.rows.count)
        } else if keys.clearHistory.matches(key) {
            guard !history.isEmpty else { return false }
            confirmation = Modal(title: strings.calculatorClearTitle,
                                 message: strings.calculatorClearMessage(lines: history.count, keepsCurrent: clearingKeepsCurrent),
                                 buttons: [.init(strings.calculatorClearButton, action: .clearHistory), .init(strings.words.cancel)],
                                 defaultButton: 1)
        } else if keys.paste.matches(key), case .paste(let text) = key {
            if notice?.isError == false { notice = nil }
            let pasted = PastedCalculation(text)
            press(pasted.keys)
            if pasted.wasCut {
                inform(.pasteCut(PastedCalculation.limit))
            } else if pasted.ignoredCount > 0 {
                inform(.pasteIgnored(pasted.ignoredCount))
            }
        } else {
            return false
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
            unsaved = pending
            notice = .saveFailed(ErrorLine.report(error, while: "saving the calculator history", logger: logger))
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
            notice = .clearFailed(ErrorLine.report(error, while: "clearing the calculator history", logger: logger))
        }
    }

    /// The lines of a calculation in progress, which clearing keeps.
    private var linesKeptOnClear: [HistoryLine] { calculator.isShowingResult ? [] : calculator.currentLines }

    /// Whether a calculation in progress would keep its lines on clearing.
    var clearingKeepsCurrent: Bool { !linesKeptOnClear.isEmpty }

    public func render(in area: Rect, buffer: inout Buffer) {
        lastWidth = area.width
        let view = CalculatorView(strings: strings, calculator: calculator, history: history, notice: notice)
        view.render(in: area, buffer: &buffer, rows: &rows, scroll: &scroll)
        confirmation?.render(in: area, buffer: &buffer)
    }
}
