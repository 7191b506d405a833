import Foundation

/// The kanban's bulk commands beside taskwarrior's, when it is installed:
/// `kanban import` of 10,000 cards against `task import` of 10,000 tasks,
/// and `kanban list --format json` against `task export` (Docs/PERFORMANCE.md).
/// Pairs run in turn, which goes first taking turns, and each ratio is the
/// median of the pairs' ratios.
enum TaskwarriorBench {
    static let cards = 10_000

    static func addRows(to table: inout BenchTable, binary: String, scratch: URL, quick: Bool) {
        guard let task = executable("task") else { return print("  skipped: taskwarrior rows (taskwarrior is not installed)") }
        do {
            let directory = scratch.appendingPathComponent("taskwarrior")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let (board, tasks) = try writeFiles(in: directory)
            var importRatios: [Double] = []
            var ours: [Duration] = []
            var last: (data: URL, taskData: URL)?
            for pair in 0..<(quick ? 3 : 9) {
                let data = directory.appendingPathComponent("bankui-\(pair)")
                let taskData = directory.appendingPathComponent("task-\(pair)")
                try FileManager.default.createDirectory(at: taskData, withIntermediateDirectories: true)
                let mine = { try CommandRun.measure(binary, ["--data-dir", data.path, "kanban", "import", board.path], peak: false).elapsed }
                let theirs = { try runTask(task, taskData, ["import", tasks.path]) }
                let (a, b) = pair % 2 == 0 ? (try mine(), try theirs()) : swap(try theirs(), try mine())
                ours.append(a)
                importRatios.append(a / b)
                last = (data, taskData)
            }
            let importRatio = importRatios.sorted()[importRatios.count / 2]
            table.add("`kanban import` of 10,000 cards beside `task import` of 10,000 tasks (median of pairs)",
                      measured: "\(ms(median(ours))) = \(String(format: "%.2f", importRatio))× taskwarrior",
                      budget: "≤ 1× taskwarrior", within: importRatio <= 1)
            guard let (data, taskData) = last else { return }
            var listRatios: [Double] = []
            var listed: [Duration] = []
            for pair in 0..<(quick ? 5 : 21) {
                let mine = { try CommandRun.measure(binary, ["--data-dir", data.path, "kanban", "list", "--format", "json"], peak: false).elapsed }
                let theirs = { try runTask(task, taskData, ["export"]) }
                let (a, b) = pair % 2 == 0 ? (try mine(), try theirs()) : swap(try theirs(), try mine())
                listed.append(a)
                listRatios.append(a / b)
            }
            let listRatio = listRatios.sorted()[listRatios.count / 2]
            table.add("`kanban list --format json`, 10,000 cards, beside `task export` (median of pairs)",
                      measured: "\(ms(median(listed))) = \(String(format: "%.2f", listRatio))× taskwarrior",
                      budget: "≤ 0.8× taskwarrior", within: listRatio <= 0.8)
        } catch {
            table.add("kanban beside taskwarrior", measured: "failed: \(error)", budget: "≤ 1× taskwarrior", within: false)
        }
    }

    private static func swap(_ theirs: Duration, _ mine: Duration) -> (Duration, Duration) { (mine, theirs) }

    /// The board file and the task file: the same 10,000 items (a third done,
    /// a fifth with a checklist, every one tagged).
    private static func writeFiles(in directory: URL) throws -> (board: URL, tasks: URL) {
        var cards: [String] = []
        var tasks: [String] = []
        let columns = ["todo", "doing", "done"]
        for n in 0..<Self.cards {
            let title = n % 3 == 0 ? "Buy milk \(n) #home" : "Card \(n) about the quarterly report #work"
            let body = n % 5 == 0 ? "- [ ] first\\n- [x] second" : ""
            let column = columns[n % 3]
            cards.append("{\"id\": \"\(UUID().uuidString.lowercased())\", \"title\": \"\(title)\", \"body\": \"\(body)\", "
                         + "\"deadline\": null, \"column\": \"\(column)\"}")
            let status = column == "done" ? "\"status\": \"completed\", \"end\": \"20261102T000000Z\"" : "\"status\": \"pending\""
            tasks.append("{\"uuid\": \"\(UUID().uuidString.lowercased())\", \"description\": \"\(title)\", \(status), "
                         + "\"entry\": \"20261101T000000Z\", \"tags\": [\"\(n % 3 == 0 ? "home" : "work")\"]}")
        }
        let board = directory.appendingPathComponent("board.json")
        let text = "{\"version\": 2, \"boards\": [{\"id\": \"00000000-0000-4000-8000-000000000001\", \"name\": \"Project Manager\", \"cards\": [\n"
            + cards.joined(separator: ",\n") + "\n]}]}\n"
        try text.write(to: board, atomically: true, encoding: .utf8)
        let file = directory.appendingPathComponent("tasks.json")
        try (tasks.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        return (board, file)
    }

    /// One taskwarrior command on its own data directory, no hooks, no
    /// questions; how long the whole process took.
    private static func runTask(_ task: String, _ data: URL, _ arguments: [String]) throws -> Duration {
        let rc = data.appendingPathComponent("taskrc")
        if !FileManager.default.fileExists(atPath: rc.path) {
            try "data.location=\(data.path)\nconfirmation=off\nverbose=nothing\nhooks=off\n".write(to: rc, atomically: true, encoding: .utf8)
        }
        setenv("TASKRC", rc.path, 1)
        setenv("TASKDATA", data.path, 1)
        defer {
            unsetenv("TASKRC")
            unsetenv("TASKDATA")
        }
        return try CommandRun.measure(task, arguments, peak: false).elapsed
    }

    /// The path of `name` on the PATH, or nil.
    static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
