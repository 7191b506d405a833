/// The keys of every scrolling list, declared once: ``ScrollListState``
/// asks this map which way a key moves, and the tabs write their list keys
/// in help and the hint bar from the same bindings (``steps(hint:help:)``,
/// ``pages(hint:help:)``, ``ends(hint:help:)``). Moving keys: fixed.
public struct ListKeys: Sendable {
    /// Which way a key moves the list.
    public enum Action: CaseIterable, Sendable {
        case previous, next, pageUp, pageDown, first, last

        /// The keys of the action.
        public var keys: [Key] {
            switch self {
            case .previous: [.up, .character("k")]
            case .next: [.down, .character("j")]
            case .pageUp: [.pageUp]
            case .pageDown: [.pageDown]
            case .first: [.home]
            case .last: [.end]
            }
        }
    }

    /// The one map: list keys are not the user's to change.
    public static let standard = ListKeys()

    private init() {}

    /// The action `key` triggers, or nil.
    public func action(for key: Key) -> Action? {
        Action.allCases.first { $0.keys.contains(key) }
    }

    /// One binding for the keys of `actions`, as help writes list keys:
    /// each way and its opposite side by side (`↑ ↓ k j PgUp PgDn`); the
    /// hint bar writes `showing` (default: `↑↓` when the steps are in it).
    public func binding(_ actions: [Action], showing: [Key]? = nil, hint: String? = nil, help: String) -> KeyBinding {
        let pairs: [(Action, Action)] = [(.previous, .next), (.pageUp, .pageDown), (.first, .last)]
        var keys: [Key] = []
        for (back, forth) in pairs {
            let one = actions.contains(back) ? back.keys : [], other = actions.contains(forth) ? forth.keys : []
            for index in 0..<max(one.count, other.count) {
                if index < one.count { keys.append(one[index]) }
                if index < other.count { keys.append(other[index]) }
            }
        }
        let shown = showing ?? (actions.contains(.previous) && actions.contains(.next) ? [.up, .down] : nil)
        return KeyBinding(nil, keys, showing: shown, hint: hint, help: help)
    }

    /// `↑ ↓ k j`: one item up or down (the hint bar writes `↑↓`).
    public func steps(hint: String?, help: String) -> KeyBinding { binding([.previous, .next], hint: hint, help: help) }
}
