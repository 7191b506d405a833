import Foundation
import Synchronization
import TabKit
import TerminalUI
import TextKit
import TimetableCore

/// The plans a form found, browsed one at a time.
struct PlanResults {
    /// The form they answer (Esc goes back to it).
    var form: PlanForm
    let courses: [PlanCourse]
    let rules: PlanRules
    let plans: [Plan]
    /// The plan shown; its grid is laid out when it changes, not at every frame.
    var index = 0 {
        didSet { layout = Self.layout(of: plans[index]) }
    }
    private(set) var layout: TimetableLayout

    init(form: PlanForm, courses: [PlanCourse], rules: PlanRules, plans: [Plan]) {
        self.form = form
        self.courses = courses
        self.rules = rules
        self.plans = plans
        layout = Self.layout(of: plans[0])
    }

    var plan: Plan { plans[index] }

    /// The week of `plan`'s sections, each in a colour of its own.
    static func layout(of plan: Plan) -> TimetableLayout {
        var timetable = Timetable(id: UUID(), name: "", year: 2026, semester: 1)
        for course in plan.chosen {
            timetable.courses.append(TimetableCourse(course: course, color: TimetablePalette.nextColor(avoiding: timetable.courses.map(\.color))))
        }
        return TimetableLayout(timetable)
    }
}

/// Tells a planning under way to stop (the form was closed).
final class PlanStop: Sendable {
    private let stopped = Atomic<Bool>(false)
    func stop() { stopped.store(true, ordering: .relaxed) }
    var isStopped: Bool { stopped.load(ordering: .relaxed) }
}

/// What a planning in the background answers.
enum PlanAnswer: Sendable {
    case plans(courses: [PlanCourse], rules: PlanRules, plans: [Plan])
    /// A name that finds no course, or why nothing fits.
    case problem(String, PlanForm.Row?)
    case stopped
}

/// The planner in the tab: `p` opens the form (the shown timetable's
/// courses typed in), Enter plans in the background, the plans found are
/// browsed as grids and one is used as a new timetable or in place of the
/// shown one's courses.
extension TimetableTab {
    /// How many plans the form asks for.
    nonisolated static let planCount = 20

    /// The form as it was left for the shown timetable; for another, its
    /// courses typed in and the rules as they were left (they are the
    /// student's, not a timetable's).
    func openPlanForm() {
        guard let memo = planFormMemo else { return overlay = .plan(PlanForm(timetable: shown)) }
        overlay = .plan(memo.timetable == shownID ? memo.form : PlanForm(timetable: shown).withRules(of: memo.form))
    }

    func handlePlanForm(_ key: Key, _ current: PlanForm) {
        var form = current
        let planKeys = keys.planning
        notice = nil
        if planKeys.close.matches(key) {
            planFormMemo = (shownID, form)
            overlay = nil
            return
        }
        if planKeys.run.matches(key) {
            startPlanning(form)
            return
        }
        if let step = planKeys.row.step(for: key) {
            let rows = PlanForm.Row.allCases
            form.focus = rows[(form.focus.rawValue + step + rows.count) % rows.count]
            overlay = .plan(form)
            return
        }
        switch form.focus {
        case .days:
            if planKeys.toggle.matches(key) {
                let day = PlanForm.days[form.dayCursor]
                if form.freeDays.remove(day) == nil { form.freeDays.insert(day) }
            } else if let step = planKeys.sideways.step(for: key) {
                form.dayCursor = min(max(0, form.dayCursor + step), PlanForm.days.count - 1)
            }
        case .keep:
            guard !form.keepable.isEmpty else { break }
            if planKeys.toggle.matches(key) {
                let id = form.keepable[form.keepCursor].id
                if form.kept.remove(id) == nil { form.kept.insert(id) }
            } else if let step = planKeys.sideways.step(for: key) {
                form.keepCursor = min(max(0, form.keepCursor + step), form.keepable.count - 1)
            }
        case .rank:
            if planKeys.toggle.matches(key) || planKeys.sideways.matches(key) { form.gapsFirst.toggle() }
        default:
            guard var field = form[field: form.focus] else { break }
            // A paste goes the way of a key, so that it replaces a selected
            // list; a list pasted a course a line keeps them apart.
            if case .paste(let text) = key, form.focus == .courses || form.focus == .prefer || form.focus == .avoid {
                let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                _ = field.handle(.paste(lines.filter { !$0.isEmpty }.joined(separator: ", ")), keys: keys.text.editing)
            } else {
                _ = field.handle(key, keys: keys.text.editing)
            }
            form[field: form.focus] = field
        }
        overlay = .plan(form)
    }

    /// Reads the form; a field that cannot be read is said and gets the
    /// focus; else the planning starts in the background.
    func startPlanning(_ current: PlanForm) {
        var form = current
        let rules: PlanRules
        switch form.rules() {
        case .success(let read): rules = read
        case .failure(let problem):
            form.focus = problem.row
            overlay = .plan(form)
            say(strings.planBadField(problem.row, TerminalText.sanitize(problem.text)), isError: true)
            return
        }
        let names = form.courseNames
        let kept = form.keepable.filter { form.kept.contains($0.id) }
        guard !names.isEmpty || !kept.isEmpty else {
            form.focus = .courses
            overlay = .plan(form)
            say(strings.planNoCourses, isError: true)
            return
        }
        planStop?.stop()
        let stop = PlanStop()
        planStop = stop
        planTicket += 1
        let ticket = planTicket
        overlay = .planning(form)
        let catalog = catalog?.courses ?? [], language = strings.language
        effects.background {
            Message.planned(Self.plan(names: names, kept: kept, rules: rules, catalog: catalog, language: language, stop: stop),
                            ticket)
        }
    }

