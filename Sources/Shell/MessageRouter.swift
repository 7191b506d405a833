import Dispatch
import TabKit

/// Routes background results to the shell, which hands each to its tab's
/// `handle` on the main actor, then asks for a redraw.
@MainActor
public final class MessageRouter {
    private var shell: AppShell?
    private var redraw: @MainActor () -> Void = {}

    public init() {}

    /// Where messages go from now on, and how to ask for a redraw.
    public func connect(shell: AppShell, redraw: @escaping @MainActor () -> Void) {
        self.shell = shell
        self.redraw = redraw
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
