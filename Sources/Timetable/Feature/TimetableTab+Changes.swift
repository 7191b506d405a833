import FileKit
import Foundation
import DatabaseKit
import TimetableStorage
import TabKit
import TerminalUI
import TimetableCore

/// Changing the timetables: each change shown at once and submitted to the
/// store; and the store's answers.
extension TimetableTab {
    /// The store's answers.
    enum Message: Sendable {
        case saved
        case refused(String)
        /// The export's file was written to the path, or not, for the reason.
        case exported(path: String, failure: String?)
        /// The catalog and timetables, read when the read of the ticket started.
        case read(Result<Read, any Error>, PendingWrites.ReadTicket)
        /// A planning's answer, for the planning of that number.
        case planned(PlanAnswer, Int)
    }

    // MARK: What keys and dialogs ask for

    func run(_ action: Action) {
        switch action {
        case .askDelete(let courseID): askDeleteCourse(courseID)
        case .deleteCourse(let courseID): deleteCourse(courseID)
        case .recolour(let courseID): recolour(courseID)
        case .deleteTimetable(let id): deleteTimetable(id)
        case .applyPlan(let plan, let index, let id): applyPlan(plan, index: index, replacing: id)
        case .exportTo(let path):
            if case .export(let form) = overlay, let timetable = timetables.first(where: { $0.id == form.timetable }) {
                export(timetable, to: path)
            }
        }
    }

    /// Asks before removing the course `courseID` from the shown timetable.
    func askDeleteCourse(_ courseID: String) {
        guard let timetable = shown, let placed = timetable.courses.first(where: { $0.course.id == courseID }) else { return }
        let name = TerminalText.sanitize(placed.course.name)
        overlay = .dialog(Modal(title: strings.deleteCourseTitle,
                                message: strings.deleteCourseQuestion(name, from: TerminalText.sanitize(timetable.name)),
                                buttons: [.init(strings.words.yes, action: .deleteCourse(courseID), shortcut: keys.dialog.yes),
                                          .init(strings.words.no, shortcut: keys.dialog.no)], defaultButton: 1))
    }

    func deleteCourse(_ courseID: String) {
        guard var timetable = shown, let index = timetable.courses.firstIndex(where: { $0.course.id == courseID }) else { return }
        let removed = timetable.courses.remove(at: index)
        // The cursor goes to the next item, or the one before.
        let items = layout.items
        if let position = items.firstIndex(where: { $0.courseID == courseID }) {
            let rest = items.filter { $0.courseID != courseID }
            cursor = rest.isEmpty ? nil : rest[min(position, rest.count - 1)]
        }
        say(strings.removed(TerminalText.sanitize(removed.course.name)))
        keep(timetable)
    }

    /// Gives the course `courseID` another colour of the palette, never the
    /// one it has (the original's 시간표 색상 변경).
    func recolour(_ courseID: String) {
        guard var timetable = shown, let index = timetable.courses.firstIndex(where: { $0.course.id == courseID }) else { return }
        let count = TimetablePalette.colors.count
        guard count > 1 else { return }
        let old = timetable.courses[index].color
        let roll = min(max(0, randomIndex(count - 1)), count - 2)
        timetable.courses[index].color = roll >= old ? roll + 1 : roll
        // Said first: a refusal that answers at once then shows over it.
        say(strings.recoloured(TerminalText.sanitize(timetable.courses[index].course.name)))
        keep(timetable)
    }

    /// What an add came to.
    enum AddOutcome: Equatable {
        /// Added: the add dialog's line (`Added 자료구조 II (Thu 13:30–16:20)`).
        case added(String)
        /// It is in the timetable already: nothing added, the line says so.
        case already(String)
        /// A clash (a message names the course in the way), or no course.
        case refused
    }

    /// Adds catalog course `index` to the shown timetable, unless it is
    /// there already or clashes (then a message names the course in the
    /// way and nothing is added).
    @discardableResult
    func addCourse(_ index: Int) -> AddOutcome {
        guard var timetable = shown, let courses = catalog?.courses, courses.indices.contains(index) else { return .refused }
        let course = courses[index]
        let name = TerminalText.sanitize(course.name)
        if timetable.courses.contains(where: { $0.course.id == course.id }) {
            return .already(strings.alreadyAdded(name))
        }
        if let clash = Clash.firstClashingMeetings(of: course, in: timetable.courses) {
            showOver(Modal.message(title: strings.clashTitle,
                                   message: strings.clashMessage(name, with: TerminalText.sanitize(clash.course.name),
                                                                 theirs: clash.theirs, mine: clash.mine),
                                   button: strings.words.ok, isError: true))
            return .refused
        }
        let color = TimetablePalette.nextColor(avoiding: timetable.courses.map(\.color))
        timetable.courses.append(TimetableCourse(course: course, color: color))
        cursor = TimetableLayout(timetable).items.first { $0.courseID == course.id } ?? cursor
        say(strings.added(name))
        keep(timetable)
        return .added(strings.addedWithTimes(name, TerminalText.sanitize(strings.clockTimes(course.times))))
    }

    /// A dialog over what is open now; that comes back when it closes.
    func showOver(_ modal: Modal<Action>) {
        if let overlay, case .dialog = overlay {} else { behind = overlay }
        overlay = .dialog(modal)
    }

    // MARK: Timetables

    /// The create form, filled with the original's defaults: the name
    /// `2026 - 2` (` (2)`, … when taken) and this semester.
    func newTimetableForm() -> CreateForm {
        let name = TimetableNaming.defaultName(for: now(), timeZone: timeZone, taken: timetables.map(\.name))
        return CreateForm(name: name, semester: TimetableNaming.defaultSemester(for: now(), timeZone: timeZone),
                          limit: Self.nameLimit)
    }

