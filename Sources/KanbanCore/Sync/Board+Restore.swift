import Foundation

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
                                forward: [CardChange(cardID: id, value: .deleted(false))],
                                backward: [CardChange(cardID: id, value: .deleted(true))])
        case .column(let column):
            guard live != nil else { return nil }
            return moving(id, to: column, at: at)
        case .title, .body, .deadline:
            guard let card = known else { return nil }
            let current: CardChange.Value
            switch value {
            case .title: current = .title(card.title)
            case .body: current = .body(card.body)
            default: current = .deadline(card.deadline)
            }
            guard current != value else { return nil }
            let newTitle: String
            if case .title(let text) = value { newTitle = text } else { newTitle = card.title }
            return KanbanAction(kind: .updated, cardID: id, title: newTitle, at: at,
                                forward: [CardChange(cardID: id, value: value)],
                                backward: [CardChange(cardID: id, value: current)])
        case .position, .created:
            return nil
        }
    }
}
