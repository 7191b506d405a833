import BankCore
import TerminalUI

/// The bank tab: a live queue board. `a` lets 10 customers in, the bankers
/// serve them concurrently, `r` sends everyone home.
///
/// The bank works on its own threads; each of its events is posted to the
/// main actor through the mailbox and applied to `board`, which belongs to
/// one run, so events of a run that `r` cancelled never reach the screen.
@MainActor
final class BankTab: TabScreen {
    let id = TabID.bank
    /// How often the business-time line is redrawn while it runs.
    static let timerInterval: Duration = .milliseconds(50)

    let catalog: Catalog
    let bank: Bank
    private(set) var board: BankBoard
    /// Scroll position of the waiting column (keys scroll, nothing is selected).
    var waitingScroll = ScrollListState(selectable: false)
    var workingScroll = ScrollListState(selectable: false)

    /// - Parameters:
    ///   - clock: the bankers' clock; screen tests pass a `ManualClock`.
    ///   - random: draws each customer's business.
    init(context: TabContext, clock: some Clock<Duration> = ContinuousClock(),
         random: some RandomNumberGenerator & Sendable = SystemRandomNumberGenerator()) {
        catalog = context.catalog
        let inbox = BankInbox()
        let mailbox = context.mailbox
        bank = Bank(configuration: context.bankConfiguration, clock: clock, random: random) { event in
            mailbox.post { inbox.tab?.receive(event) }
        }
        board = BankBoard(run: bank.run)
        inbox.tab = self
    }

    /// Applies one event of the bank; events of an earlier run are dropped.
    func receive(_ event: BankEvent) {
        board.apply(event)
    }

    /// A tick only asks for a redraw (the protocol's default `tick()`): the
    /// timer line reads the bank's business time as of now.
    var tickInterval: Duration? { board.isEmpty ? nil : Self.timerInterval }

    var capturesKeys: Bool { false }

    var keyHints: [KeyHint] {
        var hints = [KeyHint(keys: "a", label: catalog.hintAddCustomers), KeyHint(keys: "r", label: catalog.hintReset)]
        if board.waiting.count > waitingScroll.viewportRows {
            hints.append(KeyHint(keys: "↑↓", label: catalog.hintScrollWaiting))
        }
        return hints
    }

    var helpEntries: [KeyHint] {
        [
            KeyHint(keys: "a", label: catalog.hintAddCustomers),
            KeyHint(keys: "r", label: catalog.hintReset),
            KeyHint(keys: "↑ ↓ k j", label: catalog.helpScrollWaiting),
            KeyHint(keys: "PgUp PgDn Home End", label: catalog.helpPageWaiting),
        ]
    }

    func handle(_ key: Key) -> Bool {
        switch key {
        case .character("a"):
            bank.addCustomers(10)
        case .character("r"):
            board.reset(run: bank.reset())
            waitingScroll = ScrollListState(selectable: false)
            workingScroll = ScrollListState(selectable: false)
        default:
            return waitingScroll.handle(key, itemCount: board.waiting.count)
        }
        return true
    }
}

/// Lets the bank's event closure, made before the tab exists, reach it.
@MainActor
private final class BankInbox {
    weak var tab: BankTab?
}
