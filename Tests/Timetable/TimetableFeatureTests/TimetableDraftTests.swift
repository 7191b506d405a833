import TextKit
import Foundation
import TerminalUI
import Testing
import Shell
import ScreenTesting
import TabKit
import TimetableCore
@testable import TimetableFeature

/// The timetable's forms — a name being typed, a course search being
/// typed — kept when bankui stops and opened again at the next start.
@MainActor
@Suite struct TimetableDraftTests {
    @Test(arguments: Language.allCases)
    func aRenameFromTheListComesBackWithTheListBehindIt(language: Language) throws {
        let store = StandInTimetableStore(timetables: [timetable(["자료구조"])])
        let before = TimetableHarness(store: store, language: language)
        before.send(.character("t"), .character("r"), .control("u"))
        before.type("봄 학기")
        let draft = try #require(before.tab.draft)

        let after = TimetableHarness(store: store, language: language)
        #expect(after.tab.restoreDraft(draft))
        after.driver.redraw()
        assertSnapshot(after.driver, named: "timetable-a-rename-from-the-list-comes-back-with-the-list-behind-it-1-\(language)")
        after.send(.enter)
        #expect(store.timetables.first?.name == "봄 학기")
        after.send(.escape)
        #expect(!after.tab.capturesKeys, "Enter went back to the list, Esc closed it")
    }

    @Test(arguments: Language.allCases)
    func aSearchComesBackWithItsText(language: Language) throws {
        let store = StandInTimetableStore(timetables: [timetable([])])
        let before = TimetableHarness(store: store, language: language)
        before.send(.character("a"))
        before.type("운영")
        let draft = try #require(before.tab.draft)

        let after = TimetableHarness(store: store, language: language)
        #expect(after.tab.restoreDraft(draft))
        after.driver.redraw()
        assertSnapshot(after.driver, named: "timetable-a-search-comes-back-with-its-text-1-\(language)")
        after.send(.enter)
        #expect(after.names == ["운영체제"])
    }

    /// The create form, its name and semester, even with no timetable yet.
    @Test(arguments: Language.allCases)
    func aNewTimetableBeingDescribedComesBack(language: Language) throws {
        let store = StandInTimetableStore()
        let before = TimetableHarness(store: store, language: language)
        before.send(.character("n"))
        #expect(before.tab.draft == nil, "the default name untouched")
        before.send(.control("u"))
        before.type("여름 계절")
        before.send(.tab, .left)
        let draft = try #require(before.tab.draft)

        let after = TimetableHarness(store: store, language: language)
        #expect(after.tab.restoreDraft(draft))
        after.driver.redraw()
        #expect(after.screen.contains(language.pick("New timetable", "시간표 추가")) && after.screen.contains("여름 계절"))
        assertSnapshot(after.driver, named: "timetable-a-new-timetable-being-described-comes-back-1-\(language)")
        after.send(.enter)
        #expect(store.timetables.map(\.name) == ["여름 계절"])
        #expect(store.timetables.first?.yearTerm == Semester(year: 2026, term: .summer))
    }

    @Test func nothingTypedIsNoDraft() {
        let store = StandInTimetableStore(timetables: [timetable([])])
        let harness = TimetableHarness(store: store)
        #expect(harness.tab.draft == nil)
        harness.send(.character("a"))
        #expect(harness.tab.draft == nil, "an empty search")
        harness.send(.escape, .character("t"), .character("r"))
        #expect(harness.tab.draft == nil, "the name as it is stored")
    }

    @Test func aRenameOfATimetableThatIsGoneIsNotOpened() throws {
        let store = StandInTimetableStore(timetables: [timetable([])])
        let before = TimetableHarness(store: store)
        before.send(.character("t"), .character("r"))
        before.type("x")
        let draft = try #require(before.tab.draft)
        store.timetables = [timetable([], name: "other")]
        let after = TimetableHarness(store: store)
        #expect(!after.tab.restoreDraft(draft))
    }
}
