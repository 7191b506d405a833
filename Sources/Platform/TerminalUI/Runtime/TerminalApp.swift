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
    /// The program is about to end, and the terminal is still in full
    /// screen: the last chance to save or close anything. Called once, on
    /// every clean way out: the app returning `.quit` (for `q`, Ctrl-C…), a
    /// terminating signal (SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1…), the
    /// terminal closing. Returns lines for the user (what could not be
    /// saved, say); they are printed on stderr once the terminal is restored.
    func willQuit() -> [String]
    /// The frame just drawn is on the screen: the app may keep its marks
    /// (``Buffer/target(at:)``) to find what a click hits, so that clicks
    /// answer to what the user sees.
    func didDraw(_ frame: Buffer)
}

extension TerminalApp {
    /// No clicks to answer.
    public func didDraw(_ frame: Buffer) {}

    /// Nothing to finish, nothing to say.
    public func willQuit() -> [String] { [] }
}
