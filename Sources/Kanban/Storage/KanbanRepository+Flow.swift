import DatabaseKit
import Foundation
import GRDB
import KanbanCore

extension KanbanRepository {
    /// The flow moments of the live cards on `board` (as the tab shows it:
    /// a card of a board that is gone is on the first board), read in one
    /// pass over the board's cards; nil board: the board the tab shows.
    public func flowCards(on board: UUID? = nil) throws -> (board: UUID, cards: [FlowCard]) {
        try database.writer.read { db in
            let shown = try board ?? Self.shownBoard(db)
            let stored = try Self.cardBoards(db).filter { $0.shownOn == shown }.map(\.stored)
            let select = try db.cachedStatement(sql: """
                SELECT boardColumn, madeAt, startedAt, columnHlc FROM kanbanCard
                WHERE \(Self.placed) AND boardID = ? AND id GLOB '\(Self.cardIDPattern)'
                """)
            var cards: [FlowCard] = []
            for value in stored {
                let rows = try Row.fetchCursor(select, arguments: [value])
                while let row = try rows.next() {
                    guard let column = KanbanColumn(rawValue: row[0] ?? "") else { continue }
                    let made = (row[1] as Double?).map(Date.init(timeIntervalSinceReferenceDate:))
                    let started = (row[2] as Double?).map(Date.init(timeIntervalSinceReferenceDate:))
                    let finished = column == .done
                        ? KanbanSyncStore.flowTime(of: row[3] ?? "").map(Date.init(timeIntervalSinceReferenceDate:)) : nil
                    cards.append(FlowCard(column: column, made: made, started: started, finished: finished))
                }
            }
            return (shown, cards)
        }
    }
}
