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

    /// Whether `scalar` may go to the terminal as it is.
    public static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        !UntrustedText.isForbidden(scalar)
    }
}
