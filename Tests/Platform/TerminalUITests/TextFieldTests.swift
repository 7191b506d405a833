import TerminalUI
import XCTest

final class TextFieldTests: XCTestCase {
    private func type(_ text: String, into state: inout TextFieldState) {
        for character in text { XCTAssertTrue(state.handle(.character(character))) }
    }

    private func draw(_ state: inout TextFieldState, width: Int, focused: Bool = true) -> Buffer {
        var buffer = Buffer(size: Size(width: width, height: 1))
        TextField(isFocused: focused).render(in: buffer.area, buffer: &buffer, state: &state)
        return buffer
    }

    func testTypingHangulAndMovingByCharacters() {
        var state = TextFieldState()
        type("한글ab", into: &state)
        XCTAssertEqual(state.text, "한글ab")
        XCTAssertEqual(state.cursor, 4)
        XCTAssertEqual(state.cursorColumn, 6)
        _ = state.handle(.left)
        _ = state.handle(.left)
        _ = state.handle(.left)
        XCTAssertEqual(state.cursor, 1)
        type("x", into: &state)
        XCTAssertEqual(state.text, "한x글ab")
        _ = state.handle(.backspace)
        _ = state.handle(.backspace)
        XCTAssertEqual(state.text, "글ab")
        XCTAssertEqual(state.cursor, 0)
        _ = state.handle(.backspace)
        XCTAssertEqual(state.text, "글ab")
        _ = state.handle(.delete)
        XCTAssertEqual(state.text, "ab")
        _ = state.handle(.end)
        XCTAssertEqual(state.cursor, 2)
        _ = state.handle(.delete)
        XCTAssertEqual(state.text, "ab")
        _ = state.handle(.home)
        XCTAssertEqual(state.cursor, 0)
        _ = state.handle(.left)
        XCTAssertEqual(state.cursor, 0)
    }

    /// A prefilled value selected when its field takes focus: typing
    /// replaces it (`95`, not `mean95`), moving keys keep it.
    func testASelectedValueIsReplacedByWhatIsTyped() {
        var state = TextFieldState(text: "mean")
        state.selectAll()
        XCTAssertTrue(state.isSelected)
        XCTAssertEqual(state.cursor, 4)
        type("95", into: &state)
        XCTAssertEqual(state.text, "95")
        XCTAssertFalse(state.isSelected)
        XCTAssertEqual(state.cursor, 2)

        var pasted = TextFieldState(text: "60", maxLength: 3)
        pasted.selectAll()
        XCTAssertTrue(pasted.handle(.paste("120")))
        XCTAssertEqual(pasted.text, "120", "the selection's room is the pasted text's")
    }

    func testMovingKeysKeepASelectedValueAndDeletingKeysRemoveIt() {
        for (key, cursor) in [(Key.left, 0), (.home, 0), (.control("a"), 0), (.right, 4), (.end, 4), (.control("e"), 4)] {
            var state = TextFieldState(text: "mean")
            state.selectAll()
            XCTAssertTrue(state.handle(key))
            XCTAssertEqual(state.text, "mean", "\(key)")
            XCTAssertEqual(state.cursor, cursor, "\(key)")
            XCTAssertFalse(state.isSelected)
            type("x", into: &state)
            XCTAssertEqual(state.text, cursor == 0 ? "xmean" : "meanx", "\(key)")
        }
        for key in [Key.backspace, .delete, .control("u"), .control("k"), .control("w")] {
            var state = TextFieldState(text: "1000")
            state.selectAll()
            XCTAssertTrue(state.handle(key))
            XCTAssertEqual(state.text, "", "\(key)")
            XCTAssertFalse(state.isSelected)
        }
        var state = TextFieldState(text: "60")
        state.selectAll()
        XCTAssertFalse(state.handle(.enter))
        XCTAssertTrue(state.isSelected, "a key the field leaves alone leaves the selection too")
        state.setText("7")
        XCTAssertFalse(state.isSelected)
        var empty = TextFieldState()
        empty.selectAll()
        XCTAssertFalse(empty.isSelected, "nothing to select")
    }

    func testASelectedValueIsDrawnSelectedOnlyWhileFocused() {
        var state = TextFieldState(text: "mean")
        state.selectAll()
        let focused = draw(&state, width: 10)
        XCTAssertEqual(focused[0, 0]?.style, Theme.standard.selected)
        XCTAssertEqual(focused[4, 0]?.style, Theme.standard.field, "the rest of the field as a field")
        XCTAssertEqual(focused.cursor, Point(x: 4, y: 0))
        let unfocused = draw(&state, width: 10, focused: false)
        XCTAssertEqual(unfocused[0, 0]?.style, Theme.standard.normal)
        state.deselect()
        XCTAssertEqual(draw(&state, width: 10)[0, 0]?.style, Theme.standard.field)
    }

    func testReadlineKeys() {
        var state = TextFieldState(text: "hello big world")
        _ = state.handle(.control("w"))
        XCTAssertEqual(state.text, "hello big ")
        _ = state.handle(.control("a"))
        _ = state.handle(.right)
        _ = state.handle(.control("k"))
        XCTAssertEqual(state.text, "h")
        _ = state.handle(.control("e"))
        _ = state.handle(.control("u"))
        XCTAssertEqual(state.text, "")
    }

