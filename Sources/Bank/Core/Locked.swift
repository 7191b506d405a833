import Foundation

/// A value behind a lock.
///
/// `NSLock` rather than `Synchronization.Mutex`: on Linux `Mutex` is built on
/// futexes in a library compiled without the thread sanitizer, so TSan cannot
/// see its ordering and reports races that are not there. `NSLock` is a
/// pthread mutex, which TSan understands, and it costs the same here.
final class Locked<Value>: @unchecked Sendable {
    // Safe to share: `value` is only touched inside `withLock`.
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock. `body` must not
    /// call back into anything that takes this lock.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
