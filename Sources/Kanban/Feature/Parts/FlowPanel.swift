import Foundation
import KanbanCore
import TabKit
import TerminalUI
import TextKit

/// `F`: the flow of the board shown, as `bankui kanban stats` prints it
/// (``FlowWords``), in a box over the board: read in the background (it
/// says so meanwhile), scrolled with the list keys where it does not fit.
struct FlowPanel: Sendable {
    let board: UUID
    let boardName: String
    /// Nil while it is read.
    var stats: FlowStats?
    /// Why it could not be read.
    var failure: String?
    var scroll = ScrollListState(selectable: false)
    /// How many lines it had at the last frame (what the keys scroll).
    var lineCount = 0

    /// The panel's name in the frame's marks (the wheel scrolls it).
    static let listName = "kanban.flow"
    /// The widest the panel grows.
    static let widest = 120

    func box(in area: Rect) -> Rect {
        let width = min(area.width, Self.widest)
        return area.centered(width: area.width - width < 24 ? area.width : width, height: area.height)
    }

    /// The lines in `box`: the words wrapped to its width, then the chart
    /// as tall as the box leaves room for (4 to 16 rows) and as wide.
    func lines(in box: Rect, strings: KanbanStrings) -> [FlowWords.Line] {
        let inner = Pane.inner(of: box).inset(dx: 1, dy: 0)
        let width = max(1, inner.width)
        func wrapped(_ text: String) -> [FlowWords.Line] {
            TextWrap.lines(text, width: width).map { FlowWords.Line(text: $0, kind: .text) }
        }
        if let failure { return wrapped(strings.flowFailed(failure)) }
        guard let stats else { return wrapped(strings.flowReading) }
        let words = FlowWords(strings: strings, stats: stats, boardName: boardName)
        // The words wrapped once; below the chart: its axis, the dates and
        // the legend.
        let head = words.wrappedHead(width: width)
        let height = min(16, max(4, inner.height - head.count - 3))
        return head + words.chart(width: width, height: height)
    }

    func render(box: Rect, strings: KanbanStrings, buffer: inout Buffer, scroll: inout ScrollListState) {
        guard !box.isEmpty else { return }
        buffer.fill(box)
        buffer.markModal(box)
        buffer.mark(box, as: .area(Self.listName))
        let inner = Pane.inner(of: box).inset(dx: 1, dy: 0)
        let lines = lines(in: box, strings: strings)
        scroll.update(itemCount: lines.count, rows: max(1, inner.height))
        let footer = lines.count > inner.height
            ? ScrollList.indicator(offset: scroll.offset, visible: inner.height, count: lines.count, width: max(0, box.width - 6))
            : ""
        Pane(title: strings.flowPaneTitle, isFocused: true, footer: footer).render(in: box, buffer: &buffer)
        guard !inner.isEmpty else { return }
        let theme = buffer.theme
        for (row, line) in lines.dropFirst(scroll.offset).prefix(inner.height).enumerated() {
            let y = inner.y + row
            switch line.kind {
            case .heading:
                buffer.write(line.text, x: inner.x, y: y, style: theme.title, maxWidth: inner.width)
            case .text:
                buffer.write(line.text, x: inner.x, y: y, style: theme.normal, maxWidth: inner.width)
            case .chart, .legend:
                // The bands in their colours as well as their marks.
                var x = inner.x
                for run in Self.runs(of: line.text) {
                    let style = Self.style(of: run.first ?? " ", theme)
                    x = buffer.write(String(run), x: x, y: y, style: style, maxWidth: max(0, inner.maxX - x))
                    if x >= inner.maxX { break }
                }
            }
        }
    }

    /// `text` cut where the kind of mark changes.
    static func runs(of text: String) -> [Substring] {
        var runs: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if next == text.endIndex || isMark(text[next]) != isMark(text[index]) || (isMark(text[next]) && text[next] != text[index]) {
                runs.append(text[start..<next])
                start = next
            }
            index = next
        }
        return runs
    }

    private static func isMark(_ character: Character) -> Bool {
        character == FlowWords.doneMark || character == FlowWords.doingMark || character == FlowWords.todoMark
    }

    private static func style(of mark: Character, _ theme: Theme) -> Style {
        switch mark {
        case FlowWords.doneMark: theme.online
        case FlowWords.doingMark: theme.dueToday
        case FlowWords.todoMark: theme.dim
        default: theme.normal
        }
    }
}
