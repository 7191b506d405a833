/// The keys of every text field and text area, declared once: the one-line
/// ``TextFieldState`` and the several-line ``TextAreaState`` ask this map
/// which action a key is, so the keys help lists are the keys the fields
/// take, and the user's keys (table `text` of the config file) reach both.
///
/// The help lines are the caller's (the words of its language). ← and →
/// are moving keys and fixed; typed characters and pastes are text.
public struct TextEditingKeys: Sendable {
    /// What an editing key does. In a text area "the line" is the line of
    /// the text the cursor is in.
    public enum Action: String, CaseIterable, Sendable {
        case left, right
        case lineStart = "line-start"
        case lineEnd = "line-end"
        case deleteBackward = "delete-backward"
        case deleteForward = "delete-forward"
        case deleteToStart = "delete-to-start"
        case deleteToEnd = "delete-to-end"
        case deleteWord = "delete-word"

        /// The keys an action has unless the user changes them.
        public var defaultKeys: [Key] {
            switch self {
            case .left: [.left]
            case .right: [.right]
            case .lineStart: [.home, .control("a")]
            case .lineEnd: [.end, .control("e")]
            case .deleteBackward: [.backspace]
            case .deleteForward: [.delete]
            case .deleteToStart: [.control("u")]
            case .deleteToEnd: [.control("k")]
            case .deleteWord: [.control("w")]
            }
        }

        /// Its full name in a user's file (`text.line-start`); nil for the
        /// fixed arrows.
        public var actionName: String? {
            switch self {
            case .left, .right: nil
            default: "text." + rawValue
            }
        }
    }

    /// One binding per action, in the order of ``Action/allCases`` (the
    /// order help lists them).
    public let bindings: [KeyBinding]

    /// The map with each action's help line from `help` and the user's
    /// keys from `overrides`.
    public init(help: (Action) -> String = { _ in "" }, overrides: KeyOverrides = .none) {
        bindings = Action.allCases.map { action in
            KeyBinding(action.actionName, action.defaultKeys, hint: nil, help: help(action)).overridden(by: overrides)
        }
    }

    /// The default keys, without help lines: what a field takes when its
    /// caller names no keys.
    public static let standard = TextEditingKeys()

    /// The binding of `action`.
    public func binding(_ action: Action) -> KeyBinding {
        bindings[Action.allCases.firstIndex(of: action)!]
    }

    /// The action `key` triggers, or nil for a key that is no editing key
    /// (typed text, Enter, Tab, the caller's own keys).
    public func action(for key: Key) -> Action? {
        zip(Action.allCases, bindings).first { $0.1.matches(key) }?.0
    }
}
