import Foundation
import AppRoot
import Shell
import DatabaseKit
import KanbanCore
import KanbanStorage
import TabKit
import TerminalUI

/// The archive (`A`) of a board of 10,000 cards, about 2,500 of them in
/// it: the time from the key to the frame that shows it, and from the key
/// that hides it to that frame, the whole app drawn at 200×60.
@MainActor
enum ArchiveBench {
    static func addRow(to table: inout BenchTable, scratch: URL, quick: Bool) {
        do {
            let directory = scratch.appendingPathComponent("kanban-archive")
            try KanbanBench.fillBoard(directory: directory, cards: 10_000)
            let (shown, hidden, count) = try toggle(directory: directory, runs: quick ? 5 : 21)
            let worst = max(shown, hidden)
            table.add("kanban: the archive (A) of 10,000 cards, \(NumberText.grouped(count)) in it, shown / hidden, key to frame (median)",
                      measured: "\(ms(shown)) / \(ms(hidden))", budget: "< 50 ms", within: worst < .milliseconds(50))
        } catch {
            table.add("kanban: the archive of 10,000 cards", measured: "failed: \(error)", budget: "< 50 ms", within: false)
        }
    }

    private static func toggle(directory: URL, runs: Int) throws -> (Duration, Duration, Int) {
        let database = try AppDatabase.open(directory: directory, schema: AppTables.schema)
        defer { _ = database.close() }
        let count = try KanbanRepository(database: database).board().archive(of: BoardInfo.firstID,
                                                                           today: KanbanCalendar().today).count
        let app = BenchApp(database: database, tab: .kanban)
        // The whole board read (the first page answers before it).
        app.waitUntil(KanbanBench.showsWholeBoard)
        var shown: [Duration] = [], hidden: [Duration] = []
        let clock = ContinuousClock()
        for _ in 0..<runs {
            var start = clock.now
            _ = app.shell.handle(.key(.character("A")))
            var frame = app.frame()
            shown.append(clock.now - start)
            guard frame.lines.contains(where: { $0.contains("⌂ Archive") }) else { throw ArchiveNotShown() }
            start = clock.now
            _ = app.shell.handle(.key(.character("A")))
            frame = app.frame()
            hidden.append(clock.now - start)
            guard frame.lines.contains(where: { $0.contains("archived") }) else { throw ArchiveNotShown() }
        }
        return (median(shown), median(hidden), count)
    }

    struct ArchiveNotShown: Error, CustomStringConvertible {
        var description: String { "the archive did not show, or did not hide" }
    }
}
