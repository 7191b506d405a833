import Testing
@testable import BankCore

@Suite(.timeLimit(.minutes(10))) struct ManualClockTests {
    /// A test's time limit cancels its task: a wait for sleepers that never
    /// come must end then, or the whole run waits for ever.
    @Test func aCancelledWaitForSleepersReturns() async {
        let clock = ManualClock()
        let waiter = Task {
            await clock.waitForSleepers(1)
            return Task.isCancelled
        }
        waiter.cancel()
        #expect(await waiter.value)
    }

    @Test func aWaitForSleepersReturnsOnceEnoughSleep() async throws {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(until: .init(offset: .seconds(1)), tolerance: nil) }
        await clock.waitForSleepers(1)
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .seconds(1))
        try await sleeper.value
        #expect(clock.sleeperCount == 0)
    }
}
