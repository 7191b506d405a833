import FoundationEssentials

/// What a person did to the board, for history lines and undo.
public enum KanbanActionKind: Hashable, Codable, Sendable {
    case added
    /// Title, body or deadline changed.
    case updated
    case moved(from: KanbanColumn, to: KanbanColumn)
    /// Moved up or down inside its column.
    case reordered
    case removed(from: KanbanColumn)
    /// One card of a repeating series skipped: removed, the next one made.
    case skipped
    /// A removed card brought back (by another board's undo, or by
    /// restoring a removal that lost to another board's edit).
    case restored
    /// A checklist item of the card's body ticked (`done`) or unticked:
    /// a change of the body that flips one box.
    case ticked(item: String, done: Bool)
    /// A card moved to another board (the boards' names at the time).
    case movedBoard(from: String, to: String)
    /// A board was made (the title is its name).
    case boardAdded
    /// A board was renamed from `from` (the title is the new name).
    case boardRenamed(from: String)
    /// A board was removed with its `cards` live cards.
    case boardRemoved(cards: Int)
    /// A column's soft limit on a board set (nil: taken away); the title
    /// is the board's name.
    case wipSet(column: KanbanColumn, limit: Int?)
    /// After how many days DONE's cards of a board go to the archive (0:
    /// never); the title is the board's name.
    case archiveSet(days: Int)
    /// A card of the archive put back on the board (in DONE, as if done
    /// today).
    case unarchived

    /// Whether the action is about a board rather than a card.
    public var isBoardAction: Bool {
        switch self {
        case .boardAdded, .boardRenamed, .boardRemoved, .wipSet, .archiveSet: true
        default: false
        }
    }
}

/// One undoable action: the changes that make it (`forward`) and the
/// changes that undo it exactly (`backward`). Made by ``Board``'s action
/// makers, applied by ``KanbanState``.
public struct KanbanAction: Identifiable, Hashable, Codable, Sendable {
    public let id: UUID
    public let kind: KanbanActionKind
    /// The card's id, or the board's for an action on a board.
    public let cardID: UUID
    /// The boards the action is about, whose history shows it and whose
    /// undo takes it back (a card moved between boards: both; a board made
    /// or renamed: that board); empty for a board's removal, seen and
    /// undone from every board.
    public let boards: [UUID]
    /// The card's title at the time (after an edit: the new title), for
    /// history lines.
    public let title: String
    public let at: Date
    public let forward: [CardChange]
    /// Applied after `forward`, brings every field it changed back.
    public let backward: [CardChange]

    public init(id: UUID = UUID(), kind: KanbanActionKind, cardID: UUID, title: String, at: Date, boards: [UUID] = [],
                forward: [CardChange], backward: [CardChange]) {
        self.id = id
        self.kind = kind
        self.cardID = cardID
        self.boards = boards
        self.title = title
        self.at = at
        self.forward = forward
        self.backward = backward
    }

    /// Whether the action shows in the history and undo of `board`.
    public func concerns(_ board: UUID) -> Bool {
        boards.isEmpty || boards.contains(board)
    }

    private enum CodingKeys: String, CodingKey {
        case id, kind, cardID, boards, title, at, forward, backward
    }

    /// An action stored before there were several boards has no `boards`:
    /// it was on the first board.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        kind = try container.decode(KanbanActionKind.self, forKey: .kind)
        cardID = try container.decode(UUID.self, forKey: .cardID)
        boards = try container.decodeIfPresent([UUID].self, forKey: .boards) ?? [BoardInfo.firstID]
        title = try container.decode(String.self, forKey: .title)
        at = try container.decode(Date.self, forKey: .at)
        forward = try container.decode([CardChange].self, forKey: .forward)
        backward = try container.decode([CardChange].self, forKey: .backward)
    }
}
