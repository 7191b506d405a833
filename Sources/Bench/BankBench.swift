import BankCore
import AppRoot
import Shell
import Foundation
import TerminalUI

/// The bank tab's figures (Docs/PERFORMANCE.md).
enum BankBench {
    /// Virtual-clock simulation of `customers` customers (seed staffing),
    /// all arriving at once; the median of `runs` runs.
    static func simulate(customers: Int, runs: Int) -> Duration {
        var random = SeededRandomNumberGenerator(seed: 1)
        var times: [Duration] = []
        let clock = ContinuousClock()
        for _ in 0..<runs {
            var finished = 0
            let start = clock.now
            var simulation = Simulation(configuration: .seed)
            simulation.addCustomers(customers, using: &random)
            simulation.runUntilIdle { event in
                if case .finished = event.kind { finished += 1 }
            }
            times.append(clock.now - start)
            precondition(finished == customers, "the simulation lost customers")
        }
        return median(times)
    }

    /// Render + diff of the bank tab at `size` with 10,000 customers in the
    /// bank (services so long that none leaves while it is measured).
    @MainActor
    static func renderCrowdedBoard(size: Size, iterations: Int) throws -> Duration {
        let configuration = try BankConfiguration(depositSeconds: 3600, loanSeconds: 3600)
        let shell = try AppShell.inMemory(initial: .bank, bankConfiguration: configuration)
        _ = shell.handle(.resize(size))
        for _ in 0..<1000 { _ = shell.handle(.key(.character("a"))) }
        // The bank's events reach the board through the main queue.
        let deadline = Date().addingTimeInterval(30)
        var buffer = Buffer(size: size)
        repeat {
            RunLoop.main.run(until: Date().addingTimeInterval(0.05))
            buffer = Buffer(size: size)
            shell.render(into: &buffer)
        } while !buffer.lines.joined().contains("Waiting 9997") && Date() < deadline
        guard buffer.lines.joined().contains("Waiting 9997") else { throw BenchError("the board never filled") }
        var previous = Buffer(size: size, filling: Cell(symbol: "x"))
        var times: [Duration] = []
        let clock = ContinuousClock()
        for _ in 0..<iterations {
            let start = clock.now
            var frame = Buffer(size: size)
            shell.render(into: &frame)
            _ = FrameDiff.changedIndices(from: previous, to: frame)
            times.append(clock.now - start)
            previous = frame
        }
        return median(times)
    }

    /// Bytes bankui writes to the terminal per timer tick while the bank is
    /// busy and nothing else changes: the average over `seconds` of ticks.
    static func bytesPerTick(binary: String, arguments: [String], seconds: Double, width: Int = 80, height: Int = 24) throws -> Double {
        let terminal = try TerminalRun(binary: binary, arguments: arguments + [
            "--tab", "bank", "--deposit-seconds", "3600", "--loan-seconds", "3600"], width: width, height: height)
        defer { terminal.quit() }
        guard terminal.waitFor("Quit") else { throw BenchError("bankui drew no frame") }
        terminal.send("a")
        // Only changed cells are written, so wait for a whole new row.
        guard terminal.waitFor(" - Deposit") || terminal.waitFor(" - Loan") else { throw BenchError("no customer came in") }
        _ = terminal.bytesWritten(during: 0.3)  // the rest of the arrival's frames
        let bytes = terminal.bytesWritten(during: seconds)
        let ticks = seconds / 0.05  // BankTab.timerInterval
        return Double(bytes) / ticks
    }

    /// The row of bytes per timer tick, the board's plots showing.
    static func addTickRow(to table: inout BenchTable, binary: String, scratch: URL, quick: Bool) {
        for (width, height) in [(80, 24), (200, 60)] {
            let name = "terminal bytes for one bank timer tick, plots included, \(width)×\(height)"
            do {
                let perTick = try BankBench.bytesPerTick(binary: binary, arguments: ["--lang", "en", "--data-dir", scratch.path],
                                                         seconds: quick ? 1 : 3, width: width, height: height)
                table.add(name + " (mean)", measured: String(format: "%.0f B", perTick), budget: "< 400 B", within: perTick < 400)
            } catch {
                table.add(name, measured: "failed: \(error)", budget: "< 400 B", within: false)
            }
        }
    }
}
