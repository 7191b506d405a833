import Dispatch
import Foundation
import TabKit
import TerminalUI

/// A messenger for screen tests. `immediate`: for stand-in stores that
/// answer on the main actor at once, a message is kept until the event that
/// caused it has been handled and is then handed over by the driver's
/// ``HeadlessDriver/afterEvent`` (see ``connect(_:)``), as the main queue
/// hands it over in the program; never inside the sender's call. Otherwise
/// it is queued on the main queue (a real database's write queue) — `drain()`
/// waits for those.
@MainActor
public final class TestMessenger {
    /// The tab messages go to.
    public weak var tab: TabScreen?
    private let pending = PendingCount()

    private let immediate: Bool
    /// Messages sent at once, waiting for the end of the event.
    private var held: [any Sendable] = []

    public init(immediate: Bool = false) { self.immediate = immediate }

    /// Hands held messages to the tab after each of `driver`'s events.
    public func connect(_ driver: HeadlessDriver) {
        driver.afterEvent = { [weak self] in self?.deliverHeld() ?? false }
    }

    /// Hands the held messages to the tab, in order; whether there were any.
    @discardableResult
    public func deliverHeld() -> Bool {
        guard !held.isEmpty else { return false }
        let messages = held
        held = []
        for message in messages { _ = tab?.handle(.message(message)) }
        return true
    }

    /// A messenger for `id` that delivers to ``tab``.
    public func messenger(for id: TabID) -> TabMessenger {
        let pending = self.pending
        let queued = TabMessenger.onMainQueue(id) { [weak self] _, message in
            _ = self?.tab?.handle(.message(message))
            pending.change(-1)
        }
        guard !immediate else {
            return TabMessenger(tab: id) { [weak self] _, message in
                MainActor.assumeIsolated { self?.held.append(message) }
            }
        }
        return TabMessenger(tab: id) { _, message in
            pending.change(1)
            queued.send(message)
        }
    }

    /// Runs the main queue until every message sent from other threads was
    /// delivered, and `until` holds (bounded by `timeout` seconds).
    public func drain(timeout: TimeInterval = 10, until condition: @MainActor () -> Bool = { true }) async {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { done.resume() }
            }
            if pending.value == 0, condition() { return }
            try? await Task.sleep(nanoseconds: 1_000_000)
        } while Date() < deadline
    }
}

private final class PendingCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func change(_ delta: Int) { lock.withLock { count += delta } }
}
