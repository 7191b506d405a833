/// What the board's line plot draws: the waiting line's length over time.
/// Pure; the tab feeds it the line's length and the business time. (The
/// waits' histogram is the statistics' `waits`, counted with `served`.)
public struct BankPlotData: Hashable, Sendable {
    public private(set) var line: LineHistory

    public init(line: LineHistory = LineHistory()) {
        self.line = line
    }

    /// The waiting line is `length` long at business time `time`.
    public mutating func sample(length: Int, at time: Duration) {
        line.record(length, at: time)
    }

    /// Forgets everything, for a new run.
    public mutating func reset() {
        self = BankPlotData(line: LineHistory(interval: line.interval, capacity: line.capacity))
    }
}
