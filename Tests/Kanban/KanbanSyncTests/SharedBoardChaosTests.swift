import Foundation
import GRDB
import KanbanCore
import Logging
import PostgresNIO
import PostgresTesting
@testable import DatabaseKit
@testable import KanbanStorage
import Testing
import TextKit
@testable import KanbanSync

/// Three boards on one server, a seeded random workload of a few hundred
/// changes by three people, and what networks and servers do meanwhile:
/// the server restarted, one board's connection held (a pulled cable) or
/// reset, while the others go on. Afterwards every board is the same —
/// cards, fields and order — every change made anywhere is on every board
/// (nothing lost), no card is there twice, and nothing is left unsent.
///
/// Seeded: a failure names its seed, and `BANKUI_CHAOS_SEED=<seed>` replays
/// the same run.
@Suite(.serialized, .timeLimit(.minutes(3))) struct SharedBoardChaosTests {
    /// What the workload does, one step at a time.
    private enum Step: CaseIterable {
        case add, editTitle, editBody, move, reorder, remove, undo, redo
    }

    @Test func threeBoardsThroughRestartsHeldAndResetConnectionsEndTheSame() async throws {
        let seed = ProcessInfo.processInfo.environment["BANKUI_CHAOS_SEED"].flatMap(UInt64.init) ?? 20_261_126
        var random = SeededRandomNumberGenerator(seed: seed)
        let server = try makeServer()
        defer { server.destroy() }
        let proxies = try (0..<3).map { _ in try FlakyProxy(to: server.socketPath) }
        defer { proxies.forEach { $0.close() } }
        // A short round limit: a held connection costs a test seconds, not minutes.
        let timing = KanbanSyncEngine.Timing(roundLimit: .seconds(2))
        // Three people; one board names nobody (an older bankui), so names
        // and their absence travel side by side.
        let people = ["민수", "지연", nil]
        let boards = try zip(proxies, people).map { proxy, person in
            let client = try Client(PostgresConnection.Configuration(unixSocketPath: proxy.socketPath, username: server.user,
                                                                     password: nil, database: "board"), as: person)
            client.engine = client.makeEngine(timing: timing)
            return client
        }
        var counter = 0
        /// Rounds the chaos made fail: the test must have tested something.
        var failedRounds = 0
        var triedWhileHeld: Set<Int> = []
        var seconds: TimeInterval = 10
        let steps = 360
        for index in 0..<steps {
            // Now and then, what a network or a server does.
            if index % 45 == 30 {
                switch Int.random(in: 0..<3, using: &random) {
                case 0: try server.restart()
                case 1: proxies[Int.random(in: 0..<3, using: &random)].mode = .hold
                default: proxies[Int.random(in: 0..<3, using: &random)].mode = .reset
                }
            } else if index % 45 == 40 {
                proxies.forEach { $0.mode = .pass }
                triedWhileHeld = []
            }
            let board = boards[Int.random(in: 0..<3, using: &random)]
            seconds += 1
            counter += 1
            let live = board.state.board.orderedCards
            let chosen = live.isEmpty ? nil : live[Int.random(in: 0..<live.count, using: &random)]
            switch Step.allCases.randomElement(using: &random) ?? .add {
            case .add:
                let column = KanbanColumn.allCases.randomElement(using: &random) ?? .todo
                // Now and then for someone: assignment travels as text.
                let mention = Bool.random(using: &random) ? " @" + (["민수", "지연", "guest"].randomElement(using: &random) ?? "") : ""
                _ = try board.add("card \(counter)\(mention)", to: column, at: seconds)
            case .editTitle:
                if let chosen { try board.edit(chosen.id, title: chosen.title + " ·\(counter)", at: seconds) }
            case .editBody:
                if let chosen { try board.edit(chosen.id, body: "body \(counter)", at: seconds) }
            case .move:
                if let chosen {
                    let column = KanbanColumn.allCases.filter { $0 != chosen.column }.randomElement(using: &random) ?? .done
                    try board.perform(board.state.board.moving(chosen.id, to: column, at: instant(seconds)), at: seconds)
                }
            case .reorder:
                if let chosen, let action = board.state.board.reordering(chosen.id, by: Bool.random(using: &random) ? 1 : -1,
                                                                          at: instant(seconds)) {
                    try board.perform(action, at: seconds)
                }
            case .remove:
                if let chosen { try board.perform(board.state.board.removing(chosen.id, at: instant(seconds)), at: seconds) }
            case .undo:
                if let step = board.state.undo(at: instant(seconds)) { try board.repository.record(step, at: instant(seconds)) }
            case .redo:
                if let step = board.state.redo(at: instant(seconds)) { try board.repository.record(step, at: instant(seconds)) }
            }
            // About every other step, one board syncs; under chaos it may
            // fail, which loses nothing: the change waits in its outbox.
            if Bool.random(using: &random) {
                let which = Int.random(in: 0..<3, using: &random)
                // A held connection costs a round limit each time: tried once per hold.
                if proxies[which].mode == .hold, !triedWhileHeld.insert(which).inserted { continue }
                do { try await boards[which].syncAndReload() } catch { failedRounds += 1 }
            }
        }
        // The network heals; every board syncs until nothing is left to send,
        // with the engine's usual round limit: the chaos's short one is
        // about held connections, and a busy machine can take longer than
        // that for a healthy round.
        proxies.forEach { $0.mode = .pass }
        for board in boards {
            await board.engine.stop()
            board.engine = board.makeEngine(timing: KanbanSyncEngine.Timing())
        }
        for _ in 0..<4 {
            for board in boards { try await board.syncAndReload() }
        }
        let stored = try boards.map { try $0.stored() }
        let note = Comment(rawValue: "seed \(seed)")
        for board in boards { #expect(try board.sync.unsentCount() == 0, note) }
        for other in stored.dropFirst() {
            #expect(other == stored[0], note)
            for column in KanbanColumn.allCases {
                #expect(other.cards(in: column) == stored[0].cards(in: column), "order in \(column), \(note)")
            }
        }
        // Every card that reached the server is on every board, live or
        // removed, and no board has one the others lack.
        let onServer = Set(try server.execute("SELECT DISTINCT card_id FROM bankui_kanban_log", database: "board")
            .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            .filter { $0.count == 36 })
        #expect(!onServer.isEmpty, note)
        for board in boards {
            let known = Set(try await board.database.writer.read { db in
                try String.fetchAll(db, sql: "SELECT id FROM kanbanCard").map { $0.lowercased() }
            })
            #expect(known == onServer, "cards only here: \(known.subtracting(onServer).count), only on the server: \(onServer.subtracting(known).count), \(note)")
        }
        for board in stored {
            let origins = board.orderedCards.map { $0.title.split(separator: " ·").first.map(String.init) ?? $0.title }
            #expect(Set(origins).count == origins.count, "a card is there twice, \(note)")
        }
        #expect(!stored[0].orderedCards.isEmpty, "the workload left cards, \(note)")
        // No change lost its author: every change on the server names the
        // person of the board that made it (nobody for the board that
        // names nobody), and every board knows the same people.
        let authors = try server.execute("SELECT DISTINCT client_id::text || '=' || author FROM bankui_kanban_log",
                                         database: "board")
            .split(whereSeparator: \.isNewline).map(String.init)
        var expected: Set<String> = []
        for (board, person) in zip(boards, people) {
            expected.insert(try board.sync.state().clientID.lowercased() + "=" + (person ?? ""))
        }
        #expect(Set(authors).isSubset(of: expected), "authors: \(authors), \(note)")
        var known: [[String: String]] = []
        for board in boards {
            known.append(Dictionary(uniqueKeysWithValues: try await board.database.writer.read { db in
                try Row.fetchAll(db, sql: "SELECT clientID, name FROM kanbanPeople").map { ($0[0] as String, $0[1] as String) }
            }))
        }
        for (index, board) in boards.enumerated() {
            let me = try board.sync.state().clientID.lowercased()
            for (other, names) in known.enumerated() where other != index {
                if let person = people[index] { #expect(names[me] == person, "board \(other) knows \(person), \(note)") }
                else { #expect(names[me] == nil, "a board that names nobody is nobody, \(note)") }
            }
        }
        // Who every card is for is the same on every board.
        for other in stored.dropFirst() {
            #expect(other.orderedCards.map { CardMentions.names(of: $0) } == stored[0].orderedCards.map { CardMentions.names(of: $0) },
                    note)
        }
        #expect(failedRounds > 0, "no round failed: the chaos did nothing, \(note)")
    }
}
