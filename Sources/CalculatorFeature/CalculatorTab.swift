import CalculatorCore
import Logging
import Storage
import TabKit
import TerminalUI

/// The calculator tab (seed 004): the number being typed and the pending
/// operator at the bottom right, the history of every calculation above it,
/// kept in the database across runs.
///
/// Keys go to `Calculator`; the lines it makes are shown in the history at
/// once (which jumps to its newest line) and submitted to the store, which
/// writes them in the background: the screen never waits for the disk. A
/// write held up by a locked or full database stays queued and is retried;
/// the shell says so and asks before quitting while anything is unsaved.
///
/// Only the newest page of the history is read at start; older pages are
/// read as the user scrolls up to them.
///
/// Each calculation's lines are stored together (`CalculationStep`): the
/// tab names the calculation the lines of every key belong to, so that
/// another bankui calculating on the same database at the same time never
/// interleaves its lines with ours. The screen follows the store's order: a
/// calculation moves to the end of the history with each step.
@MainActor
public final class CalculatorTab: TabScreen {
    public let id = TabID.calculator

    /// What a dialog's button does.
    enum Action: Sendable {
        /// Clear the stored history.
        case clearHistory
    }

    /// Results of the store's background writes, and news from elsewhere.
    enum Message: Sendable {
        /// A submitted write was made.
        case saved
        /// A submitted append was refused for good.
        case saveRefused(String)
        /// A submitted clear was refused for good.
        case clearRefused(String)
    }

    /// Lines read at a time: the newest page at start, then older pages.
    static let pageSize = 500

    let strings: CalculatorStrings
    let keys: CalculatorKeys
    private let store: any CalculatorHistoryStore
    private let messenger: TabMessenger
    private let logger = Logger(label: "bankui.calculator")

    /// The calculation on screen.
    private(set) var calculator = Calculator()
    /// The history lines read so far and those added since, oldest first.
    private(set) var history: [HistoryLine] = []
    /// The calculation of each line of `history` (nil for lines stored
    /// before calculations were kept together).
    private var historyCalculations: [CalculationID?] = []
    /// The calculation the calculator's current lines belong to.
    private var currentCalculation: CalculationID?
    /// Makes the id of each new calculation.
    private let newCalculationID: () -> CalculationID
    /// Where `history[0]` sorts when it was read from the store: older pages
    /// are read before it.
    private var oldestPosition: HistoryPosition?
    /// Stored lines older than `history[0]`, not read yet.
    private(set) var olderCount = 0
    /// Writes submitted and not answered yet: the history is read again
    /// only once they are.
    private var writes = PendingWrites()
    /// The message under the number, if any.
    private(set) var notice: CalculatorNotice?
    /// The keys typed since the last result (or AC), as the characters that
    /// type them (`12+34`): the draft kept when bankui stops mid-calculation,
    /// replayed at the next start. Keys, not numbers, so the draft does not
    /// depend on how the calculator holds its values. Kept up to date by
    /// `noteTyped` (CalculatorTab+Draft).
    var typedSinceResult = ""
    /// The clear-history question, while it is open.
    private(set) var confirmation: Modal<Action>?

    var scroll = ScrollListState(selectable: false, followsTail: true)
    var rows = HistoryRows()

    /// The tab over the app's database.
    public convenience init(language: Language, database: AppDatabase, messenger: TabMessenger,
                            keys overrides: KeyOverrides = .none) {
        self.init(language: language, store: CalculatorRepository(database: database), messenger: messenger, keys: overrides)
    }

    /// The tab over any store; reads the newest page of the history.
    init(language: Language, store: any CalculatorHistoryStore, messenger: TabMessenger, keys overrides: KeyOverrides = .none,
         newCalculationID: @escaping () -> CalculationID = { CalculationID.random() }) {
        strings = CalculatorStrings(language)
        keys = CalculatorKeys(strings, overrides: overrides)
        self.store = store
        self.messenger = messenger
        self.newCalculationID = newCalculationID
        loadNewestPage()
    }

    /// Every line of the history, read or not: for the clear question.
    var totalLineCount: Int { olderCount + history.count }

    /// Reads the newest page (at start, and when another program changed
    /// the history); the calculation in progress is kept as it is.
    private func loadNewestPage() {
        do {
            let count = try store.lineCount()
            let page = try store.lastLines(Self.pageSize)
            history = page.map(\.line)
            historyCalculations = page.map(\.calculation)
            oldestPosition = page.first?.position
            olderCount = max(0, count - page.count)
            rows.invalidate()
            scroll.scrollToEnd(itemCount: 0)
            if case .loadFailed = notice { notice = nil }
        } catch {
            notice = .loadFailed(ErrorLine.report(error, while: "reading the calculator history", logger: logger))
        }
    }

