import CNcurses
import Foundation

/// The rules of one run of a `TerminalApp`, shared by `EventLoop` (the real
/// terminal) and `HeadlessDriver` (tests): bytes become keys, keys and
/// other events reach the app in order, Ctrl-Z suspends, signals resize,
/// suspend or end the run, and every way out asks the app's `willQuit`
/// exactly once, before the terminal is given back.
///
/// It schedules nothing: its owner decides when input is read, when a frame
/// is drawn (`eventHandled`) and how the process stops (`stopProcess`) and
/// ends (once `exitStatus` is set).
@MainActor
public final class AppRunner {
    public let app: TerminalApp
    public let device: any TerminalDevice
    private var decoder = KeyDecoder()

    /// Called after each event the app handled; `true` when the frame should
    /// be drawn at once (a resize, a return from suspension), `false` when
    /// it may be coalesced with the next events. Default: draw at once.
    public var eventHandled: @MainActor (_ immediately: Bool) -> Void = { _ in }
    /// Whether the process can be stopped at all (a job-control shell
    /// watches it); when not, Ctrl-Z and SIGTSTP do nothing.
    public var canStop: @MainActor () -> Bool = { true }
    /// Stops the process until it is continued (Ctrl-Z); the terminal is
    /// already given back when it is called.
    public var stopProcess: @MainActor () -> Void = {}
    /// When input arrives, on a clock that only goes forward, for double
    /// clicks; nil: not known (no double clicks). Default: the monotonic clock.
    public var now: @MainActor () -> Duration? = { ContinuousClock.now - AppRunner.origin }
    /// The instant `now` counts from.
    private static let origin = ContinuousClock.now
    /// Called when the run starts to end, before `willQuit`.
    public var willEnd: @MainActor () -> Void = {}

    /// The theme every frame is drawn with (``Buffer/theme``).
    public var theme: Theme = .standard

    /// nil while the run goes on; then 0 after a normal quit, 128+N after
    /// signal N.
    public private(set) var exitStatus: Int32?
    /// What the app's `willQuit` returned, for stderr once the terminal is back.
    public private(set) var farewell: [String] = []

    public init(app: TerminalApp, device: any TerminalDevice) {
        self.app = app
        self.device = device
        eventHandled = { [unowned self] _ in self.draw() }
    }

    /// Whether the run has ended (the owner now restores and exits).
    public var hasEnded: Bool { exitStatus != nil }

    /// Tells the app its size and draws the first frame.
    /// Keys typed before the loop ran follow it.
    public func start() {
        deliver(.resize(device.size), immediately: true)
        if device.hasHeldInput { readInput() }
    }

    /// Draws the app into a fresh buffer of the device's size.
    public func draw() {
        var buffer = Buffer(size: device.size, theme: theme)
        app.render(into: &buffer)
        device.draw(buffer)
        app.didDraw(buffer)
    }

    /// Reads what the device has and delivers it; closed input ends the run
    /// (status 0).
    public func readInput() {
        guard !hasEnded else { return }
        guard let bytes = device.readInput() else { return end(status: 0) }
        guard !bytes.isEmpty else { return }
        deliver(decoder.decode(bytes, at: now()))
    }

    /// How long to wait for more input before calling `inputTimedOut`
    /// (a cut escape sequence, an open paste); nil: no need to wait.
    public var inputTimeout: Duration? { hasEnded ? nil : decoder.pendingTimeout }

    /// No input came for `inputTimeout`: what waits is delivered as typed.
    public func inputTimedOut() {
        guard !hasEnded else { return }
        deliver(decoder.timeout())
    }

    /// Delivers keys in order, up to the one that ends the run. Ctrl-Z does
    /// not reach the app: it suspends the program, as in a shell.
    public func deliver(_ keys: [Key]) {
        for key in keys {
            guard !hasEnded else { return }
            if key == .control("z") {
                suspend()
            } else {
                deliver(.key(key))
            }
        }
    }

    /// Delivers one event; `.quit` from the app ends the run (status 0).
    public func deliver(_ event: TerminalEvent) {
        deliver(event, immediately: false)
    }

    private func deliver(_ event: TerminalEvent, immediately: Bool) {
        guard !hasEnded else { return }
        if app.handle(event) == .quit {
            end(status: 0)
        } else {
            eventHandled(immediately)
        }
    }

    /// Handles a caught signal: SIGWINCH resizes, SIGTSTP suspends, SIGCONT
    /// repaints (the process was stopped behind our back), and a
    /// terminating signal N ends the run with status 128+N, after an open
    /// paste is delivered (nothing that arrived is lost).
    public func signal(_ signal: Int32) {
        guard !hasEnded else { return }
        switch signal {
        case SIGWINCH:
            device.refreshSize()
            deliver(.resize(device.size), immediately: true)
        case SIGTSTP:
            suspend()
        case SIGCONT:
            device.resume()
            deliver(.resize(device.size), immediately: true)
        default:
            guard Self.terminates(signal) else { return }
            if decoder.isInPaste {
                for key in decoder.timeout() {
                    if case .paste = key { _ = app.handle(.key(key)) }
                }
            }
            end(status: 128 + signal)
        }
    }

    /// Ends the run with `status`: asks the app's `willQuit` (once) for the
    /// lines to print afterwards.
    public func end(status: Int32) {
        guard exitStatus == nil else { return }
        exitStatus = status
        willEnd()
        farewell = app.willQuit()
    }

    /// Gives the terminal back, stops the process, and on return takes the
    /// terminal again and redraws everything at the current size. Nothing
    /// at all when no job-control shell could continue the process.
    private func suspend() {
        guard canStop() else { return }
        device.suspend()
        stopProcess()
        device.resume()
        deliver(.resize(device.size), immediately: true)
    }

    /// Gives the terminal back as Ctrl-Z does, runs `body` (a program that
    /// takes the terminal, such as an editor: nothing reads the keyboard or
    /// draws meanwhile), then takes the terminal again and redraws
    /// everything at the current size.
    public func releasingTerminal(_ body: () -> Void) {
        guard !hasEnded else { return }
        device.suspend()
        body()
        device.resume()
        deliver(.resize(device.size), immediately: true)
    }

    /// Whether `signal` ends a process by default and is not a crash.
    public static func terminates(_ signal: Int32) -> Bool {
        switch signal {
        case SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGTERM, SIGSTKFLT,
             SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGIO, SIGPWR:
            return true
        default:
            return signal >= bk_sigrtmin() && signal <= bk_sigrtmax()
        }
    }
}
