import TextKit

/// Bankers on duty hour by hour, for each business: `deposit[h]` bankers
/// serve deposits in the profile's hour `h` (counted from the opening).
public struct Roster: Hashable, Sendable {
    public var deposit: [Int]
    public var loan: [Int]

    public init(deposit: [Int], loan: [Int]) {
        precondition(deposit.count == loan.count && !deposit.isEmpty, "a roster has the same hours for both businesses")
        precondition((deposit + loan).allSatisfy { $0 >= 1 }, "every hour needs a banker")
        self.deposit = deposit
        self.loan = loan
    }

    public subscript(business: Business) -> [Int] {
        get { business == .deposit ? deposit : loan }
        set { if business == .deposit { deposit = newValue } else { loan = newValue } }
    }
}

/// Days of a profile served by a roster, each day on its own: the bank
/// opens empty, customers come hour by hour (Poisson at the hour's rate)
/// until the closing, and everyone who came is served (or gives up).
///
/// Who is on duty changes at each hour: banker k of a business works in
/// hour h when k < roster[h]. A banker whose hour ends mid-service finishes
/// that customer; one coming on duty takes the first in line. After the
/// closing, the last hour's bankers serve whoever is still in line. Lines
/// are first come, first served, so a customer's start is known when they
/// come: the earliest moment a banker is both free and on duty, after
/// everyone before them has been given theirs (the lowest number on a tie).
/// With patience, one whose start would be later leaves when it runs out.
///
/// Figures are kept by the hour a customer came, over all the days, so a
/// queue that builds at lunch counts against the hours its customers came
/// in, and the hour after, which inherits it, shows it too.
public struct RosteredDays: Sendable {
    public let model: PlanningModel
    public let profile: ArrivalProfile
    public let roster: Roster
    public let days: Int
    public let serviceLevelSeconds: Double?
    private var random: SeededRandomNumberGenerator
    private var day = 0
    private var finished = false
    /// The figures so far.
    public private(set) var report: HourlyReport

    /// - Precondition: the model's arrivals are a profile with as many
    ///   hours as the roster.
    public init(model: PlanningModel, roster: Roster, days: Int, seed: UInt64, serviceLevelSeconds: Double? = nil) {
        guard case .profile(let profile) = model.arrivals else { preconditionFailure("hour by hour needs a profile") }
        precondition(profile.perHour.count == roster.deposit.count, "one roster hour per profile hour")
        precondition(days >= 1)
        self.model = model
        self.profile = profile
        self.roster = roster
        self.days = days
        self.serviceLevelSeconds = serviceLevelSeconds
        random = SeededRandomNumberGenerator(seed: seed)
        report = HourlyReport(hours: profile.perHour.count, roster: roster, days: days)
    }

    /// True once every day has been run.
    public var isFinished: Bool { finished }

    /// Runs every day; returns false, part-way, once `isCancelled` says
    /// stop (it is asked after each day).
    public mutating func run(stoppingWhen isCancelled: () -> Bool = { false }) -> Bool {
        while day < days {
            runDay()
            day += 1
            if day < days, isCancelled() { return false }
        }
        finished = true
        return true
    }

    private mutating func runDay() {
        let hours = profile.perHour.count
        let closing = Double(hours) * 3600
        var desks = Business.allCases.map { business in
            RosterDesk(roster: roster[business], within: serviceLevelSeconds)
        }
        var clock = 0.0
        while true {
            // The next arrival: piecewise constant rate, drawn again from
            // each hour's end (the process has no memory, so this is exact).
            var next: Double?
            while clock < closing {
                let hour = Int(clock / 3600)
                let rate = profile.perHour[hour]
                let hourEnd = Double(hour + 1) * 3600
                if rate > 0 {
                    let candidate = clock + random.exponential(mean: 3600 / rate)
                    if candidate < hourEnd {
                        clock = candidate
                        next = candidate
                        break
                    }
                }
                clock = hourEnd
            }
            guard let time = next else { break }
            let (business, duration, patience) = model.drawCustomer(using: &random)
            desks[business.rawValue].serve(arrivingAt: time, for: duration, patience: patience,
                                           into: &report.figures[business.rawValue])
        }
    }
}

/// One business's bankers through a day, on duty by a roster.
private struct RosterDesk {
    let roster: [Int]
    let within: Double?
    /// When each banker is next free.
    var free: [Double]

    init(roster: [Int], within: Double?) {
        self.roster = roster
        self.within = within
        free = Array(repeating: 0, count: roster.max() ?? 1)
    }

    /// The earliest moment from `time` banker `k` is on duty (infinity
    /// when never again today).
    func onDuty(_ k: Int, from time: Double) -> Double {
        var hour = Int(time / 3600)
        if hour >= roster.count { return k < roster[roster.count - 1] ? time : .infinity }
        if k < roster[hour] { return time }
        hour += 1
        while hour < roster.count {
            if k < roster[hour] { return Double(hour) * 3600 }
            hour += 1
        }
        return .infinity
    }

    mutating func serve(arrivingAt time: Double, for duration: Double, patience: Double?,
                        into figures: inout [HourlyReport.HourFigures]) {
        let hour = min(roster.count - 1, Int(time / 3600))
        var best = -1
        var start = Double.infinity
        for k in free.indices {
            let candidate = onDuty(k, from: max(free[k], time))
            if candidate < start {
                start = candidate
                best = k
            }
        }
        // The last hour's bankers stay until the line is empty, so someone
        // is always found.
        precondition(best >= 0, "a banker serves after the closing")
        figures[hour].people.arrived += 1
        let wait = start - time
        if wait > 0 { figures[hour].people.delayed += 1 }
        if let patience, wait > patience {
            figures[hour].people.abandoned += 1
            figures[hour].people.abandonedWaitSeconds += patience
            return
        }
        let end = start + duration
        free[best] = end
        figures[hour].people.servedWaitSeconds += wait
        if let within, wait <= within { figures[hour].people.servedWithin += 1 }
        // The bankers' time, by the hour it was spent (within the opening hours).
        var from = start
        while from < end {
            let spentHour = Int(from / 3600)
            guard spentHour < roster.count else { break }
            let to = min(end, Double(spentHour + 1) * 3600)
            figures[spentHour].busySeconds += to - from
            from = to
        }
    }
}

/// What days run by a roster found, by business and by the hour.
public struct HourlyReport: Sendable, Equatable {
    /// One business in one hour.
    public struct HourFigures: Sendable, Equatable {
        /// Those who came in this hour.
        public var people = SimulationReport.People()
        /// Seconds the business's bankers served during this hour.
        public var busySeconds = 0.0
    }

    public let roster: Roster
    public let days: Int
    /// `figures[business.rawValue][hour]`.
    public var figures: [[HourFigures]]

    init(hours: Int, roster: Roster, days: Int) {
        self.roster = roster
        self.days = days
        figures = Array(repeating: Array(repeating: HourFigures(), count: hours), count: Business.allCases.count)
    }

    public func hours(_ business: Business) -> [HourFigures] { figures[business.rawValue] }

    /// Share of the on-duty bankers' time of `hour` spent serving.
    public func occupancy(_ business: Business, hour: Int) -> Double {
        let onDuty = Double(roster[business][hour]) * 3600 * Double(days)
        return onDuty > 0 ? min(1, figures[business.rawValue][hour].busySeconds / onDuty) : 0
    }

    /// Mean wait of those served who came in `hour`.
    public func meanWait(_ business: Business, hour: Int) -> Double {
        let people = figures[business.rawValue][hour].people
        return people.served > 0 ? people.servedWaitSeconds / Double(people.served) : 0
    }
}
