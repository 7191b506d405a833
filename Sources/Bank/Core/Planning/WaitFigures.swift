import Histogram

/// Waits of any number of customers in constant memory: the count, the
/// exact mean (a running sum), the longest, and the median and other
/// percentiles from an HdrHistogram of microseconds kept to three
/// significant digits (a percentile is within 0.1 % of the true value, or
/// within a microsecond).
public struct WaitFigures: Sendable, Equatable {
    /// Customers whose wait is counted.
    public private(set) var count = 0
    /// Sum of their waits, seconds.
    public private(set) var totalSeconds = 0.0
    /// The longest wait, seconds (exact).
    public private(set) var longestSeconds = 0.0
    private var histogram = Histogram<UInt64>(numberOfSignificantValueDigits: .three)

    /// No waits yet.
    public init() {}

    /// Counts one wait.
    @inline(__always)
    public mutating func record(_ seconds: Double) {
        count += 1
        totalSeconds += seconds
        if seconds > longestSeconds { longestSeconds = seconds }
        _ = histogram.record(UInt64((seconds * 1e6).rounded()))
    }

    /// Mean wait in seconds (exact up to floating point); 0 before any.
    public var meanSeconds: Double { count > 0 ? totalSeconds / Double(count) : 0 }

    /// The wait that `percentile` per cent of the customers did not exceed
    /// (0 < percentile ≤ 100), in seconds, to three significant digits;
    /// 0 before any wait. 100 gives the longest wait, exactly.
    public func seconds(atPercentile percentile: Double) -> Double {
        guard count > 0 else { return 0 }
        if percentile >= 100 { return longestSeconds }
        return min(Double(histogram.valueAtPercentile(percentile)) / 1e6, longestSeconds)
    }

    /// The median wait, seconds.
    public var medianSeconds: Double { seconds(atPercentile: 50) }

    /// Adds another set of waits (another business) to these.
    public mutating func add(_ other: WaitFigures) {
        count += other.count
        totalSeconds += other.totalSeconds
        longestSeconds = max(longestSeconds, other.longestSeconds)
        histogram.add(other.histogram)
    }

    /// The figure a plan judges by: the mean when `percentile` is nil.
    public func figure(percentile: Double?) -> Double {
        percentile.map { seconds(atPercentile: $0) } ?? meanSeconds
    }
}
