/// Running totals the statistics are computed from, kept as the lobby
/// changes so that reading statistics never walks the customers.
///
/// Every figure of the waits counts the customers served (whose service
/// has ended), counted in one place as each leaves: the board's "Served",
/// its average and longest wait and its wait histogram always count the
/// same customers. (The histogram once counted waits as service started,
/// and read 15 over "Served 13" while two were at a desk.)
struct Tally: Sendable {
    /// Customers whose service has ended.
    private(set) var served = 0
    /// Sum of the waits of the `served` customers.
    private(set) var totalWait: Duration = .zero
    /// Longest of those waits.
    private(set) var longestWait: Duration = .zero
    /// Those waits in the board's buckets: `waits.total == served`.
    private(set) var waits = WaitBuckets()
    /// Business time of the busy periods that have ended.
    var closedBusinessTime: Duration = .zero
    /// When the current busy period began, nil while the lobby is idle.
    var openSince: Duration?

    /// A customer who waited `wait` was served and left.
    mutating func served(waited wait: Duration) {
        served += 1
        totalWait += wait
        longestWait = max(longestWait, wait)
        waits.record(wait)
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
