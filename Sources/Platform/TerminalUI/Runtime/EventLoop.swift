import CNcurses
import Dispatch
import Foundation

/// Runs a `TerminalApp` on a `TerminalDevice` (the real terminal) with
/// Dispatch sources on the main queue, so the process sleeps in the kernel
/// until something happens: no polling.
///
/// - Input: a read source on the device's descriptor; the bytes go through
///   `AppRunner` (the `KeyDecoder`, then the app). A one-shot timer exists
///   only while the decoder waits for the rest of a cut escape sequence or
///   for the end of a paste.
/// - Signals: the C shim's handler records each signal and writes a byte to
///   a pipe; a read source on that pipe handles them here. SIGWINCH redraws
///   at once at the new size; SIGTSTP (and Ctrl-Z, a key in raw mode)
///   suspends: the terminal is given back, the process stops, and on `fg`
///   the whole screen is drawn again (without a job-control shell to come
///   back to, `JobControl`, nothing happens); SIGCONT alone repaints; every signal
///   whose default action ends the process (SIGTERM, SIGHUP, SIGINT,
///   SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGXCPU, SIGXFSZ, …) quits
///   cleanly with status 128+N. Crash signals restore the terminal in the
///   shim and take their usual course.
/// - Ticks: a timer source exists only while the app returns a `tickInterval`.
/// - Redraws are coalesced: any number of events in one turn make one frame.
///
/// Every way out (the app's `.quit`, a terminating signal, input closed)
/// calls the app's `willQuit` while the screen is still up, then restores
/// the terminal, prints the returned lines on stderr and exits: 0 for a
/// normal quit, 128+N after signal N.
@MainActor
public final class EventLoop {
    private let device: any TerminalDevice
    private let runner: AppRunner
    private var sources: [DispatchSourceProtocol] = []
    private var timer: DispatchSourceTimer?
    private var timerInterval: Duration?
    private var inputTimer: DispatchSourceTimer?
    private var redrawScheduled = false

    /// A loop running `app` on `backend`, every frame drawn with `theme`.
    public init(backend: any TerminalDevice, app: TerminalApp, theme: Theme = .standard) {
        self.device = backend
        self.runner = AppRunner(app: app, device: backend)
        runner.theme = theme
        runner.eventHandled = { [unowned self] immediately in
            if immediately {
                self.drawNow()
            } else {
                self.setNeedsRedraw()
            }
        }
        runner.canStop = { JobControl.canStop }
        runner.stopProcess = { TerminalShim.stopSelf() }
        runner.willEnd = { TerminalShim.beginQuitting() }
    }

    /// Starts the sources, draws the first frame and never returns: the
    /// program ends through `exit` after the terminal is restored.
    public func run() -> Never {
        let signals = TerminalShim.watchSignals()  // normally done by the backend, before curses
        if signals >= 0 {
            watch(signals) { $0.signalsArrived() }
        }
        if device.inputDescriptor >= 0 {
            watch(device.inputDescriptor) { $0.perform { $0.readInput() } }
        }
        perform { $0.start() }
        signalsArrived()  // any that came before the loop ran
        dispatchMain()
    }

    /// Schedules one redraw at the end of this turn of the main queue.
    public func setNeedsRedraw() {
        guard !redrawScheduled else { return }
        redrawScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.redrawScheduled else { return }
                self.drawNow()
            }
        }
    }

    /// Ends the program as a normal quit would (`willQuit` included) and
    /// exits with `status`.
    public func quit(status: Int32 = 0) -> Never {
        runner.end(status: status)
        leave()
    }

    /// Gives the terminal to a program for the time `body` runs (see
    /// ``AppRunner/releasingTerminal(_:)``); the main queue waits for it.
    public func releasingTerminal(_ body: () -> Void) {
        perform { $0.releasingTerminal(body) }
    }

    private func watch(_ descriptor: Int32, _ handler: @escaping @MainActor (EventLoop) -> Void) {
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                handler(self)
            }
        }
        source.resume()
        sources.append(source)
    }

    /// Runs `body` on the runner, then leaves if the run ended, else keeps
    /// the input timer in step with the decoder. A tick reads no input: it
    /// leaves an armed input timer as it is, because starting the wait for
    /// the rest of a sequence again at every tick would hold a lone Esc
    /// for as long as the ticks come (they come as often as that wait).
    private func perform(readsInput: Bool = true, _ body: (AppRunner) -> Void) {
        body(runner)
        if runner.hasEnded { leave() }
        if readsInput || inputTimer == nil { updateInputTimer() }
    }

    private func signalsArrived() {
        TerminalShim.drainSignalPipe()
        var arrived: [Int32] = []
        for signal in 1..<TerminalShim.signalCount where TerminalShim.takeSignal(signal) != 0 {
            arrived.append(signal)
        }
        // Quitting wins over everything else that came at the same time.
        if let terminating = arrived.first(where: AppRunner.terminates) {
            perform { $0.signal(terminating) }
        }
        for signal in [SIGTSTP, SIGCONT, SIGWINCH] where arrived.contains(signal) {
            perform { $0.signal(signal) }
        }
    }

    private func drawNow() {
        redrawScheduled = false
        runner.draw()
        updateTimer()
    }

    /// Restores the terminal, prints the app's last words, exits.
    private func leave() -> Never {
        TerminalShim.beginQuitting()
        for source in sources { source.cancel() }
        timer?.cancel()
        inputTimer?.cancel()
        device.shutdown()
        let lines = runner.farewell
        if !lines.isEmpty {
            // The last words may quote a title or a file: the one cleaner.
            FileHandle.standardError.write(Data(UntrustedText.clean(lines.map { $0 + "\n" }.joined(), .output).utf8))
        }
        exit(runner.exitStatus ?? 0)
    }

    private func updateInputTimer() {
        inputTimer?.cancel()
        inputTimer = nil
        guard let wait = runner.inputTimeout else { return }
        let source = DispatchSource.makeTimerSource(queue: .main)
        source.schedule(deadline: .now() + .nanoseconds(Self.nanoseconds(wait)), leeway: .milliseconds(5))
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.perform { $0.inputTimedOut() } }
        }
        source.resume()
        inputTimer = source
    }

    private func updateTimer() {
        let wanted = runner.app.tickInterval
        guard wanted != timerInterval else { return }
        timer?.cancel()
        timer = nil
        timerInterval = wanted
        guard let interval = wanted else { return }
        let source = DispatchSource.makeTimerSource(queue: .main)
        let nanos = Self.nanoseconds(interval)
        source.schedule(deadline: .now() + .nanoseconds(nanos), repeating: .nanoseconds(nanos), leeway: .milliseconds(2))
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.perform(readsInput: false) { $0.deliver(.tick) } }
        }
        source.resume()
        timer = source
    }

    private static func nanoseconds(_ duration: Duration) -> Int {
        max(1_000_000, Int(duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000))
    }
}
