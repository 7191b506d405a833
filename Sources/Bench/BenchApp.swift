import Foundation
import AppRoot
import DatabaseKit
import Shell
import TabKit
import TerminalUI

/// The whole app on a database, showing one tab, as the program runs it:
/// built with every tab, sized, and drawn once the tab's first read has
/// answered. The rows that time a key to its frame share it.
@MainActor
final class BenchApp {
    let shell: AppShell
    let size: Size
    private let router: MessageRouter
    /// How many times a background answer asked for a redraw.
    private(set) var answers = 0

    init(database: AppDatabase, tab: TabID, size: Size = Size(width: 200, height: 60)) {
        router = MessageRouter()
        let context = AppContext(language: .en, database: database, messengers: router)
        shell = AppShell.withEveryTab(context: context, initial: tab)
        self.size = size
        router.connect(shell: shell, redraw: { [weak self] in self?.answers += 1 })
        _ = shell.handle(.resize(size))
        // The tab reads what it shows in the background: drawn once it is here.
        waitForAnswer(after: 0, step: 0.01)
    }

    /// Runs the main run loop until an answer beyond the first `count` came
    /// (at most a minute), looking every `step` seconds.
    func waitForAnswer(after count: Int, step: TimeInterval = 0.0005) {
        let deadline = Date().addingTimeInterval(60)
        while answers <= count, Date() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(step)) }
    }

    /// Runs the main run loop until a frame shows what `shows` looks for
    /// (at most a minute): a tab's whole read, after its first page.
    func waitUntil(_ shows: (Buffer) -> Bool) {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, !shows(frame()) {
            waitForAnswer(after: answers, step: 0.01)
        }
    }

    /// Presses `key` until the frame after it shows what `shows` looks for
    /// (at most a minute), then Esc: one untimed showing, once the tab's
    /// whole read is in.
    func showOnce(_ key: Key, until shows: (Buffer) -> Bool) {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let before = answers
            _ = shell.handle(.key(key))
            waitForAnswer(after: before, step: 0.01)
            let shown = shows(frame())
            _ = shell.handle(.key(.escape))
            if shown { break }
        }
        _ = frame()
    }

    /// The frame as drawn now.
    func frame() -> Buffer {
        var buffer = Buffer(size: size)
        shell.render(into: &buffer)
        return buffer
    }
}
