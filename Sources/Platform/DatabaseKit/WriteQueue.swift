import FileKit
import Dispatch
import Foundation
import GRDB

/// The background write path of an ``AppDatabase`` (``AppDatabase/writes``).
///
/// The repositories' `submit…` calls put a write here and return at once;
/// the writes are made one after another, in the order they were submitted,
/// on a background serial queue, each one transaction. So the screen never
/// waits for the disk or for another program's lock.
///
/// **A write is never silently dropped.**
/// - It succeeds: its completion gets the result (for example the juice
///   order's outcome, decided inside the transaction).
/// - It meets a problem of the surroundings (the database locked by another
///   program, the disk full, an I/O error, the file made read-only or
///   damaged): it stays pending, first in line, and is tried again after
///   0.1 s, then 0.2, 0.4, … up to every 5 s; the writes submitted after it
///   wait behind it, because order matters (`1 + 2` before `= 3`). Its
///   completion is only called once it is saved. ``status`` and the status
///   handler say how many writes wait and why.
/// - It is refused for good (a constraint, a schema it does not fit, a
///   domain error such as a stock count out of range): it is dropped, and
///   its completion gets ``WriteFailure/Reason-swift.enum/refused(_:)``.
/// - The database is closed before it could be made: its completion gets
///   ``WriteFailure/Reason-swift.enum/closed``, and ``AppDatabase/close(timeout:)``
///   lists it as unsaved.
///
/// Threading: every method may be called from any thread; `submit…`,
/// ``status``, ``pendingDescriptions`` and ``retryNow()`` never block.
/// ``flush(timeout:)`` and `close` block their caller for at most their
/// timeout (plus one attempt in flight, ``AppDatabase/backgroundBusyTimeout``).
/// Completions and the status handler are called on the queue's own serial
/// background queue, completions in submission order: they must not touch
/// UI state directly (post to the main actor, e.g. through a `TabMessenger`)
/// and must not wait for the main thread.
public final class WriteQueue: Sendable {
    /// What the queue is doing, for a status line.
    public struct Status: Sendable, Equatable {
        /// Writes submitted and not made yet (including one being made).
        public var pendingCount: Int
        /// Why the oldest pending write failed at its last attempt; nil
        /// while nothing has failed since the last write that succeeded.
        public var lastError: WriteProblem?

        /// Everything submitted is saved.
        public var isIdle: Bool { pendingCount == 0 }
        /// Writes wait because the database refused them for now.
        public var isHeldUp: Bool { pendingCount > 0 && lastError != nil }
    }

    /// The first wait before a failed write is tried again.
    static let initialBackoff: TimeInterval = 0.1
    /// The longest wait between two attempts.
    static let maximumBackoff: TimeInterval = 5
    /// The wait between attempts while someone flushes.
    static let flushRetryInterval: TimeInterval = 0.05

    private let writer: any DatabaseWriter
    private let busyTimeout: TimeInterval
    private let queue = DispatchQueue(label: "bankui.writes")
    private let box = Box()

    init(writer: any DatabaseWriter, busyTimeout: TimeInterval = AppDatabase.backgroundBusyTimeout) {
        self.writer = writer
        self.busyTimeout = busyTimeout
    }

    // MARK: Public

    /// The number of pending writes and the last problem met.
    public var status: Status { box.withLock { $0.status } }

    /// The descriptions of the writes not made yet, oldest first (for
    /// example `calculator: 1 + 2 = 3`): what to tell the user before
    /// quitting when ``flush(timeout:)`` could not make them.
    public var pendingDescriptions: [String] { box.withLock { $0.pending.map(\.description) } }

    /// Sets the one handler told when ``status`` changes (nil removes it).
    /// It is called on the queue's background queue, after an attempt or a
    /// submission changed the status; a write that succeeds at once changes
    /// nothing visible and calls nothing.
    public func setStatusHandler(_ handler: (@Sendable (Status) -> Void)?) {
        box.withLock { $0.statusHandler = handler }
    }

    /// Tries the pending writes again now, without waiting for the end of
    /// the current wait (for example when the user acts, or when another
    /// program's commit suggests its lock is gone). Returns at once.
    public func retryNow() {
        let go = box.withLock { state -> Bool in
            guard !state.closed, !state.pending.isEmpty else { return false }
            state.retryGeneration += 1
            state.retryAt = nil
            return true
        }
        if go { queue.async { self.drain(.now) } }
    }

