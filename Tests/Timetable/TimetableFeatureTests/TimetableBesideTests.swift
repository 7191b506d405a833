import Foundation
import TextKit
import ScreenTesting
import TabKit
import TerminalUI
import Testing
import TimetableCore
@testable import TimetableFeature

/// Another timetable beside the shown one (`o`): its courses in outline
/// over the free cells, a block both share marked `◆` with the name, the
/// title saying whose; a timetable of another semester noted.
@MainActor
@Suite struct TimetableBesideTests {
    static func store(friendSemester: Int = 2) -> StandInTimetableStore {
        let mine = timetable(["자료구조", "운영체제", "음악의 이해"])
        var friend = timetable(["Discrete Mathematics", "네트워크", "자료구조"], name: "민수")
        friend.semester = friendSemester
        return StandInTimetableStore(timetables: [mine, friend])
    }

    @Test(arguments: Language.allCases)
    func anotherTimetableIsDrawnInOutline(language: Language) {
        for size in [Size(width: 80, height: 24), TimetableSnapshotTests.large] {
            let harness = TimetableHarness(store: Self.store(), language: language, size: size)
            harness.send(.character("o"))
            if size.width == 80 { assertSnapshot(harness.driver, named: "timetable-beside-chooser-80x24-\(language.rawValue)") }
            harness.send(.down, .enter)
            #expect(harness.tab.beside?.name == "민수")
            #expect(harness.tab.notice?.text == (language == .en ? "Drawn beside: 민수" : "겹쳐 보는 시간표: 민수"))
            // The next key takes the notice away: the title says whose is drawn.
            harness.send(.down)
            #expect(harness.lines[1].contains(language == .en ? "with 민수" : "민수와 함께"), "\(harness.lines[1])")
            #expect(harness.screen.contains("┌Discrete") || harness.screen.contains("┌Discr"), "\(harness.screen)")
            #expect(harness.screen.contains("◆ 자료구조"), "the class both have is marked on the shown block")
            // The shown blocks are all still there.
            #expect(harness.screen.contains("운영체제") && harness.screen.contains("음악의"))
            assertSnapshot(harness.driver, named: "timetable-beside-\(size.width)x\(size.height)-\(language.rawValue)")
        }
    }

    @Test(arguments: Language.allCases)
    func noneStopsAndEscKeeps(language: Language) {
        let harness = TimetableHarness(store: Self.store(), language: language)
        harness.send(.character("o"), .down, .enter)
        harness.send(.character("o"), .escape)
        #expect(harness.tab.beside != nil)
        harness.send(.character("o"), .up, .enter)
        #expect(harness.tab.beside == nil)
        #expect(!harness.screen.contains("◆"))
    }

    @Test(arguments: Language.allCases)
    func anotherSemesterIsNoted(language: Language) {
        let harness = TimetableHarness(store: Self.store(friendSemester: 1), language: language, size: TimetableSnapshotTests.large)
        harness.send(.character("o"), .down, .enter)
        #expect(harness.tab.notice?.text.contains(language == .en ? "2026, 1st semester" : "2026년 1학기") == true)
        harness.send(.down)
        #expect(harness.lines[1].contains(language == .en ? "(2026, 1st semester)" : "(2026년 1학기)"), "\(harness.lines[1])")
    }

    @Test func withNoOtherTimetableItSaysSo() {
        let harness = TimetableHarness(store: TimetableSnapshotTests.fullWeek())
        harness.send(.character("o"))
        #expect(!harness.tab.capturesKeys)
        #expect(harness.tab.notice?.text.contains("no other timetable") == true)
    }
}
