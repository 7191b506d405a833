import Foundation
import TabKit
import TerminalUI
import TimetableCore

/// The timetable tab's keys: to a dialog, the add dialog, the timetable
/// list or the name field when one is open, else to the grid.
extension TimetableTab {
    public func handle(_ input: TabInput) -> Bool {
        let key: Key
        switch input {
        case .key(let pressed): key = pressed
        case .tick: return false
        case .message(let message): return receive(message)
        }
        if case .alt = key { return false }
        // A notice lasts until the next key; in the name field it says
        // what that field did, and the field clears it itself.
        if case .rename = overlay {} else { notice = nil }
        switch overlay {
        case .dialog(var modal):
            switch modal.handle(key, keys: keys.dialog) {
            case .open: overlay = .dialog(modal)
            case .closed(let action):
                overlay = behind
                behind = nil
                if let action { run(action) }
            }
            return true
        case .search(let search):
            handleSearch(key, search)
            return true
        case .list(let list):
            handleList(key, list)
            return true
        case .rename(let id, let field):
            handleRename(key, id: id, field: field)
            return true
        case .none:
            break
        }
        if loadError != nil {
            reload()
            if loadError != nil { return key != .escape }
        }
        return handleGrid(key)
    }

    private func handleGrid(_ key: Key) -> Bool {
        if keys.move.matches(key) {
            guard let cursor else { return say(strings.noCourseChosen) }
            let direction: TimetableLayout.Direction
            switch key {
            case .up, .character("k"): direction = .up
            case .down, .character("j"): direction = .down
            case .left, .character("h"): direction = .left
            default: direction = .right
            }
            if let next = layout.move(from: cursor, direction) { self.cursor = next }
        } else if keys.menu.matches(key) {
            guard let placed = chosenCourse else { return say(strings.noCourseChosen) }
            let id = placed.course.id
            overlay = .dialog(Modal(title: strings.courseMenuTitle,
                                    message: strings.courseMenuMessage(sanitized(placed.course), TerminalText.sanitize(strings.times(placed.course.times))),
                                    buttons: [.init(strings.changeColour, action: .recolour(id), shortcut: "c"),
                                              .init(strings.deleteCourse, action: .askDelete(id), shortcut: "d"),
                                              .init(strings.words.cancel)]))
        } else if keys.colour.matches(key) {
            guard let placed = chosenCourse else { return say(strings.noCourseChosen) }
            recolour(placed.course.id)
        } else if keys.delete.matches(key) {
            guard let placed = chosenCourse else { return say(strings.noCourseChosen) }
            askDeleteCourse(placed.course.id)
        } else if keys.add.matches(key) {
            overlay = .search(CourseSearch(index: index(), favourites: favourites))
        } else if keys.timetables.matches(key) {
            var list = ScrollListState()
            list.select(timetables.firstIndex { $0.id == shownID } ?? 0, itemCount: timetables.count)
            overlay = .list(list)
        } else if keys.export.matches(key) {
            export()
        } else {
            return false
        }
        return true
    }

    private func sanitized(_ course: Course) -> Course {
        var copy = course
        copy.name = TerminalText.sanitize(course.name)
        copy.professor = TerminalText.sanitize(course.professor)
        return copy
    }

    // MARK: The add dialog

    private func handleSearch(_ key: Key, _ current: CourseSearch) {
        var search = current
        let index = index()
        defer { if case .search = overlay { overlay = .search(search) } }
        if keys.searchClose.matches(key) {
            overlay = nil
            return
        }
        if keys.searchPane.matches(key) {
            search.nextPane(backwards: key == .backTab)
            return
        }
        if keys.searchAdd.matches(key) {
            if search.pane == .departments {
                search.pane = .results
                return
            }
            guard let chosen = search.chosenResult else { return }
            if addCourse(chosen) { overlay = nil }
            return
        }
        switch search.pane {
        case .field:
            if key == .down || key == .up || key == .pageDown || key == .pageUp {
                _ = search.resultList.handle(key, itemCount: search.results.count)
                return
            }
            let before = search.field.text
            if case .paste(let text) = key {
                search.field.insert(text)
            } else {
                _ = search.field.handle(key)
            }
            if search.field.text != before { search.refresh(index: index) }
        case .departments:
            if keys.favourite.matches(key), let department = search.department {
                toggleFavourite(department)
                search.rebuildDepartments(index: index, favourites: favourites)
                return
            }
            let before = search.department
            if search.departmentList.handle(key, itemCount: search.departments.count) {
                if search.department != before { search.refresh(index: index) }
            } else if Self.types(key) {
                // Typing goes to the field, wherever the focus is.
                search.pane = .field
                _ = search.field.handle(key)
                search.refresh(index: index)
            }
        case .results:
            if search.resultList.handle(key, itemCount: search.results.count) { return }
            if Self.types(key) {
                search.pane = .field
                _ = search.field.handle(key)
                search.refresh(index: index)
            }
        }
    }

    /// Whether `key` is text for the search field.
    private static func types(_ key: Key) -> Bool {
        if case .character = key { return true }
        return key.isPaste
    }

    // MARK: The timetable list

    private func handleList(_ key: Key, _ current: ScrollListState) {
        var list = current
        let chosen = list.selected.flatMap { timetables.indices.contains($0) ? timetables[$0] : nil }
        if keys.listClose.matches(key) {
            overlay = nil
        } else if keys.listMove.matches(key) {
            _ = list.handle(key, itemCount: timetables.count)
            overlay = .list(list)
        } else if keys.listShow.matches(key) {
            if let chosen {
                choose(chosen.id)
                say(strings.shown(TerminalText.sanitize(chosen.name)))
            }
            overlay = nil
        } else if keys.listNew.matches(key) {
            let made = createTimetable()
            list.select(timetables.firstIndex { $0.id == made.id } ?? 0, itemCount: timetables.count)
            overlay = .list(list)
            say(strings.created(TerminalText.sanitize(made.name)))
        } else if keys.listRename.matches(key), let chosen {
            behind = .list(list)
            overlay = .rename(chosen.id, TextFieldState(text: chosen.name, maxLength: Self.nameLimit))
        } else if keys.listDelete.matches(key), let chosen {
            overlay = .list(list)
            showOver(Modal(title: strings.deleteTimetableTitle,
                           message: strings.deleteTimetableQuestion(TerminalText.sanitize(chosen.name), courses: chosen.courses.count),
                           buttons: [.init(strings.words.yes, action: .deleteTimetable(chosen.id), shortcut: "y"),
                                     .init(strings.words.no, shortcut: "n")], defaultButton: 1))
        }
    }

    // MARK: The name field

    private func handleRename(_ key: Key, id: UUID, field current: TextFieldState) {
        var field = current
        notice = nil
        if keys.renameCancel.matches(key) {
            overlay = behind
            behind = nil
        } else if keys.renameSave.matches(key) {
            if rename(id, to: field.text) {
                overlay = behind
                behind = nil
            }
        } else {
            if case .paste(let text) = key {
                field.insert(text)
            } else {
                _ = field.handle(key)
            }
            if field.hitLimit { say(strings.nameCut(Self.nameLimit)) }
            overlay = .rename(id, field)
        }
    }
}
