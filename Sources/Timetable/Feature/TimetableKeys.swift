import TabKit
import TerminalUI

/// The timetable tab's keys, declared once: the grid's, the add dialog's,
/// the timetable list's and the name field's. `TimetableTab.handle` asks
/// these bindings, the hint bar shows them, help and Docs/KEYS.md list them.
/// Dialog keys are the kit's.
struct TimetableKeys {
    // The grid.
    let move: KeyDirections
    let menu: KeyBinding
    let delete: KeyBinding
    let colour: KeyBinding
    let add: KeyBinding
    let timetables: KeyBinding
    let new: KeyBinding
    let export: KeyBinding
    let today: KeyBinding
    let free: KeyBinding
    let freeTick: KeyBinding
    let freeShow: KeyBinding
    let freeClose: KeyBinding
    let exportSave: KeyBinding
    let exportCancel: KeyBinding

    // The add dialog.
    let searchType: KeyBinding
    let searchPane: KeyPair
    let searchMove: KeyBinding
    let searchEnds: KeyBinding
    let searchAdd: KeyBinding
    let favourite: KeyBinding
    let searchClose: KeyBinding

    // The timetable list.
    let listMove: KeyBinding
    let listShow: KeyBinding
    let listNew: KeyBinding
    let listRename: KeyBinding
    let listDelete: KeyBinding
    let listClose: KeyBinding

    // The timetable beside.
    let overlay: KeyBinding
    let overlayShow: KeyBinding
    let overlayClose: KeyBinding

    // The name field.
    let renameSave: KeyBinding
    let renameCancel: KeyBinding

    // The create form.
    let createFocus: KeyBinding
    let createTerm: KeyPair
    let createYear: KeyPair
    let createSave: KeyBinding
    let createCancel: KeyBinding

    /// Every dialog's keys.
    let dialog: DialogKeys
    /// Every list's keys (the user's): the add dialog's, the timetables',
    /// the free-time dialog's.
    let list: ListKeys
    /// The letters of the course menu's buttons (the yes / no letters are
    /// every dialog's, in `dialog`).
    let courseColour: KeyBinding
    let courseDelete: KeyBinding
    /// Every text field's keys (the search's and the name's).
    let text: TextKeys
    /// The planner's.
    let planning: TimetablePlanKeys

    private let strings: TimetableStrings

