import Foundation
import TabKit
import TerminalUI
import TimetableCore

/// The timetable tab's keys: to a dialog, the add dialog, the timetable
/// list or the name field when one is open, else to the grid.
extension TimetableTab: InputHandling {
    public func handleKey(_ key: Key) -> Bool {
        if case .alt = key { return false }
        // A notice lasts until the next key; in the name field it says
        // what that field did, and the field clears it itself.
        if overlay?.typesName != true { notice = nil }
        switch overlay {
        case .dialog(var modal):
            let outcome = modal.handle(key, keys: keys.dialog)
            if case .open = outcome { overlay = .dialog(modal) } else { close(outcome) }
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
        case .create(let form):
            handleCreate(key, form)
            return true
        case .free(let list, let ticked):
            handleFree(key, list, ticked)
            return true
        case .plan(let form):
            handlePlanForm(key, form)
            return true
        case .planning(let form):
            handlePlanning(key, form)
            return true
        case .plans(let results):
            handlePlans(key, results)
            return true
        case .export(let form):
            handleExport(key, form)
            return true
        case .beside(let list):
            handleBeside(key, list)
            return true
        case .none:
            break
        }
        if loadError != nil || catalog == nil {
            // Not read, or not readable: every key tries again.
            if loadError != nil || !hasLoaded { reload() }
            return key != .escape
        }
        return handleGrid(key)
    }

    /// A dialog closed: back to what it was over, and its button's action.
    private func close(_ outcome: Modal<Action>.Outcome) {
        guard case .closed(let action) = outcome else { return }
        overlay = behind
        behind = nil
        if let action { run(action) }
    }

    /// The names of the tab's clickable parts in the frame's marks.
    nonisolated static let gridBlocks = "timetable.grid"
    nonisolated static let apartList = "timetable.apart"
    nonisolated static let timetableList = "timetable.list"
    /// The free-time chooser's list in the frame's marks.
    nonisolated static let freeList = "timetable.free"
    nonisolated static let departmentList = "timetable.departments"
    nonisolated static let resultList = "timetable.results"

    /// A click: on a block (or a course listed apart) chooses that course,
    /// a double click opens its menu (as Enter); in the add dialog a
    /// department or a result is chosen (a double click on a result adds
    /// it, as Enter); in the timetable list a timetable is chosen (a double
    /// click shows it, as Enter); on a dialog's button presses it.
    public func handleClick(_ target: HitTarget, double: Bool) -> Bool {
        if overlay?.typesName != true { notice = nil }
        switch (overlay, target) {
        case (.dialog(let modal), _):
            close(modal.handle(.click(target, double: double)))
        case (.search(var search), .row(Self.resultList, let row)) where search.results.indices.contains(row):
            search.pane = .results
            search.resultList.select(row, itemCount: search.results.count)
            overlay = .search(search)
            if double { handleSearch(.enter, search) }
        case (.search(var search), .row(Self.departmentList, let row)) where search.departments.indices.contains(row):
            let before = search.department
            search.pane = .departments
            search.departmentList.select(row, itemCount: search.departments.count)
            if search.department != before { search.refresh(index: index()) }
            overlay = .search(search)
        case (.list(var list), .row(Self.timetableList, let row)) where timetables.indices.contains(row):
            list.select(row, itemCount: timetables.count)
            overlay = .list(list)
            if double { handleList(.enter, list) }
        case (.none, .row(Self.gridBlocks, let row)) where layout.blocks.indices.contains(row):
            cursor = layout.blocks[row].item
            if double { _ = handleGrid(.enter) }
        case (.none, .row(Self.apartList, let row)) where layout.apart.indices.contains(row):
            cursor = GridItem(courseID: layout.apart[row].course.id, meeting: nil)
            if double { _ = handleGrid(.enter) }
        default:
            return false
        }
        return true
    }

