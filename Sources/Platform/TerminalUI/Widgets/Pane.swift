/// A box with a border (─│┌┐└┘), a title in the top edge and an optional
/// footer (a counter, a scroll position) in the bottom edge.
///
/// Titles and footers are cut by display columns with "…". A pane smaller
/// than 2×2 draws nothing and has an empty inside.
public struct Pane: Sendable {
    /// The title shown in the top border; empty for none.
    public var title: String
    /// The styles of border and title; nil: the theme of the buffer drawn into.
    public var theme: Theme?
    /// Whether the pane has focus: then the border and title stand out.
    public var isFocused: Bool
    /// Text shown at the right of the bottom border; empty for none.
    public var footer: String

    /// A pane with `title`, drawn with `theme`, focused or not.
    public init(title: String = "", theme: Theme? = nil, isFocused: Bool = false, footer: String = "") {
        self.title = title
        self.theme = theme
        self.isFocused = isFocused
        self.footer = footer
    }

    /// The area inside the border of a pane drawn in `area`.
    public static func inner(of area: Rect) -> Rect { area.inset(by: 1) }

    /// Draws the border, title and footer; returns the inner area for the content.
    @discardableResult
    public func render(in area: Rect, buffer: inout Buffer) -> Rect {
        let theme = self.theme ?? buffer.theme
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
        if !footer.isEmpty, area.width > 4 {
            let text = " " + DisplayWidth.truncate(footer, to: area.width - 4, ellipsis: "…") + " "
            let x = max(area.x + 1, area.maxX - 2 - DisplayWidth.of(text))
            buffer.write(text, x: x, y: bottom, style: theme.dim, maxWidth: area.maxX - 1 - x)
        }
        return Pane.inner(of: area)
    }
}
