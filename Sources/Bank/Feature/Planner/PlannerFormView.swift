import BankCore
import TerminalUI

/// The planner form drawn as a box over the board: a row per field (its
/// label, then the text, or the service's choice between ‹ ›), then a line
/// that says what happens: what the planner does, that it is planning, or
/// what cannot be read.
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

    func render(in area: Rect, buffer: inout Buffer) {
        let box = box(in: area)
        guard !box.isEmpty else { return }
        buffer.fill(box)
        buffer.markModal(box)
        let inner = Pane(title: strings.plannerTitle, isFocused: true).render(in: box, buffer: &buffer)
        let rows = inner.inset(dx: 1, dy: 0).splitTop(1).rest
        guard !rows.isEmpty else { return }
        let labelRoom = min(labelWidth + 2, rows.width)
        for field in PlannerForm.Field.allCases {
            let y = rows.y + field.rawValue
            guard y < rows.maxY else { break }
            let isFocus = field == form.focus && !running
            buffer.write(strings.fieldLabel(field), x: rows.x, y: y, style: isFocus ? Style(attributes: .bold) : .plain,
                         maxWidth: labelRoom)
            let fieldArea = Rect(x: rows.x + labelRoom, y: y, width: max(0, rows.maxX - rows.x - labelRoom), height: 1)
            if field == .service {
                let choice = "‹ " + strings.serviceName(form.service) + " ›"
                buffer.write(choice, x: fieldArea.x, y: y, style: isFocus ? buffer.theme.selected : .plain,
                             maxWidth: fieldArea.width)
            } else {
                var state = form.text(field)
                TextField(isFocused: isFocus, placeholder: strings.fieldPlaceholder(field))
                    .render(in: fieldArea, buffer: &buffer, state: &state)
            }
        }
        let statusTop = rows.y + PlannerForm.Field.allCases.count + 1
        let (text, isError) = status
        let style = isError ? buffer.theme.error : buffer.theme.dim
        for (index, line) in TextWrap.lines(text, width: max(1, rows.width)).prefix(3).enumerated()
        where statusTop + index < rows.maxY {
            buffer.write(line, x: rows.x, y: statusTop + index, style: style, maxWidth: rows.width)
        }
    }
}
