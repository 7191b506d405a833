import CalculatorCore
import TabKit
import TerminalUI

/// Draws the calculator tab: the history in a pane that fills the top, and
/// below it a pane with the pending operator and the number, right-aligned
/// like a calculator's display, and any notice under the number.
///
/// Nothing is cut silently: a number wider than the room wraps onto more
/// lines; where even that does not fit (a window far below the supported
/// size) the last line shown ends in "…". Any `Rect` is safe.
struct CalculatorView {
    var strings: CalculatorStrings
    var calculator: Calculator
    var history: [HistoryLine]
    /// A message under the number.
    var notice: CalculatorNotice?
    /// A word about input shown under an error that stays (`notice`): a
    /// refused digit is said every time, whatever else is said.
    var word: CalculatorNotice? = nil
    /// The line of the history chosen (drawn as a list's selection).
    var selectedLine: Int? = nil
    /// Where the first read of the stored history stands: until it
    /// answers, the pane says it is reading, above any line typed since.
    var historyRead = FirstRead.read

    /// The number as shown: `+ 1,234`, `= 3,717`, or `1,234` with no
    /// operator; a number shown with fewer digits than it has carries `≈`
    /// (`≈ 2E20` in place of `= 2E20`, `+ ≈0.33333333333333333333`).
    var entryText: String {
        let mark = calculator.isDisplayRounded ? DecimalDisplay.roundedMark : ""
        if calculator.isShowingResult { return (mark.isEmpty ? "=" : mark) + " " + calculator.display }
        if let op = calculator.pendingOperator { return op.symbol + " " + mark + calculator.display }
        return mark + calculator.display
    }

    private func entryStyle(_ theme: Theme) -> Style {
        calculator.display == DecimalDisplay.notANumber ? theme.error : theme.normal.adding(.bold)
    }

    /// Where the history's lines go in `area` (inside its pane), or nil
    /// when the area leaves no room for the history: the one geometry for
    /// drawing and for the tab's `handle`, which lays the history out and
    /// sizes its pages from it before any frame.
    func historyList(in area: Rect) -> Rect? {
        guard area.width >= 5, area.height >= 3 else { return nil }
        let historyArea = area.splitBottom(entryHeight(in: area)).0
        guard historyArea.height >= 3 else { return nil }
        return Pane.inner(of: historyArea).inset(dx: 1, dy: 0)
    }

    /// The rows of the pane with the number and any notice.
    private func entryHeight(in area: Rect) -> Int {
        let textWidth = area.width - 4
        let numberLines = RightAlignedLines.lines(entryText, width: textWidth)
        return min(area.height, numberLines.count + messageLines(width: textWidth).count + 2)
    }

    /// Draws into `area`. `rows` is the history laid out and `scroll` where
    /// it is scrolled to, both made by the tab for its size; they are the
    /// view's own copies, brought in line here when `area` is another size.
    func render(in area: Rect, buffer: inout Buffer, rows: inout HistoryRows, scroll: inout ScrollListState) {
        guard !area.isEmpty else { return }
        let theme = buffer.theme
        guard area.width >= 5, area.height >= 3 else {
            // No room for boxes: the number alone, at the bottom right.
            let lines = RightAlignedLines.lines(entryText, width: area.width)
            let shown = min(lines.count, area.height)
            let bottom = Rect(x: area.x, y: area.maxY - shown, width: area.width, height: shown)
            drawRightAligned(lines, in: bottom, style: entryStyle(theme), buffer: &buffer)
            return
        }
        let textWidth = area.width - 4
        let numberLines = RightAlignedLines.lines(entryText, width: textWidth)
        let noticeLines = messageLines(width: textWidth)
        let (historyArea, entryArea) = area.splitBottom(entryHeight(in: area))
        renderHistory(in: historyArea, buffer: &buffer, rows: &rows, scroll: &scroll)

        let inner = Pane(isFocused: true).render(in: entryArea, buffer: &buffer).inset(dx: 1, dy: 0)
        let (numberArea, noticeArea) = inner.splitTop(numberLines.count)
        drawRightAligned(numberLines, in: numberArea, style: entryStyle(theme), buffer: &buffer)
        if !noticeLines.isEmpty, !noticeArea.isEmpty {
            var lines = Array(noticeLines.prefix(noticeArea.height))
            if lines.count < noticeLines.count, let last = lines.popLast() {
                lines.append((DisplayWidth.truncate(last.text + " …", to: noticeArea.width, ellipsis: "…"), last.isError))
            }
            for (row, line) in lines.enumerated() {
                buffer.write(line.text, x: noticeArea.x, y: noticeArea.y + row,
                             style: line.isError ? theme.error : theme.dim, maxWidth: noticeArea.width)
            }
        }
    }

