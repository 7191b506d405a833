import Foundation
import AppRoot
import Shell
import DatabaseKit
import GRDB
import KanbanCore
import KanbanStorage
import TabKit
import TerminalUI

/// The board's activity (`v`) over 100,000 changes by five people: the
/// time from the key to the frame that shows the panel, and the slowest
/// step of reading it down to its oldest line (each `End` near the end
/// reads a page of 500 older lines), the whole app drawn at 200×60.
@MainActor
enum ActivityBench {
    static let lines = 100_000

    static func addRow(to table: inout BenchTable, scratch: URL, quick: Bool) {
        do {
            let directory = scratch.appendingPathComponent("kanban-activity")
            try KanbanBench.fillBoard(directory: directory, cards: 1_000)
            try writeHistory(directory: directory)
            let (open, deepest) = try measure(directory: directory, runs: quick ? 5 : 15)
            table.add("kanban: activity view over 100,000 changes, key to frame (median)", measured: ms(open),
                      budget: "< 100 ms", within: open < .milliseconds(100))
            table.add("kanban: activity view, slowest page read scrolling to the oldest of 100,000", measured: ms(deepest),
                      budget: "< 100 ms", within: deepest < .milliseconds(100))
        } catch {
            table.add("kanban: activity view over 100,000 changes", measured: "failed: \(error)", budget: "< 100 ms", within: false)
        }
    }

    private static func writeHistory(directory: URL) throws {
        let database = try AppDatabase.open(directory: directory, schema: AppTables.schema)
        defer { _ = database.close() }
        let now = Date().timeIntervalSinceReferenceDate
        let people = ["민수", "지연", "kim.j", "guest", "ops-bot"]
        try database.writer.write { db in
            let line = try db.makeStatement(sql: """
                INSERT INTO kanbanHistory (at, step, action, fromColumn, toColumn, title, author)
                VALUES (?, 'remote', 'moved', 'todo', 'doing', ?, ?)
                """)
            for n in (0..<lines).reversed() {
                try line.execute(arguments: [now - Double(n) * 60, "Bench card \(n % 1_000)", people[n % people.count]])
            }
        }
    }

    private static func measure(directory: URL, runs: Int) throws -> (open: Duration, deepest: Duration) {
        let database = try AppDatabase.open(directory: directory, schema: AppTables.schema)
        defer { _ = database.close() }
        let app = BenchApp(database: database, tab: .kanban)
        // The whole board read first (one untimed showing).
        app.showOnce(.character("v")) { $0.lines.contains { $0.contains("History 500") } }
        let clock = ContinuousClock()
        var opens: [Duration] = []
        for _ in 0..<runs {
            let start = clock.now
            _ = app.shell.handle(.key(.character("v")))
            let frame = app.frame()
            opens.append(clock.now - start)
            guard frame.lines.contains(where: { $0.contains("History 500") }) else { throw NotShown() }
            _ = app.shell.handle(.key(.escape))
            _ = app.frame()
        }
        // Down to the oldest line: a page read at each End near the end.
        _ = app.shell.handle(.key(.character("v")))
        _ = app.frame()
        var slowest: Duration = .zero
        for _ in 0..<(lines / 500 + 5) {
            let start = clock.now
            _ = app.shell.handle(.key(.end))
            let frame = app.frame()
            slowest = max(slowest, clock.now - start)
            if frame.lines.contains(where: { $0.contains("History 100,000") }) { break }
        }
        _ = app.shell.handle(.key(.escape))
        return (median(opens), slowest)
    }

    struct NotShown: Error, CustomStringConvertible {
        var description: String { "the history panel did not show" }
    }
}
