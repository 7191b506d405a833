import TerminalUI
import XCTest

final class ScrollListTests: XCTestCase {
    private func customers(_ count: Int) -> ScrollList {
        ScrollList(count: count) { index in
            let number = index + 1
            return number % 3 == 0 ? ("\(number) - 대출", Style(foreground: .magenta)) : ("\(number) - 예금", .plain)
        }
    }

    private func draw(_ list: ScrollList, _ state: inout ScrollListState, width: Int = 20, height: Int = 5) -> [String] {
        var buffer = Buffer(size: Size(width: width, height: height))
        list.render(in: buffer.area, buffer: &buffer, state: &state)
        return buffer.lines
    }

    func testShortListHasNoIndicator() {
        var state = ScrollListState(selectable: false)
        XCTAssertEqual(draw(customers(3), &state), ["1 - 예금", "2 - 예금", "3 - 대출", "", ""])
    }

    func testOverflowShowsIndicatorOnLastRow() {
        var state = ScrollListState(selectable: false)
        XCTAssertEqual(draw(customers(10_000), &state, width: 30), [
            "1 - 예금", "2 - 예금", "3 - 대출", "4 - 예금", "             ↓ 9996  1–4/10000",
        ])
        XCTAssertEqual(state.viewportRows, 4)
    }

    func testTenThousandItemsRenderOnlyVisibleRows() {
        var asked = 0
        let list = ScrollList(count: 10_000) { index in
            asked += 1
            return ("item \(index)", .plain)
        }
        var state = ScrollListState(selectable: false, followsTail: true)
        var buffer = Buffer(size: Size(width: 20, height: 10))
        list.render(in: buffer.area, buffer: &buffer, state: &state)
        XCTAssertEqual(asked, 9)
        XCTAssertEqual(buffer.lines[8], "item 9999")
        XCTAssertEqual(state.offset, 9_991)
    }

    func testSelectionMovesAndScrolls() {
        var state = ScrollListState()
        let list = customers(20)
        _ = draw(list, &state)
        XCTAssertEqual(state.selected, 0)
        for _ in 0..<5 { XCTAssertTrue(state.handle(.down, itemCount: 20)) }
        XCTAssertEqual(state.selected, 5)
        let lines = draw(list, &state)
        XCTAssertEqual(lines[3], "6 - 대출")
        XCTAssertEqual(state.offset, 2)
        XCTAssertTrue(state.handle(.character("k"), itemCount: 20))
        XCTAssertEqual(state.selected, 4)
        XCTAssertTrue(state.handle(.end, itemCount: 20))
        XCTAssertEqual(state.selected, 19)
        XCTAssertEqual(state.offset, 16)
        XCTAssertTrue(state.handle(.home, itemCount: 20))
        XCTAssertEqual(state.selected, 0)
        XCTAssertEqual(state.offset, 0)
        XCTAssertTrue(state.handle(.pageDown, itemCount: 20))
        XCTAssertEqual(state.selected, 3, "a page is the visible rows less one")
        XCTAssertTrue(state.handle(.pageUp, itemCount: 20))
        XCTAssertEqual(state.selected, 0)
        XCTAssertFalse(state.handle(.character("x"), itemCount: 20))
        XCTAssertTrue(state.handle(.up, itemCount: 20))
        XCTAssertEqual(state.selected, 0, "stops at the top")
    }

    func testSelectedRowIsReversedWhenFocusedAndUnderlinedOtherwise() {
        var state = ScrollListState()
        var buffer = Buffer(size: Size(width: 10, height: 3))
        customers(5).render(in: buffer.area, buffer: &buffer, state: &state)
        XCTAssertTrue(buffer[9, 0]?.style.attributes.contains(.reverse) ?? false, "the whole row is highlighted")
        XCTAssertFalse(buffer[0, 1]?.style.attributes.contains(.reverse) ?? true)
        var unfocused = ScrollList(count: 5, isFocused: false) { ("\($0)", .plain) }
        unfocused.showsIndicator = false
        unfocused.render(in: buffer.area, buffer: &buffer, state: &state)
        XCTAssertEqual(buffer[0, 0]?.style, Theme.standard.selectedUnfocused)
    }

