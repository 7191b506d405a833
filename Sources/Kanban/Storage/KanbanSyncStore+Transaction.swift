import DatabaseKit
import Foundation
import GRDB
import KanbanCore

extension KanbanSyncStore {
    // MARK: In a transaction (also for KanbanRepository's local changes)

    static func state(_ db: Database) throws -> KanbanSyncState {
        let clientID = try value("clientID", db) ?? ""
        return KanbanSyncState(clientID: clientID, cursor: Int64(try value("cursor", db) ?? "0") ?? 0,
                               boardID: try value("boardID", db), logID: try value("logID", db),
                               cursorRow: try value("cursorRow", db))
    }

    /// The ids this database had before it took a new one.
    static func formerClientIDs(_ db: Database) throws -> Set<String> {
        Set((try value("formerClientIDs", db) ?? "").split(separator: ",").map(String.init))
    }

    static func value(_ key: String, _ db: Database) throws -> String? {
        try String.fetchOne(db.cachedStatement(sql: "SELECT value FROM kanbanSync WHERE key = ?"), arguments: [key])
    }

    static func setValue(_ key: String, _ value: String, _ db: Database) throws {
        try db.cachedStatement(sql: "INSERT INTO kanbanSync (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value")
            .execute(arguments: [key, value])
    }

    /// This database's clock as stored.
    static func clock(_ db: Database) throws -> HybridClock {
        let last = try value("hlc", db).flatMap(HLC.init(text:))
        let node = try value("clientID", db) ?? last?.node ?? ""
        return HybridClock(node: node, last: last)
    }

    /// The next reading of this database's clock at `now`, stored.
    static func tick(now: Date, _ db: Database) throws -> String {
        var clock = try clock(db)
        let hlc = clock.tick(now: now).text
        try setValue("hlc", hlc, db)
        return hlc
    }

    /// Whether local changes go to the outbox: once this database has
    /// synced with a shared board. Before that they would only wait to be
    /// thrown away: the first sync sends the whole board (``adopt(boardID:)``).
    static func keepsOutbox(_ db: Database) throws -> Bool {
        try value("boardID", db) != nil
    }

    /// A local change of one field: the value and its reading, and (with
    /// `outbox`) a row in the outbox with the reading it replaces. A value
    /// another board set aside for this field (``followShadows``) lost to
    /// it, as it does on every board that reads this change.
    static func recordLocal(_ value: CardChange.Value, hlc: String, of id: UUID, outbox: Bool, at: Date,
                            author: String = "", _ db: Database) throws {
        let old = try stored(value.field, of: id, db)
        let base = old?.hlc ?? ""
        try set(value, hlc: hlc, of: id, db)
        if let old, old.value != value, let node = HLC(text: hlc)?.node {
            try resolveShadows(of: id, value.field, by: value, hlc: hlc, localNode: node, now: at, db)
        }
        guard outbox else { return }
        try db.cachedStatement(sql: "INSERT INTO kanbanOutbox (cardID, field, value, hlc, baseHlc, author) VALUES (?, ?, ?, ?, ?, ?)")
            .execute(arguments: [id.uuidString, value.field.rawValue, value.jsonText, hlc, base, author])
    }

