import FoundationEssentials

/// The board: every live card, by column and in order, plus the tombstones
/// of removed cards (so that undoing a removal brings the card back exactly
/// as it was).
///
/// A plain value. It changes only through ``apply(_:)`` (``CardChange``s);
/// the action makers (``adding(title:body:deadline:to:id:at:)`` …) are pure
/// and return the ``KanbanAction`` that would make a change and undo it.
///
/// Two boards are equal when their live cards are; tombstones are what undo
/// may still need, not part of the board.
public struct Board: Sendable, Equatable {
    /// The live cards (removed ones are not here).
    public private(set) var cards: [UUID: Card]
    /// Removed cards, kept with their fields.
    public private(set) var tombstones: [UUID: Card]
    /// The live boards (``BoardInfo``), by id.
    public private(set) var boards: [UUID: BoardInfo]
    /// Removed boards, kept with their fields.
    public private(set) var removedBoards: [UUID: BoardInfo]
    /// The live boards in list order.
    public private(set) var orderedBoards: [BoardInfo]
    /// Each board's columns' cards in board order.
    private var columns: [Slot: [Card]]
    /// Each live card's text as the filter reads it, or nil for a board
    /// made without it (the filter then folds each card as it goes).
    private var searchText: [UUID: [UInt8]]?

    /// One column of one board.
    private struct Slot: Hashable {
        let board: UUID
        let column: KanbanColumn
    }

    public init(cards: [Card] = []) {
        self.init(cards: cards, tombstones: [])
    }

    /// A board of `cards` (live) that also knows `tombstones` (removed
    /// cards, which undo may bring back), on `boards` (by default the
    /// first board alone, as every database starts). A card listed twice:
    /// the last one counts; a card among both: it is live.
    ///
    /// - Parameter filterIndex: keep each card's text ready for the filter
    ///   (the default: a keystroke of the filter then reads no text twice).
    ///   False for a board only read once, such as an export: less memory.
    public init(cards: [Card], tombstones: [Card], boards: [BoardInfo] = [BoardInfo.first],
                removedBoards: [BoardInfo] = [], filterIndex: Bool = true) {
        self.init(lists: [cards], tombstones: tombstones, boards: boards, removedBoards: removedBoards, filterIndex: filterIndex)
    }

    /// A board of the cards of each column (live), in order or not, as
    /// storage builds it. A card listed under a column other than its own
    /// goes to its own; a card listed twice: the last counts. A column
    /// whose cards are all of one board and in order becomes that board's
    /// column as it is, shared with the caller's list, not copied.
    public init(columns cardsByColumn: [KanbanColumn: [Card]], tombstones: [Card] = [],
                boards: [BoardInfo] = [BoardInfo.first], removedBoards: [BoardInfo] = [], filterIndex: Bool = true) {
        self.init(lists: KanbanColumn.allCases.compactMap { cardsByColumn[$0] }, tombstones: tombstones,
                  boards: boards, removedBoards: removedBoards, filterIndex: filterIndex)
    }

    /// The live cards of `lists`, taken in the order of the lists and of
    /// their cards (a card listed twice: the last counts).
    init(lists: [[Card]], tombstones: [Card], boards: [BoardInfo], removedBoards: [BoardInfo], filterIndex: Bool) {
        var live: [UUID: Card] = [:]
        live.reserveCapacity(lists.reduce(0) { $0 + $1.count })
        var listedOnce = true
        for list in lists {
            for card in list where live.updateValue(card, forKey: card.id) != nil { listedOnce = false }
        }
        var removed: [UUID: Card] = [:]
        for card in tombstones where live[card.id] == nil { removed[card.id] = card }
        var liveBoards: [UUID: BoardInfo] = [:]
        for board in boards { liveBoards[board.id] = board }
        var gone: [UUID: BoardInfo] = [:]
        for board in removedBoards where liveBoards[board.id] == nil { gone[board.id] = board }
        self.cards = live
        self.tombstones = removed
        self.boards = liveBoards
        self.removedBoards = gone
        orderedBoards = liveBoards.values.sorted(by: BoardInfo.listOrder)
        columns = [:]
        searchText = nil
        // Listed once each: the cards go in the order given, and a column
        // given in board order (as storage reads it) is not sorted again.
        if listedOnce {
            rebuildColumns(from: lists)
        } else {
            rebuildColumns()
        }
        searchText = filterIndex ? Self.index(live.values) : nil
    }

