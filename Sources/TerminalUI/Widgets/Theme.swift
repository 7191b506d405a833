/// The styles widgets draw with. Selection and focus stay visible without
/// colour: they use reverse and bold, colour only adds to them.
public struct Theme: Sendable {
    public var normal: Style
    public var selected: Style
    public var border: Style
    public var focusedBorder: Style
    public var title: Style
    public var hintKey: Style
    public var hintLabel: Style
    public var dim: Style
    public var error: Style
    public var activeTab: Style
    public var inactiveTab: Style

    /// The look of bankui.
    public static let standard = Theme(
        normal: .plain,
        selected: Style(attributes: [.reverse, .bold]),
        border: Style(attributes: .dim),
        focusedBorder: Style(foreground: .cyan, attributes: .bold),
        title: Style(attributes: .bold),
        hintKey: Style(foreground: .cyan, attributes: .bold),
        hintLabel: .plain,
        dim: Style(attributes: .dim),
        error: Style(foreground: .red, attributes: .bold),
        activeTab: Style(attributes: [.reverse, .bold]),
        inactiveTab: .plain
    )
}

/// A key and what it does, for the hint bar and the help overlay.
public struct KeyHint: Hashable, Sendable {
    public let keys: String
    public let label: String

    public init(keys: String, label: String) {
        self.keys = keys
        self.label = label
    }
}
