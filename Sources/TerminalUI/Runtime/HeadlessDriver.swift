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
