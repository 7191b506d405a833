import TextKit
import TerminalUI
import Testing
import ScreenTesting
import TabKit
import Shell
import AppRoot

/// Clicks and the wheel on the shell, as SGR reports through the decoder.
@MainActor
@Suite struct ShellMouseTests {
    private func makeDriver(_ language: Language = .en, size: Size = Size(width: 80, height: 24)) -> (HeadlessDriver, AppShell, [RecordingTab]) {
        let tabs = [RecordingTab(.bank), RecordingTab(.juice), RecordingTab(.calculator)]
        let shell = AppShell(language: language, tabs: tabs, initial: nil)
        return (HeadlessDriver(app: shell, size: size), shell, tabs)
    }

    @Test(arguments: Language.allCases)
    func aClickOnATabsNameOpensIt(language: Language) {
        let (driver, shell, _) = makeDriver(language)
        #expect(driver.click(on: TabID.calculator.title(language)))
        #expect(shell.activeTab == .calculator)
        assertSnapshot(driver, named: "app-a-click-on-a-tabs-name-opens-it-1-\(language)")
        driver.click(on: "3 " + TabID.juice.title(language))
        #expect(shell.activeTab == .juice)
    }

    @Test func aClickBesideTheTabsOrOnNothingDoesNothing() {
        let (driver, shell, tabs) = makeDriver()
        driver.click(x: 79, y: 0)
        driver.click(x: 40, y: 10)
        #expect(shell.activeTab == .bank)
        #expect(tabs[0].pointer.isEmpty && tabs[0].received.isEmpty)
    }

    @Test(arguments: Language.allCases)
    func aClickOnAHintPressesItsKey(language: Language) {
        let (driver, _, tabs) = makeDriver(language)
        #expect(driver.click(on: "Do bank", fromRow: 23))
        #expect(tabs[0].received == [.character("x")])
        driver.click(on: language.pick("? Help", "? 도움말"), fromRow: 23)
        assertSnapshot(driver, named: "app-a-click-on-a-hint-presses-its-key-1-\(language)")
    }

    @Test func clicksAndTheWheelReachTheTabThroughHandle() {
        let (driver, _, tabs) = makeDriver()
        driver.now = .seconds(5)
        driver.click(on: "content of bank")
        driver.now = .seconds(5) + .milliseconds(200)
        driver.click(on: "content of bank")
        let point = driver.position(of: "content of bank") ?? Point(x: 0, y: 0)
        driver.wheel(x: point.x + 2, y: point.y, up: false)
        driver.wheel(x: point.x + 2, y: point.y, up: true)
        #expect(tabs[0].pointer == ["click row(\"recording\", 0)", "click row(\"recording\", 0) double",
                                    "scroll row(\"recording\", 0) 1", "scroll row(\"recording\", 0) -1"])
        #expect(tabs[0].received.isEmpty, "no mouse report reaches a tab as a key")
    }

    @Test(arguments: Language.allCases)
    func theQuitQuestionsButtonsAnswerClicksAndNothingElseDoes(language: Language) {
        let (driver, shell, tabs) = makeDriver(language)
        tabs[0].warning = "Something is not saved"
        driver.send(.character("q"))
        assertSnapshot(driver, named: "app-the-quit-questions-buttons-answer-clicks-and-nothing-else-does-1-\(language)")
        driver.click(on: TabID.juice.title(language))  // under the question: nothing
        #expect(shell.activeTab == .bank)
        assertSnapshot(driver, named: "app-the-quit-questions-buttons-answer-clicks-and-nothing-else-does-2-\(language)")
        driver.click(on: language.pick("[ Stay ]", "[ 머물기 ]"))
        #expect(!driver.didQuit)
        assertSnapshot(driver, named: "app-the-quit-questions-buttons-answer-clicks-and-nothing-else-does-3-\(language)")
        driver.send(.character("q"))
        driver.click(on: language.pick("[ Quit anyway ]", "[ 그래도 종료 ]"))
        #expect(driver.didQuit)
    }

    @Test(arguments: Language.allCases)
    func theWheelScrollsTheHelpAndItsEscHintClosesIt(language: Language) {
        let (driver, _, tabs) = makeDriver(language, size: Size(width: 60, height: 20))
        tabs[0].extraBindings = 30
        driver.send(.character("?"))
        assertSnapshot(driver, named: "app-the-wheel-scrolls-the-help-and-its-esc-hint-closes-it-1-\(language)")
        let point = driver.position(of: "Extra 0") ?? Point(x: 30, y: 5)
        driver.wheel(x: point.x, y: point.y, up: false)
        driver.wheel(x: point.x, y: point.y, up: false)
        assertSnapshot(driver, named: "app-the-wheel-scrolls-the-help-and-its-esc-hint-closes-it-2-\(language)")
        driver.click(on: "Do bank")  // no such hint now; the tab bar is under the help
        driver.click(on: TabID.juice.title(language))
        #expect(tabs[1].appeared == 0)
        driver.click(on: "Esc", fromRow: 19)
        assertSnapshot(driver, named: "app-the-wheel-scrolls-the-help-and-its-esc-hint-closes-it-3-\(language)")
    }

    /// The wheel is its own input, not ↑↓ in disguise: with the user's file
    /// moving the lists with w / s, the wheel still scrolls help (and so do
    /// the user's keys).
    @Test(arguments: Language.allCases)
    func theWheelScrollsTheHelpWhateverKeysTheUserGaveTheArrows(language: Language) throws {
        let keys = try UserConfig.parse("[keys.list]\nup = [\"w\"]\ndown = [\"s\"]\n", file: "config.toml").keys
        let tabs = [RecordingTab(.bank), RecordingTab(.juice)]
        tabs[0].extraBindings = 30
        let driver = HeadlessDriver(app: AppShell(language: language, tabs: tabs, initial: nil, keys: keys), size: Size(width: 60, height: 20))
        driver.send(.character("?"))
        assertSnapshot(driver, named: "app-the-wheel-scrolls-the-help-whatever-keys-the-user-gave-the-arrows-1-\(language)")
        let point = driver.position(of: "Extra 0") ?? Point(x: 30, y: 5)
        driver.wheel(x: point.x, y: point.y, up: false)
        driver.wheel(x: point.x, y: point.y, up: false)
        assertSnapshot(driver, named: "app-the-wheel-scrolls-the-help-whatever-keys-the-user-gave-the-arrows-2-\(language)")
        driver.wheel(x: point.x, y: point.y, up: true)
        assertSnapshot(driver, named: "app-the-wheel-scrolls-the-help-whatever-keys-the-user-gave-the-arrows-3-\(language)")
        driver.send(.character("s"))
        assertSnapshot(driver, named: "app-the-wheel-scrolls-the-help-whatever-keys-the-user-gave-the-arrows-4-\(language)")
    }

    @Test func clicksOnATooSmallScreenDoNothing() {
        let (driver, shell, _) = makeDriver()
        driver.resize(to: Size(width: 30, height: 10))
        driver.click(x: 5, y: 0)
        driver.click(x: 20, y: 0)
        #expect(shell.activeTab == .bank)
    }
}
