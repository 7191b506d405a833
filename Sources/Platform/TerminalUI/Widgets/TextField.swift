/// A one-line text input. Draws the visible part of a `TextFieldState`,
/// scrolled by display columns so the cursor always shows; when focused it
/// is underlined and places the terminal cursor (`buffer.cursor`), and a
/// selected text is drawn in the theme's selected style.
public struct TextField: Sendable {
    /// The styles; nil: the theme of the buffer drawn into.
    public var theme: Theme?
    /// Whether keys go to this field: underlined, with the terminal cursor.
    public var isFocused: Bool
    /// Dim text shown while the field is empty (a hint like "Search").
    public var placeholder: String

    /// A field drawn with `theme`.
    public init(theme: Theme? = nil, isFocused: Bool = true, placeholder: String = "") {
        self.theme = theme
        self.isFocused = isFocused
        self.placeholder = placeholder
    }

    /// Draws the field into the first row of `area`, first scrolling `state`
    /// so its cursor shows.
    public func render(in area: Rect, buffer: inout Buffer, state: inout TextFieldState) {
        let theme = self.theme ?? buffer.theme
        state.updateScroll(width: area.width)
        guard !area.isEmpty else { return }
        let row = Rect(x: area.x, y: area.y, width: area.width, height: 1)
        let style = isFocused ? theme.field : theme.normal
        buffer.fill(row, with: Cell(symbol: " ", style: style))
        if state.text.isEmpty && !placeholder.isEmpty {
            buffer.write(DisplayWidth.truncate(placeholder, to: area.width, ellipsis: "…"), x: area.x, y: area.y,
                         style: theme.dim.adding(style.attributes), maxWidth: area.width)
        } else {
            // A selected text (typing replaces it) stands out as a selection.
            let textStyle = isFocused && state.isSelected ? theme.selected : style
            let (visible, startColumn) = Self.visiblePart(of: state.text, from: state.scrollColumn, width: area.width)
            buffer.write(visible, x: area.x + startColumn - state.scrollColumn, y: area.y, style: textStyle,
                         maxWidth: area.width)
        }
        if isFocused {
            let x = state.cursorColumn - state.scrollColumn
            buffer.cursor = x >= 0 && x < area.width ? Point(x: area.x + x, y: area.y) : nil
        }
    }

    /// The characters that lie wholly in columns `from..<from + width`, and
    /// the column where the first of them starts. A wide character cut by
    /// the left edge is left out (its column stays blank).
    static func visiblePart(of text: String, from: Int, width: Int) -> (String, Int) {
        var column = 0
        var result = ""
        var start: Int?
        for character in text {
            let w = DisplayWidth.of(character)
            if column >= from {
                if column + w > from + width { break }
                if start == nil { start = column }
                result.append(character)
            }
            column += w
        }
        return (result, start ?? from)
    }
}
