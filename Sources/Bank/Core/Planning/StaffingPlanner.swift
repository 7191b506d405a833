import Dispatch
import Foundation
import Synchronization

/// Finds the fewest bankers of each business meeting every target given,
/// by simulating the same day (same seed) with different staffing.
///
/// The two businesses have separate bankers and separate lines, so each is
/// planned on its own: the smallest count meeting every target (a mean or
/// percentile wait, a service level, a cap on the bankers' occupancy, a cap
/// on the share who give up). With the same customers, one more banker
/// never makes anyone wait longer, so the figures improve as bankers are
/// added and the smallest count is found by doubling and then halving the
/// gap; every staffing tried is kept for the table. (With patience, one more
/// banker can serve someone who would have left, who then takes a banker's
/// time; the figures still improve on the whole, not customer by customer,
/// and the search takes them as monotone.)
public struct StaffingPlanner: Sendable {
    /// What the plan must achieve: every target given (at least one).
    public struct Target: Hashable, Sendable {
        /// Seconds the judged wait (of those served) may reach; nil for no
        /// wait target.
        public var seconds: Double?
        /// The percentile judged (0 < p ≤ 100), or nil for the mean wait.
        public var percentile: Double?
        /// At least this share of the customers served within this wait.
        public var serviceLevel: ServiceLevel?
        /// The most the bankers may be busy, a share of their day (0…1).
        public var maxOccupancy: Double?
        /// The largest share of customers who may give up (0…1).
        public var maxAbandon: Double?

        public init(seconds: Double? = nil, percentile: Double? = nil, serviceLevel: ServiceLevel? = nil,
                    maxOccupancy: Double? = nil, maxAbandon: Double? = nil) {
            self.seconds = seconds
            self.percentile = percentile
            self.serviceLevel = serviceLevel
            self.maxOccupancy = maxOccupancy
            self.maxAbandon = maxAbandon
        }

        /// True when nothing is asked.
        public var isEmpty: Bool { seconds == nil && serviceLevel == nil && maxOccupancy == nil && maxAbandon == nil }

        /// Whether one business's figures meet every target.
        public func isMet(by candidate: Candidate) -> Bool {
            if let seconds, candidate.figureSeconds > seconds { return false }
            if let serviceLevel, candidate.serviceLevel < serviceLevel.share { return false }
            if let maxOccupancy, candidate.occupancy > maxOccupancy { return false }
            if let maxAbandon, candidate.abandonedShare > maxAbandon { return false }
            return true
        }
    }

    /// "80 % served within 20 s": a share of the customers who came whose
    /// service started within a wait (one who gave up counts as missed).
    public struct ServiceLevel: Hashable, Sendable {
        /// 0…1.
        public var share: Double
        public var seconds: Double

        public init(share: Double, seconds: Double) {
            self.share = share
            self.seconds = seconds
        }
    }

    /// One business at one staffing.
    public struct Candidate: Hashable, Sendable {
        public var business: Business
        public var bankers: Int
        public var customers: Int
        public var meanSeconds: Double
        public var medianSeconds: Double
        public var p95Seconds: Double
        public var longestSeconds: Double
        /// The judged figure (the mean, or the target's percentile).
        public var figureSeconds: Double
        /// Customers who came (`customers` counts those served).
        public var arrived: Int = 0
        /// Who gave up, and their share of those who came.
        public var abandoned: Int = 0
        public var abandonedShare: Double = 0
        /// Share served within the target's service level wait (1 without one).
        public var serviceLevel: Double = 1
        /// Share of the bankers' day spent serving.
        public var occupancy: Double = 0
        public var meetsTarget: Bool
    }

    /// The answer for one business.
    public struct Answer: Hashable, Sendable {
        public var business: Business
        /// The fewest bankers meeting the target; nil when even
        /// `maximumBankers` do not.
        public var bankers: Int?
        /// The figure at `bankers`, or the best reached (at the maximum).
        public var figureSeconds: Double
        /// Customers of this business in the run.
        public var customers: Int
        /// The figures of the staffing answered (or of the best reached).
        public var candidate: Candidate?
    }

    /// The whole plan.
    public struct Plan: Hashable, Sendable {
        public var target: Target
        public var deposit: Answer
        public var loan: Answer
        /// Every staffing tried, by business and then bankers.
        public var candidates: [Candidate]
        /// Simulation runs made.
        public var runs: Int

        public func answer(_ business: Business) -> Answer { business == .deposit ? deposit : loan }
        /// True when both businesses met the target.
        public var isMet: Bool { deposit.bankers != nil && loan.bankers != nil }
    }

    public var model: PlanningModel
    public var target: Target
    public var seed: UInt64
    public var maximumBankers: Int
    /// Whether the run the search expects to ask for next is made at the
    /// same time on another core (by default when there is one). The plan
    /// is the same either way: a run made early is used only when the
    /// search does ask for it.
    public var runsAhead = StaffingPlanner.sideBySide

