/// The waiting line's length over the last minutes, one sample per fixed
/// interval of business time, in a ring of bounded size: what the board's
/// sparkline draws.
///
/// A sample is the longest the line was during its interval, so a crowd
/// that came and went between two samples still shows. Lengths are recorded
/// as they change (and at each redraw); time only moves forward.
public struct LineHistory: Hashable, Sendable {
    /// The time one sample covers.
    public let interval: Duration
    /// How many closed samples are kept; older ones are dropped.
    public let capacity: Int

    private var ring: [Int]
    private var oldest = 0
    private var count = 0
    /// Where the open (not yet closed) interval starts.
    private var openStart: Duration = .zero
    /// The longest length seen in the open interval.
    private var openPeak = 0
    /// The length now.
    public private(set) var length = 0

    public init(interval: Duration = .seconds(1), capacity: Int = 240) {
        precondition(interval > .zero && capacity > 0)
        self.interval = interval
        self.capacity = capacity
        ring = Array(repeating: 0, count: capacity)
    }

    /// The line is `length` long at `time`: closes every interval that ended
    /// by then (each with the longest length it saw), then notes `length` in
    /// the open one. A time before the open interval's start counts as its start.
    public mutating func record(_ length: Int, at time: Duration) {
        let length = max(0, length)
        if time >= openStart + interval {
            let passed = Int((time - openStart) / interval)
            // The first closed interval saw the peak; those after it only the length then.
            push(openPeak)
            let quiet = min(passed - 1, capacity)
            for _ in 0..<max(0, quiet) { push(self.length) }
            openStart += interval * passed
            openPeak = self.length
        }
        openPeak = max(openPeak, length)
        self.length = length
    }

    /// Closed samples, oldest first, then the open interval's peak so far.
    public var samples: [Int] {
        var result: [Int] = []
        result.reserveCapacity(count + 1)
        for i in 0..<count { result.append(ring[(oldest + i) % capacity]) }
        result.append(openPeak)
        return result
    }

    /// The last `n` samples (fewer when fewer were taken), oldest first.
    public func lastSamples(_ n: Int) -> [Int] {
        let all = samples
        return Array(all.suffix(max(0, n)))
    }

    /// The longest sample kept.
    public var peak: Int { samples.max() ?? 0 }

    /// Forgets everything: a new run starts at time zero.
    public mutating func reset() {
        self = LineHistory(interval: interval, capacity: capacity)
    }

    private mutating func push(_ value: Int) {
        if count < capacity {
            ring[(oldest + count) % capacity] = value
            count += 1
        } else {
            ring[oldest] = value
            oldest = (oldest + 1) % capacity
        }
    }
}
