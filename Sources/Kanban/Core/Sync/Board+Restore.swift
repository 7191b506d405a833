import FoundationEssentials

extension Board {
    /// Sets the field of `conflict` back to the value that lost (a new edit,
    /// which every board then takes). `title` names the card in history
    /// when the board does not hold it (a removed card it never loaded).
    /// Nil when the field already has that value, or the card is unknown.
    public func restoring(_ conflict: FieldConflict, title: String, at: Date) -> KanbanAction? {
        let id = conflict.cardID
        let live = cards[id]
        let known = live ?? tombstones[id]
        let value = conflict.lost
        switch value {
        case .deleted(true):
            return removing(id, at: at)
        case .deleted(false):
            guard live == nil else { return nil }
            return KanbanAction(kind: .restored, cardID: id, title: known?.title ?? title, at: at,
                                boards: known.map { [shownBoard(of: $0)] } ?? [],
                                forward: [CardChange(cardID: id, value: .deleted(false))],
                                backward: [CardChange(cardID: id, value: .deleted(true))])
        case .column(let column):
            guard live != nil else { return nil }
            return moving(id, to: column, at: at)
        case .title, .body, .deadline, .repeats, .doneOn:
            guard let card = known else { return nil }
            let current: CardChange.Value
            switch value {
            case .title: current = .title(card.title)
            case .body: current = .body(card.body)
            case .repeats: current = .repeats(card.repeats)
            case .doneOn: current = .doneOn(card.doneOn)
            default: current = .deadline(card.deadline)
            }
            guard current != value else { return nil }
            let newTitle: String
            if case .title(let text) = value { newTitle = text } else { newTitle = card.title }
            return KanbanAction(kind: .updated, cardID: id, title: newTitle, at: at, boards: [shownBoard(of: card)],
                                forward: [CardChange(cardID: id, value: value)],
                                backward: [CardChange(cardID: id, value: current)])
        case .position, .created, .board, .boardCreated, .boardName, .boardPosition, .boardDeleted, .boardWip:
            return nil
        }
    }
}

extension Board {
    /// Brings back the card `id`, which was removed (on another board,
    /// while its editor was open here), with the title, body and deadline
    /// typed: one action, undone as one (the card removed again, as it was).
    /// `opened` is the card as the editor opened it, for a removal this
    /// board never read. Nil when the card is live.
    public func restoring(_ id: UUID, title: String, body: String, deadline: Deadline?, opened: Card,
                          at: Date) -> KanbanAction? {
        guard cards[id] == nil else { return nil }
        let title = CardText.cleanTitle(title)
        let body = CardText.cleanBody(body)
        guard let removed = tombstones[id] else {
            // Its removal was never read here: it comes back whole, under its own id.
            let board = shownBoard(of: opened)
            let card = Card(id: id, title: title, body: body, deadline: deadline, column: opened.column,
                            position: OrderKey.between(cards(in: opened.column, board: board).last?.position, nil),
                            board: opened.board)
            return KanbanAction(kind: .restored, cardID: id, title: title, at: at, boards: [board],
                                forward: [CardChange(cardID: id, value: .created(card))],
                                backward: [CardChange(cardID: id, value: .deleted(true))])
        }
        let fields = Self.fieldChanges(of: removed, title: title, body: body, deadline: deadline)
        let forward = [CardChange(cardID: id, value: .deleted(false))] + fields.forward
        var backward = fields.backward
        backward.append(CardChange(cardID: id, value: .deleted(true)))
        return KanbanAction(kind: .restored, cardID: id, title: title, at: at, boards: [shownBoard(of: removed)],
                            forward: forward, backward: backward)
    }
}
