import TerminalUI
import XCTest

final class PaneAndBarTests: XCTestCase {
    func testPaneDrawsBoxTitleAndReturnsInner() {
        var inner = Rect(x: 0, y: 0, width: 0, height: 0)
        let buffer = rendered(12, 4) { inner = Pane(title: "Waiting").render(in: $0.area, buffer: &$0) }
        XCTAssertEqual(buffer.lines, [
            "┌ Waiting ─┐",
            "│          │",
            "│          │",
            "└──────────┘",
        ])
        XCTAssertEqual(inner, Rect(x: 1, y: 1, width: 10, height: 2))
        XCTAssertEqual(Pane.inner(of: buffer.area), inner)
    }

    func testPaneTitleIsCutByColumnsWithEllipsis() {
        let buffer = rendered(10, 3) { Pane(title: "대기중인 고객").render(in: $0.area, buffer: &$0) }
        XCTAssertEqual(buffer.lines[0], "┌ 대기… ─┐")
        XCTAssertEqual(DisplayWidth.of(buffer.lines[0]), 10)
    }

    func testPaneFooterAndFocus() {
        let buffer = rendered(14, 3) {
            Pane(title: "Body", isFocused: true, footer: "5/1000").render(in: $0.area, buffer: &$0)
        }
        XCTAssertEqual(buffer.lines, ["┌ Body ──────┐", "│            │", "└─── 5/1000 ─┘"])
        XCTAssertEqual(buffer[0, 0]?.style, Theme.standard.focusedBorder)
        XCTAssertTrue(buffer[2, 0]?.style.attributes.contains(.reverse) ?? false, "focused title stands out without colour")
    }

    func testTinyPanesAreEmpty() {
        let buffer = rendered(1, 1) { XCTAssertTrue(Pane(title: "x").render(in: $0.area, buffer: &$0).isEmpty) }
        XCTAssertEqual(buffer.lines, [""])
        let two = rendered(2, 2) { XCTAssertTrue(Pane(title: "x").render(in: $0.area, buffer: &$0).isEmpty) }
        XCTAssertEqual(two.lines, ["┌┐", "└┘"])
    }

    private let tabs = [
        TabBar.Entry(number: 1, title: "Bank"), TabBar.Entry(number: 2, title: "Kanban"),
        TabBar.Entry(number: 3, title: "Juice"), TabBar.Entry(number: 4, title: "Calculator"),
        TabBar.Entry(number: 5, title: "Timetable"),
    ]

    func testTabBarHighlightsActiveEntry() {
        let buffer = rendered(60, 1) { TabBar(entries: tabs, activeIndex: 1).render(in: $0.area, buffer: &$0) }
        XCTAssertEqual(buffer.lines, [" 1 Bank   2 Kanban   3 Juice   4 Calculator   5 Timetable"])
        XCTAssertEqual(buffer[10, 0]?.style, Theme.standard.activeTab)
        XCTAssertEqual(buffer[2, 0]?.style, Theme.standard.inactiveTab)
    }

    func testTabBarCutsToWidthAndKeepsActiveVisible() {
        let first = rendered(20, 1) { TabBar(entries: tabs, activeIndex: 0).render(in: $0.area, buffer: &$0) }
        XCTAssertEqual(first.lines, [" 1 Bank   2 Kanban …"])
        let last = rendered(20, 1) { TabBar(entries: tabs, activeIndex: 4).render(in: $0.area, buffer: &$0) }
        XCTAssertEqual(last.lines, ["… 5 Timetable"])
        XCTAssertEqual(last[2, 0]?.style, Theme.standard.activeTab)
    }

    func testKoreanTabBar() {
        let entries = ["은행", "칸반", "쥬스", "계산기", "시간표"].enumerated().map { TabBar.Entry(number: $0 + 1, title: $1) }
        let buffer = rendered(60, 1) { TabBar(entries: entries, activeIndex: 3).render(in: $0.area, buffer: &$0) }
        XCTAssertEqual(buffer.lines, [" 1 은행   2 칸반   3 쥬스   4 계산기   5 시간표"])
    }

