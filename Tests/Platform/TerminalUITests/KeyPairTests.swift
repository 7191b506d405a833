import Testing
@testable import TerminalUI

/// A move's two ways declared once: the handler asks each key its step, and
/// help and the hint bar show both ways in one line.
@Suite struct KeyPairTests {
    @Test func eachWayHasItsStepAndOtherKeysNone() {
        let pair = KeyPair(back: [.left, .character("h")], forth: [.right, .character("l")], hint: "Column", help: "Choose a column")
        #expect(pair.step(for: .left) == -1)
        #expect(pair.step(for: .character("h")) == -1)
        #expect(pair.step(for: .right) == 1)
        #expect(pair.step(for: .character("l")) == 1)
        #expect(pair.step(for: .character("H")) == nil)
        #expect(pair.step(for: .up) == nil)
        #expect(pair.matches(.character("l")))
        #expect(!pair.matches(.character("x")))
    }

    @Test func helpListsTheWaysInPairsAndTheHintBarTheFirstOfEach() {
        let pair = KeyPair(back: [.left, .character("h")], forth: [.right, .character("l")], hint: "Column", help: "Choose a column")
        #expect(pair.binding.keys == [.left, .right, .character("h"), .character("l")])
        #expect(pair.binding.help == "Choose a column")
        #expect(pair.binding.keyHint?.label == "Column")
        let tabs = KeyPair(back: [.backTab], forth: [.tab], showing: [.tab], forthFirst: true, hint: "Next", help: "Next field")
        #expect(tabs.binding.keys == [.tab, .backTab])
        #expect(tabs.binding.hintKeys == Key.tab.hintName)
        #expect(tabs.binding.action == nil, "moving keys are not the user's to change")
    }
}
