import TextKit
import TabKit
import TerminalUI
import Testing

@Suite struct KeyBindingTests {
    @Test func matchesItsKeysAndPatternOnlyWhileEnabled() {
        let digits = KeyBinding([.character("z")], pattern: { $0.isDigit }, hint: "Type")
        #expect(digits.matches(.character("z")) && digits.matches(.character("7")))
        #expect(!digits.matches(.character("a")) && !digits.matches(.character("٣")), "ASCII digits only")
        let off = digits.enabled(false)
        #expect(!off.matches(.character("z")) && !off.matches(.character("1")))
        #expect(off.keyHint == nil && digits.keyHint == KeyHint(keys: "z", label: "Type"))
    }

    @Test func defaultsWriteTheKeysByName() {
        let binding = KeyBinding([.pageUp, .pageDown], hint: nil, help: "Page")
        #expect(binding.hintKeys == "PgUp" && binding.helpKeys == "PgUp PgDn" && binding.keyHint == nil)
        #expect(KeyBinding([.enter], hint: "Go").help == "Go", "help falls back to the hint")
    }

    @Test func hintsOfAListSkipDisabledAndHelpOnly() {
        let list = [KeyBinding([.character("a")], hint: "A"), KeyBinding([.character("b")], hint: "B").enabled(false),
                    KeyBinding([.character("c")], hint: nil, help: "C")]
        #expect(list.keyHints.map(\.label) == ["A"])
        #expect(list.first(matching: .character("b")) == nil)
    }
}

@Suite struct ModalTests {
    enum Act: Sendable, Equatable { case yes }

    /// Yes and No, pressed by the declared letters of `keys`.
    static func yesNo(_ keys: DialogKeys = DialogKeys(Words(.en))) -> [Modal<Act>.Button] {
        [.init("Yes", action: .yes, shortcut: keys.yes), .init("No", shortcut: keys.no)]
    }
    var yesNo: [Modal<Act>.Button] { Self.yesNo() }

