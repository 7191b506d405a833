/// A clock that moves only when told to: the virtual clock that tests and
/// screen snapshots give the live `Bank`, so nothing sleeps for real. `sleep` suspends until
/// `advance` passes the deadline (or returns at once for a past deadline),
/// and throws `CancellationError` when the sleeping task is cancelled.
public final class ManualClock: Clock, Sendable {
    /// A point in the clock's time.
    public struct Instant: InstantProtocol, Hashable {
        /// Time since the clock was made.
        public var offset: Duration
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var nextID = 0
        var sleepers: [Int: Sleeper] = [:]
        var countWaiters: [(id: Int, count: Int, continuation: CheckedContinuation<Void, Never>)] = []

        /// The `waitForSleepers` callers whose count is reached.
        mutating func satisfiedWaiters() -> [CheckedContinuation<Void, Never>] {
            let ready = countWaiters.filter { $0.count <= sleepers.count }.map(\.continuation)
            countWaiters.removeAll { $0.count <= sleepers.count }
            return ready
        }
    }

    private let state = Locked(State())

    /// A clock at time zero.
    public init() {}

    /// The current time.
    public var now: Instant { state.withLock { $0.now } }
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// Tasks sleeping now.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let (outcome, ready) = state.withLock { state -> (Result<Void, any Error>?, [CheckedContinuation<Void, Never>]) in
                    // Checked under the lock the cancellation handler takes too,
                    // so a cancel just before registering is not lost.
                    if Task.isCancelled { return (.failure(CancellationError()), []) }
                    if deadline <= state.now { return (.success(()), []) }
                    state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return (nil, state.satisfiedWaiters())
                }
                if let outcome { continuation.resume(with: outcome) }
                ready.forEach { $0.resume() }
            }
        } onCancel: {
            let sleeper = state.withLock { $0.sleepers.removeValue(forKey: id) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward and wakes every sleeper whose deadline has come,
    /// earliest first.
    public func advance(by duration: Duration) {
        let due = state.withLock { state -> [Sleeper] in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.value.deadline <= now }
            for id in due.keys { state.sleepers[id] = nil }
            return due.values.sorted { $0.deadline < $1.deadline }
        }
        due.forEach { $0.continuation.resume() }
    }

    /// Returns once at least `count` tasks are sleeping, or at once when the
    /// waiting task is cancelled (a test's time limit ends it instead of
    /// leaving it waiting for ever).
    public func waitForSleepers(_ count: Int) async {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let ready = state.withLock { state -> Bool in
                    if Task.isCancelled || state.sleepers.count >= count { return true }
                    state.countWaiters.append((id, count, continuation))
                    return false
                }
                if ready { continuation.resume() }
            }
        } onCancel: {
            let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
                guard let index = state.countWaiters.firstIndex(where: { $0.id == id }) else { return nil }
                return state.countWaiters.remove(at: index).continuation
            }
            waiter?.resume()
        }
    }
}
