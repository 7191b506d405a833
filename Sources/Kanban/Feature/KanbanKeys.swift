import KanbanCore
import TabKit
import TerminalUI

/// The kanban tab's keys, declared once: the board's, the filter field's,
/// the card editor's and the history panel's. `KanbanTab.handle` asks these
/// bindings, the hint bar shows them, help and Docs/KEYS.md list them.
/// Dialog keys are the kit's.
struct KanbanKeys {
    // The board.
    let chooseColumn: KeyPair
    let chooseCard: KeyPair
    let ends: KeyBinding
    let new: KeyBinding
    let edit: KeyBinding
    let delete: KeyBinding
    let moveMenu: KeyBinding
    let moveColumn: KeyPair
    let moveInColumn: KeyPair
    let history: KeyBinding
    let undo: KeyBinding
    let redo: KeyBinding
    let filter: KeyBinding
    let clearFilter: KeyBinding
    let checklist: KeyBinding
    let dueView: KeyBinding
    let editInEditor: KeyBinding
    let boards: KeyBinding
    let export: KeyBinding
    let exportWrite: KeyBinding
    let exportClose: KeyBinding
    let moveToBoard: KeyBinding
    let skip: KeyBinding
    let wip: KeyBinding
    let wipSave: KeyBinding
    let wipClose: KeyBinding

    // The boards list, its name field, and the board chooser of `M`.
    /// Every list key: ↑ ↓ (k j), PgUp PgDn, Home End.
    let boardsChoose: KeyBinding
    let boardsShow: KeyBinding
    let boardsNew: KeyBinding
    let boardsRename: KeyBinding
    let boardsDelete: KeyBinding
    let boardsClose: KeyBinding
    let boardNameSave: KeyBinding
    let boardNameCancel: KeyBinding
    let chooserMove: KeyBinding
    let chooserClose: KeyBinding

    // The filter field.
    let filterType: KeyBinding
    let filterKeep: KeyBinding
    let filterClear: KeyBinding
    let filterChoose: KeyPair

    // The card editor.
    let nextField: KeyPair
    let save: KeyBinding
    let saveEnter: KeyBinding
    let cancelEditor: KeyBinding
    let fieldArrows: KeyPair
    let pasteField: KeyBinding
    let externalEditor: KeyBinding

    // The checklist dialog.
    let checklistChoose: KeyBinding
    let checklistTick: KeyBinding
    let checklistClose: KeyBinding

    // The due view.
    let dueChoose: KeyBinding
    let dueGo: KeyBinding
    let dueClose: KeyBinding

    /// Every text field's and text area's keys (the filter's and the editor's).
    let text: TextKeys

    // The history panel.
    let scrollHistory: KeyBinding
    let flow: KeyBinding
    let archive: KeyBinding
    let unarchive: KeyBinding
    let scrollFlow: KeyBinding
    let closeFlow: KeyBinding
    let closeHistory: KeyBinding
    let restore: KeyBinding

    /// Every dialog's keys.
    let dialog: DialogKeys
    /// Every list's keys (the user's): the cards of a column, the boards,
    /// the checklist, the due view, the history.
    let list: ListKeys

    // The letters of the kanban's own dialogs (the yes / no letters are
    // every dialog's, in `dialog`). Each dialog is a mode of its own: the
    // letters of two dialogs never meet.
    let restoreEdit: KeyBinding
    let discardEdit: KeyBinding
    let keepMine: KeyBinding
    let seriesThisOne: KeyBinding
    let seriesAll: KeyBinding
    let keepTheirs: KeyBinding
    let keepBoth: KeyBinding
    /// The move menu's digits, TODO DOING DONE: fixed, as the menu's words
    /// name them (`or 1 2 3`).
    let moveMenuDigits: [KeyBinding]

    private let strings: KanbanStrings

