import TerminalUI
import XCTest

/// What the widgets mark while drawing, and how a click finds it.
final class HitMarkTests: XCTestCase {
    func testTheLastMarkDrawnWinsAndMarksAreClipped() {
        var buffer = Buffer(size: Size(width: 10, height: 4))
        buffer.mark(Rect(x: 0, y: 0, width: 10, height: 4), as: .area("all"))
        buffer.mark(Rect(x: 2, y: 1, width: 3, height: 1), as: .row("list", 7))
        buffer.mark(Rect(x: 8, y: 3, width: 30, height: 30), as: .tab(1))
        XCTAssertEqual(buffer.target(at: Point(x: 3, y: 1)), .row("list", 7))
        XCTAssertEqual(buffer.target(at: Point(x: 5, y: 1)), .area("all"))
        XCTAssertEqual(buffer.target(at: Point(x: 9, y: 3)), .tab(1))
        XCTAssertNil(buffer.target(at: Point(x: 10, y: 3)), "outside the buffer")
        XCTAssertEqual(buffer.marks.last?.rect, Rect(x: 8, y: 3, width: 2, height: 1))
    }

    func testAModalDialogLeavesNothingUnderItClickable() {
        var buffer = Buffer(size: Size(width: 40, height: 10))
        buffer.mark(buffer.area, as: .area("board"))
        Dialog(title: "Sure?", message: "Delete it?", buttons: ["Yes", "No"])
            .render(in: buffer.area, buffer: &buffer, state: DialogState(buttonCount: 2))
        XCTAssertNil(buffer.target(at: Point(x: 0, y: 0)), "the board under the dialog")
        let row = buffer.lines.firstIndex { $0.contains("[ Yes ]") } ?? -1
        let yes = buffer.lines[row].range(of: "[ Yes ]").map { buffer.lines[row].distance(from: buffer.lines[row].startIndex, to: $0.lowerBound) } ?? 0
        let no = buffer.lines[row].range(of: "[ No ]").map { buffer.lines[row].distance(from: buffer.lines[row].startIndex, to: $0.lowerBound) } ?? 0
        XCTAssertEqual(buffer.target(at: Point(x: yes + 3, y: row)), .button(0))
        XCTAssertEqual(buffer.target(at: Point(x: no, y: row)), .button(1))
        XCTAssertNil(buffer.target(at: Point(x: no - 1, y: row)), "the gap between buttons")
        XCTAssertNotNil(buffer.modalArea)
    }

    func testTabBarEntriesAndHintsAreMarked() {
        var buffer = Buffer(size: Size(width: 40, height: 2))
        TabBar(entries: [.init(number: 1, title: "Bank"), .init(number: 3, title: "Juice")], activeIndex: 0)
            .render(in: Rect(x: 0, y: 0, width: 40, height: 1), buffer: &buffer)
        XCTAssertEqual(buffer.target(at: Point(x: 1, y: 0)), .tab(0))
        XCTAssertEqual(buffer.target(at: Point(x: 11, y: 0)), .tab(1))
        let bindings = [KeyBinding([.character("a")], hint: "Add"), KeyBinding([.up, .down], hintKeys: "↑↓", hint: "Move"),
                        KeyBinding([.escape], hint: "Close")]
        KeyHintBar(hints: bindings.keyHints).render(in: Rect(x: 0, y: 1, width: 40, height: 1), buffer: &buffer)
        XCTAssertEqual(buffer.line(1).prefix(24), " a Add  ↑↓ Move  Esc Clo")
        XCTAssertEqual(buffer.target(at: Point(x: 3, y: 1)), .key(.character("a")))
        XCTAssertNil(buffer.target(at: Point(x: 9, y: 1)), "a hint of two keys presses none")
        XCTAssertEqual(buffer.target(at: Point(x: 18, y: 1)), .key(.escape))
    }

    func testScrollListRowsAreMarkedByTheirIndexInTheList() {
        var buffer = Buffer(size: Size(width: 20, height: 5))
        var state = ScrollListState()
        state.select(7, itemCount: 10)
        ScrollList(items: (0..<10).map { "item \($0)" }, hitName: "items")
            .render(in: buffer.area, buffer: &buffer, state: &state)
        let row = buffer.lines.firstIndex { $0.hasPrefix("item 7") } ?? -1
        XCTAssertEqual(buffer.target(at: Point(x: 2, y: row)), .row("items", 7))
        XCTAssertEqual(buffer.target(at: Point(x: 2, y: 4)), .area("items"), "the indicator row scrolls but chooses nothing")
        state.scroll(by: -2, itemCount: 10)
        XCTAssertEqual(state.selected, 5)
    }

    func testABlockWithATargetIsMarkedWhereItIsDrawn() throws {
        var buffer = Buffer(size: Size(width: 30, height: 12))
        let grid = BlockGrid(columns: ["Mon", "Tue"], units: 0..<10, marks: [],
                             blocks: [BlockGrid.Block(column: 1, start: 2, end: 5, lines: ["OS"], target: .row("grid", 4))])
        grid.render(in: buffer.area, buffer: &buffer)
        let frame = try XCTUnwrap(grid.frame(ofBlock: 0, in: buffer.area))
        XCTAssertEqual(buffer.target(at: Point(x: frame.x, y: frame.y)), .row("grid", 4))
        XCTAssertNil(buffer.target(at: Point(x: 1, y: frame.y)))
    }
}
