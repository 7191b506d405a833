import TextKit
import Foundation
import ScreenTesting
import TerminalUI
import Testing
import TimetableCore
@testable import TimetableFeature

/// The timetable under the mouse: clicks as SGR reports through the decoder.
@MainActor
@Suite struct TimetableMouseTests {
    private func harness(_ language: Language = .en) -> TimetableHarness {
        TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조", "운영체제", "인공지능"])]), language: language)
    }

    @Test(arguments: Language.allCases)
    func aClickOnABlockChoosesThatCourseAndADoubleClickOpensItsMenu(language: Language) {
        let harness = harness(language)
        #expect(harness.driver.click(on: "운영체제"))
        #expect(harness.tab.chosenCourse?.course.name == "운영체제")
        #expect(!harness.tab.capturesKeys)
        harness.driver.click(on: "인공지능")
        #expect(harness.tab.chosenCourse?.course.name == "인공지능")
        harness.driver.now = .seconds(9)
        harness.driver.click(on: "인공지능")
        harness.driver.now = .seconds(9) + .milliseconds(100)
        harness.driver.click(on: "인공지능")
        #expect(harness.tab.capturesKeys, "the course's menu, as Enter")
        assertSnapshot(harness.driver, named: "timetable-a-click-on-a-block-chooses-that-course-and-a-double-click-opens-its-menu-1-\(language)")
        harness.driver.click(on: language.pick("[ Cancel ]", "[ 취소 ]"))
        #expect(!harness.tab.capturesKeys)
    }

    @Test func inTheAddDialogAClickChoosesAResultAndADoubleClickAddsIt() {
        let harness = harness()
        harness.type("a")
        #expect(harness.driver.click(on: "네트워크"))
        guard case .search(let search)? = harness.tab.overlay else {
            Issue.record("the add dialog is not open")
            return
        }
        #expect(search.pane == .results)
        #expect(search.chosenResult.map { harness.tab.catalog?.courses[$0].name } == "네트워크")
        harness.driver.now = .seconds(1)
        harness.driver.click(on: "네트워크")
        harness.driver.now = .seconds(1) + .milliseconds(399)
        harness.driver.click(on: "네트워크")
        #expect(harness.names.contains("네트워크"))
    }

    @Test func theWheelScrollsTheResults() throws {
        let harness = harness()
        harness.type("a")
        let point = try #require(harness.driver.position(of: "네트워크"))
        harness.driver.wheel(x: point.x, y: point.y, up: false)
        harness.driver.wheel(x: point.x, y: point.y, up: false)
        guard case .search(let search)? = harness.tab.overlay else {
            Issue.record("the add dialog is not open")
            return
        }
        #expect(search.resultList.selected == 2)
    }

    @Test func inTheTimetableListAClickChoosesAndADoubleClickShows() {
        let store = StandInTimetableStore(timetables: [timetable(["자료구조"], name: "First plan"), timetable(["운영체제"], name: "Second plan")])
        let harness = TimetableHarness(store: store)
        harness.type("t")
        // Newest first: Second plan (made last) on top, First plan (shown) chosen.
        guard case .list(let opened)? = harness.tab.overlay else {
            Issue.record("the list is not open")
            return
        }
        #expect(opened.selected == 1)
        #expect(harness.driver.click(on: "Second plan"))
        guard case .list(let list)? = harness.tab.overlay else {
            Issue.record("the list is not open")
            return
        }
        #expect(list.selected == 0)
        harness.driver.now = .seconds(4)
        harness.driver.click(on: "Second plan")
        harness.driver.now = .seconds(4) + .milliseconds(10)
        harness.driver.click(on: "Second plan")
        #expect(harness.tab.overlay == nil)
        #expect(harness.names == ["운영체제"])
    }
}
