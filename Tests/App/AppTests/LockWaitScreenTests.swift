import ScreenTesting
import TextKit
import Foundation
import TerminalUI
import Testing
import TabKit
@testable import AppRoot
import ConsoleKit
import Shell

/// The screen while another program holds the database's lock at start:
/// shown at once with a notice, `q` says so after 10 s (on an injected
/// clock), and the tabs take over once the database is open.
@MainActor
@Suite struct LockWaitScreenTests {
    /// A clock the test moves by hand.
    final class ManualTime {
        var now = Date(timeIntervalSinceReferenceDate: 1_000)
    }

    private func makeScreen(_ language: Language = .en, time: ManualTime) -> LockWaitScreen {
        LockWaitScreen(language: language, databasePath: "/data/bankui.sqlite", tabs: TabEntry.available, startTab: .juice) { time.now }
    }

    @Test func theFirstFrameSaysWhatItWaitsFor() {
        let time = ManualTime()
        let screen = makeScreen(time: time)
        let driver = HeadlessDriver(app: screen, size: Size(width: 80, height: 24))
        let text = driver.screenText
        #expect(text.contains("waiting for another program's lock"), "\(text)")
        #expect(!text.contains("q quits"), "\(text)")
        #expect(text.contains("/data/bankui.sqlite"), "\(text)")
        #expect(text.contains("3 Juice"), "the tab bar is there: \(text)")
        #expect(driver.screen.last?.contains("q Quit") == true, "\(text)")
        #expect(screen.tickInterval != nil, "it ticks to say more later")
    }

    @Test(arguments: Language.allCases)
    func afterTenSecondsTheNoticeSaysQQuitsAndTheTicksStop(language: Language) {
        let time = ManualTime()
        let screen = makeScreen(language, time: time)
        let driver = HeadlessDriver(app: screen, size: Size(width: 80, height: 24))
        time.now += 9.9
        driver.tick()
        assertSnapshot(driver, named: "app-after-ten-seconds-the-notice-says-q-quits-and-the-ticks-stop-1-\(language)")
        time.now += 0.1
        driver.tick()
        assertSnapshot(driver, named: "app-after-ten-seconds-the-notice-says-q-quits-and-the-ticks-stop-2-\(language)")
        #expect(screen.tickInterval == nil, "nothing more to say: no ticks")
    }

    @Test func koreanNotice() {
        let time = ManualTime()
        let screen = makeScreen(.ko, time: time)
        let driver = HeadlessDriver(app: screen, size: Size(width: 80, height: 24))
        assertSnapshot(driver, named: "app-korean-notice-1")
        time.now += 10
        driver.tick()
        assertSnapshot(driver, named: "app-korean-notice-2")
    }

    @Test func qQuitsAtOnceAndSaysNothingWasWritten() {
        let screen = makeScreen(time: ManualTime())
        let driver = HeadlessDriver(app: screen, size: Size(width: 80, height: 24))
        driver.send(.character("x"), .tab)
        #expect(!driver.didQuit, "other keys do nothing")
        driver.send(.character("q"))
        #expect(driver.exitStatus == 0)
        #expect(driver.farewell == ["bankui: quit while another program held the database locked; nothing was read or written"])
    }

    @Test func ctrlCQuitsToo() {
        let driver = HeadlessDriver(app: makeScreen(time: ManualTime()), size: Size(width: 80, height: 24))
        driver.send(.control("c"))
        #expect(driver.exitStatus == 0)
    }

    @Test func aDatabaseThatCannotBeUsedEndsTheRunWithItsReason() {
        let screen = makeScreen(time: ManualTime())
        let driver = HeadlessDriver(app: screen, size: Size(width: 80, height: 24))
        screen.failed("bankui: cannot open database at /data/bankui.sqlite: file is not a database")
        driver.runner.end(status: 1)
        #expect(driver.farewell == ["bankui: cannot open database at /data/bankui.sqlite: file is not a database"])
    }

    @Test(arguments: Language.allCases)
    func onceOpenTheShellTakesOverAtTheCurrentSize(language: Language) {
        let screen = makeScreen(language, time: ManualTime())
        let driver = HeadlessDriver(app: screen, size: Size(width: 80, height: 24))
        let tab = RecordingTab(.juice)
        let shell = AppShell(language: language, tabs: [RecordingTab(.bank), tab], initial: .juice)
        screen.opened(shell)
        driver.redraw()
        assertSnapshot(driver, named: "app-once-open-the-shell-takes-over-at-the-current-size-1-\(language)")
        driver.send(.character("x"))
        #expect(tab.received == [.character("x")])
        tab.quitLines = ["saved"]
        driver.send(.control("c"))
        #expect(driver.farewell == ["saved"], "the shell's own way out")
    }

    @Test func whileWaitingOnlyTheQuitHintAnswersAClickAndOnceOpenTheShellTakesClicks() {
        let screen = makeScreen(time: ManualTime())
        let driver = HeadlessDriver(app: screen, size: Size(width: 80, height: 24))
        driver.click(on: "3 Juice")
        #expect(!driver.didQuit)
        let shell = AppShell(language: .en, tabs: [RecordingTab(.bank), RecordingTab(.juice)], initial: .juice)
        screen.opened(shell)
        driver.redraw()
        driver.click(on: "1 Bank")
        #expect(shell.activeTab == .bank)
        let waiting = makeScreen(time: ManualTime())
        let other = HeadlessDriver(app: waiting, size: Size(width: 80, height: 24))
        #expect(other.click(on: "q Quit", fromRow: 23))
        #expect(other.didQuit)
    }

    @Test(arguments: Language.allCases)
    func tooSmallWhileWaiting(language: Language) {
        let driver = HeadlessDriver(app: makeScreen(language, time: ManualTime()), size: Size(width: 40, height: 10))
        assertSnapshot(driver, named: "app-too-small-while-waiting-1-\(language)")
    }
}
