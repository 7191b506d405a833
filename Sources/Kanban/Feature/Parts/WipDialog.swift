import KanbanCore
import TabKit
import TerminalUI
import TextKit

/// `w`: the soft limit of the chosen column on the board shown, typed as
/// a number (empty for none). Enter sets it (one change, undoable,
/// shared), Esc closes.
struct WipDialog: Sendable {
    let column: KanbanColumn
    var field: TextFieldState
    /// Why the last Enter was refused.
    var refused = false

    init(column: KanbanColumn, limit: Int?) {
        self.column = column
        field = TextFieldState(text: limit.map(String.init) ?? "", maxLength: 8)
        field.selectAll()
    }

    func box(in area: Rect) -> Rect {
        area.centered(width: min(area.width, 64), height: min(area.height, 7))
    }

    func render(in area: Rect, count: Int, strings: KanbanStrings, buffer: inout Buffer) {
        let box = box(in: area)
        guard !box.isEmpty else { return }
        buffer.fill(box)
        buffer.markModal(box)
        let inner = Pane(title: strings.wipTitle(column), isFocused: true).render(in: box, buffer: &buffer).inset(dx: 1, dy: 0)
        guard inner.height > 0 else { return }
        let lines = TextWrap.lines(strings.wipQuestion(column, count: count), width: max(1, inner.width))
        let room = max(0, inner.height - 2)
        for (index, line) in lines.prefix(room).enumerated() {
            buffer.write(line, x: inner.x, y: inner.y + index, maxWidth: inner.width)
        }
        let y = inner.y + min(lines.count, room)
        guard y < inner.maxY else { return }
        var state = field
        TextField(isFocused: true).render(in: Rect(x: inner.x, y: y, width: min(10, inner.width), height: 1), buffer: &buffer,
                                          state: &state)
        if refused, y + 1 < inner.maxY {
            buffer.write(DisplayWidth.truncate(strings.wipNotANumber, to: inner.width, ellipsis: "…"), x: inner.x, y: y + 1,
                         style: buffer.theme.error, maxWidth: inner.width)
        }
    }
}
