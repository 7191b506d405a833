import FoundationEssentials
import TextKit

/// Cleans text that comes from a catalog file or a name field before it is
/// stored, with the one cleaner (``UntrustedText``): terminal escape sequences, control characters (C0, DEL, C1) and
/// bidirectional overrides, embeddings and isolates are removed, tabs and
/// line breaks become spaces, runs of spaces become one, the ends are
/// trimmed and the result is in NFC.
public enum TimetableText {
    public static func clean(_ text: String) -> String {
        isClean(text) ? text : slowClean(text)
    }

    /// Whether `text` is already clean: printable ASCII, Hangul syllables and
    /// CJK ideographs only (all of them unchanged by NFC, and nothing can
    /// combine with them here), single spaces inside, none at the ends.
    private static func isClean(_ text: String) -> Bool {
        var previousSpace = true
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value == 0x20 {
                if previousSpace { return false }
                previousSpace = true
                continue
            }
            previousSpace = false
            switch value {
            case 0x21...0x7E, 0xAC00...0xD7A3, 0x4E00...0x9FFF: continue
            default: return false
            }
        }
        return !previousSpace || text.isEmpty
    }

    /// Whether `scalar` never reaches the screen: controls and the
    /// bidirectional formatting characters.
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        UntrustedText.isForbidden(scalar)
    }

    /// The one cleaner first (escape sequences whole, controls, bidi
    /// controls), then white space made single and trimmed, then NFC. Text of
    /// invisible characters only becomes empty.
    private static func slowClean(_ text: String) -> String {
        let cleaned = UntrustedText.clean(text, .singleLine)
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in cleaned.unicodeScalars {
            switch scalar.value {
            case 0x20, 0x3000, 0xA0:
                pendingSpace = true
            default:
                if pendingSpace, !out.isEmpty { out.append(" ") }
                pendingSpace = false
                out.append(scalar)
            }
        }
        let result = String(out)
        return UntrustedText.isBlank(result) ? "" : result.composedInPieces
    }
}