    func testKeysForTheCallerAreNotConsumed() {
        var state = TextFieldState()
        for key in [Key.enter, .escape, .tab, .backTab, .up, .down, .function(1), .alt("1"), .control("r")] {
            XCTAssertFalse(state.handle(key), key.name)
        }
    }

    func testCombiningMarkTypedSeparatelyJoinsItsBase() {
        var state = TextFieldState()
        type("e\u{301}x", into: &state)
        XCTAssertEqual(state.text.count, 2)
        XCTAssertEqual(state.cursor, 2)
        XCTAssertEqual(state.cursorColumn, 2)
    }

    func testPasteTurnsNewlinesAndTabsToSpacesAndDropsControls() {
        var state = TextFieldState(text: "ab")
        _ = state.handle(.left)
        XCTAssertTrue(state.handle(.paste("1\r\n2\t3\u{1B}[31m\u{202E}4")))
        XCTAssertEqual(state.text, "a1 2 34b")
        XCTAssertEqual(state.cursor, 7)
    }

    func testMaxLengthCutsAHugePasteAndSaysSo() {
        var state = TextFieldState(maxLength: 10)
        _ = state.handle(.paste(String(repeating: "가", count: 100_000)))
        XCTAssertEqual(state.text.count, 10)
        XCTAssertTrue(state.hitLimit)
        XCTAssertEqual(state.droppedCharacters, 99_990)
        XCTAssertTrue(state.handle(.character("x")), "a refused key is still the field's key")
        XCTAssertEqual(state.text.count, 10)
        XCTAssertEqual(state.droppedCharacters, 1)
        _ = state.handle(.backspace)
        XCTAssertFalse(state.hitLimit)
        _ = state.handle(.character("x"))
        XCTAssertEqual(state.text, String(repeating: "가", count: 9) + "x")
        XCTAssertFalse(state.hitLimit)
    }

    func testInitialTextIsCleanedAndCut() {
        let state = TextFieldState(text: "a\nb\u{7}cdef", maxLength: 4)
        XCTAssertEqual(state.text, "a bc")
        XCTAssertEqual(state.cursor, 4)
        XCTAssertTrue(state.hitLimit)
    }

    func testRenderFocusedPlacesCursorAndUnderlines() {
        var state = TextFieldState(text: "한글")
        let buffer = draw(&state, width: 8)
        XCTAssertEqual(buffer.lines, ["한글"])
        XCTAssertEqual(buffer.cursor, Point(x: 4, y: 0))
        XCTAssertEqual(buffer[7, 0]?.style, Theme.standard.field)
        var unfocused = TextFieldState(text: "a")
        let plain = draw(&unfocused, width: 4, focused: false)
        XCTAssertNil(plain.cursor)
        XCTAssertEqual(plain[0, 0]?.style, .plain)
    }

    func testHorizontalScrollKeepsCursorVisibleByColumns() {
        var state = TextFieldState(text: "가나다라마바")  // 12 columns
        var buffer = draw(&state, width: 6)
        XCTAssertEqual(state.scrollColumn, 8, "the view starts at a character, never half of one")
        XCTAssertEqual(buffer.lines, ["마바"])
        XCTAssertEqual(buffer.cursor, Point(x: 4, y: 0))
        _ = state.handle(.home)
        buffer = draw(&state, width: 6)
        XCTAssertEqual(buffer.lines, ["가나다"])
        XCTAssertEqual(buffer.cursor, Point(x: 0, y: 0))
        for _ in 0..<3 { _ = state.handle(.right) }
        buffer = draw(&state, width: 6)
        XCTAssertEqual(buffer.lines, ["나다라"], "scrolls just enough")
        XCTAssertEqual(buffer.cursor, Point(x: 4, y: 0))
        _ = state.handle(.left)
        buffer = draw(&state, width: 6)
        XCTAssertEqual(buffer.lines, ["나다라"], "moving back inside the view does not scroll")
        XCTAssertEqual(buffer.cursor, Point(x: 2, y: 0))
    }

    func testDeletingScrollsBackSoNoSpaceIsWasted() {
        var state = TextFieldState(text: "abcdefghij")
        _ = draw(&state, width: 5)
        XCTAssertEqual(state.scrollColumn, 6)
        _ = state.handle(.control("u"))
        _ = draw(&state, width: 5)
        XCTAssertEqual(state.scrollColumn, 0)
    }

    func testPlaceholderShowsWhenEmpty() {
        var state = TextFieldState()
        var buffer = Buffer(size: Size(width: 10, height: 1))
        TextField(isFocused: false, placeholder: "Search courses").render(in: buffer.area, buffer: &buffer, state: &state)
        XCTAssertEqual(buffer.lines, ["Search co…"])
        XCTAssertTrue(buffer[0, 0]?.style.attributes.contains(.dim) ?? false)
    }

    func testZeroWidthFieldDrawsNothing() {
        var state = TextFieldState(text: "abc")
        var buffer = Buffer(size: Size(width: 3, height: 1))
        TextField().render(in: Rect(x: 1, y: 0, width: 0, height: 1), buffer: &buffer, state: &state)
        XCTAssertEqual(buffer.lines, [""])
        XCTAssertNil(buffer.cursor)
    }
}