    /// Writes one field and its reading; a card not stored yet is made as
    /// an empty tombstone first (an edit that arrived before its creation).
    static func set(_ value: CardChange.Value, hlc: String, of id: UUID, _ db: Database) throws {
        let field = value.field
        if field.isBoardField { return try setBoard(value, hlc: hlc, of: id, db) }
        guard let column = valueColumns[field] else { return }
        let sqlValue: (any DatabaseValueConvertible)?
        switch value {
        case .title(let text), .body(let text), .position(let text): sqlValue = text
        case .deadline(let deadline), .doneOn(let deadline): sqlValue = deadline?.iso
        case .column(let name): sqlValue = name.rawValue
        case .deleted(let flag): sqlValue = flag ? 1 : 0
        case .board(let board): sqlValue = board.uuidString
        case .repeats(let rule): sqlValue = rule.map { CardChange.Value.repeats($0).jsonText }
        case .created, .boardCreated, .boardName, .boardPosition, .boardDeleted, .boardWip: return
        }
        // The card's flow moments follow (``FlowCard``): made at its
        // oldest reading (a change of another board may come late), first
        // in DOING at the oldest move there. A card stored before bankui
        // kept them has none (NULL stays NULL).
        let at = flowTime(of: hlc)
        let update = try db.cachedStatement(sql: field == .column ? """
            UPDATE kanbanCard SET \(column) = ?1, \(clockColumn(field)) = ?2, madeAt = min(madeAt, coalesce(?4, madeAt)),
                startedAt = CASE WHEN ?1 = 'doing' AND ?4 IS NOT NULL THEN coalesce(min(startedAt, ?4), ?4) ELSE startedAt END
            WHERE id = ?3
            """ : "UPDATE kanbanCard SET \(column) = ?1, \(clockColumn(field)) = ?2, madeAt = min(madeAt, coalesce(?4, madeAt)) WHERE id = ?3")
        try update.execute(arguments: [sqlValue, hlc, id.uuidString, at])
        if db.changesCount == 0 {
            try db.cachedStatement(sql: """
                INSERT INTO kanbanCard (id, title, body, deadline, boardColumn, position, deleted, madeAt)
                VALUES (?, '', '', NULL, 'todo', ?, 1, ?)
                """).execute(arguments: [id.uuidString, OrderKey.first, at])
            try update.execute(arguments: [sqlValue, hlc, id.uuidString, at])
        }
    }

    /// The moment of a clock reading, as the flow moments store it
    /// (seconds since 2001-01-01, as history lines do); nil for no reading.
    static func flowTime(of hlc: String) -> Double? {
        HLC(text: hlc).map { Date(timeIntervalSince1970: Double($0.millis) / 1000).timeIntervalSinceReferenceDate }
    }

    /// The stored value of one field and its reading; nil when the card is not stored.
    static func stored(_ field: CardChange.Field, of id: UUID, _ db: Database) throws -> (value: CardChange.Value, hlc: String)? {
        if field.isBoardField { return try storedBoard(field, of: id, db) }
        guard let column = valueColumns[field] else { return nil }
        let statement = try db.cachedStatement(sql: "SELECT \(column), \(clockColumn(field)) FROM kanbanCard WHERE id = ?")
        guard let row = try Row.fetchOne(statement, arguments: [id.uuidString]) else { return nil }
        let value: CardChange.Value?
        switch field {
        case .title: value = .title(row[0] ?? "")
        case .body: value = .body(row[0] ?? "")
        case .deadline: value = .deadline((row[0] as String?).flatMap(Deadline.init(iso:)))
        case .column: value = KanbanColumn(rawValue: row[0] ?? "").map { .column($0) }
        case .position: value = .position(row[0] ?? OrderKey.first)
        case .deleted: value = .deleted((row[0] as Int?) == 1)
        case .board: value = .board(UUID(uuidString: row[0] ?? "") ?? BoardInfo.firstID)
        case .repeats: value = .repeats(KanbanRepository.repeats(row[0]))
        case .doneOn: value = .doneOn((row[0] as String?).flatMap(Deadline.init(iso:)))
        case .created, .boardCreated, .boardName, .boardPosition, .boardDeleted, .boardWip: value = nil
        }
        guard let value else { return nil }
        return (value, row[1] ?? "")
    }

