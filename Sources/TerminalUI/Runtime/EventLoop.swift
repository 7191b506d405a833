import CNcurses
import Dispatch
import Foundation

/// Runs a `TerminalApp` on the real terminal with Dispatch sources.
///
/// Input, resize and termination signals are Dispatch sources on the main
/// queue, so the process sleeps in the kernel until something happens: no
/// polling. A timer source exists only while the app asks for ticks.
/// Redraws are coalesced: any number of events in one turn make one frame.
@MainActor
public final class EventLoop {
    private let backend: NcursesBackend
    private let app: TerminalApp
    private var decoder = KeyDecoder()
    private var sources: [DispatchSourceProtocol] = []
    private var timer: DispatchSourceTimer?
    private var timerInterval: Duration?
    private var redrawScheduled = false
    private var onExit: (@MainActor (Int32) -> Never)?

    public init(backend: NcursesBackend, app: TerminalApp) {
        self.backend = backend
        self.app = app
    }

    /// Starts the sources, draws the first frame and never returns: the
    /// program ends through `exit` after the terminal is restored.
    public func run() -> Never {
        let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH]
        for sig in signals {
            // The default action would kill the process (or curses' own
            // handler would run); the Dispatch source gets the signal instead.
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.signalReceived(sig) }
            }
            source.resume()
            sources.append(source)
        }
        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        input.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.inputReady() }
        }
        input.resume()
        sources.append(input)

        _ = app.handle(.resize(backend.size))
        drawNow()
        updateTimer()
        dispatchMain()
    }

    /// Schedules one redraw at the end of this turn of the main queue.
    public func setNeedsRedraw() {
        guard !redrawScheduled else { return }
        redrawScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.redrawScheduled = false
                self.drawNow()
                self.updateTimer()
            }
        }
    }

    /// Restores the terminal and ends the process.
    public func quit(status: Int32 = 0) -> Never {
        for source in sources { source.cancel() }
        timer?.cancel()
        backend.shutdown()
        exit(status)
    }

    private func inputReady() {
        let batch = backend.readInput()
        if batch.isEmpty {
            if inputClosed() { quit(status: 0) }
            return
        }
        for key in decoder.decode(batch) {
            deliver(.key(key))
        }
    }

    private func deliver(_ event: TerminalEvent) {
        if app.handle(event) == .quit { quit(status: 0) }
        setNeedsRedraw()
    }

    private func signalReceived(_ sig: Int32) {
        switch sig {
        case SIGWINCH:
            backend.refreshSize()
            _ = app.handle(.resize(backend.size))
            drawNow()  // at once, without waiting for a key
        default:
            quit(status: 0)
        }
    }

    private func drawNow() {
        var buffer = Buffer(size: backend.size)
        app.render(into: &buffer)
        backend.draw(buffer)
    }

    /// The terminal went away (hang-up) when stdin is readable but empty.
    private func inputClosed() -> Bool {
        var fds = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&fds, 1, 0) >= 0 else { return true }
        if fds.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return true }
        var byte: UInt8 = 0
        return fds.revents & Int16(POLLIN) != 0 && recv(STDIN_FILENO, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) == 0
    }

    private func updateTimer() {
        let wanted = app.tickInterval
        guard wanted != timerInterval else { return }
        timer?.cancel()
        timer = nil
        timerInterval = wanted
        guard let interval = wanted else { return }
        let source = DispatchSource.makeTimerSource(queue: .main)
        let nanos = max(1_000_000, Int(interval.components.seconds * 1_000_000_000 + interval.components.attoseconds / 1_000_000_000))
        source.schedule(deadline: .now() + .nanoseconds(nanos), repeating: .nanoseconds(nanos), leeway: .milliseconds(2))
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.deliver(.tick) }
        }
        source.resume()
        timer = source
    }
}

/// Posts work from any thread to the main actor and asks for a redraw: the
/// one way background results (a banker finishing) reach the UI state.
public struct MainMailbox: Sendable {
    private let redraw: @Sendable @MainActor () -> Void

    public init(redraw: @escaping @Sendable @MainActor () -> Void) {
        self.redraw = redraw
    }

    /// Runs `work` on the main actor, then schedules a redraw.
    public func post(_ work: @escaping @Sendable @MainActor () -> Void) {
        let redraw = self.redraw
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                work()
                redraw()
            }
        }
    }
}
