import TerminalUI
import XCTest

final class BlockGridTests: XCTestCase {
    /// Monday to Friday, 9:00 to 13:00 in minutes, a mark every hour.
    private func week(_ blocks: [BlockGrid.Block], selected: Int? = nil) -> BlockGrid {
        BlockGrid(columns: ["월", "화", "수", "목", "금"], units: 540..<780,
                  marks: stride(from: 540, to: 780, by: 60).map { BlockGrid.Mark(unit: $0, label: "\($0 / 60)") },
                  blocks: blocks, selected: selected)
    }

    func testHeadersMarksAndBlocks() {
        let grid = week([
            BlockGrid.Block(column: 0, start: 570, end: 680, lines: ["자료구조", "IT301"]),
            BlockGrid.Block(column: 3, start: 690, end: 740, lines: ["음악의 이해", "음악109"]),
        ])
        var buffer = Buffer(size: Size(width: 33, height: 9))
        grid.render(in: buffer.area, buffer: &buffer)
        // A gutter of 3 for the hour labels; 30 columns less 4 separators shared by 5 days.
        XCTAssertEqual(buffer.lines, [
            "    월  │ 화  │ 수  │ 목  │  금",
            "9  ┄┄┄┄┄│┄┄┄┄┄│┄┄┄┄┄│┄┄┄┄┄│┄┄┄┄┄┄",
            "   자료…│     │     │     │",
            "10 IT301│┄┄┄┄┄│┄┄┄┄┄│┄┄┄┄┄│┄┄┄┄┄┄",
            "        │     │     │     │",
            "11 ┄┄┄┄┄│┄┄┄┄┄│┄┄┄┄┄│┄┄┄┄┄│┄┄┄┄┄┄",
            "        │     │     │음악…│",
            "12 ┄┄┄┄┄│┄┄┄┄┄│┄┄┄┄┄│┄┄┄┄┄│┄┄┄┄┄┄",
            "        │     │     │     │",
        ])
        XCTAssertEqual(buffer[3, 2]?.style.attributes, [.reverse, .bold], "a block's first line is bold")
        XCTAssertEqual(buffer[3, 3]?.style.attributes, .reverse)
    }

    func testBlockFramesMapUnitsToRows() {
        let grid = week([BlockGrid.Block(column: 1, start: 540, end: 600, lines: ["A"])])
        let area = Rect(x: 0, y: 0, width: 40, height: 9)
        XCTAssertEqual(grid.frame(ofBlock: 0, in: area), Rect(x: 10, y: 1, width: 6, height: 2))
        XCTAssertNil(grid.frame(ofBlock: 5, in: area))
    }

    func testOutOfRangeBlocksAreNotDrawn() {
        let grid = week([
            BlockGrid.Block(column: 9, start: 600, end: 660, lines: ["no such day"]),
            BlockGrid.Block(column: 0, start: 100, end: 200, lines: ["before"]),
            BlockGrid.Block(column: 0, start: 900, end: 1000, lines: ["after"]),
            BlockGrid.Block(column: -1, start: 600, end: 660, lines: ["negative"]),
        ])
        let area = Rect(x: 0, y: 0, width: 40, height: 9)
        for index in 0..<4 { XCTAssertNil(grid.frame(ofBlock: index, in: area)) }
        var buffer = Buffer(size: Size(width: 40, height: 9))
        grid.render(in: area, buffer: &buffer)
        XCTAssertFalse(buffer.lines.joined().contains("before"))
    }

    func testOverlappingAndDegenerateBlocksDoNotCrashAndSelectedIsOnTop() {
        let grid = week([
            BlockGrid.Block(column: 2, start: 600, end: 700, lines: ["AAAA"], style: Style(foreground: .red, attributes: .reverse)),
            BlockGrid.Block(column: 2, start: 630, end: 660, lines: ["BBBB"]),
            BlockGrid.Block(column: 2, start: 650, end: 640, lines: ["reversed"]),
            BlockGrid.Block(column: 2, start: 600, end: 600, lines: ["empty"]),
        ], selected: 0)
        var buffer = Buffer(size: Size(width: 40, height: 12))
        grid.render(in: buffer.area, buffer: &buffer)
        let text = buffer.lines.joined(separator: "\n")
        XCTAssertTrue(text.contains("AAAA"))
        XCTAssertFalse(text.contains("BBBB"), "the selected block is drawn last, over the others")
        let frame = grid.frame(ofBlock: 0, in: buffer.area)
        let style = frame.flatMap { buffer[$0.x, $0.y]?.style }
        XCTAssertEqual(style?.foreground, .red)
        XCTAssertTrue(style?.attributes.contains(.underline) ?? false, "selection shows without colour")
    }

    func testExtremeUnitsAndNoColumns() {
        let huge = BlockGrid(columns: ["x"], units: Int.min..<Int.max,
                             marks: [BlockGrid.Mark(unit: 0, label: "0")],
                             blocks: [BlockGrid.Block(column: 0, start: Int.min, end: Int.max, lines: ["all"])])
        var buffer = Buffer(size: Size(width: 10, height: 5))
        huge.render(in: buffer.area, buffer: &buffer)
        XCTAssertTrue(buffer.lines.joined().contains("all"))
        let empty = BlockGrid(columns: [], units: 0..<0)
        empty.render(in: buffer.area, buffer: &buffer)
        XCTAssertEqual(buffer.lines, ["", "", "", "", ""])
    }
}