    public init(model: PlanningModel, target: Target, seed: UInt64, maximumBankers: Int = BankConfiguration.bankerRange.upperBound) {
        precondition(maximumBankers >= 1)
        self.model = model
        self.target = target
        self.seed = seed
        self.maximumBankers = maximumBankers
    }

    /// What a plan that can be stopped comes to.
    public enum Outcome: Hashable, Sendable {
        case planned(Plan)
        /// Stopped before the plan was made, after simulating this many
        /// customers in all its runs.
        case cancelled(simulatedCustomers: Int)
    }

    /// Runs the simulations and returns the plan.
    public func plan() -> Plan {
        switch plan(stoppingWhen: { false }) {
        case .planned(let plan): return plan
        case .cancelled: preconditionFailure("a plan that is never stopped is made")
        }
    }

    /// Runs the simulations and returns the plan, unless `isCancelled`
    /// says stop: it is asked every few thousand customers simulated, so
    /// the work ends within a millisecond or so of it saying so.
    public func plan(stoppingWhen isCancelled: () -> Bool) -> Outcome {
        var simulated = 0
        var searches = [Search(maximum: maximumBankers), Search(maximum: maximumBankers)]
        var tried: [Business: [Int: Candidate]] = [.deposit: [:], .loan: [:]]
        var runs = 0
        // The run after this one, made meanwhile on the second core.
        var early: StaffedSimulation?
        while let staffing = Self.staffing(after: searches) {
            // Each business's next count; one run answers both.
            let next = Business.allCases.map { searches[$0.rawValue].next }
            let simulation: StaffedSimulation
            if let made = early, made.staffing == staffing {
                simulation = made
            } else {
                // The run the searches would ask for next if this one comes
                // out as the queueing formulas expect: only which run is
                // made early; the plan is what the runs show.
                var expected = searches
                for business in Business.allCases where next[business.rawValue] != nil {
                    expected[business.rawValue].learn(bankers: staffing[business],
                                                      meets: expectsToMeet(business, bankers: staffing[business]))
                }
                let ahead = runsAhead ? Self.staffing(after: expected) : nil
                switch runSideBySide(staffing, alongside: ahead == staffing ? nil : ahead, stoppingWhen: isCancelled) {
                case .stopped(let customers):
                    return .cancelled(simulatedCustomers: simulated + customers)
                case .finished(let made, let other):
                    simulation = made
                    early = other
                }
            }
            simulated += simulation.arrived
            runs += 1
            let report = simulation.report
            for business in Business.allCases {
                let bankers = staffing[business]
                let waits = report.waits(business)
                let people = report.people(business)
                var candidate = Candidate(
                    business: business, bankers: bankers, customers: waits.count,
                    meanSeconds: waits.meanSeconds, medianSeconds: waits.medianSeconds,
                    p95Seconds: waits.seconds(atPercentile: 95), longestSeconds: waits.longestSeconds,
                    figureSeconds: waits.figure(percentile: target.percentile),
                    arrived: people.arrived, abandoned: people.abandoned, abandonedShare: people.abandonedShare,
                    serviceLevel: target.serviceLevel == nil ? 1 : people.serviceLevel,
                    occupancy: report.occupancy(business), meetsTarget: false)
                candidate.meetsTarget = target.isMet(by: candidate)
                let meets = candidate.meetsTarget
                if tried[business]?[bankers] == nil { tried[business]?[bankers] = candidate }
                if next[business.rawValue] != nil { searches[business.rawValue].learn(bankers: bankers, meets: meets) }
            }
        }
        let answers = Business.allCases.map { business -> Answer in
            let table = tried[business] ?? [:]
            let found = searches[business.rawValue].smallest
            let shown = found.flatMap { table[$0] } ?? table[maximumBankers] ?? table.values.min { $0.figureSeconds < $1.figureSeconds }
            return Answer(business: business, bankers: found, figureSeconds: shown?.figureSeconds ?? 0,
                          customers: shown?.customers ?? 0, candidate: shown)
        }
        let candidates = Business.allCases.flatMap { business in
            (tried[business] ?? [:]).values.sorted { $0.bankers < $1.bankers }
        }
        return .planned(Plan(target: target, deposit: answers[0], loan: answers[1], candidates: candidates, runs: runs))
    }
}

// MARK: - Two runs at once

extension StaffingPlanner {
    /// Whether a run is made early on a second core: only when there is one.
    public static let sideBySide = ProcessInfo.processInfo.activeProcessorCount > 1

    /// The staffing of the next run the searches ask for, nil when both
    /// know their answer (a business that does have one runs at any count).
    fileprivate static func staffing(after searches: [Search]) -> Staffing? {
        let next = Business.allCases.map { searches[$0.rawValue].next }
        if next.allSatisfy({ $0 == nil }) { return nil }
        return Staffing(deposit: next[0] ?? searches[0].anyCount, loan: next[1] ?? searches[1].anyCount)
    }

