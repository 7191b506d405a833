/// Running totals the statistics are computed from, kept as the lobby
/// changes so that reading statistics never walks the customers.
struct Tally: Sendable {
    /// Customers whose service has started (their wait is known).
    var started = 0
    /// Customers whose service has ended.
    var served = 0
    /// Sum of the waits of `started` customers.
    var totalWait: Duration = .zero
    /// Longest of those waits.
    var longestWait: Duration = .zero
    /// Business time of the busy periods that have ended.
    var closedBusinessTime: Duration = .zero
    /// When the current busy period began, nil while the lobby is idle.
    var openSince: Duration?

    mutating func started(waiting wait: Duration) {
        started += 1
        totalWait += wait
        longestWait = max(longestWait, wait)
    }

    /// The bank opened: the lobby stopped being idle, or customers are
    /// expected. Opening an open bank changes nothing.
    mutating func open(at time: Duration) {
        openSince = openSince ?? time
    }

    /// The lobby became idle.
    mutating func close(at time: Duration) {
        guard let since = openSince else { return }
        closedBusinessTime += max(.zero, time - since)
        openSince = nil
    }

    /// Time with at least one customer in the bank, or more expected, up
    /// to `now`: the seed's "업무시간" timer, which pauses while the bank is
    /// empty with nobody to come. Measured on
    /// the bank's clock, where the original added a millisecond per timer
    /// tick and so fell behind whenever a tick came late.
    func businessTime(at now: Duration) -> Duration {
        guard let since = openSince else { return closedBusinessTime }
        return closedBusinessTime + max(.zero, now - since)
    }
}
