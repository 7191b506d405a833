import DatabaseKit
import Foundation
import GRDB
import KanbanCore

/// The first cards of each column of the board the tab shows, and how many
/// cards each column holds: what the first frame draws, read before the
/// whole board (10,000 cards take about 100 ms to read; these a few).
public struct KanbanFirstPage: Sendable, Equatable {
    /// The board shown (the one the tab showed last).
    public var board: UUID
    /// The first cards of each column, in board order.
    public var cards: [KanbanColumn: [Card]]
    /// How many cards each column holds (DONE: without the archive's).
    public var counts: [KanbanColumn: Int]
    /// The board's settings (its limits, its archive's days).
    public var settings: WipLimits

    public init(board: UUID, cards: [KanbanColumn: [Card]], counts: [KanbanColumn: Int], settings: WipLimits = .none) {
        self.board = board
        self.cards = cards
        self.counts = counts
        self.settings = settings
    }
}

extension KanbanRepository {
    /// The first `count` cards of each column of the board the tab shows
    /// and each column's number of cards, read through the
    /// `kanbanCardPlace` index: the cards ``load(historyLimit:)`` would put
    /// first, without reading the others.
    /// DONE's cards of the archive on `today` are left out, as the board
    /// shows them.
    public func readFirstPage(cardsPerColumn count: Int, today: Deadline) throws -> KanbanFirstPage {
        try database.writer.read { db in try Self.firstPage(cardsPerColumn: count, today: today, db) }
    }

    /// What an id that reads as a card's looks like (`UUID(uuidString:)`:
    /// hexadecimal digits of either case, dashes at their places): a row
    /// with another id is no card, neither listed nor counted.
    static let cardIDPattern = [8, 4, 4, 4, 12].map { String(repeating: "[0-9A-Fa-f]", count: $0) }.joined(separator: "-")
    /// The cards of one stored `boardID` in one column by position, as the
    /// index holds them (read only as far as needed; cards with one key
    /// are put in the board's order by their ids afterwards).
    static let firstOfColumn = """
        SELECT \(cardColumns) FROM kanbanCard INDEXED BY kanbanCardLive
        WHERE \(placed) AND boardID = ? AND boardColumn = ? AND id GLOB '\(cardIDPattern)' ORDER BY position
        """
    /// ``firstOfColumn`` for DONE: without the cards of the archive (the
    /// third argument is ``firstDayKept(_:today:)``).
    static let firstOfDone = firstOfColumn.replacingOccurrences(of: " ORDER BY", with: " AND \(keptInDone) ORDER BY")
    /// How many live cards one stored `boardID` has in one column.
    static let countOfColumn = """
        SELECT count(*) FROM kanbanCard INDEXED BY kanbanCardLive WHERE \(placed) AND boardID = ? AND boardColumn = ? AND id GLOB '\(cardIDPattern)'
        """
    /// ``countOfColumn`` for DONE, without the cards of the archive.
    static let countOfDone = countOfColumn + " AND \(keptInDone)"
    /// A card of DONE not in the archive: dated on or after the third
    /// argument, the first day a card stays on the board (an empty text:
    /// every day); a card of no known day stays.
    static let keptInDone = "(doneOn IS NULL OR doneOn >= ?)"

    /// The first ISO day a card of DONE stays on the board whose settings
    /// are `settings`, on `today` (empty: the archive takes none).
    static func firstDayKept(_ settings: WipLimits, today: Deadline) -> String {
        let days = settings.archiveAfter
        return days > 0 ? today.adding(days: -days).iso : ""
    }

    /// How many live cards each column of `board` holds (as the tab shows
    /// the board), counted through the index without reading the cards.
    /// DONE's cards of the archive on `today` are not counted.
    public func columnCounts(on board: UUID, today: Deadline) throws -> [KanbanColumn: Int] {
        try database.writer.read { db in
            let stored = try Self.cardBoards(db).filter { $0.shownOn == board }.map(\.stored)
            let kept = try Self.firstDayKept(Self.settings(of: board, db), today: today)
            var counts: [KanbanColumn: Int] = [:]
            for column in KanbanColumn.allCases {
                let counting = try db.cachedStatement(sql: column == .done ? Self.countOfDone : Self.countOfColumn)
                let arguments: StatementArguments = column == .done ? [column.rawValue, kept] : [column.rawValue]
                counts[column] = try stored.reduce(0) {
                    $0 + (try Int.fetchOne(counting, arguments: [$1] + arguments) ?? 0)
                }
            }
            return counts
        }
    }

    /// ``readFirstPage(cardsPerColumn:)`` inside a read. A card is on the board
    /// shown as ``cardBoards(_:)`` reckons it (its board, or the
    /// first board for a board that is not a live one); ids are stored as
    /// `UUID.uuidString` writes them, so their text order is their byte
    /// order, the board's second key.
    static func firstPage(cardsPerColumn count: Int, today: Deadline, _ db: Database) throws -> KanbanFirstPage {
        let shown = try shownBoard(db)
        let settings = try settings(of: shown, db)
        let kept = firstDayKept(settings, today: today)
        let stored = try cardBoards(db).filter { $0.shownOn == shown }.map(\.stored)
        var cards: [KanbanColumn: [Card]] = [:], counts: [KanbanColumn: Int] = [:]
        for column in KanbanColumn.allCases {
            let done = column == .done
            let select = try db.cachedStatement(sql: done ? firstOfDone : firstOfColumn)
            let counting = try db.cachedStatement(sql: done ? countOfDone : countOfColumn)
            let arguments: StatementArguments = done ? [column.rawValue, kept] : [column.rawValue]
            var found: [Card] = []
            var total = 0
            for value in stored {
                total += try Int.fetchOne(counting, arguments: [value] + arguments) ?? 0
                let rows = try Row.fetchCursor(select, arguments: [value] + arguments)
                var taken: [Card] = []
                while let row = try rows.next() {
                    guard let card = card(row) else { continue }
                    // Enough, unless the next card shares the last one's key.
                    if taken.count >= count, card.position != taken.last?.position { break }
                    taken.append(card)
                }
                found += taken
            }
            found.sort { OrderKey.precedes($0.position, $0.id, $1.position, $1.id) }
            cards[column] = Array(found.prefix(max(0, count)))
            counts[column] = total
        }
        return KanbanFirstPage(board: shown, cards: cards, counts: counts, settings: settings)
    }

    /// The stored settings of `board` (none when it is not stored).
    static func settings(of board: UUID, _ db: Database) throws -> WipLimits {
        wip(try String.fetchOne(db.cachedStatement(sql: "SELECT wip FROM kanbanBoard WHERE id = ?"), arguments: [board.uuidString]))
    }
}
