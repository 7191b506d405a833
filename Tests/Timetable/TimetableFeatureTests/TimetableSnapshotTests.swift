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

    /// A calendar's times kept as they are: a lecture 9:00–10:30 (off the
    /// periods) beside 자료구조 (periods 1–2, 9:30–11:20), a swim 7:00–9:00
    /// (before period 1: the grid begins at 7), an evening seminar
    /// 19:15–20:45; each block spans the rows of its minutes and says its time.
    static func calendarWeek() -> StandInTimetableStore {
        func own(_ name: String, _ meetings: [Meeting], color: Int) -> TimetableCourse {
            TimetableCourse(course: Course(id: "ical-" + name, name: name, professor: "", department: "", classification: "", credit: 0,
                                           grade: 0, classNumber: "", roomTime: "", times: .scheduled(meetings)), color: color)
        }
        let courses = [
            own("Lecture", [Meeting(day: .tuesday, minutes: 540..<630, room: "R1")], color: 0),
            TimetableCourse(course: catalogCourse("자료구조"), color: 1),
            own("Swim", [Meeting(day: .wednesday, minutes: 420..<540, room: "Pool"), Meeting(day: .friday, minutes: 420..<540, room: "Pool")],
                color: 2),
            own("Seminar", [Meeting(day: .thursday, minutes: 1155..<1245, room: nil)], color: 3),
        ]
        return StandInTimetableStore(timetables: [Timetable(id: UUID(), name: "Calendar", year: 2026, semester: 2, courses: courses)])
    }

    @Test(arguments: Language.allCases)
    func calendarTimesOffThePeriods(language: Language) {
        let harness = TimetableHarness(store: Self.calendarWeek(), language: language)
        assertSnapshot(harness.driver, named: "timetable-calendar-times-80x24-\(language.rawValue)")
        // The chosen block's menu says the exact time, not periods.
        harness.send(.right, .enter)
        #expect(harness.screen.contains(language == .en ? "Tue 9:00–10:30 R1" : "화 9:00–10:30 R1"), "\(harness.screen)")
    }

    /// More than the grid's 16 hours: a swim 6:00–7:00, a lecture, a late
    /// lab 23:00–24:00 and its rest 0:00–1:00 on Saturday. The grid shows
    /// 8:00–24:00 (as much of the courses from 6:00 on as 6:00–22:00, and
    /// nearer 9:00) and notes each block outside at the top of its day, with its time.
    static func longDay() -> StandInTimetableStore {
        func own(_ name: String, _ meetings: [Meeting], color: Int) -> TimetableCourse {
            TimetableCourse(course: Course(id: "ical-" + name, name: name, professor: "", department: "", classification: "", credit: 0,
                                           grade: 0, classNumber: "", roomTime: "", times: .scheduled(meetings)), color: color)
        }
        let courses = [
            own("Lecture", [Meeting(day: .tuesday, minutes: 540..<630, room: "R1")], color: 0),
            own("Swim", [Meeting(day: .wednesday, minutes: 360..<420, room: "Pool")], color: 2),
            own("Night lab", [Meeting(day: .friday, minutes: 1380..<1440, room: "Lab"), Meeting(day: .saturday, minutes: 0..<60, room: "Lab")],
                color: 3),
        ]
        return StandInTimetableStore(timetables: [Timetable(id: UUID(), name: "Long", year: 2026, semester: 2, courses: courses)])
    }

    @Test(arguments: Language.allCases)
    func blocksOutsideTheHoursShownAreNoted(language: Language) {
        let harness = TimetableHarness(store: Self.longDay(), language: language)
        assertSnapshot(harness.driver, named: "timetable-calendar-outside-80x24-\(language.rawValue)")
        #expect(harness.tab.layout.minutes == 480..<1440)
        #expect(harness.screen.contains("↑ 6:00–7:"), "the time it starts, even in a narrow column")
    }

    @Test func theWindowHoldsTheMostMinutesAndNotesTheRest() {
        #expect(TimetableLayout.window(0..<(24 * 60), blocks: []) == 480..<1440, "nothing to hold: as near 9:00 as it goes")
        let meetings = [Meeting(day: .monday, minutes: 360..<540, room: nil), Meeting(day: .tuesday, minutes: 1380..<1440, room: nil),
                        Meeting(day: .wednesday, minutes: 0..<60, room: nil)]
        let late = TimetableLayout(Timetable(id: UUID(), name: "x", year: 2026, semester: 2, courses: [
            TimetableCourse(course: Course(id: "n", name: "n", professor: "", department: "", classification: "", credit: 0, grade: 0,
                                           classNumber: "", roomTime: "", times: .scheduled(meetings)), color: 0)]))
        #expect(late.minutes == 360..<1320, "three hours from 6:00 hold more than two later")
        #expect(late.blocks.map { late.outside($0) } == [nil, .after, .before])
        let harness = TimetableHarness(store: Self.longDay())
        let layout = harness.tab.layout
        let night = layout.blocks.filter { $0.course.course.name == "Night lab" }
        #expect(night.map { layout.outside($0) } == [nil, .before], "Friday 23:00 shows; Saturday 0:00 is before")
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