    func testKeepsLoanColourWhenSelected() {
        var state = ScrollListState()
        state.select(2, itemCount: 5)
        var buffer = Buffer(size: Size(width: 10, height: 5))
        customers(5).render(in: buffer.area, buffer: &buffer, state: &state)
        XCTAssertEqual(buffer[0, 2]?.style.foreground, .magenta)
        XCTAssertTrue(buffer[0, 2]?.style.attributes.contains(.reverse) ?? false)
    }

    func testFollowsTailUntilUserScrollsUpAndAgainAfterEnd() {
        var state = ScrollListState(selectable: false, followsTail: true)
        var count = 10
        var list = customers(count)
        XCTAssertEqual(draw(list, &state).prefix(4).last, "10 - 예금")
        count = 20
        list = customers(count)
        XCTAssertEqual(draw(list, &state)[3], "20 - 예금", "new items scroll into view")
        XCTAssertTrue(state.handle(.up, itemCount: count))
        XCTAssertFalse(state.followsTail)
        XCTAssertEqual(state.offset, 15)
        list = customers(30)
        XCTAssertEqual(draw(list, &state)[0], "16 - 예금", "scrolled up: the view stays put")
        XCTAssertTrue(state.handle(.end, itemCount: 30))
        XCTAssertTrue(state.followsTail)
        list = customers(40)
        XCTAssertEqual(draw(list, &state)[3], "40 - 예금")
    }

    func testScrollingDownToTheBottomFollowsAgain() {
        var state = ScrollListState(selectable: false, followsTail: true)
        _ = draw(customers(20), &state)
        _ = state.handle(.pageUp, itemCount: 20)
        XCTAssertFalse(state.followsTail)
        _ = state.handle(.pageDown, itemCount: 20)
        XCTAssertTrue(state.followsTail)
    }

    func testListWithoutTailModeNeverFollows() {
        var state = ScrollListState(selectable: false)
        _ = draw(customers(20), &state)
        _ = state.handle(.end, itemCount: 20)
        XCTAssertFalse(state.followsTail)
        XCTAssertEqual(state.offset, 16)
    }

    func testSelectableTailSelectsNewest() {
        var state = ScrollListState(selectable: true, followsTail: true)
        _ = draw(customers(3), &state)
        XCTAssertEqual(state.selected, 2)
        _ = draw(customers(8), &state)
        XCTAssertEqual(state.selected, 7)
        _ = state.handle(.up, itemCount: 8)
        _ = draw(customers(12), &state)
        XCTAssertEqual(state.selected, 6)
    }

    func testShrinkingListClampsSelection() {
        var state = ScrollListState()
        _ = draw(customers(50), &state)
        _ = state.handle(.end, itemCount: 50)
        _ = draw(customers(3), &state)
        XCTAssertEqual(state.selected, 2)
        XCTAssertEqual(state.offset, 0)
        _ = draw(customers(0), &state)
        XCTAssertNil(state.selected)
        XCTAssertFalse(state.handle(.character("z"), itemCount: 0))
        XCTAssertTrue(state.handle(.down, itemCount: 0))
    }

    func testScrollToEnd() {
        var state = ScrollListState(selectable: false, followsTail: true)
        _ = draw(customers(30), &state)
        _ = state.handle(.home, itemCount: 30)
        XCTAssertEqual(state.offset, 0)
        state.scrollToEnd(itemCount: 30)
        XCTAssertTrue(state.followsTail)
        XCTAssertEqual(state.offset, 26)
    }

    func testIndicatorShortensToFit() {
        XCTAssertEqual(ScrollList.indicator(offset: 12, visible: 10, count: 100, width: 40), "↑ 12  ↓ 78  13–22/100")
        XCTAssertEqual(ScrollList.indicator(offset: 12, visible: 10, count: 100, width: 12), "13–22/100")
        XCTAssertEqual(ScrollList.indicator(offset: 12, visible: 10, count: 100, width: 5), "↓ 78")
        XCTAssertEqual(ScrollList.indicator(offset: 12, visible: 10, count: 100, width: 2), "↓ ")
    }

    func testLongItemsAreCutWithEllipsis() {
        var state = ScrollListState(selectable: false)
        let lines = draw(ScrollList(items: ["12345678 - 예금예금"]), &state, width: 10, height: 1)
        XCTAssertEqual(lines, ["12345678 …"])
    }
}
