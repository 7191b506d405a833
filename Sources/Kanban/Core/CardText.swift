import FoundationEssentials
import TextKit

/// What a card's fields may hold, applied to everything that enters a card
/// (the editor, a paste, an import): no control character (C0 but the body's
/// line breaks, DEL, C1), no terminal escape sequence, no bidirectional
/// override, embedding or isolate (which could reorder what the board
/// shows), text in NFC, and at most ``CardLimits`` characters.
public enum CardText {
    /// One line: line breaks and tabs become spaces, escape sequences and
    /// other controls are removed, leading and trailing white space is
    /// trimmed, and the result is cut to ``CardLimits/title`` characters. A
    /// title of invisible characters only (zero-width spaces, fillers) is
    /// empty.
    public static func cleanTitle(_ text: String) -> String {
        let cleaned = clean(text, keepLineBreaks: false).trimmingWhitespace()
        let title = cut(cleaned, to: CardLimits.title).trimmingWhitespace()
        return UntrustedText.isBlank(title) ? "" : title
    }

    /// Several lines: `\r\n`, `\r`, U+2028 and U+2029 become `\n`, tabs
    /// become a space, escape sequences and other controls are removed, and
    /// the result is cut to ``CardLimits/body`` characters. Not trimmed.
    public static func cleanBody(_ text: String) -> String {
        cleanBodyCounting(text).text
    }

    /// ``cleanBody(_:)`` with how many characters the cleaned text had
    /// before the cut, to say how much did not fit. The work is one pass
    /// over `text`; the composition into NFC, whose cost grows faster than
    /// the text, is done only on what is kept.
    public static func cleanBodyCounting(_ text: String, limit: Int = CardLimits.body) -> (text: String, offered: Int) {
        let result = UntrustedText.clean(text, .multiLine)
        // Walk to the limit, then count the rest: one pass.
        var kept = 0
        var end = result.startIndex
        while end < result.endIndex, kept < limit {
            end = result.index(after: end)
            kept += 1
        }
        let offered = kept + (end == result.endIndex ? 0 : result[end...].count)
        let prefix = end == result.endIndex ? result : String(result[..<end])
        // NFC joins no two characters, so composing what is kept equals
        // cutting the composed whole.
        let composed = prefix.composedInPieces
        return (cut(composed, to: limit), offered)
    }

    /// Whether `text`, cleaned as a title, fits in ``CardLimits/title``
    /// characters without being cut (for a caller that refuses rather
    /// than cuts, as the command line does).
    public static func titleFits(_ text: String) -> Bool {
        clean(text, keepLineBreaks: false).trimmingWhitespace().count <= CardLimits.title
    }

    /// Whether `text`, cleaned as a body, fits in ``CardLimits/body``
    /// characters without being cut.
    public static func bodyFits(_ text: String) -> Bool {
        clean(text, keepLineBreaks: true).count <= CardLimits.body
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
        UntrustedText.isForbidden(scalar)
    }

    private static func clean(_ text: String, keepLineBreaks: Bool) -> String {
        let result = UntrustedText.clean(text, keepLineBreaks ? .multiLine : .singleLine)
        return result.composedInPieces
    }
}
