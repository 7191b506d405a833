import Shell
import ScreenTesting
import TabKit
import TerminalUI
import Testing

/// The render contract on help: its rows are wrapped when it opens and
/// when the screen is resized, never by a frame.
@MainActor
@Suite struct HelpRenderContractTests {
    @Test func drawingHelpAtAnySizeChangesNothing() {
        let tab = RecordingTab(.bank)
        tab.extraBindings = 60
        let shell = AppShell(language: .en, tabs: [tab], initial: .bank)
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        driver.send(.character("?"), .pageDown, .down)
        let screen = driver.screenText
        #expect(screen.contains("Extra"))
        for size in [Size(width: 80, height: 24), Size(width: 62, height: 20), Size(width: 200, height: 60)] {
            func draw() -> String {
                var buffer = Buffer(size: size)
                shell.render(into: &buffer)
                return SnapshotText.render(buffer)
            }
            #expect(draw() == draw())
        }
        driver.redraw()
        #expect(driver.screenText == screen, "the frames of other sizes left help where it was")
        driver.send(.down)
        #expect(driver.screenText != screen, "and the next key scrolls from there")
    }
}
