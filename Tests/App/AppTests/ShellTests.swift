import BankCore
import TextKit
import TerminalUI
import Testing
import ScreenTesting
import TabKit
@testable import AppRoot
import ConsoleKit
@testable import Shell

/// A tab for testing the shell alone: records the keys it gets.
@MainActor
final class RecordingTab: TabScreen {
    let id: TabID
    var received: [Key] = []
    var capturesKeys = false
    var ticks = 0
    /// The time each tick carried.
    var tickTimes: [Duration] = []
    var wantsTicks = false
    /// A key that starts the tab's timer, as `a` starts the bank's.
    var startsTicks: Key?

    init(_ id: TabID) { self.id = id }

    var messages: [String] = []
    var appeared = 0
    /// The sizes the shell gave the tab's area.
    var sizes: [Size] = []
    var disappeared = 0
    var warning: String?
    var quitLines: [String] = []
    /// Keys the tab does not take (handle returns false).
    var refuses: Set<Key> = []
    /// Clicks and turns of the wheel that reached the tab, as text.
    var pointer: [String] = []

    var binding: KeyBinding { KeyBinding([.character("x")], hint: "Do \(id.commandName)", help: "Do the \(id.commandName) thing") }
    var keySections: [KeySection] {
        [KeySection(nil, [binding] + (0..<extraBindings).map { KeyBinding([.function($0 + 1)], hint: nil, help: "Extra \($0)") })]
    }
    var activeKeys: [KeyBinding] { [binding] }
    func handle(_ input: TabInput) -> TabReaction {
        switch input {
        case .key(let key):
            guard !refuses.contains(key) else { return .ignored }
            received.append(key)
            if key == startsTicks { wantsTicks = true }
        case .tick(let time):
            ticks += 1
            tickTimes.append(time)
        case .shown:
            appeared += 1
        case .hidden:
            disappeared += 1
        case .draft:
            return .ignored
        case .resized(let size):
            sizes.append(size)
        case .click(let target, let double):
            pointer.append("click \(target)\(double ? " double" : "")")
        case .scroll(let target, let rows):
            pointer.append("scroll \(target) \(rows)")
        case .message(let message):
            messages.append("\(message)")
        }
        return .handled
    }
    var quitWarning: String? { warning }
    /// What the tab says is typed and not saved.
    var draft: String?
    func willQuit() -> [String] { quitLines }
    /// Extra keys for help, to make it taller than the screen.
    var extraBindings = 0
    func render(in area: Rect, buffer: inout Buffer) {
        let end = buffer.write("content of \(id.commandName)", x: area.x + 1, y: area.y + 1)
        buffer.mark(Rect(x: area.x + 1, y: area.y + 1, width: end - area.x - 1, height: 1), as: .row("recording", 0))
    }
    var tickInterval: Duration? { wantsTicks ? .milliseconds(50) : nil }
}

@MainActor
@Suite struct ShellTests {
    private func makeShell(_ language: Language = .en, initial: TabID? = nil) -> (AppShell, [RecordingTab]) {
        let tabs = [RecordingTab(.bank), RecordingTab(.juice), RecordingTab(.calculator)]
        return (AppShell(language: language, tabs: tabs, initial: initial), tabs)
    }

    @Test func tabBarHintsAndContentAt80x24() {
        let (shell, _) = makeShell()
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        assertSnapshot(driver, named: "shell-80x24-en")
    }

    @Test func koreanTabBar() {
        let (shell, _) = makeShell(.ko)
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        assertSnapshot(driver, named: "shell-80x24-ko")
    }

    @Test(arguments: Language.allCases)
    func tabAndShiftTabCycle(language: Language) {
        let (shell, _) = makeShell(language)
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        driver.send(.tab)
        #expect(shell.activeTab == .juice)
        driver.send(.tab, .tab)
        #expect(shell.activeTab == .bank)
        driver.send(.backTab)
        #expect(shell.activeTab == .calculator)
        assertSnapshot(driver, named: "app-tab-and-shift-tab-cycle-1-\(language)")
    }

