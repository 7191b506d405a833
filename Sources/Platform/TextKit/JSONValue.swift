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
