/// A multi-line text editor: draws the visible rows of a `TextAreaState`,
/// wrapped at the area's width and scrolled so the cursor row shows, with a
/// character counter (`523/1000`) at the bottom right, in the error style
/// when the limit is reached. When focused it places the terminal cursor.
public struct TextArea: Sendable {
    /// The styles; nil: the theme of the buffer drawn into.
    public var theme: Theme?
    /// Whether keys go to this area: then it places the terminal cursor.
    public var isFocused: Bool
    /// Whether the last row shows the counter. Turn it off to show
    /// `state.counterText` elsewhere (a pane's footer).
    public var showsCounter: Bool

    /// An editor drawn with `theme`.
    public init(theme: Theme? = nil, isFocused: Bool = true, showsCounter: Bool = true) {
        self.theme = theme
        self.isFocused = isFocused
        self.showsCounter = showsCounter
    }

    /// Draws the text into `area`, first updating the layout of `state`.
    public func render(in area: Rect, buffer: inout Buffer, state: inout TextAreaState) {
        let theme = self.theme ?? buffer.theme
        let counterRows = showsCounter && area.height >= 2 ? 1 : 0
        let textRows = area.height - counterRows
        state.updateLayout(width: area.width, rows: textRows)
        guard !area.isEmpty else { return }
        buffer.fill(area)
        let rows = state.visualRows(width: state.wrapWidth)
        let characters = state.characters
        for line in 0..<textRows {
            let index = state.scrollRow + line
            guard index < rows.count else { break }
            buffer.write(String(characters[rows[index]]), x: area.x, y: area.y + line, style: theme.normal, maxWidth: area.width)
        }
        if counterRows > 0 {
            let counter = DisplayWidth.truncate(state.counterText, to: area.width)
            let style = state.isFull || state.hitLimit ? theme.error : theme.dim
            let x = area.maxX - DisplayWidth.of(counter)
            buffer.write(counter, x: x, y: area.maxY - 1, style: style, maxWidth: area.maxX - x)
        }
        if isFocused && textRows > 0 {
            let position = state.cursorPosition(width: state.wrapWidth)
            let row = position.row - state.scrollRow
            buffer.cursor = row >= 0 && row < textRows
                ? Point(x: area.x + min(position.column, area.width - 1), y: area.y + row) : nil
        }
    }
}
