import Foundation

/// How lean the program is beside the language's own floor: a static Swift
/// program that imports Foundation and prints a line, built here with the
/// same compiler (Docs/PERFORMANCE.md).
enum LeanBench {
    /// `bankui --version` against the floor, both timed the same way,
    /// turn about; and the floor's resident memory, beside the kanban row.
    static func addRows(to table: inout BenchTable, binary: String, scratch: URL, quick: Bool) {
        do {
            let floor = try buildFloor(in: scratch)
            // Pairs run back to back, which goes first taking turns, and the
            // ratio is the median of the pairs' ratios: the machine's drift
            // (another program, the clock's speed) cancels within a pair.
            let runs = quick ? 21 : 301
            var ours: [Duration] = []
            var theirs: [Duration] = []
            var ratios: [Double] = []
            for pair in 0..<runs {
                let mine: Duration, base: Duration
                if pair % 2 == 0 {
                    mine = try CommandRun.measure(binary, ["--version"], peak: false).elapsed
                    base = try CommandRun.measure(floor, [], peak: false).elapsed
                } else {
                    base = try CommandRun.measure(floor, [], peak: false).elapsed
                    mine = try CommandRun.measure(binary, ["--version"], peak: false).elapsed
                }
                ours.append(mine)
                theirs.append(base)
                ratios.append(mine / base)
            }
            let ratio = ratios.sorted()[ratios.count / 2]
            table.add("`bankui --version` whole process (median of \(runs), and of the pairs' ratios)",
                      measured: "\(ms(median(ours))) = \(String(format: "%.2f", ratio))× the floor", budget: "< 1.5× the floor",
                      within: ratio < 1.5)
            table.add("floor: static Swift program that imports Foundation and prints a line (median of \(runs))",
                      measured: ms(median(theirs)), budget: "(floor)", within: true)
            // The floor ends before its memory can be read: this one waits
            // on its standard input after the line.
            let waiting = try buildFloor(in: scratch, name: "floor-waiting", after: "_ = readLine()\n")
            let resident = try residentMemory(of: waiting)
            table.add("floor: its resident memory (peak, once the line is printed)", measured: megabytes(resident),
                      budget: "(floor)", within: true)
        } catch {
            table.add("`bankui --version` against the floor", measured: "failed: \(error)", budget: "< 1.5× the floor",
                      within: false)
        }
    }

    /// Compiles the floor with the compiler beside `swift` on the PATH, as
    /// the release build links: the Swift runtime inside.
    static func buildFloor(in scratch: URL, name: String = "floor", after: String = "") throws -> String {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let source = scratch.appendingPathComponent(name + ".swift")
        let program = scratch.appendingPathComponent(name).path
        try Data(("import Foundation\nprint(\"floor 1.0\")\n" + after).utf8).write(to: source)
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = ["swiftc", "-O", "-static-stdlib", source.path, "-o", program]
        compiler.standardOutput = FileHandle.nullDevice
        compiler.standardError = FileHandle.nullDevice
        try compiler.run()
        compiler.waitUntilExit()
        guard compiler.terminationStatus == 0 else { throw BenchError("swiftc could not build the floor program") }
        return program
    }

    /// The peak resident memory of `program` once it has printed its line
    /// (it then waits on standard input, which is closed afterwards; its
    /// line, to a pipe, is only written as it ends, so the bench gives it
    /// half a second, a hundred times what it needs).
    static func residentMemory(of program: String) throws -> Int {
        let input = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        usleep(500_000)
        let peak = CommandRun.highWater(process.processIdentifier) ?? 0
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        return peak
    }
}
