import Foundation

/// How a round ended, told once: the first of the round, the limit and a
/// cancellation to arrive resumes the waiting engine; the others are dropped.
/// (The engine also learns this way, once, whether listening started.)
final class RoundOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, any Error>?
    private var early: Result<Void, any Error>?
    private var done = false

    var isDone: Bool { lock.withLock { done } }

    func set(_ continuation: CheckedContinuation<Void, any Error>) {
        let pending: Result<Void, any Error>? = lock.withLock {
            if let early {
                return early
            }
            self.continuation = continuation
            return nil
        }
        if let pending { continuation.resume(with: pending) }
    }

    func resume(with result: Result<Void, any Error>) {
        let waiting: CheckedContinuation<Void, any Error>? = lock.withLock {
            guard !done else { return nil }
            done = true
            if let continuation {
                self.continuation = nil
                return continuation
            }
            early = result
            return nil
        }
        waiting?.resume(with: result)
    }
}

