/// The keys of every dialog's row of buttons, declared once: ``DialogState``
/// asks this map what a key does, and the help and the hint bar write the
/// same bindings (with the caller's words). The user may change them
/// (table `dialog` of the config file).
public struct DialogButtonKeys: Sendable {
    /// What a key does to the buttons.
    public enum Action: String, CaseIterable, Sendable {
        case previous = "previous-button"
        case next = "next-button"
        case press
        case cancel

        /// The keys unless the user changes them.
        public var defaultKeys: [Key] {
            switch self {
            case .previous: [.left, .character("h"), .backTab]
            case .next: [.right, .character("l"), .tab]
            case .press: [.enter, .character(" ")]
            case .cancel: [.escape]
            }
        }

        /// `dialog.press`.
        public var actionName: String { "dialog." + rawValue }
    }

    public let previous: KeyBinding
    public let next: KeyBinding
    public let press: KeyBinding
    public let cancel: KeyBinding

    /// The map with the caller's hint and help for each action and the
    /// user's keys.
    public init(hint: (Action) -> String? = { _ in nil }, help: (Action) -> String = { _ in "" },
                overrides: KeyOverrides = .none) {
        func binding(_ action: Action) -> KeyBinding {
            KeyBinding(action.actionName, action.defaultKeys, hint: hint(action), help: help(action)).overridden(by: overrides)
        }
        previous = binding(.previous)
        next = binding(.next)
        press = binding(.press)
        cancel = binding(.cancel)
    }

    /// The default keys, without words.
    public static let standard = DialogButtonKeys()

    /// The action `key` triggers, or nil: Esc before the others, so a user
    /// who binds one key twice still gets a way out.
    public func action(for key: Key) -> Action? {
        if cancel.matches(key) { return .cancel }
        if press.matches(key) { return .press }
        if previous.matches(key) { return .previous }
        if next.matches(key) { return .next }
        return nil
    }
}
