/// How many of each fruit the juice stand has: a plain value, so the decision
/// "can this juice be made?" is a pure function of it, and a caller (a
/// database transaction, a test) decides where it lives and who may change
/// it.
///
/// Invariant: every fruit has a count in `Stock.range`, 0…1,000,000. Every
/// way in (`init`, `set`, `order`) keeps it, so a stock is
/// never negative and never above the maximum.
public struct Stock: Sendable, Hashable {
    /// The most of one fruit the stand can hold: large enough for any real
    /// stall, small enough that no sum of counts can overflow.
    public static let maximum = 1_000_000
    /// Every count a fruit may have.
    public static let range: ClosedRange<Int> = 0...maximum
    /// Each fruit's count on first start **(seed)**.
    public static let initialCount = 10
    /// The stock on first start **(seed)**: 10 of every fruit.
    public static let initial = Stock(every: initialCount)
    /// No fruit at all.
    public static let empty = Stock(every: 0)

    /// Always holds every fruit, so lookups never need a default that could
    /// hide a bug.
    private var counts: [Fruit: Int]

    /// Called only with a constant in `range`.
    private init(every count: Int) {
        counts = Dictionary(uniqueKeysWithValues: Fruit.allCases.map { ($0, count) })
    }

    /// A stock with the given counts; a fruit that is not listed has 0.
    ///
    /// - Throws: `StockError.outOfRange` for the first fruit (in `Fruit`
    ///   order) whose count is outside `range`.
    public init(_ counts: [Fruit: Int]) throws(StockError) {
        self = .empty
        for fruit in Fruit.allCases {
            try set(fruit, to: counts[fruit] ?? 0)
        }
    }

    /// How many of `fruit` there are, 0…1,000,000.
    public subscript(fruit: Fruit) -> Int {
        counts[fruit] ?? 0
    }

    /// Every fruit with its count (all five are present), e.g. to write the
    /// whole stock to storage.
    public var allCounts: [Fruit: Int] {
        counts
    }

    /// The fruits that are short for one glass of `juice`, each with how many
    /// are missing; empty when the juice can be made. Changes nothing.
    public func shortage(for juice: Juice) -> [Fruit: Int] {
        var missing: [Fruit: Int] = [:]
        for (fruit, needed) in juice.recipe where self[fruit] < needed {
            missing[fruit] = needed - self[fruit]
        }
        return missing
    }

    /// True when every ingredient of `juice` is in stock.
    public func canMake(_ juice: Juice) -> Bool {
        shortage(for: juice).isEmpty
    }

    /// Makes one glass of `juice`: checks every ingredient first, then takes
    /// all of them, or takes nothing and reports what is short.
    public mutating func order(_ juice: Juice) -> OrderResult {
        let missing = shortage(for: juice)
        guard missing.isEmpty else { return .short(juice, missing: missing) }
        // Checked above: every count stays at or above 0.
        for (fruit, needed) in juice.recipe {
            counts[fruit] = self[fruit] - needed
        }
        return .served(juice)
    }

    /// Sets `fruit` to exactly `count` (the editor's "type a number").
    ///
    /// - Returns: the change made, `count` minus the old count.
    /// - Throws: `StockError.outOfRange` when `count` is outside `range`;
    ///   the stock is then unchanged. Refused rather than clamped because a
    ///   typed number that silently became another one would surprise.
    @discardableResult
    public mutating func set(_ fruit: Fruit, to count: Int) throws(StockError) -> Int {
        guard Stock.range.contains(count) else { throw .outOfRange(fruit, count: count) }
        let change = count - self[fruit]
        counts[fruit] = count
        return change
    }
}
