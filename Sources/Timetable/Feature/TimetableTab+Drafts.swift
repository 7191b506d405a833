import Foundation
import TabKit
import TerminalUI
import TimetableCore

/// Drafts: a timetable name being typed (the rename and create forms), a
/// course search being typed (the add dialog) and the planner's form are kept when bankui stops and
/// opened again at the next start.
extension TimetableTab {
    /// The kept shape of the forms.
    struct Draft: Codable, Equatable {
        /// A name being typed for a timetable.
        struct Rename: Codable, Equatable {
            var timetable: UUID
            var name: String
            /// Opened from the timetable list: closing it goes back there.
            var fromList: Bool
        }

        /// A search being typed in the add dialog.
        struct Search: Codable, Equatable {
            var query: String
            /// The department chosen, nil for all.
            var department: String?
        }

        /// A new timetable being described in the create form.
        struct Create: Codable, Equatable {
            var name: String
            var year: Int
            /// ``Term``'s number.
            var term: Int
            /// Opened from the timetable list: closing it goes back there.
            var fromList: Bool
        }

        /// The planner's form (also under the plans it found).
        struct Plan: Codable, Equatable {
            var courses: String
            /// The ids of the shown timetable's courses kept.
            var kept: [String]
            /// ``Weekday`` numbers.
            var freeDays: [Int]
            var notBefore, notAfter, lunch, maxDays, credits, prefer, avoid: String
            var gapsFirst: Bool
            /// ``PlanForm/Row``'s number.
            var focus: Int

            init(_ form: PlanForm) {
                courses = form.courses.text
                kept = form.keepable.map(\.id).filter(form.kept.contains)
                freeDays = form.freeDays.map(\.rawValue).sorted()
                notBefore = form.notBefore.text
                notAfter = form.notAfter.text
                lunch = form.lunch.text
                maxDays = form.maxDays.text
                credits = form.credits.text
                prefer = form.prefer.text
                avoid = form.avoid.text
                gapsFirst = form.gapsFirst
                focus = form.focus.rawValue
            }

            /// The form for `timetable` with what this kept typed in.
            func form(for timetable: Timetable?) -> PlanForm {
                var form = PlanForm(timetable: timetable)
                if courses != form.courses.text { form.courses = PlanForm.field(courses) }
                form.kept = Set(kept).intersection(form.keepable.map(\.id))
                form.freeDays = Set(freeDays.compactMap(Weekday.init(rawValue:)))
                form.notBefore = PlanForm.field(notBefore)
                form.notAfter = PlanForm.field(notAfter)
                form.lunch = PlanForm.field(lunch)
                form.maxDays = PlanForm.field(maxDays)
                form.credits = PlanForm.field(credits)
                form.prefer = PlanForm.field(prefer)
                form.avoid = PlanForm.field(avoid)
                form.gapsFirst = gapsFirst
                form.focus = PlanForm.Row(rawValue: focus) ?? .courses
                return form
            }
        }

        /// Names this shape: a draft of another shape is not read.
        var kind = Self.kindName
        var rename: Rename?
        var search: Search?
        var create: Create?
        var plan: Plan?

        static let kindName = "timetable.forms.1"
    }

    /// The form being typed in (also under a dialog opened over it), when
    /// it holds something typed: a name that differs from the stored one,
    /// a search that is not empty.
    public var draft: String? {
        for layer in [overlay, behind] {
            switch layer {
            case .rename(let id, let field)?:
                guard field.text != timetables.first(where: { $0.id == id })?.name else { return nil }
                var fromList = false
                if case .list? = behind { fromList = true }
                return TabDraft.encode(Draft(rename: .init(timetable: id, name: field.text, fromList: fromList)))
            case .create(let form)?:
                guard form.field.text != form.initialName else { return nil }
                var fromList = false
                if case .list? = behind { fromList = true }
                return TabDraft.encode(Draft(create: .init(name: form.field.text, year: form.semester.year,
                                                           term: form.semester.term.rawValue, fromList: fromList)))
            case .search(let search)?:
                guard !search.field.text.isEmpty else { return nil }
                return TabDraft.encode(Draft(search: .init(query: search.field.text, department: search.department)))
            case .plan(let form)?, .planning(let form)?:
                return planDraft(form)
            case .plans(let results)?:
                return planDraft(results.form)
            default:
                continue
            }
        }
        return nil
    }

    /// The planner's form as a draft, when something was typed or chosen
    /// in it (not as it opens).
    private func planDraft(_ form: PlanForm) -> String? {
        var kept = Draft.Plan(form)
        var fresh = Draft.Plan(PlanForm(timetable: shown))
        kept.focus = 0
        fresh.focus = 0
        guard kept != fresh else { return nil }
        return TabDraft.encode(Draft(plan: Draft.Plan(form)))
    }

    /// Opens the kept form again over the timetables read now. A rename of
    /// a timetable that is gone is not opened.
    public func restoreDraft(_ text: String) -> Bool {
        guard let draft = TabDraft.decode(Draft.self, from: text), draft.kind == Draft.kindName else { return false }
        guard catalog != nil else {
            // At start: opened once the timetables are read.
            draftToRestore = draft
            if !hasLoaded { reload() }
            return draft.rename != nil || draft.search != nil || draft.create != nil || draft.plan != nil
        }
        return reopen(draft)
    }

    @discardableResult
    func reopen(_ draft: Draft) -> Bool {
        if let rename = draft.rename {
            guard let place = timetables.firstIndex(where: { $0.id == rename.timetable }) else { return false }
            if rename.fromList {
                var list = ScrollListState()
                list.select(place, itemCount: timetables.count)
                behind = .list(list)
            } else {
                behind = nil
            }
            overlay = .rename(rename.timetable, TextFieldState(text: rename.name, maxLength: Self.nameLimit))
            return true
        }
        if let kept = draft.create {
            var form = newTimetableForm()
            form.field = TextFieldState(text: kept.name, maxLength: Self.nameLimit)
            form.semester = Semester(year: kept.year, term: Term(rawValue: kept.term) ?? .first)
            if kept.fromList {
                var list = ScrollListState()
                list.select(0, itemCount: timetables.count)
                behind = .list(list)
            } else {
                behind = nil
            }
            overlay = .create(form)
            return true
        }
        if let kept = draft.plan {
            behind = nil
            overlay = .plan(kept.form(for: shown))
            return true
        }
        if let kept = draft.search {
            guard shown != nil else { return false }
            var search = CourseSearch(index: index(), favourites: favourites)
            search.restore(query: kept.query, department: kept.department, index: index())
            behind = nil
            overlay = .search(search)
            return true
        }
        return false
    }
}
