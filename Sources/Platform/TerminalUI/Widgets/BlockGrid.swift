/// A timetable-like grid: column headers across (days), row labels down
/// (hours), and blocks placed by column and a start/end in abstract units
/// (minutes, periods) that map linearly onto the rows the area has.
///
/// Each block is filled with its style and shows its lines of text cut to
/// its size with "…". Blocks that overlap are drawn in order, later on top,
/// the selected one last; nothing outside the units or the columns is drawn.
public struct BlockGrid {
    /// One block: a course at its time on its day.
    public struct Block: Sendable, Equatable {
        /// The column (0-based) the block sits in.
        public var column: Int
        /// Where it starts, in units.
        public var start: Int
        /// Where it ends (exclusive), in units.
        public var end: Int
        /// Lines of text, top first (the first is drawn bold).
        public var lines: [String]
        /// The fill; keep an attribute such as reverse in it so the block
        /// shows without colour.
        public var style: Style
        /// What a click on the block means (its drawn cells are marked);
        /// nil: not clickable.
        public var target: HitTarget?

        /// A block in `column` from `start` to `end` showing `lines`.
        public init(column: Int, start: Int, end: Int, lines: [String], style: Style = Style(attributes: .reverse),
                    target: HitTarget? = nil) {
            self.target = target
            self.column = column
            self.start = start
            self.end = end
            self.lines = lines
            self.style = style
        }
    }

    /// A row label at a unit (an hour at its minute).
    public struct Mark: Sendable, Equatable {
        /// Where the label goes, in units.
        public var unit: Int
        /// The label, e.g. "9" or "09:00".
        public var label: String

        /// A label `label` at `unit`.
        public init(unit: Int, label: String) {
            self.unit = unit
            self.label = label
        }
    }

    /// Column headers, left to right; their count is the number of columns.
    public var columns: [String]
    /// The units the body shows, top to bottom.
    public var units: Range<Int>
    /// Row labels, drawn in the left gutter with a dim line across.
    public var marks: [Mark]
    /// The blocks.
    public var blocks: [Block]
    /// The index of the selected block (drawn on top, highlighted), or nil.
    public var selected: Int?
    /// The styles; nil: the theme of the buffer drawn into.
    public var theme: Theme?

    /// A grid of `columns` over `units` with `marks` and `blocks`.
    public init(columns: [String], units: Range<Int>, marks: [Mark] = [], blocks: [Block] = [],
                selected: Int? = nil, theme: Theme? = nil) {
        self.columns = columns
        self.units = units
        self.marks = marks
        self.blocks = blocks
        self.selected = selected
        self.theme = theme
    }

    /// Draws the grid into `area`.
    public func render(in area: Rect, buffer: inout Buffer) {
        let theme = self.theme ?? buffer.theme
        guard !area.isEmpty else { return }
        buffer.fill(area)
        let layout = GridLayout(grid: self, area: area)
        for (index, rect) in layout.columns.enumerated() {
            let name = DisplayWidth.truncate(columns[index], to: rect.width, ellipsis: "…")
            let x = rect.x + max(0, (rect.width - DisplayWidth.of(name)) / 2)
            buffer.write(name, x: x, y: area.y, style: theme.title, maxWidth: rect.maxX - x)
            if rect.maxX < area.maxX {
                for y in area.y..<area.maxY { buffer.set(Cell(symbol: "│", style: theme.border), x: rect.maxX, y: y) }
            }
        }
        for mark in marks where units.contains(mark.unit) {
            let y = layout.row(for: mark.unit)
            guard y < layout.body.maxY else { continue }
            buffer.write(mark.label, x: area.x, y: y, style: theme.dim, maxWidth: max(0, layout.gutter - 1))
            // Cell by cell, not as text: a tall grid draws many of these lines.
            let dash = Cell(symbol: "┄", style: theme.border)
            for rect in layout.columns where rect.width > 0 {
                buffer.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1), with: dash)
            }
        }
        var order = Array(blocks.indices)
        if let selected, let position = order.firstIndex(of: selected) {
            order.remove(at: position)
            order.append(selected)
        }
        for index in order {
            guard let rect = layout.frame(of: blocks[index]) else { continue }
            draw(blocks[index], in: rect, isSelected: index == selected, buffer: &buffer)
            if let target = blocks[index].target { buffer.mark(rect, as: target) }
        }
    }

    /// Where block `index` is drawn in `area`, or nil when it does not show.
    public func frame(ofBlock index: Int, in area: Rect) -> Rect? {
        guard blocks.indices.contains(index) else { return nil }
        return GridLayout(grid: self, area: area).frame(of: blocks[index])
    }

    /// The bodies of the columns in `area` (below the header row), left
    /// to right: where a caller draws what is not a block in a column.
    public func columnBodies(in area: Rect) -> [Rect] {
        guard !area.isEmpty else { return [] }
        let layout = GridLayout(grid: self, area: area)
        return layout.columns.map { $0.intersection(layout.body) }
    }

    private func draw(_ block: Block, in rect: Rect, isSelected: Bool, buffer: inout Buffer) {
        let theme = self.theme ?? buffer.theme
        let style = isSelected ? block.style.adding(theme.selected.attributes).adding(.underline) : block.style
        buffer.fill(rect, with: Cell(symbol: " ", style: style))
        for (row, line) in block.lines.prefix(rect.height).enumerated() {
            let text = DisplayWidth.truncate(line, to: rect.width, ellipsis: "…")
            buffer.write(text, x: rect.x, y: rect.y + row, style: row == 0 ? style.adding(.bold) : style, maxWidth: rect.width)
        }
    }

    /// Where the header, gutter, columns and rows of a grid fall in an area.
    private struct GridLayout {
        let body: Rect
        let gutter: Int
        let columns: [Rect]
        let units: Range<Int>

        init(grid: BlockGrid, area: Rect) {
            let labelWidth = grid.marks.map { DisplayWidth.of($0.label) }.max() ?? 0
            gutter = labelWidth > 0 ? min(labelWidth + 1, area.width / 3) : 0
            let (_, below) = area.splitTop(1)
            body = below.splitLeft(gutter).rest
            let all = Rect(x: area.x + gutter, y: area.y, width: area.width - gutter, height: area.height)
            columns = all.columns(grid.columns.count, gap: 1)
            units = grid.units
        }

        /// The row where `unit` starts (clamped to the body).
        func row(for unit: Int) -> Int {
            // In Double: units may be any Int range, and a product of two
            // exact integers below 2^53 divides exactly where it should.
            let span = max(1, Double(units.upperBound) - Double(units.lowerBound))
            let offset = min(max(0, Double(unit) - Double(units.lowerBound)), span)
            return body.y + min(body.height, Int(offset * Double(body.height) / span))
        }

        func frame(of block: Block) -> Rect? {
            guard columns.indices.contains(block.column), !body.isEmpty,
                  block.end > units.lowerBound, block.start < units.upperBound else { return nil }
            let top = min(row(for: block.start), body.maxY - 1)
            let bottom = max(top + 1, row(for: block.end))
            let column = columns[block.column]
            return Rect(x: column.x, y: top, width: column.width, height: bottom - top).intersection(body)
        }
    }
}
