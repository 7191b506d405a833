import Dispatch
import TerminalUI

/// What reaches a tab: a key the shell passed on, a click or a turn of the
/// wheel on what the tab drew, a timer tick with the time (while the
/// tab is shown and asks for them, see ``TabScreen/tickInterval``), the
/// tab being shown or hidden, or a message: the answer of work the tab
/// asked for (a ``TabEffect``), or news from a service or for every tab.
public enum TabInput: Sendable {
    case key(Key)
    /// A click on what the tab marked while drawing (``HitTarget``);
    /// `double` for the second press of a double click (the first came
    /// as a click of its own).
    case click(HitTarget, double: Bool)
    /// The wheel turned over what the tab marked: `by` rows, negative
    /// towards the start of the list.
    case scroll(HitTarget, by: Int)
    /// A timer tick, with the time on the shell's monotonic clock (since
    /// the shell began): how a tab learns that time has passed, and how
    /// much. A tab whose timer starts gets one at once (the time its
    /// timer starts from), then one every ``TabScreen/tickInterval``.
    case tick(at: Duration)
    /// The tab became the visible one (at start too).
    case shown
    /// Another tab became the visible one.
    case hidden
    /// The area the tab draws in has this size now (the screen less the
    /// shell's bars): what a key that depends on the view (a page) needs.
    case resized(Size)
    /// What the user was typing when bankui last stopped (``TabScreen/draft``):
    /// open it again where it was; not handled when it cannot be read (a
    /// newer or damaged draft), which is then dropped.
    case draft(String)
    case message(any Sendable)
}

/// One tab of the app: a domain bound to widgets.
///
/// The shell owns the tab bar, the hint bar, help and the global keys; a tab
/// draws its content area and handles what the shell passes on. Everything
/// reaches the tab through ``handle(_:)`` — keys, ticks and the answers of
/// its work alike — so its state changes in one place, on the main actor;
/// what the tab needs done (a write, a read, a file) it returns as
/// effects, which the shell runs.
///
/// The render contract, the same for every tab:
/// - ``render(in:buffer:)`` reads the tab's state and writes cells, nothing
///   else. It may change only widget state handed to it `inout` — a copy it
///   makes for a widget (`ScrollList.render(in:buffer:state:)` clamps a
///   scroll offset in the copy) — never a property of the tab, not through
///   a box of reference type either. Drawing twice draws the same frame.
/// - Whatever a frame needs that is worth keeping between frames (wrapped
///   rows, a grid, where a list is scrolled to and how many rows a page is)
///   is made in `handle`: on ``TabInput/resized(_:)``, which gives the size
///   the tab draws in, or on the change that makes it stale. Render uses
///   such a memo when it fits the area and otherwise works the value out
///   for itself, without keeping it.
/// - So no key's meaning depends on the last frame: a key pressed before
///   any frame, or after a resize not yet drawn, does what it does after one.
///
/// Why: a view that writes makes the state depend on how often, and at
/// which size, it was drawn; Bubble Tea's `View` and ratatui's widgets do
/// not, and neither do the tests that draw a tab at a size of their own.
@MainActor
public protocol TabScreen: AnyObject {
    /// Which tab this is.
    var id: TabID { get }
    /// Every key of the tab, by section, for help and the key documentation.
    var keySections: [KeySection] { get }
    /// The keys that do something right now, for the hint bar.
    var activeKeys: [KeyBinding] { get }
    /// True while a dialog or a text field has focus: then every key goes to
    /// the tab and the global keys (q, Tab, ?) are off.
    var capturesKeys: Bool { get }
    /// Handles an input: whether it meant anything here, and the effects
    /// to run now (see ``TabEffect``).
    func handle(_ input: TabInput) -> TabReaction
    /// Draws the tab's content into `area`, reading only (see the render
    /// contract above).
    func render(in area: Rect, buffer: inout Buffer)
    /// How often the tab needs ticks (``TabInput/tick``) while visible, or nil.
    var tickInterval: Duration? { get }
    /// What the user must know before the program ends, if anything (work
    /// that could not be saved); nil when quitting loses nothing.
    var quitWarning: String? { get }
    /// The program is ending (q, Ctrl-C, a signal): finish or hand over what
    /// is pending. Returns lines to print once the terminal is restored, to
    /// tell the user what could not be kept.
    func willQuit() -> [String]
    /// What the user is typing and has not saved — an open editor, a form,
    /// a calculation in progress — as text only this tab reads back (see
    /// ``TabDraft``); nil when nothing is typed. The shell asks for it on
    /// every way out, before ``willQuit()``, and keeps it in the database,
    /// and gives it back at the next start as ``TabInput/draft(_:)``.
    var draft: String? { get }
    /// True while the draft holds something being typed (an open form, an
    /// editor, a calculation): `q` then asks before quitting, and a start
    /// that gives it back says so. False while the draft only remembers
    /// (the last inputs of a closed form): kept and given back without a
    /// word. By default, whether there is a draft.
    var isTyping: Bool { get }
}

extension TabScreen {
    public var tickInterval: Duration? { nil }
    public var quitWarning: String? { nil }
    public func willQuit() -> [String] { [] }
    public var draft: String? { nil }
    public var isTyping: Bool { draft != nil }
}

/// Carries messages to a tab — the answers of its effects, a service's
/// news (the bank's bankers, the shared board's status): the shell hands
/// each to the tab's ``TabScreen/handle(_:)`` on the main actor and
/// redraws. Safe to use from any thread.
public struct TabMessenger: Sendable {
    /// The tab the messages are for.
    public let tab: TabID
    private let deliver: @Sendable (TabID, any Sendable) -> Void

    /// A messenger for `tab` that hands messages to `deliver` (any thread).
    public init(tab: TabID, deliver: @escaping @Sendable (TabID, any Sendable) -> Void) {
        self.tab = tab
        self.deliver = deliver
    }

    /// Sends `message` to the tab.
    public func send(_ message: any Sendable) { deliver(tab, message) }

    /// A messenger that drops every message (screens that start no work).
    public static func discarding(_ tab: TabID) -> TabMessenger { TabMessenger(tab: tab) { _, _ in } }

    /// A messenger for `tab` whose messages are handed to `receive` on the
    /// main queue, in the order they were sent.
    public static func onMainQueue(_ tab: TabID,
                                   _ receive: @escaping @Sendable @MainActor (TabID, any Sendable) -> Void) -> TabMessenger {
        TabMessenger(tab: tab) { tab, message in
            DispatchQueue.main.async { MainActor.assumeIsolated { receive(tab, message) } }
        }
    }
}

/// A message every tab gets when another bankui process changed the stored
/// data: read again what is shown.
public struct DataChangedElsewhere: Sendable {
    public init() {}
}
