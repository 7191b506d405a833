import AppRoot
import Shell
import Foundation
import DatabaseKit
import CalculatorStorage
import JuiceStorage
import KanbanStorage
import TimetableStorage
import TerminalUI

// `make bench`: the figures of Docs/PERFORMANCE.md measured on a release build.
// Usage: bankui-bench --bankui PATH [--quick]

let arguments = CommandLine.arguments
guard let binaryIndex = arguments.firstIndex(of: "--bankui"), binaryIndex + 1 < arguments.count else {
    FileHandle.standardError.write(Data("usage: bankui-bench --bankui PATH [--quick]\n".utf8))
    exit(2)
}
let binary = arguments[binaryIndex + 1]
let quick = arguments.contains("--quick")
// `--frames-only`: just the in-process render figures, for a profiler.
if arguments.contains("--frames-only") {
    MainActor.assumeIsolated {
        let plain = FrameBench.renderAndDiff(size: Size(width: 200, height: 60), iterations: 20_000)
        let crowded = (try? BankBench.renderCrowdedBoard(size: Size(width: 200, height: 60), iterations: 20_000)) ?? .zero
        print("render + diff: \(ms(plain)), crowded bank board: \(ms(crowded))")
    }
    exit(0)
}
var table = BenchTable()
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bankui-bench-\(getpid())")
defer { try? FileManager.default.removeItem(at: scratch) }
// `--taskwarrior-only`: just the rows beside taskwarrior.
if arguments.contains("--taskwarrior-only") {
    TaskwarriorBench.addRows(to: &table, binary: binary, scratch: scratch, quick: quick)
    print(table.render())
    exit(0)
}
// `--kanban-render-only DIR`: just the kanban board's drawing, for a profiler.
if let index = arguments.firstIndex(of: "--kanban-render-only"), index + 1 < arguments.count {
    let directory = URL(fileURLWithPath: arguments[index + 1])
    if !FileManager.default.fileExists(atPath: directory.appendingPathComponent("bankui.sqlite").path) {
        try? KanbanBench.fillBoard(directory: directory, cards: 10_000)
    }
    let result = MainActor.assumeIsolated { (try? KanbanBench.renderBoard(directory: directory, iterations: 5_000)) ?? .zero }
    print("render + diff, kanban board: \(ms(result))")
    exit(0)
}
// `--timetable-only`: just the timetable rows; `--plan-only`: just the planner's.
if arguments.contains("--timetable-only") || arguments.contains("--plan-only") {
    if !arguments.contains("--plan-only") {
        TimetableBench.addRows(to: &table, binary: binary, scratch: scratch, quick: quick)
        TimetableGridBench.addRow(to: &table, quick: quick)
    }
    TimetablePlanBench.addRows(to: &table, binary: binary, scratch: scratch, quick: quick)
    print(table.render())
    try? FileManager.default.removeItem(at: scratch)
    exit(0)
}
// `--bank-tick-only`: just the bank's bytes per timer tick.
if arguments.contains("--bank-tick-only") {
    BankBench.addTickRow(to: &table, binary: binary, scratch: scratch, quick: quick)
    print(table.render())
    try? FileManager.default.removeItem(at: scratch)
    exit(0)
}
// `--activity-only`: just the activity view's rows.
if arguments.contains("--activity-only") {
    MainActor.assumeIsolated { ActivityBench.addRow(to: &table, scratch: scratch, quick: quick) }
    print(table.render())
    try? FileManager.default.removeItem(at: scratch)
    exit(0)
}
// `--kanban-only`: just the kanban rows.
if arguments.contains("--kanban-only") {
    KanbanBench.addRows(to: &table, binary: binary, scratch: scratch, quick: quick)
    MainActor.assumeIsolated { ChecklistBench.addRow(to: &table, scratch: scratch, quick: quick) }
    MainActor.assumeIsolated { FlowBench.addRow(to: &table, scratch: scratch, quick: quick) }
    MainActor.assumeIsolated { ArchiveBench.addRow(to: &table, scratch: scratch, quick: quick) }
    MainActor.assumeIsolated { ActivityBench.addRow(to: &table, scratch: scratch, quick: quick) }
    print(table.render())
    try? FileManager.default.removeItem(at: scratch)
    exit(0)
}
// `--start-only`: just the start to the first frame that shows the data.
if arguments.contains("--start-only") {
    StartBench.addRows(to: &table, binary: binary, scratch: scratch, quick: quick)
    StartBench.addKanbanRow(to: &table, binary: binary, scratch: scratch, quick: quick)
    print(table.render())
    try? FileManager.default.removeItem(at: scratch)
    exit(0)
}
// `--lean-only`: just `bankui --version` and memory beside the language's floor.
if arguments.contains("--lean-only") {
    LeanBench.addRows(to: &table, binary: binary, scratch: scratch, quick: quick)
    print(table.render())
    try? FileManager.default.removeItem(at: scratch)
    exit(0)
}
// `--simulation-only`: just the bank's simulation on its virtual clock, for a profiler.
if arguments.contains("--simulation-only") {
    print("bank simulation, virtual clock, 1,000,000 customers: \(ms(BankBench.simulate(customers: 1_000_000, runs: 9)))")
    exit(0)
}
// `--planning-only`: just the bank's planning rows.
if arguments.contains("--planning-only") {
    PlanningBench.addRows(to: &table, quick: quick)
    print(table.render())
    exit(0)
}
// `--sync-only`: just the shared board rows.
if arguments.contains("--sync-only") {
    SyncBench.addRows(to: &table, scratch: scratch, quick: quick)
    print(table.render())
    try? FileManager.default.removeItem(at: scratch)
    exit(0)
}

