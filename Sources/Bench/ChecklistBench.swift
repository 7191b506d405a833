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
        let router = MessageRouter()
        let context = AppContext(language: .en, database: database, messengers: router)
        let shell = AppShell.withEveryTab(context: context, initial: .kanban)
        var answered = false
        router.connect(shell: shell, redraw: { answered = true })
        let size = Size(width: 200, height: 60)
        _ = shell.handle(.resize(size))
        let deadline = Date().addingTimeInterval(60)
        while !answered, Date() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.01)) }
        var buffer = Buffer(size: size)
        shell.render(into: &buffer)
        _ = shell.handle(.key(.character("x")))
        shell.render(into: &buffer)
        var times: [Duration] = []
        let clock = ContinuousClock()
        for _ in 0..<ticks {
            let start = clock.now
            _ = shell.handle(.key(.character(" ")))
            var frame = Buffer(size: size)
            shell.render(into: &frame)
            times.append(clock.now - start)
            // The write goes on in the background; the next tick waits for it.
            RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        }
        return median(times)
    }
}