    /// Tries to make every pending write now, retrying quickly, and waits
    /// until they are all saved (and their completions have returned) or
    /// `timeout` seconds have passed.
    ///
    /// Blocks the caller (meant for quitting; the main actor may call it).
    /// A write whose attempt is still running at the deadline may still
    /// succeed afterwards; ``AppDatabase/close(timeout:)`` gives the final
    /// word.
    ///
    /// - Returns: the descriptions of the writes still not saved, oldest
    ///   first; empty when everything is saved.
    @discardableResult
    public func flush(timeout: TimeInterval) -> [String] {
        let deadline = Date(timeIntervalSinceNow: max(0, timeout))
        let go = box.withLock { state -> Bool in
            guard !state.closed, !state.pending.isEmpty else { return false }
            state.flushing += 1
            state.retryGeneration += 1
            state.retryAt = nil
            return true
        }
        guard go else { return pendingDescriptions }
        queue.async { self.drain(.now) }
        return box.wait(until: deadline) { state in
            guard (state.pending.isEmpty && !state.reporting) || state.closed else { return nil }
            return state.pending.map(\.description)
        } timedOut: { state in
            state.pending.map(\.description)
        } finally: { state in
            state.flushing -= 1
        }
    }

    /// When the held-up writes are tried next, or nil when no retry is
    /// armed (nothing failed, or an attempt is running). For tests.
    var nextRetry: Date? { box.withLock { $0.retryAt } }

    // MARK: For the repositories

    /// Puts `work` in line and returns at once. `work` runs later on the
    /// background queue inside one transaction, possibly several times (a
    /// failed attempt is rolled back and tried again), so it must depend on
    /// nothing but the database and what it captured.
    ///
    /// - Parameters:
    ///   - description: a short text for the user, e.g. `calculator: 1 + 2 = 3`.
    ///   - completion: called once, on the background queue, with the value
    ///     `work` returned after its transaction committed, or the failure.
    package func submit<Value: Sendable>(
        _ description: String,
        _ work: @escaping @Sendable (Database) throws -> Value,
        completion: @escaping @Sendable (Result<Value, WriteFailure>) -> Void
    ) {
        let job = Job(
            description: description,
            run: { db in
                let value = try work(db)
                return { completion(.success(value)) }
            },
            fail: { completion(.failure($0)) })
        let next = box.withLock { state -> SubmitNext in
            guard !state.closed else { return .refuse }
            state.pending.append(job)
            if state.retryAt != nil { return .notify }  // waits behind a failed write
            if state.drainQueued { return .nothing }
            state.drainQueued = true
            return .drain
        }
        switch next {
        case .refuse: queue.async { job.fail(WriteFailure(write: description, reason: .closed)) }
        case .drain: queue.async { self.drain(.submission) }
        case .notify: queue.async { self.notifyIfChanged() }
        case .nothing: break
        }
    }

    /// Makes what can be made in `timeout`, then refuses every new write and
    /// drops what is left, calling those completions with `.closed`.
    ///
    /// - Returns: the descriptions of the dropped writes.
    func close(timeout: TimeInterval) -> [String] {
        if box.withLock({ $0.closed }) { return [] }
        flush(timeout: timeout)
        box.withLock { state in
            state.closed = true
            state.retryGeneration += 1
            state.retryAt = nil
        }
        // On the queue: waits for an attempt in flight, and no attempt can
        // start while the pending writes are taken.
        let dropped = queue.sync {
            box.withLock { state -> [Job] in
                defer { state.pending = [] }
                return state.pending
            }
        }
        box.broadcast()
        queue.async {
            for job in dropped { job.fail(WriteFailure(write: job.description, reason: .closed)) }
            self.notifyIfChanged()
        }
        return dropped.map(\.description)
    }

    // MARK: The background side

    /// What a submission does after putting its write in line.
    private enum SubmitNext { case refuse, drain, notify, nothing }

    private enum Trigger {
        /// A submission found the queue idle.
        case submission
        /// The wait after a failure ended; only the latest timer counts.
        case timer(generation: UInt64)
        /// `retryNow` or `flush`.
        case now
    }

