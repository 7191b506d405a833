import ScreenTesting
import Shell
import TabKit
import TerminalUI
import Testing
@testable import BankFeature

/// A tab whose keys start work that answers at once, as a stand-in store
/// does: it records whether an answer ever reached it inside `handle`.
@MainActor
private final class AnsweringTab: TabScreen {
    let id = TabID.bank
    var messenger: TabMessenger = .discarding(.bank)
    private var depth = 0
    private(set) var reentered = false
    private(set) var answers: [String] = []

    var keySections: [KeySection] { [] }
    var activeKeys: [KeyBinding] { [] }
    var capturesKeys: Bool { false }

    func handle(_ input: TabInput) -> Bool {
        depth += 1
        defer { depth -= 1 }
        if depth > 1 { reentered = true }
        switch input {
        case .key: messenger.send("saved")
        case .message(let message): answers.append("\(message)")
        default: return false
        }
        return true
    }

    func render(in area: Rect, buffer: inout Buffer) {
        buffer.write("answers: \(answers.count)", x: area.x, y: area.y)
    }
}

/// Screen tests hand a store's answers to a tab as the program does: after
/// the event that caused them, never inside it.
@MainActor
@Suite struct TestMessengerOrderTests {
    @Test func anAnswerComesAfterTheEventAndIsDrawn() {
        let messages = TestMessenger(immediate: true)
        let tab = AnsweringTab()
        tab.messenger = messages.messenger(for: .bank)
        messages.tab = tab
        let driver = HeadlessDriver(app: AppShell(language: .en, tabs: [tab], initial: .bank), size: Size(width: 80, height: 24))
        messages.connect(driver)
        driver.send(.character("x"), .character("y"))
        #expect(!tab.reentered, "an answer reached the tab inside its own handle")
        #expect(tab.answers == ["saved", "saved"])
        #expect(driver.screenText.contains("answers: 2"))
    }
}
