import TabKit
import TerminalUI

/// The kanban tab's keys, declared once: the board's, the filter field's,
/// the card editor's and the history panel's. `KanbanTab.handle` asks these
/// bindings, the hint bar shows them, help and Docs/KEYS.md list them.
/// Dialog keys are the kit's.
struct KanbanKeys {
    // The board.
    let chooseColumn: KeyBinding
    let chooseCard: KeyBinding
    let ends: KeyBinding
    let new: KeyBinding
    let edit: KeyBinding
    let delete: KeyBinding
    let moveMenu: KeyBinding
    let moveColumn: KeyBinding
    let moveInColumn: KeyBinding
    let history: KeyBinding
    let undo: KeyBinding
    let redo: KeyBinding
    let filter: KeyBinding
    let clearFilter: KeyBinding

    // The filter field.
    let filterType: KeyBinding
    let filterKeep: KeyBinding
    let filterClear: KeyBinding
    let filterChoose: KeyBinding

    // The card editor.
    let nextField: KeyBinding
    let save: KeyBinding
    let saveEnter: KeyBinding
    let cancelEditor: KeyBinding
    let fieldArrows: KeyBinding
    let editText: KeyBinding
    let pasteField: KeyBinding

    // The history panel.
    let scrollHistory: KeyBinding
    let closeHistory: KeyBinding
    let restore: KeyBinding

    private let strings: KanbanStrings

    init(_ strings: KanbanStrings) {
        self.strings = strings
        chooseColumn = KeyBinding([.left, .right, .character("h"), .character("l")], hintKeys: "←→", hint: strings.hintColumn,
                                  helpKeys: "← → h l", help: strings.helpChooseColumn)
        chooseCard = KeyBinding([.up, .down, .character("k"), .character("j")], hintKeys: "↑↓", hint: strings.hintCard,
                                helpKeys: "↑ ↓ k j", help: strings.helpChooseCard)
        ends = KeyBinding([.home, .end, .pageUp, .pageDown], hint: nil, helpKeys: "Home End PgUp PgDn", help: strings.helpEnds)
        new = KeyBinding([.character("n")], hint: strings.hintNew, help: strings.helpNew)
        edit = KeyBinding([.enter, .character("e")], hintKeys: "e", hint: strings.hintEdit, helpKeys: "Enter e",
                          help: strings.helpEdit)
        delete = KeyBinding([.character("d")], hint: strings.hintDelete, help: strings.helpDelete)
        moveMenu = KeyBinding([.character("m")], hint: strings.hintMove, help: strings.helpMoveMenu)
        moveColumn = KeyBinding([.character("H"), .character("L")], hintKeys: "H/L", hint: strings.hintShift,
                                helpKeys: "H L", help: strings.helpMoveColumn)
        moveInColumn = KeyBinding([.character("J"), .character("K")], hintKeys: "J/K", hint: strings.hintShift,
                                  helpKeys: "J K", help: strings.helpMoveInColumn)
        history = KeyBinding([.character("v")], hint: strings.hintHistory, help: strings.helpHistory)
        undo = KeyBinding([.character("u")], hint: strings.hintUndo, help: strings.helpUndo)
        redo = KeyBinding([.control("r")], hintKeys: "Ctrl-R", hint: strings.hintRedo, helpKeys: "Ctrl-R", help: strings.helpRedo)
        filter = KeyBinding([.character("/")], hint: strings.hintFilter, help: strings.helpFilter)
        clearFilter = KeyBinding([.escape], hint: strings.hintClearFilter, help: strings.helpClearFilter)

        filterType = KeyBinding([], pattern: { key in
            if case .character = key { return true }
            return key.isPaste
        }, hintKeys: "abc", hint: nil, helpKeys: "abc 가나다", help: strings.helpFilterType)
        filterKeep = KeyBinding([.enter], hint: strings.hintKeep, help: strings.helpFilterKeep)
        filterClear = KeyBinding([.escape], hint: strings.hintClearFilter, help: strings.helpFilterClear)
        filterChoose = KeyBinding([.up, .down], hintKeys: "↑↓", hint: strings.hintCard, helpKeys: "↑ ↓",
                                  help: strings.helpFilterChoose)

        nextField = KeyBinding([.tab, .backTab], hintKeys: "Tab", hint: strings.hintNextField, helpKeys: "Tab Shift-Tab",
                               help: strings.helpNextField)
        save = KeyBinding([.control("s")], hintKeys: "Ctrl-S", hint: strings.hintSave, helpKeys: "Ctrl-S", help: strings.helpSave)
        saveEnter = KeyBinding([.enter], hint: strings.hintSave, help: strings.helpSaveEnter)
        cancelEditor = KeyBinding([.escape], hint: strings.words.cancel, help: strings.helpCancelEditor)
        fieldArrows = KeyBinding([.up, .down], hint: nil, helpKeys: "↑ ↓", help: strings.helpFieldArrows)
        editText = KeyBinding([.left, .right, .home, .end, .backspace, .delete, .control("u"), .control("k"), .control("w")],
                              hint: nil, helpKeys: "← → Home End Backspace Delete Ctrl-U Ctrl-K Ctrl-W",
                              help: strings.helpEditText)
        pasteField = KeyBinding([], pattern: { $0.isPaste }, hintKeys: "Paste", hint: nil, helpKeys: "Paste",
                                help: strings.helpPasteField)

        scrollHistory = KeyBinding([.up, .down, .character("k"), .character("j"), .pageUp, .pageDown, .home, .end],
                                   hintKeys: "↑↓", hint: strings.hintScroll, helpKeys: "↑ ↓ k j PgUp PgDn Home End",
                                   help: strings.helpScrollHistory)
        closeHistory = KeyBinding([.escape, .character("v")], hintKeys: "Esc", hint: strings.hintClose, helpKeys: "Esc v",
                                  help: strings.helpCloseHistory)
        restore = KeyBinding([.character("r")], hint: strings.hintRestore, help: strings.helpRestore)
    }

    /// Every key, by section, for help and the key documentation.
    var sections: [KeySection] {
        [KeySection(nil, [chooseColumn, chooseCard, ends, new, edit, delete, moveMenu, moveColumn, moveInColumn,
                          history, undo, redo, filter, clearFilter]),
         KeySection(strings.helpFilterSection, [filterType, filterChoose, filterKeep, filterClear]),
         KeySection(strings.helpEditorSection, [nextField, fieldArrows, save, saveEnter, cancelEditor, editText, pasteField]),
         KeySection(strings.helpHistorySection, [scrollHistory, restore, undo, redo, closeHistory]),
         DialogKeys.section(strings.words, withShortcuts: true)]
    }
}
