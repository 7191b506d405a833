@testable import BankCore
import Foundation
import Testing
import TextKit

/// Service times drawn on the live board and the virtual clock: the draw of
/// the planning runs (`ServiceTimes.seconds`), from an injected source, in
/// the order services start. Nothing here sleeps: the clocks are manual.
@Suite(.timeLimit(.minutes(10))) struct ExponentialServiceTests {
    private let exponential = BankConfiguration.seed.with(serviceKind: .exponential)

    /// The times the planning runs would draw from `seed` for these
    /// businesses, one after the other, as the board's durations.
    private func draws(_ businesses: [Business], seed: UInt64, configuration: BankConfiguration) -> [Duration] {
        var random = SeededRandomNumberGenerator(seed: seed)
        return businesses.map { configuration.serviceTime(seconds: configuration.serviceTimes.seconds(for: $0, using: &random)) }
    }

    private func starts(_ events: [BankEvent]) -> [Service] {
        events.compactMap { if case .started(let service) = $0.kind { service } else { nil } }
    }

    @Test func theConfigurationIsFixedUnlessToldAndKeepsItsMeans() {
        #expect(BankConfiguration.seed.serviceKind == .fixed)
        #expect(exponential.serviceKind == .exponential)
        #expect(exponential.serviceTimes == ServiceTimes(.exponential, depositSeconds: 0.7, loanSeconds: 1.1))
        #expect(exponential.with(serviceKind: .fixed) == .seed)
    }

    @Test func theVirtualClockDrawsEachServiceInTheOrderServicesStart() {
        var simulation = Simulation(configuration: exponential, serviceRandom: SeededRandomNumberGenerator(seed: 3))
        var events: [BankEvent] = []
        let businesses: [Business] = [.deposit, .loan, .deposit, .deposit, .loan, .deposit, .loan, .loan]
        simulation.addCustomers(businesses) { events.append($0) }
        simulation.runUntilIdle { events.append($0) }
        let services = starts(events)
        #expect(services.count == businesses.count)
        let expected = draws(services.map(\.customer.business), seed: 3, configuration: exponential)
        #expect(services.map { $0.endsAt - $0.startedAt } == expected)
        #expect(Set(expected).count == expected.count, "drawn, not the business's time")
    }

    @Test func aFixedBankDrawsNothing() {
        // The same source handed to a fixed bank and then to an exponential
        // one: the fixed one left it untouched, so the draws start from its seed.
        var simulation = Simulation(configuration: .seed, serviceRandom: SeededRandomNumberGenerator(seed: 9))
        var events: [BankEvent] = []
        simulation.addCustomers([.deposit, .loan, .deposit]) { events.append($0) }
        simulation.runUntilIdle { events.append($0) }
        #expect(starts(events).map { $0.endsAt - $0.startedAt } == [.milliseconds(700), .milliseconds(1100), .milliseconds(700)])
    }

    @Test(.enabled(if: longStatisticalChecks)) func theMeanIsTheBusinesssSeconds() throws {
        let configuration = try BankConfiguration(depositBankers: 1, loanBankers: 1, depositSeconds: 2, loanSeconds: 5)
            .with(serviceKind: .exponential)
        var simulation = Simulation(configuration: configuration, serviceRandom: SeededRandomNumberGenerator(seed: 21))
        var busy: [Business: (total: Double, count: Int)] = [:]
        func record(_ event: BankEvent) {
            guard case .started(let service) = event.kind else { return }
            let time = (service.endsAt - service.startedAt).components
            busy[service.customer.business, default: (0, 0)].total += Double(time.seconds) + Double(time.attoseconds) / 1e18
            busy[service.customer.business, default: (0, 0)].count += 1
        }
        var random = SeededRandomNumberGenerator(seed: 22)
        simulation.addCustomers(200_000, using: &random, onEvent: record)
        simulation.runUntilIdle(onEvent: record)
        for (business, mean) in [(Business.deposit, 2.0), (.loan, 5.0)] {
            let figures = try #require(busy[business])
            #expect(figures.count > 90_000)
            #expect(abs(figures.total / Double(figures.count) / mean - 1) < 0.02, "\(business): \(figures)")
        }
    }

    /// The live bank on a manual clock: each banker finishes when the drawn
    /// time is over, not at the business's fixed time, and the run is the
    /// virtual clock's, event for event.
    @Test func liveBankersFinishWhenTheirDrawnTimeIsOver() async throws {
        let clock = ManualClock()
        let log = EventLog()
        let bank = Bank(configuration: exponential, clock: clock, serviceRandom: SeededRandomNumberGenerator(seed: 4)) {
            log.record($0)
        }
        bank.addCustomers([.deposit])
        let service = try #require(starts(log.events).first)
        let drawn = draws([.deposit], seed: 4, configuration: exponential)[0]
        // Required: with any other end the waits below would wait for it.
        try #require(service.endsAt == drawn && drawn != .milliseconds(700))
        await clock.waitForSleepers(1)
        clock.advance(by: drawn - .nanoseconds(1))
        #expect(log.events.count == 2 && !bank.isIdle, "not over a nanosecond early")
        clock.advance(by: .nanoseconds(1))
        await bank.untilIdle()
        #expect(log.events.last == BankEvent(run: 1, time: drawn, kind: .finished(service)))
        #expect(bank.statistics.businessTime == drawn)
    }

    @Test func theSameSeedGivesTheSameRunLiveAndVirtual() async throws {
        let configuration = try BankConfiguration(depositBankers: 3, loanBankers: 2).with(serviceKind: .exponential)
        var random = SeededRandomNumberGenerator(seed: 11)
        let businesses = (0..<200).map { _ in Business.random(using: &random) }
        var simulated: [BankEvent] = []
        var simulation = Simulation(configuration: configuration, serviceRandom: SeededRandomNumberGenerator(seed: 12))
        simulation.addCustomers(businesses) { simulated.append($0) }
        simulation.runUntilIdle { simulated.append($0) }

        func live(seed: UInt64) async -> [BankEvent] {
            let clock = ManualClock()
            let log = EventLog()
            let bank = Bank(configuration: configuration, clock: clock, serviceRandom: SeededRandomNumberGenerator(seed: seed)) {
                log.record($0)
            }
            bank.addCustomers(businesses)
            await clock.waitForSleepers(5)
            clock.advance(by: .seconds(100_000))
            await bank.untilIdle()
            #expect(EventAudit(log.events, configuration: configuration).problems.isEmpty)
            return log.events
        }
        let first = await live(seed: 12)
        #expect(first == simulated)
        #expect(await live(seed: 12) == first)
        #expect(await live(seed: 13) != first, "another seed, other times")
    }

    /// The `o` form changes the kind while customers are served: those in
    /// service keep their ends, the next ones draw, and a reset keeps the kind.
    @Test func changingTheKindAppliesToServicesThatStartLater() async throws {
        let clock = ManualClock()
        let log = EventLog()
        let bank = Bank(clock: clock, serviceRandom: SeededRandomNumberGenerator(seed: 5)) { log.record($0) }
        bank.addCustomers([.deposit, .deposit, .deposit])
        bank.changeService(to: .exponential)
        #expect(bank.configuration.serviceKind == .exponential)
        await clock.waitForSleepers(2)
        clock.advance(by: .milliseconds(700))
        await log.waitFor(count: 3 + 2 + 2 + 1)
        let services = starts(log.events)
        #expect(services.prefix(2).map(\.endsAt) == [.milliseconds(700), .milliseconds(700)])
        let third = try #require(services.last)
        #expect(third.customer.number == 3 && third.startedAt == .milliseconds(700))
        #expect(third.endsAt - third.startedAt == draws([.deposit], seed: 5, configuration: exponential)[0])
        bank.reset()
        #expect(bank.configuration.serviceKind == .exponential)
        bank.changeService(to: .fixed)
        bank.addCustomers([.loan])
        #expect(starts(log.events).last?.endsAt == .milliseconds(1100))
        bank.reset()
    }
}