// Start to the first frame that shows the stored data: an empty store, and
// 100,000 calculations (the 10,000-card board's row is with the kanban's).
StartBench.addRows(to: &table, binary: binary, scratch: scratch, quick: quick)

// CPU while idle: 10 s with no timer running.
do {
    let seconds = quick ? 2 : 10
    let terminal = try TerminalRun(binary: binary, arguments: ["--lang", "en", "--data-dir", scratch.path])
    guard terminal.waitFor("Quit") else { throw BenchError("bankui drew no frame") }
    usleep(200_000)
    let before = terminal.cpuNanoseconds()
    sleep(UInt32(seconds))
    let used = Duration.nanoseconds(Int64(terminal.cpuNanoseconds() - before))
    terminal.quit()
    table.add("CPU while idle, \(seconds) s", measured: ms(used), budget: "< 10 ms", within: used < .milliseconds(10))
} catch {
    table.add("CPU while idle", measured: "failed: \(error)", budget: "< 10 ms", within: false)
}

// `bankui --version` beside the floor: a static Swift program that imports
// Foundation and prints a line.
LeanBench.addRows(to: &table, binary: binary, scratch: scratch, quick: quick)

// Render + diff of a full 200×60 frame, in process.
MainActor.assumeIsolated {
    let size = Size(width: 200, height: 60)
    let result = FrameBench.renderAndDiff(size: size, iterations: quick ? 200 : 2_000)
    table.add("render + diff, full 200×60 frame (median)", measured: ms(result), budget: "< 0.5 ms",
              within: result < .microseconds(500))
}

// The bank: terminal bytes of one timer tick with the live plots showing, in a real terminal.
BankBench.addTickRow(to: &table, binary: binary, scratch: scratch, quick: quick)

// The bank: a million customers in virtual time.
do {
    let result = BankBench.simulate(customers: 1_000_000, runs: quick ? 1 : 3)
    table.add("bank simulation, virtual clock, 1,000,000 customers", measured: ms(result), budget: "< 200 ms",
              within: result < .milliseconds(200))
}

// The bank as a planner: simulate, plan, and SimPy beside them when installed.
PlanningBench.addRows(to: &table, quick: quick)

// The bank: render + diff of a board holding 10,000 customers.
MainActor.assumeIsolated {
    do {
        let result = try BankBench.renderCrowdedBoard(size: Size(width: 200, height: 60), iterations: quick ? 200 : 2_000)
        table.add("render + diff, bank board of 10,000 customers, 200×60", measured: ms(result), budget: "< 0.5 ms",
                  within: result < .microseconds(500))
    } catch {
        table.add("render + diff, bank board of 10,000 customers", measured: "failed: \(error)", budget: "< 0.5 ms", within: false)
    }
}

// The kanban board with 10,000 cards: open, one edit, the filter, memory.
KanbanBench.addRows(to: &table, binary: binary, scratch: scratch, quick: quick)
// A tick in a checklist of 100,000 items.
MainActor.assumeIsolated { ChecklistBench.addRow(to: &table, scratch: scratch, quick: quick) }
// The flow view over 10,000 cards and 100,000 history lines.
MainActor.assumeIsolated { FlowBench.addRow(to: &table, scratch: scratch, quick: quick) }
// The archive shown and hidden over 10,000 cards.
MainActor.assumeIsolated { ArchiveBench.addRow(to: &table, scratch: scratch, quick: quick) }
// The activity view over 100,000 changes.
MainActor.assumeIsolated { ActivityBench.addRow(to: &table, scratch: scratch, quick: quick) }

// The kanban's bulk commands beside taskwarrior's, when it is installed.
TaskwarriorBench.addRows(to: &table, binary: binary, scratch: scratch, quick: quick)

// The timetable: catalog import, course search, the sample catalog.
TimetableBench.addRows(to: &table, binary: binary, scratch: scratch, quick: quick)

// The timetable's planner: 8 courses of 12 sections over a million courses.
TimetablePlanBench.addRows(to: &table, binary: binary, scratch: scratch, quick: quick)

// The timetable: render + diff of a full week at 200×60.
TimetableGridBench.addRow(to: &table, quick: quick)

// The shared board over a throwaway PostgreSQL server.
SyncBench.addRows(to: &table, scratch: scratch, quick: quick)

print("")
print(table.render())
