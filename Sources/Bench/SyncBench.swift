import AppRoot
import Foundation
import KanbanCore
import KanbanShare
import KanbanSync
import Logging
import PostgresTesting
import DatabaseKit
import CalculatorStorage
import JuiceStorage
import KanbanStorage
import TimetableStorage

/// The shared board's figures (Docs/PERFORMANCE.md), on a throwaway
/// PostgreSQL server of the bench's own (unix socket on this machine).
enum SyncBench {
    static func addRows(to table: inout BenchTable, scratch: URL, quick: Bool) {
        let liveFigure = "sync: an edit on one board visible on another, local server (median of \(quick ? 20 : 100))"
        let offlineFigure = "sync: \(quick ? "2,000" : "10,000") offline edits sent and merged"
        let returnFigure = "sync: server back after a 5 s outage, the next edit visible on another board"
        let lateFigure = "sync: a board joining after compaction, rows read per card (\(quick ? 200 : 1_000) cards × 10 edits)"
        let presenceFigure = "people: a member opening the board, shown on another's title row (median of 5)"
        let server: ThrowawayPostgres
        do {
            server = try ThrowawayPostgres.start()
            try server.createDatabase("bench")
        } catch {
            table.add(liveFigure, measured: "no server: \(error)", budget: "< 200 ms", within: false)
            table.add(offlineFigure, measured: "no server", budget: "< 3 s", within: false)
            table.add(returnFigure, measured: "no server", budget: "< 2 s", within: false)
            table.add(lateFigure, measured: "no server", budget: "≤ 6", within: false)
            table.add(presenceFigure, measured: "no server", budget: "< 2 s", within: false)
            return
        }
        defer { server.destroy() }
        let url = server.url(database: "bench")
        let result = blocking { () -> (live: Result<Duration, Error>, offline: Result<Duration, Error>,
                                       back: Result<Duration, Error>, late: Result<(read: Double, stored: Double), Error>) in
            let live = await Result { try await liveEdit(url: url, scratch: scratch, edits: quick ? 20 : 100) }
            _ = try? server.execute("DROP DATABASE bench WITH (FORCE)", "CREATE DATABASE bench")
            let offline = await Result { try await offlineEdits(url: url, scratch: scratch, edits: quick ? 2_000 : 10_000) }
            _ = try? server.execute("DROP DATABASE bench WITH (FORCE)", "CREATE DATABASE bench")
            let back = await Result { try await editAfterOutage(server: server, url: url, scratch: scratch) }
            _ = try? server.execute("DROP DATABASE bench WITH (FORCE)", "CREATE DATABASE bench")
            let late = await Result { try await lateJoiner(server: server, url: url, scratch: scratch, cards: quick ? 200 : 1_000) }
            return (live, offline, back, late)
        }
        _ = try? server.execute("DROP DATABASE bench WITH (FORCE)", "CREATE DATABASE bench")
        let presence = blocking { await Result { try await presenceShown(url: url, scratch: scratch, runs: 5) } }
        switch presence {
        case .success(let time):
            table.add(presenceFigure, measured: ms(time), budget: "< 2 s", within: time < .seconds(2))
        case .failure(let error):
            table.add(presenceFigure, measured: "failed: \(error)", budget: "< 2 s", within: false)
        }
        switch result.live {
        case .success(let time):
            table.add(liveFigure, measured: ms(time), budget: "< 200 ms", within: time < .milliseconds(200))
        case .failure(let error):
            table.add(liveFigure, measured: "failed: \(error)", budget: "< 200 ms", within: false)
        }
        switch result.offline {
        case .success(let time):
            table.add(offlineFigure, measured: ms(time), budget: "< 3 s", within: time < .seconds(3))
        case .failure(let error):
            table.add(offlineFigure, measured: "failed: \(error)", budget: "< 3 s", within: false)
        }
        switch result.back {
        case .success(let time):
            table.add(returnFigure, measured: ms(time), budget: "< 2 s", within: time < .seconds(2))
        case .failure(let error):
            table.add(returnFigure, measured: "failed: \(error)", budget: "< 2 s", within: false)
        }
        switch result.late {
        case .success(let rows):
            table.add(lateFigure, measured: String(format: "%.2f (of %.2f)", rows.read, rows.stored), budget: "≤ 6",
                      within: rows.read <= 6)
        case .failure(let error):
            table.add(lateFigure, measured: "failed: \(error)", budget: "≤ 6", within: false)
        }
    }

