/// The one cleaner for text bankui did not write itself.
///
/// Card titles, course names, imported files, pasted and typed text, text
/// read from the shared board's server: any of it may hold terminal escape
/// sequences and control characters which, written to a terminal, would
/// move the cursor, rename the window, change colours or reorder what is
/// shown. Every path that stores such text or sends it to a terminal —
/// the screen, standard output and standard error of every command, log
/// lines — goes through ``clean(_:_:)``; only the rules differ (whether a
/// line break is kept, shown or made a space). JSON output escapes instead.
///
/// What is always done:
/// - whole escape sequences are removed, 7-bit (`ESC [ … m`, `ESC ] … BEL`,
///   `ESC P … ESC \`, `ESC ( B`) and 8-bit (C1 CSI, OSC, DCS, SOS, PM, APC);
///   an OSC or DCS string that does not end on its line loses only its
///   introducer, so no text after it is lost;
/// - bidirectional overrides, embeddings, isolates and marks, and the byte
///   order mark, are removed (they could reorder what is shown);
/// - a grapheme cluster longer than ``TerminalCluster/maximumScalars``
///   scalars is cut to its first ones, so no text can make a key slow.
public enum UntrustedText {
    /// What a line break (LF, CR, CR LF, U+2028, U+2029) becomes.
    public enum LineBreaks: Sendable {
        /// Kept, as `\n`.
        case keep
        /// Kept as they are where `\r\n` or `\n` (files whose format wants
        /// CR LF, like iCalendar); a lone CR, which would send the cursor
        /// back over the line, becomes `\n`.
        case keepCRLF
        /// A space (one-line fields).
        case space
        /// The visible Control Picture ␊ (a screen line).
        case picture
    }

    /// What a control character other than a line break becomes (C0, DEL
    /// and C1 that are not part of an escape sequence).
    public enum Controls: Sendable {
        /// Removed (text being stored).
        case remove
        /// Shown as a visible placeholder: C0 and DEL as their Control
        /// Pictures (␀…␟, ␡), C1 as U+FFFD (text being shown).
        case picture
    }

    /// A set of rules: what line breaks, tabs and other controls become.
    public struct Rules: Sendable {
        public var lineBreaks: LineBreaks
        /// Whether a tab stays a tab (output meant for other programs);
        /// otherwise it becomes a space, or ␉ when controls are shown and
        /// line breaks are pictures.
        public var keepsTabs: Bool
        public var controls: Controls

        public init(lineBreaks: LineBreaks, keepsTabs: Bool = false, controls: Controls) {
            self.lineBreaks = lineBreaks
            self.keepsTabs = keepsTabs
            self.controls = controls
        }

        /// One line of a field or a stored name: line breaks and tabs become
        /// spaces, controls go.
        public static let singleLine = Rules(lineBreaks: .space, controls: .remove)
        /// Several lines (a card's body, a paste into a text area).
        public static let multiLine = Rules(lineBreaks: .keep, controls: .remove)
        /// A screen cell row: every control, line breaks included, shown as
        /// a visible placeholder.
        public static let screen = Rules(lineBreaks: .picture, controls: .picture)
        /// Standard output and standard error: lines (CR LF too) and tabs
        /// kept, other controls shown.
        public static let output = Rules(lineBreaks: .keepCRLF, keepsTabs: true, controls: .picture)
        /// One line of a log file: line breaks and controls shown, so one
        /// message is one line and nothing in it acts on a terminal that
        /// shows the log.
        public static let logLine = Rules(lineBreaks: .picture, keepsTabs: true, controls: .picture)
    }

    /// `text` made safe under `rules`.
    public static func clean(_ text: String, _ rules: Rules) -> String {
        if isPlainASCII(text, rules) || leavesAsItIs(text, rules) { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        var hasNonASCII = false
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            let value = scalar.value
            switch value {
            case 0x0A, 0x2028, 0x2029:
                appendLineBreak(rules, to: &out)
            case 0x0D:
                if index < scalars.count, scalars[index] == "\n" {
                    index += 1
                    if rules.lineBreaks == .keepCRLF { out.append("\r") }
                }
                appendLineBreak(rules, to: &out)
            case 0x09:
                if rules.keepsTabs {
                    out.append(scalar)
                } else {
                    out.append(rules.lineBreaks == .picture && rules.controls == .picture ? "\u{2409}" : " ")
                }
            case 0x1B:
                index = EscapeSequence.end(afterEscape: scalars, at: index)
            case 0x9B:
                index = EscapeSequence.end(ofControlSequence: scalars, at: index)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                index = EscapeSequence.end(ofString: scalars, at: index)
            case 0x00..<0x20, 0x7F, 0x80..<0xA0:
                if rules.controls == .picture { out.append(picture(of: value)) }
            default:
                if isFormattingControl(value) { continue }
                if value >= 0x80 { hasNonASCII = true }
                out.append(scalar)
            }
        }
        let cleaned = String(out)
        return hasNonASCII ? TerminalCluster.capped(cleaned) : cleaned
    }

