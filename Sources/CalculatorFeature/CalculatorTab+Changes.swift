import CalculatorCore
import Logging
import Storage
import TabKit
import TerminalUI

/// The history: reading it page by page, writes submitted to the store,
/// its answers, and clearing.
extension CalculatorTab {
    /// Reads the newest page (at start, and when another program changed
    /// the history); the calculation in progress is kept as it is.
    func loadNewestPage() {
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
    func loadOlder(all: Bool) {
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

    /// A store's answer, or news that another program changed the data.
    func receive(_ message: any Sendable) -> Bool {
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

    /// Submits `steps`; the answer comes back as a message.
    func save(_ steps: [CalculationStep]) {
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
    func clearHistory() {
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
    var linesKeptOnClear: [HistoryLine] { calculator.isShowingResult ? [] : calculator.currentLines }

    /// Whether a calculation in progress would keep its lines on clearing.
    var clearingKeepsCurrent: Bool { !linesKeptOnClear.isEmpty }
}