    /// The same boards with only the live cards `keep` keeps (given each
    /// card and the board it is shown on), no tombstones, no filter index.
    /// Column by column, in order: each column is taken as it is, without
    /// sorting the cards again.
    func keeping(_ keep: (Card, UUID) -> Bool) -> Board {
        let listed = orderedBoards.map(\.id)
        let others = Set(columns.keys.map(\.board)).subtracting(listed).sorted { $0.uuidString < $1.uuidString }
        var lists: [[Card]] = []
        for board in listed + others {
            for column in KanbanColumn.allCases {
                guard let list = columns[Slot(board: board, column: column)] else { continue }
                lists.append(list.filter { keep($0, board) })
            }
        }
        return Board(lists: lists, tombstones: [], boards: orderedBoards, removedBoards: [], filterIndex: false)
    }

    /// Sorts every live card into its board's column; `lists`, the live
    /// cards each once, give the order they are taken in. A list whose
    /// cards all go to one column is that column as it is.
    private mutating func rebuildColumns(from lists: [[Card]]? = nil) {
        var slots: [Slot: [Card]] = [:]
        for list in lists ?? [Array(cards.values)] {
            guard let first = list.first else { continue }
            let key = slot(of: first)
            if slots[key] == nil, list.allSatisfy({ slot(of: $0) == key }) {
                slots[key] = list
                continue
            }
            for card in list { slots[slot(of: card), default: []].append(card) }
        }
        for key in slots.keys {
            let inOrder = slots[key]!.indices.dropFirst().allSatisfy { index in
                !Card.boardOrder(slots[key]![index], slots[key]![index - 1])
            }
            if !inOrder { slots[key]!.sort(by: Card.boardOrder) }
        }
        columns = slots
    }

    private static func index(_ cards: Dictionary<UUID, Card>.Values) -> [UUID: [UInt8]] {
        var index: [UUID: [UInt8]] = [:]
        index.reserveCapacity(cards.count)
        for card in cards { index[card.id] = SearchText.fold(card) }
        return index
    }

    public static func == (lhs: Board, rhs: Board) -> Bool {
        lhs.cards == rhs.cards && lhs.boards == rhs.boards
    }

    // MARK: Reading

    /// The board a card is shown on: its own when that board is live; a
    /// card whose board was removed meanwhile (another board added it
    /// while this one removed the board) is shown on the first board, so
    /// it is never out of sight.
    public func shownBoard(of card: Card) -> UUID {
        if boards[card.board] != nil { return card.board }
        return orderedBoards.first?.id ?? card.board
    }

    private func slot(of card: Card) -> Slot {
        Slot(board: shownBoard(of: card), column: card.column)
    }

    /// The live cards of `column` on `board`, in order.
    public func cards(in column: KanbanColumn, board: UUID = BoardInfo.firstID) -> [Card] {
        columns[Slot(board: board, column: column)] ?? []
    }

    /// The live cards of `column` on `board` that match `filter`, in order.
    public func cards(in column: KanbanColumn, board: UUID = BoardInfo.firstID, matching filter: CardFilter) -> [Card] {
        let all = cards(in: column, board: board)
        guard !filter.isEmpty else { return all }
        guard let searchText, filter.tag == nil, filter.person == nil else { return all.filter(filter.matches) }
        return all.filter { card in searchText[card.id].map(filter.matches(folded:)) ?? false }
    }

    /// Every live card of `board`, column by column, in order.
    public func cards(on board: UUID) -> [Card] {
        KanbanColumn.allCases.flatMap { cards(in: $0, board: board) }
    }

    /// Every live card, board by board (in list order), column by column,
    /// in order (the export's order).
    public var orderedCards: [Card] {
        var shown = Set<UUID>()
        var all: [Card] = []
        for board in orderedBoards {
            shown.insert(board.id)
            all += cards(on: board.id)
        }
        // Cards of boards this board does not know (none when it knows
        // the boards of its cards).
        let others = Set(columns.keys.map(\.board)).subtracting(shown).sorted { $0.uuidString < $1.uuidString }
        for board in others { all += cards(on: board) }
        return all
    }

    /// How many live cards there are.
    public var count: Int { cards.count }

    /// The live card `id`, or nil.
    public subscript(id: UUID) -> Card? { cards[id] }

    /// Where the live card `id` is: its column and its index there.
    public func place(of id: UUID) -> (column: KanbanColumn, index: Int)? {
        guard let card = cards[id], let index = index(of: card) else { return nil }
        return (card.column, index)
    }

    /// The live board named exactly `name` (after trimming), or nil.
    public func board(named name: String) -> BoardInfo? {
        let wanted = name.trimmingCharacters(in: .whitespacesAndNewlines)
        return orderedBoards.first { $0.name == wanted }
    }

    // MARK: Changing

    public mutating func apply(_ changes: [CardChange]) {
        for change in changes { apply(change) }
    }

