/// A box with a border and a title in the top edge.
public struct Pane: Sendable {
    public var title: String
    public var theme: Theme
    public var isFocused: Bool

    public init(title: String = "", theme: Theme = .standard, isFocused: Bool = false) {
        self.title = title
        self.theme = theme
        self.isFocused = isFocused
    }

    /// The area inside the border of a pane drawn in `area`.
    public static func inner(of area: Rect) -> Rect { area.inset(by: 1) }

    /// Draws the border and title; returns the inner area for the content.
    @discardableResult
    public func render(in area: Rect, buffer: inout Buffer) -> Rect {
        guard area.width >= 2, area.height >= 2 else { return Rect(x: area.x, y: area.y, width: 0, height: 0) }
        let style = isFocused ? theme.focusedBorder : theme.border
        let right = area.maxX - 1, bottom = area.maxY - 1
        for x in area.x...right {
            let top = x == area.x ? "┌" : x == right ? "┐" : "─"
            let low = x == area.x ? "└" : x == right ? "┘" : "─"
            buffer.set(Cell(symbol: top, style: style), x: x, y: area.y)
            buffer.set(Cell(symbol: low, style: style), x: x, y: bottom)
        }
        if area.height > 2 {
            for y in (area.y + 1)..<bottom {
                buffer.set(Cell(symbol: "│", style: style), x: area.x, y: y)
                buffer.set(Cell(symbol: "│", style: style), x: right, y: y)
            }
        }
        if !title.isEmpty, area.width > 4 {
            let text = " " + DisplayWidth.truncate(title, to: area.width - 4, ellipsis: "…") + " "
            buffer.write(text, x: area.x + 1, y: area.y, style: isFocused ? theme.title.adding(.reverse) : theme.title,
                         maxWidth: area.width - 2)
        }
        return Pane.inner(of: area)
    }
}