    /// One board open (its engine running); another opens: the time from
    /// its start to its name in the first one's people. It leaves between
    /// runs (its goodbye clears it at once).
    static func presenceShown(url: String, scratch: URL, runs: Int) async throws -> Duration {
        let remote = try KanbanRemote.parse(url, environment: [:], home: nil)
        let here = try Client(directory: scratch.appendingPathComponent("presence-here"), remote: remote, person: "민수")
        await here.engine.start()
        let clock = ContinuousClock()
        let ready = clock.now + .seconds(30)
        while await here.engine.status?.online != true {
            guard clock.now < ready else { throw BenchError("the first board never came online") }
            try await Task.sleep(for: .milliseconds(5))
        }
        var times: [Duration] = []
        for run in 0..<runs {
            let comer = try Client(directory: scratch.appendingPathComponent("presence-comer-\(run)"), remote: remote,
                                   person: "지연")
            let start = clock.now
            await comer.engine.start()
            while await here.engine.status?.people.contains(where: { $0.name == "지연" }) != true {
                guard clock.now - start < .seconds(30) else { throw BenchError("the second board was never shown") }
                try await Task.sleep(for: .milliseconds(2))
            }
            times.append(clock.now - start)
            await comer.close()
            while await here.engine.status?.people.isEmpty != true {
                guard clock.now - start < .seconds(60) else { throw BenchError("the second board never left") }
                try await Task.sleep(for: .milliseconds(5))
            }
        }
        await here.close()
        return median(times)
    }

    /// A board with its engine, in a directory of its own.
    final class Client: @unchecked Sendable {
        let database: AppDatabase
        let engine: KanbanSyncEngine
        let repository: KanbanRepository
        let changed = DispatchSemaphore(value: 0)

        init(directory: URL, remote: KanbanRemote, timing: KanbanSyncEngine.Timing = .init(), person: String = "") throws {
            try? FileManager.default.removeItem(at: directory)
            database = try AppDatabase.open(directory: directory, schema: AppTables.schema)
            repository = KanbanRepository(database: database)
            var logger = Logger(label: "bench")
            logger.logLevel = .critical
            let changed = changed
            engine = try KanbanSyncEngine(database: database, remote: remote, timing: timing, person: person, logger: logger,
                                          onStatus: { _ in },
                                      onRemoteChanges: { changed.signal() })
        }

        func close() async {
            await engine.stop()
            _ = database.close()
        }
    }

    /// The median time from an edit committed on one board (and its engine
    /// poked, as the app does) to the edit stored on the other, both engines
    /// running and listening.
    static func liveEdit(url: String, scratch: URL, edits: Int) async throws -> Duration {
        let remote = try KanbanRemote.parse(url, environment: [:], home: nil)
        let sender = try Client(directory: scratch.appendingPathComponent("sync-sender"), remote: remote)
        let receiver = try Client(directory: scratch.appendingPathComponent("sync-receiver"), remote: remote)
        var state = try sender.repository.load()
        let add = state.board.adding(title: "Live", body: "", deadline: nil, to: .todo, id: UUID(), at: Date())
        try sender.repository.record(state.perform(add))
        try await sender.engine.syncNow()
        try await receiver.engine.syncNow()
        await sender.engine.start()
        await receiver.engine.start()
        guard let id = try receiver.repository.board().cards.keys.first else { throw BenchError("the card did not arrive") }
        var times: [Duration] = []
        let clock = ContinuousClock()
        for n in 0..<edits {
            let title = "Live \(n)"
            guard let edit = state.board.editing(id, title: title, body: "", deadline: nil, at: Date()) else { continue }
            let step = state.perform(edit)
            let start = clock.now
            try sender.repository.record(step)
            await sender.engine.poke()
            while try receiver.repository.board()[id]?.title != title {
                if receiver.changed.wait(timeout: .now() + 5) == .timedOut {
                    throw BenchError("edit \(n) did not arrive within 5 s")
                }
            }
            times.append(clock.now - start)
        }
        await sender.close()
        await receiver.close()
        return median(times)
    }

    /// Both boards running and online; the server stops for 5 s and starts
    /// again (the engines retry on their own meanwhile); once it answers,
    /// one board makes an edit. The time from the server answering again to
    /// the edit stored on the other board.
    static func editAfterOutage(server: ThrowawayPostgres, url: String, scratch: URL) async throws -> Duration {
        let remote = try KanbanRemote.parse(url, environment: [:], home: nil)
        let sender = try Client(directory: scratch.appendingPathComponent("return-sender"), remote: remote)
        let receiver = try Client(directory: scratch.appendingPathComponent("return-receiver"), remote: remote)
        var state = try sender.repository.load()
        let id = UUID()
        let add = state.board.adding(title: "Before", body: "", deadline: nil, to: .todo, id: id, at: Date())
        try sender.repository.record(state.perform(add))
        try await sender.engine.syncNow()
        try await receiver.engine.syncNow()
        await sender.engine.start()
        await receiver.engine.start()
        server.stop()
        try await Task.sleep(for: .seconds(5))
        try server.restart()
        let clock = ContinuousClock()
        let start = clock.now
        guard let edit = state.board.editing(id, title: "After", body: "", deadline: nil, at: Date()) else {
            throw BenchError("no edit")
        }
        do {
            try sender.repository.record(state.perform(edit))
            await sender.engine.poke()
            while try receiver.repository.board()[id]?.title != "After" {
                if receiver.changed.wait(timeout: .now() + 60) == .timedOut {
                    throw BenchError("the edit did not arrive within 60 s")
                }
            }
        } catch {
            // Engines left running would go on sending this row's card
            // into the next row's board.
            await sender.close()
            await receiver.close()
            throw error
        }
        let elapsed = clock.now - start
        await sender.close()
        await receiver.close()
        return elapsed
    }