    /// Applies one change. A change to a card the board does not know
    /// (neither live nor a tombstone) does nothing.
    public mutating func apply(_ change: CardChange) {
        let id = change.cardID
        switch change.value {
        case .created(let card):
            guard card.id == id else { return }
            // A redo of an add brings the removed card back as it is now
            // (with an edit another board made meanwhile), as undoing a
            // removal does.
            if let removed = tombstones.removeValue(forKey: id) {
                insertLive(removed)
                return
            }
            removeLive(id)
            tombstones[id] = nil
            insertLive(card)
        case .deleted(true):
            if let card = removeLive(id) { tombstones[id] = card }
        case .deleted(false):
            if let card = tombstones.removeValue(forKey: id) { insertLive(card) }
        case .title, .body, .deadline, .column, .position, .board, .repeats, .doneOn:
            if var card = cards[id] {
                Self.set(change.value, on: &card)
                if [.title, .body, .deadline, .repeats, .doneOn].contains(change.field) {
                    replaceInPlace(card)
                } else {
                    removeLive(id)
                    insertLive(card)
                }
            } else if var card = tombstones[id] {
                Self.set(change.value, on: &card)
                tombstones[id] = card
            }
        case .boardCreated, .boardName, .boardPosition, .boardDeleted, .boardWip:
            applyToBoards(change)
        }
    }

    /// Applies a change of a board; the cards are sorted again when the
    /// live boards or their order changed.
    private mutating func applyToBoards(_ change: CardChange) {
        let id = change.cardID
        let firstBefore = orderedBoards.first?.id
        let liveBefore = Set(boards.keys)
        switch change.value {
        case .boardCreated(let info):
            guard info.id == id else { return }
            if let removed = removedBoards.removeValue(forKey: id) {
                boards[id] = removed
            } else {
                boards[id] = info
            }
        case .boardDeleted(true):
            if let info = boards.removeValue(forKey: id) { removedBoards[id] = info }
        case .boardDeleted(false):
            if let info = removedBoards.removeValue(forKey: id) { boards[id] = info }
        case .boardName(let name):
            if boards[id] != nil { boards[id]?.name = name } else { removedBoards[id]?.name = name }
        case .boardPosition(let position):
            if boards[id] != nil { boards[id]?.position = position } else { removedBoards[id]?.position = position }
        case .boardWip(let wip):
            // Limits change no card's place.
            if boards[id] != nil { boards[id]?.wip = wip } else { removedBoards[id]?.wip = wip }
            orderedBoards = boards.values.sorted(by: BoardInfo.listOrder)
            return
        default:
            return
        }
        orderedBoards = boards.values.sorted(by: BoardInfo.listOrder)
        if Set(boards.keys) != liveBefore || orderedBoards.first?.id != firstBefore { rebuildColumns() }
    }

    private static func set(_ value: CardChange.Value, on card: inout Card) {
        switch value {
        case .title(let title): card.title = title
        case .body(let body): card.body = body
        case .deadline(let deadline): card.deadline = deadline
        case .column(let column): card.column = column
        case .position(let position): card.position = position
        case .board(let board): card.board = board
        case .repeats(let rule): card.repeats = rule
        case .doneOn(let day): card.doneOn = day
        case .created, .deleted, .boardCreated, .boardName, .boardPosition, .boardDeleted, .boardWip: break
        }
    }

    /// The index of `card` (as it is stored) in its column.
    func index(of card: Card) -> Int? {
        guard let list = columns[slot(of: card)] else { return nil }
        let index = insertionIndex(of: card, in: list)
        if index < list.count, list[index].id == card.id { return index }
        return list.firstIndex { $0.id == card.id }  // only if the order was broken
    }

    /// Where `card` goes in `list` (sorted by board order).
    private func insertionIndex(of card: Card, in list: [Card]) -> Int {
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if Card.boardOrder(list[middle], card) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    @discardableResult
    private mutating func removeLive(_ id: UUID) -> Card? {
        guard let card = cards[id] else { return nil }
        if let index = index(of: card) { columns[slot(of: card)]?.remove(at: index) }
        cards[id] = nil
        searchText?[id] = nil
        return card
    }

    private mutating func insertLive(_ card: Card) {
        let slot = slot(of: card)
        let index = insertionIndex(of: card, in: columns[slot] ?? [])
        columns[slot, default: []].insert(card, at: index)
        cards[card.id] = card
        if searchText != nil { searchText?[card.id] = SearchText.fold(card) }
    }

    /// Replaces a live card whose column and position did not change.
    private mutating func replaceInPlace(_ card: Card) {
        guard let old = cards[card.id], let index = index(of: old) else { return }
        columns[slot(of: card)]?[index] = card
        cards[card.id] = card
        if searchText != nil { searchText?[card.id] = SearchText.fold(card) }
    }
}
