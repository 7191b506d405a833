import TerminalUI
import XCTest

final class DialogTests: XCTestCase {
    private let shortage = Dialog(title: "재고 부족", message: "재료가 모자라요. 재고를 수정할까요?", buttons: ["예", "아니오"])

    func testKeysChooseAndEnterReturnsIndex() {
        var state = DialogState(buttonCount: 2)
        XCTAssertEqual(state.chosen, 0)
        XCTAssertEqual(state.handle(.right), .open)
        XCTAssertEqual(state.chosen, 1)
        XCTAssertEqual(state.handle(.character("l")), .open)
        XCTAssertEqual(state.chosen, 0, "wraps around")
        XCTAssertEqual(state.handle(.character("h")), .open)
        XCTAssertEqual(state.chosen, 1)
        XCTAssertEqual(state.handle(.tab), .open)
        XCTAssertEqual(state.handle(.backTab), .open)
        XCTAssertEqual(state.handle(.left), .open)
        XCTAssertEqual(state.chosen, 0)
        XCTAssertEqual(state.handle(.character("x")), .open)
        XCTAssertEqual(state.handle(.enter), .chosen(0))
        XCTAssertEqual(state.handle(.escape), .cancelled)
    }

    func testDefaultButtonIsClamped() {
        XCTAssertEqual(DialogState(buttonCount: 2, defaultButton: 1).chosen, 1)
        XCTAssertEqual(DialogState(buttonCount: 2, defaultButton: 9).chosen, 1)
        XCTAssertEqual(DialogState(buttonCount: 0, defaultButton: 3).chosen, 0)
        var none = DialogState(buttonCount: 0)
        XCTAssertEqual(none.handle(.right), .open)
        XCTAssertEqual(none.handle(.enter), .cancelled)
    }

    func testRendersCentredWithWrappedKoreanMessage() {
        var buffer = Buffer(size: Size(width: 40, height: 9))
        buffer.fill(buffer.area, with: Cell(symbol: "."))
        shortage.render(in: buffer.area, buffer: &buffer, state: DialogState(buttonCount: 2, defaultButton: 1))
        XCTAssertEqual(buffer.lines, [
            "........................................",
            "........................................",
            "┌ 재고 부족 ──────────────────────────┐.",
            "│ 재료가 모자라요. 재고를 수정할까요? │.",
            "│                                     │.",
            "│         [ 예 ]  [ 아니오 ]          │.",
            "└─────────────────────────────────────┘.",
            "........................................",
            "........................................",
        ])
    }

    func testMessageWrapsByColumnsWhenNarrow() {
        var buffer = Buffer(size: Size(width: 26, height: 8))
        shortage.render(in: buffer.area, buffer: &buffer, state: DialogState(buttonCount: 2))
        XCTAssertEqual(buffer.lines, [
            "",
            "┌ 재고 부족 ─────────────┐",
            "│ 재료가 모자라요.       │",
            "│ 재고를 수정할까요?     │",
            "│                        │",
            "│   [ 예 ]  [ 아니오 ]   │",
            "└────────────────────────┘",
            "",
        ])
    }

    func testChosenButtonIsReversed() {
        var buffer = Buffer(size: Size(width: 40, height: 9))
        shortage.render(in: buffer.area, buffer: &buffer, state: DialogState(buttonCount: 2, defaultButton: 1))
        let row = 5
        let chosenX = buffer.line(row).firstIndex(of: "아").map { buffer.line(row).distance(from: buffer.line(row).startIndex, to: $0) }
        XCTAssertNotNil(chosenX)
        XCTAssertTrue((0..<40).contains { buffer[$0, row]?.symbol == "아" && buffer[$0, row]?.style == Theme.standard.selected })
        XCTAssertTrue((0..<40).contains { buffer[$0, row]?.symbol == "예" && buffer[$0, row]?.style == Theme.standard.normal })
    }

    func testNarrowDialogKeepsButtons() {
        var buffer = Buffer(size: Size(width: 12, height: 4))
        shortage.render(in: buffer.area, buffer: &buffer, state: DialogState(buttonCount: 2))
        XCTAssertEqual(buffer.lines.last, "└──────────┘")
        XCTAssertTrue(buffer.lines[2].contains("예"), "\(buffer.lines)")
    }

    func testBoxStaysInsideArea() {
        let area = Rect(x: 3, y: 2, width: 15, height: 5)
        let box = shortage.box(in: area)
        XCTAssertEqual(box.intersection(area), box)
    }
}
