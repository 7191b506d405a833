/// The text and cursor of a multi-line `TextArea`.
///
/// Lines wrap at the area's width (by display columns, between characters).
/// Keys: those of ``TextAreaKeys`` — every text field's editing keys
/// (``TextEditingKeys``) on the line the cursor is in (Home/End and
/// Ctrl-A/Ctrl-E to its start and end, Ctrl-U/Ctrl-K delete to them), Up/Down
/// (keeping the display column across rows; on the first or last row they
/// are left to the caller, to move focus), PgUp/PgDn, Enter inserts a
/// newline; characters insert, a paste inserts its text with line breaks
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

    /// Handles a key as `keys` map it, or types it (a character, a paste);
    /// returns false for keys the area leaves alone.
    public mutating func handle(_ key: Key, keys: TextAreaKeys = .standard) -> Bool {
        droppedCharacters = 0
        if let action = keys.editing.action(for: key) {
            perform(action)
            goalColumn = nil
            return true
        }
        if let action = keys.action(for: key) {
            guard action != .newLine else {
                insert("\n")
                goalColumn = nil
                return true
            }
            let rows = visualRows(width: wrapWidth)
            let current = rowIndex(of: cursor, in: rows)
            let delta: Int
            switch action {
            case .lineUp: delta = -1
            case .lineDown: delta = 1
            case .pageUp: delta = -max(1, viewportRows - 1)
            default: delta = max(1, viewportRows - 1)
            }
            let target = min(max(0, current + delta), rows.count - 1)
            if target == current && (action == .lineUp || action == .lineDown) { return false }
            let goal = goalColumn ?? column(of: cursor, in: rows[current])
            cursor = index(atColumn: goal, row: target, in: rows)
            goalColumn = goal
            return true
        }
        switch key {
        case .character(let c): insert(String(c))
        case .paste(let pasted): insert(pasted)
        default: return false
        }
        goalColumn = nil
        return true
    }

    /// Does what an editing key does, on the line the cursor is in.
    public mutating func perform(_ action: TextEditingKeys.Action) {
        switch action {
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(count, cursor + 1)
        case .lineStart: cursor = lineStart()
        case .lineEnd: cursor = lineEnd()
        case .deleteBackward: if cursor > 0 { remove(cursor - 1..<cursor) }
        case .deleteForward: if cursor < count { remove(cursor..<cursor + 1) }
        case .deleteToStart: remove(lineStart()..<cursor)
        case .deleteToEnd: remove(cursor..<lineEnd())
        case .deleteWord: remove(wordStart()..<cursor)
        }
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

    private func lineEnd() -> Int {
        characters[cursor...].firstIndex(of: "\n") ?? count
    }

    /// Where the word before the cursor starts (spaces before it included),
    /// on the cursor's line: at a line's start it is the line break.
    private func wordStart() -> Int {
        let start = lineStart()
        guard cursor > start else { return max(0, cursor - 1) }
        var index = cursor
        while index > start && characters[index - 1] == " " { index -= 1 }
        while index > start && characters[index - 1] != " " { index -= 1 }
        return index
    }

    private mutating func remove(_ range: Range<Int>) {
        guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= count else { return }
        characters.removeSubrange(range)
        // Removing may let a combining mark join the character before it.
        characters = Array(String(characters))
        cursor = min(range.lowerBound, count)
    }
}

/// The keys of a text area, declared once: every text field's editing keys
/// (``TextEditingKeys``) and the keys of several lines. Moving keys and
/// Enter are fixed.
public struct TextAreaKeys: Sendable {
    /// What a key of several lines does.
    public enum Action: CaseIterable, Sendable {
        case lineUp, lineDown, pageUp, pageDown, newLine

        /// The keys of the action.
        public var keys: [Key] {
            switch self {
            case .lineUp: [.up]
            case .lineDown: [.down]
            case .pageUp: [.pageUp]
            case .pageDown: [.pageDown]
            case .newLine: [.enter]
            }
        }
    }

    /// What a key of help says: the lines, the pages, a new line.
    public enum HelpLine: CaseIterable, Sendable {
        case lines, pages, newLine
    }

    /// The editing keys every field shares.
    public let editing: TextEditingKeys
    /// The keys of several lines, as help lists them: `↑ ↓`, `PgUp PgDn`, `Enter`.
    public let bindings: [KeyBinding]

    /// The map with `editing` keys and the help lines from `help`.
    public init(editing: TextEditingKeys = .standard, help: (HelpLine) -> String = { _ in "" }) {
        self.editing = editing
        bindings = [KeyBinding(nil, Action.lineUp.keys + Action.lineDown.keys, hint: nil, help: help(.lines)),
                    KeyBinding(nil, Action.pageUp.keys + Action.pageDown.keys, hint: nil, help: help(.pages)),
                    KeyBinding(nil, Action.newLine.keys, hint: nil, help: help(.newLine))]
    }

    /// The default keys, without help lines.
    public static let standard = TextAreaKeys()

    /// The action of several lines `key` triggers, or nil.
    public func action(for key: Key) -> Action? {
        Action.allCases.first { $0.keys.contains(key) }
    }
}
