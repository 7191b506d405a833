import TerminalUI
import XCTest

final class TextAreaTests: XCTestCase {
    private func type(_ text: String, into state: inout TextAreaState) {
        for character in text {
            XCTAssertTrue(state.handle(character == "\n" ? .enter : .character(character)))
        }
    }

    private func draw(_ state: inout TextAreaState, width: Int, height: Int, counter: Bool = true) -> Buffer {
        var buffer = Buffer(size: Size(width: width, height: height))
        TextArea(showsCounter: counter).render(in: buffer.area, buffer: &buffer, state: &state)
        return buffer
    }

    func testEnterInsertsNewlineAndCounterShows() {
        var state = TextAreaState(maxLength: 1000)
        type("장보기\nmilk", into: &state)
        XCTAssertEqual(state.text, "장보기\nmilk")
        XCTAssertEqual(state.count, 8)
        let buffer = draw(&state, width: 12, height: 4)
        XCTAssertEqual(buffer.lines, ["장보기", "milk", "", "      8/1000"])
        XCTAssertEqual(buffer.cursor, Point(x: 4, y: 1))
        XCTAssertEqual(buffer[11, 3]?.style, Theme.standard.dim)
    }

    func testUpDownKeepDisplayColumnAcrossHangulLines() {
        var state = TextAreaState(text: "abcdef\n한글한글\nxy")
        _ = state.handle(.up)          // from the end of "xy" (column 2)
        XCTAssertEqual(state.cursor, 8, "column 2 in 한글한글 is after 한")
        _ = state.handle(.right)       // column 4
        _ = state.handle(.up)
        XCTAssertEqual(state.cursor, 4, "column 4 in abcdef")
        _ = state.handle(.right)       // column 5: inside the third syllable below
        _ = state.handle(.down)
        XCTAssertEqual(state.cursor, 9, "lands before the wide character it would split")
        XCTAssertEqual(state.cursorPosition(width: 80).column, 4)
        _ = state.handle(.down)
        XCTAssertEqual(state.cursor, 14, "goal column 5 is past the end of xy")
        XCTAssertFalse(state.handle(.down), "the last row leaves Down to the caller")
        _ = state.handle(.up)
        _ = state.handle(.up)
        XCTAssertEqual(state.cursor, 5, "the goal column is remembered across Up/Down")
        XCTAssertFalse(state.handle(.up))
    }

    func testHomeEndWorkOnTheLine() {
        var state = TextAreaState(text: "one\ntwo\nthree")
        _ = state.handle(.up)
        _ = state.handle(.home)
        XCTAssertEqual(state.cursor, 4)
        _ = state.handle(.end)
        XCTAssertEqual(state.cursor, 7)
    }

    func testLimitEnforcedOnTypingAndPasting() {
        var state = TextAreaState(text: String(repeating: "a", count: 995), maxLength: 1000)
        XCTAssertTrue(state.handle(.paste("123\r\n4567890")))
        XCTAssertEqual(state.count, 1000)
        XCTAssertTrue(state.text.hasSuffix("123\n4"))
        XCTAssertTrue(state.hitLimit)
        XCTAssertEqual(state.droppedCharacters, 6)
        XCTAssertTrue(state.isFull)
        XCTAssertTrue(state.handle(.character("z")))
        XCTAssertEqual(state.count, 1000)
        XCTAssertTrue(state.handle(.enter))
        XCTAssertEqual(state.count, 1000)
        XCTAssertEqual(state.counterText, "1000/1000")
        let buffer = draw(&state, width: 20, height: 3)
        XCTAssertEqual(buffer.lines.last, "           1000/1000")
        XCTAssertEqual(buffer[19, 2]?.style, Theme.standard.error)
    }

    func testPasteKeepsLinesDropsControls() {
        var state = TextAreaState()
        _ = state.handle(.paste("a\tb\rc\u{1B}[2J\u{202E}d"))
        XCTAssertEqual(state.text, "a b\ncd")
    }

