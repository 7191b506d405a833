/// A JSON value as ``JSONReader/document(maximumDepth:)`` reads it, every
/// value with the line it starts on (an import names the line of a bad card).
public enum JSONValue: Sendable {
    /// The members in the order written (a name may come twice).
    case object([(key: String, node: JSONNode)])
    case array([JSONNode])
    case string(String)
    /// As written: `1`, `-0.5e3` (nothing is lost to a floating-point value).
    case number(String)
    case bool(Bool)
    case null
}

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
