import Dispatch
import TabKit

/// Runs the tabs' effects and routes every message — their answers, the
/// services' news — to the shell, which hands each to its tab's `handle`
/// on the main actor; then asks for a redraw.
///
/// A tab's background work runs on a queue of its own, one piece at a
/// time, so its answers come back in the order it asked. Cancellable work
/// stops when the tab cancels it, and the next piece starts at once.
@MainActor
public final class MessageRouter: EffectRunner {
    private var shell: AppShell?
    private var redraw: @MainActor () -> Void = {}
    private var queues: [TabID: DispatchQueue] = [:]
    /// The flag of each tab's latest cancellable work, by its name.
    private var cancellations: [TabID: [String: Cancellation]] = [:]
    /// Gives the terminal to work that needs it (``TabEffect/onTerminal(_:)``).
    private var handOver: @MainActor (() -> Void) -> Void = { $0() }

    public init() {}

    /// Where messages go from now on, and how to ask for a redraw; the
    /// shell's effects are run here from now on. `handOver` gives the
    /// terminal to a program for the time its closure runs (the event
    /// loop's ``EventLoop/releasingTerminal(_:)``).
    public func connect(shell: AppShell, redraw: @escaping @MainActor () -> Void,
                        handOver: @escaping @MainActor (() -> Void) -> Void = { $0() }) {
        self.shell = shell
        self.redraw = redraw
        self.handOver = handOver
        shell.attach(self)
    }

    public func run(_ effects: [TabEffect], for tab: TabID) {
        let messenger = messenger(for: tab)
        for effect in effects {
            switch effect {
            case .start(let start):
                start(messenger)
            case .background(let work):
                queue(for: tab).async { messenger.send(work()) }
            case .cancellable(let id, let work):
                // Newer work of the same name replaces the older.
                cancellations[tab, default: [:]][id]?.cancel()
                let cancellation = Cancellation()
                cancellations[tab, default: [:]][id] = cancellation
                queue(for: tab).async {
                    guard !cancellation.isCancelled else { return }
                    let answer = work(cancellation)
                    if !cancellation.isCancelled { messenger.send(answer) }
                }
            case .cancel(let id):
                cancellations[tab]?.removeValue(forKey: id)?.cancel()
            case .onTerminal(let work):
                // After the event that asked for it, as every effect. The
                // answer reaches the tab before anything that came while
                // the program ran (a SIGTERM to the whole job): what an
                // editor saved is the tab's draft before bankui quits.
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        var answer: (any Sendable)?
                        self.handOver { answer = work() }
                        if let answer {
                            self.shell?.deliver(answer, to: tab)
                            self.redraw()
                        }
                    }
                }
            }
        }
    }

    private func queue(for tab: TabID) -> DispatchQueue {
        if let queue = queues[tab] { return queue }
        let queue = DispatchQueue(label: "bankui.\(tab.commandName).work", qos: .userInitiated)
        queues[tab] = queue
        return queue
    }

    /// Sends `message` to every tab (news such as another program's change).
    public nonisolated func broadcast(_ message: any Sendable) {
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                self.shell?.broadcast(message)
                self.redraw()
            }
        }
    }

    /// Hands `message` to the shell on the main actor, then redraws.
    public nonisolated func send(toShell message: ShellMessage) {
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                self.shell?.receive(message)
                self.redraw()
            }
        }
    }

    /// A messenger for `tab`: usable from any thread; its messages reach the
    /// tab on the main actor.
    public nonisolated func messenger(for tab: TabID) -> TabMessenger {
        // Strong: the router lives as long as the tabs that send through it.
        .onMainQueue(tab) { tab, message in
            self.shell?.deliver(message, to: tab)
            self.redraw()
        }
    }
}