    /// Whether `bankers` of `business` are expected to meet the target,
    /// from Erlang C (Erlang A with patience) at the model's mean rate and
    /// mean service: a guess at which run comes next, never an answer.
    func expectsToMeet(_ business: Business, bankers: Int) -> Bool {
        let perSecond: Double
        switch model.arrivals {
        case .atOpening: return false
        case .steady(let perMinute): perSecond = perMinute / 60
        case .profile(let profile): perSecond = profile.perHour.reduce(0, +) / Double(max(1, profile.perHour.count)) / 3600
        }
        let loanShare = model.loanShare ?? 0.5
        let λ = perSecond * (business == .loan ? loanShare : 1 - loanShare)
        let mean = model.service.mean(of: business)
        guard λ > 0, mean > 0 else { return true }
        let μ = 1 / mean
        if let patience = model.patience, patience > 0 {
            guard let figures = ErlangA.figures(arrivalRate: λ, serviceRate: μ, patienceRate: 1 / patience,
                                                servers: bankers) else { return false }
            if let seconds = target.seconds, figures.meanWait > seconds { return false }
            if let maxAbandon = target.maxAbandon, figures.probabilityOfAbandoning > maxAbandon { return false }
            if let maxOccupancy = target.maxOccupancy, figures.occupancy > maxOccupancy { return false }
            return true
        }
        guard λ / μ < Double(bankers) else { return false }
        if let seconds = target.seconds,
           ErlangC.meanWait(arrivalRate: λ, serviceRate: μ, servers: bankers) > seconds { return false }
        if let level = target.serviceLevel,
           ErlangC.serviceLevel(arrivalRate: λ, serviceRate: μ, servers: bankers, within: level.seconds) < level.share {
            return false
        }
        if let maxOccupancy = target.maxOccupancy,
           ErlangC.occupancy(arrivalRate: λ, serviceRate: μ, servers: bankers) > maxOccupancy { return false }
        return true
    }

    /// How a run (and the one made beside it) ended.
    enum SideBySide {
        /// Both ran to their end; `ahead` is nil when there was none, or
        /// when it could not be made.
        case finished(StaffedSimulation, ahead: StaffedSimulation?)
        /// Stopped, after this many customers of the run asked for.
        case stopped(customers: Int)
    }

    /// Runs `staffing` here and `ahead` (when given) on another thread at
    /// the same time. Both are stopped as soon as `isCancelled` says so.
    func runSideBySide(_ staffing: Staffing, alongside ahead: Staffing?, stoppingWhen isCancelled: () -> Bool) -> SideBySide {
        let seconds = target.serviceLevel?.seconds
        let other = EarlyRun()
        let group = DispatchGroup()
        if let ahead {
            let model = self.model, seed = self.seed
            DispatchQueue.global(qos: .userInitiated).async(group: group) {
                var simulation = StaffedSimulation(model: model, staffing: ahead, seed: seed, serviceLevelSeconds: seconds)
                if simulation.run(stoppingWhen: { other.isStopped }) { other.simulation = simulation }
            }
        }
        var simulation = StaffedSimulation(model: model, staffing: staffing, seed: seed, serviceLevelSeconds: seconds)
        guard simulation.run(stoppingWhen: isCancelled) else {
            other.stop()
            group.wait()
            return .stopped(customers: simulation.arrived)
        }
        // The other run, still listening for a stop while it ends.
        while group.wait(timeout: .now() + .milliseconds(2)) == .timedOut {
            if isCancelled() {
                other.stop()
                group.wait()
                return .stopped(customers: simulation.arrived)
            }
        }
        return .finished(simulation, ahead: other.simulation)
    }
}

/// A run made on another thread: its stop, and the run once it ended.
/// `simulation` is written by that thread before the group it runs in
/// leaves and read only after waiting for the group.
private final class EarlyRun: @unchecked Sendable {
    private let stopped = Atomic<Bool>(false)
    var simulation: StaffedSimulation?

    var isStopped: Bool { stopped.load(ordering: .relaxed) }
    func stop() { stopped.store(true, ordering: .relaxed) }
}

/// The smallest count in 1…maximum that meets a monotone test: doubling
/// until one meets it, then bisecting between the last failure and it.
private struct Search: Sendable {
    let maximum: Int
    /// Largest count known to fail (0: none).
    private var failing = 0
    /// Smallest count known to meet the target.
    private(set) var smallest: Int?
    private var doubling = true

    init(maximum: Int) { self.maximum = maximum }

    /// The count to try next, nil when the answer is known.
    var next: Int? {
        if let smallest {
            return smallest - failing > 1 ? failing + (smallest - failing) / 2 : nil
        }
        guard failing < maximum else { return nil }
        return min(maximum, max(1, failing * 2))
    }

    /// A count for the run when this business has nothing left to try.
    var anyCount: Int { smallest ?? maximum }

    mutating func learn(bankers: Int, meets: Bool) {
        if meets {
            smallest = min(smallest ?? bankers, bankers)
        } else {
            failing = max(failing, bankers)
        }
    }
}
