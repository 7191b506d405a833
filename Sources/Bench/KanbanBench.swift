import AppRoot
import Shell
import Foundation
import KanbanCore
import DatabaseKit
import CalculatorStorage
import JuiceStorage
import KanbanStorage
import TimetableStorage
import TerminalUI

/// The kanban board's figures (Docs/PERFORMANCE.md).
enum KanbanBench {
    /// The kanban rows: open, one edit, the filter, drawing, resident
    /// memory, and `bankui kanban add` as a whole process.
    static func addRows(to table: inout BenchTable, binary: String, scratch: URL, quick: Bool) {
        do {
            let board = scratch.appendingPathComponent("kanban-board")
            try fillBoard(directory: board, cards: 10_000)
            // Start to the first frame that shows the cards (before any edit).
            StartBench.addKanbanRow(to: &table, binary: binary, scratch: scratch, quick: quick, board: board)
            let (open, count) = try open(directory: board, runs: quick ? 3 : 9)
            table.add("kanban: open with \(count) cards (load, median)", measured: ms(open), budget: "< 100 ms",
                      within: open < .milliseconds(100))
            let edit = try edit(directory: board, edits: quick ? 50 : 300)
            table.add("kanban: one edit committed (median)", measured: ms(edit), budget: "< 5 ms", within: edit < .milliseconds(5))
            let (filter, _) = try filter(directory: board, rounds: quick ? 2 : 10)
            table.add("kanban: filter per keystroke over 10,000 cards (median)", measured: ms(filter), budget: "< 5 ms",
                      within: filter < .milliseconds(5))
            let render = try MainActor.assumeIsolated { try renderBoard(directory: board, iterations: quick ? 200 : 2_000) }
            table.add("render + diff, kanban board of 10,000 cards, 200×60 (median)", measured: ms(render), budget: "< 0.5 ms",
                      within: render < .microseconds(500))
            // The same 10,000 cards on 20 boards: opening, and the due view
            // (every board's cards with a deadline, grouped) as `D` builds it.
            let twenty = scratch.appendingPathComponent("kanban-20-boards")
            try fillBoard(directory: twenty, cards: 10_000, boards: 20)
            let (openTwenty, _) = try KanbanBench.open(directory: twenty, runs: quick ? 3 : 9)
            table.add("kanban: open with 10,000 cards on 20 boards (load, median)", measured: ms(openTwenty),
                      budget: "< 100 ms", within: openTwenty < .milliseconds(100))
            let dueTime = try dueView(directory: twenty, runs: quick ? 10 : 50)
            table.add("kanban: due view over 10,000 cards on 20 boards (median)", measured: ms(dueTime), budget: "< 5 ms",
                      within: dueTime < .milliseconds(5))
            if let resident = try tabResidentMemory(binary: binary, directory: board) {
                table.add("resident memory with 10,000 cards (kanban tab, peak)", measured: megabytes(resident),
                          budget: "< 30 MB", within: resident < 30 * 1_048_576)
            } else {
                let resident = try exportResidentMemory(binary: binary, directory: board)
                table.add("resident memory with 10,000 cards (bankui kanban export, peak; this build has no kanban tab)",
                          measured: megabytes(resident), budget: "< 30 MB", within: resident < 30 * 1_048_576)
            }
            // Last: each run adds a card to the board.
            let runs = quick ? 5 : 20
            let add = try addCommand(binary: binary, directory: board, runs: runs)
            table.add("`bankui kanban add` whole process, board of 10,000 cards (median of \(runs))", measured: ms(add),
                      budget: "< 30 ms", within: add < .milliseconds(30))
            let addTwenty = try addCommand(binary: binary, directory: twenty, runs: runs, board: "Board 7")
            table.add("`bankui kanban add --board`, 10,000 cards on 20 boards (median of \(runs))", measured: ms(addTwenty),
                      budget: "< 30 ms", within: addTwenty < .milliseconds(30))
        } catch {
            table.add("kanban with 10,000 cards", measured: "failed: \(error)", budget: "", within: false)
        }
    }

