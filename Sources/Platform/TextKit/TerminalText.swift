/// Text on its way to the screen.
///
/// Nothing drawn by bankui reaches the terminal without passing through
/// here: it is ``UntrustedText`` under its screen rules (whole escape
/// sequences removed; C0 controls, DEL and line breaks shown as their
/// Control Pictures ␀…␟ ␡, C1 controls as U+FFFD; bidi controls dropped;
/// overlong clusters cut).
public enum TerminalText {
    /// `text` with every unsafe character replaced or removed.
    public static func sanitize(_ text: String) -> String {
        UntrustedText.clean(text, .screen)
    }

    /// Whether ``sanitize(_:)`` would change how wide `text` is drawn: it
    /// holds a control (every escape sequence starts with one, C0 or C1) or
    /// a line or paragraph separator. Text that does not is measured and
    /// cut as it is; text that does is cleaned first, so what is measured
    /// is what is drawn.
    public static func changesWidth<S: StringProtocol>(_ text: S) -> Bool {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029: return true
            default: continue
            }
        }
        return false
    }

    /// Whether `scalar` may go to the terminal as it is.
    public static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        !UntrustedText.isForbidden(scalar)
    }
}
