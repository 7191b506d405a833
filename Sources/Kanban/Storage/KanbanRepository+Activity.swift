import DatabaseKit
import Foundation
import GRDB
import KanbanCore

extension KanbanRepository {
    /// The board's activity: history lines, newest first, who made each
    /// (``HistoryEntry/author``): this board's own changes and those that
    /// came from the others through the shared board, as far back as this
    /// database has them. A page of `limit` lines after the first `offset`,
    /// those at or after `since` (nil: all) that concern `board` (nil:
    /// every board; a line of every board concerns each). Read from the
    /// history table's own order, so a page costs the same at any depth
    /// of 100,000 lines.
    public func activity(limit: Int, offset: Int = 0, since: Date? = nil, board: UUID? = nil) throws -> [HistoryEntry] {
        var lines: [HistoryEntry] = []
        try eachActivity(limit: limit, offset: offset, since: since, board: board) { lines.append($0) }
        return lines
    }

    /// ``activity(limit:offset:since:board:)`` one line at a time, read as
    /// `body` takes them (a command printing 100,000 lines holds one).
    public func eachActivity(limit: Int = Int.max, offset: Int = 0, since: Date? = nil, board: UUID? = nil,
                             _ body: (HistoryEntry) throws -> Void) throws {
        try database.writer.read { db in
            var conditions: [String] = []
            var arguments = StatementArguments()
            if let since {
                conditions.append("at >= ?")
                arguments += [since.timeIntervalSinceReferenceDate]
            }
            if let board {
                conditions.append("(boards IS NULL OR boards = '' OR instr(boards, ?) > 0)")
                arguments += [board.uuidString]
            }
            arguments += [Int64(clamping: max(0, limit)), max(0, offset)]
            let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
            let rows = try Row.fetchCursor(db, sql: """
                SELECT at, step, action, fromColumn, toColumn, cardCount, title, cardID, field, lostValue, keptValue, lostHere,
                       boards, fromName, toName, author
                FROM kanbanHistory \(filter)
                ORDER BY id DESC LIMIT ? OFFSET ?
                """, arguments: arguments)
            while let row = try rows.next() {
                if let entry = Self.historyEntry(row) { try body(entry) }
            }
        }
    }
}

extension KanbanRepository {
    /// The number of the newest history line (0: none), to read what comes
    /// after it.
    public func lastHistoryLine() throws -> Int64 {
        try database.writer.read { db in try Int64.fetchOne(db, sql: "SELECT max(id) FROM kanbanHistory") ?? 0 }
    }

    /// The lines after line `id` that others' changes wrote (another
    /// board's change, a value that lost to one), oldest first, at most
    /// `limit`, each with its number.
    public func othersLines(after id: Int64, limit: Int) throws -> [(id: Int64, entry: HistoryEntry)] {
        try database.writer.read { db in
            let rows = try Row.fetchCursor(db, sql: """
                SELECT at, step, action, fromColumn, toColumn, cardCount, title, cardID, field, lostValue, keptValue, lostHere,
                       boards, fromName, toName, author, id
                FROM kanbanHistory WHERE id > ? AND step IN ('remote', 'conflict')
                ORDER BY id LIMIT ?
                """, arguments: [id, limit])
            var lines: [(Int64, HistoryEntry)] = []
            while let row = try rows.next() {
                if let entry = Self.historyEntry(row) { lines.append((row[16], entry)) }
            }
            return lines
        }
    }
}
