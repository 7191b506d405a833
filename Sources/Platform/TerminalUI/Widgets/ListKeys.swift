/// The keys of every scrolling list, declared once: ``ScrollListState``
/// asks this map which way a key moves, and the tabs write their list keys
/// in help and the hint bar from the same bindings (``steps(hint:help:)``,
/// ``binding(_:showing:hint:help:)``). Each way is an action of its own
/// (table `list` of a user's file), so a user's file can say which way a
/// key goes.
public struct ListKeys: Sendable {
    /// Which way a key moves the list.
    public enum Action: String, CaseIterable, Sendable {
        case previous = "up"
        case next = "down"
        case pageUp = "page-up"
        case pageDown = "page-down"
        case first
        case last

        /// The keys unless the user changes them.
        public var defaultKeys: [Key] {
            switch self {
            case .previous: [.up, .character("k")]
            case .next: [.down, .character("j")]
            case .pageUp: [.pageUp]
            case .pageDown: [.pageDown]
            case .first: [.home]
            case .last: [.end]
            }
        }

        /// `list.up`.
        public var actionName: String { "list." + rawValue }
    }

    /// The keys of each way: the defaults or the user's.
    private let keysByAction: [Action: [Key]]

    /// The map with the user's keys (the defaults for a way they do not name).
    public init(overrides: KeyOverrides = .none) {
        var keys: [Action: [Key]] = [:]
        for action in Action.allCases { keys[action] = overrides.keys[action.actionName] ?? action.defaultKeys }
        keysByAction = keys
    }

    /// The default keys.
    public static let standard = ListKeys()

    /// The keys of `action` in this map.
    public func keys(_ action: Action) -> [Key] { keysByAction[action] ?? action.defaultKeys }

    /// The action `key` triggers, or nil.
    public func action(for key: Key) -> Action? {
        Action.allCases.first { keys($0).contains(key) }
    }

    /// Each way as a binding of its own, named for a user's file, with the
    /// caller's help line: for the config file and its checks.
    public func bindings(help: (Action) -> String) -> [KeyBinding] {
        Action.allCases.map { KeyBinding($0.actionName, keys($0), hint: nil, help: help($0)) }
    }

    /// One binding for the keys of `actions`, as help writes list keys:
    /// each way and its opposite side by side (`↑ ↓ k j PgUp PgDn`); the
    /// hint bar writes `showing` (default: the first key of each step, `↑↓`,
    /// when the steps are in it).
    public func binding(_ actions: [Action], showing: [Key]? = nil, hint: String? = nil, help: String) -> KeyBinding {
        let pairs: [(Action, Action)] = [(.previous, .next), (.pageUp, .pageDown), (.first, .last)]
        var keys: [Key] = []
        for (back, forth) in pairs {
            let one = actions.contains(back) ? self.keys(back) : [], other = actions.contains(forth) ? self.keys(forth) : []
            for index in 0..<max(one.count, other.count) {
                if index < one.count { keys.append(one[index]) }
                if index < other.count { keys.append(other[index]) }
            }
        }
        let steps = Array(self.keys(.previous).prefix(1) + self.keys(.next).prefix(1))
        let shown = showing ?? (actions.contains(.previous) && actions.contains(.next) ? steps : nil)
        return KeyBinding(nil, keys, showing: shown, hint: hint, help: help)
    }

    /// `↑ ↓ k j`: one item up or down (the hint bar writes `↑↓`).
    public func steps(hint: String?, help: String) -> KeyBinding { binding([.previous, .next], hint: hint, help: help) }
}
