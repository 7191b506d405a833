import DatabaseKit
import Foundation
import GRDB
import KanbanCore

/// The narrow reads of a change to one card made without the screen
/// (`bankui kanban add`, `move`, `done`, `rm`): the boards, the last place
/// in one column of one board, the cards whose id starts so. Each reads a
/// few rows through the `kanbanCardPlace` index and the id's own, not the
/// board's thousands of cards; each gives what the whole board read by
/// ``KanbanRepository/board()`` would give for the same question.
extension KanbanRepository {
    /// The boards (live and removed) without their cards, and the board
    /// the tab shows, in one read.
    public func boardsAndShown() throws -> (boards: Board, shown: UUID) {
        try database.writer.read { db in
            let (live, removed) = try Self.boards(db)
            let boards = Board(cards: [], tombstones: [], boards: live, removedBoards: removed, filterIndex: false)
            return (boards, try Self.shownBoard(db))
        }
    }

    /// The position of the last live card of `column` on `board` as
    /// ``Board/cards(in:board:)`` orders them (nil: the column is empty):
    /// where a card added at the bottom goes.
    public func lastPosition(in column: KanbanColumn, on board: UUID) throws -> String? {
        try database.writer.read { db in try Self.lastPosition(in: column, on: board, db) }
    }

    /// The live cards whose id, written without dashes, starts with
    /// `digits` (hexadecimal, any case), in no particular order.
    public func liveCards(withIDStartingWith digits: String) throws -> [Card] {
        try database.writer.read { db in try Self.liveCards(withIDStartingWith: digits, db) }
    }

    // MARK: In a transaction

    /// The condition of the `kanbanCardPlace` index, which a query must
    /// repeat to use it (`boardID` is never NULL: the column says so).
    static let placed = "deleted = 0 AND boardID IS NOT NULL"
    /// The next distinct `boardID` of the live cards after the one given
    /// (`>=` for the first): one step in the index each.
    static let firstCardBoard = "SELECT boardID FROM kanbanCard WHERE \(placed) AND boardID >= ? ORDER BY boardID LIMIT 1"
    static let nextCardBoard = "SELECT boardID FROM kanbanCard WHERE \(placed) AND boardID > ? ORDER BY boardID LIMIT 1"
    /// The live cards of one stored `boardID` in one column, last first.
    static let lastOfColumn = """
        SELECT id, position FROM kanbanCard WHERE \(placed) AND boardID = ? AND boardColumn = ? ORDER BY position DESC
        """
    /// The live cards whose stored id lies in a range (a prefix's).
    static let cardsInIDRange = "\(liveCards) AND id >= ? AND id < ?"

    /// ``lastPosition(in:on:)`` inside a read.
    ///
    /// A card is in a board's column when its board is that board, or,
    /// for the first board in list order, when its board is not a live
    /// one (removed meanwhile by another board, unknown here, unreadable):
    /// ``Board/shownBoard(of:)``. So every distinct `boardID` of the live
    /// cards is looked at (a few: one per board that has cards), and of
    /// those shown on `board`, the last card of the column. A row this
    /// build cannot read as a card (an id that is not a UUID) is passed
    /// over, as the whole board's read passes over it.
    static func lastPosition(in column: KanbanColumn, on board: UUID, _ db: Database) throws -> String? {
        let lastStatement = try db.cachedStatement(sql: lastOfColumn)
        var last: String?
        for (value, shown) in try cardBoards(db) where shown == board {
            let rows = try Row.fetchCursor(lastStatement, arguments: [value, column.rawValue])
            while let row = try rows.next() {
                guard let id: String = row[0], UUID(uuidString: id) != nil else { continue }
                let position = String.fromDatabaseValue(row[1]) ?? OrderKey.first
                if last.map({ OrderKey.precedes($0, position) }) ?? true { last = position }
                break
            }
        }
        return last
    }

    /// Every board id the live cards store, as stored (one look at the
    /// place index per board that has cards), each with the board its cards
    /// are shown on: their own, or the first live board for a board that
    /// is not a live one.
    static func cardBoards(_ db: Database) throws -> [(stored: DatabaseValue, shownOn: UUID)] {
        let live = try boards(db).live
        let liveIDs = Set(live.map(\.id))
        let first = live.min(by: BoardInfo.listOrder)?.id
        var found: [(stored: DatabaseValue, shownOn: UUID)] = []
        let firstStatement = try db.cachedStatement(sql: firstCardBoard)
        let nextStatement = try db.cachedStatement(sql: nextCardBoard)
        var next = try DatabaseValue.fetchOne(firstStatement, arguments: [""])
        while let value = next, !value.isNull {
            let id = String.fromDatabaseValue(value).flatMap(UUID.init(uuidString:)) ?? BoardInfo.firstID
            found.append((value, liveIDs.contains(id) ? id : (first ?? id)))
            next = try DatabaseValue.fetchOne(nextStatement, arguments: [value])
        }
        return found
    }

    /// ``liveCards(withIDStartingWith:)`` inside a read. Ids are stored
    /// as `UUID.uuidString` writes them (upper case, dashes at their
    /// places), so the prefix is written so and read as a range of the
    /// primary key; the rows found are checked again by their parsed id.
    static func liveCards(withIDStartingWith digits: String, _ db: Database) throws -> [Card] {
        let wanted = digits.lowercased()
        guard wanted.count <= 32, wanted.unicodeScalars.allSatisfy(\.properties.isASCIIHexDigit) else { return [] }
        var prefix = ""
        for (index, digit) in wanted.uppercased().enumerated() {
            if [8, 12, 16, 20].contains(index) { prefix += "-" }
            prefix.append(digit)
        }
        // Every character of an id sorts before "~".
        let rows = try Row.fetchCursor(db.cachedStatement(sql: cardsInIDRange), arguments: [prefix, prefix + "~"])
        var found: [Card] = []
        while let row = try rows.next() {
            guard let card = card(row),
                  card.id.uuidString.lowercased().filter({ $0 != "-" }).hasPrefix(wanted) else { continue }
            found.append(card)
        }
        return found
    }
}