    @Test func arrowsMoveTheChoiceAndWrap() {
        var modal = Modal<Act>(title: "T", message: "M", buttons: yesNo,
                               defaultButton: 1)
        if case .open = modal.handle(.right) {} else { Issue.record("moving keeps it open") }
        // Two buttons: right from No wraps to Yes.
        if case .closed(let action) = modal.handle(.enter) { #expect(action == .yes) } else { Issue.record("Enter closes") }
    }

    @Test func enterPressesTheChosenButtonAndLettersPressTheirs() {
        var modal = Modal<Act>(title: "T", message: "M", buttons: yesNo)
        if case .closed(let action) = modal.handle(.enter) { #expect(action == .yes) } else { Issue.record("Enter closes") }
        var second = Modal<Act>(title: "T", message: "M", buttons: yesNo,
                                defaultButton: 0)
        if case .closed(let action) = second.handle(.character("n")) { #expect(action == nil) } else { Issue.record("n closes") }
        var third = second
        if case .closed(let action) = third.handle(.escape) { #expect(action == nil) } else { Issue.record("Esc closes") }
        if case .open = third.handle(.character("q")) {} else { Issue.record("an unknown key leaves it open") }
    }

    /// The letters are declared bindings: a user's keys move them, and
    /// the hint bar writes the user's letters.
    @Test func theUsersLettersPressTheButtons() {
        let keys = DialogKeys(Words(.en), overrides: KeyOverrides(["dialog.yes": [.character("j")], "dialog.no": [.character("x")]]))
        var modal = Modal<Act>(title: "T", message: "M", buttons: Self.yesNo(keys), defaultButton: 1)
        if case .open = modal.handle(.character("y"), keys: keys) {} else { Issue.record("y is no longer Yes") }
        #expect(modal.activeKeys(Words(.en), keys: keys).keyHints.contains(KeyHint(keys: "j/x", label: "Yes/No")))
        if case .closed(let action) = modal.handle(.character("j"), keys: keys) { #expect(action == .yes) } else {
            Issue.record("j presses Yes")
        }
    }

    @Test func hintsNameTheChosenButton() {
        let words = Words(.en)
        var modal = Modal<Act>(title: "T", message: "M", buttons: [.init("Delete", action: .yes), .init("Cancel")], defaultButton: 1)
        #expect(modal.activeKeys(words).keyHints.map(\.label) == ["Choose", "Cancel", "Cancel"])
        _ = modal.handle(.left)
        #expect(modal.activeKeys(words).keyHints.map(\.label) == ["Choose", "Delete", "Cancel"])
        let message = Modal<Act>.message(title: "T", message: "M", button: "OK")
        #expect(message.activeKeys(words).keyHints.map(\.keys) == ["Enter"], "one button: nothing to choose")
    }

    @Test func placedUnderTheContentWhenItFitsElseCentred() {
        let area = Rect(x: 0, y: 0, width: 80, height: 22)
        let box = Rect(x: 0, y: 0, width: 20, height: 5)
        let under = ModalPlacement.place(size: box, in: area, below: Rect(x: 0, y: 0, width: 40, height: 10))
        #expect(under.y >= 10 && under.maxX <= 40, "\(under)")
        let centred = ModalPlacement.place(size: box, in: area, below: Rect(x: 0, y: 0, width: 80, height: 20))
        #expect(centred == area.centered(width: 20, height: 5))
    }
}

@Suite struct WordsAndNumbersTests {
    @Test func groupedNumbers() {
        #expect(NumberText.grouped(0) == "0")
        #expect(NumberText.grouped(999) == "999")
        #expect(NumberText.grouped(1000) == "1,000")
        #expect(NumberText.grouped(1_000_000) == "1,000,000")
        #expect(NumberText.grouped(-1234567) == "-1,234,567")
        #expect(NumberText.grouped(Int.min) == "-9,223,372,036,854,775,808")
    }

    @Test func errorsBecomeOneShortLine() {
        struct Long: Error, CustomStringConvertible { var description: String { String(repeating: "x", count: 500) + "\nsecond" } }
        let line = ErrorLine.text(Long())
        #expect(line.count == ErrorLine.limit && line.hasSuffix("…") && !line.contains("\n"))
    }

    @Test func bothLanguages() {
        #expect(Words(.en).yes == "Yes" && Words(.ko).yes == "예")
        #expect(Language.ko.pick("a", "b") == "b")
    }
}

/// The one place memos are made: after every input, whatever it was, once
/// the input's own method has changed the state.
@MainActor
@Suite struct PrepareFrameTests {
    final class CountingTab: InputHandling {
        let id = TabID(number: 9, commandName: "counting", english: "Counting", korean: "세기")
        var keySections: [KeySection] { [] }
        var activeKeys: [KeyBinding] { [] }
        var capturesKeys: Bool { false }
        var effects = TabEffects()
        /// What happened, in order.
        var log: [String] = []

        func render(in area: Rect, buffer: inout Buffer) {}
        func handleKey(_ key: Key) -> Bool { log.append("key"); return false }
        func receive(_ message: any Sendable) -> Bool { log.append("message"); return true }
        func didResize(to size: Size) { log.append("resized") }
        func prepareFrame() { log.append("prepare") }
    }

    @Test func everyInputIsFollowedByOnePreparation() {
        let tab = CountingTab()
        let inputs: [TabInput] = [.resized(Size(width: 10, height: 5)), .key(.enter), .message("news"), .tick(at: .zero), .shown, .hidden,
                                  .draft("x"), .click(.area("a"), double: false), .scroll(.area("a"), by: 1)]
        for input in inputs { _ = tab.handle(input) }
        #expect(tab.log == ["resized", "prepare", "key", "prepare", "message", "prepare"] + Array(repeating: "prepare", count: 6))
        #expect(tab.handle(.key(.enter)).handled == false, "a key the tab does not take is still offered to the shell")
    }
}