    /// Reads older lines before the oldest shown, keeping the rows in view
    /// where they are. `all` reads everything that is left (Home).
    private func loadOlder(all: Bool) {
        guard olderCount > 0, let before = oldestPosition else { return }
        do {
            let older = try store.lines(before: before, limit: all ? olderCount : Self.pageSize)
            guard !older.isEmpty else {
                olderCount = 0
                return
            }
            let rowsBefore = rows.rows.count
            history = older.map(\.line) + history
            historyCalculations = older.map(\.calculation) + historyCalculations
            oldestPosition = older.first?.position
            olderCount = max(0, olderCount - older.count)
            rows.invalidate()
            rows.fit(history, width: rows.width)
            scroll.shift(by: rows.rows.count - rowsBefore, itemCount: rows.rows.count)
        } catch {
            notice = .loadFailed(ErrorLine.report(error, while: "reading older calculator history", logger: logger))
        }
    }

    public var capturesKeys: Bool { confirmation != nil }

    public var keySections: [KeySection] { keys.sections }

    /// Every key of the calculator tab, for help and the key documentation.
    public static func keySections(_ language: Language, keys overrides: KeyOverrides = .none) -> [KeySection] {
        CalculatorKeys(CalculatorStrings(language), overrides: overrides).sections
    }

    /// The history's name in the frame's marks.
    nonisolated static let historyList = "calculator.history"

    /// The clear question closed: clears when that was the answer.
    private func closeConfirmation(_ outcome: Modal<Action>.Outcome) {
        guard case .closed(let action) = outcome else { return }
        confirmation = nil
        if case .clearHistory? = action { clearHistory() }
    }

