/// A value and the line (1-based) where it starts.
public struct JSONNode: Sendable {
    /// The value.
    public let value: JSONValue
    /// The line of its first character.
    public let line: Int

    /// A value at `line`.
    public init(value: JSONValue, line: Int) {
        self.value = value
        self.line = line
    }

    /// Whether the value is `null`.
    public var isNull: Bool {
        if case .null = value { return true }
        return false
    }
}
