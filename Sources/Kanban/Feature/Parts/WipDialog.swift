import KanbanCore
import TabKit
import TerminalUI
import TextKit

/// `W`: the soft limit of the chosen column on the board shown, typed as
/// a number (empty for none); while the archive is shown, after how many
/// days DONE's cards go there. Enter sets it (one change, undoable,
/// shared), Esc closes.
struct WipDialog: Sendable {
    let column: KanbanColumn
    /// The archive's days, not a limit.
    let archive: Bool
    var field: TextFieldState
    /// Why the last Enter was refused.
    var refused = false

    init(column: KanbanColumn, limit: Int?) {
        self.column = column
        archive = false
        field = TextFieldState(text: limit.map(String.init) ?? "", maxLength: 8)
        field.selectAll()
    }

    /// The archive's days (`days`, 0 never).
    init(archiveDays days: Int) {
        column = .done
        archive = true
        field = TextFieldState(text: String(days), maxLength: 8)
        field.selectAll()
    }

    func box(in area: Rect) -> Rect {
        area.centered(width: min(area.width, 64), height: min(area.height, 7))
    }

    /// `count`: the cards of the column (of the archive); `days`: the
    /// archive's days now.
    func render(in area: Rect, count: Int, days: Int = 0, strings: KanbanStrings, buffer: inout Buffer) {
        let box = box(in: area)
        guard !box.isEmpty else { return }
        buffer.fill(box)
        buffer.markModal(box)
        let title = archive ? strings.archiveDaysTitle : strings.wipTitle(column)
        let inner = Pane(title: title, isFocused: true).render(in: box, buffer: &buffer).inset(dx: 1, dy: 0)
        guard inner.height > 0 else { return }
        let question = archive ? strings.archiveDaysQuestion(days: days, count: count) : strings.wipQuestion(column, count: count)
        let lines = TextWrap.lines(question, width: max(1, inner.width))
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
            let why = archive ? strings.archiveDaysNotANumber : strings.wipNotANumber
            buffer.write(DisplayWidth.truncate(why, to: inner.width, ellipsis: "…"), x: inner.x, y: y + 1,
                         style: buffer.theme.error, maxWidth: inner.width)
        }
    }
}
