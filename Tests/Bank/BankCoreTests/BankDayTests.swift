@testable import BankCore
import Testing
import TextKit

@Suite(.timeLimit(.minutes(10))) struct BankDayTests {
    @Test func aDayOfCustomers() {
        var random = SeededRandomNumberGenerator(seed: 3)
        for _ in 0..<100 {
            let day = BankDay.customers(using: &random)
            #expect(BankDay.customerCounts.contains(day.count))
            #expect(Array(day).count == day.count)
        }
        #expect(Array(BankDay.customers(count: 17, using: &random)).count == 17)
        #expect(BankDay.customers(count: 0, using: &random).count == 0)
        #expect(Array(BankDay.customers(count: -3, using: &random)).isEmpty)
        // Drawn again from the same seed, the same customers.
        let day = BankDay.customers(count: 50, using: &random)
        #expect(Array(day) == Array(day))
        #expect(Set(day).count == 2, "both businesses come")
    }

    @Test func simulatedDayReportsEveryEventAndTheTotal() {
        var events: [BankEvent] = []
        let report = BankDay.simulate(serving: Array(repeating: .deposit, count: 10)) { events.append($0); return true }
        #expect(report == BankDayReport(served: 10, totalTime: .milliseconds(3500)))
        #expect(report.totalSeconds == 3.5)
        #expect(events.count == 30)
        #expect(EventAudit(events, configuration: .seed).problems.isEmpty)
        #expect(BankDay.simulate(serving: []) == BankDayReport(served: 0, totalTime: .zero))
    }

    @Test func liveDayOnAManualClockMatchesTheSimulation() async {
        var random = SeededRandomNumberGenerator(seed: 21)
        let customers = BankDay.customers(using: &random)
        let expected = BankDay.simulate(serving: customers)
        let clock = ManualClock()
        let log = EventLog()
        async let day = BankDay.run(serving: customers, clock: clock) { log.record($0); return true }
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(1000))
        let report = await day
        #expect(report == expected)
        #expect(log.events.count == customers.count * 3)
        #expect(EventAudit(log.events, configuration: .seed).problems.isEmpty)
    }

    @Test func liveDayOnARealClock() async throws {
        let configuration = try BankConfiguration(speedFactor: 1000)
        let customers: [Business] = [.deposit, .loan, .deposit, .deposit, .loan]
        let report = await BankDay.run(serving: customers, configuration: configuration) { _ in true }
        #expect(report == BankDay.simulate(serving: customers, configuration: configuration))
        #expect(report.totalTime == .microseconds(2200))
    }

    @Test func cancellingTheDayResetsTheBank() async {
        let clock = ManualClock()
        let day = Task { await BankDay.run(serving: [Business.loan, .loan], clock: clock) { _ in true } }
        await clock.waitForSleepers(1)
        day.cancel()
        let report = await day.value
        #expect(report.served == 0)
        #expect(clock.sleeperCount == 0)
    }

    @Test func aDayCancelledBeforeItOpensServesNobody() async {
        let log = EventLog()
        let day = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await BankDay.run(serving: [Business.loan, .deposit], clock: ManualClock()) { log.record($0); return true }
        }
        let report = await day.value
        #expect(report.served == 0)
        #expect(log.events.allSatisfy { if case .finished = $0.kind { false } else { true } })
    }

    @Test func theConsumerClosesTheBankAtOnce() async {
        // Returning false from the third start on: nothing more is reported.
        let customers = Array(repeating: Business.deposit, count: 10)
        let seen = Locked(0)
        let clock = ManualClock()
        async let day = BankDay.run(serving: customers, clock: clock) { event in
            guard case .started = event.kind else { return true }
            return seen.withLock { $0 += 1; return $0 } < 3
        }
        await clock.waitForSleepers(2)
        clock.advance(by: .seconds(1))
        let report = await day
        #expect(seen.withLock { $0 } == 3)
        #expect(report.served == 2)
        #expect(clock.sleeperCount == 0)

        var simulated: [BankEvent] = []
        let closed = BankDay.simulate(serving: customers) { event in
            simulated.append(event)
            return simulated.count < 15
        }
        #expect(simulated.count == 15)
        #expect(closed.served == simulated.filter { if case .finished = $0.kind { true } else { false } }.count)
    }

    @Test func totalsAreRoundedToHundredthsAsTheOriginalRoundedThem() {
        let cases: [(Duration, Double)] = [
            (.milliseconds(7700), 7.7), (.seconds(12), 12.0), (.milliseconds(7750), 7.75),
            (.milliseconds(12_004), 12.0), (.milliseconds(7_749), 7.75), (.milliseconds(1_404), 1.4), (.zero, 0),
        ]
        for (time, seconds) in cases {
            #expect(BankDayReport(served: 1, totalTime: time).roundedSeconds == seconds, "\(time)")
        }
        #expect("\(BankDayReport(served: 1, totalTime: .milliseconds(7700)).roundedSeconds)" == "7.7")
        #expect("\(BankDayReport(served: 1, totalTime: .seconds(12)).roundedSeconds)" == "12.0")
    }
}
