import CalculatorCore
import Logging
import DatabaseKit
import CalculatorStorage
import TabKit
import TerminalUI

/// Everything the user does on the calculator: keys, pastes, clicks and
/// the wheel, and the clear-history question.
extension CalculatorTab: InputHandling {
    /// The history's name in the frame's marks.
    nonisolated static let historyList = "calculator.history"

    public func didResize(to size: Size) { areaSize = size }

    /// The clear question closed: clears when that was the answer.
    func closeConfirmation(_ outcome: Modal<Action>.Outcome) {
        guard case .closed(let action) = outcome else { return }
        confirmation = nil
        if case .clearHistory? = action { clearHistory() }
    }

    /// A click means something only on a dialog's button: the history has
    /// no selection to choose (the keys only scroll it).
    public func handleClick(_ target: HitTarget, double: Bool) -> Bool {
        guard let modal = confirmation else { return false }
        closeConfirmation(modal.handle(.click(target, double: double)))
        return true
    }

    /// The wheel over the history scrolls it (reading older lines near the
    /// top, as the keys do): the wheel is its own input, so it scrolls
    /// whatever keys the user gave the list.
    public func handleScroll(_ target: HitTarget, by rows: Int) -> Bool {
        guard confirmation == nil, target.areaName == Self.historyList else { return false }
        scrollHistory(by: rows)
        return true
    }

    /// Scrolls the history `rows` lines (up < 0), reading the page before
    /// what was read first when it comes near the top.
    func scrollHistory(by rows: Int) {
        if olderCount > 0, rows < 0, scroll.offset <= scroll.viewportRows { readOlder(all: false) }
        scroll.scroll(by: rows, itemCount: self.rows.rows.count)
    }

    public func handleKey(_ key: Key) -> Bool {
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
            let action = keys.list.action(for: key)
            if olderCount > 0, action == .first || ((action == .previous || action == .pageUp) && scroll.offset <= scroll.viewportRows) {
                readOlder(all: action == .first)
            }
            _ = scroll.handle(key, itemCount: rows.rows.count, keys: keys.list)
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
    func press(_ keys: [CalculatorKey]) {
        var added: [HistoryLine] = []
        for key in keys {
            if calculator.isEntryFull, Self.typesADigit(key) { inform(.tooManyDigits) }
            let wasShowingResult = calculator.isShowingResult
            let lines = calculator.press(key)
            if let end = calculator.leftRange { inform(.outOfRange(end)) }
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
    func show(_ step: CalculationStep) {
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

    /// Shows a word about input, unless a database error is shown: that
    /// one matters more and stays until it is solved.
    func inform(_ info: CalculatorNotice) {
        if notice?.isError != true { notice = info }
    }

    static func typesADigit(_ key: CalculatorKey) -> Bool {
        switch key {
        case .digit, .doubleZero: return true
        default: return false
        }
    }
}
