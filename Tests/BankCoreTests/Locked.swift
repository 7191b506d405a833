import Foundation

/// A value behind an `NSLock`, for the test doubles. Not `Mutex`: the thread
/// sanitizer cannot see `Mutex`'s ordering on Linux (see BankCore's `Locked`).
final class Locked<Value>: @unchecked Sendable {
    // Safe to share: `value` is only touched inside `withLock`.
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
