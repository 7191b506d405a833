import Foundation
import ScreenTesting
import TabKit
import TerminalUI
import Testing
import TextKit
import TimetableCore
@testable import TimetableFeature

/// The planner in the tab: `p`, its form with the shown timetable's
/// courses typed in, the plans found as grids, one used.
@MainActor
@Suite struct TimetablePlanTabTests {
    /// The test catalog with second sections: 자료구조 also on Tuesday
    /// morning, 운영체제 also on Monday afternoon.
    static func store() -> StandInTimetableStore {
        let courses = testCourses() + [
            course("자료구조", "이서연", "컴퓨터SW", "IT303(화1,2)"),
            course("운영체제", "강민호", "컴퓨터SW", grade: 3, "IT406(월5,6)"),
        ]
        return StandInTimetableStore(courses: courses, timetables: [
            Timetable(id: UUID(), name: "2026 - 2", year: 2026, semester: 2,
                      courses: [TimetableCourse(course: catalogCourse("자료구조"), color: 3),
                                TimetableCourse(course: catalogCourse("운영체제"), color: 4)]),
        ])
    }

    @Test(arguments: Language.allCases)
    func theFormOpensWithTheShownCoursesAndEnterFindsTheBest(language: Language) {
        let harness = TimetableHarness(store: Self.store(), language: language)
        harness.send(.character("p"))
        #expect(harness.screen.contains("자료구조, 운영체제"))
        assertSnapshot(harness.driver, named: "timetable-plan-form-80x24-\(language.rawValue)")
        harness.send(.enter)
        // Monday for both (자료구조 월1,2 수3 and 운영체제 월5,6) makes two
        // days; Tuesday's 자료구조 with Monday's 운영체제 two as well, but
        // with no gap on Monday the first keeps Wednesday… the ranking says.
        #expect(harness.screen.contains(language == .en ? "Plan 1 of 4" : "4개 중 1번"), "\(harness.screen)")
        assertSnapshot(harness.driver, named: "timetable-plan-results-80x24-\(language.rawValue)")
        harness.send(.right)
        #expect(harness.screen.contains(language == .en ? "Plan 2 of 4" : "4개 중 2번"))
        harness.send(.left, .left)
        #expect(harness.screen.contains(language == .en ? "Plan 1 of 4" : "4개 중 1번"))
    }

    @Test func aPlanBecomesANewTimetableOrTheShownOnesCourses() {
        let harness = TimetableHarness(store: Self.store())
        harness.send(.character("p"), .enter)
        let best = harness.tab.overlayPlans?.plans.first?.chosen.map(\.id) ?? []
        #expect(best.count == 2)
        harness.send(.enter)
        #expect(harness.screen.contains("Make a new timetable of plan 1, or replace"), "\(harness.screen)")
        harness.send(.enter)
        #expect(harness.store.timetables.count == 2)
        let made = harness.store.timetables.first { $0.name == "2026 - 2 (2)" }
        #expect(made?.courses.map(\.course.id) == best)
        #expect(harness.tab.shown?.name == "2026 - 2 (2)")
        #expect(harness.screen.contains("Made '2026 - 2 (2)' of plan 1."))
        // Back to the first, and its courses replaced by plan 2, the
        // colour of a course that stays kept.
        harness.send(.character("t"), .down, .enter)
        #expect(harness.tab.shown?.name == "2026 - 2")
        harness.send(.character("p"), .enter, .right)
        let second = harness.tab.overlayPlans?.plan.chosen.map(\.id) ?? []
        harness.send(.enter, .right, .enter)
        let replaced = harness.store.timetables.first { $0.name == "2026 - 2" }
        #expect(replaced?.courses.map(\.course.id) == second)
        #expect(harness.screen.contains("The courses of '2026 - 2' are now plan 2's."))
    }

    @Test func rulesFromTheFormAndWhatCannotBeRead() {
        let harness = TimetableHarness(store: Self.store())
        harness.send(.character("p"), .tab, .tab, .character(" "))
        // Monday free: 운영체제 on Tuesday, 자료구조 on Tuesday.
        harness.send(.enter)
        #expect(harness.tab.overlayPlans?.plans.map { $0.chosen.map(\.professor) } == [["이서연", "이민수"]])
        #expect(harness.screen.contains("Plan 1 of 1 · 1 day"), "\(harness.screen)")
        harness.send(.escape)
        // Not before: a time that is not one is said, and the field has the focus.
        harness.send(.tab)
        harness.type("25:00")
        harness.send(.enter)
        #expect(harness.screen.contains("Not before: '25:00' is not a time; write 10:00."), "\(harness.screen)")
        #expect(harness.tab.planFocus == .notBefore)
        // Nothing fits: said with the rule in the way.
        harness.send(.backspace, .backspace, .backspace, .backspace, .backspace)
        harness.send(.tab, .tab, .tab, .tab, .tab, .tab, .tab, .tab)
        #expect(harness.tab.planFocus == .courses)
        harness.send(.control("u"))
        harness.type("ㅈㄹㄱㅈ, 데이터베이스")
        harness.send(.enter)
        // Monday is still free: 데이터베이스 meets only then.
        #expect(harness.screen.contains("No section of '데이터베이스' keeps the rules: 1 breaks 'Mon free'."), "\(harness.screen)")
        harness.send(.control("u"))
        harness.type("ㄷ")
        harness.send(.enter)
        #expect(harness.screen.contains("'ㄷ' is in"), "\(harness.screen)")
    }

