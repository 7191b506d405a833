import Foundation
import KanbanCore
import DatabaseKit
import KanbanStorage
import TabKit
import TerminalUI

/// Changing the board: the actions keys and dialogs ask for, undo and redo,
/// each shown at once and submitted to the store; and the store's answers.
extension KanbanTab {
    /// The store's answers.
    enum Message: Sendable {
        case saved
        /// The change (in words) was refused for good, and why.
        case refused(String, String)
        /// The board, read when the read of the ticket started.
        case read(Result<KanbanState, any Error>, PendingWrites.ReadTicket)
        /// The board as stored when a save of an edit asked (``WaitingSave``).
        case readBeforeSave(Result<KanbanState, any Error>, PendingWrites.ReadTicket)
        /// The board written to `path` (its cards), or why not.
        case exported(path: String, cards: Int, failure: String?)
        /// The first cards of each column, read before the whole board
        /// (nil when the store has none to give, or could not read them).
        case firstPage(KanbanFirstPage?)
        /// The flow of `board`, or why it could not be read.
        case flow(board: UUID, Result<FlowStats, FlowReadFailure>)
    }

    /// A save of an edit, waiting for the board as stored now.
    struct WaitingSave {
        var editor: CardEditor
        var typed: TypedCard
    }

    // MARK: What keys and dialogs ask for

    func run(_ action: Action) {
        switch action {
        case .delete(let id):
            guard let board = state?.board else { return }
            perform(board.removing(id, at: calendar.now()), choosing: nil)
        case .move(let id, let column):
            move(id, to: column)
        case .resolve(let choice):
            resolve(choice)
        case .deleteBoard(let id):
            deleteBoard(id)
        }
    }

    /// Moves a card to `column` and says so in the history's words (`Moved
    /// 'Plan' from TODO to DOING`), on the notice's row: nothing moves.
    func move(_ id: UUID, to column: KanbanColumn) {
        guard let board = state?.board,
              let action = board.moving(id, to: column, at: calendar.now(), today: calendar.today) else { return }
        perform(action, choosing: id)
        sayDone(action, also: overLimitWords(column))
    }

    /// Says what `action` did, as its history line says it, and the next
    /// card a repeating card made.
    func sayDone(_ action: KanbanAction, also over: String? = nil) {
        let width = (areaSize?.width ?? 80) - 2
        if let over {
            // Past a limit: said first, the move after it as it fits.
            let line = strings.history(KanbanStep.perform(action).historyEntry(at: action.at),
                                       width: max(20, width - DisplayWidth.of(over) - 3))
            say(DisplayWidth.truncate(over + " · " + line, to: width, ellipsis: "…"))
            return
        }
        let next = action.forward.lazy.compactMap { change -> Card? in
            if case .created(let card) = change.value, card.id != action.cardID { card } else { nil }
        }.first
        guard let next else {
            say(strings.history(KanbanStep.perform(action).historyEntry(at: action.at), width: width))
            return
        }
        let entry = KanbanStep.perform(action).historyEntry(at: action.at)
        // The next card's title goes first where the line is short, then
        // its weekday: one row, never more.
        for tail in [strings.nextMade(next, named: true), strings.nextMade(next, named: false)] {
            let line = strings.history(entry, width: max(20, width - DisplayWidth.of(tail) - 3)) + " · " + tail
            if DisplayWidth.of(line) <= width || tail == strings.nextMade(next, named: false) {
                say(DisplayWidth.truncate(line, to: width, ellipsis: "…"))
                return
            }
        }
    }

    /// Moves `card` one place down or up among the cards shown (past
    /// hidden cards when a filter is on), so the move is always seen.
    func reorder(_ card: Card, at index: Int, down: Bool) {
        guard let board = state?.board else { return }
        let shown = cards(card.column)
        let target = index + (down ? 1 : -1)
        guard shown.indices.contains(target) else {
            say(down ? strings.alreadyLast : strings.alreadyFirst)
            return
        }
        let all = board.cards(in: card.column, board: boardShown)
        guard let from = all.firstIndex(where: { $0.id == card.id }),
              let to = all.firstIndex(where: { $0.id == shown[target].id }) else { return }
        perform(board.reordering(card.id, by: to - from, at: calendar.now()), choosing: card.id)
    }

    func save(_ mode: CardEditor.Mode, _ typed: TypedCard) {
        guard let board = state?.board else { return }
        let now = calendar.now()
        switch mode {
        case .new(let column):
            let id = UUID()
            perform(board.adding(title: typed.title, body: typed.body, deadline: typed.deadline, repeats: typed.repeats,
                                 to: column, board: boardShown, id: id, at: now), choosing: id)
        case .edit(let card):
            // Removed meanwhile: asked before (`askIfDeletedMeanwhile`).
            perform(edit(card.id, typed, on: board, at: now), choosing: card.id)
        }
    }

    /// Saves the answer to "changed since you opened it" as one change:
    /// mine sets the card's fields to what was typed, theirs changes
    /// nothing, both adds what was typed as a new card right after theirs.
    func resolve(_ choice: ConflictChoice) {
        guard let conflict, let board = state?.board else { return }
        self.conflict = nil
        let now = calendar.now()
        let typed = conflict.typed
        switch choice {
        case .mine:
            perform(edit(conflict.cardID, typed, on: board, at: now), choosing: conflict.cardID)
        case .theirs:
            choose(conflict.cardID)
            say(strings.conflictKeptTheirs)
        case .restore:
            guard case .edit(let opened) = conflict.editor.mode else { return }
            perform(board.restoring(conflict.cardID, title: typed.title, body: typed.body, deadline: typed.deadline,
                                    opened: opened, at: now), choosing: conflict.cardID)
        case .discard:
            say(strings.deletedDiscarded)
        case .both:
            let id = UUID()
            perform(board.adding(title: typed.title, body: typed.body, deadline: typed.deadline, repeats: typed.repeats,
                                 nextTo: conflict.cardID,
                                 orIn: conflict.column, board: boardShown, id: id, at: now), choosing: id)
        }
    }

