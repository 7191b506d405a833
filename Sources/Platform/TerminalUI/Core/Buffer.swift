/// A cell position.
public struct Point: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) { self.x = x; self.y = y }
}

/// One terminal cell: a grapheme cluster and its style.
///
/// A wide character (2 columns) lives in its first cell with `width == 2`;
/// the cell to its right is a continuation with an empty symbol and
/// `width == 0`, so nothing is ever drawn into half of it.
///
/// Plain data (see `Glyph`): frames are copied and compared cell by cell.
public struct Cell: Equatable, Sendable {
    private var glyph: Glyph
    public var style: Style
    public var width: UInt8

    /// The grapheme cluster shown in the cell ("" for a continuation).
    public var symbol: String {
        get { glyph.string }
        set { glyph = Glyph(newValue) }
    }

    public init(symbol: String, style: Style = .plain, width: UInt8 = 1) {
        self.glyph = Glyph(symbol)
        self.style = style
        self.width = width
    }

    /// A cell showing `character`, without making a `String` of it first.
    public init(character: Character, style: Style = .plain, width: UInt8 = 1) {
        self.glyph = Glyph(character)
        self.style = style
        self.width = width
    }

    /// A space in the default style.
    public static let blank = Cell(symbol: " ")
    var isContinuation: Bool { width == 0 }
}

/// A grid of cells that widgets draw into; the backend then shows it.
///
/// Drawing outside the buffer is ignored rather than trapped, so widgets need
/// no bounds checks of their own.
public struct Buffer: Equatable, Sendable {
    public private(set) var size: Size
    public private(set) var cells: [Cell]
    /// Where the terminal cursor should show (a focused text field), or nil
    /// to hide it.
    public var cursor: Point?
    /// The theme in use: widgets and tabs take their styles from it, so a
    /// render needs no global state to know the user's colours.
    public var theme: Theme
    /// What is clickable, in the order drawn (see ``mark(_:as:)``).
    public internal(set) var marks: [HitMark] = []
    /// The box of the dialog drawn last, when one is open (see
    /// ``markModal(_:)``).
    public internal(set) var modalArea: Rect?

    public init(size: Size, filling cell: Cell = .blank, theme: Theme = .standard) {
        self.size = size
        self.theme = theme
        self.cells = Array(repeating: cell, count: size.width * size.height)
    }

    public var area: Rect { Rect(size) }

    /// The cell at column `x`, row `y`, or nil outside the buffer.
    public subscript(x: Int, y: Int) -> Cell? {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return nil }
        return cells[y * size.width + x]
    }

    /// Places one cell, repairing any wide character it cuts in half.
    public mutating func set(_ cell: Cell, x: Int, y: Int) {
        guard y >= 0, y < size.height, x >= 0, x < size.width else { return }
        let i = y * size.width + x
        if cells[i].isContinuation, x > 0 {
            cells[i - 1] = Cell(symbol: " ", style: cells[i - 1].style)
        }
        if cells[i].width == 2, x + 1 < size.width, cell.width != 2 {
            cells[i + 1] = Cell(symbol: " ", style: cells[i].style)
        }
        if cell.width == 2 {
            guard x + 1 < size.width else {
                cells[i] = Cell(symbol: " ", style: cell.style)
                return
            }
            if cells[i + 1].width == 2, x + 2 < size.width {
                cells[i + 2] = Cell(symbol: " ", style: cells[i + 1].style)
            }
            cells[i] = cell
            cells[i + 1] = Cell(symbol: "", style: cell.style, width: 0)
        } else {
            cells[i] = cell
        }
    }

    /// Writes `text` from (`x`, `y`) in `style`, at most `maxWidth` columns
    /// (default: to the edge). Control characters are made visible, each
    /// cluster is put in the form it is drawn in (``TerminalCluster``), zero
    /// width clusters are skipped, and a wide character that would not fit
    /// whole is left out. Returns the column after the last one written.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: Style = .plain, maxWidth: Int? = nil) -> Int {
        guard y >= 0, y < size.height else { return x }
        let limit = min(size.width, x + max(0, maxWidth ?? size.width))
        var column = x
        if SingleScalarText.isSingle(text) {
            // Each scalar a cluster of its own, nothing to clean: drawn
            // without splitting the text into clusters.
            for scalar in text.unicodeScalars {
                let w = SingleScalarText.width(of: scalar)
                if column + w > limit { break }
                if column >= 0 {
                    set(Cell(character: Character(scalar), style: style, width: UInt8(w)), x: column, y: y)
                }
                column += w
            }
            return column
        }
        for character in TerminalText.sanitize(text) {
            var drawn = character
            let w: Int
            if let ascii = character.asciiValue, ascii >= 0x20 {
                w = 1
            } else {
                (drawn, w) = TerminalCluster.form(of: character)
            }
            if w == 0 { continue }
            if column + w > limit { break }
            if column >= 0 {
                set(Cell(character: drawn, style: style, width: UInt8(w)), x: column, y: y)
            }
            column += w
        }
        return column
    }

    /// Fills `rect` with `cell`.
    public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        let r = rect.intersection(area)
        guard !r.isEmpty else { return }
        guard cell.width == 1 else {
            for row in r.y..<r.maxY {
                for column in r.x..<r.maxX { set(cell, x: column, y: row) }
            }
            return
        }
        // Only the edge cells can cut a wide character in half: `set`
        // repairs those, the inside is overwritten directly (the hot path of
        // every list and pane).
        for row in r.y..<r.maxY {
            set(cell, x: r.x, y: row)
            set(cell, x: r.maxX - 1, y: row)
            let start = row * size.width
            for index in (start + r.x)..<(start + r.maxX) { cells[index] = cell }
        }
    }

    /// Applies `style` to every cell of `rect`, keeping the symbols.
    public mutating func applyStyle(_ style: Style, to rect: Rect) {
        let r = rect.intersection(area)
        guard !r.isEmpty else { return }
        for row in r.y..<r.maxY {
            for column in r.x..<r.maxX { cells[row * size.width + column].style = style }
        }
    }

    /// The text of row `y`, wide characters once, trailing spaces kept.
    public func line(_ y: Int) -> String {
        guard y >= 0, y < size.height else { return "" }
        var text = ""
        for column in 0..<size.width {
            text += cells[y * size.width + column].symbol
        }
        return text
    }

    /// All rows as text with trailing spaces removed: what a snapshot stores.
    public var lines: [String] {
        (0..<size.height).map { y in
            var s = line(y)
            while s.last == " " { s.removeLast() }
            return s
        }
    }
}
