import Foundation
import KanbanCore
import PostgresTesting
import DatabaseKit
import KanbanStorage
import Testing
@testable import KanbanSync

/// The flow on the shared board is the team's: a card made, started and
/// done on one board counts on the other at the times it was done there,
/// not when the other heard of it.
@Suite(.serialized) struct FlowSyncTests {
    @Test func anotherBoardsWorkCountsAtItsTimes() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let a = try Client(configuration(server))
        let b = try Client(configuration(server))
        // Both already share the board (a board's first sync sends what
        // it holds now, not how it got there).
        try await a.syncAndReload()
        try await b.syncAndReload()
        let day = 86_400.0
        let id = try a.add("Plan", to: .todo, at: 1 * day)
        try a.perform(a.state.board.moving(id, to: .doing, at: instant(2 * day)), at: 2 * day)
        try a.perform(a.state.board.moving(id, to: .done, at: instant(4 * day)), at: 4 * day)
        try await a.syncAndReload()
        try await b.syncAndReload()
        let expected = FlowCard(column: .done, made: instant(1 * day), started: instant(2 * day), finished: instant(4 * day))
        #expect(try a.repository.flowCards(on: BoardInfo.firstID).cards == [expected])
        let seen = try b.repository.flowCards(on: BoardInfo.firstID).cards
        #expect(seen == [expected], "\(seen)")
        // b takes it back to DOING: on a too, no longer done, started when it first was.
        try b.perform(b.state.board.moving(id, to: .doing, at: instant(5 * day)), at: 5 * day)
        try await b.syncAndReload()
        try await a.syncAndReload()
        #expect(try a.repository.flowCards(on: BoardInfo.firstID).cards
            == [FlowCard(column: .doing, made: instant(1 * day), started: instant(2 * day))])
    }
}
