/// A tab's writes submitted and not answered yet, and its reads in flight:
/// a read must not be shown when it could miss a write — started while a
/// write was in flight, or before one was submitted — or the screen would
/// jump back and forth. Such a read is dropped and made again once every
/// write is answered.
public struct PendingWrites: Sendable {
    /// Writes submitted and not answered yet.
    public private(set) var count = 0
    /// A read was asked for while writes were in flight.
    private var readWanted = false
    /// Writes submitted so far: a read's ticket.
    private var submittedTotal = 0

    public init() {}

    /// True when no write is in flight.
    public var isSettled: Bool { count == 0 }

    /// A write was submitted.
    public mutating func submitted() {
        count += 1
        submittedTotal += 1
    }

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

    /// A read is starting: its ticket, to give to ``readAnswered(_:)``.
    /// Reads started while writes are in flight are still made (the first
    /// read of a tab cannot wait), and dropped when they could miss one.
    public func readStarting() -> ReadTicket { ReadTicket(writes: submittedTotal, settled: isSettled) }

    /// What to do with the answer of the read of `ticket`.
    public mutating func readAnswered(_ ticket: ReadTicket) -> ReadAnswer {
        if ticket.settled, ticket.writes == submittedTotal { return .show }
        if isSettled { return .readAgain }
        readWanted = true
        return .drop
    }

    /// When a read started, as ``PendingWrites`` counts.
    public struct ReadTicket: Sendable, Equatable {
        fileprivate let writes: Int
        fileprivate let settled: Bool
    }

    /// What a read's answer is good for.
    public enum ReadAnswer: Sendable, Equatable {
        /// It holds every write submitted: show it.
        case show
        /// It may miss a write, all are answered now: read again.
        case readAgain
        /// It may miss a write still in flight: drop it; the store is read
        /// once that write is answered.
        case drop
    }
}
