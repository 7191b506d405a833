/// The user's keys: for an action's full name (`kanban.new-card`), the
/// keys that replace its default ones. An action the user does not name
/// keeps its defaults.
public struct KeyOverrides: Sendable, Equatable {
    /// Keys by full action name.
    public var keys: [String: [Key]]

    public init(_ keys: [String: [Key]] = [:]) {
        self.keys = keys
    }

    /// No overrides: every default.
    public static let none = KeyOverrides()
}
