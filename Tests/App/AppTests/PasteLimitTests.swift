import TerminalUI
import Testing
import TabKit
@testable import AppRoot
import ConsoleKit
import Shell

/// A paste longer than the input limit keeps its first part: the screen
/// says so (it used to be cut without a word).
@MainActor
@Suite struct PasteLimitTests {
    @Test func aCutPasteIsToldOnTheBottomLine() {
        let shell = AppShell(language: .en, tabs: [DraftTab(.bank)], initial: .bank)
        let driver = HeadlessDriver(app: shell, size: Size(width: 100, height: 24))
        driver.send(.paste("first part"), .pasteCut)
        #expect(driver.screen.last?.contains("The paste was too large: more than 64 MB; only its first 64 MB went in") == true)
        driver.send(.character("x"))
        #expect(driver.screen.last?.contains("too large") == false)
    }

    @Test func koreanToo() {
        let shell = AppShell(language: .ko, tabs: [DraftTab(.bank)], initial: .bank)
        let driver = HeadlessDriver(app: shell, size: Size(width: 100, height: 24))
        driver.send(.paste("a"), .pasteCut)
        #expect(driver.screen.last?.contains("붙여넣은 내용이 너무 큽니다: 64 MB를 넘어 처음 64 MB만 넣었습니다") == true)
    }
}
