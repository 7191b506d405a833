import Foundation

/// Finds the bankers each hour of a profile needs so that every hour meets
/// the targets, the day simulated as one (customers waiting at an hour's
/// end carry over into the next), by iterating simulations of the whole
/// day, in the spirit of the iterative simulation-based staffing of
/// Feldman, Mandelbaum, Massey and Whitt (Management Science 2008):
///
/// 1. Start each hour at its offered load (arrivals × mean service),
///    rounded down, at least 1 banker.
/// 2. Simulate the days with that roster; every hour that misses a target
///    gets one banker more (or, over an occupancy cap, as many as bring
///    that hour's work under it; an hour already at the most allowed is
///    unreachable). Repeat until no hour misses.
/// 3. Then, hour by hour from the opening, take a banker away while every
///    hour still meets the targets, so that no hour has one more than the
///    day needs.
///
/// Every run uses the same seed, so each compares the same customers.
/// Staffing each hour on its own as if it were a steady day (Erlang C per
/// hour) misses in the hour after a peak, which inherits the peak's line;
/// simulating the whole day sees it. The targets are judged per hour of
/// arrival: a mean wait (not a percentile), a service level, the bankers'
/// occupancy in that hour, the share who give up.
public struct HourlyPlanner: Sendable {
    /// The answer for one business.
    public struct Answer: Hashable, Sendable {
        public var business: Business
        /// Bankers hour by hour.
        public var bankers: [Int]
        /// Hours (from the opening) that miss a target even with the most
        /// bankers allowed; empty when every hour is met.
        public var unreachable: [Int]
    }

    /// The whole plan.
    public struct Plan: Sendable, Equatable {
        public var target: StaffingPlanner.Target
        public var deposit: Answer
        public var loan: Answer
        /// The days run with the answer's roster.
        public var report: HourlyReport
        /// Simulation runs made.
        public var runs: Int

        public func answer(_ business: Business) -> Answer { business == .deposit ? deposit : loan }
        public var isMet: Bool { deposit.unreachable.isEmpty && loan.unreachable.isEmpty }
    }

    public enum Outcome: Sendable, Equatable {
        case planned(Plan)
        case cancelled
    }

    public var model: PlanningModel
    public var target: StaffingPlanner.Target
    public var days: Int
    public var seed: UInt64
    public var maximumBankers: Int

    /// - Precondition: the arrivals are a profile; the target has no percentile.
    public init(model: PlanningModel, target: StaffingPlanner.Target, days: Int, seed: UInt64,
                maximumBankers: Int = BankConfiguration.bankerRange.upperBound) {
        precondition(target.percentile == nil, "hour by hour judges the mean wait")
        self.model = model
        self.target = target
        self.days = days
        self.seed = seed
        self.maximumBankers = maximumBankers
    }

    /// Whether `business`'s figures in `hour` meet every target.
    public func meets(_ report: HourlyReport, _ business: Business, hour: Int) -> Bool {
        let people = report.hours(business)[hour].people
        if let seconds = target.seconds, report.meanWait(business, hour: hour) > seconds { return false }
        if let level = target.serviceLevel, people.serviceLevel < level.share { return false }
        if let cap = target.maxOccupancy, report.occupancy(business, hour: hour) > cap { return false }
        if let cap = target.maxAbandon, people.abandonedShare > cap { return false }
        return true
    }

    private func run(_ roster: Roster, _ isCancelled: () -> Bool) -> HourlyReport? {
        var days = RosteredDays(model: model, roster: roster, days: days, seed: seed,
                                serviceLevelSeconds: target.serviceLevel?.seconds)
        return days.run(stoppingWhen: isCancelled) ? days.report : nil
    }

    public func plan() -> Plan {
        guard case .planned(let plan) = plan(stoppingWhen: { false }) else { preconditionFailure("never stopped") }
        return plan
    }

    public func plan(stoppingWhen isCancelled: () -> Bool) -> Outcome {
        guard case .profile(let profile) = model.arrivals else { preconditionFailure("hour by hour needs a profile") }
        let hours = profile.perHour.count
        let share = model.loanShare ?? 0.5
        func start(_ business: Business) -> [Int] {
            let part = business == .loan ? share : 1 - share
            return profile.perHour.map { rate in
                let load = rate * part / 3600 * model.service.mean(of: business)
                return min(maximumBankers, max(1, Int(load.rounded(.down))))
            }
        }
        var roster = Roster(deposit: start(.deposit), loan: start(.loan))
        var unreachable: [Business: Set<Int>] = [.deposit: [], .loan: []]
        var runs = 0
        // 2. Raise the hours that miss.
        var report: HourlyReport
        while true {
            guard let found = run(roster, isCancelled) else { return .cancelled }
            runs += 1
            report = found
            var raised = false
            for business in Business.allCases {
                for hour in 0..<hours where !meets(report, business, hour: hour) && !(unreachable[business]?.contains(hour) ?? false) {
                    if roster[business][hour] < maximumBankers {
                        // One more; or, when the bankers are too busy, as
                        // many as bring the same work under the cap at once.
                        var next = roster[business][hour] + 1
                        if let cap = target.maxOccupancy, cap > 0 {
                            let busy = report.occupancy(business, hour: hour) * Double(roster[business][hour])
                            next = max(next, Int((busy / cap).rounded(.up)))
                        }
                        roster[business][hour] = min(maximumBankers, next)
                        raised = true
                    } else {
                        unreachable[business]?.insert(hour)
                    }
                }
            }
            if !raised { break }
        }
        // 3. Take away what the day does not need, hour by hour. Both
        // businesses are tried in one run: their lines are apart.
        func allMet(_ report: HourlyReport, _ business: Business) -> Bool {
            (0..<hours).allSatisfy { meets(report, business, hour: $0) || (unreachable[business]?.contains($0) ?? false) }
        }
        for hour in 0..<hours {
            var trying = Set(Business.allCases.filter { roster[$0][hour] > 1 && unreachable[$0]?.isEmpty ?? true })
            while !trying.isEmpty {
                var fewer = roster
                for business in trying { fewer[business][hour] -= 1 }
                guard let found = run(fewer, isCancelled) else { return .cancelled }
                runs += 1
                for business in trying {
                    if allMet(found, business) {
                        roster[business][hour] -= 1
                        if roster[business][hour] == 1 { trying.remove(business) }
                    } else {
                        trying.remove(business)
                    }
                }
            }
        }
        guard let final = run(roster, isCancelled) else { return .cancelled }
        runs += 1
        func answer(_ business: Business) -> Answer {
            Answer(business: business, bankers: roster[business], unreachable: (unreachable[business] ?? []).sorted())
        }
        return .planned(Plan(target: target, deposit: answer(.deposit), loan: answer(.loan), report: final, runs: runs))
    }
}
