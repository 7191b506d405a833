import Foundation
import KanbanCore
import ScreenTesting
import TabKit
import TerminalUI
import Testing
@testable import KanbanFeature

/// The render contract on the kanban tab: the first card of each column,
/// the cards' rows and the open list's page are made in `handle`, for the
/// size the shell gave; drawing changes nothing.
@MainActor
@Suite struct KanbanRenderContractTests {
    /// Forty cards in TODO, most with a body, and their forty lines of history.
    func longBoard() -> KanbanState {
        var state = KanbanState()
        for n in 1...40 {
            let body = n % 3 == 0 ? "" : "Line one of card \(n).\nAnd a second line, long enough to wrap in a narrow column."
            state.perform(state.board.adding(title: "Card \(n)", body: body, deadline: nil, to: .todo, id: UUID(),
                                             at: testNow.addingTimeInterval(Double(n) * 60)))
        }
        return state
    }

    func history(_ tab: KanbanTab) -> ScrollListState? {
        if case .history(let scroll) = tab.overlay { return scroll }
        return nil
    }

    @Test func drawingAScrolledColumnAtAnySizeChangesNothing() {
        let kanban = KanbanHarness(store: StandInKanbanStore(longBoard()))
        kanban.send(.end, .up, .up)
        let first = kanban.tab.firstShown, memo = kanban.tab.cardRowCache.mapValues(\.width)
        #expect((first[.todo] ?? 0) > 0, "the column is scrolled")
        for size in [Size(width: 80, height: 22), Size(width: 60, height: 14), Size(width: 200, height: 50)] {
            let frames = drawnTwice(kanban.tab, size: size)
            #expect(frames.first == frames.second)
            // Before, each frame moved the columns' first cards and kept rows for its own width.
            #expect(kanban.tab.firstShown == first)
            #expect(kanban.tab.cardRowCache.mapValues(\.width) == memo)
        }
        let screen = kanban.screen
        kanban.driver.redraw()
        #expect(kanban.screen == screen)
        kanban.send(.up)
        #expect(kanban.tab.chosenCard?.title == "Card 37")
    }

    @Test func drawingTheHistoryPanelChangesNothing() {
        let kanban = KanbanHarness(store: StandInKanbanStore(longBoard()))
        kanban.send(.character("v"), .pageDown)
        let scroll = history(kanban.tab)
        #expect(scroll != nil)
        for size in [Size(width: 80, height: 22), Size(width: 60, height: 14)] {
            let frames = drawnTwice(kanban.tab, size: size)
            #expect(frames.first == frames.second)
            #expect(history(kanban.tab) == scroll, "before, the frame wrote the panel's scroll back")
        }
    }

    @Test func aPageOfHistoryBeforeAnyFrameMovesAsAfterOne() {
        let drawn = KanbanHarness(store: StandInKanbanStore(longBoard()))
        drawn.send(.character("v"), .pageDown)
        let undrawn = KanbanTab(language: .en, store: StandInKanbanStore(longBoard()), calendar: testCalendar())
        handleWithoutFrames(.resized(Size(width: 80, height: 22)), to: undrawn)
        handleWithoutFrames(.shown, to: undrawn)
        handleWithoutFrames(.key(.character("v")), to: undrawn)
        handleWithoutFrames(.key(.pageDown), to: undrawn)
        // Before, the panel's page was the last frame's: one row until drawn.
        #expect(history(undrawn)?.selected == history(drawn.tab)?.selected)
        #expect(history(undrawn) == history(drawn.tab))
        #expect(undrawn.firstShown == drawn.tab.firstShown)
    }
}
