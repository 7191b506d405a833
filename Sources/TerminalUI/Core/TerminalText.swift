/// Makes untrusted text safe to draw.
///
/// Task titles, course names, imported files and pasted text may hold
/// control characters; written to a terminal they would move the cursor,
/// change colours or reorder text. Nothing drawn by bankui reaches the
/// terminal without passing through here: C0 controls and DEL become the
/// visible Control Pictures (␀…␟, ␡), C1 controls become U+FFFD, and bidi
/// overrides and isolates are dropped.
public enum TerminalText {
    /// `text` with every unsafe character replaced or removed.
    public static func sanitize(_ text: String) -> String {
        if isPlainSafe(text) { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let replacement = replacement(for: scalar) {
                if let r = replacement { scalars.append(r) }
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Whether `scalar` may go to the terminal as it is.
    public static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        replacement(for: scalar) == nil
    }

    /// nil: keep; .some(nil): drop; .some(x): show x instead.
    private static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar?? {
        let v = scalar.value
        switch v {
        case 0x00..<0x20: return .some(Unicode.Scalar(0x2400 + v))
        case 0x7F: return .some(Unicode.Scalar(0x2421))
        case 0x80..<0xA0: return .some(Unicode.Scalar(0xFFFD))
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return .some(nil)
        default: return nil
        }
    }

    private static func isPlainSafe(_ text: String) -> Bool {
        for byte in text.utf8 where byte < 0x20 || byte >= 0x7F {
            // Non-ASCII needs the full check; ASCII controls are unsafe.
            return false
        }
        return true
    }
}
