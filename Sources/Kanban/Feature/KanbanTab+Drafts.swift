import Foundation
import KanbanCore
import TabKit
import TerminalUI

/// The answer to "this card changed since you opened it".
enum ConflictChoice: Sendable, Equatable {
    /// My edit replaces theirs.
    case mine
    /// Theirs stays; my edit is dropped.
    case theirs
    /// Theirs stays, and my edit becomes a new card right after it.
    case both
    /// The card, deleted meanwhile, comes back with my edit.
    case restore
    /// The card stays deleted; my edit is dropped.
    case discard
}

/// A save of a card that another program (another bankui on the same data
/// directory, or the shared board) changed while its editor was open.
struct EditConflict {
    /// The editor as it was at the save: it comes back when the question is
    /// closed unanswered, and is the draft while the question is open.
    var editor: CardEditor
    var cardID: UUID
    /// The card's column, for "both" when the card is gone meanwhile.
    var column: KanbanColumn
    /// What was typed, cleaned.
    var typed: TypedCard
}

/// What a card's editor saves: its fields, cleaned, and for a repeating
/// card whether an edit of its text is for this one only.
struct TypedCard: Equatable {
    var title: String
    var body: String
    var deadline: Deadline?
    var repeats: CardRepeat?
    var thisOneOnly = false
}

/// Drafts: an open card editor is kept when bankui stops and opened again
/// at the next start; a save over a card that changed since its editor
/// opened asks first.
extension KanbanTab {
    /// The open editor (or the one under the conflict question) when
    /// something in it differs from what it opened with.
    public var draft: String? {
        let editor: CardEditor?
        if case .editor(let open) = overlay { editor = open } else { editor = conflict?.editor }
        guard let editor, editor.hasChanges else { return nil }
        return TabDraft.encode(editor.draft)
    }

    /// Opens the editor of `text` again, over the board read now; the card
    /// it edits is chosen.
    public func restoreDraft(_ text: String) -> Bool {
        guard let draft = TabDraft.decode(CardEditor.Draft.self, from: text), let editor = CardEditor(draft: draft) else {
            return false
        }
        if !hasLoaded { reload() }
        if let card = draft.card {
            focus = card.column
            if state?.board[card.id] != nil { choose(card.id) } else { chooseOnRead = card.id }
        } else {
            focus = draft.column
        }
        conflict = nil
        overlay = .editor(editor)
        return true
    }

    /// Saves what the editor holds. An edit is decided on the board as
    /// stored now — another program's change may not have been noticed
    /// yet — so the board is read first (not while our own writes are in
    /// flight: the store would not show them yet, and the board shown has
    /// everything then). A board that cannot be read keeps the editor open:
    /// nothing typed is lost, and the next save tries again.
    func saveAfterReading(_ save: WaitingSave) {
        saveWaiting = (save, [])
        let isEdit = if case .edit = save.editor.mode { true } else { false }
        if state == nil || (isEdit && pending.isSettled) {
            effects.background(readBoard(then: Message.readBeforeSave))
        } else {
            finishWaitingSave()
        }
    }

    /// The board as stored is here (or not needed): asks when the card
    /// changed meanwhile, else saves; then the keys typed meanwhile.
    func finishWaitingSave() {
        guard let (save, typed) = saveWaiting else { return }
        saveWaiting = nil
        if state == nil {
            overlay = .editor(save.editor)
        } else if !askIfDeletedMeanwhile(save),
                  !askIfChangedMeanwhile(save.editor, typed: save.typed) {
            overlay = nil
            self.save(save.editor.mode, save.typed)
        }
        for key in typed { _ = handleKey(key) }
    }

    /// Before a save of an edit: when the card is gone (another board
    /// deleted it), asks whether to restore it with the edit or discard the
    /// edit — never a copy under a new id — and returns true.
    func askIfDeletedMeanwhile(_ save: WaitingSave) -> Bool {
        guard case .edit(let opened) = save.editor.mode, state?.board[opened.id] == nil else { return false }
        conflict = EditConflict(editor: save.editor, cardID: opened.id, column: opened.column, typed: save.typed)
        overlay = .dialog(Modal(title: strings.deletedMeanwhileTitle, message: strings.deletedMeanwhileQuestion,
                                buttons: [.init(strings.deletedRestore, action: .resolve(.restore), shortcut: keys.restoreEdit),
                                          .init(strings.deletedDiscard, action: .resolve(.discard), shortcut: keys.discardEdit)],
                                // Restore: the answer that loses nothing.
                                defaultButton: 0))
        return true
    }

    /// Before a save of an edit, on the board as stored now: when the
    /// stored card's title, body or deadline changed since the editor
    /// opened (and not to what was typed), asks keep mine / keep theirs /
    /// keep both, and returns true.
    func askIfChangedMeanwhile(_ editor: CardEditor, typed: TypedCard) -> Bool {
        guard case .edit(let opened) = editor.mode else { return false }
        guard let stored = state?.board[opened.id] else { return false }
        let changed = stored.title != opened.title || stored.body != opened.body || stored.deadline != opened.deadline
            || stored.repeats?.rule != opened.repeats?.rule
        let same = stored.title == typed.title && stored.body == typed.body && stored.deadline == typed.deadline
            && stored.repeats?.rule == typed.repeats?.rule
        guard changed, !same else { return false }
        conflict = EditConflict(editor: editor, cardID: opened.id, column: stored.column, typed: typed)
        overlay = .dialog(Modal(title: strings.conflictTitle, message: strings.conflictQuestion(stored.title),
                                buttons: [.init(strings.conflictKeepMine, action: .resolve(.mine), shortcut: keys.keepMine),
                                          .init(strings.conflictKeepTheirs, action: .resolve(.theirs), shortcut: keys.keepTheirs),
                                          .init(strings.conflictKeepBoth, action: .resolve(.both), shortcut: keys.keepBoth)],
                                // Both: the one answer that loses nothing.
                                defaultButton: 2))
        return true
    }
}
