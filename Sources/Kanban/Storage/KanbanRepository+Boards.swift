import DatabaseKit
import Foundation
import GRDB
import KanbanCore

extension KanbanRepository {
    /// The board the tab shows (as last chosen, in the tab or by a
    /// command), or the first live board when that one is gone.
    public func shownBoard() throws -> UUID {
        try database.writer.read { db in try Self.shownBoard(db) }
    }

    /// Remembers `board` as the board shown; returns at once.
    public func submitShowBoard(_ board: UUID) {
        database.writes.submit("kanban: show a board", { db in try Self.setShownBoard(board, db) }, completion: { _ in })
    }

    /// Remembers `board` as the board shown, at once.
    public func showBoard(_ board: UUID) throws {
        try database.write { db in try Self.setShownBoard(board, db) }
    }

    static func shownBoard(_ db: Database) throws -> UUID {
        let live = try boards(db).live.sorted(by: BoardInfo.listOrder)
        if let text = try String.fetchOne(db, sql: "SELECT boardID FROM kanbanShownBoard WHERE id = 1"),
           let id = UUID(uuidString: text), live.contains(where: { $0.id == id }) {
            return id
        }
        return live.first?.id ?? BoardInfo.firstID
    }

    static func setShownBoard(_ board: UUID, _ db: Database) throws {
        try db.execute(sql: """
            INSERT INTO kanbanShownBoard (id, boardID) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET boardID = excluded.boardID
            """, arguments: [board.uuidString])
    }
}
