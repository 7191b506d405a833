import Dispatch
import Shell
import TabKit
import TerminalUI
import Testing

/// The program's runner and cancellable work: Esc's `cancel` stops the
/// work at its next look, its answer is dropped, and the next work on the
/// tab's queue starts at once instead of waiting behind it.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct CancellableWorkTests {
    @Test func cancelledWorkStopsItsAnswerIsDroppedAndTheNextRuns() async {
        let tab = RecordingTab(.bank)
        let shell = AppShell(language: .en, tabs: [tab], initial: .bank)
        let router = MessageRouter()
        router.connect(shell: shell, redraw: {})
        let started = DispatchSemaphore(value: 0)
        // Work that would never end by itself: only its flag stops it.
        router.run([.cancellable(id: "plan") { cancellation in
            started.signal()
            while !cancellation.isCancelled {}
            return "first"
        }], for: .bank)
        started.wait()
        router.run([.cancel(id: "plan"), .cancellable(id: "plan") { _ in "second" }], for: .bank)
        // The answers come through the main queue; wait for the second's.
        while tab.messages.isEmpty {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { done.resume() }
            }
        }
        #expect(tab.messages == ["second"], "the cancelled work's answer is dropped, the next one's comes")
    }

    @Test func newerWorkOfTheSameNameReplacesTheOlder() async {
        let tab = RecordingTab(.bank)
        let shell = AppShell(language: .en, tabs: [tab], initial: .bank)
        let router = MessageRouter()
        router.connect(shell: shell, redraw: {})
        let started = DispatchSemaphore(value: 0)
        router.run([.cancellable(id: "plan") { cancellation in
            started.signal()
            while !cancellation.isCancelled {}
            return "first"
        }], for: .bank)
        started.wait()
        router.run([.cancellable(id: "plan") { _ in "second" }], for: .bank)
        while tab.messages.isEmpty {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { done.resume() }
            }
        }
        #expect(tab.messages == ["second"])
    }
}
