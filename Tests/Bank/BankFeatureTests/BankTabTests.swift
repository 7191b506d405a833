import TextKit
import BankCore
import Dispatch
import DatabaseKit
import TerminalUI
import Testing
import Shell
import ScreenTesting
import TabKit
@testable import BankFeature

/// The bank tab on a manual clock with seeded customers: every screen is
/// repeatable and nothing sleeps for the bankers' 0.7 s.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct BankTabTests {
    @MainActor
    struct Board {
        let clock = ManualClock()
        let harness: TabHarness<BankTab>
        var tab: BankTab { harness.tab }
        var driver: HeadlessDriver { harness.driver }

        init(_ language: Language = .en, size: Size = Size(width: 80, height: 24),
             configuration: BankConfiguration = .seed, theme: Theme = .standard, quitSteps: [QuitStep] = []) throws {
            let clock = self.clock
            harness = TabHarness(.bank, language: language, size: size, theme: theme, quitSteps: quitSteps) { messenger in
                BankTab(language: language, configuration: configuration, messenger: messenger,
                        clock: clock, random: SeededRandomNumberGenerator(seed: 7),
                        serviceRandom: SeededRandomNumberGenerator(seed: Board.serviceSeed))
            }
        }

        /// Seeds the bankers' service times when they are exponential.
        static let serviceSeed: UInt64 = 8

        /// Lets the main queue run until the board shows what the bank holds
        /// and no banker's deadline has passed unhandled, then redraws. Tests
        /// run in parallel, so the bankers' tasks may be slow to get a thread:
        /// the wait is for the condition, bounded by wall time, never a sleep.
        /// (The run began at the clock's zero: no test resets and then waits.)
        func settle(sourceLocation: SourceLocation = #_sourceLocation) async {
            let deadline = ContinuousClock.now + .seconds(20)
            while !isSettled, ContinuousClock.now < deadline {
                await drainMainQueue()
                harness.effects.settle()
                await Task.yield()
            }
            #expect(isSettled, "board never caught up with the bank", sourceLocation: sourceLocation)
            driver.redraw()
        }

        private var isSettled: Bool {
            let statistics = tab.bank.statistics
            let now = clock.now.offset
            return tab.board.waiting.count == statistics.waiting && tab.board.working.count == statistics.working
                && tab.board.working.allSatisfy { $0.endsAt > now }
        }

        /// Moves the bankers' clock and waits for what that causes.
        func advance(_ duration: Duration) async {
            clock.advance(by: duration)
            await settle()
        }
    }

    @Test(arguments: [Language.en, .ko])
    func emptyAddedMidServiceAndReset(language: Language) async throws {
        let board = try Board(language)
        assertSnapshot(board.driver, named: "bank-empty-80x24-\(language)")
        board.driver.send(.character("a"))
        await board.settle()
        assertSnapshot(board.driver, named: "bank-added-80x24-\(language)")
        await board.clock.waitForSleepers(3)
        await board.advance(.milliseconds(800))
        assertSnapshot(board.driver, named: "bank-mid-service-80x24-\(language)")
        board.driver.send(.character("r"))
        assertSnapshot(board.driver, named: "bank-reset-80x24-\(language)")
        let fresh = try Board(language)
        #expect(board.driver.screenText == fresh.driver.screenText, "reset looks like a fresh start")
    }

    @Test func customersAreNumberedOnAndStartAgainAfterReset() async throws {
        let board = try Board()
        board.driver.send(.character("a"), .character("a"))
        await board.settle()
        #expect(Set(board.tab.board.waiting.map(\.number) + board.tab.board.working.map(\.customer.number)) == Set(1...20))
        #expect(board.driver.screenText.contains("Waiting 17") && board.driver.screenText.contains("Working 3"))
        board.driver.send(.character("r"))
        board.driver.send(.character("a"))
        await board.settle()
        let numbers = board.tab.board.waiting.map(\.number) + board.tab.board.working.map(\.customer.number)
        #expect(Set(numbers) == Set(1...10))
    }

    @Test func resetDropsCustomersInServiceAndNothingComesBack() async throws {
        let board = try Board()
        board.driver.send(.character("a"))
        await board.settle()
        await board.clock.waitForSleepers(3)
        board.driver.send(.character("r"))
        #expect(board.tab.board.isEmpty)
        #expect(board.tab.tickInterval == nil, "the timer stops at once")
        // The cancelled bankers' deadlines pass: nothing of the old run may return.
        board.clock.advance(by: .seconds(60))
        await board.settle()
        #expect(board.tab.board.isEmpty)
        #expect(board.driver.screenText.contains("Business time - 00:00:000"))
        #expect(board.driver.screenText.contains("Served 0 "))
    }

    @Test func timerRunsWhileAnyoneIsInTheBankAndStopsWhenEmpty() async throws {
        let board = try Board()
        #expect(board.tab.tickInterval == nil, "idle: no timer")
        board.driver.send(.character("a"))
        await board.settle()
        #expect(board.tab.tickInterval == BankTab.timerInterval)
        await board.clock.waitForSleepers(3)
        await board.advance(.milliseconds(1234))
        #expect(board.driver.screenText.contains("Business time - 00:01:234"))
        // Long enough for everyone: the timer stops at the last service's end.
        for _ in 0..<40 {
            board.clock.advance(by: .seconds(1))
            await board.settle()
        }
        #expect(board.tab.board.isEmpty)
        #expect(board.tab.tickInterval == nil)
        let stopped = board.tab.bank.statistics.businessTime
        #expect(board.driver.screenText.contains("Business time - " + BusinessClock.format(stopped)))
        #expect(board.driver.screenText.contains("Served 10 "))
        // More customers: the timer continues from where it stopped.
        board.clock.advance(by: .seconds(30))
        board.driver.send(.character("a"))
        await board.settle()
        await board.clock.waitForSleepers(3)
        await board.advance(.milliseconds(100))
        #expect(board.tab.bank.statistics.businessTime == stopped + .milliseconds(100))
    }

    @Test func theWorkingColumnListsCustomersInTheOrderTheirServiceStarted() async throws {
        let board = try Board()
        // The loan holds ticket 1: it is called first, at the same instant as
        // the deposits behind it, and stays above the deposits who follow.
        board.tab.bank.addCustomers([.loan, .deposit, .deposit, .deposit, .deposit])
        await board.settle()
        #expect(workingRows(board.driver.screenText) == ["1 Loan 1", "2 Deposit 1", "3 Deposit 2"])
        await board.clock.waitForSleepers(3)
        await board.advance(.milliseconds(700))
        #expect(workingRows(board.driver.screenText) == ["1 Loan 1", "4 Deposit 1", "5 Deposit 2"])
        #expect(board.tab.board.working.map(\.customer.number) == [1, 4, 5])
    }

    /// The working column's rows, top to bottom: "<ticket> <banker>".
    private func workingRows(_ screen: String) -> [String] {
        screen.components(separatedBy: "\n").compactMap { line in
            line.firstMatch(of: /(\d+) - (?:Deposit|Loan) +((?:Deposit|Loan) \d+) │/).map { "\($0.1) \($0.2)" }
        }
    }

    @Test func loansAreColouredAndTheWaitingColumnScrolls() async throws {
        let board = try Board()
        for _ in 0..<5 { board.driver.send(.character("a")) }
        await board.settle()
        let waiting = board.tab.board.waiting
        #expect(waiting.count == 47)
        let frame = board.driver.backend.frame
        let firstLoanRow = try #require(waiting.firstIndex { $0.business == .loan })
        // Row 8 of the screen is the first customer row (tab bar, 2 lines, 3 rows of plots, a gap, the border).
        #expect(frame[2, 8 + firstLoanRow]?.style.foreground == .magenta)
        #expect(board.tab.activeKeys.keyHints.map(\.keys).contains("↑↓"))
        #expect(!board.driver.screenText.contains("\(waiting[waiting.count - 1].number) - "), "the last customer is below the fold")
        board.driver.send(.end)
        #expect(board.driver.screenText.contains("\(waiting[waiting.count - 1].number) - "))
        board.driver.send(.home)
        #expect(board.driver.screenText.contains("\(waiting[0].number) - "))
        #expect(!board.driver.screenText.contains("\(waiting[waiting.count - 1].number) - "))
    }

    @Test func drawsAtEverySizeWithoutTrapping() async throws {
        let board = try Board(.ko)
        for _ in 0..<3 { board.driver.send(.character("a")) }
        await board.settle()
        for (width, height) in [(60, 20), (61, 21), (300, 100), (200, 60), (80, 24)] {
            board.driver.resize(to: Size(width: width, height: height))
            #expect(board.driver.screenText.contains("업무시간 - 00:00:000"))
            #expect(board.driver.screenText.contains("대기중 27"))
        }
        // Tiny areas: nothing is drawn outside the area the tab gets.
        for width in 0..<12 {
            for height in 0..<8 {
                var buffer = Buffer(size: Size(width: width + 2, height: height + 2), filling: Cell(symbol: "#"))
                board.tab.render(in: Rect(x: 1, y: 1, width: width, height: height), buffer: &buffer)
                for y in 0..<(height + 2) {
                    for x in 0..<(width + 2) where x == 0 || y == 0 || x == width + 1 || y == height + 1 {
                        #expect(buffer[x, y]?.symbol == "#", "\(width)x\(height) drew outside at \(x),\(y)")
                    }
                }
            }
        }
    }

    @Test func timerFormat() {
        #expect(BusinessClock.format(.zero) == "00:00:000")
        #expect(BusinessClock.format(.milliseconds(61_234)) == "01:01:234")
        #expect(BusinessClock.format(.seconds(6000)) == "100:00:000")
        #expect(BusinessClock.seconds(.milliseconds(1405)) == "1.40")
    }
}

/// Returns after everything already queued on the main queue has run.
@MainActor
func drainMainQueue() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
    }
}
