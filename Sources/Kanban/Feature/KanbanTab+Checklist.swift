import Foundation
import KanbanCore
import TabKit
import TerminalUI

/// The checklist dialog (`x`): opening it on the chosen card, its keys,
/// and each tick as one change of the card's body (in history as
/// `Ticked 'item' in 'card'.`, undoable, shared like any edit).
extension KanbanTab {
    /// Opens the chosen card's checklist, or says why not.
    func openChecklist() -> Bool {
        guard let card = chosenCard else { return say(strings.noCardChosen) }
        guard !checklist(of: card).items.isEmpty else { return say(strings.noChecklist(card.title)) }
        overlay = .checklist(ChecklistDialog(cardID: card.id))
        return true
    }

    /// The items of the dialog's card as the board holds it now.
    func checklistItems(_ dialog: ChecklistDialog) -> [ChecklistItem] {
        state?.board[dialog.cardID].map { checklist(of: $0).items } ?? []
    }

    /// The checklist of `card`: the memo's while the card's body is the
    /// one it was read from, else read now and kept (the body is compared,
    /// not read: an unchanged body is the same string).
    func checklist(of card: Card) -> ChecklistMemo {
        if let memo = checklistMemo, memo.cardID == card.id, memo.body == card.body { return memo }
        checklistReads += 1
        let memo = ChecklistMemo(cardID: card.id, body: card.body, items: Checklist.items(in: card.body))
        checklistMemo = memo
        return memo
    }

    func handleChecklist(_ key: Key, _ dialog: ChecklistDialog) {
        var dialog = dialog
        // Undo and redo work here too: a tick taken back is seen at once.
        if readOnly, keys.undo.matches(key) || keys.redo.matches(key) || keys.checklistTick.matches(key) {
            _ = refusedAsReadOnly()
            return
        }
        if keys.undo.matches(key) { return undo() }
        if keys.redo.matches(key) { return redo() }
        switch dialog.handle(key, keys: keys, items: checklistItems(dialog)) {
        case .open:
            overlay = .checklist(dialog)
        case .close:
            overlay = nil
        case .tick(let item):
            overlay = .checklist(dialog)
            guard let board = state?.board, let action = board.ticking(dialog.cardID, item: item, at: calendar.now()) else {
                say(strings.checklistGone)
                return
            }
            perform(action, choosing: nil)
            // One byte of the body changed: the memo follows without
            // reading the list again (100,000 items stay quick).
            if let memo = checklistMemo, memo.cardID == dialog.cardID, case .body(let body)? = action.forward.first?.value,
               let index = memo.items.firstIndex(of: item) {
                var items = memo.items
                items[index] = item.flipped
                checklistMemo = ChecklistMemo(cardID: memo.cardID, body: body, items: items,
                                              done: memo.done + (item.isDone ? -1 : 1))
            }
        }
    }

    /// A click on a row chooses it; the wheel scrolls.
    func clickChecklist(_ target: HitTarget, _ dialog: ChecklistDialog) -> Bool {
        guard case .row(ChecklistDialog.listName, let index) = target else { return false }
        var dialog = dialog
        dialog.scroll.select(index, itemCount: checklistItems(dialog).count)
        overlay = .checklist(dialog)
        return true
    }

    func scrollChecklist(by rows: Int, _ dialog: ChecklistDialog) {
        var dialog = dialog
        dialog.scroll.scroll(by: rows, itemCount: checklistItems(dialog).count)
        overlay = .checklist(dialog)
    }
}

/// A card's checklist as read from one version of its body, with how many
/// of its items are done.
struct ChecklistMemo {
    let cardID: UUID
    let body: String
    let items: [ChecklistItem]
    let done: Int

    init(cardID: UUID, body: String, items: [ChecklistItem]) {
        self.init(cardID: cardID, body: body, items: items, done: items.lazy.filter(\.isDone).count)
    }

    init(cardID: UUID, body: String, items: [ChecklistItem], done: Int) {
        self.cardID = cardID
        self.body = body
        self.items = items
        self.done = done
    }
}