    init(_ strings: KanbanStrings, overrides o: KeyOverrides = .none) {
        self.strings = strings
        dialog = DialogKeys(strings.words, overrides: o)
        list = ListKeys(overrides: o)
        // While the filter is typed in, only the list keys that type nothing.
        let typesNothing: (Key) -> Bool = { if case .character = $0 { false } else { true } }
        restoreEdit = KeyBinding("kanban.restore-edit", [.character("r")], hint: nil, help: strings.helpRestoreEdit,
                                 mode: "deleted-meanwhile").overridden(by: o)
        discardEdit = KeyBinding("kanban.discard-edit", [.character("d")], hint: nil, help: strings.helpDiscardEdit,
                                 mode: "deleted-meanwhile").overridden(by: o)
        keepMine = KeyBinding("kanban.keep-mine", [.character("m")], hint: nil, help: strings.helpKeepMine,
                              mode: "changed-meanwhile").overridden(by: o)
        seriesThisOne = KeyBinding("kanban.series-this-one", [.character("o")], hint: nil, help: strings.helpSeriesThisOne,
                                   mode: "repeating-card").overridden(by: o)
        seriesAll = KeyBinding("kanban.series-all", [.character("a")], hint: nil, help: strings.helpSeriesAll,
                               mode: "repeating-card").overridden(by: o)
        keepTheirs = KeyBinding("kanban.keep-theirs", [.character("t")], hint: nil, help: strings.helpKeepTheirs,
                                mode: "changed-meanwhile").overridden(by: o)
        keepBoth = KeyBinding("kanban.keep-both", [.character("b")], hint: nil, help: strings.helpKeepBoth,
                              mode: "changed-meanwhile").overridden(by: o)
        moveMenuDigits = KanbanColumn.allCases.enumerated().map { index, column in
            KeyBinding(nil, [.character(Character(String(index + 1)))], hint: nil, help: strings.helpMoveMenuDigit(column),
                       mode: "move-menu")
        }
        text = TextKeys(strings.words, overrides: o)
        chooseColumn = KeyPair(back: [.left, .character("h")], forth: [.right, .character("l")],
                                  hint: strings.hintColumn, help: strings.helpChooseColumn)
        chooseCard = KeyPair(back: list.keys(.previous), forth: list.keys(.next), hint: strings.hintCard,
                             help: strings.helpChooseCard)
        ends = KeyBinding(nil, list.keys(.first) + list.keys(.last) + list.keys(.pageUp) + list.keys(.pageDown), hint: nil,
                          help: strings.helpEnds)
        new = KeyBinding("kanban.new-card", [.character("n")], hint: strings.hintNew, help: strings.helpNew).overridden(by: o)
        edit = KeyBinding("kanban.edit-card", [.enter, .character("e")], showing: [.character("e")], hint: strings.hintEdit,
                          help: strings.helpEdit).overridden(by: o)
        delete = KeyBinding("kanban.delete-card", [.character("d")], hint: strings.hintDelete, help: strings.helpDelete)
            .overridden(by: o)
        moveMenu = KeyBinding("kanban.move-card", [.character("m")], hint: strings.hintMove, help: strings.helpMoveMenu)
            .overridden(by: o)
        moveColumn = KeyPair(back: [.character("H")], forth: [.character("L")],
                                hint: strings.hintShiftColumn, help: strings.helpMoveColumn)
        moveInColumn = KeyPair(back: [.character("K")], forth: [.character("J")], forthFirst: true,
                                  hint: strings.hintShiftInColumn, help: strings.helpMoveInColumn)
        history = KeyBinding("kanban.history", [.character("v")], hint: strings.hintHistory, help: strings.helpHistory)
            .overridden(by: o)
        undo = KeyBinding("kanban.undo", [.character("u")], hint: strings.hintUndo, help: strings.helpUndo).overridden(by: o)
        redo = KeyBinding("kanban.redo", [.control("r")], hint: strings.hintRedo, help: strings.helpRedo).overridden(by: o)
        filter = KeyBinding("kanban.filter", [.character("/")], hint: strings.hintFilter, help: strings.helpFilter)
            .overridden(by: o)
        clearFilter = KeyBinding("kanban.clear-filter", [.escape], hint: strings.hintClearFilter, help: strings.helpClearFilter)
            .overridden(by: o)
        checklist = KeyBinding("kanban.checklist", [.character("x")], hint: strings.hintChecklist, help: strings.helpChecklist)
            .overridden(by: o)
        dueView = KeyBinding("kanban.due-view", [.character("D")], hint: strings.hintDue, help: strings.helpDue).overridden(by: o)
        editInEditor = KeyBinding("kanban.edit-in-editor", [.character("E")], hint: strings.hintExternalEditor,
                                  help: strings.helpEditInEditor).overridden(by: o)
        boards = KeyBinding("kanban.boards", [.character("b")], hint: strings.hintBoards, help: strings.helpBoards)
            .overridden(by: o)
        moveToBoard = KeyBinding("kanban.move-to-board", [.character("M")], hint: strings.hintToBoard,
                                 help: strings.helpMoveToBoard).overridden(by: o)
        skip = KeyBinding("kanban.skip", [.character("S")], hint: strings.hintSkip, help: strings.helpSkip).overridden(by: o)
        wip = KeyBinding("kanban.wip", [.character("W")], hint: strings.hintWip, help: strings.helpWip).overridden(by: o)
        wipSave = KeyBinding("kanban.wip-save", [.enter], hint: strings.hintKeep, help: strings.helpWipSave).overridden(by: o)
        wipClose = KeyBinding("kanban.wip-close", [.escape], hint: strings.words.cancel, help: strings.helpWipClose)
            .overridden(by: o)
        export = KeyBinding("kanban.export", [.character("X")], hint: strings.hintExport, help: strings.helpExport)
            .overridden(by: o)
        exportWrite = KeyBinding("kanban.export-write", [.enter], hint: strings.hintExportWrite, help: strings.helpExportWrite)
            .overridden(by: o)
        exportClose = KeyBinding("kanban.export-close", [.escape], hint: strings.words.close, help: strings.helpExportClose)
            .overridden(by: o)

        boardsChoose = list.binding(ListKeys.Action.allCases, hint: strings.hintBoards, help: strings.helpBoardsChoose)
        boardsShow = KeyBinding("kanban.boards-show", [.enter], hint: strings.hintShow, help: strings.helpBoardsShow)
            .overridden(by: o)
        boardsNew = KeyBinding("kanban.boards-new", [.character("n")], hint: strings.hintNew, help: strings.helpBoardsNew)
            .overridden(by: o)
        boardsRename = KeyBinding("kanban.boards-rename", [.character("r")], hint: strings.hintRename,
                                  help: strings.helpBoardsRename).overridden(by: o)
        boardsDelete = KeyBinding("kanban.boards-delete", [.character("d")], hint: strings.hintDelete,
                                  help: strings.helpBoardsDelete).overridden(by: o)
        boardsClose = KeyBinding("kanban.boards-close", [.escape, .character("b")], hint: strings.hintClose,
                                 help: strings.helpBoardsClose).overridden(by: o)
        boardNameSave = KeyBinding("kanban.board-name-save", [.enter], hint: strings.hintKeep, help: strings.helpBoardNameSave)
            .overridden(by: o)
        boardNameCancel = KeyBinding("kanban.board-name-cancel", [.escape], hint: strings.words.cancel,
                                     help: strings.helpBoardNameCancel).overridden(by: o)
        chooserMove = KeyBinding("kanban.chooser-move", [.enter], hint: strings.hintMoveHere, help: strings.helpChooserMove)
            .overridden(by: o)
        chooserClose = KeyBinding("kanban.chooser-close", [.escape], hint: strings.words.cancel, help: strings.helpChooserClose)
            .overridden(by: o)

        filterType = KeyBinding([], pattern: { key in
            if case .character = key { return true }
            return key.isPaste
        }, hintKeys: "abc", hint: nil, helpKeys: "abc 가나다", help: strings.helpFilterType)
        filterKeep = KeyBinding("kanban.filter-keep", [.enter], hint: strings.hintKeep, help: strings.helpFilterKeep)
            .overridden(by: o)
        filterClear = KeyBinding("kanban.filter-clear", [.escape], hint: strings.hintClearFilter, help: strings.helpFilterClear)
            .overridden(by: o)
        filterChoose = KeyPair(back: list.keys(.previous).filter(typesNothing), forth: list.keys(.next).filter(typesNothing),
                               hint: strings.hintCard, help: strings.helpFilterChoose)

        nextField = KeyPair(back: [.backTab], forth: [.tab], showing: [.tab], forthFirst: true, hint: strings.hintNextField,
                            help: strings.helpNextField)
        save = KeyBinding("kanban.editor-save", [.control("s")], hint: strings.hintSave, help: strings.helpSave).overridden(by: o)
        saveEnter = KeyBinding("kanban.editor-save-from-line", [.enter], hint: strings.hintSave, help: strings.helpSaveEnter)
            .overridden(by: o)
        cancelEditor = KeyBinding("kanban.editor-cancel", [.escape], hint: strings.words.cancel, help: strings.helpCancelEditor)
            .overridden(by: o)
        fieldArrows = KeyPair(back: [.up], forth: [.down], hint: nil, help: strings.helpFieldArrows)
        pasteField = KeyBinding([], pattern: { $0.isPaste }, hintKeys: "Paste", hint: nil, helpKeys: "Paste",
                                help: strings.helpPasteField)
        externalEditor = KeyBinding("kanban.editor-external", [.control("o")], hint: strings.hintExternalEditor,
                                    help: strings.helpExternalEditor).overridden(by: o)

        checklistChoose = list.binding(ListKeys.Action.allCases, hint: strings.hintItem, help: strings.helpChecklistChoose)
        checklistTick = KeyBinding("kanban.checklist-tick", [.character(" "), .character("x")], hint: strings.hintTick,
                                   help: strings.helpTick).overridden(by: o)
        checklistClose = KeyBinding("kanban.checklist-close", [.escape], hint: strings.hintClose, help: strings.helpChecklistClose)
            .overridden(by: o)

        dueChoose = list.binding(ListKeys.Action.allCases, hint: strings.hintCard, help: strings.helpDueChoose)
        dueGo = KeyBinding("kanban.due-go", [.enter], hint: strings.hintGo, help: strings.helpDueGo).overridden(by: o)
        dueClose = KeyBinding("kanban.due-close", [.escape, .character("D")], hint: strings.hintClose, help: strings.helpDueClose)
            .overridden(by: o)

        scrollHistory = list.binding(ListKeys.Action.allCases, hint: strings.hintScroll, help: strings.helpScrollHistory)
        flow = KeyBinding("kanban.flow", [.character("F")], hint: strings.hintFlow, help: strings.helpFlow).overridden(by: o)
        archive = KeyBinding("kanban.archive", [.character("A")], hint: strings.hintArchive, help: strings.helpArchive)
            .overridden(by: o)
        unarchive = KeyBinding("kanban.unarchive", [.character("r")], hint: strings.hintUnarchive, help: strings.helpUnarchive)
            .overridden(by: o)
        scrollFlow = list.binding(ListKeys.Action.allCases, hint: strings.hintScroll, help: strings.helpScrollFlow)
        closeFlow = KeyBinding("kanban.flow-close", [.escape, .character("F")], hint: strings.hintClose,
                               help: strings.helpCloseFlow).overridden(by: o)
        closeHistory = KeyBinding("kanban.history-close", [.escape, .character("v")], hint: strings.hintClose,
                                  help: strings.helpCloseHistory).overridden(by: o)
        restore = KeyBinding("kanban.history-restore", [.character("r")], hint: strings.hintRestore, help: strings.helpRestore)
            .overridden(by: o)
    }

