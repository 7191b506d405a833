import FoundationEssentials

/// One operation on one card, or on one board: the id, one field and its
/// new value.
///
/// Every change of the board is made of these, and they are what a shared
/// board will send and merge later (one field at a time, so two people
/// editing different fields of one card both keep their edit). A card is
/// never removed: `deleted(true)` leaves a tombstone, which `deleted(false)`
/// brings back with every field as it was.
///
/// Boards change the same way (``BoardInfo``): their id in `cardID`, and
/// the fields `boardCreated`, `boardName`, `boardPosition`, `boardDeleted`;
/// a card's board is its field `board`.
///
/// Codable as `{"card": "<uuid>", "field": "title", "value": "…"}`; `field`
/// is one of ``Field``'s raw values, `value` the field's JSON value (a card
/// object for `created`, an ISO day or null for `deadline`).
public struct CardChange: Hashable, Codable, Sendable {
    public enum Value: Hashable, Codable, Sendable {
        /// The card comes to exist (or, when it exists, takes all these
        /// fields and is live again).
        case created(Card)
        case title(String)
        case body(String)
        case deadline(Deadline?)
        case column(KanbanColumn)
        case position(String)
        /// True leaves a tombstone; false brings the card back.
        case deleted(Bool)
        /// The board the card is on.
        case board(UUID)
        /// How the card repeats (nil: it does not).
        case repeats(CardRepeat?)
        /// The day the card went to DONE or came back from the archive.
        case doneOn(Deadline?)
        /// The board comes to exist (or, when it exists, is live again).
        case boardCreated(BoardInfo)
        case boardName(String)
        case boardPosition(String)
        /// The board's columns' soft limits.
        case boardWip(WipLimits)
        /// True removes the board; false brings it back.
        case boardDeleted(Bool)

        /// The field this value sets.
        public var field: Field {
            switch self {
            case .created: .created
            case .title: .title
            case .body: .body
            case .deadline: .deadline
            case .column: .column
            case .position: .position
            case .deleted: .deleted
            case .board: .board
            case .repeats: .repeats
            case .doneOn: .doneOn
            case .boardCreated: .boardCreated
            case .boardName: .boardName
            case .boardPosition: .boardPosition
            case .boardWip: .boardWip
            case .boardDeleted: .boardDeleted
            }
        }
    }

    /// The names of the fields, as stored and sent.
    public enum Field: String, CaseIterable, Codable, Sendable {
        case created, title, body, deadline, column, position, deleted
        case board, repeats, boardCreated, boardName, boardPosition, boardDeleted, boardWip, doneOn

        /// Whether the field is a board's (not a card's).
        public var isBoardField: Bool {
            switch self {
            case .boardCreated, .boardName, .boardPosition, .boardDeleted, .boardWip: true
            default: false
            }
        }
    }

    public let cardID: UUID
    public let value: Value

    public init(cardID: UUID, value: Value) {
        self.cardID = cardID
        self.value = value
    }

    /// The field this change sets.
    public var field: Field { value.field }

    private enum CodingKeys: String, CodingKey {
        case card, field, value
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        cardID = try container.decode(UUID.self, forKey: .card)
        switch try container.decode(Field.self, forKey: .field) {
        case .created: value = .created(try container.decode(Card.self, forKey: .value))
        case .title: value = .title(try container.decode(String.self, forKey: .value))
        case .body: value = .body(try container.decode(String.self, forKey: .value))
        case .deadline: value = .deadline(try container.decodeIfPresent(Deadline.self, forKey: .value))
        case .column: value = .column(try container.decode(KanbanColumn.self, forKey: .value))
        case .position: value = .position(try container.decode(String.self, forKey: .value))
        case .deleted: value = .deleted(try container.decode(Bool.self, forKey: .value))
        case .board: value = .board(try container.decode(UUID.self, forKey: .value))
        case .repeats: value = .repeats(try container.decodeIfPresent(CardRepeat.self, forKey: .value))
        case .doneOn: value = .doneOn(try container.decodeIfPresent(Deadline.self, forKey: .value))
        case .boardCreated: value = .boardCreated(try container.decode(BoardInfo.self, forKey: .value))
        case .boardName: value = .boardName(try container.decode(String.self, forKey: .value))
        case .boardPosition: value = .boardPosition(try container.decode(String.self, forKey: .value))
        case .boardDeleted: value = .boardDeleted(try container.decode(Bool.self, forKey: .value))
        case .boardWip: value = .boardWip(try container.decode(WipLimits.self, forKey: .value))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(cardID, forKey: .card)
        try container.encode(field, forKey: .field)
        switch value {
        case .created(let card): try container.encode(card, forKey: .value)
        case .title(let text), .body(let text), .position(let text), .boardName(let text), .boardPosition(let text):
            try container.encode(text, forKey: .value)
        case .deadline(let deadline), .doneOn(let deadline):
            if let deadline { try container.encode(deadline, forKey: .value) } else { try container.encodeNil(forKey: .value) }
        case .column(let column): try container.encode(column, forKey: .value)
        case .deleted(let flag), .boardDeleted(let flag): try container.encode(flag, forKey: .value)
        case .board(let id): try container.encode(id, forKey: .value)
        case .repeats(let rule):
            if let rule { try container.encode(rule, forKey: .value) } else { try container.encodeNil(forKey: .value) }
        case .boardCreated(let info): try container.encode(info, forKey: .value)
        case .boardWip(let wip): try container.encode(wip, forKey: .value)
        }
    }
}
