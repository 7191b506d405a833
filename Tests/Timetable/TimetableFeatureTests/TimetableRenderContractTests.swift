import ScreenTesting
import TabKit
import TerminalUI
import Testing
import TimetableCore
@testable import TimetableFeature

/// The render contract on the timetable tab: the week grid and the open
/// box's lists and field are made in `handle`; drawing changes nothing.
@MainActor
@Suite struct TimetableRenderContractTests {
    /// What the add dialog keeps between keys.
    struct SearchState: Equatable {
        var text: String
        var scrollColumn: Int
        var departments: ScrollListState
        var results: ScrollListState

        init?(_ overlay: TimetableTab.Overlay?) {
            guard case .search(let search) = overlay else { return nil }
            text = search.field.text
            scrollColumn = search.field.scrollColumn
            departments = search.departmentList
            results = search.resultList
        }
    }

    @Test func drawingTheGridAndTheAddDialogAtAnySizeChangesNothing() {
        let harness = TimetableHarness(store: StandInTimetableStore(timetables: [timetable(["자료구조", "운영체제", "네트워크"])]))
        let version = harness.tab.gridPlan?.version, looks = harness.tab.gridPlan?.looks
        #expect(looks?.count == 4, "the grid (four meetings) is made before the first frame")
        for theme in [Theme.standard, .mono] {
            let frames = drawnTwice(harness.tab, size: Size(width: 100, height: 30), theme: theme)
            #expect(frames.first == frames.second)
            // Before, a frame in another theme made the grid again and kept it.
            #expect(harness.tab.gridPlan?.version == version && harness.tab.gridPlan?.looks == looks)
        }
        harness.send(.character("a"))
        harness.type(String(repeating: "x", count: 70))
        harness.send(.down)
        let search = SearchState(harness.tab.overlay)
        #expect(search != nil)
        #expect((search?.scrollColumn ?? 0) > 0, "the field scrolled to its end")
        for size in [Size(width: 80, height: 22), Size(width: 60, height: 16), Size(width: 160, height: 50)] {
            let frames = drawnTwice(harness.tab, size: size)
            #expect(frames.first == frames.second)
            // Before, each frame wrote its lists' and its field's scroll back.
            #expect(SearchState(harness.tab.overlay) == search)
        }
        let screen = harness.screen
        harness.driver.redraw()
        #expect(harness.screen == screen)
    }

    @Test func theAddDialogBeforeAnyFrameIsLaidOutAsAfterOne() {
        let store = { StandInTimetableStore(timetables: [timetable(["자료구조"])]) }
        let drawn = TimetableHarness(store: store())
        drawn.send(.character("a"))
        drawn.type(String(repeating: "y", count: 70))
        let undrawn = TimetableTab(language: .en, store: store(), now: { testNow }, timeZone: seoul)
        handleWithoutFrames(.resized(Size(width: 80, height: 22)), to: undrawn)
        handleWithoutFrames(.shown, to: undrawn)
        handleWithoutFrames(.key(.character("a")), to: undrawn)
        for character in String(repeating: "y", count: 70) { handleWithoutFrames(.key(.character(character)), to: undrawn) }
        // Before, the field and the lists were fitted by frames only.
        #expect(SearchState(undrawn.overlay) == SearchState(drawn.tab.overlay))
    }
}
