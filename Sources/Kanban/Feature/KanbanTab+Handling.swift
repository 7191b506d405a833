import Foundation
import KanbanCore
import TabKit
import TerminalUI

/// The kanban tab's keys: to a dialog, the editor or the history panel
/// when one is open, else to the filter while it is typed in, else to the
/// board. A key that cannot act says why over the board.
extension KanbanTab: InputHandling {
    public func didResize(to size: Size) { areaSize = size }

    public func handleKey(_ key: Key) -> Bool {
        if saveWaiting != nil {
            // Kept, in order, for once the save is decided.
            saveWaiting?.keys.append(key)
            return true
        }
        // No Alt key is bound here: the shell then reads it as Esc and the
        // key, typed quickly (Esc closing the editor, then `m`).
        if case .alt = key { return false }
        if notice?.isError == false { notice = nil }
        switch overlay {
        case .dialog(var modal):
            let outcome = modal.handle(key, keys: keys.dialog)
            if case .open = outcome { overlay = .dialog(modal) } else { close(outcome) }
            return true
        case .editor(var editor):
            if editor.discardQuestion == nil, editor.seriesQuestion == nil, keys.externalEditor.matches(key) {
                runExternalEditor(title: editor.title.text, body: editor.body.text, card: nil)
                return true
            }
            let outcome = editor.handle(key, keys: keys, strings: strings, today: calendar.today)
            switch outcome {
            case .open: overlay = .editor(editor)
            case .cancelled: overlay = nil
            case .save(let typed):
                overlay = .editor(editor)
                saveAfterReading(WaitingSave(editor: editor, typed: typed))
            }
            return true
        case .history(var scroll):
            if keys.closeHistory.matches(key) {
                overlay = nil
            } else if readOnly, keys.restore.matches(key) || keys.undo.matches(key) || keys.redo.matches(key) {
                _ = refusedAsReadOnly()
            } else if keys.restore.enabled(chosenConflict(scroll) != nil).matches(key), let entry = chosenConflict(scroll) {
                restore(entry)
            } else if keys.undo.matches(key) {
                undo()
            } else if keys.redo.matches(key) {
                redo()
            } else if keys.scrollHistory.matches(key) {
                _ = scroll.handle(key, itemCount: shownHistory.count, keys: keys.list)
                readOlderHistory(near: scroll)
                overlay = .history(scroll)
            }
            return true
        case .checklist(let dialog):
            handleChecklist(key, dialog)
            return true
        case .due(let view):
            handleDue(key, view)
            return true
        case .export(let dialog):
            handleExport(key, dialog)
            return true
        case .wip(let dialog):
            handleWip(key, dialog)
            return true
        case .flow(let panel):
            handleFlow(key, panel)
            return true
        case .boards(let list):
            handleBoardsKey(key, list)
            return true
        case .none:
            break
        }
        if state == nil {
            // The board could not be read (or is not read yet): every key
            // tries again.
            if loadError != nil || !hasLoaded { reload() }
            return key != .escape
        }
        if let filter, filter.isEditing { return handleFilter(key, filter) }
        return handleBoard(key)
    }

    /// A dialog closed: runs its button's action.
    private func close(_ outcome: Modal<Action>.Outcome) {
        guard case .closed(let action) = outcome else { return }
        overlay = nil
        if let action {
            run(action)
        } else if let unanswered = conflict {
            // Closed without an answer: back to the editor, as typed.
            conflict = nil
            overlay = .editor(unanswered.editor)
        }
    }