    /// The courses typed in are selected: typing replaces them, → keeps
    /// them; a list pasted a course a line becomes one name each.
    @Test func typingReplacesTheCoursesTypedInAndAPastedListIsSplit() {
        let harness = TimetableHarness(store: Self.store())
        harness.send(.character("p"))
        #expect(harness.screen.contains("typing replaces them"))
        harness.type("네트워크")
        #expect(harness.tab.planForm?.courses.text == "네트워크")
        harness.send(.escape, .character("p"), .end)
        harness.type(", 인공지능")
        #expect(harness.tab.planForm?.courses.text == "네트워크, 인공지능")
        harness.send(.control("u"), .paste("자료구조\r\n운영체제\n\n인공지능\n"))
        #expect(harness.tab.planForm?.courseNames == ["자료구조", "운영체제", "인공지능"])
        harness.send(.enter)
        #expect(harness.tab.overlayPlans?.courses.map(\.name) == ["자료구조", "운영체제", "인공지능"])
    }

    @Test func escClosesAndTheFormIsAsLeft() {
        let harness = TimetableHarness(store: Self.store())
        harness.send(.character("p"), .tab, .tab, .right, .right, .right, .right, .character(" "), .tab, .tab)
        harness.type("18:00")
        harness.send(.escape)
        #expect(harness.tab.overlayIsClosed)
        harness.send(.character("p"))
        #expect(harness.screen.contains("[x] Fri"))
        #expect(harness.screen.contains("18:00"))
        harness.send(.enter, .escape)
        #expect(harness.tab.planFocus != nil)
        harness.send(.escape)
        #expect(harness.tab.overlayIsClosed)
    }

    @Test(arguments: Language.allCases)
    func wideAndKorean(language: Language) {
        let harness = TimetableHarness(store: Self.store(), language: language, size: Size(width: 200, height: 60))
        harness.send(.character("p"))
        assertSnapshot(harness.driver, named: "timetable-plan-form-200x60-\(language.rawValue)")
        harness.send(.enter)
        assertSnapshot(harness.driver, named: "timetable-plan-results-200x60-\(language.rawValue)")
    }

    @Test func helpListsThePlanner() {
        let sections = TimetableTab.keySections(.en)
        #expect(sections.flatMap(\.bindings).contains { $0.help.hasPrefix("Plan the semester") && $0.keys == [.character("p")] })
    }
}

extension TimetableTab {
    /// The plans the tab shows, if it shows them.
    var overlayPlans: PlanResults? {
        if case .plans(let results) = overlay { return results }
        return nil
    }

    var overlayIsClosed: Bool {
        if case .none = overlay { return true }
        return false
    }

    var planForm: PlanForm? {
        if case .plan(let form) = overlay { return form }
        return nil
    }

    /// The row of the planner's form with the focus, if the form is open.
    var planFocus: PlanForm.Row? {
        switch overlay {
        case .plan(let form), .planning(let form): form.focus
        default: nil
        }
    }
}

/// The planner's form is kept when bankui stops, as every form is.
@MainActor
@Suite struct TimetablePlanDraftTests {
    @Test func theFormComesBackAsItWasLeftAndOnlyWhenSomethingWasChosen() throws {
        let store = TimetablePlanTabTests.store()
        let before = TimetableHarness(store: store)
        before.send(.character("p"))
        #expect(before.tab.draft == nil, "the form as it opens holds nothing of the user's")
        before.send(.tab, .character(" "), .tab, .right, .right, .right, .right, .character(" "), .tab, .tab)
        before.type("17:00")
        before.send(.enter)
        // Under the plans found too.
        #expect(before.tab.overlayPlans != nil)
        let draft = try #require(before.tab.draft)

        let after = TimetableHarness(store: store)
        #expect(after.tab.restoreDraft(draft))
        after.driver.redraw()
        #expect(after.screen.contains("[x] 자료구조"), "\(after.screen)")
        #expect(after.screen.contains("[x] Fri"))
        #expect(after.screen.contains("17:00"))
        #expect(after.tab.planFocus == .notAfter)
        after.send(.enter)
        #expect(after.tab.overlayPlans?.rules.notAfter == 17 * 60)
        #expect(after.tab.overlayPlans?.courses.first { $0.name == "자료구조" }?.locked == true)
    }
}