    /// The wheel over the add dialog's lists or the timetable list scrolls
    /// it (moving the choice, as ↑↓).
    public func handleScroll(_ target: HitTarget, by rows: Int) -> Bool {
        switch (overlay, target.areaName) {
        case (.search(var search), Self.resultList):
            search.resultList.scroll(by: rows, itemCount: search.results.count)
            overlay = .search(search)
        case (.search(var search), Self.departmentList):
            let before = search.department
            search.departmentList.scroll(by: rows, itemCount: search.departments.count)
            if search.department != before { search.refresh(index: index()) }
            overlay = .search(search)
        case (.list(var list), Self.timetableList):
            list.scroll(by: rows, itemCount: timetables.count)
            overlay = .list(list)
        default:
            return false
        }
        return true
    }

    private func handleGrid(_ key: Key) -> Bool {
        if let way = keys.move.direction(for: key) {
            guard let cursor else { return say(strings.noCourseChosen) }
            let direction: TimetableLayout.Direction = switch way {
            case .up: .up
            case .down: .down
            case .left: .left
            case .right: .right
            }
            if let next = layout.move(from: cursor, direction) { self.cursor = next }
        } else if keys.menu.matches(key) {
            guard let placed = chosenCourse else { return say(strings.noCourseChosen) }
            let id = placed.course.id
            let course = sanitized(placed.course)
            overlay = .dialog(Modal(title: strings.courseMenuTitle(course.name, course.professor),
                                    message: strings.courseMenuMessage(sanitized(placed.course), TerminalText.sanitize(strings.times(placed.course.times))),
                                    buttons: [.init(strings.changeColour, action: .recolour(id), shortcut: keys.courseColour),
                                              .init(strings.deleteCourse, action: .askDelete(id), shortcut: keys.courseDelete),
                                              .init(strings.words.cancel)]))
        } else if keys.colour.matches(key) {
            guard let placed = chosenCourse else { return say(strings.noCourseChosen) }
            recolour(placed.course.id)
        } else if keys.delete.matches(key) {
            guard let placed = chosenCourse else { return say(strings.noCourseChosen) }
            askDeleteCourse(placed.course.id)
        } else if keys.add.matches(key) {
            guard shown != nil else { return say(strings.makeOneFirst(keys.new.hintKeys)) }
            overlay = .search(CourseSearch(index: index(), favourites: favourites))
        } else if keys.new.matches(key) {
            openCreateForm()
        } else if keys.timetables.matches(key) {
            var list = ScrollListState()
            list.select(timetables.firstIndex { $0.id == shownID } ?? 0, itemCount: timetables.count)
            overlay = .list(list)
        } else if keys.export.matches(key) {
            guard shown != nil else { return say(strings.makeOneFirst(keys.new.hintKeys)) }
            openExportForm()
        } else if keys.today.matches(key) {
            guard shown != nil else { return say(strings.makeOneFirst(keys.new.hintKeys)) }
            showToday()
        } else if keys.planning.open.matches(key) {
            openPlanForm()
        } else if keys.overlay.matches(key) {
            guard freeCandidates.count > 0 else { return say(strings.besideNoOthers) }
            openBesideChooser()
        } else if keys.free.matches(key) {
            guard freeCandidates.count > 0 else { return say(strings.freeNoOthers) }
            var list = ScrollListState()
            list.select(0, itemCount: freeCandidates.count)
            overlay = .free(list, freeWith)
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
        if let step = keys.searchPane.step(for: key) {
            search.nextPane(backwards: step < 0)
            return
        }
        if keys.searchAdd.matches(key) {
            if search.pane == .departments {
                search.pane = .results
                return
            }
            // The dialog stays open for the next course: its last line says
            // what was added (or why not), the list marks it added.
            guard let chosen = search.chosenResult else { return }
            switch addCourse(chosen) {
            case .added(let line): search.said = CourseSearch.Said(text: line, isError: false)
            case .already(let line): search.said = CourseSearch.Said(text: line, isError: true)
            case .refused: break
            }
            return
        }
        switch search.pane {
        case .field:
            if keys.searchMove.matches(key) {
                _ = search.resultList.handle(key, itemCount: search.results.count, keys: keys.list)
                return
            }
            let before = search.field.text
            if case .paste(let text) = key {
                search.field.insert(text)
            } else {
                _ = search.field.handle(key, keys: keys.text.editing)
            }
            if search.field.text != before { search.refresh(index: index) }
        case .departments:
            if keys.favourite.matches(key), let department = search.department {
                toggleFavourite(department)
                search.rebuildDepartments(index: index, favourites: favourites)
                return
            }
            let before = search.department
            if search.departmentList.handle(key, itemCount: search.departments.count, keys: keys.list) {
                if search.department != before { search.refresh(index: index) }
            } else if Self.types(key) {
                // Typing goes to the field, wherever the focus is.
                search.pane = .field
                _ = search.field.handle(key, keys: keys.text.editing)
                search.refresh(index: index)
            }
        case .results:
            if search.resultList.handle(key, itemCount: search.results.count, keys: keys.list) { return }
            if Self.types(key) {
                search.pane = .field
                _ = search.field.handle(key, keys: keys.text.editing)
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
            _ = list.handle(key, itemCount: timetables.count, keys: keys.list)
            overlay = .list(list)
        } else if keys.listShow.matches(key) {
            if let chosen {
                choose(chosen.id)
                say(strings.shown(TerminalText.sanitize(chosen.name)))
            }
            overlay = nil
        } else if keys.listNew.matches(key) {
            overlay = .list(list)
            openCreateForm()
        } else if keys.listRename.matches(key), let chosen {
            behind = .list(list)
            overlay = .rename(chosen.id, TextFieldState(text: chosen.name, maxLength: Self.nameLimit))
        } else if keys.listDelete.matches(key), let chosen {
            overlay = .list(list)
            showOver(Modal(title: strings.deleteTimetableTitle,
                           message: strings.deleteTimetableQuestion(TerminalText.sanitize(chosen.name), courses: chosen.courses.count),
                           buttons: [.init(strings.words.yes, action: .deleteTimetable(chosen.id), shortcut: keys.dialog.yes),
                                     .init(strings.words.no, shortcut: keys.dialog.no)], defaultButton: 1))
        }
    }

    // MARK: The create form

    /// Typing goes to the name; Tab (and ↑↓) moves between the name and the
    /// semester; on the semester ←→ step through the terms and PgUp/PgDn
    /// through the years; Enter makes the timetable, Esc goes back.
    private func handleCreate(_ key: Key, _ current: CreateForm) {
        var form = current
        notice = nil
        if keys.createCancel.matches(key) {
            overlay = behind
            behind = nil
            return
        }
        if keys.createSave.matches(key) {
            if create(from: form) {
                // Back to the grid, the new timetable shown.
                overlay = nil
                behind = nil
            }
            return
        }
        if keys.createFocus.matches(key) {
            form.focus = form.focus == .name ? .semester : .name
        } else if form.focus == .semester, let step = keys.createTerm.step(for: key) {
            form.semester = form.semester.moved(by: step)
        } else if form.focus == .semester, let step = keys.createYear.step(for: key) {
            form.semester = form.semester.moved(by: 4 * step)
        } else if Self.types(key), form.focus == .semester {
            // Typing goes to the name, wherever the focus is.
            form.focus = .name
            _ = form.field.handle(key, keys: keys.text.editing)
        } else if form.focus == .name {
            if case .paste(let text) = key {
                form.field.insert(text)
            } else {
                _ = form.field.handle(key, keys: keys.text.editing)
            }
            if form.field.hitLimit { say(strings.nameCut(Self.nameLimit)) }
        }
        overlay = .create(form)
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
                _ = field.handle(key, keys: keys.text.editing)
            }
            if field.hitLimit { say(strings.nameCut(Self.nameLimit)) }
            overlay = .rename(id, field)
        }
    }
}
