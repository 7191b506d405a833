import TextKit
import BankCore
import TabKit
import TerminalUI

/// The bank tab: a live queue board. `a` lets 10 customers in, the bankers
/// serve them concurrently, `r` sends everyone home.
///
/// The bank works on its own threads; each of its events comes back as a
/// message through the messenger the tab was made with, and is applied to
/// `board` in ``handle(_:)``. The board belongs to one run, so events of a run that `r`
/// cancelled never reach the screen.
@MainActor
public final class BankTab: TabScreen {
    public let id = TabID.bank
    /// How often the business-time line is redrawn while it runs.
    public static let timerInterval: Duration = .milliseconds(50)

    let strings: BankStrings
    let keys: BankKeys
    let bank: Bank
    var board: BankBoard
    /// What the live plots draw: the line's length over time, the waits so far.
    var plots = BankPlotData()
    /// The planner over the board (`p`), or nil.
    var planner: PlannerPanel?
    /// Counts the plans asked for: an answer for an earlier one (closed
    /// with Esc before it came) is dropped.
    var planRun = 0
    /// The arrival options over the board (`o`), or nil.
    var optionsPanel: OptionsPanel?
    /// The options last applied: the form opens with them.
    var appliedOptions: ArrivalOptionsForm
    /// Customers who keep coming (a steady rate, a profile), or nil.
    var liveArrivals: LiveArrivals?
    /// The bank's time when they began to come.
    var arrivalsStart: Duration = .zero
    /// Seeds each stream of arrivals.
    var arrivalSeed: UInt64
    /// Counts profile reads: an answer for a form closed before it came is dropped.
    var optionsRun = 0
    /// The service times the planner form starts with.
    let configuration: BankConfiguration
    /// Scroll position of the waiting column (keys scroll, nothing is selected).
    var waitingScroll = ScrollListState(selectable: false)
    var workingScroll = ScrollListState(selectable: false)
    public var effects = TabEffects()

    /// - Parameters:
    ///   - configuration: staffing and service times (`--deposit-bankers` …).
    ///   - messenger: brings the bank's events back to this tab.
    ///   - clock: the bankers' clock; screen tests pass a `ManualClock`.
    ///   - random: draws each customer's business.
    ///   - serviceRandom: draws the service times when they are exponential (`o`).
    ///   - keys: the user's keys.
    public init(language: Language, configuration: BankConfiguration, messenger: TabMessenger,
                keys overrides: KeyOverrides = .none,
                clock: some Clock<Duration> = ContinuousClock(),
                random: some RandomNumberGenerator & Sendable = SystemRandomNumberGenerator(),
                serviceRandom: some RandomNumberGenerator & Sendable = SystemRandomNumberGenerator(),
                arrivalSeed: UInt64 = UInt64.random(in: 0...UInt64.max)) {
        self.arrivalSeed = arrivalSeed
        strings = BankStrings(language)
        self.configuration = configuration
        appliedOptions = ArrivalOptionsForm(service: configuration.serviceKind)
        keys = BankKeys(strings, overrides: overrides)
        bank = Bank(configuration: configuration, clock: clock, random: random, serviceRandom: serviceRandom) { event in
            messenger.send(event)
        }
        board = BankBoard(run: bank.run)
    }

    /// Ticks while anyone is in the bank: each one (``TabInput/tick`` in
    /// `handle`) only asks for a redraw of the timer line.
    /// Ticks also while customers are still to come (`o`): each tick lets
    /// in those who came by then.
    public var tickInterval: Duration? {
        board.isEmpty && liveArrivals?.next == nil ? nil : Self.timerInterval
    }

    /// The planner takes every key while open (its fields are typed in).
    public var capturesKeys: Bool { planner != nil || optionsPanel != nil }

    /// The waiting column's name in the frame's marks.
    nonisolated static let waitingList = "bank.waiting"
}
