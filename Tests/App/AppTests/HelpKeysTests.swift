import TextKit
import TerminalUI
import Testing
import ScreenTesting
import TabKit
@testable import AppRoot
import Shell

/// The help overlay's keys are one map: the list keys scroll it, its
/// close keys close it, every other key leaves it as it was; Ctrl-G opens
/// it from anywhere, also while the tab holds the keys.
@MainActor
@Suite struct HelpKeysTests {
    /// A shell whose help is 60 rows long, opened and scrolled to row 10.
    private func scrolledHelp() -> (HeadlessDriver, RecordingTab) {
        let tab = RecordingTab(.bank)
        tab.extraBindings = 50
        let driver = HeadlessDriver(app: AppShell(language: .en, tabs: [tab], initial: .bank), size: Size(width: 80, height: 24))
        driver.send(.character("?"))
        for _ in 0..<10 { driver.send(.down) }
        return (driver, tab)
    }

    /// The first row of the list shown, as its `n–m/total` marker says.
    private func firstRow(_ driver: HeadlessDriver) -> Int? {
        guard let line = driver.screen.first(where: { $0.contains("/6") && $0.contains("–") }),
              let dash = line.firstIndex(of: "–") else { return nil }
        let digits = line[..<dash].reversed().prefix { $0.isNumber }
        return Int(String(digits.reversed()))
    }

    @Test func theListKeysScrollItTheCloseKeysCloseItAndNoOtherKeyDoesAnything() {
        let keys: [Key] = [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .tab, .backTab, .enter, .backspace,
                           .escape, .delete, .character("k"), .character("j"), .character("?"), .character("q"),
                           .character("x"), .control("a"), .function(2)]
        for key in keys {
            let (driver, tab) = scrolledHelp()
            #expect(firstRow(driver) == 11)
            let before = driver.screenText
            driver.send(key)
            let open = driver.screenText.contains("┌ Keys")
            switch ListKeys.standard.action(for: key) {
            case .previous?: #expect(firstRow(driver) == 10, "\(key.name)")
            case .next?: #expect(firstRow(driver) == 12, "\(key.name)")
            case .pageUp?: #expect(firstRow(driver) == 1, "\(key.name)")
            case .pageDown?: #expect(firstRow(driver) == 31, "\(key.name)")
            case .first?: #expect(firstRow(driver) == 1, "\(key.name)")
            case .last?: #expect(driver.screenText.contains("/6") && firstRow(driver).map { $0 > 31 } == true, "\(key.name)")
            case nil:
                if [Key.escape, .enter, .character("?"), .character("q")].contains(key) {
                    #expect(!open, "\(key.name) closes help")
                } else {
                    #expect(driver.screenText == before, "\(key.name) does nothing in help")
                }
            }
            #expect(tab.received.isEmpty, "\(key.name) never reaches the tab under help")
        }
    }

    @Test(arguments: Language.allCases)
    func ctrlGOpensHelpWhileTheTabHoldsTheKeysAndClosesIt(language: Language) {
        let tab = RecordingTab(.bank)
        tab.capturesKeys = true
        let driver = HeadlessDriver(app: AppShell(language: language, tabs: [tab], initial: .bank), size: Size(width: 80, height: 24))
        driver.send(.character("?"))
        #expect(tab.received == [.character("?")], "? is the tab's while it holds the keys")
        driver.send(.control("g"))
        assertSnapshot(driver, named: "app-ctrl-g-opens-help-while-the-tab-holds-the-keys-and-closes-it-1-\(language)")
        driver.send(.control("g"))
        assertSnapshot(driver, named: "app-ctrl-g-opens-help-while-the-tab-holds-the-keys-and-closes-it-2-\(language)")
        #expect(tab.received == [.character("?")], "Ctrl-G never reaches the tab")
    }
}
