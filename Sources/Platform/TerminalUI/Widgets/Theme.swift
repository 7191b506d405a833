/// The styles the interface draws with, one per role. Selection and focus
/// stay visible without colour: they use reverse, bold and underline; colour
/// only adds to them. A render reads the theme in use from the buffer it
/// draws into (``Buffer/theme``), so one choice reaches every widget and tab.
/// The named themes and the overrides by role are in `Theme+Named.swift`
/// and `Theme+Overrides.swift`.
public struct Theme: Equatable, Sendable {
    /// The theme's name, as `--theme` takes it.
    public var name: String
    /// Ordinary text.
    public var normal: Style
    /// The selected item of a focused list, the chosen button of a dialog.
    public var selected: Style
    /// The selected item of a list that does not have focus (two-column
    /// boards): still visible, but clearly not where keys go.
    public var selectedUnfocused: Style
    /// The border of a pane without focus.
    public var border: Style
    /// The border of the focused pane.
    public var focusedBorder: Style
    /// Titles in borders and dialogs.
    public var title: Style
    /// The key part of a key hint (`a` in `a Add`).
    public var hintKey: Style
    /// The label part of a key hint (`Add` in `a Add`).
    public var hintLabel: Style
    /// Secondary text: scroll indicators, counters, placeholders.
    public var dim: Style
    /// Errors and refused input.
    public var error: Style
    /// The active entry of the tab bar.
    public var activeTab: Style
    /// The other entries of the tab bar.
    public var inactiveTab: Style
    /// An input field (text field, stepper value) that has focus: underlined
    /// so its extent shows without colour.
    public var field: Style
    /// A deadline that has passed (kanban cards). Without colour the card
    /// also says so in words.
    public var overdue: Style
    /// A deadline that is today (its row also says "today").
    public var dueToday: Style
    /// A loan customer (the bank's lists). Without colour the row also
    /// carries a mark.
    public var loan: Style
    /// The shared board's dot when it is online.
    public var online: Style
    /// The shared board's dot when it is offline (without colour the dot is
    /// hollow: `○`).
    public var offline: Style
    /// A label that something is an example (the timetable's sample catalog).
    public var sample: Style
    /// A timetable block: the fill of a course's meeting.
    public var block: Style
    /// Whether blocks take their course's colour over `block`; false draws
    /// every block in `block` alone.
    public var blockColors: Bool
    /// The chosen block of the timetable: not filled, so it stands out
    /// among filled blocks.
    public var chosenBlock: Style

    /// The look of bankui (the theme named `default`).
    public static let standard = Theme(
        name: "default",
        normal: .plain,
        selected: Style(attributes: [.reverse, .bold]),
        selectedUnfocused: Style(attributes: [.bold, .underline]),
        border: Style(attributes: .dim),
        focusedBorder: Style(foreground: .cyan, attributes: .bold),
        title: Style(attributes: .bold),
        hintKey: Style(foreground: .cyan, attributes: .bold),
        hintLabel: .plain,
        dim: Style(attributes: .dim),
        error: Style(foreground: .red, attributes: .bold),
        activeTab: Style(attributes: [.reverse, .bold]),
        inactiveTab: .plain,
        field: Style(attributes: .underline),
        overdue: Style(foreground: .red, attributes: .bold),
        dueToday: Style(foreground: .yellow, attributes: .bold),
        loan: Style(foreground: .magenta),
        online: Style(foreground: .green, attributes: .bold),
        offline: Style(foreground: .red, attributes: .bold),
        sample: Style(foreground: .yellow, attributes: .bold),
        block: Style(attributes: .reverse),
        blockColors: true,
        chosenBlock: Style(attributes: [.bold, .underline])
    )

    /// The style of an item that is selected (`isSelected`) in a list that
    /// does or does not have focus, or `normal` when it is not selected.
    public func itemStyle(isSelected: Bool, isFocused: Bool, base: Style? = nil) -> Style {
        guard isSelected else { return base ?? normal }
        let highlight = isFocused ? selected : selectedUnfocused
        var style = base ?? normal
        style.attributes.formUnion(highlight.attributes)
        if highlight.foreground != .default { style.foreground = highlight.foreground }
        if highlight.background != .default { style.background = highlight.background }
        return style
    }
}

/// A key and what it does, for the hint bar and the help overlay.
public struct KeyHint: Hashable, Sendable {
    /// The key or keys, as the user types them: `a`, `Enter`, `↑↓`.
    public let keys: String
    /// What they do, in the user's language.
    public let label: String
    /// The key a click on the hint presses; nil when the hint names
    /// several (`↑↓`) and a click means nothing.
    public let key: Key?

    /// A hint showing `keys` followed by `label`, pressing `key` when clicked.
    public init(keys: String, label: String, key: Key? = nil) {
        self.keys = keys
        self.label = label
        self.key = key
    }

    /// Hints are the same when they show the same: the key a click presses
    /// follows from what they show.
    public static func == (a: KeyHint, b: KeyHint) -> Bool { a.keys == b.keys && a.label == b.label }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(keys)
        hasher.combine(label)
    }
}
