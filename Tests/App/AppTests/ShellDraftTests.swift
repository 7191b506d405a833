import TextKit
import Foundation
import TerminalUI
import Testing
import ScreenTesting
import TabKit
@testable import AppRoot
import ConsoleKit
import Shell

/// A tab with something typed: its draft, what it was given back, and the
/// order of the quit calls.
@MainActor
final class DraftTab: TabScreen {
    let id: TabID
    var typed: String?
    var restored: [String] = []
    var capturesKeys = false
    var accepts = true
    var log: (String) -> Void = { _ in }

    init(_ id: TabID, typed: String? = nil) {
        self.id = id
        self.typed = typed
    }

    var keySections: [KeySection] { [] }
    var activeKeys: [KeyBinding] { [] }
    func handle(_ input: TabInput) -> TabReaction {
        guard case .draft(let draft) = input else { return .handled }
        restored.append(draft)
        if accepts { typed = draft }
        return TabReaction(handled: accepts)
    }
    func render(in area: Rect, buffer: inout Buffer) {
        buffer.write("content of \(id.commandName)", x: area.x + 1, y: area.y + 1)
    }
    var draft: String? { typed }
    func willQuit() -> [String] {
        log("willQuit \(id.commandName)")
        // A tab handing over its work at quit must not change the draft kept.
        typed = nil
        return []
    }
}

@MainActor
@Suite struct ShellDraftTests {
    @Test func everyWayOutKeepsTheDraftsBeforeTheDatabaseCloses() {
        for way in ["ctrl-c", "sigterm", "sighup", "stdin closed", "paste with ctrl-c"] {
            var log: [String] = []
            let kanban = DraftTab(.kanban, typed: "card"), bank = DraftTab(.bank)
            kanban.capturesKeys = true
            kanban.log = { log.append($0) }
            let save = RecordingQuitStep { drafts in
                log.append("save \(drafts.keys.map(\.commandName).sorted())")
                return []
            }
            let close = RecordingQuitStep { _ in
                log.append("close")
                return []
            }
            let shell = AppShell(language: .en, tabs: [bank, kanban], initial: .kanban, quitSteps: [save, close])
            let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
            switch way {
            case "ctrl-c": driver.send(.control("c"))
            case "sigterm": driver.signal(SIGTERM)
            case "sighup": driver.signal(SIGHUP)
            case "stdin closed": driver.closeInput()
            default: driver.input(Array("\u{1B}[200~abc\u{03}def\u{1B}[201~".utf8))
            }
            #expect(driver.didQuit, "\(way)")
            #expect(log == ["willQuit kanban", "save [\"kanban\"]", "close"], "\(way)")
        }
    }

    @Test func nothingTypedHandsNoDraft() {
        let step = RecordingQuitStep()
        let shell = AppShell(language: .en, tabs: [DraftTab(.bank)], initial: .bank, quitSteps: [step])
        _ = shell.willQuit()
        #expect(step.drafts == [:])
    }

    @Test(arguments: Language.allCases)
    func aQuitStepsWarningIsAskedBeforeQ(language: Language) {
        let step = RecordingQuitStep()
        step.warning = "2 changes are not saved yet"
        let shell = AppShell(language: language, tabs: [DraftTab(.bank)], initial: .bank, quitSteps: [step])
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        driver.send(.character("q"))
        #expect(!driver.didQuit)
        assertSnapshot(driver, named: "app-a-quit-steps-warning-is-asked-before-q-1-\(language)")
    }

    @Test func restoredDraftsAreSaidUntilTheNextKey() {
        let bank = DraftTab(.bank), calculator = DraftTab(.calculator)
        let shell = AppShell(language: .en, tabs: [bank, calculator], initial: .bank)
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        shell.restoreDrafts([.calculator: "12+34"])
        driver.redraw()
        #expect(calculator.restored == ["12+34"])
        #expect(bank.restored.isEmpty)
        #expect(driver.screen.last?.contains("Restored what you were typing when bankui stopped") == true)
        driver.send(.character("x"))
        #expect(driver.screen.last?.contains("Restored") == false)
        #expect(driver.screen.last?.contains("Help") == true)
    }

    @Test func theNoticeInKorean() {
        let calculator = DraftTab(.calculator)
        let shell = AppShell(language: .ko, tabs: [calculator], initial: .calculator)
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        shell.restoreDrafts([.calculator: "1"])
        driver.redraw()
        #expect(driver.screen.last?.contains("bankui가 멈췄을 때 입력하던 내용을 되살렸습니다") == true)
    }

    @Test(arguments: Language.allCases)
    func aDraftThatCannotBeReadIsNotSaid(language: Language) {
        let calculator = DraftTab(.calculator)
        calculator.accepts = false
        let shell = AppShell(language: language, tabs: [calculator], initial: .calculator)
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        shell.restoreDrafts([.calculator: "???"])
        driver.redraw()
        assertSnapshot(driver, named: "app-a-draft-that-cannot-be-read-is-not-said-1-\(language)")
    }

    @Test func anEditorReopenedInAnotherTabIsShown() {
        let bank = DraftTab(.bank), kanban = DraftTab(.kanban)
        kanban.capturesKeys = true
        let shell = AppShell(language: .en, tabs: [bank, kanban], initial: .bank)
        shell.restoreDrafts([.kanban: "card"])
        #expect(shell.activeTab == .kanban)
    }

    @Test(arguments: Language.allCases)
    func qAsksWhileSomethingIsTypedAndQuitAnywayKeepsIt(language: Language) {
        let calculator = DraftTab(.calculator, typed: "12+")
        let step = RecordingQuitStep()
        let shell = AppShell(language: language, tabs: [calculator], initial: .calculator, quitSteps: [step])
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        driver.send(.character("q"))
        #expect(!driver.didQuit)
        assertSnapshot(driver, named: "app-q-asks-while-something-is-typed-and-quit-anyway-keeps-it-1-\(language)")
        driver.send(.escape)  // Stay
        #expect(!driver.didQuit)
        driver.send(.character("q"), .left, .enter)  // Quit anyway
        #expect(driver.didQuit)
        #expect(step.drafts == [.calculator: "12+"])
    }
}
