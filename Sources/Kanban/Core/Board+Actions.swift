import FoundationEssentials

/// The actions a board makes for a change: what a key or a command asks
/// for, as a ``KanbanAction`` to perform, undo and redo.
extension Board {
    /// Adds a card at the bottom of `column` of `board`. The title and body
    /// are cleaned (``CardText``); refusing an empty title is the caller's part.
    public func adding(title: String, body: String, deadline: Deadline?, repeats: CardRepeat? = nil, to column: KanbanColumn,
                       board: UUID = BoardInfo.firstID, id: UUID, at: Date) -> KanbanAction {
        Self.adding(title: title, body: body, deadline: deadline, repeats: repeats, to: column, board: board,
                    below: cards(in: column, board: board).last?.position, id: id, at: at)
    }

    /// The same add made without the cards: `last` is the position of the
    /// last live card of `column` on `board` (nil: none), as
    /// ``cards(in:board:)`` orders them.
    public static func adding(title: String, body: String, deadline: Deadline?, repeats: CardRepeat? = nil,
                              to column: KanbanColumn, board: UUID, below last: String?, id: UUID, at: Date) -> KanbanAction {
        let card = Card(id: id, title: CardText.cleanTitle(title), body: CardText.cleanBody(body), deadline: deadline,
                        column: column, position: OrderKey.between(last, nil), board: board, repeats: repeats,
                        doneOn: column == .done ? Deadline.of(at, in: .current) : nil)
        return KanbanAction(kind: .added, cardID: id, title: card.title, at: at, boards: [board],
                            forward: [CardChange(cardID: id, value: .created(card))],
                            backward: [CardChange(cardID: id, value: .deleted(true))])
    }

    /// Adds a card right after the live card `neighbour`, in its column (a
    /// copy kept beside the card it came from); at the bottom of `column`
    /// when there is no such card.
    public func adding(title: String, body: String, deadline: Deadline?, repeats: CardRepeat? = nil, nextTo neighbour: UUID,
                       orIn column: KanbanColumn, board: UUID = BoardInfo.firstID, id: UUID, at: Date) -> KanbanAction {
        guard let beside = cards[neighbour], let index = index(of: beside) else {
            return adding(title: title, body: body, deadline: deadline, repeats: repeats, to: column, board: board, id: id, at: at)
        }
        let shown = shownBoard(of: beside)
        let siblings = cards(in: beside.column, board: shown)
        let next = siblings.indices.contains(index + 1) ? siblings[index + 1].position : nil
        // Two cards with one key still have one order (by id): only a key
        // after the neighbour's and before the next one's matters.
        let position = next == beside.position ? beside.position : OrderKey.between(beside.position, next)
        let card = Card(id: id, title: CardText.cleanTitle(title), body: CardText.cleanBody(body), deadline: deadline,
                        column: beside.column, position: position, board: beside.board, repeats: repeats?.rule,
                        doneOn: beside.column == .done ? beside.doneOn ?? Deadline.of(at, in: .current) : nil)
        return KanbanAction(kind: .added, cardID: id, title: card.title, at: at, boards: [shown],
                            forward: [CardChange(cardID: id, value: .created(card))],
                            backward: [CardChange(cardID: id, value: .deleted(true))])
    }

    /// Sets the live card's title, body and deadline (cleaned); only the
    /// fields that differ are changed. Nil when none differs or there is no
    /// such card.
    public func editing(_ id: UUID, title: String, body: String, deadline: Deadline?, at: Date) -> KanbanAction? {
        guard let card = cards[id] else { return nil }
        return editing(id, title: title, body: body, deadline: deadline, repeats: card.repeats, thisOneOnly: false, at: at)
    }

