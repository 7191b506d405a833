import TerminalUI
import XCTest
@testable import BankUIApp

/// A tab for testing the shell alone: records the keys it gets.
@MainActor
final class RecordingTab: TabScreen {
    let id: TabID
    var received: [Key] = []
    var capturesKeys = false
    var ticks = 0
    var wantsTicks = false

    init(_ id: TabID) { self.id = id }

    var keyHints: [KeyHint] { [KeyHint(keys: "x", label: "Do \(id.commandName)")] }
    var helpEntries: [KeyHint] { [KeyHint(keys: "x", label: "Do the \(id.commandName) thing")] }
    func handle(_ key: Key) -> Bool { received.append(key); return true }
    func render(in area: Rect, buffer: inout Buffer) {
        buffer.write("content of \(id.commandName)", x: area.x + 1, y: area.y + 1)
    }
    var tickInterval: Duration? { wantsTicks ? .milliseconds(50) : nil }
    func tick() { ticks += 1 }
}

@MainActor
final class ShellTests: XCTestCase {
    private func makeShell(_ language: Language = .en, initial: TabID? = nil) -> (AppShell, [RecordingTab]) {
        let tabs = [RecordingTab(.bank), RecordingTab(.juice), RecordingTab(.calculator)]
        return (AppShell(catalog: Catalog(language), tabs: tabs, initial: initial), tabs)
    }

    func testTabBarHintsAndContentAt80x24() {
        let (shell, _) = makeShell()
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        assertSnapshot(driver, named: "shell-80x24-en")
    }

    func testKoreanTabBar() {
        let (shell, _) = makeShell(.ko)
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        assertSnapshot(driver, named: "shell-80x24-ko")
    }

    func testTabAndShiftTabCycle() {
        let (shell, _) = makeShell()
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        driver.send(.tab)
        XCTAssertEqual(shell.activeTab, .juice)
        driver.send(.tab, .tab)
        XCTAssertEqual(shell.activeTab, .bank)
        driver.send(.backTab)
        XCTAssertEqual(shell.activeTab, .calculator)
        XCTAssertTrue(driver.screenText.contains("content of calculator"))
    }

    func testFunctionKeysAndAltDigitsJump() {
        let (shell, _) = makeShell()
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        driver.send(.function(4))
        XCTAssertEqual(shell.activeTab, .calculator)
        driver.send(.alt("3"))
        XCTAssertEqual(shell.activeTab, .juice)
        driver.send(.function(2))  // no kanban tab in this shell: nothing happens
        XCTAssertEqual(shell.activeTab, .juice)
    }

    func testInitialTabAndTabChangeCallback() {
        var seen: [TabID] = []
        let tabs = [RecordingTab(.bank), RecordingTab(.calculator)]
        let shell = AppShell(catalog: Catalog(.en), tabs: tabs, initial: .calculator) { seen.append($0) }
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        XCTAssertEqual(shell.activeTab, .calculator)
        driver.send(.function(1))
        XCTAssertEqual(seen, [.bank])
    }

    func testHelpOverlayListsTabAndGlobalKeysAndEscCloses() {
        let (shell, tabs) = makeShell()
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        driver.send(.character("?"))
        assertSnapshot(driver, named: "shell-help-80x24-en")
        XCTAssertTrue(driver.screenText.contains("Do the bank thing"))
        driver.send(.character("x"))  // keys do not reach the tab under help
        XCTAssertTrue(tabs[0].received.isEmpty)
        driver.send(.escape)
        XCTAssertFalse(driver.screenText.contains("Do the bank thing"))
        driver.send(.character("x"))
        XCTAssertEqual(tabs[0].received, [.character("x")])
    }

    func testQuitKeys() {
        let (shell, _) = makeShell()
        XCTAssertEqual(shell.handle(.key(.character("q"))), .quit)
        XCTAssertEqual(shell.handle(.key(.control("c"))), .quit)
    }

    func testTabThatCapturesKeysGetsQAndTab() {
        let (shell, tabs) = makeShell()
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        tabs[0].capturesKeys = true
        driver.send(.character("q"), .tab, .character("?"))
        XCTAssertFalse(driver.didQuit)
        XCTAssertEqual(tabs[0].received, [.character("q"), .tab, .character("?")])
        XCTAssertEqual(shell.handle(.key(.control("c"))), .quit, "Ctrl-C quits from anywhere")
    }

    func testTooSmallMessageAndBack() {
        let (shell, tabs) = makeShell()
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        driver.resize(to: Size(width: 59, height: 20))
        XCTAssertTrue(driver.screenText.contains("terminal too small: need 60×20, have 59×20"), driver.screenText)
        driver.send(.character("x"))
        XCTAssertTrue(tabs[0].received.isEmpty, "keys do not reach a tab that is not shown")
        driver.resize(to: Size(width: 60, height: 20))
        XCTAssertTrue(driver.screenText.contains("content of bank"))
    }

    func testEverySizeFromOneByOneRendersWithoutTrapping() {
        let (shell, _) = makeShell(.ko)
        let driver = HeadlessDriver(app: shell, size: Size(width: 1, height: 1))
        for width in [0, 1, 2, 5, 30, 59, 60, 61, 120, 300] {
            for height in [0, 1, 2, 10, 19, 20, 21, 60, 100] {
                driver.resize(to: Size(width: width, height: height))
                driver.send(.character("?"))
                driver.send(.escape)
            }
        }
    }

    func testTicksOnlyWhileTheVisibleTabAsks() {
        let (shell, tabs) = makeShell()
        _ = shell.handle(.resize(Size(width: 80, height: 24)))
        XCTAssertNil(shell.tickInterval)
        tabs[0].wantsTicks = true
        XCTAssertEqual(shell.tickInterval, .milliseconds(50))
        _ = shell.handle(.tick)
        XCTAssertEqual(tabs[0].ticks, 1)
        _ = shell.handle(.key(.tab))
        XCTAssertNil(shell.tickInterval)
    }

    func testLanguageFromEnvironment() {
        XCTAssertEqual(Language.fromEnvironment(["LANG": "ko_KR.UTF-8"]), .ko)
        XCTAssertEqual(Language.fromEnvironment(["LC_ALL": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"]), .en)
        XCTAssertEqual(Language.fromEnvironment(["LC_MESSAGES": "ko"]), .ko)
        XCTAssertEqual(Language.fromEnvironment([:]), .en)
    }

    func testPaths() {
        let env = ["HOME": "/home/u", "XDG_STATE_HOME": "/state"]
        let paths = AppPaths(dataDirectory: nil, environment: env)
        XCTAssertEqual(paths.dataDirectory.path, "/home/u/.local/share/bankui")
        XCTAssertEqual(paths.logFile.path, "/state/bankui/bankui.log")
        XCTAssertEqual(AppPaths(dataDirectory: nil, environment: env.merging(["BANKUI_DATA_DIR": "/d"]) { $1 }).dataDirectory.path, "/d")
        XCTAssertEqual(AppPaths(dataDirectory: "/opt", environment: ["BANKUI_DATA_DIR": "/d"]).dataDirectory.path, "/opt")
        XCTAssertEqual(AppPaths(dataDirectory: nil, environment: ["HOME": "/h", "XDG_DATA_HOME": "/x"]).dataDirectory.path, "/x/bankui")
    }
}
