import FoundationEssentials

/// A board read from a file of boards: its id when the file has one, its
/// name and its cards.
public struct ImportedBoard: Sendable, Equatable {
    public var id: UUID?
    public var name: String
    public var cards: [Card]

    public init(id: UUID? = nil, name: String, cards: [Card]) {
        self.id = id
        self.name = name
        self.cards = cards
    }
}

/// What an import file holds (``KanbanImport/read(_:)``).
public enum KanbanFile: Sendable, Equatable {
    /// One board's cards (a version 1 file, or Markdown without `# Name`
    /// headings): they replace the cards of the board shown.
    case cards([Card])
    /// Boards with their cards: each replaces the cards of the board with
    /// its id or else its name, or is made; other boards stay as they are.
    case boards([ImportedBoard])

    /// Every card of the file.
    public var cards: [Card] {
        switch self {
        case .cards(let cards): cards
        case .boards(let boards): boards.flatMap(\.cards)
        }
    }
}

/// What an import does to the boards: the boards it makes, the boards
/// whose cards it replaces, and the cards (each on its board).
public struct ImportPlan: Sendable, Equatable {
    public var newBoards: [BoardInfo]
    public var targets: [UUID]
    public var cards: [Card]
}

extension Board {
    /// How `file` goes onto these boards, the board `shown` taking a single
    /// board's cards. A board of the file with the id of a live board is
    /// that board (its name kept: an import replaces cards, not names),
    /// else the live board of its name, else a new board (under its id when
    /// no board ever had it).
    public func plan(_ file: KanbanFile, shown: UUID) -> ImportPlan {
        switch file {
        case .cards(let cards):
            return ImportPlan(newBoards: [], targets: [shown], cards: cards.map { card in
                var card = card
                card.board = shown
                return card
            })
        case .boards(let list):
            var plan = ImportPlan(newBoards: [], targets: [], cards: [])
            var last = orderedBoards.last?.position
            for imported in list {
                let target: UUID
                if let id = imported.id, boards[id] != nil {
                    target = id
                } else if let named = orderedBoards.first(where: { $0.name == imported.name }) {
                    target = named.id
                } else {
                    let unused = imported.id.flatMap { boards[$0] == nil && removedBoards[$0] == nil ? $0 : nil }
                    let position = OrderKey.between(last, nil)
                    last = position
                    let info = BoardInfo(id: unused ?? UUID(), name: imported.name, position: position)
                    plan.newBoards.append(info)
                    target = info.id
                }
                plan.targets.append(target)
                plan.cards += imported.cards.map { card in
                    var card = card
                    card.board = target
                    return card
                }
            }
            return plan
        }
    }
}
