import Foundation
import KanbanCore
import PostgresTesting
import DatabaseKit
import KanbanStorage
import Logging
import PostgresNIO
import Testing
@testable import KanbanSync

/// Names on the shared board: every change carries who made it, the
/// other boards' history lines and conflict lines name them; a viewer
/// whose database role may only read still follows the board, and that
/// role holds against every write the engine can send.
@Suite(.serialized, .timeLimit(.minutes(5))) struct PeopleSyncTests {
    @Test func everyChangeCarriesItsAuthorToTheOtherBoards() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let minsu = try Client(configuration(server), as: "민수")
        let jiyeon = try Client(configuration(server), as: "지연")
        // Made before the first sync: the whole board goes then, under the
        // name of whoever has it open.
        _ = try minsu.add("Early", at: 1)
        try await minsu.syncAndReload()
        let card = try minsu.add("Fix login", at: 2)
        try minsu.perform(minsu.state.board.moving(card, to: .doing, at: instant(3)), at: 3)
        try await minsu.syncAndReload()
        try await jiyeon.syncAndReload()
        let remote = jiyeon.state.history.filter { if case .remote = $0.kind { true } else { false } }
        #expect(remote.count == 3)
        #expect(remote.allSatisfy { $0.author == "민수" })
        #expect(remote.first?.kind == .remote(.moved(from: .todo, to: .doing)))
        // The server keeps the name with each change.
        let authors = try server.execute("SELECT DISTINCT author FROM bankui_kanban_log", database: "board")
        #expect(authors.split(separator: "\n").map(String.init) == ["민수"])
        // Own lines carry the name too (another bankui on this database may
        // be someone else).
        #expect(minsu.state.history.first?.author == "민수")
    }

    @Test func aConflictLineNamesWhoseValueWasKeptAside() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let minsu = try Client(configuration(server), as: "민수")
        let jiyeon = try Client(configuration(server), as: "지연")
        let card = try minsu.add("Report", at: 1)
        try await minsu.syncAndReload()
        try await jiyeon.syncAndReload()
        try minsu.edit(card, title: "Report for Monday", at: 2)
        try jiyeon.edit(card, title: "Report for Friday", at: 3)
        try await minsu.syncAndReload()
        try await jiyeon.syncAndReload()
        try await minsu.syncAndReload()
        // 지연's later value stands; 민수's was kept aside, on both boards.
        #expect(try minsu.card(card).title == "Report for Friday")
        let onMinsu = try #require(minsu.state.history.first { if case .conflict = $0.kind { true } else { false } })
        let onJiyeon = try #require(jiyeon.state.history.first { if case .conflict = $0.kind { true } else { false } })
        guard case .conflict(let mine) = onMinsu.kind, case .conflict(let theirs) = onJiyeon.kind else { return }
        #expect(mine.lostHere && !theirs.lostHere)
        // 민수's board: its own value lost, to 지연's; 지연's board: 민수's value kept aside.
        #expect(onMinsu.author == "지연")
        #expect(onJiyeon.author == "민수")
    }

    @Test func aNameFromTheServerIsCleaned() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let minsu = try Client(configuration(server), as: "민수")
        let reader = try Client(configuration(server))
        _ = try minsu.add("One", at: 1)
        try await minsu.syncAndReload()
        // Another program writes a hostile name into the log.
        try server.execute("UPDATE bankui_kanban_log SET author = E'\\x1b]0;pwned\\x07민\\u200b수' || repeat('x', 10000)",
                           database: "board")
        try await reader.syncAndReload()
        let line = try #require(reader.state.history.first { if case .remote = $0.kind { true } else { false } })
        let author = try #require(line.author)
        #expect(!author.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{200B}" })
        #expect(author.count <= PersonName.maximumLength)
        #expect(author.hasPrefix("0pwned민수"))
    }

    @Test func aViewerWhoseRoleMayOnlyReadFollowsTheBoardAndCannotWrite() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let minsu = try Client(configuration(server), as: "민수")
        _ = try minsu.add("First", at: 1)
        try await minsu.syncAndReload()
        try server.execute("CREATE ROLE viewer LOGIN",
                           "GRANT SELECT ON bankui_meta, bankui_kanban_log, bankui_kanban_head TO viewer",
                           database: "board")
        let viewerConfiguration = configuration(server, user: "viewer")
        let viewer = try Client(viewerConfiguration, as: "guest")
        viewer.engine = viewer.makeEngine(readOnly: true)
        try await viewer.syncAndReload()
        #expect(viewer.state.board.cards(in: .todo).map(\.title) == ["First"])
        #expect(await viewer.engine.status?.online == true)
        #expect(await viewer.engine.status?.unsent == 0)

        // Live: 민수's next card reaches the viewer.
        _ = try minsu.add("Second", at: 2)
        try await minsu.syncAndReload()
        try await viewer.syncAndReload()
        #expect(viewer.state.board.cards(in: .todo).map(\.title) == ["First", "Second"])

        // An engine that tries to send with that role (a bankui without
        // --read-only, or one changed to write) is refused by the server,
        // and nothing is written there.
        let before = try server.execute("SELECT count(*) FROM bankui_kanban_log", database: "board")
        let forced = try Client(viewerConfiguration, as: "intruder")
        _ = try forced.add("Sneaked in", at: 3)
        forced.engine = forced.makeEngine()
        await #expect(throws: (any Error).self) { try await forced.engine.syncNow() }
        #expect(try server.execute("SELECT count(*) FROM bankui_kanban_log", database: "board") == before)
        // Through SQL as well: every table bankui writes refuses the role.
        for statement in ["INSERT INTO bankui_kanban_log (seq, client_id, mutation_id, card_id, field, value, hlc, base_hlc) VALUES (999, gen_random_uuid(), 1, gen_random_uuid(), 'title', '\"x\"', 'h', '')",
                          "UPDATE bankui_kanban_head SET seq = 0",
                          "DELETE FROM bankui_kanban_log",
                          "UPDATE bankui_meta SET value = 'x' WHERE key = 'log_id'",
                          "ALTER TABLE bankui_kanban_log ADD COLUMN nope text",
                          "TRUNCATE bankui_kanban_log"] {
            #expect(throws: (any Error).self) {
                try server.execute("SET ROLE viewer", statement, database: "board")
            }
        }
        #expect(try server.execute("SELECT count(*) FROM bankui_kanban_log", database: "board") == before)
        await viewer.engine.stop()
        await forced.engine.stop()
        await minsu.engine.stop()
    }

    /// Every write the engine can send, sent with the viewer's role: the
    /// log's changes, its head, the log's id, a compaction, the tables
    /// made or raised, presence: each refused, nothing changed.
    @Test func theReadOnlyRoleHoldsAgainstEveryWriteTheEngineCanSend() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let minsu = try Client(configuration(server), as: "민수")
        let card = try minsu.add("First", at: 1)
        try await minsu.syncAndReload()
        try minsu.edit(card, title: "First, again", at: 2)
        try await minsu.syncAndReload()
        // The presence table, made by a member's open board.
        minsu.engine = minsu.makeEngine()
        await minsu.engine.start()
        let end = ContinuousClock.now + .seconds(240)
        while (try? server.execute("SELECT count(*) FROM bankui_presence", database: "board")) == nil, ContinuousClock.now < end {
            try await Task.sleep(for: .milliseconds(20))
        }
        await minsu.engine.stop()
        try server.execute("CREATE ROLE viewer LOGIN",
                           "GRANT SELECT ON bankui_meta, bankui_kanban_log, bankui_kanban_head, bankui_presence TO viewer",
                           database: "board")
        func snapshot() throws -> String {
            try server.execute("""
                SELECT (SELECT string_agg(seq || ':' || value || ':' || author, ',' ORDER BY seq) FROM bankui_kanban_log)
                    || '|' || (SELECT seq FROM bankui_kanban_head) || '|' || (SELECT string_agg(key || '=' || value, ',' ORDER BY key) FROM bankui_meta)
                    || '|' || (SELECT count(*) FROM bankui_presence)
                """, database: "board")
        }
        let before = try snapshot()
        let logger = Logger(label: "test")
        let connection = try await PostgresConnection.connect(configuration: configuration(server, user: "viewer"), id: 1,
                                                              logger: logger)
        let log = ServerLog(connection: connection, logger: logger)
        let op = FieldOp(cardID: card, value: .title("Sneaked in"), hlc: "9999999999999-0-x", baseHlc: "")
        await #expect(throws: (any Error).self) {
            try await log.send([OutboxOp(mutationID: 1, op: op, author: "intruder")], client: UUID())
        }
        await #expect(throws: (any Error).self) { _ = try await log.renewLogID(from: nil) }
        await #expect(throws: (any Error).self) { _ = try await log.compact(every: 0, age: .zero) }
        await #expect(throws: (any Error).self) {
            try await connection.query("INSERT INTO bankui_presence (client_id, name) VALUES (gen_random_uuid(), 'x')", logger: logger)
        }
        await #expect(throws: (any Error).self) {
            try await connection.query("ALTER TABLE bankui_kanban_log ADD COLUMN IF NOT EXISTS later text", logger: logger)
        }
        // It reads, and prepares without a write when the tables are there.
        _ = try await log.prepare(schemaVersion: KanbanSyncEngine.schemaVersion)
        #expect(try await log.read(after: 0, limit: 100).read > 0)
        try await connection.close()
        #expect(try snapshot() == before)
    }

    /// One board sets a title twice offline while another sets it once:
    /// the board that saw the first value in between kept a line for it,
    /// which its author had replaced and the others never wrote. Now every
    /// board keeps the same lines, whichever value wins.
    @Test(arguments: [false, true])
    func everyBoardShowsTheSameConflictLines(laterWins: Bool) async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let minsu = try Client(configuration(server), as: "민수")
        let jiyeon = try Client(configuration(server), as: "지연")
        let card = try minsu.add("Report", at: 1)
        try await minsu.syncAndReload()
        try await jiyeon.syncAndReload()
        try minsu.edit(card, title: "Report v1", at: 2)
        try minsu.edit(card, title: "Report v2", at: laterWins ? 4 : 3)
        try jiyeon.edit(card, title: "Report by 지연", at: laterWins ? 3 : 4)
        try await minsu.syncAndReload()
        try await jiyeon.syncAndReload()
        try await minsu.syncAndReload()
        func lines(_ client: Client) -> [String] {
            client.state.history.compactMap { line -> String? in
                guard case .conflict(let conflict) = line.kind, case .title(let lost) = conflict.lost,
                      case .title(let kept) = conflict.kept else { return nil }
                return "\(lost) < \(kept)"
            }
        }
        #expect(try minsu.card(card).title == (laterWins ? "Report v2" : "Report by 지연"))
        #expect(lines(minsu) == lines(jiyeon))
        #expect(lines(minsu) == [laterWins ? "Report by 지연 < Report v2" : "Report v2 < Report by 지연"])
    }
}
