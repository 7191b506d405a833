/// What the board's plots draw, gathered from the bank's events as the
/// board applies them: the waiting line's length over time and the waits
/// so far. Pure; the tab feeds it events and the business time.
public struct BankPlotData: Hashable, Sendable {
    public private(set) var line: LineHistory
    public private(set) var waits = WaitBuckets()
    /// When each waiting customer took a ticket (model time), by number.
    private var arrivals: [Int: Duration] = [:]

    public init(line: LineHistory = LineHistory()) {
        self.line = line
    }

    /// Counts what `event` changes: an arrival's time, a wait when service starts.
    public mutating func apply(_ event: BankEvent) {
        switch event.kind {
        case .arrived(let customer):
            arrivals[customer.number] = event.time
        case .started(let service):
            if let arrived = arrivals.removeValue(forKey: service.customer.number) {
                waits.record(max(.zero, event.time - arrived))
            }
        case .finished:
            break
        }
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
