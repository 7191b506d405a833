import Dispatch
import Foundation
import Shell
import TabKit
import TerminalUI

/// Runs the tabs' effects in screen tests as the program does — after the
/// event that asked for them, never inside `handle` — but on the test's
/// thread and in a known order: background work runs at once, and every
/// answer (also those a real database's write queue sends from its own
/// thread) is handed to the shell by ``settle()``, which the driver calls
/// after each event.
@MainActor
public final class TestEffects: EffectRunner {
    private weak var shell: AppShell?
    private var queued: [(TabID, TabEffect)] = []
    private let inbox = Inbox()
    /// How often work was given the terminal (``TabEffect/onTerminal(_:)``).
    public private(set) var terminalHandovers = 0
    /// The names of the cancellable work the tabs cancelled, in order.
    public private(set) var cancelled: [String] = []
    /// When true, cancellable work waits in ``heldWork`` instead of
    /// running at once: a test can cancel it first, as a user who presses
    /// Esc while it runs, then run it with ``runHeldWork()``.
    public var holdsCancellableWork = false
    /// Cancellable work waiting to run, with its flag.
    public private(set) var heldWork: [(tab: TabID, id: String, cancellation: Cancellation,
                                        work: @Sendable (Cancellation) -> any Sendable)] = []
    private var cancellations: [TabID: [String: Cancellation]] = [:]

    public init() {}

    /// Runs `shell`'s effects from now on and hands it the answers.
    public func attach(to shell: AppShell) {
        self.shell = shell
        shell.attach(self)
    }

    public func run(_ effects: [TabEffect], for tab: TabID) {
        queued += effects.map { (tab, $0) }
    }

    /// Runs the effects asked for and hands their answers over, until
    /// nothing more comes; whether anything did.
    @discardableResult
    public func settle() -> Bool {
        var happened = false
        while true {
            let effects = queued
            queued = []
            for (tab, effect) in effects {
                switch effect {
                case .start(let start): start(messenger(for: tab))
                case .background(let work): inbox.append(tab, work())
                case .cancellable(let id, let work):
                    cancellations[tab, default: [:]][id]?.cancel()
                    let cancellation = Cancellation()
                    cancellations[tab, default: [:]][id] = cancellation
                    if holdsCancellableWork {
                        heldWork.append((tab, id, cancellation, work))
                    } else {
                        let answer = work(cancellation)
                        if !cancellation.isCancelled { inbox.append(tab, answer) }
                    }
                case .cancel(let id):
                    cancelled.append(id)
                    cancellations[tab]?.removeValue(forKey: id)?.cancel()
                case .onTerminal(let work):
                    terminalHandovers += 1
                    inbox.append(tab, work())
                }
            }
            let answers = inbox.takeAll()
            guard !effects.isEmpty || !answers.isEmpty else { return happened }
            happened = true
            for (tab, message) in answers { shell?.deliver(message, to: tab) }
        }
    }

    /// Runs the held cancellable work as the program's queue would: each
    /// with its flag as it stands (raised if the tab cancelled it, and then
    /// its answer is dropped); returns what each returned, in order, and
    /// hands the answers of the others over.
    @discardableResult
    public func runHeldWork() -> [any Sendable] {
        let held = heldWork
        heldWork = []
        var results: [any Sendable] = []
        for item in held {
            let answer = item.work(item.cancellation)
            results.append(answer)
            if !item.cancellation.isCancelled { inbox.append(item.tab, answer) }
        }
        settle()
        return results
    }

    /// A messenger whose messages wait for the next ``settle()``: for the
    /// answers of effects, and for a test's own news to a tab.
    public nonisolated func messenger(for tab: TabID) -> TabMessenger {
        let inbox = self.inbox
        return TabMessenger(tab: tab) { tab, message in inbox.append(tab, message) }
    }

    /// Runs the main queue and settles until `condition` holds (bounded by
    /// `timeout` seconds): for answers that come from another thread, as a
    /// real database's writes do.
    public func drain(timeout: TimeInterval = 10, until condition: @MainActor () -> Bool = { true }) async {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { done.resume() }
            }
            settle()
            if inbox.isEmpty, condition() { return }
            try? await Task.sleep(nanoseconds: 1_000_000)
        } while Date() < deadline
    }
}

/// Answers sent from any thread, in order.
private final class Inbox: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [(TabID, any Sendable)] = []

    func append(_ tab: TabID, _ message: any Sendable) { lock.withLock { messages.append((tab, message)) } }

    func takeAll() -> [(TabID, any Sendable)] {
        lock.withLock {
            defer { messages = [] }
            return messages
        }
    }

    var isEmpty: Bool { lock.withLock { messages.isEmpty } }
}
