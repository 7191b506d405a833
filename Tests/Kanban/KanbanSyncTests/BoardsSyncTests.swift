import Foundation
import KanbanCore
import PostgresTesting
import DatabaseKit
import KanbanStorage
import Testing
@testable import KanbanSync

/// Several boards on the shared board: boards and a card's board travel
/// through the same log as the cards' fields; a server made before boards
/// is raised to the schema that has them, and a bankui that does not know
/// boards is told to upgrade.
@Suite(.serialized) struct BoardsSyncTests {
    @Test func boardsTheirNamesAndACardMovedBetweenThemReachTheOtherBoard() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        let a = try Client(configuration(server))
        let b = try Client(configuration(server))
        let home = UUID()
        try a.perform(try a.state.board.addingBoard(named: "Home", id: home, at: instant(1)), at: 1)
        let card = try a.add("groceries", at: 2)
        try await a.syncAndReload()
        try await b.syncAndReload()
        #expect(b.state.board.orderedBoards.map(\.name) == ["Project Manager", "Home"])
        #expect(b.state.board.cards(in: .todo).map(\.title) == ["groceries"])

        // b moves the card to Home and renames Home; a sees both.
        try b.perform(try b.state.board.moving(card, toBoard: home, at: instant(3)), at: 3)
        try b.perform(try b.state.board.renamingBoard(home, to: "House", at: instant(4)), at: 4)
        try await b.syncAndReload()
        try await a.syncAndReload()
        #expect(a.state.board.orderedBoards.map(\.name) == ["Project Manager", "House"])
        #expect(a.state.board.cards(in: .todo, board: home).map(\.title) == ["groceries"])
        #expect(a.state.board.cards(in: .todo).isEmpty)
        // Its history line on a says from which board to which.
        #expect(a.state.history.contains { $0.kind == .remote(.movedBoard(from: "Project Manager", to: "Home")) })
        #expect(a.state.board == b.state.board)

        // A board removed on a goes on b with its card; undone, both come back.
        var step = a.state.perform(try a.state.board.removingBoard(home, at: instant(5)))
        try a.repository.record(step, at: instant(5))
        try await a.syncAndReload()
        try await b.syncAndReload()
        #expect(b.state.board.orderedBoards.map(\.name) == ["Project Manager"])
        #expect(b.state.board.count == 0)
        let undone = a.state.undo(at: instant(6), on: BoardInfo.firstID)
        step = try #require(undone)
        try a.repository.record(step, at: instant(6))
        try await a.syncAndReload()
        try await b.syncAndReload()
        #expect(b.state.board.cards(in: .todo, board: home).map(\.title) == ["groceries"])
        #expect(b.state.board == a.state.board)
    }

    @Test func aServerMadeBeforeBoardsIsRaisedAndKeepsItsCardsOnTheFirstBoard() async throws {
        let server = try makeServer()
        defer { server.destroy() }
        // An older bankui made the server (version 1) and shared a card.
        let old = try Client(configuration(server))
        await old.engine.setKnownSchema(1)
        _ = try old.add("from before boards", at: 1)
        try await old.syncAndReload()
        #expect(try server.execute("SELECT value FROM bankui_meta WHERE key = 'schema_version'", database: "board")
            .trimmingCharacters(in: .whitespacesAndNewlines) == "1")

        let new = try Client(configuration(server))
        try await new.syncAndReload()
        #expect(try server.execute("SELECT value FROM bankui_meta WHERE key = 'schema_version'", database: "board")
            .trimmingCharacters(in: .whitespacesAndNewlines) == "2")
        #expect(new.state.board.cards(in: .todo, board: BoardInfo.firstID).map(\.title) == ["from before boards"])

        // The older bankui is now told to upgrade, and keeps its change here.
        _ = try old.add("kept locally", at: 2)
        old.engine = old.makeEngine()
        await old.engine.setKnownSchema(1)
        await #expect(throws: (any Error).self) { try await old.engine.syncNow() }
        let status = try #require(old.lastStatus)
        #expect(!status.online)
        #expect(status.lastError?.contains("made by a newer bankui") == true)
        #expect(status.lastError?.contains("upgrade bankui") == true)
        #expect(status.unsent == 1)
        #expect(try old.stored().cards(in: .todo).map(\.title) == ["from before boards", "kept locally"])
    }
}
