@testable import BankCore
import Testing
import TextKit

/// Reset stops everything at once and nothing of the old run comes back.
@Suite(.timeLimit(.minutes(10))) struct BankResetTests {
    @Test func dropsWaitingAndInServiceCustomersAndNothingLateArrives() async {
        let clock = ManualClock()
        let log = EventLog()
        let bank = Bank(clock: clock) { log.record($0) }
        bank.addCustomers(Array(repeating: .deposit, count: 5) + Array(repeating: .loan, count: 5))
        await clock.waitForSleepers(3)
        clock.advance(by: .milliseconds(700))
        await log.waitFor(count: 17)
        await clock.waitForSleepers(3)

        #expect(bank.reset() == 2)
        let atReset = log.events.count
        // Every banker's task was cancelled at once: nobody sleeps any more.
        #expect(clock.sleeperCount == 0)
        #expect(bank.isIdle)
        let fresh = bank.statistics
        #expect(fresh.served == 0 && fresh.businessTime == .zero && fresh.averageWait == .zero)

        // Past every deadline of the old run, then a new run to completion.
        clock.advance(by: .seconds(100))
        #expect(bank.addCustomers([.loan]).map(\.number) == [1])
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(2))
        await bank.untilIdle()
        let after = log.events[atReset...]
        #expect(after.allSatisfy { $0.run == 2 })
        #expect(after.map(\.customer.number) == [1, 1, 1])
        #expect(bank.statistics.served == 1)
    }

    @Test func resetFromInsideTheEventCallback() async {
        let clock = ManualClock()
        let log = EventLog()
        let holder = Locked<Bank?>(nil)
        let bank = Bank(clock: clock) { event in
            log.record(event)
            if event.run == 1, case .started(let service) = event.kind, service.customer.number == 2 {
                holder.withLock { $0 }?.reset()
            }
        }
        holder.withLock { $0 = bank }
        bank.addCustomers([.deposit, .deposit, .deposit, .loan])
        // The loan's start was produced before the reset but is of the old
        // run, so it is never delivered.
        #expect(log.events.map(\.customer.number) == [1, 2, 3, 4, 1, 2])
        #expect(clock.sleeperCount == 0)
        #expect(bank.run == 2 && bank.isIdle)
        bank.addCustomers([.loan])
        #expect(log.events.count == 8)
        #expect(log.events.suffix(2).allSatisfy { $0.run == 2 })
        holder.withLock { $0 = nil }
        bank.reset()
    }

    @Test func addingFromInsideTheEventCallbackKeepsOrder() async {
        let clock = ManualClock()
        let log = EventLog()
        let holder = Locked<Bank?>(nil)
        let bank = Bank(clock: clock) { event in
            log.record(event)
            // Each finished deposit brings the next customer, up to 20.
            if case .finished = event.kind, event.customer.number < 20 {
                holder.withLock { $0 }?.addCustomers([.deposit])
            }
        }
        holder.withLock { $0 = bank }
        bank.addCustomers([.deposit])
        // Each new customer arrives when the previous one finishes, so time
        // has to move one service at a time.
        for served in 1...20 {
            await log.waitFor(count: served * 3 - 1)
            await clock.waitForSleepers(1)
            clock.advance(by: .milliseconds(700))
        }
        await log.waitFor(count: 60)
        await bank.untilIdle()
        #expect(EventAudit(log.events, configuration: .seed).problems.isEmpty)
        #expect(log.events.count == 60)
        holder.withLock { $0 = nil }
    }

    /// Resets at arbitrary moments while bankers finish on a real clock; after
    /// each reset returns, no event of an earlier run may be delivered.
    @Test func noLateEventsWhileBankersRace() async throws {
        enum Entry { case event(BankEvent), resetDone(Int) }
        let configuration = try BankConfiguration(depositBankers: 3, loanBankers: 2,
                                                  depositSeconds: 0.001, loanSeconds: 0.002, speedFactor: 20)
        let journal = Locked<[Entry]>([])
        let bank = Bank(configuration: configuration, random: SeededRandomNumberGenerator(seed: 4)) { event in
            journal.withLock { $0.append(.event(event)) }
        }
        for round in 0..<40 {
            bank.addCustomers(30)
            for _ in 0..<(round % 7) { await Task.yield() }
            let run = bank.reset()
            journal.withLock { $0.append(.resetDone(run)) }
        }
        bank.addCustomers(10)
        await bank.untilIdle()
        var current = 1
        var late = 0
        for entry in journal.withLock({ $0 }) {
            switch entry {
            case .resetDone(let run): current = run
            case .event(let event): if event.run < current { late += 1 }
            }
        }
        #expect(late == 0)
        #expect(current == 41)
        #expect(bank.statistics.served == 10)
    }
}