    @Test func functionKeysAndAltDigitsJump() {
        let (shell, _) = makeShell()
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        driver.send(.function(4))
        #expect(shell.activeTab == .calculator)
        driver.send(.alt("3"))
        #expect(shell.activeTab == .juice)
        driver.send(.function(2))  // no kanban tab in this shell: nothing happens
        #expect(shell.activeTab == .juice)
    }

    @Test func initialTabAndTabChangeCallback() {
        var seen: [TabID] = []
        let tabs = [RecordingTab(.bank), RecordingTab(.calculator)]
        let shell = AppShell(language: .en, tabs: tabs, initial: .calculator) { seen.append($0) }
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        #expect(shell.activeTab == .calculator)
        driver.send(.function(1))
        #expect(seen == [.bank])
    }

    @Test(arguments: Language.allCases)
    func helpOverlayListsTabAndGlobalKeysAndEscCloses(language: Language) {
        let (shell, tabs) = makeShell(language)
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        driver.send(.character("?"))
        assertSnapshot(driver, named: "shell-help-80x24-\(language)")
        assertSnapshot(driver, named: "app-help-overlay-lists-tab-and-global-keys-and-esc-closes-1-\(language)")
        driver.send(.character("x"))  // keys do not reach the tab under help
        #expect(tabs[0].received.isEmpty)
        driver.send(.escape)
        assertSnapshot(driver, named: "app-help-overlay-lists-tab-and-global-keys-and-esc-closes-2-\(language)")
        driver.send(.character("x"))
        #expect(tabs[0].received == [.character("x")])
    }

    @Test func quitKeys() {
        let (shell, _) = makeShell()
        #expect(shell.handle(.key(.character("q"))) == .quit)
        #expect(shell.handle(.key(.control("c"))) == .quit)
    }

    @Test func tabThatCapturesKeysGetsQAndTab() {
        let (shell, tabs) = makeShell()
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        tabs[0].capturesKeys = true
        driver.send(.character("q"), .tab, .character("?"))
        #expect(!driver.didQuit)
        #expect(tabs[0].received == [.character("q"), .tab, .character("?")])
        #expect(shell.handle(.key(.control("c"))) == .quit, "Ctrl-C quits from anywhere")
    }

    @Test(arguments: Language.allCases)
    func tooSmallMessageAndBack(language: Language) {
        let (shell, tabs) = makeShell(language)
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        driver.resize(to: Size(width: 59, height: 20))
        assertSnapshot(driver, named: "app-too-small-message-and-back-1-\(language)")
        driver.send(.character("x"))
        #expect(tabs[0].received.isEmpty, "keys do not reach a tab that is not shown")
        driver.resize(to: Size(width: 60, height: 20))
        assertSnapshot(driver, named: "app-too-small-message-and-back-2-\(language)")
    }

