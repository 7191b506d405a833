import BankCore
import Testing
import TextKit

@Suite struct SimulationTests {
    @Test func tenDepositsWithTwoBankersTakeThreeAndAHalfSeconds() {
        var simulation = Simulation(configuration: .seed)
        var events: [BankEvent] = []
        simulation.addCustomers(Array(repeating: .deposit, count: 10)) { events.append($0) }
        simulation.runUntilIdle { events.append($0) }
        #expect(simulation.now == .milliseconds(3500))
        #expect(simulation.statistics.served == 10)
        #expect(simulation.statistics.businessTime == .milliseconds(3500))
        #expect(simulation.statistics.longestWait == .milliseconds(2800))
        #expect(simulation.statistics.bankers.map(\.busyShare) == [1, 1, 0])
        #expect(events.count == 30)
        let audit = EventAudit(events, configuration: .seed)
        #expect(audit.problems.isEmpty)
    }

    /// `reset()` is the board's `r`: a new run at time zero, numbering and
    /// figures from the start, the service kind kept.
    @Test func resetStartsANewRunAndKeepsTheServiceKind() {
        var simulation = Simulation(configuration: .seed)
        simulation.changeService(to: .exponential)
        simulation.addCustomers([.deposit, .loan])
        simulation.advance(to: .milliseconds(300))
        simulation.reset()
        #expect(simulation.run == 2 && simulation.now == .zero && simulation.nextFinish == nil)
        #expect(simulation.statistics == Simulation(configuration: .seed).statistics)
        #expect(simulation.lobby.configuration.serviceKind == .exponential)
        var events: [BankEvent] = []
        simulation.addCustomers([.deposit]) { events.append($0) }
        #expect(events.first?.customer.number == 1 && events.allSatisfy { $0.run == 2 })
    }

    /// While customers are expected the bank is open: its business time
    /// runs though nobody is in, and stops when the last customer leaves
    /// once nobody more is to come.
    @Test func businessTimeRunsWhileArrivalsAreExpected() {
        var simulation = Simulation(configuration: .seed)
        simulation.advance(to: .seconds(5))
        simulation.expectArrivals(true)
        simulation.advance(to: .seconds(65))
        #expect(simulation.businessTime == .seconds(60), "open and empty")
        simulation.addCustomers([.loan])
        simulation.expectArrivals(false)
        simulation.advance(to: .seconds(100))
        #expect(simulation.businessTime == .milliseconds(61_100), "closed when the loan ended")
        #expect(abs((simulation.statistics.bankers.last?.busyShare ?? 0) - 1.1 / 61.1) < 1e-9)
    }

