/// The themes a user can name: `default` (``Theme/standard``), `light`,
/// `high-contrast` and `mono`, and the rule that a terminal without colour
/// (or `NO_COLOR`) always gets `mono`.
extension Theme {
    /// For light backgrounds: darker colours where the default's yellow and
    /// cyan would fade into white.
    public static let light: Theme = {
        var theme = Theme.standard
        theme.name = "light"
        theme.focusedBorder = Style(foreground: .blue, attributes: .bold)
        theme.hintKey = Style(foreground: .blue, attributes: .bold)
        theme.dueToday = Style(foreground: .palette(130), attributes: .bold)  // dark orange
        theme.sample = Style(foreground: .palette(130), attributes: .bold)
        theme.online = Style(foreground: .palette(28), attributes: .bold)  // dark green
        return theme
    }()

    /// Bright colours, no dim text, bold wherever something must be seen.
    public static let highContrast: Theme = {
        var theme = Theme.standard
        theme.name = "high-contrast"
        theme.border = .plain
        theme.focusedBorder = Style(foreground: .palette(11), attributes: .bold)
        theme.title = Style(attributes: [.bold, .underline])
        theme.hintKey = Style(foreground: .palette(11), attributes: .bold)
        theme.dim = .plain
        theme.error = Style(foreground: .palette(9), attributes: .bold)
        theme.overdue = Style(foreground: .palette(9), attributes: [.bold, .underline])
        theme.dueToday = Style(foreground: .palette(11), attributes: .bold)
        theme.loan = Style(foreground: .palette(13), attributes: .bold)
        theme.online = Style(foreground: .palette(10), attributes: .bold)
        theme.offline = Style(foreground: .palette(9), attributes: .bold)
        theme.sample = Style(foreground: .palette(11), attributes: .bold)
        theme.block = Style(attributes: [.reverse, .bold])
        return theme
    }()

    /// Attributes only (bold, reverse, underline, dim), no colour at all:
    /// every signal colour gave has its mark in text instead.
    public static let mono: Theme = {
        var theme = Theme.standard
        theme.name = "mono"
        theme.focusedBorder = Style(attributes: .bold)
        theme.hintKey = Style(attributes: .bold)
        theme.error = Style(attributes: .bold)
        theme.overdue = Style(attributes: [.bold, .underline])
        theme.dueToday = Style(attributes: .bold)
        theme.loan = Style(attributes: .bold)
        theme.online = Style(attributes: .bold)
        theme.offline = Style(attributes: .bold)
        theme.sample = Style(attributes: .bold)
        theme.blockColors = false
        return theme
    }()

    /// Every named theme, in the order help lists them.
    public static let all: [Theme] = [.standard, .light, .highContrast, .mono]

    /// The names `--theme` takes: `default`, `light`, `high-contrast`, `mono`.
    public static var names: [String] { all.map(\.name) }

    /// The theme called `name`, or nil when there is none.
    public static func named(_ name: String) -> Theme? {
        all.first { $0.name == name }
    }

    /// The theme to draw with on a terminal with `support`: `mono` when it
    /// shows no colour (none, or `NO_COLOR`), whatever was chosen.
    public func forTerminal(_ support: ColorSupport) -> Theme {
        support == .none ? .mono : self
    }

    /// Whether any role shows colour.
    public var hasColor: Bool {
        let roles = Theme.roles.map { self[keyPath: $0.path] }
        return blockColors || roles.contains(where: \.hasColor)
    }
}
