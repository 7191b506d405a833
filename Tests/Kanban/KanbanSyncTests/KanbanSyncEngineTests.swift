import Foundation
import KanbanCore
import Logging
import PostgresNIO
import PostgresTesting
import DatabaseKit
import KanbanStorage
import Testing
@testable import KanbanSync

/// Two or more bankui sharing a board through a real (throwaway) PostgreSQL
/// server. A server that cannot start fails the test with its reason.
@Suite(.serialized, .timeLimit(.minutes(2))) struct KanbanSyncEngineTests {
    @Test func twoBoardsConvergeAfterConcurrentEditsOfTheSameAndOfDifferentFields() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let a = try Client(configuration(server))
        let b = try Client(configuration(server))
        let card = try a.add("plan", at: 1)
        try await a.syncAndReload()
        try await b.syncAndReload()
        #expect(try b.card(card).title == "plan")

        // Same field (title) on both, different fields (body on b, column on a).
        try a.edit(card, title: "plan A", at: 10)
        try a.perform(a.state.board.moving(card, to: .doing, at: instant(11)), at: 11)
        try b.edit(card, title: "plan B", body: "details", at: 12)
        try await a.syncAndReload()
        try await b.syncAndReload()
        try await a.syncAndReload()
        #expect(try a.stored() == b.stored())
        let merged = try a.card(card)
        #expect(merged.title == "plan B")  // the later reading
        #expect(merged.body == "details")
        #expect(merged.column == .doing)
        // The losing title is in both histories, restorable.
        let lostOnA = a.state.history.compactMap { entry -> FieldConflict? in
            if case .conflict(let conflict) = entry.kind { return conflict } else { return nil }
        }
        #expect(lostOnA.map(\.lost) == [.title("plan A")])
        #expect(lostOnA.first?.lostHere == true)
        let lostOnB = b.state.history.compactMap { entry -> FieldConflict? in
            if case .conflict(let conflict) = entry.kind { return conflict } else { return nil }
        }
        #expect(lostOnB.map(\.lost) == [.title("plan A")])
        #expect(b.state.history.contains { $0.kind == .remote(.moved(from: .todo, to: .doing)) })
        #expect(try a.sync.unsentCount() == 0 && b.sync.unsentCount() == 0)

        // Restoring the lost title on b is a new edit that reaches a.
        let restore = try #require(b.state.board.restoring(lostOnB[0], title: "plan B", at: instant(20)))
        try b.perform(restore, at: 20)
        try await b.syncAndReload()
        try await a.syncAndReload()
        #expect(try a.card(card).title == "plan A")
    }

    @Test func editsMadeWhileTheServerIsDownAreSentOnReconnectAndNothingIsLost() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let a = try Client(configuration(server))
        let b = try Client(configuration(server))
        let shared = try a.add("shared", at: 1)
        try await a.syncAndReload()
        try await b.syncAndReload()

        server.stop()
        try a.edit(shared, body: "a's notes", at: 10)
        let onlyA = try a.add("only on a", at: 11)
        try b.edit(shared, body: "b's notes", at: 12)
        try b.perform(b.state.board.moving(shared, to: .done, at: instant(13)), at: 13)
        await #expect(throws: (any Error).self) { try await a.engine.syncNow() }
        await #expect(throws: (any Error).self) { try await b.engine.syncNow() }
        let offline = try #require(a.lastStatus)
        #expect(!offline.online)
        #expect(offline.unsent == 2)
        #expect(offline.lastError != nil)

        try server.restart()
        try await a.syncAndReload()
        try await b.syncAndReload()
        try await a.syncAndReload()
        #expect(try a.stored() == b.stored())
        #expect(try a.card(onlyA).title == "only on a")
        #expect(try a.card(shared).body == "b's notes")
        #expect(try a.card(shared).column == .done)
        let lost = a.state.history.contains { entry in
            if case .conflict(let conflict) = entry.kind { return conflict.lost == .body("a's notes") } else { return false }
        }
        #expect(lost)
        #expect(a.lastStatus?.online == true && a.lastStatus?.unsent == 0)
    }

    @Test func aBankuiKilledBetweenTheServersCommitAndTheOutboxDeleteSendsNothingTwice() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bankui-sync-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try AppDatabase.open(directory: directory)
        let a = try Client(configuration(server), database: database)
        _ = try a.add("one", at: 1)
        _ = try a.add("two", at: 2)
        await a.engine.setAfterServerCommit { _ in throw TestFailure("killed") }
        await #expect(throws: TestFailure.self) { try await a.engine.syncNow() }
        await a.engine.stop()
        #expect(try a.sync.unsentCount() == 2)  // committed on the server, still here

        // The restarted bankui sends the same changes again: stored once.
        a.engine = a.makeEngine()
        try await a.syncAndReload()
        #expect(try a.sync.unsentCount() == 0)
        let rows = try server.execute("SELECT count(*), count(DISTINCT (client_id, mutation_id)) FROM bankui_kanban_log",
                                      database: "board")
        #expect(rows.trimmingCharacters(in: .whitespacesAndNewlines) == "12|12")
        let b = try Client(configuration(server))
        try await b.syncAndReload()
        #expect(b.state.board.orderedCards.map(\.title) == ["one", "two"])
        database.close()
    }

    @Test func theServerRestartedInTheMiddleOfASession() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let a = try Client(configuration(server))
        let b = try Client(configuration(server))
        try await a.syncAndReload()
        try await b.syncAndReload()
        try server.restart()
        let card = try a.add("after restart", at: 5)
        // The old connection is gone: one round fails, the next reconnects.
        try await syncRetryingOnce(a)
        try await syncRetryingOnce(b)
        #expect(try b.card(card).title == "after restart")
        #expect(b.lastStatus?.online == true)
    }

    @Test func aServerSchemaNewerThanThisBankuiIsRefused() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let a = try Client(configuration(server))
        try await a.syncAndReload()
        try server.execute("UPDATE bankui_meta SET value = '3' WHERE key = 'schema_version'", database: "board")
        _ = try a.add("kept locally", at: 3)
        a.engine = a.makeEngine()
        await #expect(throws: (any Error).self) { try await a.engine.syncNow() }
        let status = try #require(a.lastStatus)
        #expect(!status.online)
        #expect(status.lastError?.contains("newer bankui") == true)
        #expect(status.unsent == 1)
        #expect(try a.stored().orderedCards.map(\.title) == ["kept locally"])
    }

    @Test func aWrongPasswordSaysSoWithoutThePassword() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        try server.execute("CREATE ROLE alice LOGIN PASSWORD 'right-secret'")
        try server.execute("GRANT ALL ON SCHEMA public TO alice", database: "board")
        let hba = server.dataDirectory + "/pg_hba.conf"
        let rules = try String(contentsOfFile: hba, encoding: .utf8)
        try ("local all alice scram-sha-256\n" + rules).write(toFile: hba, atomically: false, encoding: .utf8)
        try server.execute("SELECT pg_reload_conf()")
        let a = try Client(configuration(server, user: "alice", password: "wrong-secret"))
        _ = try a.add("mine", at: 1)
        await #expect(throws: (any Error).self) { try await a.engine.syncNow() }
        let error = try #require(a.lastStatus?.lastError)
        #expect(error.contains("password authentication failed"))
        #expect(!error.contains("wrong-secret") && !error.contains("right-secret"))
        #expect(a.lastStatus?.unsent == 1)

        let noPassword = try Client(configuration(server, user: "alice", password: nil))
        await #expect(throws: (any Error).self) { try await noPassword.engine.syncNow() }
        #expect(noPassword.lastStatus?.lastError?.contains("password") == true)

        let right = try Client(configuration(server, user: "alice", password: "right-secret"))
        try await right.syncAndReload()
        #expect(right.lastStatus?.online == true)
    }

    @Test func aMissingDatabaseOrServerGivesAClearStatusAndLosesNothing() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let missing = try Client(configuration(server, database: "no_such_board"))
        _ = try missing.add("mine", at: 1)
        await #expect(throws: (any Error).self) { try await missing.engine.syncNow() }
        #expect(missing.lastStatus?.lastError?.contains("does not exist") == true)
        #expect(try missing.sync.unsentCount() == 1)

        let gone = try Client(PostgresConnection.Configuration(unixSocketPath: "/nonexistent-bankui/.s.PGSQL.5432",
                                                               username: "postgres", password: nil, database: "board"))
        _ = try gone.add("mine", at: 1)
        await #expect(throws: (any Error).self) { try await gone.engine.syncNow() }
        #expect(gone.lastStatus?.lastError?.contains("no server") == true)

        let refused = try Client(PostgresConnection.Configuration(host: "127.0.0.1", port: 1, username: "postgres",
                                                                  password: nil, database: "board", tls: .disable))
        await #expect(throws: (any Error).self) { try await refused.engine.syncNow() }
        #expect(refused.lastStatus?.lastError == "connection refused")

        server.stop()
        let down = try Client(configuration(server))
        await #expect(throws: (any Error).self) { try await down.engine.syncNow() }
        #expect(down.lastStatus?.online == false)
        #expect(down.lastStatus?.lastError?.isEmpty == false)
    }

    @Test func aStartedEngineSeesAnotherBoardsChangeWithoutBeingAsked() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let a = try Client(configuration(server))
        let (changes, changed) = AsyncStream<Void>.makeStream()
        let (statuses, status) = AsyncStream<KanbanSyncStatus>.makeStream()
        let b = try Client(configuration(server))
        b.engine = KanbanSyncEngine(database: b.database, configuration: configuration(server), remoteDescription: "test",
                                    logger: Logger(label: "test"), onStatus: { status.yield($0) },
                                    onRemoteChanges: { changed.yield() })
        await b.engine.start()
        // b listens once it is online.
        for await next in statuses where next.online { break }
        _ = try a.add("live", at: 1)
        await a.engine.poke()  // not started: a poke alone sends nothing
        try await a.engine.syncNow()
        var iterator = changes.makeAsyncIterator()
        _ = await iterator.next()
        #expect(try b.stored().orderedCards.map(\.title) == ["live"])
        await b.engine.stop()
        #expect(try b.sync.unsentCount() == 0)
    }

    /// A server that stops answering without closing anything (frozen, or
    /// behind a network that drops packets): an idle board notices through
    /// its heartbeat read, says so, and catches up once it answers again.
    @Test(.timeLimit(.minutes(1)))
    func aServerThatStopsAnsweringIsNoticedAndCaughtUpWithWhenItAnswersAgain() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let a = try Client(configuration(server))
        var quick = configuration(server)
        quick.options.connectTimeout = .seconds(1)
        let b = try Client(quick)
        let (statuses, status) = AsyncStream<KanbanSyncStatus>.makeStream()
        b.engine = b.makeEngine(configuration: quick, timing: .init(roundLimit: .seconds(2), heartbeat: .milliseconds(200)),
                                onStatus: { status.yield($0) })
        await b.engine.start()
        var iterator = statuses.makeAsyncIterator()
        while let next = await iterator.next(), !next.online {}

        server.pause()
        var seen: KanbanSyncStatus?
        while let next = await iterator.next() {
            if !next.online, next.lastError != nil { seen = next; break }
        }
        #expect(seen?.lastError == "no answer from the server for 2 s")

        server.resume()
        let card = try a.add("after the pause", at: 3)
        try await a.engine.syncNow()
        while let next = await iterator.next(), !next.online {}
        while try b.stored()[card] == nil { try await Task.sleep(for: .milliseconds(20)) }
        #expect(try b.stored()[card]?.title == "after the pause")
        await b.engine.stop()
    }

    /// The server's log drops the changes later ones replaced; a board that
    /// read part of it before, and a board joining after, end the same.
    @Test func theServersLogIsCompactedAndEveryBoardStillEndsTheSame() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let a = try Client(configuration(server))
        a.engine = a.makeEngine(timing: .init(compactionEvery: 10, compactionAge: .zero, compactionCheck: .zero))
        let behind = try Client(configuration(server))
        let cards = try (1...3).map { try a.add("card \($0)", at: Double($0)) }
        try await a.syncAndReload()
        try await behind.syncAndReload()  // read the first part, then falls behind
        var second = 10.0
        for round in 1...10 {
            for card in cards {
                try a.edit(card, title: "card edit \(round)", at: second)
                second += 1
            }
        }
        try a.perform(a.state.board.moving(cards[0], to: .done, at: instant(second)), at: second)
        try await a.syncAndReload()
        let rows = try server.execute("SELECT count(*) FROM bankui_kanban_log", database: "board")
        // Six fields a card, each once, and the day the done one went to
        // DONE: every replaced title and column is gone.
        #expect(rows.trimmingCharacters(in: .whitespacesAndNewlines) == "19")
        try await behind.syncAndReload()
        let late = try Client(configuration(server))
        try await late.syncAndReload()
        #expect(try behind.stored() == a.stored())
        #expect(try late.stored() == a.stored())
        #expect(try late.card(cards[0]).column == .done)
        #expect(try late.card(cards[2]).title == "card edit 10")
        // The point reached is kept: nothing is looked at twice.
        let through = try server.execute("SELECT value FROM bankui_meta WHERE key = 'compacted_through'", database: "board")
        #expect(Int(through.trimmingCharacters(in: .whitespacesAndNewlines)) == 51)
    }

    /// Changes younger than a day stay: their author may still send one
    /// again (killed before it forgot it), and it must find it there.
    @Test func recentChangesAreNotCompacted() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let a = try Client(configuration(server))
        a.engine = a.makeEngine(timing: .init(compactionEvery: 1, compactionCheck: .zero))
        let card = try a.add("first", at: 1)
        try await a.syncAndReload()
        try a.edit(card, title: "second", at: 2)
        try a.edit(card, title: "third", at: 3)
        try await a.syncAndReload()
        try await a.syncAndReload()
        let rows = try server.execute("SELECT count(*) FROM bankui_kanban_log", database: "board")
        #expect(rows.trimmingCharacters(in: .whitespacesAndNewlines) == "8")
    }

    @Test func theWaitIsSaidInSecondsOrMilliseconds() {
        #expect(KanbanSyncError.noAnswer(.seconds(20)).description == "no answer from the server for 20 s")
        #expect(KanbanSyncError.words(.milliseconds(500)) == "500 ms")
        #expect(KanbanSyncError.words(.milliseconds(1_500)) == "1500 ms")
    }

    /// One board undoes its add while another edits the card: the redo
    /// brings the card back with the other board's edit, not over it.
    @Test func aRedoneAddKeepsAnotherBoardsEditMadeMeanwhile() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let a = try Client(configuration(server))
        let b = try Client(configuration(server))
        let card = try a.add("first title", at: 1)
        try await a.syncAndReload()
        try await b.syncAndReload()
        let undo = a.state.undo(at: instant(2))
        try a.repository.record(try #require(undo), at: instant(2))
        try b.edit(card, title: "edited on b", at: 3)
        try await b.syncAndReload()
        try await a.syncAndReload()
        #expect(a.state.board[card] == nil)  // still removed, with b's edit underneath
        let redo = a.state.redo(at: instant(4))
        try a.repository.record(try #require(redo), at: instant(4))
        #expect(a.state.board[card]?.title == "edited on b")
        try await a.syncAndReload()
        try await b.syncAndReload()
        #expect(try a.card(card).title == "edited on b")
        #expect(try b.card(card).title == "edited on b")
        #expect(try a.stored() == b.stored())
    }

    /// A copy of the database file (or a backup put back) used beside the
    /// original: both carry one client id, so each would take the other's
    /// changes for its own, and the server would drop one's changes as
    /// sent twice. The second to send notices, takes a new id, and both
    /// end with every card.
    @Test func aCopiedDatabaseAndItsOriginalBothKeepEveryCard() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let (original, copy, directories) = try await originalAndCopy(server)
        defer { directories.forEach { try? FileManager.default.removeItem(at: $0) } }
        _ = try original.add("made on the original", at: 10)
        _ = try copy.add("made on the copy", at: 11)
        try await original.syncAndReload()
        try await copy.syncAndReload()
        try await original.syncAndReload()
        let everything: Set = ["before the copy", "made on the original", "made on the copy"]
        #expect(Set(try original.stored().orderedCards.map(\.title)) == everything)
        #expect(Set(try copy.stored().orderedCards.map(\.title)) == everything)
        #expect(try original.sync.state().clientID != copy.sync.state().clientID)
        #expect(try original.stored() == copy.stored())
        for client in [original, copy] {
            #expect(!client.state.history.contains { if case .conflict = $0.kind { true } else { false } })
        }
        // A third board sees the same.
        let third = try Client(configuration(server))
        try await third.syncAndReload()
        #expect(try third.stored() == original.stored())
        for client in [original, copy, third] { await client.engine.stop() }
    }

    /// The copy made no change of its own: it learns of the id in use from
    /// a change under its id that its clock never gave, and still gets it.
    @Test func aCopyThatOnlyReadsStillGetsTheOriginalsChanges() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let (original, copy, directories) = try await originalAndCopy(server)
        defer { directories.forEach { try? FileManager.default.removeItem(at: $0) } }
        let card = try original.add("made on the original", at: 10)
        try await original.syncAndReload()
        try await copy.syncAndReload()
        #expect(try copy.card(card).title == "made on the original")
        #expect(try original.sync.state().clientID != copy.sync.state().clientID)
        try original.edit(card, title: "edited on the original", at: 12)
        try await original.syncAndReload()
        try await copy.syncAndReload()
        #expect(try copy.card(card).title == "edited on the original")
        for client in [original, copy] { await client.engine.stop() }
    }

    /// A board with one card synced, its file copied while bankui is
    /// closed, and both opened again.
    private func originalAndCopy(_ server: ThrowawayPostgres) async throws -> (Client, Client, [URL]) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("bankui-copy-\(UUID())")
        let (first, second) = (base.appendingPathComponent("original"), base.appendingPathComponent("copy"))
        var original = try Client(configuration(server), database: AppDatabase.open(directory: first))
        _ = try original.add("before the copy", at: 1)
        try await original.syncAndReload()
        await original.engine.stop()
        original.database.close()
        try FileManager.default.createDirectory(at: second, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: first.appendingPathComponent(AppDatabase.fileName),
                                         to: second.appendingPathComponent(AppDatabase.fileName))
        original = try Client(configuration(server), database: AppDatabase.open(directory: first))
        let copy = try Client(configuration(server), database: AppDatabase.open(directory: second))
        #expect(try original.sync.state() == copy.sync.state())
        return (original, copy, [base])
    }

    private func syncRetryingOnce(_ client: Client) async throws {
        do {
            try await client.syncAndReload()
        } catch {
            try await client.syncAndReload()
        }
    }
}
