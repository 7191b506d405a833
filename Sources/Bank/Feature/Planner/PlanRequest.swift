import BankCore
import FileKit

/// A staffing plan asked for, checked and ready to run: what the planner
/// form makes and `bankui bank plan` makes from its options, so the two
/// give the same answer for the same inputs and seed.
struct PlanRequest: Hashable, Sendable {
    /// How customers come: where the profile comes from a file, its path,
    /// read when the plan runs (in the background, never in `handle`).
    enum Arrivals: Hashable, Sendable {
        case atOpening
        case steady(perMinute: Double)
        case profileFile(String)
    }

    var arrivals: Arrivals
    var service: ServiceTimes
    var loanShare: Double?
    var target: StaffingPlanner.Target
    /// Days of arrivals; nil: `defaultCustomers` customers.
    var days: Int?
    var seed: UInt64
    var maximumBankers: Int
    /// Mean patience in seconds (exponential); nil: everyone waits.
    var patience: Double? = nil
    /// Bankers for each hour of a profile, the day simulated as one.
    var byHour = false
    /// With `byHour`: the whole shifts' lengths in hours that cover the need.
    var shiftLengths: [Int]? = nil

    /// Customers in a plan without days (the command's default too).
    static let defaultCustomers = BankSimulateCommand.defaultCustomers
    /// Days an hour-by-hour plan runs without days given.
    static let defaultHourlyDays = BankPlanCommand.defaultHourlyDays

    /// How much of the day a plan runs: `days` days of the arrivals' day,
    /// else a million customers.
    static func length(days: Int?, arrivals: ArrivalProcess) -> PlanningModel.Length {
        if let days, let dayLength = arrivals.dayLength { return .seconds(Double(days) * dayLength) }
        return .customers(defaultCustomers)
    }

    /// The model to plan on, with the profile read.
    func model() throws(PlanFailure) -> PlanningModel {
        let process: ArrivalProcess
        switch arrivals {
        case .atOpening: process = .atOpening
        case .steady(let perMinute): process = .steady(perMinute: perMinute)
        case .profileFile(let path): process = .profile(try Self.readProfile(path))
        }
        let length = byHour ? .seconds(Double(days ?? Self.defaultHourlyDays) * (process.dayLength ?? 0))
            : Self.length(days: days, arrivals: process)
        let model = PlanningModel(arrivals: process, service: service, loanShare: loanShare, length: length, patience: patience)
        if model.asksTooMany, let asked = model.customersAskedFor { throw .tooManyCustomers(asked: asked) }
        return model
    }

    /// Reads and runs the plan: what the background work of the form
    /// returns. `isCancelled` is asked every few thousand customers
    /// simulated; once it says stop, the run ends at once, unplanned.
    func run(stoppingWhen isCancelled: () -> Bool = { false }) -> PlanOutcome {
        do {
            let model = try model()
            if byHour {
                guard case .profile = model.arrivals else { return .failed(.byHourNeedsProfile) }
                let days = days ?? Self.defaultHourlyDays
                let planner = HourlyPlanner(model: model, target: target, days: days, seed: seed, maximumBankers: maximumBankers)
                guard case .planned(let plan) = planner.plan(stoppingWhen: isCancelled) else {
                    return .cancelled(simulatedCustomers: 0)
                }
                let shifts = shiftLengths.map { lengths in
                    Business.allCases.map { ShiftPlan.cover(plan.answer($0).bankers, lengths: lengths) }
                }
                return .planned(PlanResult(request: self, model: model, answer: .hourly(plan, days: days, shifts: shifts)))
            }
            let planner = StaffingPlanner(model: model, target: target, seed: seed, maximumBankers: maximumBankers)
            switch planner.plan(stoppingWhen: isCancelled) {
            case .planned(let plan): return .planned(PlanResult(request: self, model: model, answer: .steady(plan)))
            case .cancelled(let simulated): return .cancelled(simulatedCustomers: simulated)
            }
        } catch {
            return .failed(error)
        }
    }

    /// An arrival profile file: `hour,customers_per_hour` lines, read a
    /// line at a time (under the input limit) and stopped at the first bad
    /// one: a large file is never held whole.
    static func readProfile(_ path: String) throws(PlanFailure) -> ArrivalProfile {
        var reader = ArrivalProfile.Reader()
        var failure: PlanFailure?
        do throws(InputReadFailure) {
            try InputReader.forEachLine(path) { (bytes: ArraySlice<UInt8>) -> Bool in
                guard let line = String(validating: bytes, as: UTF8.self) else {
                    failure = .notText(path: path)
                    return false
                }
                do throws(ArrivalProfileError) {
                    try reader.read(line)
                    return true
                } catch {
                    failure = .badProfile(path: path, error)
                    return false
                }
            }
        } catch {
            throw .unreadable(error)
        }
        if let failure { throw failure }
        do {
            return try reader.profile()
        } catch {
            throw .badProfile(path: path, error)
        }
    }
}

/// Why a plan could not run.
enum PlanFailure: Error, Equatable, Sendable {
    case unreadable(InputReadFailure)
    case notText(path: String)
    case badProfile(path: String, ArrivalProfileError)
    /// The days of this profile ask for more customers than a run takes
    /// (``PlanningModel/customerLimit``): about this many.
    case tooManyCustomers(asked: Double)
    /// Hour by hour, and the arrivals are not a profile.
    case byHourNeedsProfile
}

/// A plan made, with what it was made from.
struct PlanResult: Equatable, Sendable {
    /// One staffing for the whole day, or one for each hour.
    enum Answer: Equatable, Sendable {
        case steady(StaffingPlanner.Plan)
        /// With the days run and, when asked, each business's shifts.
        case hourly(HourlyPlanner.Plan, days: Int, shifts: [ShiftPlan?]?)
    }

    var request: PlanRequest
    var model: PlanningModel
    var answer: Answer

    /// The staffing plan, when it is one for the whole day.
    var steadyPlan: StaffingPlanner.Plan? {
        if case .steady(let plan) = answer { return plan }
        return nil
    }

    /// Rows of the table: every staffing tried, or every hour.
    var rowCount: Int {
        switch answer {
        case .steady(let plan): plan.candidates.count
        case .hourly(let plan, _, _): plan.deposit.bankers.count
        }
    }
}

/// What the planner's background work answers.
enum PlanOutcome: Equatable, Sendable {
    case planned(PlanResult)
    case failed(PlanFailure)
    /// Stopped (Esc) after simulating this many customers.
    case cancelled(simulatedCustomers: Int)
}