    /// Times drawing the whole app on the kanban tab (a board of 10,000
    /// cards, opened from `directory`) into a 200×60 buffer and diffing it.
    @MainActor
    static func renderBoard(directory: URL, iterations: Int) throws -> Duration {
        let database = try AppDatabase.open(directory: directory, schema: AppTables.schema)
        defer { _ = database.close() }
        return FrameBench.renderWholeApp(database: database, tab: .kanban, iterations: iterations, isReady: showsWholeBoard)
    }

    /// Whether `frame` shows the whole board of ``fillBoard`` read, not
    /// only its first page: DONE's border counts its archive, which only
    /// the whole board knows.
    static func showsWholeBoard(_ frame: Buffer) -> Bool {
        frame.lines.contains { $0.contains("archived") }
    }

    /// Stores a board of `cards` cards (spread over the three columns, a
    /// two-line body each, a deadline on every third) in a database in
    /// `directory`, then 100 steps so that history and stacks are not
    /// empty, and closes it.
    static func fillBoard(directory: URL, cards count: Int, boards: Int = 1) throws {
        let database = try AppDatabase.open(directory: directory, schema: AppTables.schema)
        let repository = KanbanRepository(database: database)
        let words = ["report", "call", "review", "ship", "plan", "회의", "정리", "발표", "test", "deploy"]
        var drafts: [Card] = []
        let today = KanbanCalendar().today
        for n in 0..<count {
            let column = KanbanColumn.allCases[n % 3]
            // DONE's cards done over the last 60 days: three in four are in
            // the archive, as on a board used for months.
            drafts.append(Card(
                title: "Bench card \(n) \(words[n % words.count])",
                body: "Something to do about \(words[(n * 7) % words.count]) number \(n).\n두 번째 줄 \(n)",
                deadline: n % 3 == 0 ? Deadline(iso: "2026-11-23")!.adding(days: n % 60 - 30) : nil,
                column: column, position: "a0", doneOn: column == .done ? today.adding(days: -(n % 60)) : nil))
        }
        // Positions as an import gives them: in order, short.
        var cards: [Card] = []
        for column in KanbanColumn.allCases {
            let inColumn = drafts.filter { $0.column == column }
            for (card, key) in zip(inColumn, OrderKey.sequence(inColumn.count)) {
                var placed = card
                placed.position = key
                cards.append(placed)
            }
        }
        if boards > 1 {
            // Card n on board n % boards, each board's cards in their order.
            let named = (0..<boards).map { b in
                ImportedBoard(name: b == 0 ? "Project Manager" : "Board \(b)",
                              cards: cards.enumerated().filter { $0.offset % boards == b }.map(\.element))
            }
            try repository.importFile(.boards(named), at: Date())
        } else {
            try repository.replaceBoard(with: cards, at: Date())
        }
        var state = try repository.load()
        let ids = cards.map(\.id)
        for n in 0..<100 {
            let id = ids[(n * 97) % ids.count]
            guard let card = state.board[id] else { continue }
            let action = n % 2 == 0
                ? state.board.editing(id, title: card.title + " (edited)", body: card.body, deadline: card.deadline, at: Date())
                : state.board.reordering(id, by: -1, at: Date())
            if let action { try repository.record(state.perform(action)) }
        }
        _ = database.close()
    }

    /// The median time of `KanbanRepository.load` on the board in
    /// `directory`, each run on a freshly opened database.
    static func open(directory: URL, runs: Int) throws -> (Duration, cards: Int) {
        var times: [Duration] = []
        var count = 0
        let clock = ContinuousClock()
        for _ in 0..<runs {
            let database = try AppDatabase.open(directory: directory, schema: AppTables.schema)
            let start = clock.now
            let state = try KanbanRepository(database: database).load()
            times.append(clock.now - start)
            count = state.board.count
            _ = database.close()
        }
        return (median(times), count)
    }