    public func handle(_ input: TabInput) -> Bool {
        let key: Key
        switch input {
        case .key(let pressed): key = pressed
        case .tick: return false
        case .click(let target, let double):
            // The history has no selection to choose (the keys only scroll
            // it): a click means something only on a dialog's button.
            guard let modal = confirmation else { return false }
            closeConfirmation(modal.handle(.click(target, double: double)))
            return true
        case .scroll(let target, let rows):
            // The wheel over the history scrolls it, as ↑↓ (reading older lines).
            guard confirmation == nil, target.areaName == Self.historyList else { return false }
            return handle(.key(rows < 0 ? .up : .down))
        case .message(let message):
            return receive(message)
        }
        if var modal = confirmation {
            let outcome = modal.handle(key, keys: keys.dialog)
            if case .open = outcome { confirmation = modal } else { closeConfirmation(outcome) }
            return true
        }
        if notice?.isError == false, keys.calculatorKey(for: key) != nil || key.isPaste { notice = nil }
        if let calculatorKey = keys.calculatorKey(for: key) {
            press([calculatorKey])
        } else if keys.scroll.matches(key) || keys.page.matches(key) || keys.ends.matches(key) {
            // Near the top of what was read: read the page before it first.
            if olderCount > 0, key == .home
                || ([Key.up, .character("k"), .pageUp].contains(key) && scroll.offset <= scroll.viewportRows) {
                loadOlder(all: key == .home)
            }
            _ = scroll.handle(key, itemCount: rows.rows.count)
        } else if keys.clearHistory.matches(key) {
            guard totalLineCount > 0 else { return false }
            confirmation = Modal(title: strings.calculatorClearTitle,
                                 message: strings.calculatorClearMessage(lines: totalLineCount, keepsCurrent: clearingKeepsCurrent),
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

    /// Presses the keys in order and submits the lines they made in one
    /// write, each in its calculation.
    private func press(_ keys: [CalculatorKey]) {
        var added: [HistoryLine] = []
        for key in keys {
            if calculator.isEntryFull, Self.typesADigit(key) { inform(.tooManyDigits) }
            let wasShowingResult = calculator.isShowingResult
            let lines = calculator.press(key)
            added += lines
            noteTyped(key, afterResult: wasShowingResult, lines: lines)
        }
        guard !added.isEmpty else { return }
        let split = CalculationStep.split(added, continuing: currentCalculation, newID: newCalculationID)
        currentCalculation = split.current
        for step in split.steps { show(step) }
        save(split.steps)
        scroll.scrollToEnd(itemCount: rows.rows.count)
    }

    /// Adds a step's lines to the history shown. When lines of another
    /// program came after the calculation's earlier lines, the calculation
    /// moves to the end first, as it does in the store.
    private func show(_ step: CalculationStep) {
        let id = step.calculation
        if historyCalculations.last != id, historyCalculations.contains(id) {
            var kept: [HistoryLine] = [], keptCalculations: [CalculationID?] = [], moved: [HistoryLine] = []
            for (line, calculation) in zip(history, historyCalculations) {
                if calculation == id {
                    moved.append(line)
                } else {
                    kept.append(line)
                    keptCalculations.append(calculation)
                }
            }
            history = kept + moved
            historyCalculations = keptCalculations + Array(repeating: id, count: moved.count)
            rows.invalidate()
        }
        history += step.lines
        historyCalculations += Array(repeating: id, count: step.lines.count)
    }

    /// A store's answer, or news that another program changed the data.
    private func receive(_ message: any Sendable) -> Bool {
        if message is DataChangedElsewhere {
            if writes.storeChanged() { loadNewestPage() }
            return true
        }
        guard let message = message as? Message else { return false }
        var readAgain = false
        switch message {
        case .saved:
            if case .saveFailed = notice { notice = nil }
        case .saveRefused(let detail):
            notice = .saveFailed(detail)
        case .clearRefused(let detail):
            notice = .clearFailed(detail)
            readAgain = true  // show what the store really holds
        }
        if writes.answered(readAgain: readAgain) { loadNewestPage() }
        return true
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

    /// Submits `steps`; the answer comes back as a message.
    private func save(_ steps: [CalculationStep]) {
        writes.submitted()
        let messenger = self.messenger, logger = self.logger
        store.append(steps) { result in
            switch result {
            case .success: messenger.send(Message.saved)
            case .failure(let failure):
                logger.error("saving the calculator history: \(failure)")
                messenger.send(Message.saveRefused(ErrorLine.cut(failure.why)))
            }
        }
    }

    /// Deletes the stored history; a calculation in progress keeps its lines
    /// so that what follows still reads right. The screen shows the result
    /// at once; the write follows the ones before it.
    private func clearHistory() {
        let kept = linesKeptOnClear
        let calculation = currentCalculation ?? newCalculationID()
        currentCalculation = calculation
        history = kept
        historyCalculations = Array(repeating: calculation, count: kept.count)
        oldestPosition = nil
        olderCount = 0
        rows.invalidate()
        scroll.scrollToEnd(itemCount: 0)
        if notice?.isError == true { notice = nil }
        writes.submitted()
        let messenger = self.messenger, logger = self.logger
        let steps = kept.isEmpty ? [] : [CalculationStep(calculation: calculation, lines: kept)]
        store.replace(keeping: steps) { result in
            switch result {
            case .success: messenger.send(Message.saved)
            case .failure(let failure):
                logger.error("clearing the calculator history: \(failure)")
                messenger.send(Message.clearRefused(ErrorLine.cut(failure.why)))
            }
        }
    }


    /// The lines of a calculation in progress, which clearing keeps.
    private var linesKeptOnClear: [HistoryLine] { calculator.isShowingResult ? [] : calculator.currentLines }

    /// Whether a calculation in progress would keep its lines on clearing.
    var clearingKeepsCurrent: Bool { !linesKeptOnClear.isEmpty }

    public func render(in area: Rect, buffer: inout Buffer) {
        let view = CalculatorView(strings: strings, calculator: calculator, history: history, notice: notice)
        view.render(in: area, buffer: &buffer, rows: &rows, scroll: &scroll)
        confirmation?.render(in: area, buffer: &buffer)
    }
}

/// Drafts: the kept shape and the bookkeeping are in CalculatorTab+Draft.
extension CalculatorTab {
    public var draft: String? {
        typedSinceResult.isEmpty ? nil : TabDraft.encode(Draft(keys: typedSinceResult))
    }

    /// Types the kept keys again. The lines they make are not written:
    /// they were written as they were made, before bankui stopped.
    public func restoreDraft(_ text: String) -> Bool {
        guard let draft = TabDraft.decode(Draft.self, from: text), draft.kind == Draft.kindName else { return false }
        let keys = draft.keys.compactMap(CalculatorKey.from(character:))
        guard !keys.isEmpty else { return false }
        var calculator = Calculator()
        for key in keys { calculator.press(key) }
        self.calculator = calculator
        typedSinceResult = calculator.isShowingResult || calculator.isCleared ? "" : draft.keys
        return true
    }
}
