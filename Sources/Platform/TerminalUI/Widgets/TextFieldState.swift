/// The text and cursor of a one-line `TextField`.
///
/// The text is a `String` (any Unicode, Hangul included) and the cursor an
/// index in Characters. Keys: those of ``TextEditingKeys`` (the arrows,
/// Home/End and Ctrl-A/Ctrl-E, Backspace/Delete, Ctrl-U/Ctrl-K to the
/// start/end, Ctrl-W the word before the cursor, or the user's keys for
/// these); characters insert, a paste inserts its text with newlines and
/// tabs as spaces and control characters removed. Enter, Esc, Tab, Up and
/// Down are left to the caller (submit, cancel, move focus).
///
/// With a `maxLength`, input that would go past it is cut, not refused
/// silently: `droppedCharacters` tells how much the last key lost.
///
/// A form that gives a field the focus with a value already in it (a
/// prefilled `60`) may select that value (``selectAll()``): the first
/// character typed or pasted then replaces it, a deleting key removes it,
/// and a moving key keeps it and moves the cursor (← and Home to the
/// start, → and End to the end). Any key ends the selection.
public struct TextFieldState: Sendable, Equatable {
    /// The text.
    public private(set) var text: String
    /// The cursor: how many Characters of `text` are before it.
    public private(set) var cursor: Int
    /// The most Characters the text may hold, or nil for no limit.
    public let maxLength: Int?
    /// How many characters the last key or insert could not add because of
    /// `maxLength` (0 when all went in).
    public private(set) var droppedCharacters = 0
    /// The first display column shown; the field scrolls so the cursor shows.
    public private(set) var scrollColumn = 0
    /// Whether the whole text is selected (see ``selectAll()``).
    public private(set) var isSelected = false

    /// A field holding `text` (cleaned, cut to `maxLength`), cursor at the end.
    public init(text: String = "", maxLength: Int? = nil) {
        self.text = ""
        self.cursor = 0
        self.maxLength = maxLength.map { max(0, $0) }
        setText(text)
    }

    /// Whether the last key or insert lost characters to `maxLength`.
    public var hitLimit: Bool { droppedCharacters > 0 }

    /// The display column of the cursor within the whole text.
    public var cursorColumn: Int { DisplayWidth.of(text.prefix(cursor)) }

    /// Replaces the text (cleaned, cut to `maxLength`) and puts the cursor at the end.
    public mutating func setText(_ newText: String) {
        text = ""
        cursor = 0
        scrollColumn = 0
        isSelected = false
        insert(newText)
    }

    /// Selects the whole text, the cursor at its end, so that what is typed
    /// next replaces it; nothing is selected in an empty field.
    public mutating func selectAll() {
        cursor = text.count
        isSelected = !text.isEmpty
    }

    /// Ends the selection, keeping the text and the cursor.
    public mutating func deselect() {
        isSelected = false
    }

    /// Handles a key as `keys` map it (an editing key), or types it (a
    /// character, a paste); returns false for keys the field leaves alone
    /// (a selection stays then).
    public mutating func handle(_ key: Key, keys: TextEditingKeys = .standard) -> Bool {
        droppedCharacters = 0
        if let action = keys.action(for: key) {
            perform(action)
            return true
        }
        switch key {
        case .character(let c): insert(String(c))
        case .paste(let pasted): insert(pasted)
        default: return false
        }
        return true
    }

    /// Does what an editing key does. With the text selected, a moving key
    /// goes to the selection's start or end and a deleting key removes it.
    public mutating func perform(_ action: TextEditingKeys.Action) {
        if isSelected {
            isSelected = false
            switch action {
            case .left, .lineStart: cursor = 0
            case .right, .lineEnd: cursor = text.count
            case .deleteBackward, .deleteForward, .deleteToStart, .deleteToEnd, .deleteWord: remove(0..<text.count)
            }
            return
        }
        switch action {
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(text.count, cursor + 1)
        case .lineStart: cursor = 0
        case .lineEnd: cursor = text.count
        case .deleteBackward: if cursor > 0 { remove(cursor - 1..<cursor) }
        case .deleteForward: if cursor < text.count { remove(cursor..<cursor + 1) }
        case .deleteToStart: remove(0..<cursor)
        case .deleteToEnd: remove(cursor..<text.count)
        case .deleteWord: remove(wordStart()..<cursor)
        }
    }

    /// Inserts `newText` at the cursor, cleaned and cut to `maxLength`; a
    /// selected text is replaced. Returns whether anything was inserted.
    @discardableResult
    public mutating func insert(_ newText: String) -> Bool {
        if isSelected {
            isSelected = false
            remove(0..<text.count)
        }
        var clean = TextInput.clean(newText, keepNewlines: false)
        if let maxLength {
            let room = max(0, maxLength - text.count)
            let length = clean.count
            if length > room {
                droppedCharacters = length - room
                clean = String(clean.prefix(room))
            }
        }
        guard !clean.isEmpty else { return false }
        let split = text.index(text.startIndex, offsetBy: min(cursor, text.count))
        // Count after joining: a typed combining mark merges with the
        // character before it instead of becoming one of its own.
        let before = String(text[..<split]) + clean
        cursor = before.count
        text = before + text[split...]
        cursor = min(cursor, text.count)
        return true
    }

    /// Scrolls so the cursor shows in a field `width` columns wide, moving as
    /// little as possible. `TextField.render` calls this.
    public mutating func updateScroll(width: Int) {
        guard width > 0 else { scrollColumn = 0; return }
        let column = cursorColumn
        if column < scrollColumn { scrollColumn = column }
        if column >= scrollColumn + width { scrollColumn = column - width + 1 }
        // No empty space on the right while text is hidden on the left.
        let maxScroll = max(0, DisplayWidth.of(text) + 1 - width)
        scrollColumn = startOfCharacter(atOrAfter: max(0, min(scrollColumn, maxScroll)))
    }

    /// The first column at or after `column` where a character starts, so
    /// the view never begins with half of a wide character.
    private func startOfCharacter(atOrAfter column: Int) -> Int {
        var start = 0
        for character in text {
            if start >= column { return start }
            start += DisplayWidth.of(character)
        }
        return start
    }

    private mutating func remove(_ range: Range<Int>) {
        guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= text.count else { return }
        let start = text.index(text.startIndex, offsetBy: range.lowerBound)
        let end = text.index(start, offsetBy: range.count)
        text.removeSubrange(start..<end)
        cursor = range.lowerBound
    }

    /// Where the word before the cursor starts (spaces before it included).
    private func wordStart() -> Int {
        let characters = Array(text.prefix(cursor))
        var index = characters.count
        while index > 0 && characters[index - 1] == " " { index -= 1 }
        while index > 0 && characters[index - 1] != " " { index -= 1 }
        return index
    }
}
