import DatabaseKit
import Foundation
import GRDB
import KanbanCore

/// One local change waiting in the outbox.
public struct OutboxOp: Hashable, Sendable {
    /// Its number: per database, growing; with the client id, its key on
    /// the server (a change sent twice is stored once).
    public let mutationID: Int64
    public let op: FieldOp
    /// Who made it (empty: nobody named).
    public var author: String = ""

    public init(mutationID: Int64, op: FieldOp, author: String = "") {
        self.mutationID = mutationID
        self.op = op
        self.author = author
    }
}

/// One change read from the shared board.
public struct RemoteOp: Hashable, Sendable {
    /// The server's sequence number.
    public let seq: Int64
    /// The board that made it (lowercase).
    public let clientID: String
    public let op: FieldOp
    /// Who made it, cleaned as a received name; empty: nobody named (an
    /// older bankui's change).
    public let author: String

    public init(seq: Int64, clientID: String, op: FieldOp, author: String = "") {
        self.seq = seq
        self.clientID = clientID.lowercased()
        self.op = op
        self.author = PersonName.received(author)?.text ?? ""
    }
}

/// What applying a batch of the shared board's changes did.
public struct RemoteApplyReport: Sendable, Equatable {
    /// Field values written (changes that won).
    public var applied = 0
    /// History lines added for other boards' changes.
    public var changes: [HistoryEntry] = []
    /// Values that lost to a concurrent one (each also a history line).
    public var conflicts: [FieldConflict] = []
    /// A reading received was more than a day ahead of this clock.
    public var clockAhead = false

    public init() {}

    /// Whether the board on screen must be read again.
    public var changedBoard: Bool { applied > 0 || !conflicts.isEmpty }
}

/// This database's client id is also another database's: the file was
/// copied, or a backup of it put back, and both went on. Changes of one
/// would be taken for the other's own (and a change sent under a number
/// the server already holds would be dropped as sent twice), so the
/// database takes a new id (``KanbanSyncStore/renewClientID()``).
public struct ClientIDInUse: Error, Equatable, CustomStringConvertible {
    public init() {}
    public var description: String {
        "this database's id on the shared board is another database's too (a copy of the file, or a backup put back)"
    }
}

/// Where this database stands with the shared board.
public struct KanbanSyncState: Sendable, Equatable {
    public var clientID: String
    /// The last server sequence number applied (0: none).
    public var cursor: Int64
    /// The shared board last synced with, or nil.
    public var boardID: String?
    /// The id of the server's log read from (it changes when the log is
    /// put back from a backup or cut short), or nil before it is known.
    public var logID: String?
    /// Which change the cursor's number held when it was read
    /// (`client:mutation`): the same number under another change means the
    /// log was put back and grew again.
    public var cursorRow: String?

    public init(clientID: String, cursor: Int64, boardID: String?, logID: String? = nil, cursorRow: String? = nil) {
        self.clientID = clientID
        self.cursor = cursor
        self.boardID = boardID
        self.logID = logID
        self.cursorRow = cursorRow
    }
}

/// The local side of the shared board: the outbox of local changes, the
/// field clocks, and the merge of the shared board's changes, each call one
/// transaction. Local changes reach the outbox through ``KanbanRepository``
/// itself (in the transaction of the change); this is what the sync engine uses.
public struct KanbanSyncStore: Sendable {
    let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// The stored column of each synced field of a card, and of its clock reading.
    static let valueColumns: [CardChange.Field: String] = [
        .title: "title", .body: "body", .deadline: "deadline", .column: "boardColumn", .position: "position",
        .deleted: "deleted", .board: "boardID", .repeats: "repeats", .doneOn: "doneOn",
    ]
    /// The clock columns migration `kanban-sync-v1` added (a card's board
    /// came later, with its own migration: `boardHlc`).
    static let clockColumns: KeyValuePairs<CardChange.Field, String> = [
        .title: "titleHlc", .body: "bodyHlc", .deadline: "deadlineHlc", .column: "columnHlc",
        .position: "positionHlc", .deleted: "deletedHlc",
    ]
    static func clockColumn(_ field: CardChange.Field) -> String {
        if field == .board { return "boardHlc" }
        if field == .repeats { return "repeatsHlc" }
        if field == .doneOn { return "doneOnHlc" }
        return clockColumns.first { $0.key == field }?.value ?? "deletedHlc"
    }