    /// Every key, by section, for help and the key documentation.
    var sections: [KeySection] {
        [KeySection(nil, [chooseColumn.binding, chooseCard.binding, ends, new, edit, delete, moveMenu, moveColumn.binding,
                          moveInColumn.binding,
                          history, undo, redo, filter, clearFilter, checklist, dueView, editInEditor, boards,
                          moveToBoard, skip, wip, export, flow, archive, unarchive]),
         KeySection(strings.helpExportSection, [exportWrite, exportClose]).withTextField(),
         KeySection(strings.helpWipSection, [wipSave, wipClose]).withTextField(),
         KeySection(strings.helpFilterSection, [filterType, filterChoose.binding, filterKeep, filterClear]).withTextField(),
         KeySection(strings.helpEditorSection, [nextField.binding, fieldArrows.binding, save, saveEnter, cancelEditor, pasteField,
                                                         externalEditor]).withTextField(),
         KeySection(strings.helpChecklistSection, [checklistChoose, checklistTick, undo, redo, checklistClose]),
         KeySection(strings.helpDueSection, [dueChoose, dueGo, dueClose]),
         KeySection(strings.helpHistorySection, [scrollHistory, restore, undo, redo, closeHistory]),
         KeySection(strings.helpFlowSection, [scrollFlow, closeFlow]),
         KeySection(strings.helpBoardsSection, [boardsChoose, boardsShow, boardsNew, boardsRename, boardsDelete,
                                                 boardsClose]),
         KeySection(strings.helpBoardNameSection, [boardNameSave, boardNameCancel]).withTextField(),
         KeySection(strings.helpChooserSection, [boardsChoose, chooserMove, chooserClose]),
         text.section(withArea: true),
         dialog.section(withShortcuts: true, letters: [restoreEdit, discardEdit, keepMine, keepTheirs, keepBoth, seriesThisOne,
                                                                 seriesAll] + moveMenuDigits)]
    }
}