    func testKeyHintBarDropsHintsFromTheEnd() {
        let hints = [KeyHint(keys: "a", label: "Add"), KeyHint(keys: "r", label: "Reset"),
                     KeyHint(keys: "?", label: "Help"), KeyHint(keys: "q", label: "Quit")]
        let wide = rendered(40, 1) { KeyHintBar(hints: hints).render(in: $0.area, buffer: &$0) }
        XCTAssertEqual(wide.lines, [" a Add  r Reset  ? Help  q Quit"])
        let narrow = rendered(22, 1) { KeyHintBar(hints: hints).render(in: $0.area, buffer: &$0) }
        XCTAssertEqual(narrow.lines, [" a Add  r Reset"])
        XCTAssertEqual(narrow[1, 0]?.style, Theme.standard.hintKey)
        let korean = rendered(30, 1) {
            KeyHintBar(hints: [KeyHint(keys: "a", label: "고객 10명 추가"), KeyHint(keys: "r", label: "초기화")]).render(in: $0.area, buffer: &$0)
        }
        XCTAssertEqual(korean.lines, [" a 고객 10명 추가  r 초기화"])
    }

    func testThemeSelectionIsVisibleWithoutColour() {
        let theme = Theme.standard
        XCTAssertFalse(theme.selected.attributes.isEmpty)
        XCTAssertFalse(theme.selectedUnfocused.attributes.isEmpty)
        XCTAssertNotEqual(theme.selected.attributes, theme.selectedUnfocused.attributes)
        let loan = Style(foreground: .magenta)
        let selectedLoan = theme.itemStyle(isSelected: true, isFocused: true, base: loan)
        XCTAssertEqual(selectedLoan.foreground, .magenta)
        XCTAssertTrue(selectedLoan.attributes.contains(.reverse))
        XCTAssertEqual(theme.itemStyle(isSelected: false, isFocused: true, base: loan), loan)
    }

    func testTextWrapByDisplayColumns() {
        XCTAssertEqual(TextWrap.lines("재료가 모자라요. 재고를 수정할까요?", width: 12),
                       ["재료가", "모자라요.", "재고를", "수정할까요?"])
        XCTAssertEqual(TextWrap.lines("one two three", width: 7), ["one two", "three"])
        XCTAssertEqual(TextWrap.lines("abcdefghij", width: 4), ["abcd", "efgh", "ij"])
        XCTAssertEqual(TextWrap.lines("한글한글한", width: 3), ["한", "글", "한", "글", "한"])
        XCTAssertEqual(TextWrap.lines("a\n\nb", width: 5), ["a", "", "b"])
        XCTAssertEqual(TextWrap.lines("🍓", width: 1), [""], "a character wider than the line is dropped")
        XCTAssertEqual(TextWrap.lines("anything", width: 0), [])
        for line in TextWrap.lines("딸기쥬스 나왔습니다! 맛있게 드세요! 🍓🍓🍓 longwordlongword", width: 7) {
            XCTAssertLessThanOrEqual(DisplayWidth.of(line), 7)
        }
    }

    func testTextInputClean() {
        XCTAssertEqual(TextInput.clean("a\tb\r\nc\nd\u{1B}[0m\u{202E}e", keepNewlines: false), "a b c de")
        // A pasted window title goes whole, not only its ESC and BEL.
        XCTAssertEqual(TextInput.clean("n\u{1B}]0;PWNED\u{7}ame", keepNewlines: false), "name")
        XCTAssertEqual(TextInput.clean("a\r\nb\rc\u{2028}d", keepNewlines: true), "a\nb\nc\nd")
        XCTAssertEqual(TextInput.clean("한글 🍓 e\u{301}", keepNewlines: false), "한글 🍓 e\u{301}")
    }
}
