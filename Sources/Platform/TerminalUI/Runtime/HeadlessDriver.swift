import Foundation

/// Drives a `TerminalApp` without a terminal: tests send events (or raw
/// bytes, or signals) and read the screen text. It uses the event loop's
/// own rules (`AppRunner`), drawing after every event instead of once per
/// turn of the main queue.
@MainActor
public final class HeadlessDriver {
    public let app: TerminalApp
    public let backend: MemoryBackend
    /// The rules shared with `EventLoop`.
    public let runner: AppRunner
    /// How often the process would have been stopped (Ctrl-Z, SIGTSTP).
    public private(set) var stops = 0

    /// The time input arrives at, for double clicks: tests set and advance
    /// it (no sleeping); nil, the default, means no double clicks at all.
    public var now: Duration?

    /// Runs after each event, as the main queue does after the loop handled
    /// one: a test's stand-in store that answers at once queues its answer
    /// there, so the answer reaches the app after the event, never inside
    /// it. Returns whether it delivered anything (then the screen is drawn
    /// again).
    public var afterEvent: (@MainActor () -> Bool)?

    /// Runs `app` on a screen of `size`, drawn with `theme`.
    public init(app: TerminalApp, size: Size, theme: Theme = .standard) {
        self.app = app
        self.backend = MemoryBackend(size: size)
        self.runner = AppRunner(app: app, device: backend)
        runner.theme = theme
        runner.now = { [unowned self] in self.now }
        runner.stopProcess = { [unowned self] in self.stops += 1 }
        runner.start()
    }

    /// True once the run ended (the app asked to quit, a signal, input closed).
    public var didQuit: Bool { runner.hasEnded }
    /// 0 after a normal quit, 128+N after signal N; nil while running.
    public var exitStatus: Int32? { runner.exitStatus }
    /// What the app's `willQuit` returned when the run ended.
    public var farewell: [String] { runner.farewell }

    /// Sends keys one by one, redrawing after each, as the real loop does.
    public func send(_ keys: Key...) { send(keys) }
    public func send(_ keys: [Key]) {
        for key in keys {
            runner.deliver([key])
            settle()
        }
    }

    /// Types each character of `text` as a key.
    public func type(_ text: String) { send(text.map { Key.character($0) }) }

    /// Feeds raw terminal bytes, as one read, through the key decoder.
    public func input(_ bytes: [UInt8]) {
        backend.pendingInput.append(bytes)
        runner.readInput()
        settle()
    }

    /// Clicks the cell at column `x`, row `y` (0-based), as the terminal
    /// reports it (SGR, 1-based).
    public func click(x: Int, y: Int) { input("\u{1B}[<0;\(x + 1);\(y + 1)M") }

    /// Turns the wheel over the cell at `x`, `y` (0-based): up when `up`.
    public func wheel(x: Int, y: Int, up: Bool) { input("\u{1B}[<\(up ? 64 : 65);\(x + 1);\(y + 1)M") }

    /// Feeds the UTF-8 of `text` as one read.
    public func input(_ text: String) { input(Array(text.utf8)) }

    /// How long the loop would wait for more input before giving up on a
    /// cut sequence or an open paste; nil when nothing waits.
    public var inputTimeout: Duration? { runner.inputTimeout }

    /// That wait ran out with no more input.
    public func expireInputTimeout() {
        runner.inputTimedOut()
        settle()
    }

    /// The terminal closed its input (end of file, hang-up).
    public func closeInput() {
        backend.inputClosed = true
        runner.readInput()
    }

    /// Delivers a signal as the loop would have caught it.
    public func signal(_ signal: Int32) { runner.signal(signal) }

    /// Resizes the screen, as after SIGWINCH.
    public func resize(to size: Size) {
        backend.size = size
        runner.signal(SIGWINCH)
    }

    /// Sends one timer tick.
    public func tick() {
        runner.deliver(.tick)
        settle()
    }

    /// Hands over what ``afterEvent`` holds, until nothing more comes, and
    /// draws once more when something came.
    private func settle() {
        guard let afterEvent, !runner.hasEnded else { return }
        var delivered = false
        while afterEvent() { delivered = true }
        if delivered { runner.draw() }
    }

    /// Redraws after a change made outside an event (a background result).
    public func redraw() { runner.draw() }

    /// The screen as lines of text, trailing spaces removed.
    public var screen: [String] { backend.frame.lines }
    /// The screen as one string, lines joined by newlines.
    public var screenText: String { screen.joined(separator: "\n") }
}