    init(_ strings: TimetableStrings, overrides o: KeyOverrides = .none) {
        self.strings = strings
        dialog = DialogKeys(strings.words, overrides: o)
        list = ListKeys(overrides: o)
        text = TextKeys(strings.words, overrides: o)
        planning = TimetablePlanKeys(strings, overrides: o)
        move = KeyDirections(left: [.left, .character("h")], right: [.right, .character("l")], up: [.up, .character("k")],
                             down: [.down, .character("j")], showing: [.left, .up, .down, .right], hint: strings.hintMove,
                             help: strings.helpMove)
        courseColour = KeyBinding("timetable.menu-colour", [.character("c")], hint: nil, help: strings.helpMenuColour,
                                  mode: "course-menu").overridden(by: o)
        courseDelete = KeyBinding("timetable.menu-delete", [.character("d")], hint: nil, help: strings.helpMenuDelete,
                                  mode: "course-menu").overridden(by: o)
        menu = KeyBinding("timetable.course-menu", [.enter], hint: strings.hintCourse, help: strings.helpMenu).overridden(by: o)
        delete = KeyBinding("timetable.delete-course", [.character("d"), .delete], hint: strings.hintDelete, help: strings.helpDelete)
            .overridden(by: o)
        colour = KeyBinding("timetable.change-colour", [.character("c")], hint: strings.changeColour, help: strings.helpColour)
            .overridden(by: o)
        add = KeyBinding("timetable.add-course", [.character("a")], hint: strings.hintAdd, help: strings.helpAdd).overridden(by: o)
        timetables = KeyBinding("timetable.timetables", [.character("t")], hint: strings.hintTimetables, help: strings.helpTimetables)
            .overridden(by: o)
        new = KeyBinding("timetable.new", [.character("n")], hint: strings.hintNewTimetable, help: strings.helpNew)
            .overridden(by: o)
        export = KeyBinding("timetable.export", [.character("e")], hint: strings.hintExport, help: strings.helpExportForm)
            .overridden(by: o)
        today = KeyBinding("timetable.today", [.character("T")], hint: nil, help: strings.helpToday)
            .overridden(by: o)
        free = KeyBinding("timetable.free-time", [.character("F")], hint: nil, help: strings.helpFree).overridden(by: o)
        freeTick = KeyBinding("timetable.free-tick", [.character(" ")], showing: [.character(" ")], hint: strings.hintFreeTick,
                              help: strings.helpFreeTick).overridden(by: o)
        freeShow = KeyBinding("timetable.free-show", [.enter], hint: strings.hintFreeShow, help: strings.helpFreeShow)
            .overridden(by: o)
        freeClose = KeyBinding("timetable.free-close", [.escape], hint: strings.words.cancel, help: strings.helpFreeClose)
            .overridden(by: o)

        exportSave = KeyBinding("timetable.export-save", [.enter], hint: strings.hintWrite, help: strings.helpExportSave)
            .overridden(by: o)
        exportCancel = KeyBinding("timetable.export-cancel", [.escape], hint: strings.words.cancel, help: strings.helpExportCancel)
            .overridden(by: o)

        searchType = KeyBinding([], pattern: { key in
            if case .character = key { return true }
            return key.isPaste
        }, hintKeys: "abc", hint: nil, helpKeys: "abc 가나다 ㄱㄴㄷ", help: strings.helpSearchType)
        searchPane = KeyPair(back: [.backTab], forth: [.tab], showing: [.tab], forthFirst: true, hint: strings.hintPane,
                             help: strings.helpSearchPane)
        // The arrows and pages reach the courses from the search field too.
        // (The list keys that type nothing: the others are text there.)
        let typesNothing: (Key) -> Bool = { if case .character = $0 { false } else { true } }
        let moves = list.binding([.previous, .next, .pageUp, .pageDown], help: "")
        searchMove = KeyBinding(nil, moves.keys.filter(typesNothing), showing: moves.hintShown.filter(typesNothing),
                                hint: strings.hintChoose, help: strings.helpSearchMove)
        // Home and End go to the list with the focus, or to the text in the
        // search field (a text field's keys): the two never meet.
        var ends = list.binding([.first, .last], help: strings.helpSearchEnds)
        ends.mode = "list"
        searchEnds = ends
        searchAdd = KeyBinding("timetable.search-add", [.enter], hint: strings.hintAddCourse, help: strings.helpSearchAddMore)
            .overridden(by: o)
        favourite = KeyBinding("timetable.search-favourite", [.character("f")], hint: strings.hintFavourite,
                               help: strings.helpFavourite).overridden(by: o)
        searchClose = KeyBinding("timetable.search-close", [.escape], hint: strings.hintDone, help: strings.helpSearchDone)
            .overridden(by: o)

        listMove = list.steps(hint: strings.hintChoose, help: strings.helpListMove)
        listShow = KeyBinding("timetable.list-show", [.enter], hint: strings.hintShow, help: strings.helpListShow).overridden(by: o)
        listNew = KeyBinding("timetable.list-new", [.character("n")], hint: strings.hintNew, help: strings.helpListNew)
            .overridden(by: o)
        listRename = KeyBinding("timetable.list-rename", [.character("r")], hint: strings.hintRename, help: strings.helpListRename)
            .overridden(by: o)
        listDelete = KeyBinding("timetable.list-delete", [.character("d")], hint: strings.hintDelete, help: strings.helpListDelete)
            .overridden(by: o)
        listClose = KeyBinding("timetable.list-close", [.escape, .character("t")], hint: strings.hintClose,
                               help: strings.helpSearchClose).overridden(by: o)

        overlay = KeyBinding("timetable.overlay", [.character("o")], hint: nil, help: strings.helpOverlay).overridden(by: o)
        overlayShow = KeyBinding("timetable.overlay-show", [.enter], hint: strings.hintOverlayShow, help: strings.helpOverlayShow)
            .overridden(by: o)
        overlayClose = KeyBinding("timetable.overlay-close", [.escape], hint: strings.words.cancel, help: strings.helpOverlayClose)
            .overridden(by: o)

        renameSave = KeyBinding("timetable.rename-save", [.enter], hint: strings.hintSave, help: strings.helpRenameSave)
            .overridden(by: o)
        renameCancel = KeyBinding("timetable.rename-cancel", [.escape], hint: strings.words.cancel, help: strings.helpRenameCancel)
            .overridden(by: o)

        createFocus = KeyBinding(nil, [.tab, .backTab, .up, .down], showing: [.tab], hint: strings.hintCreateFocus,
                                 help: strings.helpCreateFocus)
        // Only with the semester chosen; the name field's keys only with the name.
        createTerm = KeyPair(back: [.left], forth: [.right], hint: strings.hintTerm, help: strings.helpCreateTerm,
                             mode: "semester")
        createYear = KeyPair(back: [.pageUp], forth: [.pageDown], hint: strings.hintYear, help: strings.helpCreateYear,
                             mode: "semester")
        createSave = KeyBinding("timetable.create-save", [.enter], hint: strings.hintMake, help: strings.helpCreateSave)
            .overridden(by: o)
        createCancel = KeyBinding("timetable.create-cancel", [.escape], hint: strings.words.cancel, help: strings.helpCreateCancel)
            .overridden(by: o)
    }

    /// Every key, by section, for help and the key documentation.
    var sections: [KeySection] {
        [KeySection(nil, [move.binding, menu, colour, delete, add, new, timetables, export, today, free, overlay,
                                planning.open]),
         KeySection(strings.helpSearchSection, [searchType, searchPane.binding, searchMove, searchEnds, searchAdd, favourite, searchClose])
            .withTextField(mode: "field"),
         KeySection(strings.helpListSection, [listMove, listShow, listNew, listRename, listDelete, listClose]),
         KeySection(strings.helpRenameSection, [renameSave, renameCancel]).withTextField(),
         KeySection(strings.helpCreateSection, [createFocus, createTerm.binding, createYear.binding, createSave, createCancel])
            .withTextField(mode: "name"),
         KeySection(strings.helpExportSection, [exportSave, exportCancel]).withTextField(),
         KeySection(strings.helpFreeSection, [list.binding([.previous, .next], help: strings.helpFreeMove), freeTick,
                                              freeShow, freeClose]),
         KeySection(strings.helpOverlaySection, [list.binding([.previous, .next], help: strings.helpOverlayMove), overlayShow,
                                                 overlayClose]),
        ] + planning.sections(strings) + [
         text.section(),
         dialog.section(withShortcuts: true, letters: [courseColour, courseDelete])]
    }
}
