import FoundationEssentials

/// The action makers for the boards themselves and for moving a card to
/// another board. Pure, like the card action makers: each returns the
/// ``KanbanAction`` that makes the change and undoes it, or throws why it
/// is refused (nothing changes then).
extension Board {
    /// A new board named `name` (cleaned, ``BoardName``), last in the list.
    /// The action is the new board's (its history, its undo): every action
    /// on its cards comes after it there, so undoing it never leaves one.
    public func addingBoard(named name: String, id: UUID, at: Date) throws(BoardError) -> KanbanAction {
        let name = try uniqueName(name, except: nil)
        let info = BoardInfo(id: id, name: name, position: OrderKey.between(orderedBoards.last?.position, nil))
        return KanbanAction(kind: .boardAdded, cardID: id, title: name, at: at, boards: [id],
                            forward: [CardChange(cardID: id, value: .boardCreated(info))],
                            backward: [CardChange(cardID: id, value: .boardDeleted(true))])
    }

    /// Renames the live board `id` (an action of that board). Nil when the
    /// name is the one it has.
    public func renamingBoard(_ id: UUID, to name: String, at: Date) throws(BoardError) -> KanbanAction? {
        guard let board = boards[id] else { throw .unknownBoard }
        let name = try uniqueName(name, except: id)
        guard name != board.name else { return nil }
        return KanbanAction(kind: .boardRenamed(from: board.name), cardID: id, title: name, at: at, boards: [id],
                            forward: [CardChange(cardID: id, value: .boardName(name))],
                            backward: [CardChange(cardID: id, value: .boardName(board.name))])
    }

    /// Removes the live board `id` and every card shown on it: one action,
    /// undone as one (the board and its cards back as they were), from any
    /// board (the board is gone). The last board is not removed.
    public func removingBoard(_ id: UUID, at: Date) throws(BoardError) -> KanbanAction {
        guard let board = boards[id] else { throw .unknownBoard }
        guard boards.count > 1 else { throw .lastBoard }
        let gone = cards(on: id)
        var forward = gone.map { CardChange(cardID: $0.id, value: .deleted(true)) }
        forward.append(CardChange(cardID: id, value: .boardDeleted(true)))
        var backward = [CardChange(cardID: id, value: .boardDeleted(false))]
        backward += gone.map { CardChange(cardID: $0.id, value: .deleted(false)) }
        return KanbanAction(kind: .boardRemoved(cards: gone.count), cardID: id, title: board.name, at: at,
                            forward: forward, backward: backward)
    }

    /// Moves the live card `id` to the bottom of its column on the live
    /// board `target`. Refused when the card is already on that board.
    public func moving(_ id: UUID, toBoard target: UUID, at: Date) throws(BoardError) -> KanbanAction {
        guard let card = cards[id], let destination = boards[target] else { throw .unknownBoard }
        let shown = shownBoard(of: card)
        guard card.board != target, shown != target else { throw .sameBoard }
        let from = boards[shown]?.name ?? boards[card.board]?.name ?? ""
        let position = OrderKey.between(cards(in: card.column, board: target).last?.position, nil)
        return KanbanAction(
            kind: .movedBoard(from: from, to: destination.name), cardID: id, title: card.title, at: at,
            boards: [shown, target],
            forward: [CardChange(cardID: id, value: .board(target)), CardChange(cardID: id, value: .position(position))],
            backward: [CardChange(cardID: id, value: .board(card.board)),
                       CardChange(cardID: id, value: .position(card.position))])
    }

    /// The board to show after `removed` goes: the one after it in the
    /// list, else the one before; nil when it is the only one.
    public func neighbour(ofBoard removed: UUID) -> UUID? {
        guard let index = orderedBoards.firstIndex(where: { $0.id == removed }) else { return orderedBoards.first?.id }
        if index + 1 < orderedBoards.count { return orderedBoards[index + 1].id }
        return index > 0 ? orderedBoards[index - 1].id : nil
    }

    /// `name` cleaned, refused when another live board (not `except`) has
    /// it: names are compared exactly, after trimming.
    private func uniqueName(_ name: String, except: UUID?) throws(BoardError) -> String {
        let clean = try BoardName.clean(name)
        if orderedBoards.contains(where: { $0.name == clean && $0.id != except }) { throw .duplicateName(clean) }
        return clean
    }
}
