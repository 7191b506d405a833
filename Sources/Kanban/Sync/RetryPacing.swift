/// How soon the engine tries the server again after a failure.
///
/// Idle retries (nothing to send) wait `first`, then twice as long each
/// time, but at most `shortOutageLongest` while the board has been offline
/// for less than `shortOutage`, and for as long as the server cannot be
/// reached at all (refused, no socket, no answer): a server back after a
/// restart or an outage of any length is found within about a second, and
/// an attempt at a server that is not there costs it nothing. A server
/// that answers and refuses (a password, its tables) is asked less and
/// less often after the first minute, the wait doubling up to `longest`:
/// twice a minute. A local change does not wait for the timer: it tries
/// at once, but never sooner than `closestAttempts` after the last attempt.
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
    /// retry. `serverAnswered`: the server was reached and refused (it is
    /// then asked less often after the first minute); false when it could
    /// not be reached, which is probed every `shortOutageLongest`.
    mutating func failed(at now: Instant, serverAnswered: Bool = false) -> Duration {
        let since = offlineSince ?? now
        offlineSince = since
        if now - since < pacing.shortOutage || !serverAnswered {
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
