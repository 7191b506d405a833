import TextKit
import BankCore
import Foundation
import ScreenTesting
import Shell
import TabKit
import TerminalUI
import Testing
@testable import BankFeature

/// `o`: customers who keep coming to the board, on the bank's clock.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct BankOptionsTests {
    typealias Board = BankTabTests.Board

    /// Opens the options and fills them by keyboard: `steps` presses of →
    /// on the arrivals, then each text field in turn.
    private func choose(_ board: Board, steps: Int, rate: String = "", profile: String = "", share: String = "") {
        board.driver.send(.character("o"))
        for _ in 0..<steps { board.driver.send(.right) }
        for text in [rate, profile, share] {
            board.driver.send(.tab)
            board.driver.send(.control("u"))
            board.driver.type(text)
        }
        board.driver.send(.enter)
    }

    private func file(_ text: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bankui-options-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("profile.csv").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: Language.allCases)
    func aSteadyRateKeepsCustomersComingAsTheTimerRuns(language: Language) throws {
        let board = try Board(language)
        choose(board, steps: 1, rate: "60", share: "0")
        #expect(board.tab.optionsPanel == nil, "applied and closed")
        #expect(board.tab.tickInterval == BankTab.timerInterval, "the timer runs for the customers to come")
        assertSnapshot(board.driver, named: "bank-a-steady-rate-keeps-customers-coming-as-the-timer-runs-1-\(language)")
        for _ in 0..<100 { board.advance(.milliseconds(50)) }
        let came = board.tab.simulation.statistics.served + board.tab.board.waiting.count + board.tab.board.working.count
        #expect(came > 0 && came < 20, "\(came) customers in 5 s at one a second")
        #expect(board.tab.board.waiting.allSatisfy { $0.business == .deposit })
        // Back to a's batches: nobody more comes.
        choose(board, steps: 2)
        #expect(board.tab.liveArrivals == nil)
    }

    /// A steady 6 a minute leaves the bank empty most of the time, yet
    /// open: the business clock runs while customers are still to come, so
    /// the busy shares are the bankers' work over the whole time, and the
    /// line's plot has a column for every second.
    @Test func busySharesAreTheWorkOverTheTimeWhileCustomersKeepComing() throws {
        let board = try Board()
        choose(board, steps: 1, rate: "6")
        for _ in 0..<12 { board.advance(.seconds(10)) }
        #expect(board.tab.plots.line.samples.count == 121, "a column a second for 2 minutes")
        for _ in 12..<360 { board.advance(.seconds(10)) }

        let statistics = board.tab.simulation.statistics
        let elapsed = board.tab.simulation.now
        #expect(elapsed == .seconds(3600))
        #expect(statistics.businessTime == elapsed, "the clock ran all the hour")
        // Everyone who came, by business: served, at a desk, in line.
        var came: [Business: Int] = [.deposit: 0, .loan: 0]
        for banker in statistics.bankers { came[banker.banker.business, default: 0] += banker.served }
        for service in board.tab.board.working { came[service.customer.business, default: 0] += 1 }
        for customer in board.tab.board.waiting { came[customer.business, default: 0] += 1 }
        let total = (came[.deposit] ?? 0) + (came[.loan] ?? 0)
        #expect(total > 300 && total < 420, "\(total) customers in an hour at 6 a minute")
        for business in Business.allCases {
            let bankers = statistics.bankers.filter { $0.banker.business == business }
            let measured = bankers.map(\.busyShare).reduce(0, +)
            let expected = Double(came[business] ?? 0) * BankConfiguration.seed.seconds(for: business) / 3600
            #expect(abs(measured - expected) <= 0.1 * expected,
                    "\(business): busy \(measured) against arrivals × service ÷ time \(expected)")
        }
        // The loan banker, who takes half of 6 a minute at 1.1 s each: about 6 %.
        let busy = try #require(board.driver.screen.first { $0.hasPrefix(" Busy ") })
        let loan = try #require(busy.firstMatch(of: /Loan 1 \S+ +(\d+)%/)).1
        #expect((4...8).contains(Int(loan) ?? -1), "\(busy)")
    }

    @Test(arguments: ["0", "-3", "1e9", "ten", ""])
    func aRateThatCannotBeUsedIsNamed(rate: String) throws {
        let board = try Board()
        choose(board, steps: 1, rate: rate)
        let panel = try #require(board.tab.optionsPanel)
        #expect(panel.form.problemField == .rate && panel.form.focus == .rate)
        #expect(board.driver.screenText.contains("Arrivals a minute: a number from 0.001 to 100000"))
        #expect(board.tab.liveArrivals == nil)
    }

    /// Exponential service from the form: the bankers' times are drawn
    /// from the tab's injected source, and each finishes when their drawn
    /// time is over on the manual clock.
    @Test(arguments: Language.allCases)
    func exponentialServiceDrawsTheBankersTimes(language: Language) throws {
        let board = try Board(language)
        board.driver.send(.character("o"))
        for _ in 0..<4 { board.driver.send(.down) }
        assertSnapshot(board.driver, named: "bank-exponential-service-draws-the-bankers-times-1-\(language)")
        board.driver.send(.right)
        assertSnapshot(board.driver, named: "bank-exponential-service-draws-the-bankers-times-2-\(language)")
        board.driver.send(.enter)
        #expect(board.tab.optionsPanel == nil)
        #expect(board.tab.simulation.lobby.configuration.serviceKind == .exponential)
        assertSnapshot(board.driver, named: "bank-exponential-service-draws-the-bankers-times-3-\(language)")

        board.driver.send(.character("a"))
        let working = board.tab.board.working
        #expect(working.count == 3)
        var random = SeededRandomNumberGenerator(seed: Board.serviceSeed)
        let exponential = BankConfiguration.seed.with(serviceKind: .exponential)
        let expected = working.map { service in
            exponential.serviceTime(seconds: exponential.serviceTimes.seconds(for: service.customer.business, using: &random))
        }
        #expect(working.map { $0.endsAt - $0.startedAt } == expected, "in the order services started")
        #expect(!expected.contains(.milliseconds(700)) && !expected.contains(.milliseconds(1100)))

        // The first to end finishes when its drawn time is over, not before.
        let first = try #require(working.min { $0.endsAt < $1.endsAt })
        board.advance(first.endsAt - .nanoseconds(1))
        #expect(board.tab.board.working.contains(first))
        board.advance(.nanoseconds(1))
        #expect(!board.tab.board.working.contains(first))
        #expect(board.tab.simulation.statistics.served == 1)

        // Back to fixed: the form opens with the service applied.
        board.driver.send(.character("o"))
        #expect(board.tab.optionsPanel?.form.service == .exponential)
        board.driver.send(.up, .left, .enter)  // ↑ from the first field goes round to the last
        #expect(board.tab.simulation.lobby.configuration.serviceKind == .fixed)
        assertSnapshot(board.driver, named: "bank-exponential-service-draws-the-bankers-times-4-\(language)")
    }

    /// A refused rate gets the focus, named, its text selected: the right
    /// one typed replaces it.
    @Test func aRefusedRateIsSelectedSoTypingReplacesIt() throws {
        let board = try Board()
        choose(board, steps: 1, rate: "ten")
        let panel = try #require(board.tab.optionsPanel)
        #expect(panel.form.focus == .rate && panel.form.text(.rate).isSelected)
        board.driver.type("5")
        board.driver.send(.enter)
        #expect(board.tab.optionsPanel == nil)
        #expect(board.tab.liveArrivals?.process == .steady(perMinute: 5))
    }

    @Test func aLoanShareOutOfRangeIsNamed() throws {
        let board = try Board()
        choose(board, steps: 1, rate: "2", share: "2")
        #expect(board.tab.optionsPanel?.form.problemField == .loanShare)
    }

    @Test(arguments: Language.allCases)
    func aProfileIsReadInTheBackgroundAndABadOneIsSaid(language: Language) throws {
        let good = try file("\u{FEFF}hour,customers_per_hour\r\n9,30\r\n10,90\r\n")
        let board = try Board(language)
        choose(board, steps: 2, profile: good)
        #expect(board.tab.optionsPanel == nil)
        #expect(board.tab.liveArrivals?.process == .profile(try ArrivalProfile(firstHour: 9, perHour: [30, 90])))
        assertSnapshot(board.driver, named: "bank-a-profile-is-read-in-the-background-and-a-bad-one-is-said-1-\(language)")
        for (text, said) in [(nil, "No such file"), ("hour,customers_per_hour\n", "no hours"),
                             ("9,30\n11,40\n", "line 2: hour 10 is missing")] as [(String?, String)] {
            let other = try Board(language)
            let path = try text.map { try file($0) } ?? "/nonexistent/bankui/profile.csv"
            choose(other, steps: 2, profile: path)
            let failure = try #require(other.tab.optionsPanel?.failure, "\(said)")
            #expect(BankStrings(.en).planFailure(failure).contains(said))
            #expect(other.tab.liveArrivals == nil)
            #expect(other.tab.optionsPanel?.form.focus == .profile, "the file's field takes the focus")
            #expect(other.driver.screenText.contains(language.pick("Profile file: ", "시간대 파일: ")), "named with its field")
        }
        let empty = try Board(language)
        choose(empty, steps: 2)
        #expect(empty.tab.optionsPanel?.form.problem == .noFile)
    }

    @Test(arguments: [Language.en, .ko])
    func snapshotsOfTheOptions(language: Language) throws {
        for size in [Size(width: 80, height: 24), Size(width: 200, height: 60)] {
            let board = try Board(language, size: size)
            // A rate of 0 refused (its field focused, the 0 selected) with
            // exponential service chosen.
            board.driver.send(.character("o"), .right, .tab)
            board.driver.type("0")
            board.driver.send(.tab, .tab, .tab, .right)
            board.driver.send(.enter)
            assertSnapshot(board.driver, named: "bank-options-\(size.width)x\(size.height)-\(language)")
        }
    }
}
