import TerminalUI
import XCTest

/// Every widget, drawn into every size from 0×0 to 300×100 (a sample), must
/// neither trap nor touch a cell outside its area.
final class WidgetSizeSweepTests: XCTestCase {
    static let widths = [0, 1, 2, 3, 4, 5, 6, 8, 10, 13, 17, 20, 24, 32, 40, 59, 60, 80, 81, 120, 199, 300]
    static let heights = [0, 1, 2, 3, 4, 5, 6, 8, 10, 15, 20, 24, 40, 60, 99, 100]

    /// Draws with `draw` into an area of every sampled size placed at (1, 1)
    /// in a buffer one cell larger on every side, filled with the sentinel.
    private func sweep(_ name: String, _ draw: (Rect, inout Buffer) -> Void) {
        for width in Self.widths {
            for height in Self.heights {
                var buffer = Buffer(size: Size(width: width + 2, height: height + 2), filling: sentinel)
                let area = Rect(x: 1, y: 1, width: width, height: height)
                draw(area, &buffer)
                assertUntouchedOutside(area, in: buffer, "\(name) at \(width)x\(height)")
            }
        }
    }

    func testPane() {
        sweep("pane") { area, buffer in
            let inner = Pane(title: "대기중 Waiting customers", isFocused: true, footer: "↓ 12 more").render(in: area, buffer: &buffer)
            XCTAssertEqual(inner.intersection(area), inner)
        }
    }

    func testBars() {
        let entries = ["은행", "Kanban", "쥬스", "Calculator", "시간표"].enumerated().map { TabBar.Entry(number: $0 + 1, title: $1) }
        let hints = [KeyHint(keys: "a", label: "고객 10명 추가"), KeyHint(keys: "r", label: "Reset"), KeyHint(keys: "\u{1B}", label: "esc")]
        sweep("tab bar") { area, buffer in
            for active in [-1, 0, 4, 9] { TabBar(entries: entries, activeIndex: active).render(in: area, buffer: &buffer) }
        }
        sweep("hint bar") { area, buffer in KeyHintBar(hints: hints).render(in: area, buffer: &buffer) }
    }

    func testScrollList() {
        sweep("scroll list") { area, buffer in
            let list = ScrollList(count: 10_000) { ("\($0 + 1) - 예금 🍓 customer", $0 % 2 == 0 ? .plain : Style(foreground: .magenta)) }
            var state = ScrollListState(followsTail: true)
            list.render(in: area, buffer: &buffer, state: &state)
            for key in [Key.up, .pageUp, .home, .down, .pageDown, .end] {
                _ = state.handle(key, itemCount: list.count)
                list.render(in: area, buffer: &buffer, state: &state)
            }
            var empty = ScrollListState(selectable: false)
            ScrollList(items: []).render(in: area, buffer: &buffer, state: &empty)
        }
    }

    func testDialog() {
        let dialog = Dialog(title: "재고 부족", message: "재료가 모자라요. 재고를 수정할까요?\nA second paragraph with words.",
                            buttons: ["예", "아니오", "Cancel"], isError: true)
        sweep("dialog") { area, buffer in
            dialog.render(in: area, buffer: &buffer, state: DialogState(buttonCount: 3, defaultButton: 2))
            Dialog(title: "", message: "", buttons: []).render(in: area, buffer: &buffer, state: DialogState(buttonCount: 0))
        }
    }

    func testTextField() {
        sweep("text field") { area, buffer in
            var state = TextFieldState(text: "가나다 🍓 e\u{301} abc 한글한글한글", maxLength: 100)
            TextField().render(in: area, buffer: &buffer, state: &state)
            _ = state.handle(.home)
            TextField().render(in: area, buffer: &buffer, state: &state)
            var empty = TextFieldState()
            TextField(isFocused: false, placeholder: "검색 Search").render(in: area, buffer: &buffer, state: &empty)
        }
    }

    func testTextArea() {
        sweep("text area") { area, buffer in
            var state = TextAreaState(text: String(repeating: "할 일 목록 todo 🍓\n", count: 30), maxLength: 1000)
            TextArea().render(in: area, buffer: &buffer, state: &state)
            for key in [Key.pageUp, .up, .home, .pageDown, .end] {
                _ = state.handle(key)
                TextArea(showsCounter: false).render(in: area, buffer: &buffer, state: &state)
            }
        }
    }

    func testStepper() {
        sweep("stepper") { area, buffer in
            var state = StepperState(value: 1_000_000, range: 0...1_000_000)
            Stepper(format: { "\($0)개" }).render(in: area, buffer: &buffer, state: state)
            _ = state.handle(.character("1"))
            Stepper().render(in: area, buffer: &buffer, state: state)
        }
    }

    func testBlockGrid() {
        let grid = BlockGrid(
            columns: ["월", "화", "수", "목", "금", "토"], units: 540..<1080,
            marks: stride(from: 540, to: 1080, by: 60).map { BlockGrid.Mark(unit: $0, label: "\($0 / 60):00") },
            blocks: [
                BlockGrid.Block(column: 0, start: 570, end: 680, lines: ["자료구조", "IT301"]),
                BlockGrid.Block(column: 0, start: 600, end: 700, lines: ["겹침 overlap"]),
                BlockGrid.Block(column: 5, start: 1000, end: 1200, lines: ["늦은 수업"]),
            ],
            selected: 1)
        sweep("block grid") { area, buffer in grid.render(in: area, buffer: &buffer) }
    }

    func testComposedScreen() {
        sweep("screen") { area, buffer in
            let (top, rest) = area.splitTop(1)
            let (content, bottom) = rest.splitBottom(1)
            TabBar(entries: [TabBar.Entry(number: 1, title: "은행")], activeIndex: 0).render(in: top, buffer: &buffer)
            let columns = content.columns(2, gap: 1)
            var state = ScrollListState(selectable: false, followsTail: true)
            for (index, column) in columns.enumerated() {
                let inner = Pane(title: index == 0 ? "대기중" : "업무중", isFocused: index == 0).render(in: column, buffer: &buffer)
                ScrollList(count: 500) { ("\($0) - 대출", .plain) }.render(in: inner, buffer: &buffer, state: &state)
            }
            KeyHintBar(hints: [KeyHint(keys: "a", label: "Add")]).render(in: bottom, buffer: &buffer)
        }
    }
}
