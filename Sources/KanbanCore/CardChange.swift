import Foundation

/// One operation on one card: the card's id, one field and its new value.
///
/// Every change of the board is made of these, and they are what a shared
/// board will send and merge later (one field at a time, so two people
/// editing different fields of one card both keep their edit). A card is
/// never removed: `deleted(true)` leaves a tombstone, which `deleted(false)`
/// brings back with every field as it was.
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
            }
        }
    }

    /// The names of the fields, as stored and sent.
    public enum Field: String, CaseIterable, Codable, Sendable {
        case created, title, body, deadline, column, position, deleted
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
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(cardID, forKey: .card)
        try container.encode(field, forKey: .field)
        switch value {
        case .created(let card): try container.encode(card, forKey: .value)
        case .title(let text), .body(let text), .position(let text): try container.encode(text, forKey: .value)
        case .deadline(let deadline):
            if let deadline { try container.encode(deadline, forKey: .value) } else { try container.encodeNil(forKey: .value) }
        case .column(let column): try container.encode(column, forKey: .value)
        case .deleted(let flag): try container.encode(flag, forKey: .value)
        }
    }
}
