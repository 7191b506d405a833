import CalculatorCore
import Logging
import DatabaseKit
import CalculatorStorage
import TabKit
import TerminalUI

/// The history: reading it page by page, writes submitted to the store,
/// its answers, and clearing.
extension CalculatorTab {
    /// A page of the history read in the background.
    struct Page: Sendable {
        /// The lines, oldest first.
        var lines: [StoredHistoryLine]
        /// Stored lines in all, when the newest page was read.
        var total: Int?
    }

    /// Reads the newest page (when the tab is first shown, and when another
    /// program changed the history); the calculation in progress is kept as
    /// it is.
    func readNewestPage() {
        firstRead.asked()
        let store = self.store, ticket = writes.readStarting()
        effects.background {
            Message.newestPage(Result { Page(lines: try store.lastLines(Self.pageSize), total: try store.lineCount()) },
                               ticket)
        }
    }

    /// Shows the newest page read.
    func show(newestPage result: Result<Page, any Error>) {
        switch result {
        case .success(let page):
            selectedLine = nil
            history = page.lines.map(\.line)
            historyCalculations = page.lines.map(\.calculation)
            oldestPosition = page.lines.first?.position
            olderCount = max(0, (page.total ?? 0) - page.lines.count)
            rows.invalidate()
            scroll.scrollToEnd(itemCount: 0)
            if case .loadFailed = notice { notice = nil }
            firstRead.answered(succeeded: true)
        case .failure(let error):
            notice = .loadFailed(ErrorLine.report(error, while: "reading the calculator history", logger: logger))
            firstRead.answered(succeeded: false)
        }
    }

    /// Reads older lines before the oldest shown (one page, or everything
    /// that is left with `all`, for Home), unless a read of them is under way.
    func readOlder(all: Bool) {
        guard olderCount > 0, let before = oldestPosition, !readingOlder else { return }
        readingOlder = true
        let store = self.store, clears = self.clears, limit = all ? olderCount : Self.pageSize
        effects.background {
            Message.olderLines(Result { Page(lines: try store.lines(before: before, limit: limit), total: nil) },
                               clears: clears)
        }
    }

    /// Adds older lines read before the oldest shown, keeping the rows in
    /// view where they are.
    func show(olderLines result: Result<Page, any Error>) {
        switch result {
        case .success(let page):
            let older = page.lines
            guard !older.isEmpty else {
                olderCount = 0
                return
            }
            let rowsBefore = rows.rows.count
            history = older.map(\.line) + history
            selectedLine = selectedLine.map { $0 + older.count }
            historyCalculations = older.map(\.calculation) + historyCalculations
            oldestPosition = older.first?.position
            olderCount = max(0, olderCount - older.count)
            rows.invalidate()
            rows.fit(history, width: rows.width)
            scroll.shift(by: rows.rows.count - rowsBefore, itemCount: rows.rows.count)
        case .failure(let error):
            notice = .loadFailed(ErrorLine.report(error, while: "reading older calculator history", logger: logger))
        }
    }

    /// A store's answer, or news that another program changed the data.
    public func receive(_ message: any Sendable) -> Bool {
        if message is DataChangedElsewhere {
            if writes.storeChanged(), hasRead { readNewestPage() }
            return true
        }
        guard let message = message as? Message else { return false }
        var readAgain = false
        switch message {
        case .newestPage(let result, let ticket):
            switch writes.readAnswered(ticket) {
            case .show: show(newestPage: result)
            case .readAgain: readNewestPage()
            case .drop: break
            }
            return true
        case .olderLines(let result, let clearsThen):
            readingOlder = false
            // New lines do not change older ones; a clear since deleted them.
            if clearsThen == clears { show(olderLines: result) }
            return true
        case .saved:
            if case .saveFailed = notice { notice = nil }
        case .saveRefused(let detail):
            notice = .saveFailed(detail)
        case .clearRefused(let detail):
            notice = .clearFailed(detail)
            readAgain = true  // show what the store really holds
        }
        if writes.answered(readAgain: readAgain) { readNewestPage() }
        return true
    }

    /// Submits `steps`; the answer comes back as a message.
    func save(_ steps: [CalculationStep]) {
        writes.submitted()
        let store = self.store, logger = self.logger
        effects.start { messenger in
            store.append(steps) { result in
                switch result {
                case .success: messenger.send(Message.saved)
                case .failure(let failure):
                    logger.error("saving the calculator history: \(failure)")
                    messenger.send(Message.saveRefused(ErrorLine.cut(failure.why)))
                }
            }
        }
    }

    /// Deletes the stored history; a calculation in progress keeps its lines
    /// so that what follows still reads right. The screen shows the result
    /// at once; the write follows the ones before it.
    func clearHistory() {
        let kept = linesKeptOnClear
        clears += 1
        readingOlder = false
        let calculation = currentCalculation ?? newCalculationID()
        currentCalculation = calculation
        history = kept
        selectedLine = nil
        historyCalculations = Array(repeating: calculation, count: kept.count)
        oldestPosition = nil
        olderCount = 0
        rows.invalidate()
        scroll.scrollToEnd(itemCount: 0)
        if notice?.isError == true { notice = nil }
        writes.submitted()
        let store = self.store, logger = self.logger
        let steps = kept.isEmpty ? [] : [CalculationStep(calculation: calculation, lines: kept)]
        effects.start { messenger in
            store.replace(keeping: steps) { result in
                switch result {
                case .success: messenger.send(Message.saved)
                case .failure(let failure):
                    logger.error("clearing the calculator history: \(failure)")
                    messenger.send(Message.clearRefused(ErrorLine.cut(failure.why)))
                }
            }
        }
    }


    /// The lines of a calculation in progress, which clearing keeps.
    var linesKeptOnClear: [HistoryLine] { calculator.isShowingResult ? [] : calculator.currentLines }

    /// Whether a calculation in progress would keep its lines on clearing.
    var clearingKeepsCurrent: Bool { !linesKeptOnClear.isEmpty }
}