    /// Whether `text` holds nothing a person can see: only white space,
    /// invisible formatting characters (zero-width spaces and joiners,
    /// variation selectors, Hangul fillers, the braille blank), combining
    /// marks with nothing to combine with, and controls. A title or name
    /// like that counts as empty.
    public static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(isInvisible)
    }

    /// Whether one scalar draws nothing visible on its own.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isWhitespace || properties.isDefaultIgnorableCodePoint { return true }
        switch scalar.value {
        case 0x2800, 0x3164, 0xFFA0, 0x115F, 0x1160: return true
        default: break
        }
        switch properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark, .spaceSeparator,
             .lineSeparator, .paragraphSeparator:
            return true
        default:
            return false
        }
    }

    /// Whether `scalar` is removed wherever text is cleaned: controls (C0,
    /// DEL, C1), bidirectional formatting characters and the byte order mark.
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F..<0xA0).contains(value) || isFormattingControl(value)
    }

    /// Bidi marks, embeddings, overrides and isolates, and U+FEFF.
    private static func isFormattingControl(_ value: UInt32) -> Bool {
        switch value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    private static func appendLineBreak(_ rules: Rules, to out: inout String.UnicodeScalarView) {
        switch rules.lineBreaks {
        case .keep, .keepCRLF: out.append("\n")
        case .space: out.append(" ")
        case .picture: out.append("\u{240A}")
        }
    }

    /// The visible stand-in of a control: its Control Picture (C0, DEL) or
    /// U+FFFD (C1, which has no picture).
    private static func picture(of value: UInt32) -> Unicode.Scalar {
        switch value {
        case 0x00..<0x20: Unicode.Scalar(0x2400 + value) ?? "\u{FFFD}"
        case 0x7F: "\u{2421}"
        default: "\u{FFFD}"
        }
    }

    /// Printable ASCII (and the line breaks and tabs `rules` keep as they
    /// are): nothing to do. Most text is like this.
    /// Whether `rules` leave `text` as it is: every scalar a cluster of its
    /// own that is never cleaned (``SingleScalarText``), or a line break or
    /// a tab the rules keep. Checked scalar by scalar, without copying: a
    /// command's whole output (a JSON export of 10,000 cards) is mostly so.
    private static func leavesAsItIs(_ text: String, _ rules: Rules) -> Bool {
        let keepsLines = rules.lineBreaks == .keep || rules.lineBreaks == .keepCRLF
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if SingleScalarText.isSingle(value) { continue }
            if value == 0x0A, keepsLines { continue }
            if value == 0x09, rules.keepsTabs { continue }
            return false
        }
        return true
    }

    private static func isPlainASCII(_ text: String, _ rules: Rules) -> Bool {
        for byte in text.utf8 {
            if byte >= 0x20 && byte < 0x7F { continue }
            if byte == 0x0A && (rules.lineBreaks == .keep || rules.lineBreaks == .keepCRLF) { continue }
            if byte == 0x09 && rules.keepsTabs { continue }
            return false
        }
        return true
    }
}

/// Where a terminal escape sequence ends, so that it is removed whole.
enum EscapeSequence {
    /// After an ESC at `index - 1`: the index just past the sequence.
    static func end(afterEscape scalars: [Unicode.Scalar], at index: Int) -> Int {
        guard index < scalars.count else { return index }
        switch scalars[index].value {
        case 0x5B: return end(ofControlSequence: scalars, at: index + 1)  // [
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F: return end(ofString: scalars, at: index + 1)  // ] P X ^ _
        case 0x20...0x2F:
            // nF sequences (ESC ( B): intermediates, then one final character.
            var next = index
            while next < scalars.count, (0x20...0x2F).contains(scalars[next].value) { next += 1 }
            return next < scalars.count && (0x30...0x7E).contains(scalars[next].value) ? next + 1 : next
        case 0x30...0x7E: return index + 1  // ESC 7, ESC c, ESC M …
        default: return index
        }
    }

    /// A CSI's parameters and intermediates, then its final character; a
    /// CSI cut by anything else loses what came so far.
    static func end(ofControlSequence scalars: [Unicode.Scalar], at index: Int) -> Int {
        var next = index
        while next < scalars.count, (0x20...0x3F).contains(scalars[next].value) { next += 1 }
        return next < scalars.count && (0x40...0x7E).contains(scalars[next].value) ? next + 1 : next
    }

    /// An OSC, DCS, SOS, PM or APC string up to its terminator (BEL, ESC \
    /// or ST) on the same line. Unterminated, only its introducer goes: the
    /// text after it is kept (as text; its controls are still removed).
    static func end(ofString scalars: [Unicode.Scalar], at index: Int) -> Int {
        var next = index
        while next < scalars.count {
            switch scalars[next].value {
            case 0x07, 0x9C: return next + 1
            case 0x1B:
                return next + 1 < scalars.count && scalars[next + 1] == "\\" ? next + 2 : next + 1
            case 0x0A, 0x0D, 0x2028, 0x2029: return index
            default: next += 1
            }
        }
        return index
    }
}
