/// Measures text in terminal display columns.
///
/// Terminals place text by columns, not by bytes or characters: Hangul, CJK
/// and emoji take two columns, combining marks and other format characters
/// take none. Every width in bankui comes from here, so the buffer, the
/// layout and the widgets agree with what the terminal will do; a cluster's
/// width is that of the form it is drawn in (``TerminalCluster``), and a
/// scalar's agrees with the C library's `wcwidth`, which curses uses.
public enum DisplayWidth {
    /// Columns taken by one Unicode scalar on its own: 0, 1 or 2.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
        if v < 0x300 { return 1 }
        // Regional indicators are one column alone (a pair, a flag, is two:
        // TerminalCluster); prepended concatenation marks are printed.
        if (0x1F1E6...0x1F1FF).contains(v) { return 1 }
        switch v {
        case 0x600...0x605, 0x6DD, 0x70F, 0x890, 0x891, 0x8E2, 0x110BD, 0x110CD: return 1
        case 0x1171E: return 0
        default: break
        }
        if isZeroWidth(scalar) { return 0 }
        if isWide(v) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// Columns taken by one grapheme cluster (what a user sees as one
    /// character), as it is drawn: see ``TerminalCluster``.
    public static func of(_ character: Character) -> Int {
        TerminalCluster.form(of: character).width
    }

    /// Columns taken by a whole string.
    public static func of<S: StringProtocol>(_ text: S) -> Int {
        // Plain ASCII (most of what is drawn) is measured byte by byte,
        // without splitting it into grapheme clusters.
        var ascii = 0
        var isASCII = true
        for byte in text.utf8 {
            guard byte < 0x80 else {
                isASCII = false
                break
            }
            // Measured as drawn: the screen's cleaner first.
            if byte < 0x20 || byte == 0x7F { return of(TerminalText.sanitize(String(text))) }
            ascii += 1
        }
        if isASCII { return ascii }
        if let width = SingleScalarText.width(text) { return width }
        if TerminalText.changesWidth(text) { return of(TerminalText.sanitize(String(text))) }
        var total = 0
        for character in text {
            if character.isASCII, let ascii = character.asciiValue {
                total += (ascii >= 0x20 && ascii != 0x7F) ? 1 : 0
            } else {
                total += of(character)
            }
        }
        return total
    }

    /// The longest prefix of `text` that fits in `columns`, never splitting a
    /// character; when the text is cut and `ellipsis` is given, the ellipsis
    /// takes the last column(s) so the cut is visible.
    ///
    /// The text is cut as it is drawn: the screen's cleaner runs first (see
    /// ``TerminalText``), so an escape sequence is never cut into visible
    /// pieces and the result is clean.
    public static func truncate(_ text: String, to columns: Int, ellipsis: String = "") -> String {
        let limit = max(0, columns)
        if let width = SingleScalarText.width(text) {
            if width <= limit { return text }
            // Cut scalar by scalar: each is a cluster of its own.
            let ellipsisWidth = of(ellipsis)
            let room = ellipsisWidth <= limit ? limit - ellipsisWidth : limit
            var result = String.UnicodeScalarView()
            var used = 0
            for scalar in text.unicodeScalars {
                let w = of(scalar)
                if used + w > room { break }
                result.append(scalar)
                used += w
            }
            return ellipsisWidth <= limit ? String(result) + ellipsis : String(result)
        }
        let text = TerminalText.changesWidth(text) ? TerminalText.sanitize(text) : text
        if of(text) <= limit { return text }
        let ellipsisWidth = of(ellipsis)
        let room = ellipsisWidth <= limit ? limit - ellipsisWidth : limit
        var result = ""
        var used = 0
        for character in text {
            let w = of(character)
            if used + w > room { break }
            result.append(character)
            used += w
        }
        return ellipsisWidth <= limit ? result + ellipsis : result
    }

    /// Pads `text` with spaces on the right to exactly `columns`, cutting it
    /// first if it is longer.
    public static func pad(_ text: String, to columns: Int) -> String {
        let cut = truncate(text, to: columns)
        return cut + String(repeating: " ", count: max(0, columns - of(cut)))
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        // Hangul medial vowels and final consonants join the syllable before.
        if (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) { return true }
        if v == 0x200B { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }

    /// East Asian Wide and Fullwidth ranges (Unicode EastAsianWidth W/F).
    private static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A,
             0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
             0x4DC0...0x4DFF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
             0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x16FE0...0x16FE4, 0x16FF0...0x16FF1, 0x17000...0x18CD5, 0x18D00...0x18D08,
             0x1AFF0...0x1AFFE, 0x1B000...0x1B2FF,
             0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248,
             0x1F250...0x1F251, 0x1F260...0x1F265,
             0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
