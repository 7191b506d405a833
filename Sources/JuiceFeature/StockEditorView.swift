import JuiceCore
import TabKit
import TerminalUI

/// The stock editor drawn as a box centred in its area: a row per fruit
/// (emoji, name, stepper), then a line for refusals and errors.
struct StockEditorView {
    let strings: JuiceStrings
    let editor: StockEditor

    /// The box the editor takes when drawn in `area`.
    func box(in area: Rect) -> Rect {
        let width = min(area.width, max(labelWidth + stepper.preferredWidth(for: editor.stepper(.strawberry)) + 4, 46))
        let messageLines = TextWrap.lines(noticeText, width: max(1, width - 4))
        return area.centered(width: width, height: Fruit.allCases.count + 3 + messageLines.count + 1)
    }

    private var labelWidth: Int {
        2 + 2 + 1 + strings.widestFruitName + 2
    }

    private var stepper: Stepper { Stepper(theme: .standard, isFocused: true, format: strings.count) }

    func render(in area: Rect, buffer: inout Buffer) {
        let box = box(in: area)
        let stepper = stepper
        let stepperWidth = stepper.preferredWidth(for: editor.stepper(.strawberry))
        let labelWidth = labelWidth
        let messageLines = TextWrap.lines(noticeText, width: max(1, box.width - 4))
        guard !box.isEmpty else { return }
        buffer.fill(box)
        let inner = Pane(title: strings.stockEditorTitle, theme: .standard, isFocused: true).render(in: box, buffer: &buffer)
        let rows = inner.inset(dx: 1, dy: 0).splitTop(1).rest
        for (index, fruit) in Fruit.allCases.enumerated() where index < rows.height {
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
        }
        let messageTop = rows.y + Fruit.allCases.count + 1
        let style = editor.notice == nil ? Theme.standard.dim : Theme.standard.error
        for (index, line) in messageLines.enumerated() where messageTop + index < rows.maxY {
            buffer.write(line, x: rows.x, y: messageTop + index, style: style, maxWidth: rows.width)
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
