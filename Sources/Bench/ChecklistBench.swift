import Foundation
import AppRoot
import Shell
import DatabaseKit
import KanbanCore
import KanbanStorage
import TabKit
import TerminalUI

/// A card whose body holds a checklist of 100,000 items (such a card comes
/// from another program or the shared board: the editor keeps 1,000
/// characters): the time from `Space` in its checklist to the frame that
/// shows the tick, the whole app drawn at 200×60.
@MainActor
enum ChecklistBench {
    static func addRow(to table: inout BenchTable, scratch: URL, quick: Bool) {
        do {
            let directory = scratch.appendingPathComponent("kanban-checklist")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let database = try AppDatabase.open(directory: directory, schema: AppTables.schema)
            defer { _ = database.close() }
            let body = (1...100_000).map { "- [ ] item \($0)" }.joined(separator: "\n")
            let id = UUID()
            let card = Card(id: id, title: "Long list", body: body, column: .todo, position: OrderKey.first)
            let make = KanbanAction(kind: .added, cardID: id, title: card.title, at: Date(), boards: [BoardInfo.firstID],
                                    forward: [CardChange(cardID: id, value: .created(card))],
                                    backward: [CardChange(cardID: id, value: .deleted(true))])
            try KanbanRepository(database: database).record(.perform(make))
            let time = tick(database: database, ticks: quick ? 6 : 20)
            table.add("kanban: a tick in a checklist of 100,000 items, to its frame (median)", measured: ms(time),
                      budget: "< 50 ms", within: time < .milliseconds(50))
        } catch {
            table.add("kanban: a tick in a checklist of 100,000 items", measured: "failed: \(error)", budget: "", within: false)
        }
    }

    private static func tick(database: AppDatabase, ticks: Int) -> Duration {
        let app = BenchApp(database: database, tab: .kanban)
        _ = app.frame()
        _ = app.shell.handle(.key(.character("x")))
        _ = app.frame()
        var times: [Duration] = []
        let clock = ContinuousClock()
        for _ in 0..<ticks {
            let start = clock.now
            _ = app.shell.handle(.key(.character(" ")))
            _ = app.frame()
            times.append(clock.now - start)
            // The write goes on in the background; the next tick waits for it.
            RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        }
        return median(times)
    }
}
