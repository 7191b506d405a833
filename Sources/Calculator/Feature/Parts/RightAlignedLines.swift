import TerminalUI

/// Text laid out for a right-aligned display, like a calculator's: a number
/// wider than the room is broken into several lines, never cut, with the
/// break counted from the right so that every full line ends on the right
/// edge and the first line holds what is left over.
enum RightAlignedLines {
    /// `text` in lines of at most `width` columns (none when `width` < 1).
    /// A character wider than `width` gets a line of its own.
    static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        if DisplayWidth.of(text) <= width { return [text] }
        var lines: [String] = []
        var current: [Character] = []
        var used = 0
        for character in text.reversed() {
            let columns = DisplayWidth.of(character)
            if used + columns > width, !current.isEmpty {
                lines.append(String(current.reversed()))
                current = []
                used = 0
            }
            current.append(character)
            used += columns
        }
        if !current.isEmpty { lines.append(String(current.reversed())) }
        return lines.reversed()
    }

    /// `text` with spaces before it so that it ends at column `width`.
    static func padded(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - DisplayWidth.of(text))) + text
    }
}
