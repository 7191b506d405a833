/// The four ways of a move on a grid, declared once: each way has its own
/// keys, which the handler asks for a way (``direction(for:)``) instead of
/// matching the keys again, and help and the hint bar show all four as one
/// line (``binding``). Fixed keys, like every pair of moving keys
/// (``KeyPair``).
public struct KeyDirections: Sendable {
    /// A way to move.
    public enum Direction: CaseIterable, Sendable {
        case left, right, up, down
    }

    /// The keys of each way.
    public let keys: [Direction: [Key]]
    /// All four ways, for help and the hint bar: the first key of each way
    /// (`← → ↑ ↓`), then the others in alphabetical order (`h j k l`).
    public let binding: KeyBinding

    /// - Parameters:
    ///   - showing: the keys the hint bar writes (default: the first of each way).
    public init(left: [Key], right: [Key], up: [Key], down: [Key], showing: [Key]? = nil, hint: String?, help: String? = nil) {
        keys = [.left: left, .right: right, .up: up, .down: down]
        let ways = [left, right, up, down]
        let firsts = ways.compactMap(\.first)
        let others = ways.flatMap { $0.dropFirst() }.sorted { $0.helpName < $1.helpName }
        binding = KeyBinding(nil, firsts + others, showing: showing ?? firsts, hint: hint, help: help)
    }

    /// The way `key` moves, or nil for any other key.
    public func direction(for key: Key) -> Direction? {
        Direction.allCases.first { keys[$0]?.contains(key) == true }
    }
}