    /// Opens the create form over what is open now (the timetable list).
    func openCreateForm() {
        behind = overlay
        overlay = .create(newTimetableForm())
    }

    /// Makes the timetable the form describes, unless its name is empty or
    /// taken (then the form says so and stays open). Returns whether it was made.
    func create(from form: CreateForm) -> Bool {
        guard let name = acceptableName(form.field.text, for: nil) else { return false }
        let timetable = Timetable(id: UUID(), name: name, year: form.semester.year, semester: form.semester.term.rawValue)
        addTimetable(timetable)
        say(strings.created(TerminalText.sanitize(name), semester: strings.semester(timetable.yearTerm)))
        return true
    }

    /// `name` cleaned and cut to the limit, or nil (and a message) when it
    /// is empty or another timetable than `id` has it.
    func acceptableName(_ name: String, for id: UUID?) -> String? {
        // The one cleaner: escape sequences whole, single spaces, and a name
        // of invisible characters only is empty.
        let cleaned = String(TimetableText.clean(name).prefix(Self.nameLimit))
        guard !cleaned.isEmpty else {
            say(strings.nameEmpty, isError: true)
            return nil
        }
        if timetables.contains(where: { $0.name == cleaned && $0.id != id }) {
            say(strings.nameTaken(TerminalText.sanitize(cleaned)), isError: true)
            return nil
        }
        return cleaned
    }

    /// Shows `timetable` as the chosen one and stores both; in the list it
    /// goes first among its semester's.
    func addTimetable(_ timetable: Timetable) {
        let place = timetables.firstIndex { $0.yearTerm <= timetable.yearTerm } ?? timetables.count
        timetables.insert(timetable, at: place)
        submit(.save(timetable))
        choose(timetable.id)
    }

    /// Shows the timetable `id` and remembers the choice.
    func choose(_ id: UUID) {
        guard timetables.contains(where: { $0.id == id }) else { return }
        if shownID != id { cursor = nil }
        shownID = id
        submit(.choose(id))
        refreshLayout()
    }

    func rename(_ id: UUID, to name: String) -> Bool {
        guard let cleaned = acceptableName(name, for: id) else { return false }
        guard var timetable = timetables.first(where: { $0.id == id }) else { return true }
        timetable.name = cleaned
        keep(timetable)
        return true
    }

    func deleteTimetable(_ id: UUID) {
        guard let index = timetables.firstIndex(where: { $0.id == id }) else { return }
        let removed = timetables.remove(at: index)
        say(strings.deletedTimetable(TerminalText.sanitize(removed.name)))
        submit(.delete(id))
        if timetables.isEmpty {
            // The original's empty state: nothing is made in its place.
            shownID = nil
            cursor = nil
        } else if shownID == id {
            choose(timetables[min(index, timetables.count - 1)].id)
        }
        refreshLayout()
    }

    /// Pins or unpins a department of the add dialog.
    func toggleFavourite(_ department: String) {
        let pinned = !favourites.contains(department)
        if pinned { favourites.insert(department) } else { favourites.remove(department) }
        say(pinned ? strings.favouriteOn(department) : strings.favouriteOff(department))
        submit(.favourite(department, pinned))
    }

    // MARK: Export

    /// The file the export writes for `timetable`: its name, with what a
    /// file name should not hold replaced, in the export directory. Two
    /// timetables never share a file: where names meet on one file name
    /// (`a/b` and `a-b`, `.` and `..`), the one whose name is that file name
    /// keeps it and the others add the start of their id (`a-b-1f3e2c4d.ics`).
    func exportURL(for timetable: Timetable) -> URL {
        let base = Self.exportBaseName(timetable.name)
        let sharing = timetables.filter { $0.id != timetable.id && Self.exportBaseName($0.name) == base }
        let keepsBase = sharing.isEmpty || timetable.name == base
        let name = keepsBase ? base : base + "-" + timetable.id.uuidString.prefix(8).lowercased()
        return exportDirectory.appendingPathComponent(name + ".ics")
    }

    /// A timetable's name as a file name (``FileName``), `timetable` for none.
    nonisolated static func exportBaseName(_ timetableName: String) -> String {
        FileName.from(timetableName, fallback: "timetable")
    }

    // MARK: Changing the store

    /// Shows `timetable` as changed and stores it.
    func keep(_ timetable: Timetable) {
        if let index = timetables.firstIndex(where: { $0.id == timetable.id }) { timetables[index] = timetable }
        submit(.save(timetable))
        refreshLayout()
    }

    /// Submits `change`; the store's answer comes back as a message.
    func submit(_ change: TimetableChange) {
        pending.submitted()
        let store = self.store, logger = self.logger
        effects.start { messenger in
            store.submit(change) { result in
                switch result {
                case .success: messenger.send(Message.saved)
                case .failure(let failure):
                    logger.error("saving the timetable: \(failure)")
                    messenger.send(Message.refused(ErrorLine.cut(failure.why)))
                }
            }
        }
    }

    /// A store's answer, or another program's change.
    public func receive(_ message: any Sendable) -> Bool {
        if message is DataChangedElsewhere {
            if pending.storeChanged(), hasLoaded { reload() }
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
        case .exported(let path, let failure):
            exportAnswered(path: path, failure: failure)
            return true
        case .planned(let answer, let ticket):
            receivePlan(answer, ticket)
            return true
        case .saved:
            break
        case .refused(let reason):
            say(strings.saveFailed(reason), isError: true)
            // The add dialog covers the notice: its own line says it.
            if case .search(var search) = overlay {
                search.said = CourseSearch.Said(text: strings.saveFailed(reason), isError: true)
                overlay = .search(search)
            }
            refused = true
        }
        if pending.answered(readAgain: refused) { reload() }
        return true
    }
}
