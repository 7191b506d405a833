/// Something that happens to the program: all input reaches the app this way.
public enum TerminalEvent: Sendable, Equatable {
    /// A key press or a paste.
    case key(Key)
    /// The window changed size.
    case resize(Size)
    /// A timer tick, only while the app asks for ticks.
    case tick
}

/// What the app wants after an event.
public enum EventOutcome: Sendable, Equatable {
    case `continue`
    case quit
}

/// A full-screen program driven by events: the event loop (or a test) feeds
/// it events and asks it to render after each change.
@MainActor
public protocol TerminalApp: AnyObject {
    /// Handles one event.
    func handle(_ event: TerminalEvent) -> EventOutcome
    /// Draws the whole screen into `buffer` (already sized to the screen).
    func render(into buffer: inout Buffer)
    /// How often to send `.tick`, or nil for no ticks at all: an idle
    /// program must not wake up.
    var tickInterval: Duration? { get }
}

/// Drives a `TerminalApp` without a terminal: tests send events and read
/// the screen text.
@MainActor
public final class HeadlessDriver {
    public let app: TerminalApp
    public let backend: MemoryBackend
    /// True once the app asked to quit.
    public private(set) var didQuit = false

    public init(app: TerminalApp, size: Size) {
        self.app = app
        self.backend = MemoryBackend(size: size)
        _ = app.handle(.resize(size))
        redraw()
    }

    /// Sends keys one by one, redrawing after each, as the real loop does.
    public func send(_ keys: Key...) { send(keys) }
    public func send(_ keys: [Key]) {
        for key in keys { deliver(.key(key)) }
    }

    /// Types each character of `text` as a key.
    public func type(_ text: String) { send(text.map { Key.character($0) }) }

    /// Resizes the screen.
    public func resize(to size: Size) {
        backend.size = size
        deliver(.resize(size))
    }

    /// Sends one timer tick.
    public func tick() { deliver(.tick) }

    /// Redraws after a change made outside an event (a background result).
    public func redraw() {
        var buffer = Buffer(size: backend.size)
        app.render(into: &buffer)
        backend.draw(buffer)
    }

    /// The screen as lines of text, trailing spaces removed.
    public var screen: [String] { backend.frame.lines }
    /// The screen as one string, lines joined by newlines.
    public var screenText: String { screen.joined(separator: "\n") }

    private func deliver(_ event: TerminalEvent) {
        if app.handle(event) == .quit { didQuit = true }
        redraw()
    }
}
