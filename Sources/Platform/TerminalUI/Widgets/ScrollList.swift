/// A vertical list of one-line items that scrolls, drawn in O(visible rows).
///
/// Items are given lazily, as a count and a closure from index to text and
/// style, so a column of 10,000 customers costs only the rows on screen.
/// When the items do not all fit, the last row shows where the view is:
/// `↑ 12  ↓ 340  13–40/392` (symbols and numbers only, so no language).
public struct ScrollList {
    /// One row's content.
    public typealias Item = (text: String, style: Style)

    /// How many items the list has.
    public var count: Int
    /// The text and style of item `index` (0..<count), asked only for rows on screen.
    public var item: (Int) -> Item
    /// The styles of the selection and the indicator; nil: the theme of the buffer drawn into.
    public var theme: Theme?
    /// Whether the list has focus: its selection is drawn reversed, otherwise underlined.
    public var isFocused: Bool
    /// Whether to give up the last row for the scroll indicator when the items overflow.
    public var showsIndicator: Bool
    /// The list's name in the frame's marks: when set, the area is marked
    /// `.area(name)` and each visible row `.row(name, index)` (its index in
    /// the whole list), so clicks and the wheel find it. nil: not clickable.
    public var hitName: String?

    /// A list of `count` items produced by `item`.
    public init(count: Int, theme: Theme? = nil, isFocused: Bool = true, showsIndicator: Bool = true,
                hitName: String? = nil, item: @escaping (Int) -> Item) {
        self.hitName = hitName
        self.count = max(0, count)
        self.item = item
        self.theme = theme
        self.isFocused = isFocused
        self.showsIndicator = showsIndicator
    }

    /// A list of plain strings, all in the theme's normal style.
    public init(items: [String], theme: Theme? = nil, isFocused: Bool = true, showsIndicator: Bool = true,
                hitName: String? = nil) {
        self.init(count: items.count, theme: theme, isFocused: isFocused, showsIndicator: showsIndicator, hitName: hitName) {
            (items[$0], theme?.normal ?? .plain)
        }
    }

    /// Rows of items shown in an area `height` rows tall: one less when the
    /// indicator takes the last row.
    public func itemRows(height: Int) -> Int {
        let rows = max(0, height)
        return showsIndicator && count > rows && rows >= 2 ? rows - 1 : rows
    }

    /// Draws the visible items into `area`, first bringing `state` in line
    /// with the item count and the area (tail following, selection in view).
    public func render(in area: Rect, buffer: inout Buffer, state: inout ScrollListState) {
        let theme = self.theme ?? buffer.theme
        let rows = itemRows(height: area.height)
        state.update(itemCount: count, rows: max(1, rows))
        guard !area.isEmpty else { return }
        buffer.fill(area)
        if let hitName { buffer.mark(area, as: .area(hitName)) }
        let first = state.offset
        for row in 0..<rows {
            let index = first + row
            guard index < count else { break }
            let entry = item(index)
            let isSelected = state.selected == index
            let style = theme.itemStyle(isSelected: isSelected, isFocused: isFocused, base: entry.style)
            let y = area.y + row
            if isSelected { buffer.fill(Rect(x: area.x, y: y, width: area.width, height: 1), with: Cell(symbol: " ", style: style)) }
            let text = DisplayWidth.truncate(entry.text, to: area.width, ellipsis: "…")
            buffer.write(text, x: area.x, y: y, style: style, maxWidth: area.width)
            if let hitName { buffer.mark(Rect(x: area.x, y: y, width: area.width, height: 1), as: .row(hitName, index)) }
        }
        if rows < area.height && count > 0 {
            let text = ScrollList.indicator(offset: first, visible: rows, count: count, width: area.width)
            let x = max(area.x, area.maxX - DisplayWidth.of(text))
            buffer.write(text, x: x, y: area.maxY - 1, style: theme.dim, maxWidth: area.maxX - x)
        }
    }

    /// The indicator for items `offset..<offset+visible` of `count`, made
    /// shorter until it fits `width`: `↑ 12  ↓ 340  13–40/392`, then
    /// `13–40/392`, then `↓ 340`.
    public static func indicator(offset: Int, visible: Int, count: Int, width: Int) -> String {
        let above = max(0, offset)
        let last = min(count, offset + visible)
        let below = max(0, count - last)
        var parts: [String] = []
        if above > 0 { parts.append("↑ \(above)") }
        if below > 0 { parts.append("↓ \(below)") }
        let position = "\(min(count, offset + 1))–\(last)/\(count)"
        let candidates = [(parts + [position]).joined(separator: "  "), position, parts.last ?? position]
        for candidate in candidates where DisplayWidth.of(candidate) <= width { return candidate }
        return DisplayWidth.truncate(candidates[2], to: width)
    }
}