    /// One board adds `cards` cards and edits each title ten times (about
    /// sixteen rows a card on the server); a second engine, looking at once
    /// and dropping readings of any age, compacts the log; then a third
    /// board joins and reads the whole board. Returns the changes it read
    /// per card, and the rows a card had on the server before compaction (a card is six fields: its creation, title, body,
    /// deadline, column and position).
    static func lateJoiner(server: ThrowawayPostgres, url: String, scratch: URL, cards: Int) async throws -> (read: Double, stored: Double) {
        let remote = try KanbanRemote.parse(url, environment: [:], home: nil)
        let writer = try Client(directory: scratch.appendingPathComponent("late-writer"), remote: remote)
        var state = try writer.repository.load()
        for n in 0..<cards {
            let add = state.board.adding(title: "Card \(n)", body: "", deadline: nil, to: .todo, id: UUID(), at: Date())
            try writer.repository.record(state.perform(add))
        }
        // A round after each pass, so the server keeps every reading (the
        // outbox would otherwise send only each field's last).
        try await writer.engine.syncNow()
        for round in 0..<10 {
            for id in state.board.cards.keys {
                guard let edit = state.board.editing(id, title: "Edit \(round)", body: "", deadline: nil, at: Date())
                else { continue }
                try writer.repository.record(state.perform(edit))
            }
            try await writer.engine.syncNow()
        }
        let count = try server.execute("SELECT count(*) FROM bankui_kanban_log", database: "bench")
        let before = Int(count.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        await writer.close()
        let compacting = try Client(directory: scratch.appendingPathComponent("late-compactor"), remote: remote,
                                    timing: .init(compactionEvery: 1, compactionAge: .zero, compactionCheck: .zero))
        try await compacting.engine.syncNow()
        await compacting.close()
        let joiner = try Client(directory: scratch.appendingPathComponent("late-joiner"), remote: remote)
        try await joiner.engine.syncNow()
        let read = await joiner.engine.receivedChanges
        let shown = try joiner.repository.board().cards.count
        await joiner.close()
        guard shown == cards else { throw BenchError("the late board shows \(shown) of \(cards) cards") }
        guard before >= 10 * cards else { throw BenchError("only \(before) rows on the server before compaction") }
        return (Double(read) / Double(cards), Double(before) / Double(cards))
    }

    /// The time to send `edits` changes made offline on one board and merge
    /// them on another: one board's `syncNow` (send) then the other's (read
    /// and merge).
    static func offlineEdits(url: String, scratch: URL, edits: Int) async throws -> Duration {
        let remote = try KanbanRemote.parse(url, environment: [:], home: nil)
        let sender = try Client(directory: scratch.appendingPathComponent("offline-sender"), remote: remote)
        let receiver = try Client(directory: scratch.appendingPathComponent("offline-receiver"), remote: remote)
        var state = try sender.repository.load()
        var ids: [UUID] = []
        for n in 0..<100 {
            let add = state.board.adding(title: "Card \(n)", body: "", deadline: nil, to: .todo, id: UUID(), at: Date())
            try sender.repository.record(state.perform(add))
        }
        ids = state.board.cards.keys.sorted { $0.uuidString < $1.uuidString }
        try await sender.engine.syncNow()
        try await receiver.engine.syncNow()
        // Offline: the edits only reach the outbox.
        for n in 0..<edits {
            let id = ids[n % ids.count]
            guard let edit = state.board.editing(id, title: "Edit \(n)", body: "", deadline: nil, at: Date()) else { continue }
            try sender.repository.record(state.perform(edit))
        }
        let clock = ContinuousClock()
        let start = clock.now
        try await sender.engine.syncNow()
        try await receiver.engine.syncNow()
        let elapsed = clock.now - start
        let last = edits - 1
        let expected = "Edit \(last)"
        guard try receiver.repository.board()[ids[last % ids.count]]?.title == expected else {
            throw BenchError("the other board does not show the last edit")
        }
        await sender.close()
        await receiver.close()
        return elapsed
    }

    /// Runs `body` on the concurrency pool and waits for it (the bench's
    /// top level is synchronous).
    static func blocking<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<T>()
        Task.detached {
            box.value = await body()
            done.signal()
        }
        done.wait()
        return box.value!
    }

    private final class ResultBox<T>: @unchecked Sendable {
        var value: T?
    }
}

extension Result where Failure == Error {
    init(_ body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}
