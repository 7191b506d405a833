import BankCore
import Testing
import TextKit

/// 10,000 customers added in bursts from several tasks at once while time
/// moves on: every rule holds (run under the thread sanitizer too).
@Suite(.timeLimit(.minutes(10))) struct BankLoadTests {
    @Test func tenThousandCustomersInConcurrentBursts() async throws {
        let configuration = try BankConfiguration(depositBankers: 3, loanBankers: 2)
        let clock = ManualClock()
        let log = EventLog()
        let bank = Bank(configuration: configuration, clock: clock, random: SeededRandomNumberGenerator(seed: 8)) {
            log.record($0)
        }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<25 {
                        bank.addCustomers(100)
                        await Task.yield()
                    }
                }
            }
            group.addTask {
                for _ in 0..<200 {
                    clock.advance(by: .milliseconds(50))
                    _ = bank.statistics
                    await Task.yield()
                }
            }
        }
        clock.advance(by: .seconds(10_000))
        await bank.untilIdle()

        let audit = EventAudit(log.events, configuration: configuration)
        #expect(audit.problems.isEmpty)
        #expect(audit.arrived == 10_000 && audit.started == 10_000 && audit.finished == 10_000)
        #expect(audit.mostBusy == [.deposit: 3, .loan: 2])
        let statistics = bank.statistics
        #expect(statistics.served == 10_000 && statistics.isIdle)
        #expect(statistics.bankers.map(\.served).reduce(0, +) == 10_000)
        #expect(clock.sleeperCount == 0)
    }

    @Test func burstsOnARealClock() async throws {
        // Services of a few microseconds: real sleeps and real thread races.
        let configuration = try BankConfiguration(depositBankers: 2, loanBankers: 2, speedFactor: 100_000)
        let log = EventLog()
        let bank = Bank(configuration: configuration, random: SeededRandomNumberGenerator(seed: 9)) { log.record($0) }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<10 {
                        bank.addCustomers(50)
                        await Task.yield()
                    }
                }
            }
        }
        await bank.untilIdle()
        let audit = EventAudit(log.events, configuration: configuration)
        #expect(audit.problems.isEmpty)
        #expect(audit.finished == 2_000)
    }
}
