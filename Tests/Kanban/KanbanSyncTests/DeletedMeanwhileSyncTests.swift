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
}
