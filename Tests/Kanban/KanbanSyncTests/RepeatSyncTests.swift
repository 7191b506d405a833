import Foundation
import KanbanCore
import PostgresTesting
import DatabaseKit
import KanbanStorage
import Testing
@testable import KanbanSync

/// A repeating card on the shared board: two boards that both complete it
/// offline make one next card when they meet, never two (the next card's
/// id is derived from the card done), and the repeat itself travels.
@Suite(.serialized) struct RepeatSyncTests {
    @Test func twoBoardsThatCompleteOneCardOfflineMakeOneNextCard() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let a = try Client(configuration(server))
        let b = try Client(configuration(server))
        let id = UUID()
        let rule = CardRepeat(every: 1, unit: .week)
        try a.perform(a.state.board.adding(title: "Water plants", body: "- [ ] ferns", deadline: Deadline(iso: "2026-12-04"),
                                           repeats: rule, to: .doing, id: id, at: instant(1)), at: 1)
        try await a.syncAndReload()
        try await b.syncAndReload()
        #expect(try b.card(id).repeats == rule)

        // Both offline: a completes it on the 3rd, b on the 4th.
        try a.perform(a.state.board.moving(id, to: .done, at: instant(2), today: Deadline(iso: "2026-12-03")), at: 2)
        try b.perform(b.state.board.moving(id, to: .done, at: instant(3), today: Deadline(iso: "2026-12-04")), at: 3)
        #expect(a.state.board.cards(in: .todo).count == 1)
        #expect(b.state.board.cards(in: .todo).count == 1)

        // Both online: one next card, the same on both boards.
        try await a.syncAndReload()
        try await b.syncAndReload()
        try await a.syncAndReload()
        for client in [a, b] {
            let todo = client.state.board.cards(in: .todo)
            #expect(todo.map(\.title) == ["Water plants"])
            #expect(todo.first?.id == CardRepeat.nextID(after: id))
            #expect(todo.first?.deadline == Deadline(iso: "2026-12-11"))
            #expect(todo.first?.repeats == rule)
            #expect(client.state.board.cards(in: .done).map(\.id) == [id])
        }
        #expect(a.state.board == b.state.board)
        #expect(try a.stored() == b.stored())

        // b stops the series on the next card; a sees it stop.
        let next = CardRepeat.nextID(after: id)
        let card = try b.card(next)
        try b.perform(b.state.board.editing(next, title: card.title, body: card.body, deadline: card.deadline, repeats: nil,
                                            thisOneOnly: false, at: instant(4)), at: 4)
        try await b.syncAndReload()
        try await a.syncAndReload()
        #expect(try a.card(next).repeats == nil)
        #expect(a.state.history.contains { $0.kind == .remote(.updated) })
    }

    @Test func aColumnsLimitIsSharedAndAMovePastItIsKept() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let a = try Client(configuration(server))
        let b = try Client(configuration(server))
        try a.perform(a.state.board.settingWip(1, of: .doing, on: BoardInfo.firstID, at: instant(1)), at: 1)
        try await a.syncAndReload()
        try await b.syncAndReload()
        #expect(b.state.board.wip(of: BoardInfo.firstID) == WipLimits(doing: 1))
        // Both move a card into DOING offline: both moves stand.
        let x = try a.add("x", to: .doing, at: 2)
        let y = try b.add("y", to: .doing, at: 3)
        try await a.syncAndReload()
        try await b.syncAndReload()
        try await a.syncAndReload()
        #expect(Set(a.state.board.cards(in: .doing).map(\.id)) == [x, y])
        #expect(a.state.board.wip(of: BoardInfo.firstID).isOver(.doing, count: a.state.board.cards(in: .doing).count))
        #expect(a.state.board == b.state.board)
        // Taken away on b: gone on a, and the history says so.
        try b.perform(b.state.board.settingWip(nil, of: .doing, on: BoardInfo.firstID, at: instant(4)), at: 4)
        try await b.syncAndReload()
        try await a.syncAndReload()
        #expect(a.state.board.wip(of: BoardInfo.firstID) == .none)
        #expect(b.state.history.contains { $0.kind == .action(.wipSet(column: .doing, limit: nil)) })
    }
}
