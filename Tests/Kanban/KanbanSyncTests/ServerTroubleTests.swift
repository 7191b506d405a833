import Foundation
import KanbanCore
import Logging
import PostgresNIO
import PostgresTesting
import DatabaseKit
import KanbanStorage
import Testing
@testable import KanbanSync

#if canImport(Glibc)
import Glibc
#endif

/// What servers do to a shared board: a backup put back, tables changed by
/// hand, a board cut off for a while; each against a throwaway server.
@Suite(.serialized, .timeLimit(.minutes(2))) struct ServerTroubleTests {
    static let tables = ["bankui_meta", "bankui_kanban_log", "bankui_kanban_head", "bankui_presence"]

    /// Two boards, a backup of the server, a card on each, the backup put
    /// back, a card more on each: both notice, send again what the server
    /// lost, and every board (a new one too) ends with every card, once.
    @Test func aServerRestoredFromAnOlderBackupSplitsNothing() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let one = try Client(configuration(server))
        let two = try Client(configuration(server))
        _ = try one.add("first", at: 1)
        _ = try one.add("second", at: 2)
        try await one.syncAndReload()
        try await two.syncAndReload()
        let backup = try server.dump(database: "board")

        _ = try one.add("third, on one after the backup", at: 3)
        _ = try two.add("fourth, on two after the backup", at: 4)
        try await one.syncAndReload()
        try await two.syncAndReload()
        try await one.syncAndReload()
        #expect(try one.stored().orderedCards.count == 4)
        #expect(try two.stored().orderedCards.count == 4)

        try server.restore(backup, database: "board", dropping: Self.tables)
        _ = try one.add("fifth, on one after the restore", at: 5)
        _ = try two.add("sixth, on two after the restore", at: 6)
        try await one.syncAndReload()
        try await two.syncAndReload()
        try await one.syncAndReload()

        let everything = ["first", "second", "third, on one after the backup", "fourth, on two after the backup",
                          "fifth, on one after the restore", "sixth, on two after the restore"]
        let fresh = try Client(configuration(server))
        try await fresh.syncAndReload()
        for client in [one, two, fresh] {
            let titles = try client.stored().orderedCards.map(\.title)
            #expect(titles.sorted() == everything.sorted())
            #expect(client.lastStatus?.online == true)
            #expect(try client.sync.unsentCount() == 0)
            #expect(!client.state.history.contains { if case .conflict = $0.kind { true } else { false } })
        }
        #expect(try one.stored() == two.stored())
        #expect(try fresh.stored() == one.stored())
        for client in [one, two] {
            #expect(client.lastStatus?.notice?.contains("restored or reset") == true)
        }
        #expect(fresh.lastStatus?.notice == nil)
        for client in [one, two, fresh] { await client.engine.stop() }
    }

    /// The backup put back, and the log grown past what a board had read
    /// by another board's changes before it looks: the change at its
    /// cursor is not the one it read, so it notices all the same.
    @Test func aRestoredLogThatGrewPastTheCursorIsNoticedByItsRows() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let one = try Client(configuration(server))
        _ = try one.add("before the backup", at: 1)
        try await one.syncAndReload()
        let backup = try server.dump(database: "board")
        _ = try one.add("lost with the restore", at: 2)
        try await one.syncAndReload()
        try server.restore(backup, database: "board", dropping: Self.tables)

        let other = try Client(configuration(server))
        for n in 1...3 { _ = try other.add("other \(n)", at: Double(10 + n)) }
        try await other.syncAndReload()
        let head = try server.execute("SELECT seq FROM bankui_kanban_head", database: "board")
        #expect(Int64(head.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 > (try one.sync.state().cursor))

        try await one.syncAndReload()
        try await other.syncAndReload()
        let everything = ["before the backup", "lost with the restore", "other 1", "other 2", "other 3"]
        #expect(try one.stored().orderedCards.map(\.title).sorted() == everything)
        #expect(try other.stored().orderedCards.map(\.title).sorted() == everything)
        #expect(one.lastStatus?.notice?.contains("restored or reset") == true)
        for client in [one, other] { await client.engine.stop() }
    }

    /// A column dropped by hand: the board says which, in words, goes
    /// offline and keeps its change to send.
    @Test func aColumnDroppedByHandIsSaidInWords() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let a = try Client(configuration(server))
        _ = try a.add("synced", at: 1)
        try await a.syncAndReload()
        try server.execute("ALTER TABLE bankui_kanban_log DROP COLUMN base_hlc", database: "board")
        _ = try a.add("kept here", at: 2)
        await #expect(throws: (any Error).self) { try await a.engine.syncNow() }
        let status = try #require(a.lastStatus)
        #expect(!status.online)
        #expect(status.lastError == "the shared board's tables on the server were changed by hand: "
            + "column base_hlc is missing from bankui_kanban_log")
        #expect(status.unsent == 1)
        // A restarted bankui says the same at its connect.
        a.engine = a.makeEngine()
        await #expect(throws: (any Error).self) { try await a.engine.syncNow() }
        #expect(a.lastStatus?.lastError?.contains("column base_hlc is missing from bankui_kanban_log") == true)
        #expect(try a.sync.unsentCount() == 1)
    }

    @Test func aTypeChangedByHandIsSaidInWords() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let a = try Client(configuration(server))
        _ = try a.add("synced", at: 1)
        try await a.syncAndReload()
        try server.execute("ALTER TABLE bankui_kanban_log ALTER COLUMN value TYPE jsonb USING value::jsonb", database: "board")
        _ = try a.add("kept here", at: 2)
        await #expect(throws: (any Error).self) { try await a.engine.syncNow() }
        let status = try #require(a.lastStatus)
        #expect(!status.online)
        #expect(status.lastError == "the shared board's tables on the server were changed by hand: "
            + "column value of bankui_kanban_log is jsonb, not text")
        #expect(status.unsent == 1)
    }

    @Test func aTableDroppedByHandIsSaidInWords() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let a = try Client(configuration(server))
        try await a.syncAndReload()
        try server.execute("DROP TABLE bankui_kanban_head", database: "board")
        _ = try a.add("kept here", at: 2)
        await #expect(throws: (any Error).self) { try await a.engine.syncNow() }
        #expect(a.lastStatus?.lastError == "the shared board's tables on the server were changed by hand: "
            + "table bankui_kanban_head is missing")
        #expect(a.lastStatus?.unsent == 1)
    }

    /// Tables made newer by another bankui while this one runs: noticed at
    /// the next round, without a restart.
    @Test func aNewerSchemaIsNoticedWhileRunning() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let a = try Client(configuration(server))
        try await a.syncAndReload()
        try server.execute("UPDATE bankui_meta SET value = '3' WHERE key = 'schema_version'", database: "board")
        _ = try a.add("kept here", at: 2)
        await #expect(throws: (any Error).self) { try await a.engine.syncNow() }
        let status = try #require(a.lastStatus)
        #expect(!status.online)
        #expect(status.lastError == "the server's tables were made by a newer bankui (version 3); upgrade bankui")
        #expect(status.unsent == 1)
        let log = try server.execute("SELECT count(*) FROM bankui_kanban_log", database: "board")
        #expect(log.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
    }

    @Test func aDeletedBoardIDIsNoticedWhileRunning() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let a = try Client(configuration(server))
        try await a.syncAndReload()
        try server.execute("DELETE FROM bankui_meta WHERE key = 'board_id'", database: "board")
        _ = try a.add("kept here", at: 2)
        await #expect(throws: (any Error).self) { try await a.engine.syncNow() }
        #expect(a.lastStatus?.online == false)
        #expect(a.lastStatus?.lastError == "the shared board's tables on the server were changed by hand: "
            + "the board's id is missing from bankui_meta")
        #expect(a.lastStatus?.unsent == 1)
    }

    /// A and C move one card while C is cut off; C moves it on once more,
    /// so C's value wins. Every board writes the same conflict line: A's
    /// column lost to C's.
    @Test func everyBoardThatSeesAConflictWritesIt() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let a = try Client(configuration(server))
        let b = try Client(configuration(server))
        let c = try Client(configuration(server))
        let card = try a.add("contested", at: 1)
        for client in [a, b, c] { try await client.syncAndReload() }

        try a.perform(a.state.board.moving(card, to: .doing, at: instant(10)), at: 10)
        try await a.syncAndReload()
        // C, cut off, moves it the same way, then on.
        try c.perform(c.state.board.moving(card, to: .doing, at: instant(11)), at: 11)
        try c.perform(c.state.board.moving(card, to: .done, at: instant(12)), at: 12)
        try await c.syncAndReload()
        try await a.syncAndReload()
        try await b.syncAndReload()

        for client in [a, b, c] {
            #expect(try client.card(card).column == .done)
            let conflicts = client.state.history.compactMap { entry -> FieldConflict? in
                if case .conflict(let conflict) = entry.kind { conflict } else { nil }
            }
            #expect(conflicts.map(\.lost) == [.column(.doing)])
            #expect(conflicts.map(\.kept) == [.column(.done)])
            #expect(conflicts.first?.lostHere == (client === a))
        }
        #expect(try a.stored() == b.stored() && b.stored() == c.stored())
    }

    /// postgres-nio's text for a socket error has a stray parenthesis; ours
    /// does not.
    @Test func aResetConnectionReadsCleanly() {
        let reset = IOError(errnoCode: ECONNRESET, reason: "read(descriptor:pointer:size:)")
        #expect(KanbanSyncError.describe(reset) == "the connection was reset (connection reset by peer)")
        #expect(KanbanSyncError.describeConnection(reset) == "the connection was reset (connection reset by peer)")
        let other = IOError(errnoCode: EPIPE, reason: "write(descriptor:pointer:size:)")
        #expect(KanbanSyncError.describeConnection(other) == "cannot connect to the server: broken pipe")
        #expect(!KanbanSyncError.describe(other).contains(")"))
        // A reset at connect, as NIO wraps it: said as a reset, not in NIO's
        // words, and a failure that passes (75) like a reset mid-round (it
        // printed SingleConnectionFailure(…errno: 104) and ended with 69).
        struct Wrapped: Error, CustomStringConvertible {
            var description: String {
                "Connection errors: SingleConnectionFailure(target: [IPv4]127.0.0.1/127.0.0.1:5432, "
                    + "error: connect(descriptor:addr:size:): Connection reset by peer) (errno: 104))"
            }
        }
        #expect(KanbanSyncError.describeConnection(Wrapped()) == "the connection was reset (connection reset by peer)")
        #expect(KanbanSyncError.connectionFailure(KanbanSyncError.describeConnection(Wrapped())) == .temporary)
        #expect(KanbanSyncError.connectionFailure(KanbanSyncError.describeConnection(
            IOError(errnoCode: ECONNREFUSED, reason: "connect"))) == .unavailable)
        #expect(KanbanSyncError.connectionFailure("connection timed out") == .temporary)
    }

    /// The wait before a retry is one the test ends, never the clock: so
    /// only a local change can bring the engine back to the server here.
    @Test func aLocalChangeTriesTheServerAtOnceInsteadOfWaitingForTheTimer() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        server.stop()
        let a = try Client(configuration(server))
        let waits = Locked<[Duration]>([])
        let (statuses, status) = AsyncStream<KanbanSyncStatus>.makeStream()
        let timing = KanbanSyncEngine.Timing(retry: RetryPacing(closestAttempts: .zero), sleep: { wait in
            waits.withLock { $0.append(wait) }
            try? await Task.sleep(for: .seconds(3_600))  // until the engine ends it
        })
        a.engine = a.makeEngine(timing: timing, onStatus: { status.yield($0) })
        await a.engine.start()
        var iterator = statuses.makeAsyncIterator()
        while let next = await iterator.next(), next.lastError == nil {}
        // The engine is waiting once it asked for its first wait.
        let asked = ContinuousClock.now + .seconds(60)
        while waits.withLock({ $0.isEmpty }), ContinuousClock.now < asked { try await Task.sleep(for: .milliseconds(20)) }
        #expect(waits.withLock { $0 } == [.milliseconds(500)])

        try server.restart()
        let card = try a.add("made when the server was back", at: 2)
        await a.engine.poke()
        // A bound on the wait for the server, not a measure of it.
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline {
            let online = await a.engine.status?.online == true
            if online, try a.sync.unsentCount() == 0 { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(await a.engine.status?.online == true)
        #expect(try a.sync.unsentCount() == 0)
        #expect(waits.withLock { $0 } == [.milliseconds(500)])  // no second wait: it went at once
        let other = try Client(configuration(server))
        try await other.syncAndReload()
        #expect(try other.card(card).title == "made when the server was back")
        await a.engine.stop()
    }

    /// A silent partition (a cable pulled: the connection stays open,
    /// nothing arrives): the board still believes it is online, but a
    /// change made now waits. It says `1 unsent` as soon as the change is
    /// made, not when the round gives up (before: "● online" with no count
    /// for the round's 20 s).
    @Test func aChangeMadeWhileTheLinkIsSilentlyCutIsCountedAtOnce() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let proxy = try FlakyProxy(to: server.socketPath)
        defer { proxy.close() }
        let a = try Client(PostgresConnection.Configuration(unixSocketPath: proxy.socketPath, username: server.user,
                                                            password: nil, database: "board"))
        a.engine = a.makeEngine(timing: .init(roundLimit: .seconds(600)))
        _ = try a.add("sent", at: 1)
        try await a.engine.syncNow()
        #expect(await a.engine.status?.online == true)
        #expect(await a.engine.status?.unsent == 0)
        proxy.mode = .hold
        _ = try a.add("waits", at: 2)
        await a.engine.poke()
        let status = await a.engine.status
        #expect(status?.online == true, "nothing has failed yet")
        #expect(status?.unsent == 1)
        proxy.mode = .pass
        await a.engine.stop()
    }

    /// The server drops the connection between two statements of a round
    /// (a restart as the round runs): the driver loses a statement written
    /// to a connection it has just closed, so it is never answered. The
    /// round gives up then, not at the round limit, and the next round is
    /// not kept waiting behind it. (Before, every later round waited for
    /// the lost one and ran out of time in turn: a board cut off until it
    /// was restarted.)
    @Test func aConnectionDroppedBetweenTwoStatementsHoldsNoRoundUp() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let a = try Client(configuration(server))
        a.engine = a.makeEngine(timing: .init(roundLimit: .seconds(30)))
        _ = try a.add("before the drop", at: 1)
        try await a.engine.syncNow()
        let card = try a.add("sent as the server drops the connection", at: 2)
        await a.engine.setAfterServerCommit { connection in
            // The round's next statement is the read, written after this.
            _ = try server.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'board'")
            // Once the close is complete, the driver has let go of the
            // connection's handlers: what is written to it now is lost.
            try connection.closeFuture.wait()
        }
        do {
            try await a.engine.syncNow()
            Issue.record("the round went on over a closed connection")
        } catch KanbanSyncError.noAnswer {
            Issue.record("the round waited for the round limit")
        } catch {}
        await a.engine.setAfterServerCommit(nil)
        try await a.engine.syncNow()
        #expect(await a.engine.status?.online == true)
        #expect(try a.sync.unsentCount() == 0)
        let other = try Client(configuration(server))
        try await other.syncAndReload()
        #expect(try other.card(card).title == "sent as the server drops the connection")
        await a.engine.stop()
    }

    /// A board listens before a connection's first round: a change
    /// committed on the server as the round reads is either read or heard.
    /// (Listening only once the round had started, a board just back after
    /// an outage missed another board's first edit until its heartbeat, up
    /// to 30 s later.) The change here is a bare notification sent as the
    /// first round starts; it must be heard.
    @Test func aBoardListensBeforeItsFirstRound() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let a = try Client(configuration(server))
        await a.engine.setBeforeRound { connection in
            _ = try connection.simpleQuery("NOTIFY \(KanbanSyncEngine.channel)").wait()
        }
        try await a.engine.syncNow()
        await a.engine.setBeforeRound(nil)
        // A bound on the wait for the notification, not a measure of it.
        let deadline = ContinuousClock.now + .seconds(30)
        while await a.engine.notificationsHeard == 0, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(await a.engine.notificationsHeard == 1)
        await a.engine.stop()
    }

    /// A server that cannot be reached is probed every second however long
    /// it is away, so an idle board learns within a second that it is back
    /// (before: after a minute the waits grew to 30 s, and a change made
    /// after a long outage took 15–30 s to reach an idle board). A server
    /// that answers and refuses is asked less and less often.
    /// Which failures mean the server was reached and refused.
    @Test func aRefusalIsAnAnswerAndAnOutageIsNot() {
        #expect(!KanbanSyncError.serverAnswered(KanbanSyncError.disconnected))
        #expect(!KanbanSyncError.serverAnswered(KanbanSyncError.noAnswer(.seconds(20))))
        #expect(!KanbanSyncError.serverAnswered(CancellationError()))
        #expect(KanbanSyncError.serverAnswered(KanbanSyncError.newerSchema(found: 9, known: 3)))
        #expect(KanbanSyncError.serverAnswered(KanbanSyncError.badSchema("x")))
        #expect(KanbanSyncError.serverAnswered(KanbanSyncError.changedByHand("x")))
    }

    @Test func idleRetriesProbeEverySecondWhileTheServerIsAwayAndBackOffWhenItRefuses() {
        let start = ContinuousClock.now
        func at(_ seconds: Double) -> ContinuousClock.Instant { start + .milliseconds(Int64(seconds * 1_000)) }
        func waits(serverAnswered: Bool, over seconds: Double) -> [Duration] {
            var schedule = RetrySchedule(RetryPacing())
            var waits: [Duration] = []
            var now = 0.0
            while now < seconds {
                schedule.attempting(at: at(now))
                let wait = schedule.failed(at: at(now), serverAnswered: serverAnswered)
                waits.append(wait)
                now += Double(wait.components.seconds) + Double(wait.components.attoseconds) / 1e18
            }
            return waits
        }
        let away = waits(serverAnswered: false, over: 3 * 3600)
        #expect(Array(away.prefix(3)) == [.milliseconds(500), .seconds(1), .seconds(1)])
        #expect(away.dropFirst().allSatisfy { $0 == .seconds(1) }, "every second, three hours on")
        let refusing = waits(serverAnswered: true, over: 200)
        #expect(Array(refusing.prefix(3)) == [.milliseconds(500), .seconds(1), .seconds(1)])
        let shortPhase = refusing.prefix { $0 <= .seconds(1) }
        #expect(shortPhase.count == 61)  // 0.5 s, then every second to the minute
        #expect(Array(refusing.dropFirst(shortPhase.count).prefix(6))
            == [.seconds(2), .seconds(4), .seconds(8), .seconds(16), .seconds(30), .seconds(30)])
        var schedule = RetrySchedule(RetryPacing())

        // A local change goes at once, at most once a second.
        schedule.attempting(at: at(300))
        #expect(schedule.waitForChange(at: at(300.25)) == .milliseconds(750))
        #expect(schedule.waitForChange(at: at(301.5)) == .zero)
        // Back online: the next outage starts over.
        schedule.succeeded()
        #expect(schedule.failed(at: at(400)) == .milliseconds(500))
    }
}
