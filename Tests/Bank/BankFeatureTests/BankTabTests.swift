import TextKit
import BankCore
import DatabaseKit
import TerminalUI
import Testing
import Shell
import ScreenTesting
import TabKit
@testable import BankFeature

/// The bank tab on a manual clock with seeded customers: every screen is
/// repeatable and nothing sleeps for the bankers' 0.7 s. Time passes only
/// in the ticks the tests send, each carrying the clock's time.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct BankTabTests {
    @MainActor
    struct Board {
        let clock = ManualClock()
        let harness: TabHarness<BankTab>
        var tab: BankTab { harness.tab }
        var driver: HeadlessDriver { harness.driver }

        init(_ language: Language = .en, size: Size = Size(width: 80, height: 24),
             configuration: BankConfiguration = .seed, theme: Theme = .standard, quitSteps: [QuitStep] = []) throws {
            harness = TabHarness(.bank, language: language, size: size, theme: theme, quitSteps: quitSteps,
                                 clock: clock) { _ in
                BankTab(language: language, configuration: configuration, random: SeededRandomNumberGenerator(seed: 7),
                        serviceRandom: SeededRandomNumberGenerator(seed: Board.serviceSeed), arrivalSeed: 9)
            }
        }

        /// Seeds the bankers' service times when they are exponential.
        static let serviceSeed: UInt64 = 8

        /// Moves the shell's clock on and sends the tick that carries the
        /// new time: the bank catches up with it, and the screen is drawn.
        func advance(_ duration: Duration) {
            clock.advance(by: duration)
            driver.tick()
        }
    }

    @Test(arguments: [Language.en, .ko])
    func emptyAddedMidServiceAndReset(language: Language) throws {
        let board = try Board(language)
        assertSnapshot(board.driver, named: "bank-empty-80x24-\(language)")
        board.driver.send(.character("a"))
        assertSnapshot(board.driver, named: "bank-added-80x24-\(language)")
        board.advance(.milliseconds(800))
        assertSnapshot(board.driver, named: "bank-mid-service-80x24-\(language)")
        board.driver.send(.character("r"))
        assertSnapshot(board.driver, named: "bank-reset-80x24-\(language)")
        let fresh = try Board(language)
        #expect(board.driver.screenText == fresh.driver.screenText, "reset looks like a fresh start")
    }

    @Test(arguments: Language.allCases)
    func customersAreNumberedOnAndStartAgainAfterReset(language: Language) throws {
        let board = try Board(language)
        board.driver.send(.character("a"), .character("a"))
        #expect(Set(board.tab.board.waiting.map(\.number) + board.tab.board.working.map(\.customer.number)) == Set(1...20))
        assertSnapshot(board.driver, named: "bank-customers-are-numbered-on-and-start-again-after-reset-1-\(language)")
        board.driver.send(.character("r"))
        board.driver.send(.character("a"))
        let numbers = board.tab.board.waiting.map(\.number) + board.tab.board.working.map(\.customer.number)
        #expect(Set(numbers) == Set(1...10))
    }

    @Test(arguments: Language.allCases)
    func resetDropsCustomersInServiceAndNothingComesBack(language: Language) throws {
        let board = try Board(language)
        board.driver.send(.character("a"))
        board.advance(.milliseconds(100))
        board.driver.send(.character("r"))
        #expect(board.tab.board.isEmpty)
        #expect(board.tab.tickInterval == nil, "the timer stops at once")
        // The old run's services would have ended by now: nothing of them may return.
        board.advance(.seconds(60))
        #expect(board.tab.board.isEmpty)
        assertSnapshot(board.driver, named: "bank-reset-drops-customers-in-service-and-nothing-comes-back-1-\(language)")
    }

    @Test(arguments: Language.allCases)
    func timerRunsWhileAnyoneIsInTheBankAndStopsWhenEmpty(language: Language) throws {
        let board = try Board(language)
        #expect(board.tab.tickInterval == nil, "idle: no timer")
        board.driver.send(.character("a"))
        #expect(board.tab.tickInterval == BankTab.timerInterval)
        board.advance(.milliseconds(1234))
        assertSnapshot(board.driver, named: "bank-timer-runs-while-anyone-is-in-the-bank-and-stops-when-empty-1-\(language)")
        // Long enough for everyone: the timer stops at the last service's end.
        for _ in 0..<40 { board.advance(.seconds(1)) }
        #expect(board.tab.board.isEmpty)
        #expect(board.tab.tickInterval == nil)
        let stopped = board.tab.simulation.statistics.businessTime
        #expect(board.driver.screenText.contains(language.pick("Business time - ", "업무시간 - ") + BusinessClock.format(stopped)))
        assertSnapshot(board.driver, named: "bank-timer-runs-while-anyone-is-in-the-bank-and-stops-when-empty-2-\(language)")
        // More customers after a while: the timer continues from where it
        // stopped, and the time the bank stood empty serves nobody.
        board.clock.advance(by: .seconds(30))
        board.driver.send(.character("a"))
        #expect(board.tab.board.working.count == 3 && board.tab.board.waiting.count == 7)
        board.advance(.milliseconds(100))
        #expect(board.tab.simulation.statistics.businessTime == stopped + .milliseconds(100))
        #expect(board.tab.simulation.statistics.served == 10)
    }

    @Test func theWorkingColumnListsCustomersInTheOrderTheirServiceStarted() throws {
        let board = try Board()
        // The loan holds ticket 1: it is called first, at the same instant as
        // the deposits behind it, and stays above the deposits who follow.
        board.tab.letIn([.loan, .deposit, .deposit, .deposit, .deposit])
        board.driver.tick()  // the timer's first tick, as the shell sends when the timer starts
        #expect(workingRows(board.driver.screenText) == ["1 Loan 1", "2 Deposit 1", "3 Deposit 2"])
        board.advance(.milliseconds(700))
        #expect(workingRows(board.driver.screenText) == ["1 Loan 1", "4 Deposit 1", "5 Deposit 2"])
        #expect(board.tab.board.working.map(\.customer.number) == [1, 4, 5])
    }

    /// The working column's rows, top to bottom: "<ticket> <banker>".
    private func workingRows(_ screen: String) -> [String] {
        screen.components(separatedBy: "\n").compactMap { line in
            line.firstMatch(of: /(\d+) - (?:Deposit|Loan) +((?:Deposit|Loan) \d+) │/).map { "\($0.1) \($0.2)" }
        }
    }

    @Test func loansAreColouredAndTheWaitingColumnScrolls() throws {
        let board = try Board()
        for _ in 0..<5 { board.driver.send(.character("a")) }
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

    @Test func drawsAtEverySizeWithoutTrapping() throws {
        let board = try Board(.ko)
        for _ in 0..<3 { board.driver.send(.character("a")) }
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