    /// The same edit of a card that repeats (or comes to, or stops): with
    /// `thisOneOnly` a new title or body is this card's alone and the
    /// series keeps its text for the next cards; without it the next cards
    /// copy this one.
    public func editing(_ id: UUID, title: String, body: String, deadline: Deadline?, repeats: CardRepeat?,
                        thisOneOnly: Bool, at: Date) -> KanbanAction? {
        guard let card = cards[id] else { return nil }
        let title = CardText.cleanTitle(title)
        let body = CardText.cleanBody(body)
        var (forward, backward) = Self.fieldChanges(of: card, title: title, body: body, deadline: deadline)
        var rule = repeats
        if var series = rule {
            if thisOneOnly {
                // The series keeps the text it had: this card's until now.
                if title != card.title { series.title = series.title ?? card.repeats?.title ?? card.title }
                if body != card.body { series.body = series.body ?? card.repeats?.body ?? card.body }
            } else {
                series.title = nil
                series.body = nil
            }
            rule = series
        }
        if rule != card.repeats {
            forward.append(CardChange(cardID: id, value: .repeats(rule)))
            backward.append(CardChange(cardID: id, value: .repeats(card.repeats)))
        }
        guard !forward.isEmpty else { return nil }
        return KanbanAction(kind: .updated, cardID: id, title: title, at: at, boards: [shownBoard(of: card)],
                            forward: forward, backward: backward)
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
    /// already in `column` or there is no such card. A repeating card moved
    /// to DONE also makes the next card of its series at the bottom of TODO
    /// (unless it is live already), in the same action: undo takes both
    /// back. `today` (by default the day of `at` here) dates the next card.
    public func moving(_ id: UUID, to column: KanbanColumn, at: Date, today: Deadline? = nil) -> KanbanAction? {
        guard let card = cards[id], card.column != column else { return nil }
        let shown = shownBoard(of: card)
        var next: Card?
        if column == .done, card.repeats != nil, cards[CardRepeat.nextID(after: id)] == nil {
            next = Self.nextCard(after: card, doneOn: today ?? Deadline.of(at, in: .current),
                                 below: cards(in: .todo, board: shown).last?.position)
        }
        return Self.moving(card, shownOn: shown, to: column, below: cards(in: column, board: shown).last?.position,
                           next: next, at: at, today: today)
    }

    /// The same move made without the other cards: `shown` is the board
    /// the card is shown on (``shownBoard(of:)``), `last` the position of
    /// the last live card of `column` there (nil: none), `next` the card a
    /// repeating card makes (``nextCard(after:doneOn:below:)``). Nil when
    /// the card is in `column` already. A move to DONE dates the card
    /// `today` (by default the day of `at` here), the day its stay in DONE
    /// counts from (``Card/isArchived(today:after:)``).
    public static func moving(_ card: Card, shownOn shown: UUID, to column: KanbanColumn, below last: String?,
                              next: Card? = nil, at: Date, today: Deadline? = nil) -> KanbanAction? {
        guard card.column != column else { return nil }
        let id = card.id
        let position = OrderKey.between(last, nil)
        var forward = [CardChange(cardID: id, value: .column(column)), CardChange(cardID: id, value: .position(position))]
        var backward = [CardChange(cardID: id, value: .column(card.column)),
                        CardChange(cardID: id, value: .position(card.position))]
        let day = today ?? Deadline.of(at, in: .current)
        if column == .done, card.doneOn != day {
            forward.append(CardChange(cardID: id, value: .doneOn(day)))
            backward.append(CardChange(cardID: id, value: .doneOn(card.doneOn)))
        }
        if let next {
            forward.append(CardChange(cardID: next.id, value: .created(next)))
            backward.insert(CardChange(cardID: next.id, value: .deleted(true)), at: 0)
        }
        return KanbanAction(kind: .moved(from: card.column, to: column), cardID: id, title: card.title, at: at,
                            boards: [shown], forward: forward, backward: backward)
    }

    /// The card that follows the repeating `card` done on `today`: its id
    /// derived from `card`'s (``CardRepeat/nextID(after:)``), the series'
    /// title and body (checklist unticked), the next deadline, at the
    /// bottom of TODO (below `last`) on the same board, repeating the same
    /// way. Nil when `card` does not repeat.
    public static func nextCard(after card: Card, doneOn today: Deadline, below last: String?) -> Card? {
        guard let rule = card.repeats else { return nil }
        return Card(id: CardRepeat.nextID(after: card.id), title: rule.title ?? card.title,
                    body: CardRepeat.unticked(rule.body ?? card.body),
                    deadline: rule.nextDeadline(after: card.deadline, doneOn: today), column: .todo,
                    position: OrderKey.between(last, nil), board: card.board, repeats: rule)
    }

    /// Skips this one of a repeating series: the next card is made (as a
    /// move to DONE would) and this one is removed, not done. Nil when the
    /// card does not repeat, is done already, or there is no such card.
    public func skipping(_ id: UUID, at: Date, today: Deadline? = nil) -> KanbanAction? {
        guard let card = cards[id], card.repeats != nil, card.column != .done else { return nil }
        let shown = shownBoard(of: card)
        let nextID = CardRepeat.nextID(after: id)
        var forward = [CardChange(cardID: id, value: .deleted(true))]
        var backward = [CardChange(cardID: id, value: .deleted(false))]
        if cards[nextID] == nil,
           let next = Self.nextCard(after: card, doneOn: today ?? Deadline.of(at, in: .current),
                                    below: cards(in: .todo, board: shown).last?.position) {
            forward.append(CardChange(cardID: nextID, value: .created(next)))
            backward.insert(CardChange(cardID: nextID, value: .deleted(true)), at: 0)
        }
        return KanbanAction(kind: .skipped, cardID: id, title: card.title, at: at, boards: [shown],
                            forward: forward, backward: backward)
    }

    /// Puts the archived card back on the board: it stays in DONE, dated
    /// `today` (its stay there counts again from today). Nil when there is
    /// no such live card in DONE, or it is dated today already.
    public func unarchiving(_ id: UUID, today: Deadline, at: Date) -> KanbanAction? {
        guard let card = cards[id], card.column == .done, card.doneOn != today else { return nil }
        return KanbanAction(kind: .unarchived, cardID: id, title: card.title, at: at, boards: [shownBoard(of: card)],
                            forward: [CardChange(cardID: id, value: .doneOn(today))],
                            backward: [CardChange(cardID: id, value: .doneOn(card.doneOn))])
    }

    /// The cards of `column` on `board` as the board shows them on
    /// `today`: those `filter` keeps (all without one), DONE without the
    /// cards of the archive (unless `archive`), the others whole.
    public func shown(_ column: KanbanColumn, board: UUID, today: Deadline, archive: Bool = false,
                      matching filter: CardFilter? = nil) -> [Card] {
        let all = filter.map { cards(in: column, board: board, matching: $0) } ?? cards(in: column, board: board)
        let days = wip(of: board).archiveAfter
        guard column == .done, !archive, days > 0 else { return all }
        return all.filter { !$0.isArchived(today: today, after: days) }
    }

    /// The same board without the cards of each board's archive on
    /// `today` (for an export that leaves them out).
    public func withoutArchive(today: Deadline) -> Board {
        keeping { card, board in !card.isArchived(today: today, after: wip(of: board).archiveAfter) }
    }

    /// The cards of the archive of `board` on `today`, in board order.
    public func archive(of board: UUID, today: Deadline) -> [Card] {
        let days = wip(of: board).archiveAfter
        guard days > 0 else { return [] }
        return cards(in: .done, board: board).filter { $0.isArchived(today: today, after: days) }
    }

    /// How many cards the archive of `board` holds on `today`: the count
    /// of ``archive(of:today:)`` without making the list.
    public func archivedCount(of board: UUID, today: Deadline) -> Int {
        let days = wip(of: board).archiveAfter
        guard days > 0 else { return 0 }
        return cards(in: .done, board: board).reduce(0) { $0 + ($1.isArchived(today: today, after: days) ? 1 : 0) }
    }

    /// Moves the live card `offset` places inside its column (-1 up, +1
    /// down), stopping at the top or bottom. Only its position changes. Nil
    /// when it would not move or there is no such card.
    public func reordering(_ id: UUID, by offset: Int, at: Date) -> KanbanAction? {
        guard let card = cards[id], let index = index(of: card) else { return nil }
        var others = cards(in: card.column, board: shownBoard(of: card))
        others.remove(at: index)
        let target = min(max(index + offset, 0), others.count)
        guard target != index else { return nil }
        let lower = target > 0 ? others[target - 1].position : nil
        let upper = target < others.count ? others[target].position : nil
        let position = OrderKey.between(lower, upper)
        guard position != card.position else { return nil }
        return KanbanAction(kind: .reordered, cardID: id, title: card.title, at: at, boards: [shownBoard(of: card)],
                            forward: [CardChange(cardID: id, value: .position(position))],
                            backward: [CardChange(cardID: id, value: .position(card.position))])
    }

    /// Removes the live card (it becomes a tombstone). Nil when there is no
    /// such card.
    public func removing(_ id: UUID, at: Date) -> KanbanAction? {
        guard let card = cards[id] else { return nil }
        return KanbanAction(kind: .removed(from: card.column), cardID: id, title: card.title, at: at,
                            boards: [shownBoard(of: card)],
                            forward: [CardChange(cardID: id, value: .deleted(true))],
                            backward: [CardChange(cardID: id, value: .deleted(false))])
    }
}
