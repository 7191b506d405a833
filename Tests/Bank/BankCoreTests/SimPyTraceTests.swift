import Foundation
import Testing
@testable import BankCore

/// The planning simulation against SimPy, customer by customer: SimPy
/// (4.1, `Resource` per business, first come first served) was given the
/// customers this simulation draws (arrival, business, service time) and
/// its start of service for each was recorded below (`SimPyTrace`). Every
/// customer must come, and be served, exactly when SimPy served them.
///
/// To record again (after a deliberate change of the draws): run this
/// suite with `BANKUI_WRITE_SIMPY_INPUTS=DIR`, which writes each case's
/// customers to `DIR/<case>.csv`, run `Support/simpy-trace.py DIR` and
/// paste its output into `SimPyTrace.swift`.
@Suite struct SimPyTraceTests {
    static let cases: [(name: String, model: PlanningModel, staffing: Staffing, seed: UInt64)] = [
        // The seed's bank: everyone at the opening, fixed 0.7 s / 1.1 s, a coin toss for the business.
        ("batches", PlanningModel(arrivals: .atOpening, service: ServiceTimes(), length: .customers(30)),
         Staffing(deposit: 2, loan: 1), 7),
        // A busy steady day: 150 a minute, 30 % loans, exponential service.
        ("steady", PlanningModel(arrivals: .steady(perMinute: 150), service: ServiceTimes(.exponential), loanShare: 0.3,
                                 length: .customers(400)), Staffing(deposit: 2, loan: 1), 2_026),
        // People who give up (SimPy's bank example with reneging): 200 a
        // minute against the same bankers, 1.5 s mean patience.
        ("reneging", PlanningModel(arrivals: .steady(perMinute: 200), service: ServiceTimes(.exponential), loanShare: 0.3,
                                   length: .customers(400), patience: 1.5), Staffing(deposit: 2, loan: 1), 31),
    ]

    static func customers(_ model: PlanningModel, _ staffing: Staffing, seed: UInt64) -> [ServedCustomer] {
        var simulation = StaffedSimulation(model: model, staffing: staffing, seed: seed)
        var served: [ServedCustomer] = []
        while simulation.step() { served.append(simulation.lastCustomer!) }
        return served
    }

    @Test(arguments: 0..<3)
    func everyCustomerIsServedWhenSimPyServedThem(index: Int) throws {
        let test = Self.cases[index]
        let ours = Self.customers(test.model, test.staffing, seed: test.seed)
        if let directory = ProcessInfo.processInfo.environment["BANKUI_WRITE_SIMPY_INPUTS"] {
            var text = "number,business,arrival,duration,deposit_bankers,loan_bankers,patience\n"
            for customer in ours {
                text += "\(customer.number),\(customer.business == .loan ? "loan" : "deposit"),"
                    + "\(customer.arrival.description),\(customer.duration.description),"
                    + "\(test.staffing.deposit),\(test.staffing.loan),\(customer.patience?.description ?? "")\n"
            }
            try text.write(toFile: directory + "/\(test.name).csv", atomically: true, encoding: .utf8)
        }
        let recorded = try #require(SimPyTrace.cases[test.name])
        #expect(ours.count == recorded.count)
        for (customer, simpy) in zip(ours, recorded) {
            // The same customers (the draws did not change) …
            #expect(customer.number == simpy.number)
            #expect((customer.business == .loan) == simpy.loan, "customer \(customer.number)")
            #expect(customer.arrival == simpy.arrival, "customer \(customer.number)")
            #expect(customer.duration == simpy.duration, "customer \(customer.number)")
            // … each served from the moment SimPy served them, or gone
            // when SimPy saw them give up.
            #expect(abs(customer.start - simpy.start) < 1e-9, "customer \(customer.number): \(customer.start) vs \(simpy.start)")
            #expect(customer.leftUnserved == simpy.left, "customer \(customer.number)")
        }
        if test.model.patience != nil { #expect(ours.filter(\.leftUnserved).count >= 10, "the case has people who give up") }
        // The test looks at queues, not only at free bankers.
        #expect(ours.contains { $0.start > $0.arrival })
    }
}
