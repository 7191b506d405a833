import BankCore
import TerminalUI

/// A plan's result over the board, in the words `bankui bank plan` prints:
/// what was asked, the targets, how it was planned and the answer of each
/// business (bold), then the table (every staffing tried, or every hour
/// with a bar of its bankers and the arrivals' work drawn over it) and
/// what follows it (the bars' legend, the shifts, the footnote), scrolled
/// from `top`. Where the table is wider than the box, columns that matter
/// least are left out first.
struct PlannerResultView {
    let result: PlanResult
    let top: Int
    let strings: BankStrings
    /// The lines above the table; the last two are the answers.
    let answerLines: [String]
    /// The table's cells, header first: worked out once a view, not once
    /// a width tried.
    private let rows: [[String]]
    private let words: PlanningWords

    init(result: PlanResult, top: Int, strings: BankStrings) {
        self.result = result
        self.top = top
        self.strings = strings
        let words = strings.planningWords
        self.words = words
        switch result.answer {
        case .steady(let plan):
            answerLines = words.planHead(plan, model: result.model, seed: result.request.seed, maximum: result.request.maximumBankers)
            rows = words.planRows(plan, model: result.model)
        case .hourly(let plan, let days, _):
            answerLines = words.hourlyHead(plan, model: result.model, seed: result.request.seed, days: days)
            rows = words.hourlyRows(plan, model: result.model, days: days)
        }
    }

    /// Columns left out, in turn, while the table is too wide: for staffings
    /// served, median, longest, mean; for hours the busy share and
    /// customers a day (busy last when bankers' busy is a target).
    private var droppable: [[Int]] {
        switch result.answer {
        case .steady: return [[], [2], [2, 4], [2, 4, 6], [2, 3, 4, 6]]
        case .hourly(let plan, _, _):
            let busy = rows[0].count - (result.model.patience != nil ? 2 : 1)
            return plan.target.maxOccupancy != nil ? [[], [1], [1, busy]] : [[], [busy], [busy, 1]]
        }
    }

    /// The least room a bar takes beside an hour's row.
    private static let leastBar = 8

    /// The table's lines, header first, each cell padded to its column (by
    /// display width), no wider than `width` where columns can be left out;
    /// an hour's row ends with its bar, a cell a banker where there is room
    /// for that, else scaled to the room left (at least 8 cells).
    func tableLines(width: Int) -> [String] {
        // Beside an hour's row: two spaces, the bar, and `missed` where an hour misses.
        var natural = 0, tag = 0
        var bars: (Int) -> [String] = { _ in [] }
        if case .hourly(let plan, _, _) = result.answer {
            let most = words.hourlyMost(plan, model: result.model)
            natural = PlanningText.barWidth(most: most) + 1
            tag = (0..<plan.deposit.bankers.count).contains { !words.hourMet(plan, hour: $0) } ? DisplayWidth.of(words.missedTag) : 0
            bars = { room in
                [self.words.bankersHeading] + (0..<plan.deposit.bankers.count).map { hour in
                    self.words.hourlyBar(plan, model: self.result.model, hour: hour, most: most, width: room)
                }
            }
        }
        let beside = natural > 0 ? 2 + natural + tag : 0
        var lines: [String] = []
        var tableWidth = 0
        for dropped in droppable {
            let kept = rows.map { row in row.enumerated().filter { !dropped.contains($0.offset) }.map(\.element) }
            lines = PlanningText.table(kept)
            tableWidth = lines.map { DisplayWidth.of($0) }.max() ?? 0
            if tableWidth + beside <= width { break }
        }
        guard natural > 0 else { return lines }
        // The bar's cells, and one past them for the arrivals' line.
        let room = max(Self.leastBar, min(natural, width - tableWidth - 2 - tag)) - 1
        return zip(lines, bars(room)).map { "\($0)  \($1)" }
    }

    /// The lines under the table, each with whether it is a note (dim):
    /// the bars' legend and the shifts of an hourly plan, then the footnote.
    var tailLines: [(text: String, note: Bool)] {
        switch result.answer {
        case .steady: return [(words.planFootnote, true)]
        case .hourly(let plan, _, let shifts):
            let shiftLines = shifts.map { [""] + words.shiftLines(plan, model: result.model, shifts: $0) } ?? []
            return [(words.barLegend, true)] + shiftLines.map { ($0, false) } + [(words.hourlyFootnote, true)]
        }
    }

    /// The answer's lines wrapped to `width`, each with whether it is bold
    /// (the answers).
    private func wrappedAnswer(width: Int) -> [(text: String, bold: Bool)] {
        let lines = answerLines + [""]
        return lines.enumerated().flatMap { index, line in
            let bold = index == lines.count - 3 || index == lines.count - 2
            guard !line.isEmpty else { return [(line, bold)] }
            // A number keeps its unit on its line (`0.7 s`, `0 %`): the
            // space between them is held by a mark of the same width while
            // the line is wrapped, then given back.
            let glue: Character = "\u{E000}"
            let kept = line.replacing(/(\d) (s|%|min|h)(?=[,;)]| |$)/) { "\($0.1)\(glue)\($0.2)" }
            return TextWrap.lines(kept, width: max(1, width)).map { ($0.replacing(String(glue), with: " "), bold) }
        }
    }

    func render(in area: Rect, buffer: inout Buffer) {
        // As wide as the whole table (and the arrivals' line one past a
        // full bar), or the longest line above it up to 120 columns.
        let table = (tableLines(width: .max).map { DisplayWidth.of($0) }.max() ?? 0) + (result.rowCount > 0 ? 1 : 0)
        let head = min(120, answerLines.map { DisplayWidth.of($0) }.max() ?? 0)
        let width = min(area.width, max(60, table, head) + 4)
        let lines = tableLines(width: width - 4)
        let answer = wrappedAnswer(width: width - 4)
        let body = lines.dropFirst().map { (text: $0, note: false) }
            + tailLines.flatMap { line in TextWrap.lines(line.text, width: max(1, width - 4)).map { (text: $0, note: line.note) } }
        // Borders, the answer, the header, the rows and what follows: no taller than that.
        let box = area.centered(width: width, height: min(area.height, 2 + answer.count + 1 + body.count))
        guard !box.isEmpty else { return }
        buffer.fill(box)
        buffer.markModal(box)
        let inner = Pane(title: strings.plannerTitle, isFocused: true).render(in: box, buffer: &buffer).inset(dx: 1, dy: 0)
        guard !inner.isEmpty else { return }
        var y = inner.y
        for line in answer where y < inner.maxY {
            buffer.write(line.text, x: inner.x, y: y, style: line.bold ? Style(attributes: .bold) : .plain, maxWidth: inner.width)
            y += 1
        }
        guard y < inner.maxY else { return }
        buffer.write(lines[0], x: inner.x, y: y, style: buffer.theme.dim, maxWidth: inner.width)
        y += 1
        let room = inner.maxY - y
        guard room > 0 else { return }
        let first = min(top, max(0, body.count - room))
        let shown = Array(body.dropFirst(first).prefix(room))
        for (index, line) in shown.enumerated() {
            let more = body.count - first - index
            if index == shown.count - 1, more > 1 {
                buffer.write(strings.planMore(more), x: inner.x, y: y, style: buffer.theme.dim, maxWidth: inner.width)
            } else {
                buffer.write(line.text, x: inner.x, y: y, style: line.note ? buffer.theme.dim : .plain, maxWidth: inner.width)
            }
            y += 1
        }
    }
}
