import BankCore
import TabKit
import TerminalUI

/// The bank tab: a live queue board. `a` lets 10 customers in, the bankers
/// serve them concurrently, `r` sends everyone home.
///
/// The bank works on its own threads; each of its events comes back as a
/// message through the tab's messenger and is applied to `board` in
/// ``handle(_:)``. The board belongs to one run, so events of a run that `r`
/// cancelled never reach the screen.
@MainActor
public final class BankTab: TabScreen {
    public let id = TabID.bank
    /// How often the business-time line is redrawn while it runs.
    public static let timerInterval: Duration = .milliseconds(50)

    let strings: BankStrings
    let keys: BankKeys
    let bank: Bank
    private(set) var board: BankBoard
    /// Scroll position of the waiting column (keys scroll, nothing is selected).
    var waitingScroll = ScrollListState(selectable: false)
    var workingScroll = ScrollListState(selectable: false)

    /// - Parameters:
    ///   - configuration: staffing and service times (`--deposit-bankers` …).
    ///   - messenger: brings the bank's events back to this tab.
    ///   - clock: the bankers' clock; screen tests pass a `ManualClock`.
    ///   - random: draws each customer's business.
    ///   - keys: the user's keys.
    public init(language: Language, configuration: BankConfiguration, messenger: TabMessenger,
                keys overrides: KeyOverrides = .none,
                clock: some Clock<Duration> = ContinuousClock(),
                random: some RandomNumberGenerator & Sendable = SystemRandomNumberGenerator()) {
        strings = BankStrings(language)
        keys = BankKeys(strings, overrides: overrides)
        bank = Bank(configuration: configuration, clock: clock, random: random) { event in
            messenger.send(event)
        }
        board = BankBoard(run: bank.run)
    }

    /// Ticks while anyone is in the bank: each one (``TabInput/tick`` in
    /// `handle`) only asks for a redraw of the timer line.
    public var tickInterval: Duration? { board.isEmpty ? nil : Self.timerInterval }

    public var capturesKeys: Bool { false }

    public var keySections: [KeySection] { keys.sections }

    public var activeKeys: [KeyBinding] {
        [keys.add, keys.reset, keys.scroll.enabled(board.waiting.count > waitingScroll.viewportRows)]
    }

    /// The waiting column's name in the frame's marks.
    nonisolated static let waitingList = "bank.waiting"

    public func handle(_ input: TabInput) -> Bool {
        switch input {
        case .click:
            return false
        case .scroll(let target, let rows):
            // The wheel over the waiting column scrolls it.
            guard target.areaName == Self.waitingList else { return false }
            waitingScroll.scroll(by: rows, itemCount: board.waiting.count)
        case .tick:
            // The timer line reads the business time as of now: a redraw
            // is all a tick needs.
            return true
        case .message(let message):
            // Events of an earlier run are dropped by the board.
            guard let event = message as? BankEvent else { return false }
            board.apply(event)
        case .key(let key):
            if keys.add.matches(key) {
                bank.addCustomers(10)
            } else if keys.reset.matches(key) {
                board.reset(run: bank.reset())
                waitingScroll = ScrollListState(selectable: false)
                workingScroll = ScrollListState(selectable: false)
            } else if keys.scroll.matches(key) || keys.page.matches(key) {
                return waitingScroll.handle(key, itemCount: board.waiting.count)
            } else {
                return false
            }
        }
        return true
    }

    /// Every key of the bank tab, for help and the key documentation.
    public static func keySections(_ language: Language, keys overrides: KeyOverrides = .none) -> [KeySection] {
        BankKeys(BankStrings(language), overrides: overrides).sections
    }
}

/// The bank tab's keys, declared once.
struct BankKeys {
    let add: KeyBinding
    let reset: KeyBinding
    let scroll: KeyBinding
    let page: KeyBinding

    init(_ strings: BankStrings, overrides: KeyOverrides = .none) {
        add = KeyBinding("bank.add-customers", [.character("a")], hint: strings.hintAddCustomers,
                         help: strings.helpAddCustomers).overridden(by: overrides)
        reset = KeyBinding("bank.reset", [.character("r")], hint: strings.hintReset, help: strings.helpReset)
            .overridden(by: overrides)
        scroll = KeyBinding(nil, [.up, .down, .character("k"), .character("j")], showing: [.up, .down], hint: strings.words.scroll,
                            help: strings.helpScrollWaiting)
        page = KeyBinding(nil, [.pageUp, .pageDown, .home, .end], hint: nil, help: strings.helpPageWaiting)
    }

    var sections: [KeySection] { [KeySection(nil, [add, reset, scroll, page])] }
}
