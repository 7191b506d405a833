import Synchronization

/// A flag the shell raises to stop a tab's background work early
/// (``TabEffect/cancellable(id:_:)``): the work reads it often — between
/// simulated customers, between blocks of a file — and returns at once
/// once it is raised, so its thread is free for the next work.
public final class Cancellation: Sendable {
    // An atomic, not a lock: the work reads it thousands of times a second.
    private let flag = Atomic<Bool>(false)

    /// A flag not raised.
    public init() {}

    /// True once ``cancel()`` was called.
    public var isCancelled: Bool { flag.load(ordering: .relaxed) }

    /// Raises the flag; the work sees it at its next look.
    public func cancel() { flag.store(true, ordering: .relaxed) }
}
