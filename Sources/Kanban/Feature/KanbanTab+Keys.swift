import KanbanCore
import TabKit
import TerminalUI

/// The keys the kanban tab takes now, for the hint bar: the board's, the
/// filter's, the editor's, the history panel's or a dialog's, the most
/// important first (on a narrow screen the shell drops the last hints).
extension KanbanTab {
    public var activeKeys: [KeyBinding] {
        switch overlay {
        case .dialog(let modal):
            // The move menu's digits: `1/2/3 TODO/DOING/DONE`, short
            // enough to leave Esc in the bar.
            return modal.activeKeys(strings.words, keys: keys.dialog).map { binding in
                binding.hintKeys == "1/2/3" ? binding.withHint(KanbanColumn.allCases.map(\.title).joined(separator: "/")) : binding
            }
        case .editor(let editor):
            if let question = editor.discardQuestion ?? editor.seriesQuestion?.modal {
                return question.activeKeys(strings.words, keys: keys.dialog)
            }
            var save = keys.save
            if editor.focus != .body { save.hintKeys += "/" + keys.saveEnter.hintKeys }
            return [save, keys.saveEnter.enabled(editor.focus != .body).withHint(nil), keys.nextField.binding, keys.cancelEditor,
                    keys.externalEditor]
        case .boards(let list):
            if list.naming != nil { return [keys.boardNameSave, keys.boardNameCancel] }
            if list.purpose != .boards { return [keys.chooserMove, keys.chooserClose, keys.boardsChoose] }
            return [keys.boardsShow, keys.boardsNew, keys.boardsRename, keys.boardsDelete.enabled(list.items.count > 1),
                    keys.boardsClose, keys.boardsChoose]
        case .history(let scroll):
            let scrolls = shownHistory.count > 1
            return [keys.closeHistory, keys.scrollHistory.enabled(scrolls), keys.restore.enabled(chosenConflict(scroll) != nil),
                    keys.undo.enabled(canUndo), keys.redo.enabled(canRedo)]
        case .checklist(let dialog):
            let count = checklistItems(dialog).count
            return [keys.checklistTick.enabled(count > 0), keys.checklistClose, keys.checklistChoose.enabled(count > 1),
                    keys.undo.enabled(canUndo), keys.redo.enabled(canRedo)]
        case .due(let view):
            return [keys.dueGo.enabled(view.chosenCard != nil), keys.dueClose, keys.dueChoose.enabled(view.lines.count > 2)]
        case .export(let dialog):
            return dialog.writing ? [] : [keys.exportWrite, keys.exportClose]
        case .wip:
            return [keys.wipSave, keys.wipClose]
        case .flow(let panel):
            return [keys.closeFlow, keys.scrollFlow.enabled(panel.lineCount > panel.scroll.viewportRows)]
        case .none:
            break
        }
        if filter?.isEditing == true {
            return [keys.filterKeep, keys.filterClear, keys.filterChoose.binding.enabled(chosenIndex(focus) != nil)]
        }
        guard state != nil else { return [] }
        let hasCard = chosenCard != nil
        let anyCard = KanbanColumn.allCases.contains { !cards($0).isEmpty }
        return [
            keys.new, keys.edit.enabled(hasCard), keys.delete.enabled(hasCard), keys.moveMenu.enabled(hasCard),
            keys.clearFilter.enabled(filter != nil), keys.undo.enabled(canUndo), keys.filter, keys.history,
            keys.chooseColumn.binding, keys.chooseCard.binding.enabled(anyCard), keys.moveColumn.binding.enabled(hasCard),
            keys.moveInColumn.binding.enabled(hasCard && cards(focus).count > 1), keys.redo.enabled(canRedo),
            keys.checklist.enabled(chosenCard.map(hasChecklist) ?? false), keys.skip.enabled(chosenCard.map { $0.repeats != nil && $0.column != .done } ?? false),
            keys.dueView,
            keys.editInEditor.enabled(hasCard),
            keys.boards, keys.moveToBoard.enabled(hasCard && (state?.board.orderedBoards.count ?? 0) > 1),
            keys.export.enabled(anyCard), keys.wip, keys.flow.enabled(anyCard), keys.archive.enabled(showArchive || archivedCount > 0),
            keys.unarchive.enabled(showArchive && (chosenCard.map(isArchived) ?? false)),
        ]
    }

    /// Whether `card` has a checklist, from the memo `prepareFrame` made
    /// for the chosen card (the hint bar asks on every frame).
    func hasChecklist(_ card: Card) -> Bool {
        if let memo = checklistMemo, memo.cardID == card.id, memo.body == card.body { return !memo.items.isEmpty }
        return Checklist.hasItem(in: card.body)
    }

    var canUndo: Bool { state?.canUndo(on: boardShown) ?? false }
    var canRedo: Bool { state?.canRedo(on: boardShown) ?? false }
}

/// A text field has the keys while the editor is open (not its question)
/// or the filter is typed in.
extension KanbanTab: TextFocus {
    public var typesText: Bool {
        switch overlay {
        case .editor(let editor): editor.discardQuestion == nil && editor.seriesQuestion == nil
        case .boards(let list): list.naming != nil
        case .export(let dialog): !dialog.writing
        case .wip: true
        case .dialog, .history, .checklist, .due, .flow: false
        case .none: filter?.isEditing == true
        }
    }
}
