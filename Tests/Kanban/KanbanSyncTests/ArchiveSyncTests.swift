import Foundation
import KanbanCore
import PostgresTesting
import DatabaseKit
import KanbanStorage
import Testing
@testable import KanbanSync

/// The archive on the shared board: the day a card went to DONE and the
/// board's days travel, so every board has the same archive; a card put
/// back on one board is back on all.
@Suite(.serialized) struct ArchiveSyncTests {
    @Test func theArchiveIsTheSameOnEveryBoard() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let a = try Client(configuration(server))
        let b = try Client(configuration(server))
        let today = Deadline(iso: "2026-11-23")!
        let old = try a.add("Old report", to: .doing, at: 1)
        let new = try a.add("Shipped", to: .doing, at: 2)
        try a.perform(a.state.board.moving(old, to: .done, at: instant(3), today: Deadline(iso: "2026-10-01")), at: 3)
        try a.perform(a.state.board.moving(new, to: .done, at: instant(4), today: Deadline(iso: "2026-11-20")), at: 4)
        try await a.syncAndReload()
        try await b.syncAndReload()
        #expect(b.state.board.archive(of: BoardInfo.firstID, today: today).map(\.id) == [old])
        #expect(b.state.board.shown(.done, board: BoardInfo.firstID, today: today).map(\.id) == [new])

        // b puts it back; a sees it back, and its history says so.
        try b.perform(b.state.board.unarchiving(old, today: today, at: instant(5)), at: 5)
        try await b.syncAndReload()
        try await a.syncAndReload()
        #expect(try a.card(old).doneOn == today)
        #expect(a.state.board.archive(of: BoardInfo.firstID, today: today).isEmpty)
        #expect(a.state.history.contains { $0.kind == .remote(.unarchived) })

        // a sets the days to 1: b's archive follows, limits kept beside it.
        try a.perform(a.state.board.settingWip(3, of: .doing, on: BoardInfo.firstID, at: instant(6)), at: 6)
        try a.perform(a.state.board.settingArchiveDays(1, on: BoardInfo.firstID, at: instant(7)), at: 7)
        try await a.syncAndReload()
        try await b.syncAndReload()
        #expect(b.state.board.wip(of: BoardInfo.firstID) == WipLimits(doing: 3, archiveDays: 1))
        #expect(b.state.board.archive(of: BoardInfo.firstID, today: today).map(\.id) == [new])
        #expect(a.state.board == b.state.board)
        #expect(try a.stored() == b.stored())
    }
}
