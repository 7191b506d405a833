import Foundation
import KanbanCore
import PostgresTesting
import DatabaseKit
import KanbanStorage
import Testing
@testable import KanbanSync

/// An edit saved on a card another board deleted meanwhile, on a shared
/// board: restored under its own id, one card on every board, also after
/// the deleting board undoes its delete.
@Suite(.serialized, .timeLimit(.minutes(2))) struct DeletedMeanwhileSyncTests {
    @Test func aRestoredCardStaysOneCardOnEveryBoardAfterTheOtherUndoesItsDelete() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let a = try Client(configuration(server))
        let b = try Client(configuration(server))
        let id = try a.add("Gone soon", to: .doing, at: 1)
        try await a.syncAndReload()
        try await b.syncAndReload()
        let opened = try a.card(id)  // a's editor opens
        try b.perform(b.state.board.removing(id, at: instant(2)), at: 2)
        try await b.syncAndReload()
        try await a.syncAndReload()
        #expect(a.state.board[id] == nil, "a has read the delete")
        // a saves and answers "Restore it with my edit".
        try a.perform(a.state.board.restoring(id, title: "Gone soon, still", body: "", deadline: nil, opened: opened,
                                              at: instant(3)), at: 3)
        try await a.syncAndReload()
        try await b.syncAndReload()
        #expect(b.state.board.cards(in: .doing).map(\.id) == [id])
        #expect(b.state.board[id]?.title == "Gone soon, still")
        // b undoes its delete: nothing to bring back twice.
        let undone = b.state.undo(at: instant(4))
        try b.repository.record(try #require(undone), at: instant(4))
        try await b.syncAndReload()
        try await a.syncAndReload()
        for board in [try a.stored(), try b.stored()] {
            #expect(board.count == 1)
            #expect(board.cards(in: .doing).map(\.id) == [id])
            #expect(board[id]?.title == "Gone soon, still")
        }
    }

    /// An edit made offline on a card another board deleted: the card stays
    /// deleted on every board, with the edit in it; the editing board's
    /// history says so, naming who deleted it, and `r` there brings the
    /// card back with the edit, on every board. Before, the edit vanished
    /// without a word.
    @Test func anEditMadeOfflineOnACardDeletedElsewhereIsSaidAndCanBeBroughtBack() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let a = try Client(configuration(server), as: "민수")
        let b = try Client(configuration(server), as: "지연")
        let id = try a.add("Plan the trip", to: .todo, at: 1)
        try await a.syncAndReload()
        try await b.syncAndReload()
        // a, offline, edits; b deletes and syncs; then a comes back.
        try a.edit(id, title: "Plan the trip to Jeju", at: 2)
        try b.perform(b.state.board.removing(id, at: instant(3)), at: 3)
        try await b.syncAndReload()
        try await a.syncAndReload()
        #expect(a.state.board[id] == nil, "deleted on every board")
        let line = try #require(a.state.history.first { if case .conflict = $0.kind { true } else { false } })
        guard case .conflict(let conflict) = line.kind else { return }
        #expect(conflict.cardID == id && conflict.lost == .deleted(false) && conflict.lostHere)
        #expect(line.author == "지연")
        #expect(line.title == "Plan the trip to Jeju")
        // Said once: another round adds nothing.
        try await a.syncAndReload()
        #expect(a.state.history.filter { if case .conflict = $0.kind { true } else { false } }.count == 1)
        // r: back, with the edit, on both boards.
        try a.perform(a.state.board.restoring(conflict, title: line.title, at: instant(4)), at: 4)
        try await a.syncAndReload()
        try await b.syncAndReload()
        for board in [try a.stored(), try b.stored()] {
            #expect(board[id]?.title == "Plan the trip to Jeju")
        }
        // A card deleted after the edit was seen is a deletion, not a conflict.
        try await b.syncAndReload()
        try b.perform(b.state.board.removing(id, at: instant(5)), at: 5)
        try await b.syncAndReload()
        try await a.syncAndReload()
        #expect(a.state.history.filter { if case .conflict = $0.kind { true } else { false } }.count == 1)
        await a.engine.stop()
        await b.engine.stop()
    }
}