    /// A click: on a card chooses it and focuses its column (a double click
    /// opens the editor, as Enter), on a column focuses it, on a dialog's
    /// button (the move menu's columns too) presses it, in the editor gives
    /// a field the keys. While the filter is
    /// typed in, it stays open: the click chooses as ↑↓ would.
    public func handleClick(_ target: HitTarget, double: Bool) -> Bool {
        if notice?.isError == false { notice = nil }
        switch overlay {
        case .dialog(let modal):
            close(modal.handle(.click(target, double: double)))
            return true
        case .editor(var editor):
            // A field or a button of the editor; a save only from the
            // question "this one or all to come".
            guard let outcome = editor.click(target) else { return false }
            switch outcome {
            case .cancelled: overlay = nil
            case .open: overlay = .editor(editor)
            case .save(let typed):
                overlay = .editor(editor)
                saveAfterReading(WaitingSave(editor: editor, typed: typed))
            }
            return true
        case .history:
            return false
        case .checklist(let dialog):
            return clickChecklist(target, dialog)
        case .due(let view):
            return clickDue(target, double: double, view)
        case .boards(let list):
            return clickBoards(target, double: double, list)
        case .export, .wip, .flow:
            return false
        case .none:
            break
        }
        guard state != nil, let column = Self.column(named: target.areaName) else { return false }
        focus = column
        if case .item(_, let text) = target, let id = UUID(uuidString: text), let index = cards(column).firstIndex(where: { $0.id == id }) {
            chooseIndex(index)
            if double, filter?.isEditing != true, let card = chosenCard, !refusedAsReadOnly() {
                overlay = .editor(CardEditor(editing: card))
            }
        }
        return true
    }

    /// The wheel: over a column it moves the choice there (the column gets
    /// focus), over the history panel it scrolls it.
    public func handleScroll(_ target: HitTarget, by rows: Int) -> Bool {
        switch overlay {
        case .history(var scroll) where target.areaName == HistoryPanel.listName:
            scroll.scroll(by: rows, itemCount: shownHistory.count)
            readOlderHistory(near: scroll)
            overlay = .history(scroll)
            return true
        case .checklist(let dialog) where target.areaName == ChecklistDialog.listName:
            scrollChecklist(by: rows, dialog)
            return true
        case .due(let view) where target.areaName == DueView.listName:
            scrollDue(by: rows, view)
            return true
        case .flow(var panel) where target.areaName == FlowPanel.listName:
            panel.scroll.scroll(by: rows, itemCount: panel.lineCount)
            overlay = .flow(panel)
            return true
        case .none:
            guard state != nil, let column = Self.column(named: target.areaName) else { return false }
            focus = column
            moveChoice(by: rows)
            return true
        default:
            return false
        }
    }

    private func handleFilter(_ key: Key, _ current: Filter) -> Bool {
        var current = current
        if keys.filterKeep.matches(key) {
            current.isEditing = false
            filter = current.query.isEmpty ? nil : current
        } else if keys.filterClear.matches(key) {
            filter = nil
        } else if let step = keys.filterChoose.step(for: key) {
            moveChoice(by: step)
            return true
        } else {
            if case .paste(let text) = key {
                current.field.insert(CardText.cleanTitle(text))
            } else {
                _ = current.field.handle(key, keys: keys.text.editing)
            }
            filter = current
        }
        refreshVisible()
        return true
    }

