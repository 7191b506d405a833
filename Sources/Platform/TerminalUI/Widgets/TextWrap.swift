/// Breaks text into lines that fit a width in display columns.
///
/// Lines break at spaces when they can, never at a no-break space (U+00A0:
/// `1 2 3`, `이번 주` stay on one line); a word wider than the line is cut
/// between characters, never inside one (Hangul and emoji count 2 columns).
/// Newlines in the text start new lines; an empty paragraph stays an empty line.
/// Each paragraph is cleaned for the screen (``TerminalText``) before it is
/// measured, so an escape sequence stored raw is never broken into visible
/// pieces and every line is drawn as wide as it was measured.
public enum TextWrap {
    /// The lines of `text` wrapped to `width` columns; none when `width` < 1.
    public static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var result: [String] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            if TerminalText.changesWidth(paragraph) {
                let clean = TerminalText.sanitize(String(paragraph))
                result += wrapParagraph(clean[...], width: width)
            } else {
                result += wrapParagraph(paragraph, width: width)
            }
        }
        return result
    }

    /// `phrases` joined by spaces into lines of `width` columns, a phrase
    /// never broken across lines unless it alone is wider than a line (then
    /// it is wrapped as words are).
    public static func lines(phrases: [String], width: Int) -> [String] {
        guard width > 0 else { return [] }
        var result: [String] = []
        var current = ""
        for phrase in phrases {
            let joined = current.isEmpty ? phrase : current + " " + phrase
            if DisplayWidth.of(joined) <= width {
                current = joined
                continue
            }
            if !current.isEmpty { result.append(current) }
            current = ""
            let pieces = lines(phrase, width: width)
            result += pieces.dropLast()
            current = pieces.last ?? ""
        }
        if !current.isEmpty || result.isEmpty { result.append(current) }
        return result
    }

    private static func wrapParagraph(_ paragraph: Substring, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in paragraph.split(separator: " ") {
            let wordWidth = DisplayWidth.of(word)
            if currentWidth > 0, currentWidth + 1 + wordWidth <= width {
                current += " " + word
                currentWidth += 1 + wordWidth
                continue
            }
            if currentWidth == 0, current.isEmpty, wordWidth <= width {
                current = String(word)
                currentWidth = wordWidth
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = ""
            currentWidth = 0
            var rest = Substring(word)
            while DisplayWidth.of(rest) > width {
                let head = DisplayWidth.truncate(String(rest), to: width)
                // A character wider than the whole line cannot be shown: drop it.
                if head.isEmpty { rest = rest.dropFirst(); continue }
                lines.append(head)
                rest = rest.dropFirst(head.count)
            }
            current = String(rest)
            currentWidth = DisplayWidth.of(rest)
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
