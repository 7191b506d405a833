import JuiceCore
import TabKit
import TerminalUI

/// The stock editor drawn as a box centred in its area, titled as the
/// original's screen (재고 추가): a row per fruit (emoji, name, stepper), a
/// line for refusals and errors, and the original's 닫기 button at the
/// bottom (Enter or Esc presses it when no count is being typed).
///
/// The box keeps one width whatever is typed: the steppers' width comes from
/// the range, not from the typed text.
struct StockEditorView {
    let strings: JuiceStrings
    let editor: StockEditor

    /// The box the editor takes when drawn in `area`.
    func box(in area: Rect) -> Rect {
        let content = max(labelWidth + stepperWidth, DisplayWidth.of(closeLabel), DisplayWidth.of(strings.stockEditorTitle) + 2)
        let width = min(area.width, max(content + 4, 46))
        let messageLines = TextWrap.lines(noticeText, width: max(1, width - 4))
        // Borders, a blank row, the fruits, a blank row, the message, a blank row, the button.
        return area.centered(width: width, height: 2 + 1 + Fruit.allCases.count + 1 + messageLines.count + 1 + 1)
    }

    private var labelWidth: Int {
        2 + 2 + 1 + strings.widestFruitName + 2
    }

    private var stepper: Stepper { Stepper(isFocused: true, format: strings.count) }

    /// The stepper's width for any count in range, nothing being typed.
    private var stepperWidth: Int {
        stepper.preferredWidth(for: StepperState(value: 0, range: Stock.range))
    }

    private var closeLabel: String { "[ \(strings.stockEditorClose) ]" }

    func render(in area: Rect, buffer: inout Buffer) {
        let box = box(in: area)
        let stepper = stepper
        let stepperWidth = stepperWidth
        let labelWidth = labelWidth
        let messageLines = TextWrap.lines(noticeText, width: max(1, box.width - 4))
        guard !box.isEmpty else { return }
        buffer.fill(box)
        buffer.markModal(box)
        let inner = Pane(title: strings.stockEditorTitle, isFocused: true).render(in: box, buffer: &buffer)
        let rows = inner.inset(dx: 1, dy: 0).splitTop(1).rest
        guard !rows.isEmpty else { return }
        let fruitRows = min(Fruit.allCases.count, rows.height)
        // The button takes the last row when it is below the fruits.
        let buttonY = rows.maxY - 1
        let showsButton = buttonY >= rows.y + fruitRows
        for (index, fruit) in Fruit.allCases.enumerated() where index < fruitRows {
            let y = rows.y + index
            let isFocus = fruit == editor.focus
            let label = (isFocus ? "> " : "  ") + fruit.emoji + " " + strings.fruitName(fruit)
            let labelRoom = min(labelWidth, max(0, rows.width - stepperWidth))
            buffer.write(DisplayWidth.truncate(label, to: labelRoom, ellipsis: "…"), x: rows.x, y: y,
                         style: isFocus ? Style(attributes: .bold) : .plain, maxWidth: labelRoom)
            var field = stepper
            field.isFocused = isFocus
            let fieldArea = Rect(x: rows.x + labelRoom, y: y, width: rows.maxX - rows.x - labelRoom, height: 1)
            field.render(in: fieldArea, buffer: &buffer, state: editor.stepper(fruit))
            buffer.mark(Rect(x: rows.x, y: y, width: rows.width, height: 1), as: .row(JuiceTab.stockList, index))
        }
        let messageTop = rows.y + Fruit.allCases.count + 1
        let messageEnd = showsButton ? buttonY - 1 : rows.maxY
        let style = editor.notice == nil ? buffer.theme.dim : buffer.theme.error
        for (index, line) in messageLines.enumerated() where messageTop + index < messageEnd {
            buffer.write(line, x: rows.x, y: messageTop + index, style: style, maxWidth: rows.width)
        }
        if showsButton {
            // While a count is typed, Enter sets it: the button waits, dimmed.
            let label = DisplayWidth.truncate(closeLabel, to: rows.width, ellipsis: "…")
            let x = rows.x + max(0, (rows.width - DisplayWidth.of(label)) / 2)
            let end = buffer.write(label, x: x, y: buttonY, style: editor.isTyping ? buffer.theme.dim : buffer.theme.normal,
                                   maxWidth: rows.maxX - x)
            // The button is the close key: a click presses it.
            buffer.mark(Rect(x: x, y: buttonY, width: end - x, height: 1), as: .key(.escape))
        }
    }

    private var noticeText: String {
        switch editor.notice {
        case .none: return strings.stockEditorSavedAtOnce
        case .refused(let refusal): return strings.stockRefusal(refusal)
        case .pasteRefused: return strings.stockPasteRefused
        case .saveFailed(let reason): return reason
        }
    }
}
