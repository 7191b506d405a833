/// How soon the engine tries the server again after a failure.
///
/// Idle retries (nothing to send) wait `first`, then twice as long each
/// time, but at most `shortOutageLongest` while the board has been offline
/// for less than `shortOutage`: a server back after a restart or a short
/// outage is found within about a second. After that the wait goes on
/// doubling from there up to `longest`, so a server gone for long is asked
/// twice a minute. A local change does not wait for the timer: it tries at
/// once, but never sooner than `closestAttempts` after the last attempt.
public struct RetryPacing: Sendable, Equatable {
    public var first: Duration
    public var shortOutageLongest: Duration
    public var shortOutage: Duration
    public var longest: Duration
    public var closestAttempts: Duration

    public init(first: Duration = .milliseconds(500), shortOutageLongest: Duration = .seconds(1),
                shortOutage: Duration = .seconds(60), longest: Duration = .seconds(30),
                closestAttempts: Duration = .seconds(1)) {
        self.first = first
        self.shortOutageLongest = shortOutageLongest
        self.shortOutage = shortOutage
        self.longest = longest
        self.closestAttempts = closestAttempts
    }
}

/// The engine's retry state under a ``RetryPacing``: when it went
/// offline, when it last tried, what the next idle wait is. The times are
/// passed in, so the rule is tested without waiting.
struct RetrySchedule {
    typealias Instant = ContinuousClock.Instant

    let pacing: RetryPacing
    private(set) var offlineSince: Instant?
    private(set) var lastAttempt: Instant?
    private var next: Duration

    init(_ pacing: RetryPacing) {
        self.pacing = pacing
        next = pacing.first
    }

    /// An attempt (a connect and a round) starts at `now`.
    mutating func attempting(at now: Instant) {
        lastAttempt = now
    }

    /// The attempt worked: the next failure starts over.
    mutating func succeeded() {
        offlineSince = nil
        next = pacing.first
    }

    /// The attempt failed at `now`: how long to wait before the next idle
    /// retry.
    mutating func failed(at now: Instant) -> Duration {
        let since = offlineSince ?? now
        offlineSince = since
        if now - since < pacing.shortOutage {
            let wait = min(next, pacing.shortOutageLongest)
            next = min(next * 2, pacing.shortOutageLongest * 2, pacing.longest)
            return wait
        }
        let wait = next
        next = min(next * 2, pacing.longest)
        return wait
    }

    /// A local change at `now`, while waiting: how long until it may try.
    func waitForChange(at now: Instant) -> Duration {
        guard let lastAttempt else { return .zero }
        return max(.zero, lastAttempt + pacing.closestAttempts - now)
    }
}