    /// The median time of building the due view's groups over every board
    /// of the board in `directory`: each live card with its board's name,
    /// grouped Overdue / Today / This week / Later.
    static func dueView(directory: URL, runs: Int) throws -> Duration {
        let database = try AppDatabase.open(directory: directory, schema: AppTables.schema)
        let board = try KanbanRepository(database: database).load().board
        _ = database.close()
        let today = Deadline(iso: "2026-11-23")!
        var times: [Duration] = []
        var shown = 0
        let clock = ContinuousClock()
        for _ in 0..<runs {
            let start = clock.now
            let groups = DueGroups.groups(DueGroups.entries(of: board), today: today)
            times.append(clock.now - start)
            shown = groups.reduce(0) { $0 + $1.entries.count }
        }
        guard shown > 0 else { throw BenchError("the due view is empty") }
        return median(times)
    }

    /// The median time of one edit committed (`record(.perform(edit))`,
    /// synchronous, one transaction) on the board in `directory`.
    static func edit(directory: URL, edits: Int) throws -> Duration {
        let database = try AppDatabase.open(directory: directory, schema: AppTables.schema)
        defer { _ = database.close() }
        let repository = KanbanRepository(database: database)
        var state = try repository.load()
        let ids = Array(state.board.cards.keys).sorted { $0.uuidString < $1.uuidString }
        var times: [Duration] = []
        let clock = ContinuousClock()
        for n in 0..<edits {
            let id = ids[(n * 31) % ids.count]
            guard let card = state.board[id],
                  let action = state.board.editing(id, title: "Edited \(n)", body: card.body, deadline: card.deadline, at: Date())
            else { continue }
            let step = state.perform(action)
            let start = clock.now
            try repository.record(step)
            times.append(clock.now - start)
        }
        return median(times)
    }

    /// The median time of filtering all three columns as a query is typed
    /// one character at a time (English and Hangul queries, each keystroke
    /// a new filter), on the board in `directory`.
    static func filter(directory: URL, rounds: Int) throws -> (Duration, matchedLast: Int) {
        let database = try AppDatabase.open(directory: directory, schema: AppTables.schema)
        let board = try KanbanRepository(database: database).load().board
        _ = database.close()
        var times: [Duration] = []
        var matched = 0
        let clock = ContinuousClock()
        for _ in 0..<rounds {
            for query in ["bench card 99", "두 번째 줄 12", "Something to do about 회의"] {
                var typed = ""
                for character in query {
                    typed.append(character)
                    let start = clock.now
                    let filter = CardFilter(typed)
                    var total = 0
                    for column in KanbanColumn.allCases { total += board.cards(in: column, matching: filter).count }
                    times.append(clock.now - start)
                    matched = total
                }
            }
        }
        return (median(times), matched)
    }

    /// The peak resident memory of the kanban tab showing the board in
    /// `directory`, in bytes, or nil when this build has no kanban tab.
    static func tabResidentMemory(binary: String, directory: URL) throws -> Int? {
        let terminal = try TerminalRun(binary: binary, arguments: ["--lang", "en", "--data-dir", directory.path, "--tab", "kanban"],
                                       width: 200, height: 60)
        guard terminal.waitFor("Bench card", timeout: .seconds(20)) else {
            terminal.quit()
            return nil
        }
        usleep(300_000)
        let peak = CommandRun.highWater(terminal.process.processIdentifier)
        terminal.quit()
        return peak
    }

    /// The peak resident memory of `bankui kanban export` of the board in
    /// `directory` (output thrown away), in bytes.
    /// The median time of `bankui kanban add` from start to exit (open the
    /// database, read the board, record the card, print its id).
    static func addCommand(binary: String, directory: URL, runs: Int, board: String? = nil) throws -> Duration {
        var times: [Duration] = []
        let onBoard = board.map { ["--board", $0] } ?? []
        for run in 0..<runs {
            let arguments = ["kanban", "add", "bench card \(run)", "--data-dir", directory.path] + onBoard
            times.append(try CommandRun.measure(binary, arguments, peak: false).elapsed)
        }
        return median(times)
    }

    static func exportResidentMemory(binary: String, directory: URL) throws -> Int {
        try CommandRun.measure(binary, ["kanban", "export", "--data-dir", directory.path]).peakBytes
    }
}

/// `12.3 MB`.
func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f MB", Double(bytes) / 1_048_576)
}
