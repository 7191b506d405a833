/// A modal box centred in an area: a title, a message word-wrapped by
/// display columns, and a row of buttons (`[ Yes ]  [ No ]`), the chosen
/// one reversed. It clears what is under it; at tiny sizes it keeps the
/// buttons and drops message lines first.
public struct Dialog: Sendable {
    /// The title in the top border.
    public var title: String
    /// The message; newlines start new paragraphs.
    public var message: String
    /// The button labels, left to right.
    public var buttons: [String]
    /// The styles; nil: the theme of the buffer drawn into.
    public var theme: Theme?
    /// Whether the message is an error (drawn in the error style).
    public var isError: Bool
    /// The widest the box grows, in columns.
    public var maxWidth: Int

    /// A dialog with `title`, `message` and `buttons`.
    public init(title: String, message: String, buttons: [String], theme: Theme? = nil,
                isError: Bool = false, maxWidth: Int = 60) {
        self.title = title
        self.message = message
        self.buttons = buttons
        self.theme = theme
        self.isError = isError
        self.maxWidth = maxWidth
    }

    /// The box the dialog takes when drawn in `area`.
    public func box(in area: Rect) -> Rect {
        let buttonsWidth = buttonLabels.map { DisplayWidth.of($0) }.reduce(0, +) + 2 * max(0, buttons.count - 1)
        let longest = message.split(whereSeparator: \.isNewline).map { DisplayWidth.of($0) }.max() ?? 0
        let natural = max(buttonsWidth, longest, DisplayWidth.of(title) + 2, 16) + 4
        let width = min(natural, max(20, maxWidth), area.width)
        let lines = TextWrap.lines(message, width: width - 4).count
        let height = lines + (buttons.isEmpty ? 0 : 2) + 2
        return area.centered(width: width, height: height)
    }

    /// Draws the dialog centred in `area`, with the choice of `state`.
    public func render(in area: Rect, buffer: inout Buffer, state: DialogState) {
        let theme = self.theme ?? buffer.theme
        let box = box(in: area)
        guard !box.isEmpty else { return }
        buffer.fill(box)
        buffer.markModal(box)
        let inner = Pane(title: title, theme: theme, isFocused: true).render(in: box, buffer: &buffer)
        let text = inner.inset(dx: 1, dy: 0)
        guard !text.isEmpty else { return }
        let buttonRows = buttons.isEmpty ? 0 : min(2, text.height)
        let lines = TextWrap.lines(message, width: text.width)
        let messageRows = max(0, text.height - buttonRows)
        for (row, line) in lines.prefix(messageRows).enumerated() {
            buffer.write(line, x: text.x, y: text.y + row, style: isError ? theme.error : theme.normal, maxWidth: text.width)
        }
        if buttonRows > 0 {
            renderButtons(in: Rect(x: text.x, y: text.maxY - 1, width: text.width, height: 1), buffer: &buffer, chosen: state.chosen)
        }
    }

    private var buttonLabels: [String] { buttons.map { "[ \($0) ]" } }

    private func renderButtons(in row: Rect, buffer: inout Buffer, chosen: Int) {
        let theme = self.theme ?? buffer.theme
        var labels = buttonLabels, gap = 2
        var total = labels.map { DisplayWidth.of($0) }.reduce(0, +) + gap * max(0, labels.count - 1)
        if total > row.width {
            // Too narrow for brackets: bare labels, one space apart.
            labels = buttons.map { " \($0) " }
            gap = 0
            total = labels.map { DisplayWidth.of($0) }.reduce(0, +)
        }
        var x = row.x + max(0, (row.width - total) / 2)
        for (index, label) in labels.enumerated() {
            guard x < row.maxX else { break }
            let style = index == chosen ? theme.selected : theme.normal
            // A label that does not fit whole is cut with "…" so the choice stays readable.
            let room = row.maxX - x
            let shown = DisplayWidth.of(label) <= room ? label : DisplayWidth.truncate(label, to: room, ellipsis: "…")
            let end = buffer.write(shown, x: x, y: row.y, style: style, maxWidth: room)
            buffer.mark(Rect(x: x, y: row.y, width: end - x, height: 1), as: .button(index))
            x = end + gap
        }
    }
}