    @Test func eventsInTimeOrderWithTheirBankers() {
        var simulation = Simulation(configuration: .seed)
        var log: [String] = []
        let describe = { (event: BankEvent) in
            let what = switch event.kind {
            case .arrived: "arrived"
            case .started(let service): "started by \(service.banker.business) \(service.banker.number)"
            case .finished: "finished"
            }
            log.append("\(event.time) \(event.customer.number) \(what)")
        }
        simulation.addCustomers([.loan, .deposit, .loan], onEvent: describe)
        simulation.runUntilIdle(onEvent: describe)
        #expect(log == [
            "0.0 seconds 1 arrived", "0.0 seconds 2 arrived", "0.0 seconds 3 arrived",
            "0.0 seconds 1 started by loan 1", "0.0 seconds 2 started by deposit 1",
            "0.7 seconds 2 finished",
            "1.1 seconds 1 finished", "1.1 seconds 3 started by loan 1",
            "2.2 seconds 3 finished",
        ])
    }

    @Test func atOneInstantEveryFinishComesFirstThenTheStartsInTicketOrder() throws {
        // Loans and deposits take the same time, so services end together.
        let configuration = try BankConfiguration(depositBankers: 2, loanBankers: 1, depositSeconds: 1, loanSeconds: 1)
        var simulation = Simulation(configuration: configuration)
        var log: [String] = []
        let describe = { (event: BankEvent) in
            switch event.kind {
            case .arrived: break
            case .started: log.append("\(event.time) start \(event.customer.number)")
            case .finished: log.append("\(event.time) finish \(event.customer.number)")
            }
        }
        simulation.addCustomers([.deposit, .deposit, .loan, .loan, .deposit, .deposit], onEvent: describe)
        simulation.runUntilIdle(onEvent: describe)
        #expect(log == [
            "0.0 seconds start 1", "0.0 seconds start 2", "0.0 seconds start 3",
            "1.0 seconds finish 1", "1.0 seconds finish 2", "1.0 seconds finish 3",
            "1.0 seconds start 4", "1.0 seconds start 5", "1.0 seconds start 6",
            "2.0 seconds finish 4", "2.0 seconds finish 5", "2.0 seconds finish 6",
        ])
    }

    @Test func aCrowdHasTheTimelineOfCustomersAddedAtOnce() throws {
        let configuration = try BankConfiguration(depositBankers: 3, loanBankers: 2)
        var random = SeededRandomNumberGenerator(seed: 17)
        let businesses = (0..<2000).map { _ in Business.random(using: &random) }
        var atOnce: [BankEvent] = []
        var simulation = Simulation(configuration: configuration)
        simulation.addCustomers(businesses) { atOnce.append($0) }
        simulation.runUntilIdle { atOnce.append($0) }

        var crowd: [BankEvent] = []
        var lazy = Simulation(configuration: configuration)
        lazy.addCrowd(businesses) { crowd.append($0) }
        lazy.runUntilIdle { crowd.append($0) }
        // The same events; only the arrivals come later, when each customer
        // is let in (still stamped with the crowd's arrival time).
        let notArrivals = { (event: BankEvent) -> Bool in if case .arrived = event.kind { false } else { true } }
        #expect(crowd.filter(notArrivals) == atOnce.filter(notArrivals))
        #expect(Set(crowd.filter { !notArrivals($0) }) == Set(atOnce.filter { !notArrivals($0) }))
        #expect(lazy.statistics == simulation.statistics)
        #expect(EventAudit(crowd, configuration: configuration).problems.isEmpty)
    }

    @Test func aCrowdHoldsOnlyTheCustomersInLine() {
        var simulation = Simulation(configuration: .seed)
        var mostWaiting = 0
        var finished = 0
        simulation.addCrowd(DayCustomers(count: 200_000, seed: 3))
        #expect(simulation.lobby.waitingCount < 10, "the crowd waits outside")
        while simulation.step(onEvent: { if case .finished = $0.kind { finished += 1 } }) {
            mostWaiting = max(mostWaiting, simulation.lobby.waitingCount)
        }
        #expect(finished == 200_000)
        // Deposits go three times as fast as loans, so the loans let in while
        // the next deposit is looked for queue up: about a third of the day,
        // never everyone.
        #expect(mostWaiting < 80_000)
        #expect(simulation.statistics.served == 200_000 && simulation.statistics.isIdle)
    }

    @Test func advanceStopsAtTheGivenTime() {
        var simulation = Simulation(configuration: .seed)
        simulation.addCustomers([.deposit, .deposit, .deposit])
        #expect(simulation.nextFinish == .milliseconds(700))
        var finished = 0
        simulation.advance(to: .milliseconds(699)) { if case .finished = $0.kind { finished += 1 } }
        #expect(finished == 0 && simulation.now == .milliseconds(699))
        simulation.advance(to: .seconds(1)) { if case .finished = $0.kind { finished += 1 } }
        #expect(finished == 2 && simulation.now == .seconds(1))
        simulation.advance(to: .zero)
        #expect(simulation.now == .seconds(1))
        #expect(simulation.statistics.working == 1)
    }

    @Test func tenThousandCustomersInBurstsKeepEveryRule() throws {
        let configuration = try BankConfiguration(depositBankers: 3, loanBankers: 2, depositSeconds: 0.7, loanSeconds: 1.1)
        var simulation = Simulation(configuration: configuration)
        var random = SeededRandomNumberGenerator(seed: 99)
        var events: [BankEvent] = []
        var time = Duration.zero
        for _ in 0..<200 {
            simulation.addCustomers(Int.random(in: 1...40, using: &random), using: &random) { events.append($0) }
            time += .milliseconds(Int.random(in: 0...20_000, using: &random))
            simulation.advance(to: time) { events.append($0) }
        }
        let remaining = 10_000 - simulation.lobby.nextNumber + 1
        simulation.addCustomers(remaining, using: &random) { events.append($0) }
        simulation.runUntilIdle { events.append($0) }
        let audit = EventAudit(events, configuration: configuration)
        #expect(audit.problems.isEmpty)
        #expect(audit.arrived == 10_000 && audit.started == 10_000 && audit.finished == 10_000)
        #expect(audit.mostBusy == [.deposit: 3, .loan: 2])
        #expect(simulation.statistics.served == 10_000)
        #expect(simulation.statistics.isIdle)
    }

    @Test func sameSeedSameRun() {
        func run() -> [BankEvent] {
            var simulation = Simulation(configuration: .seed)
            var random = SeededRandomNumberGenerator(seed: 5)
            var events: [BankEvent] = []
            simulation.addCustomers(30, using: &random) { events.append($0) }
            simulation.advance(to: .seconds(4)) { events.append($0) }
            simulation.addCustomers(30, using: &random) { events.append($0) }
            simulation.runUntilIdle { events.append($0) }
            return events
        }
        #expect(run() == run())
    }
}
