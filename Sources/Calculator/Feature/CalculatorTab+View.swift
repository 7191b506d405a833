import CalculatorCore
import Logging
import DatabaseKit
import CalculatorStorage
import TabKit
import TerminalUI

extension CalculatorTab {
    public func render(in area: Rect, buffer: inout Buffer) {
        let view = CalculatorView(strings: strings, calculator: calculator, history: history, notice: notice)
        view.render(in: area, buffer: &buffer, rows: &rows, scroll: &scroll)
        confirmation?.render(in: area, buffer: &buffer)
    }
}