    /// The planning itself, off the main actor.
    nonisolated static func plan(names: [String], kept: [Course], rules: PlanRules, catalog: [Course], language: Language,
                                 stop: PlanStop) -> PlanAnswer {
        let (found, sections) = PlanCatalog.sections(names, in: catalog)
        var courses: [PlanCourse] = []
        for (index, name) in names.enumerated() {
            if let problem = PlanText.notFound(TerminalText.sanitize(name), found[index], language) {
                return .problem(problem, .courses)
            }
            guard case .course(let course) = found[index], !courses.contains(where: { $0.name == course }) else { continue }
            courses.append(PlanCourse(name: course, sections: sections[index]))
        }
        for course in kept {
            if let index = courses.firstIndex(where: { $0.name == course.name }) {
                courses[index].sections = [course]
                courses[index].locked = true
            } else {
                courses.append(PlanCourse(name: course.name, sections: [course], locked: true))
            }
        }
        let plans = SemesterPlanner.best(courses, rules: rules, top: planCount, stop: { stop.isStopped })
        if stop.isStopped { return .stopped }
        if plans.isEmpty {
            let obstacle = SemesterPlanner.obstacle(courses, rules: rules, stop: { stop.isStopped })
            if stop.isStopped { return .stopped }
            return .problem(TerminalText.sanitize(PlanText.obstacle(obstacle, language)), nil)
        }
        return .plans(courses: courses, rules: rules, plans: plans)
    }

    /// A planning's answer, when it is the last one asked and its form still waits.
    func receivePlan(_ answer: PlanAnswer, _ ticket: Int) {
        guard ticket == planTicket, case .planning(var form) = overlay else { return }
        switch answer {
        case .stopped:
            return
        case .problem(let text, let row):
            if let row { form.focus = row }
            overlay = .plan(form)
            say(text, isError: true)
        case .plans(let courses, let rules, let plans):
            planFormMemo = (shownID, form)
            overlay = .plans(PlanResults(form: form, courses: courses, rules: rules, plans: plans))
        }
    }

    func handlePlanning(_ key: Key, _ form: PlanForm) {
        guard keys.planning.close.matches(key) else { return }
        planStop?.stop()
        planTicket += 1
        overlay = .plan(form)
    }

    func handlePlans(_ key: Key, _ current: PlanResults) {
        var results = current
        let planKeys = keys.planning
        if planKeys.back.matches(key) {
            overlay = .plan(results.form)
        } else if let step = planKeys.browse.step(for: key) {
            results.index = min(max(0, results.index + step), results.plans.count - 1)
            overlay = .plans(results)
        } else if planKeys.apply.matches(key) {
            let plan = results.plan, index = results.index
            var buttons: [Modal<Action>.Button] = [.init(strings.planNewButton, action: .applyPlan(plan, index: index, replacing: nil))]
            if let shown {
                buttons.append(.init(strings.planReplaceButton, action: .applyPlan(plan, index: index, replacing: shown.id)))
            }
            buttons.append(.init(strings.words.cancel, shortcut: keys.dialog.no))
            showOver(Modal(title: strings.planApplyTitle,
                           message: strings.planApplyQuestion(index, replacing: shown.map { TerminalText.sanitize($0.name) }),
                           buttons: buttons))
        }
    }

    /// Uses `plan`: a new timetable of the shown one's semester (the
    /// default name), or the courses of timetable `id` replaced, colours
    /// kept where a course stays.
    func applyPlan(_ plan: Plan, index: Int, replacing id: UUID?) {
        overlay = nil
        behind = nil
        if let id, var timetable = timetables.first(where: { $0.id == id }) {
            let old = timetable.courses
            var placed: [TimetableCourse] = []
            for course in plan.chosen {
                let color = old.first { $0.course.id == course.id || $0.course.name == course.name }?.color
                    ?? TimetablePalette.nextColor(avoiding: (placed + old).map(\.color))
                placed.append(TimetableCourse(course: course, color: color))
            }
            timetable.courses = placed
            cursor = nil
            keep(timetable)
            say(strings.planReplaced(TerminalText.sanitize(timetable.name), index))
            return
        }
        let name = TimetableNaming.defaultName(for: now(), timeZone: timeZone, taken: timetables.map(\.name))
        let semester = shown?.yearTerm ?? TimetableNaming.defaultSemester(for: now(), timeZone: timeZone)
        var timetable = Timetable(id: UUID(), name: name, year: semester.year, semester: semester.term.rawValue)
        for course in plan.chosen {
            timetable.courses.append(TimetableCourse(course: course, color: TimetablePalette.nextColor(avoiding: timetable.courses.map(\.color))))
        }
        addTimetable(timetable)
        refreshLayout()
        say(strings.planMade(TerminalText.sanitize(name), index))
    }
}
