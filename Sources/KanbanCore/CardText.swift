import Foundation

/// What a card's fields may hold, applied to everything that enters a card
/// (the editor, a paste, an import): no control character (C0 but the body's
/// line breaks, DEL, C1), no terminal escape sequence, no bidirectional
/// override, embedding or isolate (which could reorder what the board
/// shows), text in NFC, and at most ``CardLimits`` characters.
public enum CardText {
    /// One line: line breaks and tabs become spaces, escape sequences and
    /// other controls are removed, leading and trailing white space is
    /// trimmed, and the result is cut to ``CardLimits/title`` characters.
    public static func cleanTitle(_ text: String) -> String {
        let cleaned = clean(text, keepLineBreaks: false).trimmingWhitespace()
        return cut(cleaned, to: CardLimits.title).trimmingWhitespace()
    }

    /// Several lines: `\r\n`, `\r`, U+2028 and U+2029 become `\n`, tabs
    /// become a space, escape sequences and other controls are removed, and
    /// the result is cut to ``CardLimits/body`` characters. Not trimmed.
    public static func cleanBody(_ text: String) -> String {
        cut(clean(text, keepLineBreaks: true), to: CardLimits.body)
    }

    /// `text` cut to `limit` characters.
    private static func cut(_ text: String, to limit: Int) -> String {
        var count = 0
        var end = text.startIndex
        while end < text.endIndex, count < limit {
            end = text.index(after: end)
            count += 1
        }
        return end == text.endIndex ? text : String(text[..<end])
    }

    /// Whether `scalar` is removed from every field: controls (C0, DEL, C1)
    /// and the bidirectional formatting characters.
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func clean(_ text: String, keepLineBreaks: Bool) -> String {
        var out = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        let lineBreak: Unicode.Scalar = keepLineBreaks ? "\n" : " "
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar.value {
            case 0x0A, 0x2028, 0x2029:
                out.append(lineBreak)
            case 0x0D:
                if index < scalars.count, scalars[index] == "\n" { index += 1 }
                out.append(lineBreak)
            case 0x09:
                out.append(" ")
            case 0x1B:
                index = skipEscape(scalars, from: index)
            case 0x9B:  // C1 CSI
                index = skipControlSequence(scalars, from: index)
            case 0x9D, 0x90, 0x98, 0x9E, 0x9F:  // C1 OSC, DCS, SOS, PM, APC
                index = skipString(scalars, from: index)
            default:
                if !isForbidden(scalar) { out.append(scalar) }
            }
        }
        let result = String(out)
        return result.unicodeScalars.allSatisfy(\.isASCII) ? result : result.precomposedStringWithCanonicalMapping
    }

    /// After an ESC: skips the rest of the sequence it starts (CSI, OSC and
    /// the other strings, or one following character).
    private static func skipEscape(_ scalars: [Unicode.Scalar], from index: Int) -> Int {
        guard index < scalars.count else { return index }
        switch scalars[index] {
        case "[": return skipControlSequence(scalars, from: index + 1)
        case "]", "P", "X", "^", "_": return skipString(scalars, from: index + 1)
        case " "..."/":
            // nF sequences (ESC ( B): intermediates, then one final character.
            var next = index
            while next < scalars.count, (0x20...0x2F).contains(scalars[next].value) { next += 1 }
            return next < scalars.count && (0x30...0x7E).contains(scalars[next].value) ? next + 1 : next
        case "0"..."~": return index + 1
        default: return index
        }
    }

    /// A CSI's parameters and intermediates, then its final character.
    private static func skipControlSequence(_ scalars: [Unicode.Scalar], from index: Int) -> Int {
        var next = index
        while next < scalars.count, (0x20...0x3F).contains(scalars[next].value) { next += 1 }
        return next < scalars.count && (0x40...0x7E).contains(scalars[next].value) ? next + 1 : next
    }

    /// An OSC or DCS string up to its terminator (BEL, ESC \ or ST) on the
    /// same line. Unterminated, only its introducer goes: the text after it
    /// is kept (as text; its controls are still removed).
    private static func skipString(_ scalars: [Unicode.Scalar], from index: Int) -> Int {
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
