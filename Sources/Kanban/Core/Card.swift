import FoundationEssentials

/// How long a card's fields may be, in characters (Swift `Character`s:
/// what a person counts, so a Hangul syllable or an emoji is one).
public enum CardLimits {
    public static let title = 100
    public static let body = 1000
}

/// One card of the board.
///
/// `id` is made by the client (a UUID), so a card has the same identity on
/// every machine that will ever share the board. `position` is a
/// fractional order key (``OrderKey``): the cards of a column sort by it,
/// then by `id`, so that moving or reordering a card changes only that
/// card's position.
public struct Card: Identifiable, Hashable, Codable, Sendable {
    public let id: UUID
    public var title: String
    public var body: String
    public var deadline: Deadline?
    public var column: KanbanColumn
    /// The fractional order key inside `column`.
    public var position: String
    /// The board the card is on (``BoardInfo/id``).
    public var board: UUID
    /// How the card repeats, or nil.
    public var repeats: CardRepeat? {
        get { repeatStorage?.rule }
        set { repeatStorage = newValue.map(RepeatStorage.rule) }
    }
    /// The rule, boxed: most cards do not repeat, and a rule (with the
    /// series' own title and body) inline would make every card half as
    /// large again (144 bytes against 104; 10,000 cards are held several
    /// times over: by id, by column, as shown).
    private var repeatStorage: RepeatStorage?
    /// The day the card last went to DONE, or came back from the archive
    /// (``isArchived(today:after:)``); nil: not known.
    public var doneOn: Deadline?

    public init(id: UUID = UUID(), title: String, body: String = "", deadline: Deadline? = nil,
                column: KanbanColumn = .todo, position: String = OrderKey.first, board: UUID = BoardInfo.firstID,
                repeats: CardRepeat? = nil, doneOn: Deadline? = nil) {
        self.id = id
        self.title = title
        self.body = body
        self.deadline = deadline
        self.column = column
        self.position = position
        self.board = board
        self.repeatStorage = repeats.map(RepeatStorage.rule)
        self.doneOn = doneOn
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, body, deadline, column, position, board, repeats, doneOn
    }

    /// A card written before there were several boards has no `board`: it
    /// is on the first board.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        body = try container.decode(String.self, forKey: .body)
        deadline = try container.decodeIfPresent(Deadline.self, forKey: .deadline)
        column = try container.decode(KanbanColumn.self, forKey: .column)
        position = try container.decode(String.self, forKey: .position)
        board = try container.decodeIfPresent(UUID.self, forKey: .board) ?? BoardInfo.firstID
        repeatStorage = try container.decodeIfPresent(CardRepeat.self, forKey: .repeats).map(RepeatStorage.rule)
        doneOn = try container.decodeIfPresent(Deadline.self, forKey: .doneOn)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(body, forKey: .body)
        try container.encodeIfPresent(deadline, forKey: .deadline)
        try container.encode(column, forKey: .column)
        try container.encode(position, forKey: .position)
        try container.encode(board, forKey: .board)
        try container.encodeIfPresent(repeats, forKey: .repeats)
        try container.encodeIfPresent(doneOn, forKey: .doneOn)
    }

    /// Board order inside a column: by position, then by id (two cards that
    /// got the same key on two machines still have one order everywhere).
    public static func boardOrder(_ lhs: Card, _ rhs: Card) -> Bool {
        OrderKey.precedes(lhs.position, lhs.id, rhs.position, rhs.id)
    }
}

/// A card's repeat rule, on the heap.
private indirect enum RepeatStorage: Hashable, Sendable {
    case rule(CardRepeat)

    var rule: CardRepeat {
        switch self {
        case .rule(let rule): rule
        }
    }
}

/// What a card's deadline means today.
public enum DeadlineStatus: Sendable, Hashable {
    /// No deadline, a deadline after today, or a card in DONE.
    case none
    /// The deadline is before today and the card is not done (shown red).
    case overdue
    /// The deadline is today and the card is not done (the "today" flag).
    case dueToday
}

extension Card {
    /// Whether the card is overdue or due today; a card in DONE is never
    /// either.
    public func deadlineStatus(today: Deadline) -> DeadlineStatus {
        guard let deadline, column != .done else { return .none }
        if deadline < today { return .overdue }
        if deadline == today { return .dueToday }
        return .none
    }
}

extension Card {
    /// Whether the card is in the archive on `today`: in DONE, gone there
    /// (or brought back) more than `days` days before (``WipLimits/archiveDays``;
    /// 0, never). A card in DONE whose day is not known stays on the board.
    public func isArchived(today: Deadline, after days: Int) -> Bool {
        guard days > 0, column == .done, let doneOn else { return false }
        return doneOn.adding(days: days) < today
    }
}
