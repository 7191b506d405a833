import TextKit
import BankCore
import ScreenTesting
import Shell
import TabKit
import TerminalUI
import Testing
@testable import BankFeature

/// The live plots above the board: what they draw, at which sizes, and what
/// one timer tick costs in bytes sent to the terminal.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct BankPlotsTests {
    typealias Board = BankTabTests.Board

    /// A board some seconds into a busy day: 30 customers, the seed's bankers.
    private func busyBoard(_ language: Language, size: Size) throws -> Board {
        let board = try Board(language, size: size)
        for _ in 0..<3 { board.driver.send(.character("a")) }
        for _ in 0..<60 { board.advance(.milliseconds(50)) }
        return board
    }

    @Test(arguments: [Language.en, .ko])
    func plotsAt80x24And200x60(language: Language) throws {
        let narrow = try busyBoard(language, size: Size(width: 80, height: 24))
        assertSnapshot(narrow.driver, named: "bank-plots-80x24-\(language)")
        let wide = try busyBoard(language, size: Size(width: 200, height: 60))
        assertSnapshot(wide.driver, named: "bank-plots-200x60-\(language)")
    }

    @Test func theStripReadsWithoutColour() throws {
        let board = try busyBoard(.en, size: Size(width: 80, height: 24))
        let screen = board.driver.screen
        let line = try #require(screen.first { $0.hasPrefix(" Line ") })
        #expect(line.contains("now ") && line.contains(" · peak "))
        #expect(line.contains { "▁▂▃▄▅▆▇█".contains($0) }, "a sparkline of block characters")
        let waits = try #require(screen.first { $0.hasPrefix(" Waits ") })
        #expect(waits.contains("<1s ") && waits.contains("1–2s "))
        let busy = try #require(screen.first { $0.hasPrefix(" Busy ") })
        #expect(busy.contains("Deposit 1 ") && busy.contains("%") && busy.contains("█"))
    }

    @Test(arguments: Language.allCases)
    func theStripMakesWayOnSmallScreensAndTheFallbackStays(language: Language) throws {
        let board = try busyBoard(language, size: Size(width: 60, height: 20))
        #expect(board.driver.screen.contains { $0.hasPrefix(" " + BankStrings(language).plotLineLabel + " ") })
        assertSnapshot(board.driver, named: "bank-the-strip-makes-way-on-small-screens-and-the-fallback-stays-1-\(language)")
        board.driver.resize(to: Size(width: 40, height: 10))
        assertSnapshot(board.driver, named: "bank-the-strip-makes-way-on-small-screens-and-the-fallback-stays-2-\(language)")
        #expect(BankPlotsView.height(for: Size(width: 80, height: 13)) == 0)
    }

    @Test(arguments: Language.allCases)
    func resetEmptiesThePlots(language: Language) throws {
        let board = try busyBoard(language, size: Size(width: 80, height: 24))
        board.driver.send(.character("r"))
        #expect(board.tab.simulation.statistics.waits.total == 0 && board.tab.plots.line.samples == [0])
        assertSnapshot(board.driver, named: "bank-reset-empties-the-plots-1-\(language)")
    }

    /// The bytes the terminal gets for one tick, frame before against frame after.
    private func tickBytes(_ board: Board) -> Int {
        let before = board.driver.backend.frame
        board.driver.tick()
        return FrameBytes.count(from: before, to: board.driver.backend.frame)
    }

    /// The bench's case: customers in, services too long to end, nothing but
    /// time moving. Every tick stays under 400 bytes, plots included.
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 200, height: 60)])
    func oneTickOfABusyBoardCostsUnder400Bytes(size: Size) throws {
        let board = try Board(.en, size: size, configuration: BankConfiguration(depositSeconds: 3600, loanSeconds: 3600))
        board.driver.send(.character("a"))
        var costs: [Int] = []
        for _ in 0..<100 {
            board.clock.advance(by: .milliseconds(50))
            costs.append(tickBytes(board))
        }
        #expect(costs.max()! < 400, "bytes per tick: \(costs)")
        #expect(costs.contains { $0 > 0 }, "the timer line moves")
    }

    /// A lively day: customers coming and going, the line rising and falling.
    /// The ticks stay under 400 bytes on average; only a tick that starts a
    /// new sample moves the sparkline.
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 200, height: 60)])
    func ticksOfALivelyDayStayUnder400BytesOnAverage(size: Size) throws {
        let board = try Board(.en, size: size)
        for _ in 0..<10 { board.driver.send(.character("a")) }
        var costs: [Int] = []
        for _ in 0..<200 {
            board.clock.advance(by: .milliseconds(50))
            costs.append(tickBytes(board))
        }
        let mean = costs.reduce(0, +) / costs.count
        #expect(mean < 400, "mean \(mean) bytes; each: \(costs)")
    }

    /// "Served 13" was seen over wait buckets that added up to 15: the
    /// figures counted the customers whose service had ended, the buckets
    /// those whose service had started. On a manual clock, at every tick of
    /// a busy day (fixed and exponential service, then a reset), the
    /// figures line's "Served" and the Waits row (and the wide pane's
    /// title) count the same customers.
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 200, height: 60)])
    func servedAndTheWaitBucketsAlwaysAgree(size: Size) throws {
        for configuration in [BankConfiguration.seed, .seed.with(serviceKind: .exponential)] {
            let board = try Board(.en, size: size, configuration: configuration)
            for _ in 0..<3 { board.driver.send(.character("a")) }
            var served: [Int] = []
            for step in 0..<400 {
                if step == 200 {
                    board.driver.send(.character("r"), .character("a"))
                }
                board.advance(.milliseconds(50))
                let screen = board.driver.screen
                let figures = try #require(screen.first { $0.hasPrefix(" Served ") }, "\(board.driver.screenText)")
                let count = try #require(figures.firstMatch(of: /Served (\d+)/).flatMap { Int($0.1) })
                served.append(count)
                if size.width < 120 {
                    let waits = try #require(screen.first { $0.hasPrefix(" Waits ") })
                    let buckets = waits.matches(of: /[·▁▂▃▄▅▆▇█](\d+)/).compactMap { Int($0.1) }
                    #expect(buckets.reduce(0, +) == count, "step \(step): \(figures) over \(waits)")
                } else {
                    let title = try #require(board.driver.screenText.firstMatch(of: /Waits \((\d+) customers\)/))
                    #expect(Int(title.1) == count, "step \(step): \(figures) under Waits (\(title.1) customers)")
                }
            }
            #expect(served.contains { $0 > 0 } && served.last! > 0, "customers were served: \(served)")
        }
    }
}