    /// Makes the pending writes in order until none is left or one meets a
    /// problem of the surroundings. Runs on `queue` only, so only one
    /// attempt is ever in flight and the first pending write is the one
    /// being made.
    private func drain(_ trigger: Trigger) {
        let go = box.withLock { state -> Bool in
            switch trigger {
            case .submission:
                state.drainQueued = false
                if state.retryAt != nil { return false }
            case .timer(let generation):
                guard generation == state.retryGeneration else { return false }
                state.retryAt = nil
            case .now:
                break
            }
            return !state.closed
        }
        guard go else { return }
        while let job = box.withLock({ $0.closed ? nil : $0.pending.first }) {
            do {
                let deliver = try AppDatabase.transaction(on: writer, busyTimeout: busyTimeout) { db in try job.run(db) }
                box.withLock { state in
                    state.pending.removeFirst()
                    state.lastError = nil
                    state.backoff = 0
                    state.reporting = true
                }
                deliver()
            } catch let error where WriteProblem.isTransient(error) {
                scheduleRetry(after: error)
                notifyIfChanged()
                return
            } catch {
                box.withLock { state in
                    state.pending.removeFirst()
                    state.reporting = true
                }
                job.fail(WriteFailure(write: job.description, reason: .refused(error)))
            }
            box.withLock { $0.reporting = false }
            box.broadcast()
        }
        notifyIfChanged()
    }

    /// Records the problem and arms the timer of the next attempt: the
    /// backoff doubles from 0.1 s up to 5 s, or stays short while someone
    /// flushes.
    private func scheduleRetry(after error: any Error) {
        let (delay, generation) = box.withLock { state -> (TimeInterval, UInt64) in
            state.lastError = WriteProblem(error)
            let delay: TimeInterval
            if state.flushing > 0 {
                delay = Self.flushRetryInterval
            } else {
                state.backoff = state.backoff == 0 ? Self.initialBackoff : min(state.backoff * 2, Self.maximumBackoff)
                delay = state.backoff
            }
            state.retryGeneration += 1
            state.retryAt = Date(timeIntervalSinceNow: delay)
            return (delay, state.retryGeneration)
        }
        box.broadcast()
        queue.asyncAfter(deadline: .now() + delay) { self.drain(.timer(generation: generation)) }
    }

    /// Calls the status handler when the status differs from the one it was
    /// last given. On `queue` only.
    private func notifyIfChanged() {
        let change = box.withLock { state -> (Status, @Sendable (Status) -> Void)? in
            let status = state.status
            guard status != state.lastNotified, let handler = state.statusHandler else { return nil }
            state.lastNotified = status
            return (status, handler)
        }
        if let (status, handler) = change { handler(status) }
    }

    // MARK: State

    /// One write waiting to be made.
    private struct Job: Sendable {
        let description: String
        /// Runs the write inside a transaction and returns what reports its
        /// success, called once the transaction committed.
        let run: @Sendable (Database) throws -> @Sendable () -> Void
        /// Reports a write that will never be made.
        let fail: @Sendable (WriteFailure) -> Void
    }

    private struct State {
        var pending: [Job] = []
        var lastError: WriteProblem?
        /// The last wait after a failure; 0 when the last attempt succeeded.
        var backoff: TimeInterval = 0
        /// When the armed retry timer fires, or nil when none is armed.
        var retryAt: Date?
        /// Bumped to disarm the armed timer.
        var retryGeneration: UInt64 = 0
        /// A drain triggered by a submission is queued and not started yet.
        var drainQueued = false
        /// A completion is being called: `flush` returns after it, so that
        /// what it reports is known when `flush` returns.
        var reporting = false
        /// How many callers wait in `flush`.
        var flushing = 0
        var closed = false
        var statusHandler: (@Sendable (Status) -> Void)?
        var lastNotified = Status(pendingCount: 0, lastError: nil)

        var status: Status { Status(pendingCount: pending.count, lastError: pending.isEmpty ? nil : lastError) }
    }

    /// The state behind a condition lock, so that `flush` can wait for it.
    private final class Box: @unchecked Sendable {
        private let condition = NSCondition()
        private var state = State()

        func withLock<T>(_ body: (inout State) throws -> T) rethrows -> T {
            condition.lock()
            defer { condition.unlock() }
            return try body(&state)
        }

        func broadcast() {
            condition.lock()
            condition.broadcast()
            condition.unlock()
        }

        /// Waits until `done` returns a value or `deadline` passes (then
        /// `timedOut` gives the value); `finally` runs under the lock before
        /// returning, in both cases.
        func wait<T>(
            until deadline: Date, done: (State) -> T?, timedOut: (State) -> T, finally: (inout State) -> Void
        ) -> T {
            condition.lock()
            defer { condition.unlock() }
            while true {
                if let value = done(state) {
                    finally(&state)
                    return value
                }
                if !condition.wait(until: deadline) {
                    let value = done(state) ?? timedOut(state)
                    finally(&state)
                    return value
                }
            }
        }
    }
}
