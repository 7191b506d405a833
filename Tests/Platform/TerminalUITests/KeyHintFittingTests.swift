import Testing
import TerminalUI

@Suite struct KeyHintFittingTests {
    private let help = KeyHint(keys: "?", label: "Help")
    private let quit = KeyHint(keys: "q", label: "Quit")

    private func binding(_ key: Character, _ label: String) -> KeyBinding {
        KeyBinding([.character(key)], hint: label)
    }

    @Test func everythingStaysWhenItFits() {
        let bindings = [binding("a", "Add"), binding("d", "Delete")]
        let hints = KeyHintFitting.fit(bindings, keeping: [help, quit], width: 200)
        #expect(hints.map(\.keys) == ["a", "d", "?", "q"])
    }

    @Test func theLastHintsLeaveFirstAndTheKeptOnesStay() {
        let bindings = [binding("a", "Add"), binding("d", "Delete"), binding("m", "Move")]
        let all = KeyHintBar.width(of: bindings.keyHints + [help, quit]) - 2
        #expect(KeyHintFitting.fit(bindings, keeping: [help, quit], width: all).count == 5, "exactly as wide as the bar")
        let hints = KeyHintFitting.fit(bindings, keeping: [help, quit], width: all - 1)
        #expect(hints.map(\.keys) == ["a", "d", "?", "q"])
        #expect(KeyHintFitting.fit(bindings, keeping: [help, quit], width: 1).map(\.keys) == ["?", "q"])
    }

    @Test func aLowerPriorityLeavesBeforeALaterHint() {
        let bindings = [binding("a", "Add"), binding("x", "Clear").hintPriority(-1), binding("m", "Move")]
        let all = KeyHintBar.width(of: bindings.keyHints) - 2
        #expect(KeyHintFitting.fit(bindings, width: all - 1).map(\.keys) == ["a", "m"])
    }

    @Test func disabledAndHintlessBindingsAreNotShown() {
        let bindings = [binding("a", "Add").enabled(false), KeyBinding([.character("z")], hint: nil), binding("m", "Move")]
        #expect(KeyHintFitting.fit(bindings, width: 200).map(\.keys) == ["m"])
    }
}
