import TextKit
import BankCore
import TabKit
import TerminalUI

/// The bank tab: a live queue board. `a` lets 10 customers in, the bankers
/// serve them at the same time, `r` sends everyone home.
///
/// The floor is a `Simulation` the tab holds as plain state: nothing runs
/// by itself. Each timer tick carries the shell's time (``TabInput/tick(at:)``)
/// and moves the simulation on by the time passed since the last one,
/// letting in the customers who came meanwhile; the events that causes are
/// applied to `board` and the plots there and then, in ``handle(_:)``. `r`
/// and the service chosen in `o` are plain changes of that state.
@MainActor
public final class BankTab: TabScreen {
    public let id = TabID.bank
    /// How often the bank's time moves on (and its timer line is redrawn) while it runs.
    public static let timerInterval: Duration = .milliseconds(50)

    let strings: BankStrings
    let keys: BankKeys
    /// The floor and its time (since the run began): what the tab shows.
    var simulation: Simulation
    /// Draws the business of each customer `a` lets in.
    var random: any RandomNumberGenerator & Sendable
    /// The shell's time at the last tick, while the bank's time runs; nil
    /// while it stands still (nobody in, nobody to come), so that the time
    /// the bank stood empty is not served away by the next customers.
    var lastTick: Duration?
    var board: BankBoard
    /// What the line's plot draws: its length over time (the waits' histogram
    /// is the statistics', counted with the customers served).
    var plots = BankPlotData()
    /// The planner over the board (`p`), or nil.
    var planner: PlannerPanel?
    /// What the planner held when it last closed: the next `p` opens it.
    var lastPlannerForm: PlannerForm?
    /// True once a key was typed while the plan on its way: the form says
    /// why it does nothing (until the answer comes, or Esc).
    var plannerKeysWait = false
    /// Counts the plans asked for: an answer for an earlier one (closed
    /// with Esc before it came) is dropped.
    var planRun = 0
    /// The arrival options over the board (`o`), or nil.
    var optionsPanel: OptionsPanel?
    /// The options last applied: the form opens with them.
    var appliedOptions: ArrivalOptionsForm
    /// Customers who keep coming (a steady rate, a profile), or nil.
    var liveArrivals: LiveArrivals?
    /// The run's time when they began to come.
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
    ///   - keys: the user's keys.
    ///   - random: draws each customer's business.
    ///   - serviceRandom: draws the service times when they are exponential (`o`).
    ///   - arrivalSeed: seeds the first stream of arrivals chosen in `o`.
    public init(language: Language, configuration: BankConfiguration, keys overrides: KeyOverrides = .none,
                random: some RandomNumberGenerator & Sendable = SystemRandomNumberGenerator(),
                serviceRandom: some RandomNumberGenerator & Sendable = SystemRandomNumberGenerator(),
                arrivalSeed: UInt64 = UInt64.random(in: 0...UInt64.max)) {
        self.arrivalSeed = arrivalSeed
        strings = BankStrings(language)
        self.configuration = configuration
        appliedOptions = ArrivalOptionsForm(service: configuration.serviceKind)
        keys = BankKeys(strings, overrides: overrides)
        self.random = random
        simulation = Simulation(configuration: configuration, serviceRandom: serviceRandom)
        board = BankBoard(run: simulation.run)
    }

    /// Ticks while anyone is in the bank, and while customers are still to
    /// come (`o`): each one (``TabInput/tick(at:)``) moves the bank's time
    /// on to the tick's, serving, calling and letting in whoever that
    /// reaches, and redraws the timer line.
    public var tickInterval: Duration? {
        board.isEmpty && liveArrivals?.next == nil ? nil : Self.timerInterval
    }

    /// The planner takes every key while open (its fields are typed in).
    public var capturesKeys: Bool { planner != nil || optionsPanel != nil }

    /// The waiting column's name in the frame's marks.
    nonisolated static let waitingList = "bank.waiting"
}
