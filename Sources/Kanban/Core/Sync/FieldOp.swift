import Foundation

/// One field of one card set to one value at one clock reading: what boards
/// send each other. A card's creation is its six fields with one reading;
/// a removal is `deleted` = true, so a removal and a concurrent edit both
/// stand (the edit lands on the tombstone).
public struct FieldOp: Hashable, Sendable {
    public let cardID: UUID
    /// Never `.created`: a creation is sent as its fields.
    public let value: CardChange.Value
    /// The reading of this change (``HLC/text``).
    public let hlc: String
    /// The reading of the value its author had before (empty: none), which
    /// tells a change made after seeing the stored value from a concurrent one.
    public let baseHlc: String

    public init(cardID: UUID, value: CardChange.Value, hlc: String, baseHlc: String) {
        self.cardID = cardID
        self.value = value
        self.hlc = hlc
        self.baseHlc = baseHlc
    }

    public var field: CardChange.Field { value.field }
}

/// The fields of a card that are synced, in the order a creation sends them.
public enum SyncedFields {
    public static let all: [CardChange.Field] = [.title, .body, .deadline, .column, .position, .deleted]
    /// Every field of a card, its board too (which a card on the first
    /// board need never have set).
    public static let withBoard: [CardChange.Field] = [.title, .body, .deadline, .column, .position, .board, .repeats, .doneOn,
                                                                 .deleted]
    /// The fields of a board that are synced, in the order a creation sends them.
    public static let boardFields: [CardChange.Field] = [.boardName, .boardPosition, .boardWip, .boardDeleted]

    /// The value a card has for `field` when no change has set it yet (a
    /// card known only from an edit that arrived before its creation): a
    /// tombstone with empty fields.
    public static func placeholder(_ field: CardChange.Field) -> CardChange.Value {
        switch field {
        case .title: .title("")
        case .body: .body("")
        case .deadline: .deadline(nil)
        case .column: .column(.todo)
        case .position: .position(OrderKey.first)
        case .deleted, .created: .deleted(true)
        // A card that never named its board is on the first board.
        case .board: .board(BoardInfo.firstID)
        case .repeats: .repeats(nil)
        case .doneOn: .doneOn(nil)
        case .boardName: .boardName("")
        case .boardPosition: .boardPosition(OrderKey.first)
        case .boardDeleted, .boardCreated: .boardDeleted(true)
        case .boardWip: .boardWip(.none)
        }
    }
}

extension CardChange {
    /// The change as single-field values: a card's creation is its six
    /// fields, and its board when that is not the first board (a card that
    /// names none is on it, as every card was before there were boards);
    /// a board's creation is its three; `deleted` false last. Anything
    /// else is itself.
    public var fieldValues: [CardChange.Value] {
        switch value {
        case .created(let card):
            [.title(card.title), .body(card.body), .deadline(card.deadline), .column(card.column),
             .position(card.position)] + (card.board == BoardInfo.firstID ? [] : [.board(card.board)])
                + (card.repeats.map { [.repeats($0)] } ?? []) + (card.doneOn.map { [.doneOn($0)] } ?? []) + [.deleted(false)]
        case .boardCreated(let info):
            [.boardName(info.name), .boardPosition(info.position)] + (info.wip == .none ? [] : [.boardWip(info.wip)])
                + [.boardDeleted(false)]
        default:
            [value]
        }
    }

    /// The values a local change sets on a store that already holds the
    /// card (`known`) or not: a creation of a card it holds is a redo of an
    /// add, which brings the removed card back as it is now (with another
    /// board's edit made meanwhile), as undoing a removal does — `deleted`
    /// false alone. `Board.apply` follows the same rule.
    public func localValues(known: Bool) -> [CardChange.Value] {
        if case .created = value, known { return [.deleted(false)] }
        if case .boardCreated = value, known { return [.boardDeleted(false)] }
        return fieldValues
    }
}

extension CardChange.Value {
    /// The value alone as JSON text (`"Buy milk"`, `null`, `true`), as
    /// stored in the outbox and on the server. Not for `.created`.
    public var jsonText: String {
        switch self {
        case .title(let text), .body(let text), .position(let text), .boardName(let text), .boardPosition(let text):
            KanbanExport.quoted(text)
        case .board(let id): KanbanExport.quoted(id.uuidString.lowercased())
        case .boardDeleted(let flag): flag ? "true" : "false"
        case .boardCreated(let info):
            (try? String(decoding: JSONEncoder().encode(info), as: UTF8.self)) ?? "null"
        case .boardWip(let wip):
            (try? String(decoding: JSONEncoder().encode(wip), as: UTF8.self)) ?? "{}"
        case .deadline(let deadline), .doneOn(let deadline): deadline.map { KanbanExport.quoted($0.iso) } ?? "null"
        case .repeats(let rule):
            rule.flatMap { try? String(decoding: JSONEncoder().encode($0), as: UTF8.self) } ?? "null"
        case .column(let column): KanbanExport.quoted(column.rawValue)
        case .deleted(let flag): flag ? "true" : "false"
        case .created(let card):
            (try? String(decoding: JSONEncoder().encode(card), as: UTF8.self)) ?? "null"
        }
    }

    /// The value of `field` that `json` holds, titles and bodies cleaned as
    /// ``CardText`` cleans them; nil when it is not one (an unknown column,
    /// a malformed text from a newer bankui).
    public init?(field: CardChange.Field, json: String) {
        if field == .deleted || field == .boardDeleted {
            switch json.trimmingCharacters(in: .whitespaces) {
            case "true": self = field == .deleted ? .deleted(true) : .boardDeleted(true)
            case "false": self = field == .deleted ? .deleted(false) : .boardDeleted(false)
            default: return nil
            }
            return
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed]) else {
            return nil
        }
        switch field {
        // Text from the server is another program's: it passes the same
        // cleaner as text typed here before it is stored.
        case .title: guard let text = object as? String else { return nil }; self = .title(CardText.cleanTitle(text))
        case .body: guard let text = object as? String else { return nil }; self = .body(CardText.cleanBody(text))
        case .position: guard let text = object as? String else { return nil }; self = .position(text)
        case .deadline:
            if object is NSNull { self = .deadline(nil); return }
            guard let text = object as? String, let deadline = Deadline(iso: text) else { return nil }
            self = .deadline(deadline)
        case .doneOn:
            if object is NSNull { self = .doneOn(nil); return }
            guard let text = object as? String, let day = Deadline(iso: text) else { return nil }
            self = .doneOn(day)
        case .column:
            guard let text = object as? String, let column = KanbanColumn(rawValue: text) else { return nil }
            self = .column(column)
        case .board:
            guard let text = object as? String, let id = UUID(uuidString: text) else { return nil }
            self = .board(id)
        case .repeats:
            if object is NSNull { self = .repeats(nil); return }
            guard let rule = try? JSONDecoder().decode(CardRepeat.self, from: Data(json.utf8)) else { return nil }
            self = .repeats(rule)
        // A board's name from the server passes the same cleaner as one
        // typed here; a name it would refuse is not one.
        case .boardName:
            guard let text = object as? String, let name = try? BoardName.clean(text) else { return nil }
            self = .boardName(name)
        case .boardPosition: guard let text = object as? String else { return nil }; self = .boardPosition(text)
        case .boardWip:
            guard object is [String: Any], let wip = try? JSONDecoder().decode(WipLimits.self, from: Data(json.utf8)) else {
                return nil
            }
            self = .boardWip(wip)
        case .deleted, .boardDeleted: return nil
        case .created, .boardCreated: return nil
        }
    }
}
