import Foundation
import TabKit

/// Start to the first frame that shows the stored data: bankui is spawned
/// on a pseudo-terminal and the clock stops when `marker` has been written:
/// something that only the data, once read, draws (a stored card's title,
/// the newest calculation, the empty board's words on an empty store). A
/// frame drawn before the data is read (`Reading cards…`) does not stop it:
/// a person has seen nothing of their data yet.
enum StartBench {
    /// The median of `runs` starts; the first start, which warms the file
    /// cache, is left out.
    static func firstFrame(binary: String, arguments: [String], showing marker: String, runs: Int) throws -> Duration {
        var times: [Duration] = []
        let clock = ContinuousClock()
        for run in 0..<(runs + 1) {
            let start = clock.now
            let terminal = try TerminalRun(binary: binary, arguments: arguments)
            guard terminal.waitFor(marker, timeout: .seconds(20)) else {
                terminal.quit()
                throw BenchError("bankui never drew \"\(marker)\"")
            }
            let elapsed = clock.now - start
            if run > 0 { times.append(elapsed) }
            terminal.quit()
        }
        return median(times)
    }

    /// The start budget of a store that is empty or read a page at a time.
    static let budget = Duration.milliseconds(25), budgetText = "< 25 ms"

    /// An empty store (the kanban tab's empty board is drawn only once the
    /// store was read; before, it says it is reading), and 100,000
    /// calculations stored (the calculator reads one page, so start must not
    /// grow; the clock stops at the newest result).
    static func addRows(to table: inout BenchTable, binary: String, scratch: URL, quick: Bool) {
        do {
            let empty = scratch.appendingPathComponent("empty-store")
            let m = try firstFrame(binary: binary, arguments: ["--lang", "en", "--data-dir", empty.path, "--tab", "kanban"],
                                   showing: "No cards", runs: quick ? 2 : 6)
            table.add("start to first frame showing the stored data, empty store (median)", measured: ms(m), budget: budgetText,
                      within: m < budget)
        } catch {
            table.add("start to first frame", measured: "failed: \(error)", budget: budgetText, within: false)
        }
        do {
            let big = scratch.appendingPathComponent("big-history")
            let calculations = quick ? 20_000 : 100_000
            try CalculatorBench.fillHistory(directory: big, calculations: calculations)
            let newest = "= " + NumberText.grouped(calculations + 1)
            let m = try firstFrame(binary: binary, arguments: ["--lang", "en", "--data-dir", big.path, "--tab", "calculator"],
                                   showing: newest, runs: quick ? 2 : 6)
            table.add("start to first frame showing the history, \(NumberText.grouped(calculations)) calculations stored (median)",
                      measured: ms(m), budget: budgetText, within: m < budget)
        } catch {
            table.add("start with a large history", measured: "failed: \(error)", budget: budgetText, within: false)
        }
    }

    /// 10,000 cards: the clock stops when card 0, first in TODO, is drawn.
    static func addKanbanRow(to table: inout BenchTable, binary: String, scratch: URL, quick: Bool, board: URL? = nil) {
        do {
            let directory = board ?? scratch.appendingPathComponent("start-kanban-board")
            if board == nil { try KanbanBench.fillBoard(directory: directory, cards: 10_000) }
            let m = try firstFrame(binary: binary, arguments: ["--lang", "en", "--data-dir", directory.path, "--tab", "kanban"],
                                   showing: "Bench card 0 report", runs: quick ? 2 : 6)
            table.add("kanban: start to first frame showing the cards, 10,000 cards (median)", measured: ms(m),
                      budget: "< 50 ms", within: m < .milliseconds(50))
        } catch {
            table.add("kanban: start with 10,000 cards", measured: "failed: \(error)", budget: "< 50 ms", within: false)
        }
    }
}
