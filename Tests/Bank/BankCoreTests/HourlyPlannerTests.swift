import BankCore
import Foundation
import Testing

/// Bankers hour by hour, the day simulated as one.
@Suite struct HourlyPlannerTests {
    /// A day with a sharp lunch peak: 40 customers in the 12 o'clock hour,
    /// 10 in every other; visits of 20 minutes on average (an advice desk),
    /// long enough for the peak's customers to hold the bankers into 13:00.
    static let profile = try! ArrivalProfile(firstHour: 9, perHour: [10, 10, 10, 40, 10, 10, 10, 10])
    static let model = PlanningModel(arrivals: .profile(profile),
                                     service: ServiceTimes(.exponential, depositSeconds: 1200, loanSeconds: 1),
                                     loanShare: 0, length: .seconds(8 * 3600))
    static let target = StaffingPlanner.Target(serviceLevel: .init(share: 0.8, seconds: 120))

    /// Each hour staffed as if it were a steady day (Erlang C for that
    /// hour's rate alone).
    static var steadyHourByHour: [Int] {
        profile.perHour.map { perHour in
            ErlangC.fewestServers(arrivalRate: perHour / 3600, serviceRate: 1.0 / 1200, serviceLevel: 0.8, within: 120)!
        }
    }

    /// Staffing each hour as if it were steady misses the target in the
    /// hour after the lunch peak: it inherits the peak's line. The
    /// planner's answer, simulated the same way, meets every hour.
    @Test func steadyHourByHourMissesAfterThePeakAndThePlannerDoesNot() {
        let planner = HourlyPlanner(model: Self.model, target: Self.target, days: 400, seed: 1, maximumBankers: 40)
        let steady = Roster(deposit: Self.steadyHourByHour, loan: Array(repeating: 1, count: 8))
        var days = RosteredDays(model: Self.model, roster: steady, days: 400, seed: 1, serviceLevelSeconds: 120)
        _ = days.run()
        let missed = (0..<8).filter { !planner.meets(days.report, .deposit, hour: $0) }
        #expect(missed.contains(4), "13:00, after the peak: \(days.report.hours(.deposit).map(\.people.serviceLevel))")

        let plan = planner.plan()
        #expect(plan.isMet)
        #expect((0..<8).allSatisfy { planner.meets(plan.report, .deposit, hour: $0) },
                "\(plan.report.hours(.deposit).map(\.people.serviceLevel))")
        #expect(plan.deposit.bankers[4] > Self.steadyHourByHour[4], "the hour after the peak needs more than its own rate says")
        #expect(plan.loan.bankers == Array(repeating: 1, count: 8))
        // And no hour has a banker the day does not need.
        for hour in 0..<8 where plan.deposit.bankers[hour] > 1 {
            var fewer = Roster(deposit: plan.deposit.bankers, loan: plan.loan.bankers)
            fewer.deposit[hour] -= 1
            var check = RosteredDays(model: Self.model, roster: fewer, days: 400, seed: 1, serviceLevelSeconds: 120)
            _ = check.run()
            #expect(!(0..<8).allSatisfy { planner.meets(check.report, .deposit, hour: $0) }, "hour \(hour) could lose one")
        }
    }

    /// With the same bankers all day, the days agree with the fixed-staffing
    /// simulation's figures on the whole.
    @Test func aFlatRosterServesLikeFixedStaffing() {
        let flat = Roster(deposit: Array(repeating: 17, count: 8), loan: Array(repeating: 1, count: 8))
        var days = RosteredDays(model: Self.model, roster: flat, days: 300, seed: 2, serviceLevelSeconds: 120)
        _ = days.run()
        let hours = days.report.hours(.deposit)
        let came = hours.map(\.people.arrived).reduce(0, +)
        // 110 customers a day.
        #expect(abs(Double(came) / 300 - 110) < 3, "\(came)")
        // Everyone who came was served (nobody gives up without patience).
        #expect(hours.map(\.people.abandoned).reduce(0, +) == 0)
        let busy = hours.map(\.busySeconds).reduce(0, +)
        #expect(busy > 0 && (0..<8).allSatisfy { days.report.occupancy(.deposit, hour: $0) <= 1 })
    }

    /// A banker who goes off duty finishes their customer; one coming on
    /// takes the first in line at the hour.
    @Test func bankersComeAndGoOnTheHour() throws {
        // Two hours; one banker in the first, two in the second; everyone
        // at 2 minutes service, fixed; a busy first hour.
        let profile = try ArrivalProfile(firstHour: 9, perHour: [60, 1])
        let model = PlanningModel(arrivals: .profile(profile), service: ServiceTimes(.fixed, depositSeconds: 120, loanSeconds: 1),
                                  loanShare: 0, length: .seconds(7200))
        var days = RosteredDays(model: model, roster: Roster(deposit: [1, 2], loan: [1, 1]), days: 1, seed: 4)
        _ = days.run()
        let report = days.report
        // One banker can serve 30 in the first hour; the rest wait into the
        // second, where two serve: the second hour's bankers are busy.
        #expect(report.hours(.deposit)[0].busySeconds > 3500)
        #expect(report.hours(.deposit)[1].busySeconds > 3600, "the banker coming on at 10:00 took the line")
    }

    @Test func aStoppedPlanIsCancelled() {
        let planner = HourlyPlanner(model: Self.model, target: Self.target, days: 50, seed: 1)
        var looks = 0
        #expect(planner.plan(stoppingWhen: { looks += 1; return looks > 3 }) == .cancelled)
    }
}
