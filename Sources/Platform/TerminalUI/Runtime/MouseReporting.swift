/// The sequences that turn xterm's mouse reporting on and off: presses,
/// releases and the wheel (`?1000`), reported in the SGR encoding (`?1006`:
/// any column, and a release says which button). Motion (`?1002`) is not
/// asked for. The crash-time restore of the C shim sends `off` as well.
public enum MouseReporting {
    /// Reporting on, SGR encoding.
    public static let on = "\u{1B}[?1000h\u{1B}[?1006h"
    /// Reporting off, in the reverse order.
    public static let off = "\u{1B}[?1006l\u{1B}[?1000l"

    /// Terminal types known to report in the SGR encoding once asked.
    static let sgrTerminals = ["xterm", "screen", "tmux", "alacritty", "kitty", "foot", "wezterm", "contour", "st"]

    /// Whether reporting is asked for on the terminal `term` (TERM) whose
    /// terminfo has `kmous` or not. Conservative: the terminal must say it
    /// reports the mouse and be of a family that knows the SGR encoding.
    /// The Linux console has `kmous` but only the old encoding, whose raw
    /// coordinate bytes would arrive as typed text: it gets no mouse.
    public static func isSupported(term: String, hasKmous: Bool) -> Bool {
        guard hasKmous else { return false }
        let family = term.lowercased()
        return sgrTerminals.contains { family == $0 || family.hasPrefix($0 == "st" ? "st-" : $0) }
    }
}
