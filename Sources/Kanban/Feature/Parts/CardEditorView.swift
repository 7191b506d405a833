import KanbanCore
import TabKit
import TerminalUI

/// The card editor drawn as a box over the board:
///
/// ```
/// ┌ New card ─────────────────────────────────────────┐
/// │ Title     Write the report                        │
/// │                                            16/100 │
/// │ Deadline  +3d                  → 2026-11-26 (Thu) │
/// │           2026-12-1, today, fri, next week fri, +3d… │
/// │ ┌ Body ─────────────────────────────────────────┐ │
/// │ │                                               │ │
/// │ │                                        0/1000 │ │
/// │ └───────────────────────────────────────────────┘ │
/// │                                                   │
/// │ Repeat    1w      → every week · next 2026-12-03 (Thu) │
/// │           1w, 2w, 1m, 3d, daily, weekly, monthly; … │
/// └───────────────────────────────────────────────────┘
/// ```
///
/// The rows under Title, Deadline and Repeat carry their notes (a refusal
/// in the error style), the row under the body the body's; the body's
/// counter is always in sight. Repeat comes last, after Body, in the order
/// `Tab` takes. "Discard changes?" is drawn over it while asked.
struct CardEditorView {
    let strings: KanbanStrings
    let editor: CardEditor
    let today: Deadline

    /// The editor's name in the frame's marks: a field is the item named
    /// by its ``CardEditor/Field`` (`title`, `deadline`, `body`).
    static let area = "kanban.editor"

    /// The widest and tallest the editor grows.
    static let widest = 76
    static let tallest = 20

    func box(in area: Rect) -> Rect {
        let width = min(area.width, Self.widest)
        // Slivers of columns beside it would only be noise: then it takes the width.
        return area.centered(width: area.width - width < 24 ? area.width : width, height: min(area.height, Self.tallest))
    }

    private var labelWidth: Int {
        [strings.fieldTitle, strings.fieldDeadline, strings.fieldRepeat].map { DisplayWidth.of($0) }.max().map { $0 + 2 } ?? 10
    }

