import Foundation

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
    /// Each column's cards in board order.
    private var columns: [KanbanColumn: [Card]]
    /// Each live card's text as the filter reads it, or nil for a board
    /// made without it (the filter then folds each card as it goes).
    private var searchText: [UUID: [UInt8]]?

    public init(cards: [Card] = []) {
        self.init(cards: cards, tombstones: [])
    }

    /// A board of `cards` (live) that also knows `tombstones` (removed
    /// cards, which undo may bring back). A card listed twice: the last
    /// one counts; a card among both: it is live.
    ///
    /// - Parameter filterIndex: keep each card's text ready for the filter
    ///   (the default: a keystroke of the filter then reads no text twice).
    ///   False for a board only read once, such as an export: less memory.
    public init(cards: [Card], tombstones: [Card], filterIndex: Bool = true) {
        var live: [UUID: Card] = [:]
        live.reserveCapacity(cards.count)
        for card in cards { live[card.id] = card }
        var removed: [UUID: Card] = [:]
        for card in tombstones where live[card.id] == nil { removed[card.id] = card }
        var columns: [KanbanColumn: [Card]] = [:]
        for column in KanbanColumn.allCases { columns[column] = [] }
        for card in live.values { columns[card.column, default: []].append(card) }
        for column in KanbanColumn.allCases { columns[column]?.sort(by: Card.boardOrder) }
        self.init(live: live, removed: removed, columns: columns, filterIndex: filterIndex)
    }

    /// A board of the cards of each column (live), in order or not (a
    /// column out of order is sorted), without an intermediate list: how
    /// storage builds a large board. A card listed under a column other
    /// than its own goes to its own; a card listed twice: the last counts.
    public init(columns cardsByColumn: [KanbanColumn: [Card]], tombstones: [Card] = [], filterIndex: Bool = true) {
        var columns = cardsByColumn
        var live: [UUID: Card] = [:]
        live.reserveCapacity(columns.values.reduce(0) { $0 + $1.count })
        var misplaced = false
        for (column, list) in columns {
            for card in list {
                if card.column != column || live.updateValue(card, forKey: card.id) != nil { misplaced = true }
            }
        }
        if misplaced {
            // Rare (a list built by hand): the general way.
            self.init(cards: KanbanColumn.allCases.flatMap { cardsByColumn[$0] ?? [] }, tombstones: tombstones,
                      filterIndex: filterIndex)
            return
        }
        for column in KanbanColumn.allCases {
            if columns[column] == nil { columns[column] = [] }
            let inOrder = columns[column].map { list in zip(list, list.dropFirst()).allSatisfy { Card.boardOrder($0, $1) } }
            if inOrder == false { columns[column]!.sort(by: Card.boardOrder) }
        }
        var removed: [UUID: Card] = [:]
        for card in tombstones where live[card.id] == nil { removed[card.id] = card }
        self.init(live: live, removed: removed, columns: columns, filterIndex: filterIndex)
    }

    private init(live: [UUID: Card], removed: [UUID: Card], columns: [KanbanColumn: [Card]], filterIndex: Bool) {
        cards = live
        tombstones = removed
        self.columns = columns
        searchText = filterIndex ? Self.index(live.values) : nil
    }

    private static func index(_ cards: Dictionary<UUID, Card>.Values) -> [UUID: [UInt8]] {
        var index: [UUID: [UInt8]] = [:]
        index.reserveCapacity(cards.count)
        for card in cards { index[card.id] = SearchText.fold(card) }
        return index
    }

    public static func == (lhs: Board, rhs: Board) -> Bool {
        lhs.cards == rhs.cards
    }

    // MARK: Reading

    /// The live cards of `column`, in order.
    public func cards(in column: KanbanColumn) -> [Card] {
        columns[column] ?? []
    }

    /// The live cards of `column` that match `filter`, in order.
    public func cards(in column: KanbanColumn, matching filter: CardFilter) -> [Card] {
        let all = cards(in: column)
        guard !filter.isEmpty else { return all }
        guard let searchText, filter.tag == nil else { return all.filter(filter.matches) }
        return all.filter { card in searchText[card.id].map(filter.matches(folded:)) ?? false }
    }

    /// Every live card, column by column, in order (the export's order).
    public var orderedCards: [Card] {
        KanbanColumn.allCases.flatMap { cards(in: $0) }
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
        case .title, .body, .deadline, .column, .position:
            if var card = cards[id] {
                Self.set(change.value, on: &card)
                if change.field == .title || change.field == .body || change.field == .deadline {
                    replaceInPlace(card)
                } else {
                    removeLive(id)
                    insertLive(card)
                }
            } else if var card = tombstones[id] {
                Self.set(change.value, on: &card)
                tombstones[id] = card
            }
        }
    }

    private static func set(_ value: CardChange.Value, on card: inout Card) {
        switch value {
        case .title(let title): card.title = title
        case .body(let body): card.body = body
        case .deadline(let deadline): card.deadline = deadline
        case .column(let column): card.column = column
        case .position(let position): card.position = position
        case .created, .deleted: break
        }
    }

    /// The index of `card` (as it is stored) in its column.
    private func index(of card: Card) -> Int? {
        guard let list = columns[card.column] else { return nil }
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
        if let index = index(of: card) { columns[card.column]?.remove(at: index) }
        cards[id] = nil
        searchText?[id] = nil
        return card
    }

    private mutating func insertLive(_ card: Card) {
        let index = insertionIndex(of: card, in: columns[card.column] ?? [])
        columns[card.column, default: []].insert(card, at: index)
        cards[card.id] = card
        if searchText != nil { searchText?[card.id] = SearchText.fold(card) }
    }

    /// Replaces a live card whose column and position did not change.
    private mutating func replaceInPlace(_ card: Card) {
        guard let old = cards[card.id], let index = index(of: old) else { return }
        columns[card.column]?[index] = card
        cards[card.id] = card
        if searchText != nil { searchText?[card.id] = SearchText.fold(card) }
    }

    // MARK: Action makers

    /// Adds a card at the bottom of `column`. The title and body are cleaned
    /// (``CardText``); refusing an empty title is the caller's part.
    public func adding(title: String, body: String, deadline: Deadline?, to column: KanbanColumn,
                       id: UUID, at: Date) -> KanbanAction {
        let card = Card(id: id, title: CardText.cleanTitle(title), body: CardText.cleanBody(body), deadline: deadline,
                        column: column, position: OrderKey.between(cards(in: column).last?.position, nil))
        return KanbanAction(kind: .added, cardID: id, title: card.title, at: at,
                            forward: [CardChange(cardID: id, value: .created(card))],
                            backward: [CardChange(cardID: id, value: .deleted(true))])
    }

    /// Adds a card right after the live card `neighbour`, in its column (a
    /// copy kept beside the card it came from); at the bottom of `column`
    /// when there is no such card.
    public func adding(title: String, body: String, deadline: Deadline?, nextTo neighbour: UUID, orIn column: KanbanColumn,
                       id: UUID, at: Date) -> KanbanAction {
        guard let beside = cards[neighbour], let index = index(of: beside) else {
            return adding(title: title, body: body, deadline: deadline, to: column, id: id, at: at)
        }
        let siblings = cards(in: beside.column)
        let next = siblings.indices.contains(index + 1) ? siblings[index + 1].position : nil
        // Two cards with one key still have one order (by id): only a key
        // after the neighbour's and before the next one's matters.
        let position = next == beside.position ? beside.position : OrderKey.between(beside.position, next)
        let card = Card(id: id, title: CardText.cleanTitle(title), body: CardText.cleanBody(body), deadline: deadline,
                        column: beside.column, position: position)
        return KanbanAction(kind: .added, cardID: id, title: card.title, at: at,
                            forward: [CardChange(cardID: id, value: .created(card))],
                            backward: [CardChange(cardID: id, value: .deleted(true))])
    }

    /// Sets the live card's title, body and deadline (cleaned); only the
    /// fields that differ are changed. Nil when none differs or there is no
    /// such card.
    public func editing(_ id: UUID, title: String, body: String, deadline: Deadline?, at: Date) -> KanbanAction? {
        guard let card = cards[id] else { return nil }
        let title = CardText.cleanTitle(title)
        let (forward, backward) = Self.fieldChanges(of: card, title: title, body: CardText.cleanBody(body), deadline: deadline)
        guard !forward.isEmpty else { return nil }
        return KanbanAction(kind: .updated, cardID: id, title: title, at: at, forward: forward, backward: backward)
    }

    /// The changes that set `card`'s title, body and deadline to these
    /// (cleaned) values, those that differ only, and the changes back.
    static func fieldChanges(of card: Card, title: String, body: String, deadline: Deadline?)
        -> (forward: [CardChange], backward: [CardChange]) {
        var forward: [CardChange] = []
        var backward: [CardChange] = []
        if title != card.title {
            forward.append(CardChange(cardID: card.id, value: .title(title)))
            backward.append(CardChange(cardID: card.id, value: .title(card.title)))
        }
        if body != card.body {
            forward.append(CardChange(cardID: card.id, value: .body(body)))
            backward.append(CardChange(cardID: card.id, value: .body(card.body)))
        }
        if deadline != card.deadline {
            forward.append(CardChange(cardID: card.id, value: .deadline(deadline)))
            backward.append(CardChange(cardID: card.id, value: .deadline(card.deadline)))
        }
        return (forward, backward)
    }

    /// Moves the live card to the bottom of another column. Nil when it is
    /// already in `column` or there is no such card.
    public func moving(_ id: UUID, to column: KanbanColumn, at: Date) -> KanbanAction? {
        guard let card = cards[id], card.column != column else { return nil }
        let position = OrderKey.between(cards(in: column).last?.position, nil)
        return KanbanAction(
            kind: .moved(from: card.column, to: column), cardID: id, title: card.title, at: at,
            forward: [CardChange(cardID: id, value: .column(column)), CardChange(cardID: id, value: .position(position))],
            backward: [CardChange(cardID: id, value: .column(card.column)),
                       CardChange(cardID: id, value: .position(card.position))])
    }

    /// Moves the live card `offset` places inside its column (-1 up, +1
    /// down), stopping at the top or bottom. Only its position changes. Nil
    /// when it would not move or there is no such card.
    public func reordering(_ id: UUID, by offset: Int, at: Date) -> KanbanAction? {
        guard let card = cards[id], let index = index(of: card) else { return nil }
        var others = cards(in: card.column)
        others.remove(at: index)
        let target = min(max(index + offset, 0), others.count)
        guard target != index else { return nil }
        let lower = target > 0 ? others[target - 1].position : nil
        let upper = target < others.count ? others[target].position : nil
        let position = OrderKey.between(lower, upper)
        guard position != card.position else { return nil }
        return KanbanAction(kind: .reordered, cardID: id, title: card.title, at: at,
                            forward: [CardChange(cardID: id, value: .position(position))],
                            backward: [CardChange(cardID: id, value: .position(card.position))])
    }

    /// Removes the live card (it becomes a tombstone). Nil when there is no
    /// such card.
    public func removing(_ id: UUID, at: Date) -> KanbanAction? {
        guard let card = cards[id] else { return nil }
        return KanbanAction(kind: .removed(from: card.column), cardID: id, title: card.title, at: at,
                            forward: [CardChange(cardID: id, value: .deleted(true))],
                            backward: [CardChange(cardID: id, value: .deleted(false))])
    }
}
