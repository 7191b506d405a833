import DatabaseKit
import Foundation
import GRDB
import KanbanCore

/// Values set twice: one value two boards set at once is set aside
/// (`kanbanShadow`) until a later change shows which of them lost.
extension KanbanSyncStore {
    /// Keeps or resolves the values set aside for `op`'s field, when `op`
    /// made no conflict of its own against `stored`:
    /// - `op` and the stored value are one value set concurrently (neither
    ///   board had the other's): the lower reading stands only because the
    ///   other board set the same, so it is set aside;
    /// - `op` follows the stored value and changes it: each value set aside
    ///   by another board than `op`'s lost to it, a conflict line.
    /// Returns the conflicts written.
    static func followShadows(_ op: FieldOp, stored: (value: CardChange.Value, hlc: String), applied: Bool,
                              localNode: String, now: Date, _ db: Database) throws -> [FieldConflict] {
        guard op.field != .position, !stored.hlc.isEmpty, op.hlc != stored.hlc, op.baseHlc != op.hlc else { return [] }
        if op.baseHlc != stored.hlc {
            guard op.value == stored.value else { return [] }
            let (value, hlc) = applied ? (stored.value, stored.hlc) : (op.value, op.hlc)
            try db.cachedStatement(sql: """
                INSERT INTO kanbanShadow (cardID, field, value, hlc) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING
                """).execute(arguments: [op.cardID.uuidString, op.field.rawValue, value.jsonText, hlc])
            return []
        }
        guard applied, op.value != stored.value else { return [] }
        return try resolveShadows(of: op.cardID, op.field, by: op.value, hlc: op.hlc, localNode: localNode, now: now, db)
    }

    /// The values set aside for one field lost to `value` (set with
    /// reading `hlc`): a conflict line for each set by another board than
    /// `hlc`'s; then they are forgotten.
    static func resolveShadows(of id: UUID, _ field: CardChange.Field, by value: CardChange.Value, hlc: String,
                               localNode: String, now: Date, _ db: Database) throws -> [FieldConflict] {
        let rows = try Row.fetchAll(db.cachedStatement(sql: """
            SELECT value, hlc FROM kanbanShadow WHERE cardID = ? AND field = ? ORDER BY hlc
            """), arguments: [id.uuidString, field.rawValue])
        guard !rows.isEmpty else { return [] }
        try dropShadows(of: id, field, db)
        let author = HLC(text: hlc)?.node
        var conflicts: [FieldConflict] = []
        for row in rows {
            let shadowHlc: String = row[1]
            guard let node = HLC(text: shadowHlc)?.node, node != author,
                  let lost = CardChange.Value(field: field, json: row[0]), lost != value else { continue }
            let conflict = FieldConflict(cardID: id, lost: lost, kept: value, lostHere: node == localNode.lowercased())
            let title = try card(id, db)?.card.title ?? ""
            try KanbanRepository.insertConflict(conflict, title: title, at: now,
                                                author: try Self.author(of: conflict.lostHere ? hlc : shadowHlc,
                                                                        localNode: localNode, db), lostHlc: shadowHlc, db)
            conflicts.append(conflict)
        }
        return conflicts
    }

    static func dropShadows(of id: UUID, _ field: CardChange.Field, _ db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM kanbanShadow WHERE cardID = ? AND field = ?")
            .execute(arguments: [id.uuidString, field.rawValue])
    }

    // MARK: People

    /// Remembers the name each board sent its changes under (the last one
    /// of the batch wins).
    static func rememberPeople(_ ops: [RemoteOp], _ db: Database) throws {
        var last: [String: String] = [:]
        for op in ops where !op.author.isEmpty { last[op.clientID] = op.author }
        guard !last.isEmpty else { return }
        let upsert = try db.cachedStatement(sql: """
            INSERT INTO kanbanPeople (clientID, name) VALUES (?, ?) ON CONFLICT (clientID) DO UPDATE SET name = excluded.name
            """)
        for (client, name) in last { try upsert.execute(arguments: [client, name]) }
    }

    /// The name of whoever set the value read `hlc`, as last heard from
    /// its board; nil for this board's own (the line says so) or a board
    /// that never sent a name.
    static func author(of hlc: String?, localNode: String, _ db: Database) throws -> String? {
        guard let node = hlc.flatMap(HLC.init(text:))?.node.lowercased(), node != localNode.lowercased() else { return nil }
        return try String.fetchOne(db.cachedStatement(sql: "SELECT name FROM kanbanPeople WHERE clientID = ?"),
                                   arguments: [node])
    }

    // MARK: An edit made where the card was not known to be removed

    /// This board's own change of a card, read back from the server after
    /// another board's removal of that card (the server's order): the
    /// other board removed it without knowing of the change (made offline,
    /// or at the same moment). The card stays removed, with the change in
    /// it, as every board has it; this board's history says so in a
    /// conflict line whose `r` brings the card back with the change. Once
    /// per change; not for a change read again after the log was put back.
    static func editedAfterRemoval(_ own: [RemoteOp], quietThrough: Int64, quietHlc: String, localNode: String,
                                   now: Date, _ db: Database) throws -> FieldConflict? {
        let edits: Set<CardChange.Field> = [.title, .body, .deadline, .column, .repeats, .doneOn, .board]
        guard let first = own.first(where: { edits.contains($0.op.field) }),
              !(first.seq <= quietThrough && !OrderKey.precedes(quietHlc, first.op.hlc)),
              let stored = try Self.stored(.deleted, of: first.op.cardID, db), stored.value == .deleted(true),
              let remover = HLC(text: stored.hlc)?.node, remover.lowercased() != localNode.lowercased(),
              let card = try Self.card(first.op.cardID, db) else { return nil }
        let conflict = FieldConflict(cardID: first.op.cardID, lost: .deleted(false), kept: .deleted(true), lostHere: true)
        try KanbanRepository.insertConflict(conflict, title: card.card.title, at: now,
                                            author: try Self.author(of: stored.hlc, localNode: localNode, db), db)
        return conflict
    }

    /// Drops the conflict lines of the value `op` was made on (its base):
    /// whoever made `op` had that value and replaced it, so it stands for
    /// nothing anyone lost. A board that saw the value in between would
    /// otherwise keep a line the others never write (an intermediate
    /// value); with it gone, every board keeps the lines of the values
    /// their authors left as they were.
    static func dropMovedOn(_ op: FieldOp, _ db: Database) throws {
        guard !op.baseHlc.isEmpty, op.baseHlc != op.hlc else { return }
        try db.cachedStatement(sql: """
            DELETE FROM kanbanHistory WHERE step = 'conflict' AND cardID = ? AND field = ? AND lostHlc = ?
            """).execute(arguments: [op.cardID.uuidString, op.field.rawValue, op.baseHlc])
    }
}
