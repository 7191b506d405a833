/// The text and cursor of a multi-line `TextArea`.
///
/// Lines wrap at the area's width (by display columns, between characters).
/// Keys: arrows (Up/Down keep the display column across rows; on the first
/// or last row they are left to the caller, to move focus), PgUp/PgDn,
/// Home/End (start and end of the line), Backspace/Delete, Enter inserts a
/// newline, characters insert, a paste inserts its text with line breaks
/// kept, tabs as spaces and control characters removed. `maxLength` is
/// enforced on typing and pasting alike (newlines count as characters);
/// `droppedCharacters` tells how much the last key lost to it.
public struct TextAreaState: Sendable, Equatable {
    /// The text as Characters ("\n" between lines).
    public private(set) var characters: [Character]
    /// The cursor: how many Characters are before it.
    public private(set) var cursor = 0
    /// The most Characters the text may hold, or nil for no limit.
    public let maxLength: Int?
    /// How many characters the last key or insert could not add (0 when all went in).
    public private(set) var droppedCharacters = 0
    /// The first visual row shown.
    public private(set) var scrollRow = 0
    /// Columns per row when last drawn; Up/Down and wrapping use it.
    public var wrapWidth = Int.max / 4
    /// Rows of text when last drawn; PgUp/PgDn move by it.
    public var viewportRows = 1
    /// The display column Up/Down try to keep.
    private var goalColumn: Int?

    /// An area holding `text` (cleaned, cut to `maxLength`), cursor at the end.
    public init(text: String = "", maxLength: Int? = nil) {
        self.characters = []
        self.maxLength = maxLength.map { max(0, $0) }
        insert(text)
    }

    /// The text.
    public var text: String { String(characters) }
    /// How many Characters the text holds.
    public var count: Int { characters.count }
    /// Whether the last key or insert lost characters to `maxLength`.
    public var hitLimit: Bool { droppedCharacters > 0 }
    /// Whether the text is as long as `maxLength` allows.
    public var isFull: Bool { maxLength.map { count >= $0 } ?? false }
    /// The counter to show: `523/1000`, or just the count without a limit.
    public var counterText: String { maxLength.map { "\(count)/\($0)" } ?? "\(count)" }

    /// Replaces the text and puts the cursor at the end.
    public mutating func setText(_ newText: String) {
        characters = []
        cursor = 0
        scrollRow = 0
        insert(newText)
    }

    /// Handles an editing key; returns false for keys the area leaves alone.
    public mutating func handle(_ key: Key) -> Bool {
        droppedCharacters = 0
        var keepsGoal = false
        switch key {
        case .character(let c): insert(String(c))
        case .paste(let pasted): insert(pasted)
        case .enter: insert("\n")
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(count, cursor + 1)
        case .home: cursor = lineStart()
        case .end: cursor = characters[cursor...].firstIndex(of: "\n") ?? count
        case .backspace: if cursor > 0 { remove(cursor - 1..<cursor) }
        case .delete: if cursor < count { remove(cursor..<cursor + 1) }
        case .up, .down, .pageUp, .pageDown:
            let rows = visualRows(width: wrapWidth)
            let current = rowIndex(of: cursor, in: rows)
            let delta: Int
            switch key {
            case .up: delta = -1
            case .down: delta = 1
            case .pageUp: delta = -max(1, viewportRows - 1)
            default: delta = max(1, viewportRows - 1)
            }
            let target = min(max(0, current + delta), rows.count - 1)
            if target == current && (key == .up || key == .down) { return false }
            let goal = goalColumn ?? column(of: cursor, in: rows[current])
            cursor = index(atColumn: goal, row: target, in: rows)
            goalColumn = goal
            keepsGoal = true
        default: return false
        }
        if !keepsGoal { goalColumn = nil }
        return true
    }

    /// Inserts `newText` at the cursor, cleaned and cut to `maxLength`.
    /// Returns whether anything was inserted.
    @discardableResult
    public mutating func insert(_ newText: String) -> Bool {
        var clean = TextInput.clean(newText, keepNewlines: true)
        if let maxLength {
            let room = max(0, maxLength - count)
            let length = clean.count
            if length > room {
                droppedCharacters = length - room
                clean = String(clean.prefix(room))
            }
        }
        guard !clean.isEmpty else { return false }
        // Rebuild through String so a typed combining mark joins the
        // character before it, as it will on screen.
        let before = String(characters[..<cursor]) + clean
        let joined = before + String(characters[cursor...])
        characters = Array(joined)
        cursor = min(before.count, characters.count)
        return true
    }

    /// The visual rows of the text at `width` columns, as ranges of
    /// Characters (a row's "\n" is not in its range).
    public func visualRows(width: Int) -> [Range<Int>] {
        let limit = max(1, width)
        var rows: [Range<Int>] = []
        var start = 0, column = 0
        for (i, character) in characters.enumerated() {
            if character == "\n" {
                rows.append(start..<i)
                start = i + 1
                column = 0
                continue
            }
            let w = DisplayWidth.of(character)
            if column + w > limit && i > start {
                rows.append(start..<i)
                start = i
                column = 0
            }
            column += w
        }
        rows.append(start..<characters.count)
        return rows
    }

    /// The visual row of the cursor and its display column, at `width`.
    public func cursorPosition(width: Int) -> (row: Int, column: Int) {
        let rows = visualRows(width: width)
        let row = rowIndex(of: cursor, in: rows)
        return (row, column(of: cursor, in: rows[row]))
    }

    /// Remembers the drawn size and scrolls so the cursor row shows.
    /// `TextArea.render` calls this.
    public mutating func updateLayout(width: Int, rows: Int) {
        wrapWidth = max(1, width)
        viewportRows = max(1, rows)
        let all = visualRows(width: wrapWidth)
        let row = rowIndex(of: cursor, in: all)
        if row < scrollRow { scrollRow = row }
        if row >= scrollRow + viewportRows { scrollRow = row - viewportRows + 1 }
        scrollRow = max(0, min(scrollRow, all.count - viewportRows))
    }

    private func rowIndex(of index: Int, in rows: [Range<Int>]) -> Int {
        // The last row starting at or before the index: at a wrap point the
        // cursor belongs to the row that continues the line.
        var found = 0
        for (i, row) in rows.enumerated() where row.lowerBound <= index { found = i }
        return found
    }

    private func column(of index: Int, in row: Range<Int>) -> Int {
        let end = min(max(index, row.lowerBound), row.upperBound)
        return characters[row.lowerBound..<end].reduce(0) { $0 + DisplayWidth.of($1) }
    }

    private func index(atColumn goal: Int, row: Int, in rows: [Range<Int>]) -> Int {
        let range = rows[row]
        let wraps = row + 1 < rows.count && rows[row + 1].lowerBound == range.upperBound
        // On a wrapped row the end is the next row's start: stop one before it.
        let last = wraps && !range.isEmpty ? range.upperBound - 1 : range.upperBound
        var i = range.lowerBound, column = 0
        while i < last {
            let w = DisplayWidth.of(characters[i])
            if column + w > goal { break }
            column += w
            i += 1
        }
        return i
    }

    private func lineStart() -> Int {
        guard cursor > 0 else { return 0 }
        return characters[..<cursor].lastIndex(of: "\n").map { $0 + 1 } ?? 0
    }

    private mutating func remove(_ range: Range<Int>) {
        guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= count else { return }
        characters.removeSubrange(range)
        // Removing may let a combining mark join the character before it.
        characters = Array(String(characters))
        cursor = min(range.lowerBound, count)
    }
}
