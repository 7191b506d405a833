import Foundation
import AppRoot
import Shell
import DatabaseKit
import GRDB
import KanbanCore
import KanbanStorage
import TabKit
import TerminalUI

/// The flow (`F`) of a board of 10,000 cards made, started and done over
/// the last eight weeks, with 100,000 history lines: the time from the key
/// to the frame that shows it, the whole app drawn at 200×60 (the moments
/// read and worked out in the background between the two).
@MainActor
enum FlowBench {
    static func addRow(to table: inout BenchTable, scratch: URL, quick: Bool) {
        do {
            let directory = scratch.appendingPathComponent("kanban-flow")
            try KanbanBench.fillBoard(directory: directory, cards: 10_000)
            try spread(directory: directory)
            let (read, figures) = try workOut(directory: directory, runs: quick ? 5 : 15)
            table.add("kanban: flow of 10,000 cards, moments read / figures worked out (median)",
                      measured: "\(ms(read)) / \(ms(figures))", budget: "", within: true)
            let time = try open(directory: directory, runs: quick ? 5 : 15)
            table.add("kanban: flow view over 10,000 cards and 100,000 history lines, key to frame (median)", measured: ms(time),
                      budget: "< 50 ms", within: time < .milliseconds(50))
        } catch {
            table.add("kanban: flow view over 10,000 cards", measured: "failed: \(error)", budget: "", within: false)
        }
    }

    /// Spreads the cards' moments over the last 56 days (made, then
    /// started and done a few days apart, as their columns say) and writes
    /// 100,000 history lines.
    private static func spread(directory: URL) throws {
        let database = try AppDatabase.open(directory: directory, schema: AppTables.schema)
        defer { _ = database.close() }
        let now = Date().timeIntervalSinceReferenceDate
        try database.writer.write { db in
            let rows = try Row.fetchAll(db, sql: "SELECT id, boardColumn FROM kanbanCard WHERE deleted = 0")
            let update = try db.makeStatement(sql: "UPDATE kanbanCard SET madeAt = ?, startedAt = ?, columnHlc = ? WHERE id = ?")
            for (n, row) in rows.enumerated() {
                let made = now - Double(n % 56) * 86_400 - Double(n % 7) * 3_600
                let started: Double? = (row[1] as String) == "todo" ? nil : made + Double(n % 5) * 86_400 / 2
                let done = (row[1] as String) == "done" ? (started ?? made) + Double(n % 9) * 43_200 : now - 86_400 * 60
                let millis = Int64((min(done, now) + Date.timeIntervalBetween1970AndReferenceDate) * 1_000)
                let hlc = HLC(millis: millis, counter: 0, node: "bench").text
                try update.execute(arguments: [made, started.map { min($0, now) }, hlc, row[0] as String])
            }
            let line = try db.makeStatement(sql: """
                INSERT INTO kanbanHistory (at, step, action, fromColumn, toColumn, title) VALUES (?, 'did', 'moved', 'todo', 'doing', ?)
                """)
            for n in 0..<100_000 {
                try line.execute(arguments: [now - Double(n) * 60, "Bench card \(n % 10_000)"])
            }
        }
    }

    /// The two halves of the work behind the view, apart: the moments read
    /// from the database, the figures worked out from them.
    private static func workOut(directory: URL, runs: Int) throws -> (Duration, Duration) {
        let database = try AppDatabase.open(directory: directory, schema: AppTables.schema)
        defer { _ = database.close() }
        let repository = KanbanRepository(database: database)
        var reads: [Duration] = [], works: [Duration] = []
        let clock = ContinuousClock()
        for _ in 0..<runs {
            let start = clock.now
            let cards = try repository.flowCards(on: BoardInfo.firstID).cards
            let read = clock.now
            let stats = FlowStats(cards, today: KanbanCalendar().today, timeZone: .current)
            precondition(stats.days.count == 56)
            reads.append(read - start)
            works.append(clock.now - read)
        }
        return (median(reads), median(works))
    }

    private static func open(directory: URL, runs: Int) throws -> Duration {
        let database = try AppDatabase.open(directory: directory, schema: AppTables.schema)
        defer { _ = database.close() }
        let app = BenchApp(database: database, tab: .kanban)
        // The tab answers first with the cards in view, then with the
        // whole board: `F` works once that is read. One untimed showing.
        app.showOnce(.character("F")) { $0.lines.contains { $0.contains("Cycle time") } }
        var times: [Duration] = []
        let clock = ContinuousClock()
        for _ in 0..<runs {
            let start = clock.now
            let before = app.answers
            _ = app.shell.handle(.key(.character("F")))
            app.waitForAnswer(after: before)
            let frame = app.frame()
            times.append(clock.now - start)
            guard frame.lines.contains(where: { $0.contains("Cycle time") }) else { throw FlowNotShown() }
            _ = app.shell.handle(.key(.escape))
            _ = app.frame()
        }
        return median(times)
    }

    struct FlowNotShown: Error, CustomStringConvertible {
        var description: String { "the flow view did not show its figures" }
    }
}
