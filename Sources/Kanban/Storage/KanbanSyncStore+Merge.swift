import DatabaseKit
import Foundation
import GRDB
import KanbanCore

/// Merging the shared board's changes into this board: per field the
/// greater reading wins, the losing value is a conflict line, and each
/// change another board made is a history line naming its author.
extension KanbanSyncStore {
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
