/// Why a stock edit was refused. Carries the offending value so that the app
/// can word the message in the user's language; `description` is a plain
/// English fallback for logs.
public enum StockError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A count for `fruit` was outside `Stock.range` (0…1,000,000).
    case outOfRange(Fruit, count: Int)

    /// For example "strawberry stock must be from 0 to 1000000, got -1".
    public var description: String {
        switch self {
        case .outOfRange(let fruit, let count):
            return "\(fruit.rawValue) stock must be from \(Stock.range.lowerBound) to \(Stock.range.upperBound), got \(count)"
        }
    }
}
