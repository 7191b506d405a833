import Dispatch
import TerminalUI

/// What reaches a tab: a key the shell passed on, a click or a turn of the
/// wheel on what the tab drew, a timer tick (while the
/// tab is shown and asks for them, see ``TabScreen/tickInterval``), or a
/// message: the result of work the tab started in the background (sent
/// with its ``TabMessenger``) or news for every tab.
public enum TabInput: Sendable {
    case key(Key)
    /// A click on what the tab marked while drawing (``HitTarget``);
    /// `double` for the second press of a double click (the first came
    /// as a click of its own).
    case click(HitTarget, double: Bool)
    /// The wheel turned over what the tab marked: `by` rows, negative
    /// towards the start of the list.
    case scroll(HitTarget, by: Int)
    case tick
    case message(any Sendable)
}

/// One tab of the app: a domain bound to widgets.
///
/// The shell owns the tab bar, the hint bar, help and the global keys; a tab
/// draws its content area and handles what the shell passes on. Everything
/// reaches the tab through ``handle(_:)`` — keys and background results
/// alike — so its state changes in one place, on the main actor.
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
    /// Handles a key or a message; returns false when it means nothing here.
    func handle(_ input: TabInput) -> Bool
    /// Draws the tab's content into `area`.
    func render(in area: Rect, buffer: inout Buffer)
    /// How often the tab needs ticks (``TabInput/tick``) while visible, or nil.
    var tickInterval: Duration? { get }
    /// The tab became the visible one.
    func didAppear()
    /// Another tab became the visible one.
    func didDisappear()
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
    /// every way out, before ``willQuit()``, and keeps it in the database.
    var draft: String? { get }
    /// Opens again what ``draft`` held when bankui last stopped (the
    /// editor, the form, the calculation, where it was). Returns false when
    /// the draft cannot be read (a newer or damaged one): it is dropped.
    func restoreDraft(_ draft: String) -> Bool
}

extension TabScreen {
    public var tickInterval: Duration? { nil }
    public func didAppear() {}
    public func didDisappear() {}
    public var quitWarning: String? { nil }
    public func willQuit() -> [String] { [] }
    public var draft: String? { nil }
    public func restoreDraft(_ draft: String) -> Bool { false }
}

/// Carries the result of background work to the tab that started it: the
/// shell hands it to the tab's ``TabScreen/handle(_:)`` on the main actor
/// and redraws. Safe to use from any thread.
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
