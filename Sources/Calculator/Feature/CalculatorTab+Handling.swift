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

    /// A click on a dialog's button presses it; a click on a line of the
    /// history chooses it, a double click brings its number back.
    public func handleClick(_ target: HitTarget, double: Bool) -> Bool {
        if let modal = confirmation {
            closeConfirmation(modal.handle(.click(target, double: double)))
            return true
        }
        guard case .row(Self.historyList, let index) = target, rows.rows.indices.contains(index),
              let line = rows.rows[index].line else { return false }
        choose(line: line)
        if double { useChosenLine() }
        return true
    }

    /// Chooses line `index` of the history and scrolls it into view.
    func choose(line index: Int) {
        guard !history.isEmpty else { return }
        let line = min(max(0, index), history.count - 1)
        selectedLine = line
        if notice?.isError == false { notice = nil }
        rows.fit(history, width: rows.width)
        if let shown = rows.rows(ofLine: line) { scroll.reveal(shown, itemCount: rows.rows.count) }
    }

    /// Back to typing: no line chosen, the newest lines in view.
    func leaveChosenLine() {
        selectedLine = nil
        scroll.scrollToEnd(itemCount: rows.rows.count)
    }

    /// Enter on a chosen line: its number becomes the number typed (after
    /// a result, a new calculation's first), and typing goes on.
    func useChosenLine() {
        guard let index = selectedLine, history.indices.contains(index) else { return }
        let line = history[index]
        guard let value = line.value, !value.isNaN else {
            inform(.cannotUseNaN)
            return
        }
        let wasShowingResult = calculator.isShowingResult
        calculator.recall(value)
        noteRecalled(line, afterResult: wasShowingResult)
        beforeClear = nil
        leaveChosenLine()
    }

    /// A list key while a line is chosen, or ↑ PgUp Home to choose one:
    /// moves the choice by lines (a page: as many lines as rows shown);
    /// ↓ past the newest line goes back to typing. Older lines are read
    /// as the choice comes near the first read.
    func moveChoice(_ action: ListKeys.Action) -> Bool {
        guard !history.isEmpty else { return false }
        let last = history.count - 1
        let page = max(1, scroll.viewportRows)
        // The entry counts as the line after the last: from it, only a move
        // up chooses a line (End is there already).
        let from = selectedLine ?? history.count
        let target = switch action {
        case .previous: from - 1
        case .next: from + 1
        case .pageUp: from - page
        case .pageDown: from + page
        case .first: 0
        case .last: max(last, from)
        }
        guard selectedLine != nil || target < from else { return false }
        if target > last {
            leaveChosenLine()
            return true
        }
        if olderCount > 0, target <= page || action == .first { readOlder(all: action == .first) }
        choose(line: target)
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
        if selectedLine != nil {
            if keys.useLine.matches(key) {
                useChosenLine()
                return true
            }
            if keys.leaveLine.matches(key) {
                leaveChosenLine()
                return true
            }
            // Any other key of the calculator goes back to typing, and types.
            if keys.calculatorKey(for: key) != nil || key.isPaste || keys.undoClear.matches(key) { leaveChosenLine() }
        }
        if keys.calculatorKey(for: key) != nil || key.isPaste {
            if notice?.isError == false { notice = nil }
            wordUnderError = nil
        }
        if let calculatorKey = keys.calculatorKey(for: key) {
            press([calculatorKey])
        } else if keys.scroll.matches(key) || keys.page.matches(key) || keys.ends.matches(key) {
            guard let action = keys.list.action(for: key) else { return false }
            if !moveChoice(action) {
                // Nothing to choose from: the view scrolls, as before.
                _ = scroll.handle(key, itemCount: rows.rows.count, keys: keys.list)
            }
        } else if keys.undoClear.matches(key) {
            undoClear()
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
            if calculator.refusesDigits(key) { inform(.tooManyDigits) }
            let wasShowingResult = calculator.isShowingResult
            let before = (calculator: calculator, typed: typedSinceResult)
            let lines = calculator.press(key)
            beforeClear = nil
            if key == .allClear || key == .clearEntry, before.calculator.display != calculator.display
                || before.calculator.currentLines != calculator.currentLines {
                beforeClear = before
                inform(.clearedUndoable)
            }
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

    /// `u`: the calculation AC or CE just cleared comes back, once.
    func undoClear() {
        guard let saved = beforeClear else {
            inform(.nothingToUndo)
            return
        }
        calculator = saved.calculator
        typedSinceResult = saved.typed
        beforeClear = nil
        inform(.clearUndone)
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
            selectedLine = nil
            rows.invalidate()
        }
        history += step.lines
        historyCalculations += Array(repeating: id, count: step.lines.count)
    }

    /// Shows a word about input; under a database error, which matters
    /// more and stays until it is solved, when one is shown.
    func inform(_ info: CalculatorNotice) {
        if notice?.isError == true { wordUnderError = info } else { notice = info }
    }
}
