/// An integer input drawn as `[-]      12 [+]`: the value right-aligned in a
/// field as wide as the range needs, reversed when focused. While a number
/// is typed the field shows the typed text underlined, with the terminal
/// cursor after it. Narrow areas drop the buttons, then cut the value.
public struct Stepper {
    /// The styles; nil: the theme of the buffer drawn into.
    public var theme: Theme?
    /// Whether keys go to this stepper.
    public var isFocused: Bool
    /// How values are shown (for example with thousands separators).
    public var format: (Int) -> String

    /// A stepper drawn with `theme`; values shown by `format` (plain digits by default).
    public init(theme: Theme? = nil, isFocused: Bool = true, format: @escaping (Int) -> String = { String($0) }) {
        self.theme = theme
        self.isFocused = isFocused
        self.format = format
    }

    /// Columns the stepper needs to show any value of `state` with its buttons.
    public func preferredWidth(for state: StepperState) -> Int {
        fieldWidth(for: state) + 8
    }

    /// Draws the stepper into the first row of `area`.
    public func render(in area: Rect, buffer: inout Buffer, state: StepperState) {
        let theme = self.theme ?? buffer.theme
        guard !area.isEmpty else { return }
        let row = Rect(x: area.x, y: area.y, width: area.width, height: 1)
        buffer.fill(row)
        let field = min(fieldWidth(for: state), area.width)
        let showsButtons = area.width >= field + 8
        var x = area.x
        if showsButtons { x = buffer.write("[-] ", x: x, y: area.y, style: theme.normal, maxWidth: area.maxX - x) }
        let fieldRect = Rect(x: x, y: area.y, width: min(field, area.maxX - x), height: 1)
        if let text = state.editText {
            buffer.fill(fieldRect, with: Cell(symbol: " ", style: theme.field))
            let shown = String(text.suffix(max(0, fieldRect.width - 1)))
            let end = buffer.write(shown, x: fieldRect.x, y: area.y, style: theme.field, maxWidth: fieldRect.width)
            if isFocused { buffer.cursor = end < fieldRect.maxX ? Point(x: end, y: area.y) : nil }
        } else {
            let style = isFocused ? theme.selected : theme.normal
            buffer.fill(fieldRect, with: Cell(symbol: " ", style: style))
            let text = DisplayWidth.truncate(format(state.value), to: fieldRect.width, ellipsis: "…")
            let start = fieldRect.maxX - DisplayWidth.of(text)
            buffer.write(text, x: start, y: area.y, style: style, maxWidth: fieldRect.maxX - start)
        }
        if showsButtons {
            buffer.write(" [+]", x: fieldRect.maxX, y: area.y, style: theme.normal, maxWidth: area.maxX - fieldRect.maxX)
        }
    }

    private func fieldWidth(for state: StepperState) -> Int {
        let bounds = max(DisplayWidth.of(format(state.range.lowerBound)), DisplayWidth.of(format(state.range.upperBound)))
        let typed = (state.editText?.count ?? 0) + 1
        return max(1, bounds, typed)
    }
}