    @Test func everySizeFromOneByOneShowsTheUIOrTheTooSmallMessage() {
        let (shell, _) = makeShell(.ko)
        let driver = HeadlessDriver(app: shell, size: Size(width: 1, height: 1))
        for width in [0, 1, 2, 5, 30, 59, 60, 61, 120, 300] {
            for height in [0, 1, 2, 10, 19, 20, 21, 60, 100] {
                driver.resize(to: Size(width: width, height: height))
                driver.send(.character("?"))
                let large = width >= 60 && height >= 20
                if large {
                    #expect(driver.screenText.contains("공통"), "\(width)x\(height): help is open")
                } else if width >= 30, height >= 2 {
                    #expect(driver.screenText.contains("터미널이 너무 작습니다"), "\(width)x\(height)")
                }
                driver.send(.escape)
                if large { #expect(driver.screenText.contains("content of bank"), "\(width)x\(height): help closed") }
                #expect(driver.screen.count == height)
            }
        }
    }

    @Test func messagesReachTheirTabThroughHandle() {
        let (shell, tabs) = makeShell()
        shell.deliver("result", to: .calculator)
        #expect(tabs[2].messages == ["result"] && tabs[0].messages.isEmpty)
        shell.deliver("nobody", to: .timetable)  // no such tab in this build: dropped
    }

    @Test func tabsAreToldWhenTheyAppearAndDisappear() {
        let (shell, tabs) = makeShell()
        #expect(tabs[0].appeared == 1 && tabs[1].appeared == 0)
        _ = shell.handle(.key(.tab))
        #expect(tabs[0].disappeared == 1 && tabs[1].appeared == 1)
        _ = shell.handle(.key(.function(1)))
        #expect(tabs[1].disappeared == 1 && tabs[0].appeared == 2)
    }

    @Test(arguments: Language.allCases)
    func quittingAsksFirstWhenATabHasUnsavedWorkAndWillQuitReachesEveryTab(language: Language) {
        let (shell, tabs) = makeShell(language)
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        tabs[2].warning = "2 calculator lines are not saved yet."
        driver.send(.character("q"))
        #expect(!driver.didQuit)
        assertSnapshot(driver, named: "app-quitting-asks-first-when-a-tab-has-unsaved-work-and-will-quit-reaches-every-tab-1-\(language)")
        #expect(driver.screen.last?.contains(language.pick("Enter Stay", "Enter 머물기")) == true, "Stay is chosen")
        driver.send(.enter)
        #expect(!driver.didQuit && !driver.screenText.contains("not saved yet"))
        driver.send(.character("q"))
        driver.send(.left, .enter)
        #expect(driver.didQuit)
        tabs[1].quitLines = ["juice: 1 order not saved"]
        #expect(shell.willQuit() == ["juice: 1 order not saved"])
        tabs[2].warning = nil
        let (calm, _) = makeShell(language)
        let other = HeadlessDriver(app: calm, size: Size(width: 80, height: 24))
        other.send(.character("q"))
        #expect(other.didQuit, "nothing pending: q quits at once")
    }

    @Test func ctrlCQuitsEvenWhileTheQuitQuestionIsOpen() {
        let (shell, tabs) = makeShell()
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        tabs[0].warning = "unsaved"
        driver.send(.character("q"))
        driver.send(.control("c"))
        #expect(driver.didQuit)
    }

    @Test func onABoardAnAltKeyTheTabRefusesIsEscThenTheKey() {
        let (shell, tabs) = makeShell()
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        tabs[0].refuses = [.alt("x")]
        driver.send(.alt("x"))
        #expect(tabs[0].received == [.escape, .character("x")])
    }

    @Test func inADialogOrAFieldAnAltKeyTheTabRefusesDoesNothing() {
        let (shell, tabs) = makeShell()
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        tabs[0].capturesKeys = true
        tabs[0].refuses = [.alt("x"), .alt("b")]
        driver.send(.alt("x"), .alt("b"))
        #expect(tabs[0].received.isEmpty, "no Esc reaches the dialog: it would close what is typed")
        #expect(!driver.didQuit)
    }

    /// Alt-q, Alt-? and Alt-1…5 are the global keys on every screen: over a
    /// dialog or a text field, over help, over the quit question.
    @Test func altWithAGlobalKeyIsThatKeyEverywhere() {
        let (shell, tabs) = makeShell()
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        tabs[0].capturesKeys = true
        driver.send(.alt("3"))
        #expect(shell.activeTab == .juice)
        #expect(tabs[0].capturesKeys && tabs[0].received.isEmpty, "the dialog stays open in its tab, untouched")
        driver.send(.alt("1"), .alt("?"))
        #expect(shell.help != nil && tabs[0].received.isEmpty)
        driver.send(.alt("?"))
        #expect(shell.help == nil)
        driver.send(.alt("?"), .alt("4"))
        #expect(shell.help == nil && shell.activeTab == .calculator)
        driver.send(.alt("?"), .alt("q"))
        #expect(driver.didQuit, "Alt-q quits from help")
        #expect(tabs.allSatisfy { $0.received.isEmpty })
    }

    @Test func altQQuitsFromATextFieldKeepingTheTypedTextAndAsksOnlyForWhatIsNotSaved() {
        let (shell, tabs) = makeShell()
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        tabs[0].capturesKeys = true
        tabs[0].draft = "half a card"
        tabs[1].draft = "a stock edit"
        driver.send(.alt("q"))
        #expect(driver.didQuit, "what is typed is kept as a draft: no question")
        #expect(shell.drafts.count == 2)

        let (unsaved, unsavedTabs) = makeShell()
        let second = HeadlessDriver(app: unsaved, size: Size(width: 80, height: 24))
        unsavedTabs[0].capturesKeys = true
        unsavedTabs[0].warning = "2 changes are not saved yet"
        second.send(.alt("q"))
        #expect(!second.didQuit && unsaved.quitQuestion != nil, "what is not saved is asked about")
        second.send(.alt("q"))
        #expect(second.didQuit, "Alt-q again answers the question")
    }

    @Test func ticksOnlyWhileTheVisibleTabAsks() {
        let (shell, tabs) = makeShell()
        _ = shell.handle(.resize(Size(width: 80, height: 24)))
        #expect(shell.tickInterval == nil)
        tabs[0].wantsTicks = true
        #expect(shell.tickInterval == .milliseconds(50))
        _ = shell.handle(.tick)
        #expect(tabs[0].ticks == 1)
        _ = shell.handle(.key(.tab))
        #expect(shell.tickInterval == nil)
    }

    /// Each tick carries the time on the shell's clock; a tab whose timer a
    /// key starts gets its first tick at once, with the time of that key.
    @Test func ticksCarryTheTimeAndATimerStartsWithATick() {
        let clock = ManualClock()
        let tabs = [RecordingTab(.bank), RecordingTab(.juice)]
        tabs[0].startsTicks = .character("x")
        let shell = AppShell(language: .en, tabs: tabs, initial: .bank, clock: clock)
        _ = shell.handle(.resize(Size(width: 80, height: 24)))
        clock.advance(by: .seconds(3))
        _ = shell.handle(.key(.character("y")))
        #expect(tabs[0].tickTimes.isEmpty, "no timer, no tick")
        _ = shell.handle(.key(.character("x")))
        #expect(tabs[0].tickTimes == [.seconds(3)], "the timer's first tick, at once")
        clock.advance(by: .milliseconds(50))
        _ = shell.handle(.tick)
        #expect(tabs[0].tickTimes == [.seconds(3), .milliseconds(3050)])
        _ = shell.handle(.key(.character("x")))
        #expect(tabs[0].tickTimes.count == 2, "a timer already running gets no extra tick")
    }

    @Test func languageFromEnvironment() {
        #expect(Language.fromEnvironment(["LANG": "ko_KR.UTF-8"]) == .ko)
        #expect(Language.fromEnvironment(["LC_ALL": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"]) == .en)
        #expect(Language.fromEnvironment(["LC_MESSAGES": "ko"]) == .ko)
        #expect(Language.fromEnvironment([:]) == .en)
    }

    @Test func paths() {
        let env = ["HOME": "/home/u", "XDG_STATE_HOME": "/state"]
        let paths = AppPaths(dataDirectory: nil, environment: env)
        #expect(paths.dataDirectory.path == "/home/u/.local/share/bankui")
        #expect(paths.logFile.path == "/state/bankui/bankui.log")
        #expect(AppPaths(dataDirectory: nil, environment: env.merging(["BANKUI_DATA_DIR": "/d"]) { $1 }).dataDirectory.path == "/d")
        #expect(AppPaths(dataDirectory: "/opt", environment: ["BANKUI_DATA_DIR": "/d"]).dataDirectory.path == "/opt")
        #expect(AppPaths(dataDirectory: nil, environment: ["HOME": "/h", "XDG_DATA_HOME": "/x"]).dataDirectory.path == "/x/bankui")
    }
}
