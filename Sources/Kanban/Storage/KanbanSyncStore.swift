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
    private let database: AppDatabase

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

    /// Merges a batch of the shared board's changes, in server order, and
    /// stores `cursor` (the batch's last sequence number) and `cursorRow`
    /// (which change that was) in the same transaction. This board's own
    /// changes coming back change nothing. The clock moves past the
    /// readings received.
    ///
    /// A value that lost to a concurrent one is a conflict line. So is a
    /// value that stood only because another board had set the same
    /// concurrently, once that other board's side moves the field on
    /// (kept aside in `kanbanShadow` meanwhile): every board that sees the
    /// two writes the same line, whatever order they came in.
    ///
    /// Throws ``ClientIDInUse`` (and changes nothing) for a change under
    /// this database's id with a reading its clock never gave.
    public func applyRemote(_ ops: [RemoteOp], cursor: Int64, cursorRow: String? = nil, now: Date) throws
        -> RemoteApplyReport
    {
        try database.write { db in
            var report = RemoteApplyReport()
            let state = try Self.state(db)
            var clock = try Self.clock(db)
            if let given = clock.last, ops.contains(where: {
                $0.clientID == state.clientID && (HLC(text: $0.op.hlc).map { $0 > given } ?? false)
            }) {
                throw ClientIDInUse()
            }
            let formers = try Self.formerClientIDs(db)
            let replayThrough = Int64(try Self.value("replayThrough", db) ?? "0") ?? 0
            let quietThrough = Int64(try Self.value("quietThrough", db) ?? "0") ?? 0
            let quietHlc = try Self.value("quietHlc", db) ?? ""
            try Self.rememberPeople(ops.filter { $0.clientID != state.clientID }, db)
            var index = 0
            while index < ops.count {
                // One card's ops of one reading: one change of another board.
                var end = index + 1
                while end < ops.count, ops[end].op.cardID == ops[index].op.cardID, ops[end].op.hlc == ops[index].op.hlc {
                    end += 1
                }
                let group = ops[index..<end].filter {
                    $0.clientID != state.clientID && ($0.seq > replayThrough || formers.contains($0.clientID))
                }
                let own = ops[index..<end].filter { $0.clientID == state.clientID }
                index = end
                guard let first = group.first else {
                    if let conflict = try Self.editedAfterRemoval(own, quietThrough: quietThrough, quietHlc: quietHlc,
                                                                  localNode: state.clientID, now: now, db) {
                        report.conflicts.append(conflict)
                    }
                    continue
                }
                if let hlc = HLC(text: first.op.hlc), !clock.receive(hlc, now: now) { report.clockAhead = true }
                let id = first.op.cardID
                let before = try Self.card(id, db)
                var applied = 0
                for remote in group {
                    // A value kept aside that its author has moved on from
                    // is no one's any more: its line goes, as on the boards
                    // that never saw it.
                    try Self.dropMovedOn(remote.op, db)
                    let stored = try Self.stored(remote.op.field, of: id, db)
                    let decision = FieldMerge.decide(remote.op, stored: stored, localNode: state.clientID)
                    if decision.apply {
                        try Self.set(remote.op.value, hlc: remote.op.hlc, of: id, db)
                        applied += 1
                    }
                    // Read again after the log was put back: seen before.
                    let quiet = remote.seq <= quietThrough && !OrderKey.precedes(quietHlc, remote.op.hlc)
                    guard !quiet, !formers.contains(remote.clientID) else { continue }
                    if let conflict = decision.conflict {
                        report.conflicts.append(conflict)
                        let title = try Self.card(id, db)?.card.title ?? ""
                        // Whose value was kept aside (this change's, or the
                        // one it replaced); when it was this board's own,
                        // whose value won.
                        let author = conflict.lostHere || !decision.apply ? remote.author
                            : try Self.author(of: stored?.hlc, localNode: state.clientID, db)
                        try KanbanRepository.insertConflict(conflict, title: title, at: now, author: author,
                                                            lostHlc: decision.apply ? stored?.hlc : remote.op.hlc, db)
                        if decision.apply { try Self.dropShadows(of: id, remote.op.field, db) }
                    } else if let stored {
                        report.conflicts += try Self.followShadows(remote.op, stored: stored, applied: decision.apply,
                                                                   localNode: state.clientID, now: now, db)
                    }
                }
                report.applied += applied
                guard applied > 0, let after = try Self.card(id, db),
                      let kind = try Self.describe(before: before, after: after, fields: Set(group.map(\.op.field)),
                                                   boardNames: { try Self.boardNames(db) }) else { continue }
                let boards = [before?.card.board, after.card.board].compactMap { $0 }
                let entry = HistoryEntry(at: now, kind: .remote(kind), title: after.card.title,
                                         boards: boards.first == boards.last ? [after.card.board] : boards,
                                         author: first.author)
                try KanbanRepository.insert(entry, db)
                report.changes.append(entry)
            }
            try Self.setValue("cursor", String(cursor), db)
            if let cursorRow { try Self.setValue("cursorRow", cursorRow, db) }
            if replayThrough > 0, cursor >= replayThrough {
                try db.execute(sql: "DELETE FROM kanbanSync WHERE key = 'replayThrough'")
            }
            if quietThrough > 0, cursor >= quietThrough {
                try db.execute(sql: "DELETE FROM kanbanSync WHERE key IN ('quietThrough', 'quietHlc')")
            }
            if let last = clock.last { try Self.setValue("hlc", last.text, db) }
            return report
        }
    }

    /// What another board's change did, for its history line; nil when it
    /// is not seen on the board (a removed card's fields).
    static func describe(before: (card: Card, deleted: Bool)?, after: (card: Card, deleted: Bool),
                         fields: Set<CardChange.Field>, boardNames: () throws -> [UUID: String] = { [:] }) rethrows
        -> KanbanActionKind? {
        let wasLive = before.map { !$0.deleted } ?? false
        switch (wasLive, !after.deleted) {
        case (false, true): return fields.contains(.title) && fields.contains(.column) ? .added : .restored
        case (true, false): return .removed(from: before?.card.column ?? after.card.column)
        case (false, false): return nil
        case (true, true):
            guard let old = before?.card else { return nil }
            if old.board != after.card.board {
                let names = try boardNames()
                return .movedBoard(from: names[old.board] ?? "", to: names[after.card.board] ?? "")
            }
            if old.column != after.card.column { return .moved(from: old.column, to: after.card.column) }
            if old.title != after.card.title || old.body != after.card.body || old.deadline != after.card.deadline
                || old.repeats != after.card.repeats {
                return .updated
            }
            if old.doneOn != after.card.doneOn, after.card.column == .done { return .unarchived }
            return old.position != after.card.position ? .reordered : nil
        }
    }
}
