import CalculatorCore
import ScreenTesting
import TabKit
import TerminalUI
import Testing
@testable import CalculatorFeature

/// The render contract on the calculator: what a key does is worked out
/// from the state and the size the shell gave, never from the last frame,
/// and drawing changes nothing.
@MainActor
@Suite struct CalculatorRenderContractTests {
    let content = Size(width: 80, height: 22)

    /// A history taller than the screen, read by a tab that has not drawn.
    func undrawnTab(size: Size) -> CalculatorTab {
        let tab = CalculatorTab(language: .en, store: FlakyHistoryStore(sampleHistory(calculations: 40)))
        handleWithoutFrames(.resized(size), to: tab)
        handleWithoutFrames(.shown, to: tab)
        return tab
    }

    @Test func aPageBeforeAnyFrameScrollsAsAfterOne() {
        let drawn = CalculatorHarness(store: FlakyHistoryStore(sampleHistory(calculations: 40)))
        drawn.send(.pageUp)
        let undrawn = undrawnTab(size: content)
        handleWithoutFrames(.key(.pageUp), to: undrawn)
        // Before, the history had no rows until a frame laid them out: the key did nothing.
        #expect(drawn.tab.scroll.offset > 0)
        #expect(undrawn.scroll == drawn.tab.scroll)
        #expect(undrawn.activeKeys.map(\.keyHint) == drawn.tab.activeKeys.map(\.keyHint))
    }

    @Test func aPageAfterAResizeNotYetDrawnMovesByTheNewHeight() {
        let tall = Size(width: 80, height: 42)
        let drawn = CalculatorHarness(store: FlakyHistoryStore(sampleHistory(calculations: 40)))
        drawn.driver.resize(to: tall)
        drawn.send(.pageUp)
        let undrawn = CalculatorHarness(store: FlakyHistoryStore(sampleHistory(calculations: 40)))
        // The shell's resize, and the key, with no frame in between.
        _ = undrawn.tab.handle(.resized(Size(width: 80, height: 40)))
        _ = undrawn.tab.handle(.key(.pageUp))
        // Before, the page was the last frame's (22 rows high, not 40).
        #expect(undrawn.tab.scroll == drawn.tab.scroll)
        #expect(undrawn.tab.scroll.viewportRows == drawn.tab.scroll.viewportRows)
    }

    @Test func drawingAtAnySizeChangesNothing() {
        let calc = CalculatorHarness(store: FlakyHistoryStore(sampleHistory(calculations: 40)))
        calc.send(.pageUp, .up)
        calc.type("12+3")
        let scroll = calc.tab.scroll, rows = calc.tab.rows.rows
        for size in [Size(width: 80, height: 22), Size(width: 40, height: 12), Size(width: 120, height: 40)] {
            let frames = drawnTwice(calc.tab, size: size)
            #expect(frames.first == frames.second)
            // Before, a frame of another size laid the history out again and moved its scroll.
            #expect(calc.tab.scroll == scroll)
            #expect(calc.tab.rows.rows == rows)
        }
        let before = calc.screen
        calc.driver.redraw()
        #expect(calc.screen == before)
    }
}
