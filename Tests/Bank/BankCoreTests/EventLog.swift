@testable import BankCore

/// Records the events a bank delivers, for tests to wait on and inspect.
final class EventLog: Sendable {
    private struct State {
        var events: [BankEvent] = []
        var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Locked(State())

    /// Everything recorded so far, in delivery order.
    var events: [BankEvent] { state.withLock { $0.events } }

    /// The kinds of events recorded so far, which most tests compare.
    var kinds: [BankEvent.Kind] { events.map(\.kind) }

    func record(_ event: BankEvent) {
        let ready = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.events.append(event)
            let count = state.events.count
            let ready = state.waiters.filter { $0.count <= count }.map(\.continuation)
            state.waiters.removeAll { $0.count <= count }
            return ready
        }
        ready.forEach { $0.resume() }
    }

    /// Returns once at least `count` events have been recorded.
    func waitFor(count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state -> Bool in
                if state.events.count >= count { return true }
                state.waiters.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }
}
