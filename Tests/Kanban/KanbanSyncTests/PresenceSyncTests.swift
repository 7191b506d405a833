import Foundation
import KanbanCore
import PostgresTesting
import DatabaseKit
import KanbanStorage
import Logging
import PostgresNIO
import Testing
@testable import KanbanSync

/// Who is here: an open board says so through the server (a small table
/// and NOTIFY); the others show it, with the card being edited; someone
/// who leaves, says goodbye or falls silent, is gone; offline, nobody is
/// shown; a viewer whose role may only read is heard and hears.
@Suite(.serialized, .timeLimit(.minutes(5))) struct PresenceSyncTests {
    /// Quick beats, so that the test takes seconds; the waits below are
    /// for a condition, never a time.
    static let timing: KanbanSyncEngine.Timing = {
        var timing = KanbanSyncEngine.Timing()
        timing.presenceEvery = .milliseconds(300)
        timing.presenceExpiry = .seconds(2)
        timing.presenceTick = .milliseconds(50)
        return timing
    }()

    /// Waits until `condition` holds: as long as it takes (a busy machine
    /// can keep the engines from running for many seconds while other
    /// suites compute); the suite's time limit ends a wait that never ends.
    func until(_ what: String, _ condition: () async throws -> Bool) async throws {
        let end = ContinuousClock.now + .seconds(240)
        while try await !condition() {
            guard ContinuousClock.now < end else { throw TestFailure("never: \(what)") }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// 민수 and 지연 with their boards open, each seeing the other.
    func bothHere(_ server: ThrowawayPostgres) async throws -> (Client, Client) {
        let minsu = try Client(configuration(server), as: "민수")
        let jiyeon = try Client(configuration(server), as: "지연")
        minsu.engine = minsu.makeEngine(timing: Self.timing, person: "민수")
        jiyeon.engine = jiyeon.makeEngine(timing: Self.timing, person: "지연")
        await minsu.engine.start()
        await jiyeon.engine.start()
        try await until("지연 seen") { await people(minsu.engine).map(\.name) == ["지연"] }
        return (minsu, jiyeon)
    }

    /// What psql prints for `query`, without its line break.
    func rows(_ server: ThrowawayPostgres, _ query: String) throws -> String {
        try server.execute(query, database: "board").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func people(_ engine: KanbanSyncEngine) async -> [KanbanPresence] { await engine.status?.people ?? [] }


    @Test func eachBoardSeesWhoElseIsHereAndWhatTheyEdit() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let minsu = try Client(configuration(server), as: "민수")
        let jiyeon = try Client(configuration(server), as: "지연")
        let card = try minsu.add("Fix login", at: 1)
        minsu.engine = minsu.makeEngine(timing: Self.timing, person: "민수")
        jiyeon.engine = jiyeon.makeEngine(timing: Self.timing, person: "지연")
        await minsu.engine.start()
        try await until("민수 online") { await minsu.engine.status?.online == true }
        await jiyeon.engine.start()
        try await until("지연 seen by 민수") { await people(minsu.engine).map(\.name) == ["지연"] }
        try await until("민수 seen by 지연") { await people(jiyeon.engine).map(\.name) == ["민수"] }
        #expect(try rows(server, "SELECT count(*) FROM bankui_presence") == "2")

        await jiyeon.engine.setEditing(card)
        try await until("지연 editing") { await people(minsu.engine).first?.editing == card }
        await jiyeon.engine.setEditing(nil)
        try await until("지연 done editing") { await people(minsu.engine).first?.editing == nil }

        // A goodbye: gone at once, and from the table.
        await jiyeon.engine.stop()
        try await until("지연 gone") { await people(minsu.engine).isEmpty }
        #expect(try rows(server, "SELECT count(*) FROM bankui_presence") == "1")
        await minsu.engine.stop()
    }

    @Test func someoneSilentIsGoneAtTheExpiryAndNeverComesBack() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let (minsu, jiyeon) = try await bothHere(server)
        // 지연's process stops without a word (killed): her row stays in
        // the table, stale; 민수 forgets her at the expiry, and a board
        // that connects later does not take the stale row for her.
        await jiyeon.engine.vanish()
        try await until("지연 expired") { await people(minsu.engine).isEmpty }
        // A row a board left two days ago goes when a member connects.
        try server.execute("INSERT INTO bankui_presence (client_id, name, seen_at) VALUES (gen_random_uuid(), 'old', now() - interval '2 days')",
                           database: "board")
        let late = try Client(configuration(server), as: "late")
        late.engine = late.makeEngine(timing: Self.timing, person: "late")
        await late.engine.start()
        try await until("late sees 민수") { await people(late.engine).map(\.name) == ["민수"] }
        try await until("민수 sees late") { await people(minsu.engine).map(\.name) == ["late"] }
        #expect(await !people(late.engine).contains { $0.name == "지연" })
        #expect(try rows(server, "SELECT count(*) FROM bankui_presence WHERE name = 'old'") == "0")
        await late.engine.stop()
        await minsu.engine.stop()
    }

    @Test func offlineNobodyIsShown() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let (minsu, jiyeon) = try await bothHere(server)
        server.stop()
        try await until("민수 offline") { await minsu.engine.status?.online == false }
        #expect(await people(minsu.engine).isEmpty)
        await minsu.engine.stop()
        await jiyeon.engine.stop()
    }

    /// The first board on a new server makes every table, the presence
    /// table too, before it is online: a role granted on them right after
    /// finds them all (a viewer's grant failed now and then on a busy
    /// machine, the table made a moment after the board said it was online).
    @Test func aNewServersTablesAreAllMadeBeforeABoardIsOnline() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let logger = Logger(label: "test")
        let connection = try await PostgresConnection.connect(configuration: configuration(server), id: 1, logger: logger)
        _ = try await ServerLog(connection: connection, logger: logger).prepare(schemaVersion: KanbanSyncEngine.schemaVersion)
        try await connection.close()
        #expect(try rows(server, "SELECT to_regclass('bankui_presence') IS NOT NULL") == "t")
    }

    @Test func aViewerIsHeardAndHearsThroughTheChannelAlone() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let minsu = try Client(configuration(server), as: "민수")
        minsu.engine = minsu.makeEngine(timing: Self.timing, person: "민수")
        await minsu.engine.start()
        try await until("민수 online") { await minsu.engine.status?.online == true }
        try server.execute("CREATE ROLE viewer LOGIN",
                           "GRANT SELECT ON bankui_meta, bankui_kanban_log, bankui_kanban_head, bankui_presence TO viewer",
                           database: "board")
        let guest = try Client(configuration(server, user: "viewer"), as: "guest")
        guest.engine = guest.makeEngine(timing: Self.timing, readOnly: true, person: "guest")
        await guest.engine.start()
        try await until("guest sees 민수") { await people(guest.engine).map(\.name) == ["민수"] }
        try await until("민수 sees guest") { await people(minsu.engine) == [KanbanPresence(name: "guest", viewer: true)] }
        // The viewer wrote nothing: only 민수's row is in the table.
        #expect(try rows(server, "SELECT name FROM bankui_presence") == "민수")
        await guest.engine.stop()
        try await until("guest gone") { await people(minsu.engine).isEmpty }
        await minsu.engine.stop()
    }

    @Test func aServerRestartNeverBringsBackSomeoneWhoLeft() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let clients = try ["민수", "지연", "guest"].map { name in
            let client = try Client(configuration(server), as: name)
            client.engine = client.makeEngine(timing: Self.timing, person: name)
            return client
        }
        for client in clients { await client.engine.start() }
        try await until("all three") { await people(clients[0].engine).map(\.name) == ["guest", "지연"] }
        await clients[2].engine.stop()
        try await until("guest gone") { await people(clients[0].engine).map(\.name) == ["지연"] }
        try server.restart()
        // Both come back and see each other again, guest never.
        try await until("민수 back") { await people(clients[0].engine).map(\.name) == ["지연"] }
        try await until("지연 back") { await people(clients[1].engine).map(\.name) == ["민수"] }
        for _ in 0..<10 {
            try await Task.sleep(for: Self.timing.presenceEvery)
            #expect(await !people(clients[0].engine).contains { $0.name == "guest" })
            #expect(await !people(clients[1].engine).contains { $0.name == "guest" })
        }
        await clients[0].engine.stop()
        await clients[1].engine.stop()
    }
}
