import ArgumentParser
import BankCore
import ConsoleKit
import Foundation

/// `bankui bank simulate`: a day on the virtual clock, with its figures.
public struct BankSimulateCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Run the bank on a virtual clock and print its waits, the bankers' busy shares and the longest line."
    )

    /// Customers when neither `--customers` nor `--hours` is given (a
    /// profile runs one day instead).
    static let defaultCustomers = 1_000_000

    /// `--lang` and `--data-dir`, as every command takes (nothing is stored).
    @OptionGroup var global: GlobalOptions

    @OptionGroup var planning: PlanningOptions

    /// Bankers and service seconds (`--speed` has no meaning here).
    @OptionGroup(title: "Bank") var bank: BankOptions

    public init() {}

    public func validate() throws {
        try planning.check()
        _ = try bank.configuration()
        // Without a file the customers asked for are known now: too many
        // are refused before anything starts.
        if planning.arrivalProfile == nil { _ = try model(arrivals: try planning.arrivals()) }
    }

    /// The model the options describe; refused when it asks for more
    /// customers than `--customers` accepts.
    func model(arrivals: ArrivalProcess) throws -> PlanningModel {
        let length = try planning.givenLength(arrivals: arrivals)
            ?? arrivals.dayLength.flatMap { length in
                if case .profile = arrivals { return PlanningModel.Length.seconds(length) }
                return nil
            }
            ?? .customers(Self.defaultCustomers)
        let model = PlanningModel(arrivals: arrivals, service: try planning.serviceTimes(bank),
                                  loanShare: try planning.share(), length: length, patience: try planning.patienceSeconds())
        try PlanningOptions.refuseTooMany(model, asking: planning.asking())
        return model
    }

    public func run() throws {
        let model = try model(arrivals: try planning.arrivals())
        let seed = try planning.randomSeed()
        let configuration = try bank.configuration()
        let staffing = Staffing(deposit: configuration.depositBankers, loan: configuration.loanBankers)
        var simulation = StaffedSimulation(model: model, staffing: staffing, seed: seed,
                                           serviceLevelSeconds: try planning.level()?.seconds)
        simulation.run()
        let report = simulation.report
        try Console.print(try planning.isJSON()
            ? PlanningText.simulationJSON(report, model: model, seed: seed)
            : PlanningWords(global.language).simulation(report, model: model, seed: seed))
    }
}