    /// The stored column of each synced field of a board (in `kanbanBoard`),
    /// and of its clock reading.
    static let boardColumns: [CardChange.Field: (value: String, clock: String)] = [
        .boardName: ("name", "nameHlc"), .boardPosition: ("position", "positionHlc"), .boardDeleted: ("deleted", "deletedHlc"),
        .boardWip: ("wip", "wipHlc"),
    ]

    // MARK: The engine's calls

    /// The client id, cursor and board id.
    public func state() throws -> KanbanSyncState {
        try database.writer.read { db in try Self.state(db) }
    }

    /// How many local changes wait to be sent, as a person counts them: a
    /// card added, edited or moved is one change, however many fields it set.
    /// Before the first sync, every card waits (the first sync sends them all).
    public func unsentCount() throws -> Int {
        try database.writer.read { db in
            guard try Self.keepsOutbox(db) else { return try Int.fetchOne(db, sql: "SELECT count(*) FROM kanbanCard") ?? 0 }
            return try Int.fetchOne(db, sql: "SELECT count(*) FROM (SELECT DISTINCT cardID, hlc FROM kanbanOutbox)") ?? 0
        }
    }

    /// The oldest `limit` changes waiting to be sent, oldest first.
    public func pending(limit: Int) throws -> [OutboxOp] {
        try database.writer.read { db in
            var ops: [OutboxOp] = []
            let rows = try Row.fetchCursor(db, sql: """
                SELECT mutationID, cardID, field, value, hlc, baseHlc, author FROM kanbanOutbox ORDER BY mutationID LIMIT ?
                """, arguments: [limit])
            while let row = try rows.next() {
                guard let id = UUID(uuidString: row[1] ?? ""), let field = CardChange.Field(rawValue: row[2] ?? ""),
                      let value = CardChange.Value(field: field, json: row[3] ?? "") else { continue }
                ops.append(OutboxOp(mutationID: row[0], op: FieldOp(cardID: id, value: value, hlc: row[4], baseHlc: row[5]),
                                    author: row[6] ?? ""))
            }
            return ops
        }
    }

    /// Forgets the sent changes up to `mutationID` (the shared board has them).
    public func deleteSent(through mutationID: Int64) throws {
        try database.write { db in
            try db.execute(sql: "DELETE FROM kanbanOutbox WHERE mutationID <= ?", arguments: [mutationID])
        }
    }

    /// Makes `boardID` the shared board this database syncs with. When it
    /// is another board than last time (or the first): the cursor goes back
    /// to 0 and the outbox is replaced by every field of every card with its
    /// current reading, so the new board gets the whole local board.
    /// Returns true when that happened.
    @discardableResult
    public func adopt(boardID: String, logID: String? = nil) throws -> Bool {
        try database.write { db in
            guard try Self.value("boardID", db) != boardID else { return false }
            try Self.setValue("boardID", boardID, db)
            try Self.setValue("cursor", "0", db)
            try Self.forgetReadingPlace(logID: logID, db)
            try db.execute(sql: "DELETE FROM kanbanOutbox")
            try Self.queueSnapshot(db)
            return true
        }
    }

    /// Remembers the id of the server's log (the first time it is known).
    public func setLogID(_ logID: String) throws {
        try database.write { db in try Self.setValue("logID", logID, db) }
    }

    /// The server's log is older than what this database read from it (a
    /// backup put back, a log cut short or emptied by hand): what the
    /// server lost may be only here. Queues every field of every card with
    /// its reading behind the changes already waiting, remembers `logID`,
    /// and reads the log again from its start. What is read again up to
    /// `quietThrough` with a reading no newer than this clock's was seen
    /// before: it is merged without conflict lines (its value is older
    /// than what this board holds, not concurrent with it).
    /// Returns how many field values were queued.
    @discardableResult
    public func restartAfterLogRewind(logID: String, quietThrough: Int64) throws -> Int {
        try database.write { db in
            try Self.setValue("cursor", "0", db)
            try Self.forgetReadingPlace(logID: logID, db)
            try db.execute(sql: "DELETE FROM kanbanSync WHERE key = 'replayThrough'")
            if let last = try Self.clock(db).last {
                try Self.setValue("quietThrough", String(quietThrough), db)
                try Self.setValue("quietHlc", last.text, db)
            }
            return try Self.queueSnapshot(db)
        }
    }

