import DatabaseKit
import Foundation
import GRDB
import KanbanCore

extension KanbanRepository {
    /// The flow moments of the live cards on `board` (as the tab shows it:
    /// a card of a board that is gone is on the first board), read in one
    /// pass over the board's cards through `kanbanCardLive` (numbers only:
    /// no string a row); nil board: the board the tab shows.
    public func flowCards(on board: UUID? = nil) throws -> (board: UUID, cards: [FlowCard]) {
        try database.writer.read { db in
            let shown = try board ?? Self.shownBoard(db)
            let stored = try Self.cardBoards(db).filter { $0.shownOn == shown }.map(\.stored)
            let select = try db.cachedStatement(sql: Self.flowOfBoard)
            var cards: [FlowCard] = []
            for value in stored {
                let rows = try Row.fetchCursor(select, arguments: [value])
                while let row = try rows.next() {
                    // Numbers only: 10,000 rows read without a string each.
                    let number: Int = row[0]
                    let column: KanbanColumn = number == 0 ? .todo : number == 1 ? .doing : .done
                    let made = (row[1] as Double?).map(Date.init(timeIntervalSinceReferenceDate:))
                    let started = (row[2] as Double?).map(Date.init(timeIntervalSinceReferenceDate:))
                    let finished = (row[3] as Int64?).flatMap { $0 > 0 ? Date(timeIntervalSince1970: Double($0) / 1_000) : nil }
                    cards.append(FlowCard(column: column, made: made, started: started, finished: finished))
                }
            }
            return (shown, cards)
        }
    }

    /// The flow moments of the live cards of one stored `boardID`. The
    /// live index is named: without statistics SQLite may take the place
    /// index, narrower to search, and then tests every id against the
    /// pattern (22 ms per 10,000 cards), which the live index never does.
    static let flowOfBoard = """
        SELECT \(columnNumber), \(moment("madeAt")), \(moment("startedAt")), \(doneMillis)
        FROM kanbanCard INDEXED BY kanbanCardLive WHERE \(placed) AND boardID = ? AND id GLOB '\(cardIDPattern)'
        """

    /// The column as a number: 0 TODO, 1 DOING, 2 DONE.
    static let columnNumber = "CASE boardColumn WHEN 'todo' THEN 0 WHEN 'doing' THEN 1 ELSE 2 END"
    /// When a card in DONE went there: its column's clock reading's
    /// milliseconds (``HLC``: 13 digits, a dash), NULL for another card or
    /// a reading without the dash (one whose digits are not digits reads as
    /// their number up to the first that is not: long ago, or 0, unknown).
    static let doneMillis = """
        CASE WHEN boardColumn = 'done' AND substr(columnHlc, 14, 1) = '-'
        THEN CAST(substr(columnHlc, 1, 13) AS INTEGER) END
        """

    /// A moment column read leniently: a value another program wrote that
    /// is not a number is a moment not known (NULL).
    static func moment(_ column: String) -> String {
        "CASE WHEN typeof(\(column)) IN ('real', 'integer') THEN \(column) END"
    }
}
