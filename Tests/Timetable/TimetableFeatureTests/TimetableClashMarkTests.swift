import Foundation
import TextKit
import ScreenTesting
import TabKit
import TerminalUI
import Testing
import TimetableCore
@testable import TimetableFeature

/// A course that would clash is marked in the add dialog's list before
/// Enter, with the course in the way (`✗ 데이터베이스 … clashes with
/// 자료구조`), in words as well as in colour.
@MainActor
@Suite struct TimetableClashMarkTests {
    @Test(arguments: Language.allCases)
    func aCourseThatWouldClashIsMarkedBeforeEnter(language: Language) {
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조"])]), language: language)
        harness.send(.character("a"))
        harness.type("데이터베이스")
        let row = harness.lines.first { $0.contains("데이터베이스") && $0.contains("✗") }
        #expect(row?.contains(language == .en ? "clashes with 자료구조" : "겹침: 자료구조") == true, "\(harness.screen)")
        // The refusal on Enter stays, naming the course and the times.
        harness.send(.enter)
        #expect(harness.names == ["자료구조"])
        #expect(harness.screen.contains(language == .en ? "In the way: 자료구조" : "겹치는 강의: 자료구조"))
    }

    /// Without colour the marks are read as text.
    @Test(arguments: Language.allCases)
    func theMarksReadWithoutColour(language: Language) {
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조"])]), language: language,
                                       theme: .mono)
        harness.send(.character("a"))
        assertSnapshot(harness.driver, named: "timetable-add-marks-mono-80x24-\(language.rawValue)")
        #expect(harness.lines.contains { $0.contains("✓ 자료구조") })
        #expect(harness.lines.contains { $0.contains("✗ 데이터베이스") })
    }

    /// The marks are worked out for the rows drawn only: a catalog of
    /// 100,000 courses that all clash costs a screen's rows of checks.
    @Test func aLargeCatalogShowsItsMarks() {
        let many = (0..<100_000).map { course("강의 \($0)", "교수", "학과", "IT\($0 % 500)(월1,2)") }
        let mine = Timetable(id: UUID(), name: "2026 - 2", year: 2026, semester: 2,
                             courses: [TimetableCourse(course: catalogCourse("자료구조"), color: 0)])
        let harness = TimetableHarness(store: StandInTimetableStore(courses: many + [catalogCourse("자료구조")], timetables: [mine]))
        harness.send(.character("a"))
        harness.type("강의")
        #expect(TimetableAddDialogTests.search(harness)?.results.count == 100_000)
        #expect(harness.lines.filter { $0.contains("✗ 강의") }.count > 5, "\(harness.screen)")
    }
}