    /// A new log to read: its id (when known), no change at the cursor yet.
    private static func forgetReadingPlace(logID: String?, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM kanbanSync WHERE key IN ('cursorRow', 'quietThrough', 'quietHlc', 'logID')")
        if let logID { try setValue("logID", logID, db) }
    }

    /// Adds every field of every card, with its reading, to the outbox; a
    /// value sent this way names its own reading as its base, so no board
    /// takes it for a concurrent change.
    @discardableResult
    private static func queueSnapshot(_ db: Database) throws -> Int {
        let insert = try db.cachedStatement(sql: """
            INSERT INTO kanbanOutbox (cardID, field, value, hlc, baseHlc) VALUES (?, ?, ?, ?, ?)
            """)
        var count = 0
        // The boards first, so that a board reading them has a card's
        // board before the card.
        let boardClocks = SyncedFields.boardFields.compactMap { boardColumns[$0]?.clock }.joined(separator: ", ")
        let boards = try Row.fetchCursor(db, sql: """
            SELECT id, name, position, wip, deleted, \(boardClocks) FROM kanbanBoard ORDER BY rowid
            """)
        while let row = try boards.next() {
            let id: String = row[0]
            // In the order of `SyncedFields.boardFields`, as the clocks.
            let values: [CardChange.Value] = [.boardName(row[1] ?? ""), .boardPosition(row[2] ?? OrderKey.first),
                                              .boardWip(KanbanRepository.wip(row[3])), .boardDeleted((row[4] as Int?) == 1)]
            for (index, value) in values.enumerated() {
                let hlc: String = row[5 + index] ?? ""
                guard !hlc.isEmpty else { continue }
                try insert.execute(arguments: [id, value.field.rawValue, value.jsonText, hlc, hlc])
                count += 1
            }
        }
        let clocks = SyncedFields.withBoard.map(clockColumn).joined(separator: ", ")
        let rows = try Row.fetchCursor(db, sql: """
            SELECT id, title, body, deadline, boardColumn, position, deleted, boardID, repeats, doneOn, \(clocks)
            FROM kanbanCard ORDER BY rowid
            """)
        while let row = try rows.next() {
            let id: String = row[0]
            for (index, field) in SyncedFields.withBoard.enumerated() {
                let hlc: String = row[10 + index] ?? ""
                guard !hlc.isEmpty, let value = Self.value(of: field, in: row) else { continue }
                try insert.execute(arguments: [id, field.rawValue, value.jsonText, hlc, hlc])
                count += 1
            }
        }
        return count
    }

    /// Takes a new client id, because another database has this one
    /// (``ClientIDInUse``), and reads the shared board again from its start:
    /// the changes made under the old id by the other database were taken
    /// for this one's own and passed over. Until the old cursor, only the
    /// old id's changes are merged (the rest were merged before); the old
    /// id's changes are merged without conflict lines, since most of them
    /// are this database's own from before the copy, older than what it
    /// holds now. Returns the new id.
    @discardableResult
    public func renewClientID() throws -> String {
        try database.write { db in
            let state = try Self.state(db)
            let id = UUID().uuidString.lowercased()
            let formers = try Self.formerClientIDs(db).union([state.clientID])
            let replay = max(state.cursor, Int64(try Self.value("replayThrough", db) ?? "0") ?? 0)
            try Self.setValue("formerClientIDs", formers.sorted().joined(separator: ","), db)
            try Self.setValue("replayThrough", String(replay), db)
            try Self.setValue("cursor", "0", db)
            try Self.setValue("clientID", id, db)
            return id
        }
    }
}
