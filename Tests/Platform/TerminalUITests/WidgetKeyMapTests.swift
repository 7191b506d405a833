import TerminalUI
import Testing

/// Each widget's keys are one map, and the widget answers exactly that map:
/// a key of the map does its action, a key outside it is left to the
/// caller (or typed, when it is text), and the user's keys replace the
/// defaults in the handling as in help.
@Suite struct WidgetKeyMapTests {
    /// Every key that is not text: what a map could name.
    static let nonTextKeys: [Key] = [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .insert, .delete, .tab,
                                     .backTab, .enter, .backspace, .escape, .pasteCut]
        + (1...12).map(Key.function) + "abcdefghijklmnopqrstuvwxyz".map(Key.control) + ["1", "x"].map(Key.alt)

    /// `one two |three`: text on both sides of the cursor, so that every editing key changes something.
    private func field() -> TextFieldState {
        var state = TextFieldState(text: "one two three")
        for _ in 0..<5 { _ = state.handle(.left) }
        return state
    }

    @Test func aTextFieldTakesTheKeysOfItsMapAndNoOther() {
        let map = TextEditingKeys.standard
        for key in Self.nonTextKeys {
            var state = field()
            let before = state
            let taken = state.handle(key)
            let mapped = map.action(for: key) != nil
            #expect(taken == mapped, "\(key.name): taken \(taken), in the map \(mapped)")
            if !mapped { #expect(state == before, "\(key.name) left the field alone") }
        }
    }

    @Test func eachActionOfTheFieldMapDoesItsThing() {
        let expected: [TextEditingKeys.Action: (text: String, cursor: Int)] = [
            .left: ("one two three", 7), .right: ("one two three", 9),
            .lineStart: ("one two three", 0), .lineEnd: ("one two three", 13),
            .deleteBackward: ("one twothree", 7), .deleteForward: ("one two hree", 8),
            .deleteToStart: ("three", 0), .deleteToEnd: ("one two ", 8),
            .deleteWord: ("one three", 4),
        ]
        for action in TextEditingKeys.Action.allCases {
            for key in TextEditingKeys.standard.binding(action).keys {
                var state = field()
                let r1 = state.handle(key)
                #expect(r1)
                #expect(state.text == expected[action]?.text && state.cursor == expected[action]?.cursor,
                        "\(key.name) (\(action)): '\(state.text)' at \(state.cursor)")
            }
        }
    }

    @Test func theUsersTextKeysReplaceTheDefaults() {
        let mine = TextEditingKeys(overrides: KeyOverrides(["text.line-start": [.control("b")], "text.delete-word": [.function(9)]]))
        var state = field()
        let r2 = state.handle(.control("a"), keys: mine)
        #expect(!r2, "Ctrl-A is no longer bound")
        let r3 = state.handle(.home, keys: mine)
        #expect(!r3)
        #expect(state.cursor == 8)
        let r4 = state.handle(.control("b"), keys: mine)
        #expect(r4)
        #expect(state.cursor == 0)
        _ = state.handle(.end, keys: mine)
        let r5 = state.handle(.function(9), keys: mine)
        #expect(r5)
        #expect(state.text == "one two ")
        let r6 = state.handle(.control("w"), keys: mine)
        #expect(r6 == false)
        #expect(state.text == "one two ")
        // The arrows are moving keys: no user takes them away.
        #expect(mine.binding(.left).action == nil && mine.binding(.left).keys == [.left])
    }

    @Test func aTextAreaTakesTheKeysOfItsMapsAndNoOther() {
        let map = TextAreaKeys.standard
        for key in Self.nonTextKeys {
            var state = TextAreaState(text: "one\ntwo words\nthree")
            _ = state.handle(.up)
            _ = state.handle(.left)
            let before = state
            let taken = state.handle(key)
            let mapped = map.editing.action(for: key) != nil || map.action(for: key) != nil
            #expect(taken == mapped, "\(key.name): taken \(taken), in the map \(mapped)")
            if !mapped { #expect(state == before, "\(key.name) left the area alone") }
        }
        // Help lists every key of the area's own map.
        let listed = Set(map.bindings.flatMap(\.keys))
        for action in TextAreaKeys.Action.allCases { #expect(action.keys.allSatisfy(listed.contains)) }
    }

    @Test func aListTakesTheKeysOfItsMapAndNoOther() {
        for key in Self.nonTextKeys + [.character("k"), .character("j"), .character("x")] {
            var state = ScrollListState(viewportRows: 5)
            state.select(10, itemCount: 40)
            let before = state
            let taken = state.handle(key, itemCount: 40)
            let action = ListKeys.standard.action(for: key)
            #expect(taken == (action != nil), "\(key.name)")
            switch action {
            case .previous?: #expect(state.selected == 9)
            case .next?: #expect(state.selected == 11)
            case .pageUp?: #expect(state.selected == 6)
            case .pageDown?: #expect(state.selected == 14)
            case .first?: #expect(state.selected == 0)
            case .last?: #expect(state.selected == 39)
            case nil: #expect(state == before, "\(key.name) left the list alone")
            }
        }
        // The bindings the tabs show are the map's keys, side by side.
        let all = ListKeys.standard.binding(ListKeys.Action.allCases, help: "")
        #expect(all.keys == [.up, .down, .character("k"), .character("j"), .pageUp, .pageDown, .home, .end])
        #expect(all.hintKeys == "↑↓")
    }

    @Test func aDialogTakesTheKeysOfItsMapAndNoOther() {
        let map = DialogButtonKeys.standard
        for key in Self.nonTextKeys + [.character("h"), .character("l"), .character(" "), .character("x")] {
            var state = DialogState(buttonCount: 3, defaultButton: 1)
            let outcome = state.handle(key)
            switch map.action(for: key) {
            case .previous?: #expect(outcome == .open && state.chosen == 0, "\(key.name)")
            case .next?: #expect(outcome == .open && state.chosen == 2, "\(key.name)")
            case .press?: #expect(outcome == .chosen(1), "\(key.name)")
            case .cancel?: #expect(outcome == .cancelled, "\(key.name)")
            case nil: #expect(outcome == .open && state.chosen == 1, "\(key.name) did nothing")
            }
        }
        let mine = DialogButtonKeys(overrides: KeyOverrides(["dialog.cancel": [.character("q")], "dialog.press": [.character("o")]]))
        var state = DialogState(buttonCount: 2)
        let r7 = state.handle(.escape, keys: mine)
        #expect(r7 == .open, "Esc is no longer bound")
        let r8 = state.handle(.enter, keys: mine)
        #expect(r8 == .open)
        let r9 = state.handle(.character("o"), keys: mine)
        #expect(r9 == .chosen(0))
        let r10 = state.handle(.character("q"), keys: mine)
        #expect(r10 == .cancelled)
    }
}