    private func handleBoard(_ key: Key) -> Bool {
        if readOnly, changesBoard(key) { return refusedAsReadOnly() }
        if let step = keys.chooseColumn.step(for: key) {
            focus = (step < 0 ? focus.previous : focus.next) ?? focus
        } else if let step = keys.chooseCard.step(for: key) {
            moveChoice(by: step)
        } else if keys.ends.matches(key), let action = keys.list.action(for: key) {
            switch action {
            case .first: chooseIndex(0)
            case .last: chooseIndex(cards(focus).count - 1)
            case .pageUp, .previous: moveChoice(by: -max(1, cardsPerPage(down: false) - 1))
            case .pageDown, .next: moveChoice(by: max(1, cardsPerPage(down: true) - 1))
            }
        } else if keys.new.matches(key) {
            overlay = .editor(CardEditor(newIn: focus))
        } else if keys.edit.matches(key) {
            guard let card = chosenCard else { return say(strings.noCardChosen) }
            overlay = .editor(CardEditor(editing: card))
        } else if keys.delete.matches(key) {
            guard let card = chosenCard else { return say(strings.noCardChosen) }
            overlay = .dialog(Modal(title: strings.deleteTitle, message: strings.deleteQuestion(card.title, undoKey: keys.undo.hintKeys),
                                    buttons: [.init(strings.words.yes, action: .delete(card.id), shortcut: keys.dialog.yes),
                                              .init(strings.words.no, shortcut: keys.dialog.no)]))
        } else if keys.moveMenu.matches(key) {
            guard let card = chosenCard else { return say(strings.noCardChosen) }
            let columns = KanbanColumn.allCases
            let buttons = columns.enumerated().map { index, column in
                Modal<Action>.Button(strings.moveTo(column), action: column == card.column ? nil : .move(card.id, to: column),
                                     shortcut: keys.moveMenuDigits[index])
            }
            let next = card.column.next ?? card.column.previous ?? card.column
            overlay = .dialog(Modal(title: strings.moveTitle, message: strings.moveQuestion(card.title, from: card.column),
                                    buttons: buttons, defaultButton: columns.firstIndex(of: next) ?? 0))
        } else if let step = keys.moveColumn.step(for: key) {
            guard let card = chosenCard else { return say(strings.noCardChosen) }
            let left = step < 0
            guard let target = left ? card.column.previous : card.column.next else {
                return say(left ? strings.noColumnLeft : strings.noColumnRight)
            }
            move(card.id, to: target)
        } else if let step = keys.moveInColumn.step(for: key) {
            guard let card = chosenCard, let index = chosenIndex(focus) else { return say(strings.noCardChosen) }
            reorder(card, at: index, down: step > 0)
        } else if keys.history.matches(key) {
            // Lines can be chosen when one of them can be restored.
            startActivity()
            let restorable = shownHistory.contains { if case .conflict = $0.kind { true } else { false } }
            overlay = .history(ScrollListState(selectable: restorable))
        } else if keys.undo.matches(key) {
            undo()
        } else if keys.redo.matches(key) {
            redo()
        } else if keys.boards.matches(key) {
            openBoards()
        } else if keys.moveToBoard.matches(key) {
            openBoardChooser()
        } else if keys.export.matches(key) {
            openExport()
        } else if keys.wip.matches(key) {
            openWip()
        } else if keys.flow.matches(key) {
            openFlow()
        } else if keys.archive.matches(key) {
            toggleArchive()
        } else if keys.unarchive.matches(key) {
            return unarchiveChosen()
        } else if keys.skip.matches(key) {
            guard let card = chosenCard else { return say(strings.noCardChosen) }
            guard let action = state?.board.skipping(card.id, at: calendar.now(), today: calendar.today) else {
                return say(card.repeats == nil ? strings.notRepeating(card.title) : strings.doneNothingToSkip(card.title))
            }
            perform(action, choosing: nil)
            sayDone(action)
        } else if keys.filter.matches(key) {
            var current = filter ?? Filter(me: person)
            current.isEditing = true
            filter = current
        } else if keys.clearFilter.enabled(filter != nil).matches(key) {
            filter = nil
            refreshVisible()
        } else if showArchive, keys.clearFilter.matches(key) {
            // Esc with no filter: the archive hides.
            toggleArchive()
        } else if keys.checklist.matches(key) {
            return openChecklist()
        } else if keys.dueView.matches(key) {
            openDueView()
        } else if keys.editInEditor.matches(key) {
            return editChosenInEditor()
        } else {
            return false
        }
        return true
    }

    /// The chosen history line when it is a value another board replaced.
    func chosenConflict(_ scroll: ScrollListState) -> HistoryEntry? {
        let history = shownHistory
        guard let index = scroll.selected, history.indices.contains(index),
              case .conflict = history[index].kind else { return nil }
        return history[index]
    }

    private func moveChoice(by delta: Int) {
        guard let index = chosenIndex(focus) else { return }
        chooseIndex(index + delta)
    }
}
