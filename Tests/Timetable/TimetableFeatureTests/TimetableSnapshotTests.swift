import TextKit
import Foundation
import Shell
import ScreenTesting
import TabKit
import TerminalUI
import Testing
import TimetableCore
@testable import TimetableFeature

/// The timetable tab's screens in both languages at 80×24, compared with
/// the stored text and styles in `__Snapshots__`: the block colours and
/// the chosen block are in the style layer.
@MainActor
@Suite struct TimetableSnapshotTests {
    /// A week with a course on every weekday, Saturday, e-learning and a
    /// course whose time is unknown.
    static func fullWeek() -> StandInTimetableStore {
        StandInTimetableStore(timetables: [timetable(["자료구조", "운영체제", "Discrete Mathematics", "음악의 이해", "네트워크",
                                                      "캡스톤디자인", "온라인 글쓰기", "현장실습"])])
    }

    @Test(arguments: Language.allCases)
    func emptyTimetable(language: Language) {
        let harness = TimetableHarness(store: StandInTimetableStore(courses: testCourses(), isSample: true), language: language)
        assertSnapshot(harness.driver, named: "timetable-empty-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func fullWeek(language: Language) {
        let harness = TimetableHarness(store: Self.fullWeek(), language: language)
        harness.send(.right)
        assertSnapshot(harness.driver, named: "timetable-week-80x24-\(language.rawValue)")
    }

    /// Monday 2026-11-23 at 10:30 in Seoul: 자료구조 runs (9:30–11:20), the
    /// next course is marked; both in words, as a screen without colour needs.
    @Test(arguments: Language.allCases)
    func todayView(language: Language) {
        let harness = TimetableHarness(store: Self.fullWeek(), language: language)
        harness.send(.character("T"))
        assertSnapshot(harness.driver, named: "timetable-today-80x24-\(language.rawValue)")
        harness.send(.enter)
        #expect(!harness.tab.capturesKeys)
    }

    /// Mine and a friend's: F, tick the friend's, Enter shades the hours
    /// both are free, each marked `free` / `공강` (readable without colour).
    @Test(arguments: Language.allCases)
    func freeTimeTogether(language: Language) {
        let mine = timetable(["자료구조", "운영체제", "음악의 이해"])
        let friend = timetable(["Discrete Mathematics", "네트워크"], name: "Mina")
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [mine, friend]), language: language)
        harness.send(.character("F"))
        harness.send(.character(" "))
        assertSnapshot(harness.driver, named: "timetable-free-chooser-80x24-\(language.rawValue)")
        harness.send(.enter)
        assertSnapshot(harness.driver, named: "timetable-free-80x24-\(language.rawValue)")
        #expect(!harness.tab.freeSlots.isEmpty)
        // Esc keeps the shading; Enter with nothing ticked stops it.
        harness.send(.character("F"), .escape)
        #expect(!harness.tab.freeSlots.isEmpty)
        harness.send(.character("F"), .character(" "), .enter)
        #expect(harness.tab.freeSlots.isEmpty)
        #expect(harness.screen.contains(language == .en ? "Free time no longer shaded" : "비는 시간 표시를 껐어요"))
    }

    @Test(arguments: Language.allCases)
    func freeTimeWithNoOtherTimetableSaysSo(language: Language) {
        let harness = TimetableHarness(store: Self.fullWeek(), language: language)
        harness.send(.character("F"))
        #expect(!harness.tab.capturesKeys)
        assertSnapshot(harness.driver, named: "timetable-free-time-with-no-other-timetable-says-so-1-\(language)")
    }

    @Test(arguments: Language.allCases)
    func addDialogWithASearch(language: Language) {
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["운영체제"])]), language: language)
        harness.send(.character("a"))
        harness.type("ㄱㄷㅇ")
        assertSnapshot(harness.driver, named: "timetable-add-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func clashMessage(language: Language) {
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조"])]), language: language)
        harness.add("데이터베이스")
        assertSnapshot(harness.driver, named: "timetable-clash-80x24-\(language.rawValue)")
    }

    static let large = Size(width: 200, height: 60)

    /// The six columns, Saturday between Friday and Online, the courses
    /// without a time in the online column.
    @Test(arguments: Language.allCases)
    func largeScreen(language: Language) {
        let harness = TimetableHarness(store: Self.fullWeek(), language: language, size: Self.large)
        assertSnapshot(harness.driver, named: "timetable-week-200x60-\(language.rawValue)")
    }

    /// The original's empty state, with the sample catalog's label.
    @Test(arguments: Language.allCases)
    func noTimetableLarge(language: Language) {
        let harness = TimetableHarness(store: StandInTimetableStore(courses: testCourses(), isSample: true), language: language,
                                       size: Self.large)
        assertSnapshot(harness.driver, named: "timetable-empty-200x60-\(language.rawValue)")
    }

    /// A weekday-only timetable: five days and Online, nothing else.
    @Test(arguments: Language.allCases)
    func sixColumns(language: Language) {
        let store = StandInTimetableStore(timetables: [timetable(["자료구조", "운영체제", "네트워크", "온라인 글쓰기"])])
        assertSnapshot(TimetableHarness(store: store, language: language).driver, named: "timetable-six-80x24-\(language.rawValue)")
    }

    /// The create form over the grid, with the original's defaults.
    @Test(arguments: Language.allCases)
    func createForm(language: Language) {
        for size in [Size(width: 80, height: 24), Self.large] {
            let harness = TimetableHarness(store: Self.fullWeek(), language: language, size: size)
            harness.send(.character("t"), .character("n"), .tab)
            assertSnapshot(harness.driver, named: "timetable-create-\(size.width)x\(size.height)-\(language.rawValue)")
        }
    }

    /// The list: the semester above the name, newest first.
    @Test(arguments: Language.allCases)
    func timetableList(language: Language) {
        let store = Self.fullWeek()
        store.timetables.append(Timetable(id: UUID(), name: "계절학기", year: 2026, semester: Term.winter.rawValue))
        store.timetables.append(Timetable(id: UUID(), name: "2026 - 1", year: 2026, semester: 1))
        let harness = TimetableHarness(store: store, language: language)
        harness.send(.character("t"))
        assertSnapshot(harness.driver, named: "timetable-list-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func todayLarge(language: Language) {
        let harness = TimetableHarness(store: Self.fullWeek(), language: language, size: Self.large)
        harness.send(.character("T"))
        assertSnapshot(harness.driver, named: "timetable-today-200x60-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func freeLarge(language: Language) {
        let mine = timetable(["자료구조", "운영체제", "음악의 이해"])
        let friend = timetable(["Discrete Mathematics", "네트워크"], name: "Mina")
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [mine, friend]), language: language, size: Self.large)
        harness.send(.character("F"), .character(" "), .enter)
        assertSnapshot(harness.driver, named: "timetable-free-200x60-\(language.rawValue)")
    }
}