    func testLongLinesWrapAndCursorFollowsVisualRows() {
        var state = TextAreaState(text: "가나다라마바사")  // 14 columns
        var buffer = draw(&state, width: 6, height: 4, counter: false)
        XCTAssertEqual(buffer.lines, ["가나다", "라마바", "사", ""])
        XCTAssertEqual(buffer.cursor, Point(x: 2, y: 2))
        _ = state.handle(.up)
        XCTAssertEqual(state.cursor, 4, "column 2 of the row above: after 라")
        buffer = draw(&state, width: 6, height: 4, counter: false)
        XCTAssertEqual(buffer.cursor, Point(x: 2, y: 1))
        _ = state.handle(.home)
        XCTAssertEqual(state.cursor, 0)
        _ = state.handle(.down)
        XCTAssertEqual(state.cursor, 3, "the start of a wrapped row")
        _ = state.handle(.end)
        _ = state.handle(.up)
        _ = state.handle(.up)
        XCTAssertEqual(state.cursor, 1)
    }

    func testVerticalScrollKeepsCursorRowVisible() {
        var state = TextAreaState(text: (1...20).map(String.init).joined(separator: "\n"))
        var buffer = draw(&state, width: 10, height: 5)
        XCTAssertEqual(buffer.lines, ["17", "18", "19", "20", "        50"])
        XCTAssertEqual(state.scrollRow, 16)
        XCTAssertTrue(state.handle(.pageUp))
        XCTAssertTrue(state.handle(.pageUp))
        buffer = draw(&state, width: 10, height: 5)
        XCTAssertEqual(buffer.lines.first, "14")
        XCTAssertEqual(buffer.cursor, Point(x: 2, y: 0))
        for _ in 0..<30 { _ = state.handle(.pageUp) }
        buffer = draw(&state, width: 10, height: 5)
        XCTAssertEqual(buffer.lines.first, "1")
        XCTAssertEqual(state.cursor, 1)
    }

    func testBackspaceJoinsLinesAndDeleteRemovesNewline() {
        var state = TextAreaState(text: "ab\ncd")
        _ = state.handle(.home)
        _ = state.handle(.backspace)
        XCTAssertEqual(state.text, "abcd")
        XCTAssertEqual(state.cursor, 2)
        _ = state.handle(.enter)
        _ = state.handle(.left)
        _ = state.handle(.delete)
        XCTAssertEqual(state.text, "abcd")
    }

    func testCursorAtEndOfFullRowStaysInside() {
        var state = TextAreaState(text: "abcd")
        let buffer = draw(&state, width: 4, height: 2, counter: false)
        XCTAssertEqual(buffer.lines, ["abcd", ""])
        XCTAssertEqual(buffer.cursor, Point(x: 3, y: 0))
    }

    func testCounterWithoutLimitAndSetText() {
        var state = TextAreaState()
        state.setText("x\r\ny")
        XCTAssertEqual(state.text, "x\ny")
        XCTAssertEqual(state.counterText, "3")
        XCTAssertFalse(state.handle(.tab))
        XCTAssertFalse(state.handle(.escape))
    }

    /// The editing keys of a one-line field work in every line of an area
    /// too: Ctrl-A / Ctrl-E to the line's ends, Ctrl-U / Ctrl-K delete to
    /// them, Ctrl-W the word before the cursor.
    func testTheFieldsEditingKeysWorkOnTheLine() {
        var state = TextAreaState(text: "first line\nsecond word here\nlast")
        _ = state.handle(.up)
        XCTAssertTrue(state.handle(.control("a")))
        XCTAssertEqual(state.cursor, 11, "start of the second line")
        XCTAssertTrue(state.handle(.control("e")))
        XCTAssertEqual(state.cursor, 27, "end of the second line")
        XCTAssertTrue(state.handle(.control("w")))
        XCTAssertEqual(state.text, "first line\nsecond word \nlast")
        for _ in 0..<6 { _ = state.handle(.left) }
        XCTAssertTrue(state.handle(.control("k")))
        XCTAssertEqual(state.text, "first line\nsecond\nlast", "to the end of the line, not of the text")
        _ = state.handle(.left)
        XCTAssertTrue(state.handle(.control("u")))
        XCTAssertEqual(state.text, "first line\nd\nlast", "to the start of the line, not of the text")
        XCTAssertEqual(state.cursor, 11)
    }
}
