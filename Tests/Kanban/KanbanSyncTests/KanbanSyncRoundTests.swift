import Foundation
import KanbanCore
import Logging
import PostgresTesting
import DatabaseKit
import KanbanStorage
import Testing
@testable import KanbanSync

/// A round as `bankui kanban sync` and quitting use it: what it sent and
/// received, counted as a person counts changes; its failures sorted for
/// an exit status; and two engines on one database (a running bankui and
/// the command) sending nothing twice. In the engine's suite, which runs
/// its servers one at a time.
extension KanbanSyncEngineTests {
    @Test func aRoundCountsWhatItSentAndReceived() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let a = try Client(configuration(server))
        let b = try Client(configuration(server))
        let card = try a.add("one", at: 1)
        _ = try a.add("two", at: 2)
        // Before the first sync the whole board is sent: one change a card.
        let first = await a.engine.roundReport()
        #expect(first == KanbanSyncRound(sent: 2, received: 0, unsent: 0))
        try a.edit(card, title: "one, edited", body: "more", at: 4)
        let second = await a.engine.roundReport()
        #expect(second == KanbanSyncRound(sent: 1, received: 0, unsent: 0))
        let other = await b.engine.roundReport()
        #expect(other == KanbanSyncRound(sent: 0, received: 3, unsent: 0))  // two cards added, one edited
        #expect(await b.engine.roundReport() == KanbanSyncRound(sent: 0, received: 0, unsent: 0))
    }

    @Test func failuresAreSortedForTheExitStatus() async throws {
        let server = try makeServer()
        let a = try Client(configuration(server))
        _ = try a.add("waits", at: 1)
        server.destroy()
        let gone = await a.engine.roundReport()
        #expect(gone.failure == .unavailable)
        #expect(gone.error == "no server at that address: no such socket")
        #expect(gone.unsent == 1)
        #expect(KanbanSyncError.failure(KanbanSyncError.noAnswer(.seconds(20))) == .temporary)
        #expect(KanbanSyncError.failure(KanbanSyncError.disconnected) == .temporary)
        #expect(KanbanSyncError.failure(KanbanSyncError.newerSchema(found: 9, known: 1)) == .unavailable)
    }

    /// A bankui's engine and `bankui kanban sync` on one database at once:
    /// both may send the same outbox rows, and the server stores each
    /// change once (its key is the client id and the change's number); the
    /// other board gets every card once.
    @Test func twoEnginesOnOneDatabaseStoreEachChangeOnce() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bankui-two-engines-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = try Client(configuration(server), database: AppDatabase.open(directory: directory))
        let beside = try AppDatabase.open(directory: directory)
        let command = KanbanSyncEngine(database: beside, configuration: configuration(server), remoteDescription: "test",
                                       clock: { instant(1_000) }, logger: Logger(label: "test"), onStatus: { _ in },
                                       onRemoteChanges: {})
        _ = await a.engine.roundReport()  // the board is adopted: from now on changes go to the outbox
        for index in 0..<30 { _ = try a.add("card \(index)", at: Double(10 + index)) }
        async let first = a.engine.roundReport()
        async let second = command.roundReport()
        let (one, two) = await (first, second)
        #expect(one.error == nil && two.error == nil)
        #expect(one.unsent == 0 || two.unsent == 0)
        let counts = try server.execute("""
            SELECT count(DISTINCT card_id) || ' ' || (count(*) - count(DISTINCT (client_id, mutation_id)))
                   || ' ' || (count(*) - count(DISTINCT (card_id, field, hlc)))
            FROM bankui_kanban_log
            """, database: "board")
        #expect(counts.trimmingCharacters(in: .whitespacesAndNewlines) == "30 0 0")
        let b = try Client(configuration(server))
        let received = await b.engine.roundReport()
        #expect(received.received == 30)
        #expect(try b.stored().cards(in: .todo).count == 30)
        await command.stop()
        _ = beside.close()
    }
}