    /// The notice's lines and then the word's, wrapped to `width`, each
    /// with whether it is an error's.
    private func messageLines(width: Int) -> [(text: String, isError: Bool)] {
        [notice, word].compactMap { $0 }.flatMap { message in
            TextWrap.lines(message.text(strings), width: width).map { (text: $0, isError: message.isError) }
        }
    }

    private func renderHistory(in area: Rect, buffer: inout Buffer, rows: inout HistoryRows, scroll: inout ScrollListState) {
        guard area.height >= 3 else { return }
        let theme = buffer.theme
        let list = Pane.inner(of: area).inset(dx: 1, dy: 0)
        rows.fit(history, width: list.width)
        let all = rows.rows
        scroll.update(itemCount: all.count, rows: max(1, list.height))
        let footer = all.count > list.height
            ? ScrollList.indicator(offset: scroll.offset, visible: list.height, count: all.count, width: max(0, area.width - 6))
            : ""
        Pane(title: strings.calculatorHistoryTitle, footer: footer).render(in: area, buffer: &buffer)
        guard !list.isEmpty else { return }
        if historyRead.isReading, all.count < list.height {
            // What is stored is not known yet: not "no calculations".
            ReadingLine(strings.calculatorReadingHistory).render(in: list.inset(dx: -1, dy: 0), buffer: &buffer)
        }
        if all.isEmpty {
            guard historyRead.hasData else { return }
            let lines = TextWrap.lines(strings.calculatorNoHistory, width: list.width)
            for (row, line) in lines.prefix(list.height).enumerated() {
                buffer.write(line, x: list.x, y: list.y + row, style: theme.dim, maxWidth: list.width)
            }
            return
        }
        let width = list.width
        // A short history sits at the bottom, next to the number it led to.
        let (_, filled) = list.splitBottom(all.count)
        buffer.mark(list, as: .area(CalculatorTab.historyList))
        ScrollList(count: all.count, isFocused: false, showsIndicator: false,
                   hitName: CalculatorTab.historyList) { index in
            let row = all[index]
            let base = Self.style(of: row.kind, theme: theme)
            let chosen = row.line != nil && row.line == selectedLine
            return (RightAlignedLines.padded(row.text, to: width),
                    chosen ? theme.itemStyle(isSelected: true, isFocused: true, base: base) : base)
        }
        .render(in: filled, buffer: &buffer, state: &scroll)
    }

    private static func style(of kind: HistoryRows.Kind, theme: Theme) -> Style {
        switch kind {
        case .operand, .gap: return theme.normal
        case .result: return theme.normal.adding(.bold)
        case .failedResult: return theme.error
        }
    }

    /// Writes `lines` right-aligned into `area`, top down; when they do not
    /// all fit, the last line shown ends in "…" so the cut is visible.
    private func drawRightAligned(_ lines: [String], in area: Rect, style: Style, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        var shown = Array(lines.prefix(area.height))
        if shown.count < lines.count, let last = shown.popLast() {
            shown.append(DisplayWidth.truncate(last, to: max(0, area.width - 1)) + "…")
        }
        for (row, line) in shown.enumerated() {
            buffer.write(RightAlignedLines.padded(line, to: area.width), x: area.x, y: area.y + row,
                         style: style, maxWidth: area.width)
        }
    }
}
