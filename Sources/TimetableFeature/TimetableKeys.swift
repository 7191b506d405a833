import TabKit
import TerminalUI

/// The timetable tab's keys, declared once: the grid's, the add dialog's,
/// the timetable list's and the name field's. `TimetableTab.handle` asks
/// these bindings, the hint bar shows them, help and Docs/KEYS.md list them.
/// Dialog keys are the kit's.
struct TimetableKeys {
    // The grid.
    let move: KeyBinding
    let menu: KeyBinding
    let delete: KeyBinding
    let colour: KeyBinding
    let add: KeyBinding
    let timetables: KeyBinding
    let export: KeyBinding

    // The add dialog.
    let searchType: KeyBinding
    let searchPane: KeyBinding
    let searchMove: KeyBinding
    let searchAdd: KeyBinding
    let favourite: KeyBinding
    let searchClose: KeyBinding
    let editText: KeyBinding

    // The timetable list.
    let listMove: KeyBinding
    let listShow: KeyBinding
    let listNew: KeyBinding
    let listRename: KeyBinding
    let listDelete: KeyBinding
    let listClose: KeyBinding

    // The name field.
    let renameSave: KeyBinding
    let renameCancel: KeyBinding

    private let strings: TimetableStrings

    init(_ strings: TimetableStrings) {
        self.strings = strings
        move = KeyBinding([.left, .right, .up, .down, .character("h"), .character("j"), .character("k"), .character("l")],
                          hintKeys: "←↑↓→", hint: strings.hintMove, helpKeys: "← → ↑ ↓ h j k l", help: strings.helpMove)
        menu = KeyBinding([.enter], hint: strings.hintCourse, help: strings.helpMenu)
        delete = KeyBinding([.character("d"), .delete], hintKeys: "d", hint: strings.hintDelete, helpKeys: "d Delete",
                            help: strings.helpDelete)
        colour = KeyBinding([.character("c")], hint: strings.changeColour, help: strings.helpColour)
        add = KeyBinding([.character("a")], hint: strings.hintAdd, help: strings.helpAdd)
        timetables = KeyBinding([.character("t")], hint: strings.hintTimetables, help: strings.helpTimetables)
        export = KeyBinding([.character("e")], hint: strings.hintExport, help: strings.helpExport)

        searchType = KeyBinding([], pattern: { key in
            if case .character = key { return true }
            return key.isPaste
        }, hintKeys: "abc", hint: nil, helpKeys: "abc 가나다 ㄱㄴㄷ", help: strings.helpSearchType)
        searchPane = KeyBinding([.tab, .backTab], hintKeys: "Tab", hint: strings.hintPane, helpKeys: "Tab Shift-Tab",
                                help: strings.helpSearchPane)
        searchMove = KeyBinding([.up, .down, .pageUp, .pageDown, .home, .end], hintKeys: "↑↓", hint: strings.hintChoose,
                                helpKeys: "↑ ↓ PgUp PgDn Home End", help: strings.helpSearchMove)
        searchAdd = KeyBinding([.enter], hint: strings.hintAddCourse, help: strings.helpSearchAdd)
        favourite = KeyBinding([.character("f")], hint: strings.hintFavourite, help: strings.helpFavourite)
        searchClose = KeyBinding([.escape], hint: strings.hintClose, help: strings.helpSearchClose)
        editText = KeyBinding([.left, .right, .backspace, .delete, .control("u"), .control("k"), .control("w")],
                              hint: nil, helpKeys: "← → Backspace Delete Ctrl-U Ctrl-K Ctrl-W", help: strings.helpEditText)

        listMove = KeyBinding([.up, .down, .character("k"), .character("j")], hintKeys: "↑↓", hint: strings.hintChoose,
                              helpKeys: "↑ ↓ k j", help: strings.helpListMove)
        listShow = KeyBinding([.enter], hint: strings.hintShow, help: strings.helpListShow)
        listNew = KeyBinding([.character("n")], hint: strings.hintNew, help: strings.helpListNew)
        listRename = KeyBinding([.character("r")], hint: strings.hintRename, help: strings.helpListRename)
        listDelete = KeyBinding([.character("d")], hint: strings.hintDelete, help: strings.helpListDelete)
        listClose = KeyBinding([.escape, .character("t")], hintKeys: "Esc", hint: strings.hintClose, helpKeys: "Esc t",
                               help: strings.helpSearchClose)

        renameSave = KeyBinding([.enter], hint: strings.hintSave, help: strings.helpRenameSave)
        renameCancel = KeyBinding([.escape], hint: strings.words.cancel, help: strings.helpRenameCancel)
    }

    /// Every key, by section, for help and the key documentation.
    var sections: [KeySection] {
        [KeySection(nil, [move, menu, colour, delete, add, timetables, export]),
         KeySection(strings.helpSearchSection, [searchType, searchPane, searchMove, searchAdd, favourite, editText, searchClose]),
         KeySection(strings.helpListSection, [listMove, listShow, listNew, listRename, listDelete, listClose]),
         KeySection(strings.helpRenameSection, [renameSave, renameCancel, editText]),
         DialogKeys.section(strings.words, withShortcuts: true)]
    }
}
