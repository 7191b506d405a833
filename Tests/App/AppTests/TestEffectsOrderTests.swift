import TextKit
import ScreenTesting
import Shell
import TabKit
import TerminalUI
import Testing

/// A tab whose keys start work that answers at once, as a stand-in store
/// does: it records whether an answer ever reached it inside `handle`.
@MainActor
private final class AnsweringTab: TabScreen {
    let id = TabID(number: 1, commandName: "answering", english: "Answering", korean: "응답")
    private var depth = 0
    private(set) var reentered = false
    private(set) var answers: [String] = []
    /// Whether `handle` ran any work itself.
    private(set) var ranInside = false

    var keySections: [KeySection] { [] }
    var activeKeys: [KeyBinding] { [] }
    var capturesKeys: Bool { false }

    func handle(_ input: TabInput) -> TabReaction {
        depth += 1
        defer { depth -= 1 }
        if depth > 1 { reentered = true }
        switch input {
        case .key(.character("x")):
            return TabReaction(handled: true, effects: [.start { messenger in messenger.send("saved") }])
        case .key(.character("y")):
            return TabReaction(handled: true, effects: [.background { "read" }])
        case .message(let message):
            answers.append("\(message)")
            return .handled
        default:
            return .ignored
        }
    }

    func render(in area: Rect, buffer: inout Buffer) {
        buffer.write("answers: \(answers.count)", x: area.x, y: area.y)
    }
}

/// Screen tests run a tab's effects as the program does: after the event
/// that asked for them, never inside it, and hand their answers over in
/// order.
@MainActor
@Suite struct TestEffectsOrderTests {
    @Test(arguments: Language.allCases)
    func anAnswerComesAfterTheEventAndIsDrawn(language: Language) {
        let harness = TabHarness(AnsweringTab(), language: language)
        harness.send(.character("x"), .character("y"), .character("x"))
        #expect(!harness.tab.reentered, "an answer reached the tab inside its own handle")
        #expect(harness.tab.answers == ["saved", "read", "saved"])
        assertSnapshot(harness.driver, named: "app-an-answer-comes-after-the-event-and-is-drawn-1-\(language)")
    }

    @Test func effectsAskedForBeforeARunnerIsAttachedWaitForIt() {
        let tab = AnsweringTab()
        let shell = AppShell(language: .en, tabs: [tab], initial: tab.id)
        _ = shell.handle(.resize(Size(width: 80, height: 24)))
        _ = shell.handle(.key(.character("x")))
        shell.deliver("news", to: tab.id)
        #expect(tab.answers == ["news"], "the work waits for a runner")
        let effects = TestEffects()
        effects.attach(to: shell)
        effects.settle()
        #expect(tab.answers == ["news", "saved"])
    }
}
