import CalculatorCore
import Logging
import DatabaseKit
import CalculatorStorage
import TabKit
import TerminalUI

extension CalculatorTab {
    /// What is drawn, from the tab's state.
    var view: CalculatorView {
        CalculatorView(strings: strings, calculator: calculator, history: history, notice: notice, word: wordUnderError,
                       selectedLine: selectedLine, historyRead: firstRead)
    }

    /// Reads only: the history's rows and scroll are drawn from copies, which
    /// `prepareFrame` has already fitted to the size the shell gave (so the
    /// copies change only when `area` is another size, as in a test).
    public func render(in area: Rect, buffer: inout Buffer) {
        var rows = self.rows, scroll = self.scroll
        view.render(in: area, buffer: &buffer, rows: &rows, scroll: &scroll)
        confirmation?.render(in: area, buffer: &buffer)
    }

    /// Lays the history out for the size the shell gave and sizes its
    /// pages, after every input: the scroll keys, the wheel and the hint
    /// bar then read what this size shows, not what the last frame did.
    public func prepareFrame() {
        guard let areaSize, let list = view.historyList(in: Rect(x: 0, y: 0, width: areaSize.width, height: areaSize.height))
        else { return }
        rows.fit(history, width: list.width)
        scroll.update(itemCount: rows.rows.count, rows: max(1, list.height))
    }
}
