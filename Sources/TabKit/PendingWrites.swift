/// A tab's writes submitted to the background write queue and not answered
/// yet, and whether to read the store again once they all are: read while a
/// write is in flight, the store would not show it yet, and the screen would
/// jump back and forth.
public struct PendingWrites: Sendable {
    /// Writes submitted and not answered yet.
    public private(set) var count = 0
    /// A read was asked for while writes were in flight.
    private var readWanted = false

    public init() {}

    /// True when no write is in flight.
    public var isSettled: Bool { count == 0 }

    /// A write was submitted.
    public mutating func submitted() { count += 1 }

    /// The store changed (another program wrote to it). Returns true when it
    /// can be read now; otherwise it is read once the writes are answered.
    public mutating func storeChanged() -> Bool {
        if isSettled { return true }
        readWanted = true
        return false
    }

    /// A write was answered; `readAgain` asks for the store to be read once
    /// the others are too (a refused write: show what the store holds).
    /// Returns true when the store should be read now.
    public mutating func answered(readAgain: Bool = false) -> Bool {
        count = max(0, count - 1)
        readWanted = readWanted || readAgain
        guard isSettled, readWanted else { return false }
        readWanted = false
        return true
    }
}
