import TerminalUI

/// One action a user's file may name: its table, its name in the table,
/// its default keys and what it does (the help line).
public struct KeyAction: Sendable, Equatable {
    /// `kanban`, `global`, `dialog`.
    public let table: String
    /// `new-card`.
    public let name: String
    public let defaultKeys: [Key]
    public let help: String

    /// `kanban.new-card`.
    public var fullName: String { "\(table).\(name)" }

    public init(table: String, name: String, defaultKeys: [Key], help: String) {
        self.table = table
        self.name = name
        self.defaultKeys = defaultKeys
        self.help = help
    }

    /// The actions of `bindings` (those with a name), each once, in order.
    public static func from(_ bindings: [KeyBinding]) -> [KeyAction] {
        var seen = Set<String>()
        return bindings.compactMap { binding in
            guard let action = binding.action, let dot = action.firstIndex(of: "."), seen.insert(action).inserted else { return nil }
            return KeyAction(table: String(action[..<dot]), name: String(action[action.index(after: dot)...]),
                             defaultKeys: binding.keys, help: binding.help)
        }
    }
}

/// Keys that can be pressed at the same time (a tab's view with the global
/// keys, a panel, a dialog): no key may trigger two of them.
public struct KeyGroup: Sendable {
    /// Where, for messages: `kanban board`.
    public let name: String
    public let bindings: [KeyBinding]

    public init(name: String, bindings: [KeyBinding]) {
        self.name = name
        self.bindings = bindings
    }
}