    func render(in area: Rect, buffer: inout Buffer) {
        let box = box(in: area)
        guard !box.isEmpty else { return }
        buffer.fill(box)
        buffer.markModal(box)  // modal: a click on the board under it means nothing
        let heading: String
        switch editor.mode {
        case .new(let column): heading = strings.newCardTitle + " · " + column.title
        case .edit(let card): heading = strings.editCardTitle + " · " + card.column.title
        }
        let inner = Pane(title: heading, isFocused: true).render(in: box, buffer: &buffer).inset(dx: 1, dy: 0)
        guard !inner.isEmpty else { return }
        let theme = buffer.theme
        let rows = inner.rows([.fixed(1), .fixed(1), .fixed(1), .fixed(1), .fill(1), .fixed(1), .fixed(1), .fixed(1)])
        let fieldX = inner.x + min(labelWidth, inner.width)
        let fieldRoom = max(0, inner.maxX - fieldX)
        // A click on a field's row (its label too) or on the body's box
        // gives that field the keys: marked where each is drawn.
        buffer.mark(rows[0], as: .item(Self.area, CardEditor.Field.title.rawValue))
        buffer.mark(rows[2], as: .item(Self.area, CardEditor.Field.deadline.rawValue))
        buffer.mark(rows[4], as: .item(Self.area, CardEditor.Field.body.rawValue))
        buffer.mark(rows[6], as: .item(Self.area, CardEditor.Field.repeats.rawValue))

        // Title, and under it its note and its counter.
        label(strings.fieldTitle, field: .title, row: rows[0], buffer: &buffer)
        var title = editor.title
        TextField(theme: theme, isFocused: editor.focus == .title && !asking)
            .render(in: Rect(x: fieldX, y: rows[0].y, width: fieldRoom, height: rows[0].height), buffer: &buffer, state: &title)
        let counter = "\(title.text.count)/\(CardLimits.title)"
        let counterStyle = title.text.count >= CardLimits.title ? theme.error : theme.dim
        note(editor.notes[.title], in: Rect(x: fieldX, y: rows[1].y, width: fieldRoom, height: rows[1].height),
             right: (counter, counterStyle), buffer: &buffer)

        // Deadline: the field, how it reads, and a note or the forms it takes.
        label(strings.fieldDeadline, field: .deadline, row: rows[2], buffer: &buffer)
        let reading: (String, Style)
        switch editor.deadlineReading(today: today) {
        case .success(let date?): reading = (strings.readsAs(strings.dateWithWeekday(date)), theme.normal.adding(.bold))
        case .success(nil): reading = (strings.readsAs(strings.noDeadline), theme.dim)
        case .failure(.ambiguous(_, let days)):
            reading = (strings.readsAs(days.map(strings.dateWithWeekday).joined(separator: " | ") + " ?"), theme.dim)
        case .failure: reading = ("→ ?", theme.dim)
        }
        let readingWidth = DisplayWidth.of(reading.0)
        let deadlineWidth = max(0, min(CardEditor.deadlineLength, fieldRoom - readingWidth - 2))
        let typedDeadline: Deadline?
        if case .success(let date) = editor.deadlineReading(today: today) { typedDeadline = date } else { typedDeadline = nil }
        var deadline = editor.deadline
        TextField(theme: theme, isFocused: editor.focus == .deadline && !asking)
            .render(in: Rect(x: fieldX, y: rows[2].y, width: deadlineWidth, height: rows[2].height), buffer: &buffer, state: &deadline)
        let readingX = fieldX + deadlineWidth + 2
        if readingX + readingWidth <= inner.maxX {
            buffer.write(reading.0, x: readingX, y: rows[2].y, style: reading.1, maxWidth: inner.maxX - readingX)
        }
        if editor.notes[.deadline] == nil {
            buffer.write(DisplayWidth.truncate(strings.deadlineHint, to: fieldRoom, ellipsis: "…"), x: fieldX, y: rows[3].y,
                         style: theme.dim, maxWidth: fieldRoom)
        } else {
            note(editor.notes[.deadline], in: Rect(x: fieldX, y: rows[3].y, width: fieldRoom, height: rows[3].height),
                 right: nil, buffer: &buffer)
        }

        // Body, in a box of its own with the counter inside.
        let bodyFocused = editor.focus == .body
        let bodyInner = Pane(title: strings.fieldBody, theme: theme, isFocused: bodyFocused).render(in: rows[4], buffer: &buffer)
        var body = editor.body
        TextArea(theme: theme, isFocused: bodyFocused && !asking)
            .render(in: bodyInner.inset(dx: 1, dy: 0), buffer: &buffer, state: &body)
        note(editor.notes[.body], in: rows[5], right: nil, buffer: &buffer)

        // Repeat: the field, how it reads (and when the next one would
        // be), and a note or the forms it takes.
        label(strings.fieldRepeat, field: .repeats, row: rows[6], buffer: &buffer)
        let repeatReading: (String, Style)
        switch editor.repeatsReading {
        case .success(let rule?):
            let next = rule.nextDeadline(after: typedDeadline, doneOn: today)
            repeatReading = (strings.readsAs(strings.repeatReading(rule, next: next)), theme.normal.adding(.bold))
        case .success(nil): repeatReading = (strings.readsAs(strings.noRepeat), theme.dim)
        case .failure: repeatReading = ("→ ?", theme.dim)
        }
        // The field keeps room for what is typed; the reading is cut first.
        let repeatsWidth = max(0, min(CardEditor.repeatsLength, max(12, DisplayWidth.of(editor.repeats.text) + 1),
                                      fieldRoom - 2))
        var repeats = editor.repeats
        TextField(theme: theme, isFocused: editor.focus == .repeats && !asking)
            .render(in: Rect(x: fieldX, y: rows[6].y, width: repeatsWidth, height: rows[6].height), buffer: &buffer, state: &repeats)
        let repeatX = fieldX + repeatsWidth + 2
        if repeatX < inner.maxX {
            buffer.write(DisplayWidth.truncate(repeatReading.0, to: inner.maxX - repeatX, ellipsis: "…"), x: repeatX,
                         y: rows[6].y, style: repeatReading.1, maxWidth: inner.maxX - repeatX)
        }
        if editor.notes[.repeats] == nil {
            buffer.write(DisplayWidth.truncate(strings.repeatHint, to: fieldRoom, ellipsis: "…"), x: fieldX, y: rows[7].y,
                         style: theme.dim, maxWidth: fieldRoom)
        } else {
            note(editor.notes[.repeats], in: Rect(x: fieldX, y: rows[7].y, width: fieldRoom, height: rows[7].height),
                 right: nil, buffer: &buffer)
        }

        if let question = editor.discardQuestion ?? editor.seriesQuestion?.modal {
            buffer.cursor = nil
            question.render(in: box, buffer: &buffer)
        }
    }

    /// Whether a question is asked over the fields (they then have no cursor).
    private var asking: Bool { editor.discardQuestion != nil || editor.seriesQuestion != nil }

    /// A field's label, standing out when the field has the keys.
    private func label(_ text: String, field: CardEditor.Field, row: Rect, buffer: inout Buffer) {
        let style = editor.focus == field ? buffer.theme.focusedBorder : buffer.theme.normal
        buffer.write(DisplayWidth.truncate(text, to: min(labelWidth - 1, row.width)), x: row.x, y: row.y, style: style,
                     maxWidth: min(labelWidth - 1, row.width))
    }

    /// A note on the left of `row` (cut with "…"), and `right` at its right.
    private func note(_ note: CardEditor.Note?, in row: Rect, right: (String, Style)?, buffer: inout Buffer) {
        guard !row.isEmpty else { return }
        var room = row.width
        if let (text, style) = right {
            let width = DisplayWidth.of(text)
            if width < row.width {
                buffer.write(text, x: row.maxX - width, y: row.y, style: style, maxWidth: width)
                room = row.width - width - 1
            }
        }
        guard let note, room > 0 else { return }
        buffer.write(DisplayWidth.truncate(text(of: note), to: room, ellipsis: "…"), x: row.x, y: row.y,
                     style: buffer.theme.error, maxWidth: room)
    }

    private func text(of note: CardEditor.Note) -> String {
        switch note {
        case .titleRequired: return strings.titleRequired
        case .titleCut(let dropped): return strings.titleCut(limit: CardLimits.title, dropped: dropped)
        case .deadline(let error): return strings.deadlineError(error)
        case .repeats(let error): return strings.repeatError(error)
        case .bodyCut(let dropped): return strings.bodyCut(limit: CardLimits.body, dropped: dropped)
        }
    }
}
