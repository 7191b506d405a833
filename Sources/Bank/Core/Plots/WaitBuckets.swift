/// Waits so far counted in a few fixed buckets, for the board's histogram:
/// under 1 s, 1–2 s, 2–5 s, 5–10 s, 10–30 s, 30 s–1 min, 1–5 min, 5 min and more.
public struct WaitBuckets: Hashable, Sendable {
    /// The lower bound of each bucket after the first, in seconds; a wait
    /// falls in the last bucket whose bound it reaches.
    public static let bounds: [Int] = [1, 2, 5, 10, 30, 60, 300]

    /// How many waits fell in each bucket, shortest first (`bounds.count + 1` buckets).
    public private(set) var counts: [Int]

    public init() { counts = Array(repeating: 0, count: Self.bounds.count + 1) }

    /// Counts one wait.
    public mutating func record(_ wait: Duration) {
        counts[Self.bucket(of: wait)] += 1
    }

    /// Which bucket a wait falls in.
    public static func bucket(of wait: Duration) -> Int {
        var index = 0
        for bound in bounds where wait >= .seconds(bound) { index += 1 }
        return index
    }

    /// How many waits were counted.
    public var total: Int { counts.reduce(0, +) }

    /// The bounds of bucket `index` in seconds: `(lower, upper)`, the last
    /// without an upper bound.
    public static func range(of index: Int) -> (lower: Int, upper: Int?) {
        let lower = index == 0 ? 0 : bounds[index - 1]
        return (lower, index < bounds.count ? bounds[index] : nil)
    }
}
