import TerminalUI

/// What a user's config file sets: the mouse, the theme, colours by role
/// and the user's keys. A setting the file does not name keeps its default.
public struct Config: Sendable, Equatable {
    /// Whether bankui asks the terminal for mouse reports.
    public var mouse = true
    /// The theme's name (one of ``themes``).
    public var theme = "default"
    /// Colours by role (`[colors]`), role → colour name, for the themes.
    public var colors: [String: String] = [:]
    /// The user's keys by full action name.
    public var keys = KeyOverrides.none
    /// `[user] name`: who the user is on a shared board (checked by the
    /// board, which knows what a name may hold); nil when not set.
    public var userName: String?

    public init(mouse: Bool = true, theme: String = "default", colors: [String: String] = [:], keys: KeyOverrides = .none) {
        self.mouse = mouse
        self.theme = theme
        self.colors = colors
        self.keys = keys
    }

    /// Every default.
    public static let defaults = Config()

    /// The themes a file may name.
    public static var themes: [String] { Theme.names }
}