    /// The edit of the card `id` to what was typed.
    private func edit(_ id: UUID, _ typed: TypedCard, on board: Board, at now: Date) -> KanbanAction? {
        board.editing(id, title: typed.title, body: typed.body, deadline: typed.deadline, repeats: typed.repeats,
                      thisOneOnly: typed.thisOneOnly, at: now)
    }

    /// Chooses the card `id` and its column; when the filter hides it (a
    /// card just added or edited, or brought back by undo), the filter goes,
    /// so the card is seen where it is.
    private func show(_ id: UUID) {
        choose(id)
        guard let filter, !cards(focus).contains(where: { $0.id == id }),
              let card = state?.board[id], !filter.query.matches(card) else { return }
        self.filter = nil
        refreshVisible()
        choose(id)
        say(strings.filterClearedToShow(card.title))
    }

    // MARK: Changing the board

    /// Performs `action` on the board, shows it and submits it; then
    /// chooses the card `id` (the one added or moved), if given.
    func perform(_ action: KanbanAction?, choosing id: UUID?) {
        guard !readOnly, let action, var current = state else { return }
        let step = current.perform(action)
        state = current
        submit(step, at: action.at)
        refreshVisible()
        if let id { show(id) }
    }

    /// Sets the value of a "also set by another board" line again (a new
    /// change, which the other boards then take).
    func restore(_ entry: HistoryEntry) {
        guard case .conflict(let conflict) = entry.kind, let board = state?.board,
              let action = board.restoring(conflict, title: entry.title, at: calendar.now()) else {
            say(strings.nothingToRestore)
            return
        }
        perform(action, choosing: conflict.cardID)
        // A removed card this board never loaded comes back from storage.
        if board.tombstones[conflict.cardID] == nil, board[conflict.cardID] == nil, pending.storeChanged() { reload() }
    }

    func undo() { undoOrRedo(redo: false) }

    func redo() { undoOrRedo(redo: true) }

    /// Undoes (or redoes) the last action, shows it and submits it; then
    /// chooses its card where it now is, and says what was done (the
    /// history line it added).
    private func undoOrRedo(redo: Bool) {
        guard !refusedAsReadOnly(), var current = state else { return }
        let now = calendar.now()
        guard let step = redo ? current.redo(at: now, on: boardShown) : current.undo(at: now, on: boardShown) else {
            say(redo ? strings.nothingToRedo : strings.nothingToUndo)
            return
        }
        state = current
        submit(step, at: now)
        if state?.board.boards[boardShown] == nil, let first = state?.board.orderedBoards.first {
            // The board shown was the one a redo removed (or an undo of its making).
            showBoard(first.id)
        }
        refreshVisible()
        let id = step.action.cardID
        if state?.board[id] != nil { show(id) }
        say(strings.history(step.historyEntry(at: now), width: (areaSize?.width ?? 80) - 2))
    }

    /// Submits `step`; the store's answer comes back as a message.
    func submit(_ step: KanbanStep, at: Date) {
        pending.submitted()
        let store = self.store, logger = self.logger
        let what = strings.history(step.historyEntry(at: at), width: 60)
        effects.start { messenger in
            store.submit(step, at: at) { result in
                switch result {
                case .success:
                    messenger.send(Message.saved)
                case .failure(let failure):
                    logger.error("saving the kanban board: \(failure)")
                    messenger.send(Message.refused(what, ErrorLine.cut(failure.why)))
                }
            }
        }
    }

    // MARK: The store's answers

    /// A store's answer, or another program's change.
    public func receive(_ message: any Sendable) -> Bool {
        if message is DataChangedElsewhere {
            if pending.storeChanged(), hasLoaded { reload() }
            return true
        }
        if let status = message as? KanbanSyncStatus {
            syncStatus = status
            return true
        }
        if let returned = message as? EditorReturned {
            editorReturned(returned)
            return true
        }
        guard let message = message as? Message else { return false }
        var refused = false
        switch message {
        case .read(let result, let ticket):
            switch pending.readAnswered(ticket) {
            case .show: show(read: result)
            case .readAgain: reload()
            case .drop: break
            }
            return true
        case .exported(let path, let cards, let failure):
            exported(path: path, cards: cards, failure: failure)
            return true
        case .flow(let board, let result):
            flowRead(board: board, result)
            return true
        case .firstPage(let page):
            // Only until the board is read: then the board is what is shown.
            if state == nil, loadError == nil, let page {
                firstPage = page
                refreshVisible()
            }
            return true
        case .readBeforeSave(let result, let ticket):
            // A read that may miss a write of ours is not shown: the save
            // is then decided on the board shown, which has it.
            if pending.readAnswered(ticket) == .show { show(read: result) }
            finishWaitingSave()
            return true
        case .saved:
            if notice?.isError == true { notice = nil }
        case .refused(let what, let reason):
            say(strings.saveFailed(what, reason), isError: true)
            refused = true
        }
        if pending.answered(readAgain: refused) { reload() }
        return true
    }
}
