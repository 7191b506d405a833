import TerminalUI

/// One tab of the app: a domain bound to widgets.
///
/// The shell owns the tab bar, the hint bar, help and global keys; a tab
/// draws its content area and handles the keys the shell passes on.
@MainActor
public protocol TabScreen: AnyObject {
    /// Which tab this is.
    var id: TabID { get }
    /// The keys valid right now, for the hint bar.
    var keyHints: [KeyHint] { get }
    /// Every key of the tab, for the help overlay.
    var helpEntries: [KeyHint] { get }
    /// True while a dialog or a text field has focus: then every key goes to
    /// the tab and the global keys (q, Tab, ?) are off.
    var capturesKeys: Bool { get }
    /// Handles a key; returns false when the key means nothing here.
    func handle(_ key: Key) -> Bool
    /// Draws the tab's content into `area`.
    func render(in area: Rect, buffer: inout Buffer)
    /// How often the tab needs ticks while visible, or nil.
    var tickInterval: Duration? { get }
    /// A timer tick.
    func tick()
}

extension TabScreen {
    public var tickInterval: Duration? { nil }
    public func tick() {}
}
