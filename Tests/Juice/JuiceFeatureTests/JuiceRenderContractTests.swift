import JuiceCore
import ScreenTesting
import DatabaseKit
import JuiceStorage
import TabKit
import TerminalUI
import Testing
@testable import JuiceFeature

/// The render contract on the juice tab: drawing, at any size, changes
/// nothing a key or the next frame reads.
@MainActor
@Suite struct JuiceRenderContractTests {
    @Test func drawingTheMenuAndTheStockEditorAtAnySizeChangesNothing() throws {
        let (driver, tab, _) = try makeJuiceDriver()
        for keys in [[Key.down, .down], [.character("e"), .down, .character("7")]] {
            driver.send(keys)
            let screen = driver.screenText, hints = tab.activeKeys.map(\.keyHint)
            for size in [Size(width: 80, height: 22), Size(width: 60, height: 12), Size(width: 150, height: 45)] {
                let frames = drawnTwice(tab, size: size)
                #expect(frames.first == frames.second)
            }
            driver.redraw()
            #expect(driver.screenText == screen)
            #expect(tab.activeKeys.map(\.keyHint) == hints)
        }
    }
}
