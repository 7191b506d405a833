import BankCore
import TerminalUI

/// The planner form drawn as a box over the board: a row per field (its
/// label, then the text, or a choice between ‹ ›), then a line that says
/// what happens: what the planner does, that it is planning, or what cannot
/// be read. Where the box is shorter than the fields, they scroll so that
/// the focused one shows, with ↑ or ↓ beside the labels where more are.
struct PlannerFormView {
    let form: PlannerForm
    let running: Bool
    /// A key was typed while running: say why it did nothing.
    var keysWait = false
    let failure: PlanFailure?
    let strings: BankStrings

    private var labelWidth: Int {
        PlannerForm.Field.allCases.map { DisplayWidth.of(strings.fieldLabel($0)) }.max() ?? 0
    }

    private var status: (text: String, isError: Bool) {
        if running { return (keysWait ? strings.plannerKeysWait : strings.plannerRunning, false) }
        if let problem = form.problem { return (strings.plannerProblem(problem), true) }
        if let failure { return (strings.fieldLabel(.profile) + ": " + strings.planFailure(failure), true) }
        return (strings.plannerAbout, false)
    }

    func box(in area: Rect) -> Rect {
        let width = min(area.width, 74)
        let statusLines = min(3, TextWrap.lines(status.text, width: max(1, width - 4)).count)
        let height = 2 + 1 + PlannerForm.Field.allCases.count + 1 + statusLines + 1
        return area.centered(width: width, height: min(area.height, height))
    }

    /// The first field shown when `visible` rows show: the focused field
    /// as near the middle as the ends allow.
    static func firstShown(focus: Int, count: Int, visible: Int) -> Int {
        guard visible < count else { return 0 }
        return max(0, min(count - visible, focus - visible / 2))
    }

    func render(in area: Rect, buffer: inout Buffer) {
        let box = box(in: area)
        guard !box.isEmpty else { return }
        buffer.fill(box)
        buffer.markModal(box)
        let inner = Pane(title: strings.plannerTitle, isFocused: true).render(in: box, buffer: &buffer)
        let rows = inner.inset(dx: 1, dy: 0).splitTop(1).rest
        guard !rows.isEmpty else { return }
        let (text, isError) = status
        let statusText = TextWrap.lines(text, width: max(1, rows.width))
        // The status keeps a line and the blank above it before the fields
        // take the rest; what cannot be read, and a plan on its way, keep
        // up to three (the fields scroll instead).
        let fields = PlannerForm.Field.allCases
        let whole = isError || running
        let statusRoom = max(1, min(statusText.count, whole ? min(3, rows.height - 2) : rows.height - fields.count - 1))
        let visible = max(1, min(fields.count, rows.height - statusRoom - 1))
        let first = Self.firstShown(focus: form.focus.rawValue, count: fields.count, visible: visible)
        let labelRoom = min(labelWidth + 3, rows.width)
        for (row, field) in fields.dropFirst(first).prefix(visible).enumerated() {
            let y = rows.y + row
            guard y < rows.maxY else { break }
            let isFocus = field == form.focus && !running
            var label = strings.fieldLabel(field)
            if row == 0, first > 0 { label = "↑ " + label } else if row == visible - 1, first + visible < fields.count { label = "↓ " + label }
            buffer.write(label, x: rows.x, y: y, style: isFocus ? Style(attributes: .bold) : .plain, maxWidth: labelRoom - 1)
            let fieldArea = Rect(x: rows.x + labelRoom, y: y, width: max(0, rows.maxX - rows.x - labelRoom), height: 1)
            if field.isChoice {
                let name = field == .service ? strings.serviceName(form.service) : strings.planKindName(byHour: form.byHour)
                buffer.write("‹ " + name + " ›", x: fieldArea.x, y: y, style: isFocus ? buffer.theme.selected : .plain,
                             maxWidth: fieldArea.width)
            } else {
                var state = form.text(field)
                TextField(isFocused: isFocus, placeholder: strings.fieldPlaceholder(field))
                    .render(in: fieldArea, buffer: &buffer, state: &state)
            }
        }
        let statusTop = rows.y + min(visible, fields.count) + 1
        let style = isError ? buffer.theme.error : buffer.theme.dim
        for (index, line) in statusText.prefix(statusRoom).enumerated() where statusTop + index < rows.maxY {
            buffer.write(line, x: rows.x, y: statusTop + index, style: style, maxWidth: rows.width)
        }
    }
}