    /// Writes one field of a board and its reading; a board not stored yet
    /// is made as a removed board without a name first.
    static func setBoard(_ value: CardChange.Value, hlc: String, of id: UUID, _ db: Database) throws {
        guard let columns = boardColumns[value.field] else { return }
        let sqlValue: any DatabaseValueConvertible
        switch value {
        case .boardName(let text), .boardPosition(let text): sqlValue = text
        case .boardDeleted(let flag): sqlValue = flag ? 1 : 0
        case .boardWip(let wip): sqlValue = CardChange.Value.boardWip(wip).jsonText
        default: return
        }
        let update = try db.cachedStatement(sql: "UPDATE kanbanBoard SET \(columns.value) = ?, \(columns.clock) = ? WHERE id = ?")
        try update.execute(arguments: [sqlValue, hlc, id.uuidString])
        if db.changesCount == 0 {
            try db.cachedStatement(sql: "INSERT INTO kanbanBoard (id, name, position, deleted) VALUES (?, '', ?, 1)")
                .execute(arguments: [id.uuidString, OrderKey.first])
            try update.execute(arguments: [sqlValue, hlc, id.uuidString])
        }
    }

    /// The stored value of one field of a board and its reading; nil when
    /// the board is not stored.
    static func storedBoard(_ field: CardChange.Field, of id: UUID, _ db: Database) throws
        -> (value: CardChange.Value, hlc: String)? {
        guard let columns = boardColumns[field] else { return nil }
        let statement = try db.cachedStatement(sql: "SELECT \(columns.value), \(columns.clock) FROM kanbanBoard WHERE id = ?")
        guard let row = try Row.fetchOne(statement, arguments: [id.uuidString]) else { return nil }
        let value: CardChange.Value
        switch field {
        case .boardName: value = .boardName(row[0] ?? "")
        case .boardPosition: value = .boardPosition(row[0] ?? OrderKey.first)
        case .boardWip: value = .boardWip(KanbanRepository.wip(row[0]))
        default: value = .boardDeleted((row[0] as Int?) == 1)
        }
        return (value, row[1] ?? "")
    }

    /// Whether the board `id` is stored (live or removed).
    static func boardExists(_ id: UUID, _ db: Database) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM kanbanBoard WHERE id = ?"), arguments: [id.uuidString]) ?? false
    }

    /// Every board's name by id (removed ones too), for history lines.
    static func boardNames(_ db: Database) throws -> [UUID: String] {
        var names: [UUID: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, name FROM kanbanBoard") {
            if let id = UUID(uuidString: row[0] ?? "") { names[id] = row[1] }
        }
        return names
    }

    /// The card `id` as stored, and whether it is removed.
    static func card(_ id: UUID, _ db: Database) throws -> (card: Card, deleted: Bool)? {
        guard let row = try Row.fetchOne(db.cachedStatement(sql: """
            SELECT \(KanbanRepository.cardColumns), deleted FROM kanbanCard WHERE id = ?
            """), arguments: [id.uuidString]), let card = KanbanRepository.card(row) else { return nil }
        return (card, (row[9] as Int?) == 1)
    }

    /// The value of `field` in a row read as (id, title, body, deadline, boardColumn, position, deleted, boardID,
    /// repeats, doneOn).
    static func value(of field: CardChange.Field, in row: Row) -> CardChange.Value? {
        switch field {
        case .title: .title(row[1] ?? "")
        case .body: .body(row[2] ?? "")
        case .deadline: .deadline((row[3] as String?).flatMap(Deadline.init(iso:)))
        case .column: KanbanColumn(rawValue: row[4] ?? "").map { .column($0) }
        case .position: .position(row[5] ?? OrderKey.first)
        case .deleted: .deleted((row[6] as Int?) == 1)
        case .board: .board(UUID(uuidString: row[7] ?? "") ?? BoardInfo.firstID)
        case .repeats: .repeats(KanbanRepository.repeats(row[8]))
        case .doneOn: .doneOn((row[9] as String?).flatMap(Deadline.init(iso:)))
        case .created, .boardCreated, .boardName, .boardPosition, .boardDeleted, .boardWip: nil
        }
    }
}
