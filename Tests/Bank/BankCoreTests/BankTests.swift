@testable import BankCore
import Foundation
import Testing
import TextKit

/// The live bank on a manual clock: nothing here sleeps for real.
@Suite(.timeLimit(.minutes(10))) struct BankTests {
    private let deposit1 = Banker(business: .deposit, number: 1)
    private let deposit2 = Banker(business: .deposit, number: 2)
    private let loan1 = Banker(business: .loan, number: 1)

    @Test func ticketsContinueAcrossAdditionsAndRestartAfterReset() {
        let log = EventLog()
        let bank = Bank(clock: ManualClock(), random: SeededRandomNumberGenerator(seed: 1)) { log.record($0) }
        #expect(bank.run == 1)
        #expect(bank.addCustomers(10).map(\.number) == Array(1...10))
        #expect(bank.addCustomers(10).map(\.number) == Array(11...20))
        #expect(bank.addCustomers(0).isEmpty && bank.addCustomers(-3).isEmpty)
        #expect(bank.reset() == 2)
        #expect(bank.run == 2)
        #expect(bank.addCustomers(10).map(\.number) == Array(1...10))
        bank.reset()
    }

    @Test func businessesComeFromTheInjectedRandomSource() {
        let bank = Bank(clock: ManualClock(), random: SeededRandomNumberGenerator(seed: 42)) { _ in }
        var same = SeededRandomNumberGenerator(seed: 42)
        let expected = (0..<20).map { _ in Business.random(using: &same) }
        #expect(bank.addCustomers(20).map(\.business) == expected)
        bank.reset()
    }

    @Test func bankersServeConcurrentlyOnTheInjectedClock() async {
        let clock = ManualClock()
        let log = EventLog()
        let bank = Bank(clock: clock) { log.record($0) }
        bank.addCustomers([.deposit, .deposit, .deposit, .loan])
        // Delivered on this thread before addCustomers returned.
        #expect(log.events.count == 7)
        #expect(Array(log.events.map(\.customer.number).prefix(4)) == [1, 2, 3, 4])
        #expect(log.events.suffix(3).map(\.banker) == [deposit1, deposit2, loan1])
        #expect(log.events.allSatisfy { $0.run == 1 && $0.time == .zero })
        #expect(!bank.isIdle)

        // Both deposit bankers are busy at once; each takes exactly 0.7 s.
        await clock.waitForSleepers(3)
        clock.advance(by: .milliseconds(350))
        #expect(bank.statistics.bankers.map(\.busyShare) == [1, 1, 1])
        #expect(bank.statistics.businessTime == .milliseconds(350))
        clock.advance(by: .milliseconds(350))
        await log.waitFor(count: 10)
        let afterDeposits = log.events.suffix(3)
        #expect(Set(afterDeposits.filter { if case .finished = $0.kind { true } else { false } }.map(\.customer.number)) == [1, 2])
        let third = afterDeposits.first { if case .started = $0.kind { true } else { false } }
        #expect(third?.customer.number == 3 && third?.time == .milliseconds(700))

        await clock.waitForSleepers(2)
        clock.advance(by: .milliseconds(400))
        await log.waitFor(count: 11)
        #expect(log.events.last?.kind == .finished(Service(customer: Customer(number: 4, business: .loan), banker: loan1,
                                                            startedAt: .zero, endsAt: .milliseconds(1100))))
        clock.advance(by: .milliseconds(300))
        await bank.untilIdle()
        #expect(log.events.count == 12)
        let statistics = bank.statistics
        #expect(statistics.served == 4 && statistics.isIdle)
        #expect(statistics.businessTime == .milliseconds(1400))
        #expect(statistics.longestWait == .milliseconds(700))
        #expect(EventAudit(log.events, configuration: .seed).problems.isEmpty)
    }

    @Test func liveAndVirtualTimelinesAgree() async throws {
        let configuration = try BankConfiguration(depositBankers: 3, loanBankers: 2)
        var random = SeededRandomNumberGenerator(seed: 11)
        let businesses = (0..<200).map { _ in Business.random(using: &random) }
        var simulated: [BankEvent] = []
        var simulation = Simulation(configuration: configuration)
        simulation.addCustomers(businesses) { simulated.append($0) }
        simulation.runUntilIdle { simulated.append($0) }

        let clock = ManualClock()
        let log = EventLog()
        let bank = Bank(configuration: configuration, clock: clock) { log.record($0) }
        bank.addCustomers(businesses)
        await clock.waitForSleepers(5)
        clock.advance(by: .seconds(1000))
        await bank.untilIdle()
        // Event for event: at each instant the finishes in ticket order, then
        // the starts in ticket order, whichever banker's task woke first.
        #expect(log.events == simulated)
        #expect(bank.statistics.businessTime == simulation.statistics.businessTime)
        #expect(bank.statistics.averageWait == simulation.statistics.averageWait)
        #expect(EventAudit(log.events, configuration: configuration).problems.isEmpty)
    }

    @Test func servicesEndingTogetherFinishBeforeAnyoneStarts() async throws {
        let configuration = try BankConfiguration(depositBankers: 2, loanBankers: 1, depositSeconds: 1, loanSeconds: 1)
        let clock = ManualClock()
        let log = EventLog()
        let bank = Bank(configuration: configuration, clock: clock) { log.record($0) }
        bank.addCustomers([.deposit, .deposit, .loan, .loan, .deposit, .deposit])
        await clock.waitForSleepers(3)
        clock.advance(by: .seconds(1))
        await log.waitFor(count: 6 + 3 + 6)
        let atOneSecond = log.events.dropFirst(9).map { event -> String in
            if case .started = event.kind { "start \(event.customer.number)" } else { "finish \(event.customer.number)" }
        }
        #expect(atOneSecond == ["finish 1", "finish 2", "finish 3", "start 4", "start 5", "start 6"])
        clock.advance(by: .seconds(1))
        await bank.untilIdle()
    }

    @Test func aLiveCrowdHasTheSimulatedTimeline() async throws {
        let configuration = try BankConfiguration(depositBankers: 3, loanBankers: 2)
        let customers = DayCustomers(count: 500, seed: 12)
        var simulated: [BankEvent] = []
        var simulation = Simulation(configuration: configuration)
        simulation.addCrowd(customers) { simulated.append($0) }
        simulation.runUntilIdle { simulated.append($0) }

        let clock = ManualClock()
        let log = EventLog()
        let bank = Bank(configuration: configuration, clock: clock) { log.record($0) }
        bank.addCrowd(customers)
        await clock.waitForSleepers(5)
        clock.advance(by: .seconds(10_000))
        await bank.untilIdle()
        #expect(log.events == simulated)
        #expect(EventAudit(log.events, configuration: configuration).problems.isEmpty)
    }

    @Test func customersAddedWhileACrowdWaitsOutsideComeAfterIt() async {
        let clock = ManualClock()
        let log = EventLog()
        let bank = Bank(clock: clock) { log.record($0) }
        // Customers 1…5 come in to fill the three desks; 6 and 7 wait outside.
        bank.addCrowd([Business.loan, .loan, .loan, .deposit, .deposit, .deposit, .deposit])
        #expect(log.events.filter { if case .arrived = $0.kind { true } else { false } }.count == 5)
        #expect(bank.addCustomers([.deposit]).map(\.number) == [8])
        let arrivals = log.events.compactMap { if case .arrived(let customer) = $0.kind { customer.number } else { nil } }
        #expect(arrivals == Array(1...8))
        bank.reset()
    }

    @Test func aSlowReaderHoldsBackTheBankers() async throws {
        // Services of a fraction of a microsecond: the bankers could finish
        // the whole day before the reader has read a tenth of it.
        let configuration = try BankConfiguration(speedFactor: 1_000_000)
        let deepest = Locked(0)
        let count = Locked(0)
        let holder = Locked<Bank?>(nil)
        let bank = Bank(configuration: configuration) { _ in
            let waiting = holder.withLock { $0 }?.state.withLock { $0.outbox.count } ?? 0
            deepest.withLock { $0 = max($0, waiting) }
            if count.withLock({ $0 += 1; return $0 }) % 200 == 0 { usleep(1000) }
        }
        holder.withLock { $0 = bank }
        bank.addCrowd(DayCustomers(count: 20_000, seed: 6))
        await bank.untilIdle()
        holder.withLock { $0 = nil }
        #expect(count.withLock { $0 } == 60_000)
        #expect(deepest.withLock { $0 } < 4 * Bank.outboxLimit, "events waiting for the reader")
    }

    @Test func untilIdleReturnsAtOnceWhenEmpty() async {
        let bank = Bank(clock: ManualClock()) { _ in }
        await bank.untilIdle()
        #expect(bank.isIdle && bank.statistics.isIdle)
    }

    @Test func untilIdleReturnsOnReset() async {
        let clock = ManualClock()
        let bank = Bank(clock: clock) { _ in }
        bank.addCustomers([.loan])
        async let idle: Void = bank.untilIdle()
        await clock.waitForSleepers(1)
        bank.reset()
        await idle
        #expect(bank.isIdle)
    }

    @Test func reallyConcurrentOnARealClock() async throws {
        // 0.7 ms a deposit, 1.1 ms a loan: real sleeps, kept tiny by the speed factor.
        let configuration = try BankConfiguration(speedFactor: 1000)
        let log = EventLog()
        let bank = Bank(configuration: configuration, random: SeededRandomNumberGenerator(seed: 2)) { log.record($0) }
        bank.addCustomers(60)
        await bank.untilIdle()
        let audit = EventAudit(log.events, configuration: configuration)
        #expect(audit.problems.isEmpty)
        #expect(audit.finished == 60)
        #expect(audit.mostBusy[.deposit] == 2)
        #expect(bank.statistics.served == 60)
    }
}
