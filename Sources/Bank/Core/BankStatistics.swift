/// Figures about a run so far, computed by the core so the UI only formats
/// them. Waits are from taking a ticket to the start of service and count
/// the customers served (whose service has ended): the average, the
/// longest and the histogram are of the same `served` customers.
public struct BankStatistics: Hashable, Sendable {
    /// Customers whose service has ended.
    public var served: Int
    /// Customers waiting now.
    public var waiting: Int
    /// Customers being served now.
    public var working: Int
    /// Mean wait of the customers served; zero before the first.
    public var averageWait: Duration
    /// Longest such wait.
    public var longestWait: Duration
    /// Their waits in the board's buckets (`waits.total == served`).
    public var waits: WaitBuckets
    /// Time with at least one customer in the bank or more to come (the
    /// seed's business-time timer: it pauses while the bank is empty and
    /// nobody is expected).
    public var businessTime: Duration
    /// Every banker, in `BankConfiguration.bankers` order.
    public var bankers: [BankerStatistics]

    /// Figures as given; normally `Lobby.statistics(at:)` makes these
    /// (public so screen tests can show any figures).
    public init(served: Int, waiting: Int, working: Int, averageWait: Duration, longestWait: Duration,
                businessTime: Duration, bankers: [BankerStatistics], waits: WaitBuckets = WaitBuckets()) {
        self.served = served
        self.waiting = waiting
        self.working = working
        self.averageWait = averageWait
        self.longestWait = longestWait
        self.businessTime = businessTime
        self.bankers = bankers
        self.waits = waits
    }

    /// True when nobody is waiting or being served.
    public var isIdle: Bool { waiting == 0 && working == 0 }
}

/// One banker's share of the work.
public struct BankerStatistics: Hashable, Sendable {
    /// Which banker.
    public var banker: Banker
    /// Customers this banker has finished.
    public var served: Int
    /// Time spent serving, including the part of a service in progress.
    public var busyTime: Duration
    /// `busyTime` divided by the business time, 0…1 (0 before any business).
    public var busyShare: Double

    /// Figures as given; normally `Lobby.statistics(at:)` makes these.
    public init(banker: Banker, served: Int, busyTime: Duration, busyShare: Double) {
        self.banker = banker
        self.served = served
        self.busyTime = busyTime
        self.busyShare = busyShare
    }
}

extension Lobby {
    /// The business time as of `now` (see `BankStatistics.businessTime`).
    public func businessTime(at now: Duration) -> Duration { tally.businessTime(at: now) }

    /// The statistics as of `now` (model time since the run began).
    public func statistics(at now: Duration) -> BankStatistics {
        let businessTime = tally.businessTime(at: now)
        let bankers = desks.map { desk in
            var busy = desk.busyTime
            if let service = desk.service {
                busy += max(.zero, min(now, service.endsAt) - service.startedAt)
            }
            let share = businessTime > .zero ? min(1, max(0, busy / businessTime)) : 0
            return BankerStatistics(banker: desk.banker, served: desk.served, busyTime: busy, busyShare: share)
        }
        return BankStatistics(
            served: tally.served, waiting: waitingCount, working: workingCount,
            averageWait: tally.served > 0 ? tally.totalWait / tally.served : .zero,
            longestWait: tally.longestWait, businessTime: businessTime, bankers: bankers, waits: tally.waits)
    }
}
