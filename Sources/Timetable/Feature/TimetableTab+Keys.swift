import TabKit
import TerminalUI

/// The keys the timetable tab takes now, for the hint bar. On the grid the
/// hints are cut to the screen's width so that the shell's `? Help  q Quit`
/// always fit after them; the keys still work and help lists them all.
extension TimetableTab {
    public var activeKeys: [KeyBinding] {
        switch overlay {
        case .dialog(let modal):
            return modal.activeKeys(strings.words, keys: keys.dialog)
        case .search(let search):
            let hasResult = search.chosenResult != nil
            return [keys.searchAdd.enabled(search.pane == .departments || hasResult), keys.searchPane.binding, keys.searchMove,
                    keys.favourite.enabled(search.pane == .departments && search.department != nil), keys.searchClose]
        case .list:
            return [keys.listShow, keys.listNew, keys.listRename, keys.listDelete, keys.listMove, keys.listClose]
        case .rename:
            return [keys.renameSave, keys.renameCancel]
        case .create(let form):
            return form.focus == .semester
                ? [keys.createSave, keys.createTerm.binding, keys.createYear.binding, keys.createFocus, keys.createCancel]
                : [keys.createSave, keys.createFocus, keys.createCancel]
        case .free:
            return [keys.freeTick, keys.freeShow, keys.freeClose]
        case .plan(let form):
            let p = keys.planning
            switch form.focus {
            case .days, .keep, .rank: return [p.run, p.toggle, p.sideways.binding, p.row.binding, p.close]
            default: return [p.run, p.row.binding, p.close]
            }
        case .planning:
            return [keys.planning.close]
        case .plans:
            return [keys.planning.apply, keys.planning.browse.binding, keys.planning.back]
        case .export:
            return [keys.exportSave, keys.exportCancel]
        case .beside:
            return [keys.overlayShow, keys.listMove, keys.overlayClose]
        case .none:
            break
        }
        guard loadError == nil, hasLoaded else { return [] }
        guard shown != nil else { return [keys.new, keys.timetables] }
        let hasCourse = chosenCourse != nil
        return [keys.add, keys.planning.open, keys.menu.enabled(hasCourse), keys.timetables, keys.export, keys.colour.enabled(hasCourse),
                keys.delete.enabled(hasCourse), keys.move.binding.enabled(hasCourse)]
    }
}

/// A text field has the keys in the add dialog's search field and the
/// name field.
extension TimetableTab: TextFocus {
    public var typesText: Bool {
        switch overlay {
        case .search(let search): search.pane == .field
        case .rename, .export: true
        case .create(let form): form.focus == .name
        case .plan(let form): form[field: form.focus] != nil
        case .dialog, .list, .free, .beside, .planning, .plans, .none: false
        }
    }
}
