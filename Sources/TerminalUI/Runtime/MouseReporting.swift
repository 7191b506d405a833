/// The sequences that turn xterm's mouse reporting on and off: presses,
/// releases and the wheel (`?1000`), reported in the SGR encoding (`?1006`:
/// any column, and a release says which button). Motion (`?1002`) is not
/// asked for. The crash-time restore of the C shim sends `off` as well.
public enum MouseReporting {
    /// Reporting on, SGR encoding.
    public static let on = "\u{1B}[?1000h\u{1B}[?1006h"
    /// Reporting off, in the reverse order.
    public static let off = "\u{1B}[?1006l\u{1B}[?1000l"
}
