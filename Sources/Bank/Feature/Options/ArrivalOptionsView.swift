import BankCore
import TerminalUI

/// The arrival options drawn as a box over the board, as the planner form is.
struct ArrivalOptionsView {
    let form: ArrivalOptionsForm
    let reading: Bool
    let failure: PlanFailure?
    /// The bank's seconds, shown beside the service's kind.
    let configuration: BankConfiguration
    let strings: BankStrings

    private var status: (text: String, isError: Bool) {
        if reading { return (strings.optionsReading, false) }
        if let problem = form.problem, let field = form.problemField {
            return (strings.problemText(problem, field: strings.optionsLabel(field)), true)
        }
        if let failure { return (strings.optionsLabel(.profile) + ": " + strings.planFailure(failure), true) }
        return (strings.optionsAbout, false)
    }

    func render(in area: Rect, buffer: inout Buffer) {
        let fields = ArrivalOptionsForm.Field.allCases
        let width = min(area.width, 70)
        let statusLines = min(3, TextWrap.lines(status.text, width: max(1, width - 4)).count)
        let box = area.centered(width: width, height: min(area.height, 2 + 1 + fields.count + 1 + statusLines + 1))
        guard !box.isEmpty else { return }
        buffer.fill(box)
        buffer.markModal(box)
        let rows = Pane(title: strings.optionsTitle, isFocused: true).render(in: box, buffer: &buffer)
            .inset(dx: 1, dy: 0).splitTop(1).rest
        guard !rows.isEmpty else { return }
        let labelRoom = min((fields.map { DisplayWidth.of(strings.optionsLabel($0)) }.max() ?? 0) + 2, rows.width)
        for field in fields {
            let y = rows.y + field.rawValue
            guard y < rows.maxY else { break }
            let isFocus = field == form.focus && !reading
            buffer.write(strings.optionsLabel(field), x: rows.x, y: y, style: isFocus ? Style(attributes: .bold) : .plain,
                         maxWidth: labelRoom)
            let fieldArea = Rect(x: rows.x + labelRoom, y: y, width: max(0, rows.maxX - rows.x - labelRoom), height: 1)
            if field.isChoice {
                let choice = field == .arrivals ? strings.arrivalMode(form.mode)
                    : strings.boardService(form.service, configuration: configuration)
                buffer.write("‹ " + choice + " ›", x: fieldArea.x, y: y,
                             style: isFocus ? buffer.theme.selected : .plain, maxWidth: fieldArea.width)
            } else {
                var state = form.text(field)
                TextField(isFocused: isFocus, placeholder: strings.optionsPlaceholder(field))
                    .render(in: fieldArea, buffer: &buffer, state: &state)
            }
        }
        let top = rows.y + fields.count + 1
        let (text, isError) = status
        for (index, line) in TextWrap.lines(text, width: max(1, rows.width)).prefix(3).enumerated() where top + index < rows.maxY {
            buffer.write(line, x: rows.x, y: top + index, style: isError ? buffer.theme.error : buffer.theme.dim,
                         maxWidth: rows.width)
        }
    }
}
