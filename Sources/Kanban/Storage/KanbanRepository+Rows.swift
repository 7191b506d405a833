import DatabaseKit
import Foundation
import GRDB
import KanbanCore

// MARK: - Rows read back

/// What the stored rows hold, read back: a card, an id, a history line and
/// the boards it names.
extension KanbanRepository {
    /// A history line's boards as stored: ids separated by commas, NULL for every board.
    static func boardsText(_ boards: [UUID]) -> String? {
        boards.isEmpty ? nil : boards.map(\.uuidString).joined(separator: ",")
    }

    /// A history line's boards as read back.
    static func boardsList(_ text: String?) -> [UUID] {
        (text ?? "").split(separator: ",").compactMap { UUID(uuidString: String($0)) }
    }

    /// The columns a card is read from, in the order ``card(_:)`` reads them.
    static let cardColumns = "id, title, body, deadline, boardColumn, position, boardID, repeats, doneOn"

    /// The card a `kanbanCard` row holds (``cardColumns``), or nil when it names
    /// something this build does not know. An unreadable deadline or
    /// repeat reads as none; an unreadable board as the first board.
    static func card(_ row: Row) -> Card? {
        guard let idText: String = row[0], let id = uuid(idText),
              let columnName: String = row[4], let column = KanbanColumn(rawValue: columnName) else { return nil }
        let deadline = (row[3] as String?).flatMap(Deadline.init(iso:))
        let board = (row[6] as String?).flatMap(uuid) ?? BoardInfo.firstID
        return Card(id: id, title: row[1] ?? "", body: row[2] ?? "", deadline: deadline, column: column,
                    position: row[5] ?? OrderKey.first, board: board, repeats: repeats(row[7]),
                    doneOn: (row[8] as String?).flatMap(Deadline.init(iso:)))
    }

    /// A board's stored limits (JSON, as the shared board carries them),
    /// none when there are none or they cannot be read.
    static func wip(_ text: String?) -> WipLimits {
        guard let text, !text.isEmpty, case .boardWip(let wip)? = CardChange.Value(field: .boardWip, json: text) else { return .none }
        return wip
    }

    /// A stored repeat (JSON, as the shared board carries it), or nil for
    /// none or one this build cannot read.
    static func repeats(_ text: String?) -> CardRepeat? {
        guard let text, !text.isEmpty, case .repeats(let rule)? = CardChange.Value(field: .repeats, json: text) else { return nil }
        return rule
    }

    /// The UUID `text` spells (`UUID(uuidString:)`), read here for the
    /// usual 36-character form: Foundation's parser (a `sscanf`) took a
    /// fifth of reading a large board.
    static func uuid(_ text: String) -> UUID? {
        var text = text
        let bytes: [UInt8]? = text.withUTF8 { utf8 -> [UInt8]? in
            guard utf8.count == 36 else { return nil }
            var bytes = [UInt8](repeating: 0, count: 16)
            var index = 0
            var high: UInt8?
            for (offset, byte) in utf8.enumerated() {
                if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                    guard byte == UInt8(ascii: "-") else { return nil }
                    continue
                }
                let nibble: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = byte - UInt8(ascii: "0")
                case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = byte - UInt8(ascii: "A") + 10
                case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = byte - UInt8(ascii: "a") + 10
                default: return nil
                }
                if let first = high {
                    bytes[index] = first << 4 | nibble
                    index += 1
                    high = nil
                } else {
                    high = nibble
                }
            }
            return bytes
        }
        guard let b = bytes else { return UUID(uuidString: text) }
        return UUID(uuid: (b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]))
    }

    /// The tick an "updated" line's `keptValue` names (`ticked`, a line
    /// break, the item), or nil for a plain edit.
    static func tick(_ kept: String?) -> KanbanActionKind? {
        guard let kept, let mark = kept.firstIndex(of: "\n") else { return nil }
        let item = String(kept[kept.index(after: mark)...])
        switch kept[..<mark] {
        case "ticked": return .ticked(item: item, done: true)
        case "unticked": return .ticked(item: item, done: false)
        default: return nil
        }
    }

    /// The history line a `kanbanHistory` row holds, or nil.
    static func historyEntry(_ row: Row) -> HistoryEntry? {
        historyLine(row)?.by(row.count > 15 ? row[15] : nil)
    }

    private static func historyLine(_ row: Row) -> HistoryEntry? {
        let at = Date(timeIntervalSinceReferenceDate: row[0] ?? 0)
        let step: String = row[1] ?? ""
        let title: String = row[6] ?? ""
        let boards = boardsList(row[12])
        if step == "imported" {
            return HistoryEntry(at: at, kind: .imported(count: row[5] ?? 0), title: title, boards: boards)
        }
        if step == "conflict" {
            guard let id = UUID(uuidString: row[7] ?? ""), let field = CardChange.Field(rawValue: row[8] ?? ""),
                  let lost = CardChange.Value(field: field, json: row[9] ?? ""),
                  let kept = CardChange.Value(field: field, json: row[10] ?? "") else { return nil }
            let conflict = FieldConflict(cardID: id, lost: lost, kept: kept, lostHere: (row[11] as Int?) == 1)
            return HistoryEntry(at: at, kind: .conflict(conflict), title: title, boards: boards)
        }
        let from = (row[3] as String?).flatMap(KanbanColumn.init(rawValue:))
        let to = (row[4] as String?).flatMap(KanbanColumn.init(rawValue:))
        let kind: KanbanActionKind
        switch row[2] as String? {
        case "added": kind = .added
        case "updated": kind = (row[10] as String?) == "unarchived" ? .unarchived : Self.tick(row[10]) ?? .updated
        case "reordered": kind = .reordered
        case "moved":
            guard let from, let to else { return nil }
            kind = .moved(from: from, to: to)
        case "removed":
            if (row[10] as String?) == "skipped" { kind = .skipped; break }
            guard let from else { return nil }
            kind = .removed(from: from)
        case "restored": kind = .restored
        case "movedBoard": kind = .movedBoard(from: row[13] ?? "", to: row[14] ?? "")
        case "boardAdded": kind = .boardAdded
        case "boardRenamed": kind = .boardRenamed(from: row[13] ?? "")
        case "boardRemoved": kind = .boardRemoved(cards: row[5] ?? 0)
        case "wipSet":
            if (row[10] as String?) == "archive" { kind = .archiveSet(days: row[5] ?? 0); break }
            guard let to else { return nil }
            kind = .wipSet(column: to, limit: row[5])
        default: return nil
        }
        switch step {
        case "did": return HistoryEntry(at: at, kind: .action(kind), title: title, boards: boards)
        case "undid": return HistoryEntry(at: at, kind: .undid(kind), title: title, boards: boards)
        case "redid": return HistoryEntry(at: at, kind: .redid(kind), title: title, boards: boards)
        case "remote": return HistoryEntry(at: at, kind: .remote(kind), title: title, boards: boards)
        default: return nil
        }
    }
}