/// `bankui bank plan`: the fewest bankers meeting every target given (a
/// wait, a service level, an occupancy cap, an abandonment cap).
///
/// Exit status 0 when both businesses can meet the targets, 1 (with the
/// table and the best figures reached) when one cannot within
/// `--max-bankers`.
public struct BankPlanCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "The fewest deposit and loan bankers meeting every target given (a wait, a service level, caps on occupancy and on customers who give up), with every staffing tried."
    )

    /// Status when no staffing within `--max-bankers` meets the target.
    public static let unreachableStatus: Int32 = 1
    /// Largest `--days`.
    static let dayRange = 1...100_000

    /// `--lang` and `--data-dir`, as every command takes (nothing is stored).
    @OptionGroup var global: GlobalOptions

    @OptionGroup var planning: PlanningOptions

    /// The service seconds; the plan chooses the bankers, so
    /// `--deposit-bankers` and `--loan-bankers` (and `--speed`) do nothing here.
    @OptionGroup(title: "Bank") var bank: BankOptions

    @Option(name: .customLong("target-wait"), parsing: .unconditional,
            help: ArgumentHelp("How long the judged wait of those served may be: seconds, or with units (90s, 2m, 1h30m).", valueName: "time"))
    var targetWait: NumberArgument?

    @Option(name: .customLong("max-occupancy"), parsing: .unconditional,
            help: ArgumentHelp("The most of their day the bankers may spend serving (0.85 or 85%).", valueName: "p"))
    var maxOccupancy: NumberArgument?

    @Option(name: .customLong("max-abandon"), parsing: .unconditional,
            help: ArgumentHelp("The largest share of customers who may give up (0.05 or 5%); needs --patience.", valueName: "p"))
    var maxAbandon: NumberArgument?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Judge this percentile of the waits (0 < p ≤ 100, as 95 or 95%) instead of the mean.", valueName: "p"))
    var percentile: NumberArgument?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Days of arrivals (a day: the profile's hours, or 8 hours at a steady rate).", valueName: "n"))
    var days: NumberArgument?

    @Flag(name: .customLong("by-hour"),
          help: "Bankers for each hour of --arrival-profile, the day simulated as one (a line at an hour's end carries over).")
    var byHour = false

    @Option(parsing: .unconditional,
            help: ArgumentHelp("With --by-hour: whole shifts of these lengths covering each hour's need, fewest banker-hours (4h,8h).", valueName: "lengths"))
    var shifts: String?

    @Option(name: .customLong("max-bankers"), parsing: .unconditional,
            help: ArgumentHelp("Most bankers of one business to try (1 to 1000).", valueName: "n"))
    var maxBankers = NumberArgument(BankConfiguration.bankerRange.upperBound)

    public init() {}

    public func validate() throws {
        try planning.check()
        _ = try bank.configuration()
        _ = try target()
        _ = try maximum()
        _ = try dayCount()
        if days != nil, planning.customers != nil || planning.hours != nil {
            throw ValidationError("--days cannot be used with --customers or --hours")
        }
        if days != nil, planning.arrivalRate == nil, planning.arrivalProfile == nil {
            throw ValidationError("--days needs --arrival-rate or --arrival-profile (without them everyone comes at opening)")
        }
        if byHour {
            if planning.arrivalProfile == nil {
                throw ValidationError("--by-hour needs --arrival-profile (the hours of the day and their arrivals)")
            }
            if planning.customers != nil || planning.hours != nil {
                throw ValidationError("--by-hour runs whole days: give --days instead of --customers or --hours")
            }
            if percentile != nil {
                throw ValidationError("--by-hour judges each hour's mean wait, a service level, occupancy or who gives up; --percentile is not kept by the hour")
            }
        }
        if shifts != nil, !byHour { throw ValidationError("--shifts needs --by-hour (the hourly need the shifts cover)") }
        _ = try shiftLengths()
        // Without a file the customers asked for are known now.
        if planning.arrivalProfile == nil { _ = try model(arrivals: try planning.arrivals()) }
    }

    /// The model the options describe; refused when it asks for more
    /// customers than `--customers` accepts.
    func model(arrivals: ArrivalProcess) throws -> PlanningModel {
        let days = try dayCount()
        let length = try planning.givenLength(arrivals: arrivals) ?? PlanRequest.length(days: days, arrivals: arrivals)
        let model = PlanningModel(arrivals: arrivals, service: try planning.serviceTimes(bank),
                                  loanShare: try planning.share(), length: length, patience: try planning.patienceSeconds())
        try PlanningOptions.refuseTooMany(model, asking: planning.asking(days: days))
        return model
    }

    func target() throws -> StaffingPlanner.Target {
        let seconds = try targetWait?.seconds("--target-wait", in: 0.001...1_000_000_000)
        // One wording for both ends of the range (0 is not a percentile).
        let percentile = try percentile.map { value in
            guard let p = TypedQuantity.percentile(value.text), p > 0, p <= 100 else {
                throw ValidationError("--percentile must be a decimal number above 0 and at most 100 (95 or 95%), got \(value)")
            }
            return p
        }
        if percentile != nil, seconds == nil {
            throw ValidationError("--percentile needs --target-wait (the wait that percentile may reach)")
        }
        let abandon = try maxAbandon?.share("--max-abandon")
        if abandon != nil, planning.patience == nil {
            throw ValidationError("--max-abandon needs --patience (without it nobody gives up)")
        }
        let target = StaffingPlanner.Target(seconds: seconds, percentile: percentile, serviceLevel: try planning.level(),
                                            maxOccupancy: try maxOccupancy?.share("--max-occupancy"), maxAbandon: abandon)
        if target.isEmpty {
            throw ValidationError("bank plan needs a target: --target-wait, --service-level, --max-occupancy or --max-abandon (as --target-wait 2m, or --service-level 80%/20s)")
        }
        return target
    }

    /// Days an hour-by-hour plan runs when `--days` is not given: enough
    /// for each hour's figures to settle (a hundred of each hour).
    static let defaultHourlyDays = 100

    /// `--shifts` as whole hours, nil when not given.
    func shiftLengths() throws -> [Int]? {
        guard let shifts else { return nil }
        guard let lengths = TypedQuantity.shiftLengths(shifts) else {
            throw ValidationError("--shifts takes 1 to 6 lengths of whole hours from 1h to 24h, separated by commas (4h,8h), got \(shifts)")
        }
        return lengths
    }

    func maximum() throws -> Int {
        try maxBankers.wholeNumber("--max-bankers", in: BankConfiguration.bankerRange)
    }

    func dayCount() throws -> Int? {
        try days?.wholeNumber("--days", in: Self.dayRange)
    }

    /// The plan the options ask for, with its model, seed and largest staffing.
    func planned() throws -> (plan: StaffingPlanner.Plan, model: PlanningModel, seed: UInt64, maximum: Int) {
        let model = try model(arrivals: try planning.arrivals())
        let seed = try planning.randomSeed()
        let maximum = try maximum()
        let plan = StaffingPlanner(model: model, target: try target(), seed: seed, maximumBankers: maximum).plan()
        return (plan, model, seed, maximum)
    }

    /// The hour-by-hour plan the options ask for.
    func plannedByHour() throws -> (plan: HourlyPlanner.Plan, model: PlanningModel, seed: UInt64, days: Int) {
        let arrivals = try planning.arrivals()
        let days = try dayCount() ?? Self.defaultHourlyDays
        let model = PlanningModel(arrivals: arrivals, service: try planning.serviceTimes(bank), loanShare: try planning.share(),
                                  length: .seconds(Double(days) * (arrivals.dayLength ?? 0)),
                                  patience: try planning.patienceSeconds())
        try PlanningOptions.refuseTooMany(model, asking: planning.asking(days: days))
        let planner = HourlyPlanner(model: model, target: try target(), days: days, seed: try planning.randomSeed(),
                                    maximumBankers: try maximum())
        return (planner.plan(), model, try planning.randomSeed(), days)
    }

    public func run() throws {
        if byHour {
            let (plan, model, seed, days) = try plannedByHour()
            let lengths = try shiftLengths()
            let shifts = lengths.map { lengths in
                Business.allCases.map { ShiftPlan.cover(plan.answer($0).bankers, lengths: lengths) }
            }
            try Console.print(try planning.isJSON()
                ? PlanningText.hourlyJSON(plan, model: model, seed: seed, days: days, shifts: shifts)
                : PlanningWords(global.language).hourly(plan, model: model, seed: seed, days: days, shifts: shifts))
            if !plan.isMet { throw ExitCode(Self.unreachableStatus) }
            return
        }
        let (plan, model, seed, maximum) = try planned()
        try Console.print(try planning.isJSON()
            ? PlanningText.planJSON(plan, seed: seed, maximum: maximum)
            : PlanningWords(global.language).plan(plan, model: model, seed: seed, maximum: maximum))
        if !plan.isMet { throw ExitCode(Self.unreachableStatus) }
    }
}
