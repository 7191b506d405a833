import BankCore
import TerminalUI

/// A plan's result over the board: the target, the answer for each
/// business (or "not reachable; best …"), then the table of every staffing
/// tried (bankers → mean, median, p95 and longest wait), scrolled from `top`.
struct PlannerResultView {
    let result: PlanResult
    let top: Int
    let strings: BankStrings

    /// The table's rows, header first, each cell padded to its column
    /// (by display width: Korean headers are two columns a character).
    /// Where the rows are wider than `width`, the customers, the median and
    /// then the longest columns are left out.
    func tableLines(width: Int) -> [String] {
        let rows = [strings.planTableHeader] + result.plan.candidates.map { candidate in
            [strings.businessName(candidate.business), String(candidate.bankers), String(candidate.customers),
             PlanningText.seconds(candidate.meanSeconds), PlanningText.seconds(candidate.medianSeconds),
             PlanningText.seconds(candidate.p95Seconds), PlanningText.seconds(candidate.longestSeconds),
             strings.planMet(candidate.meetsTarget)]
        }
        var lines: [String] = []
        for dropped in [[], [2], [2, 4], [2, 4, 6]] {
            let kept = rows.map { row in row.enumerated().filter { !dropped.contains($0.offset) }.map(\.element) }
            lines = Self.aligned(kept)
            if (lines.map { DisplayWidth.of($0) }.max() ?? 0) <= width { break }
        }
        return lines
    }

    private static func aligned(_ rows: [[String]]) -> [String] {
        let count = rows.first?.count ?? 0
        let widths = (0..<count).map { column in rows.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - DisplayWidth.of(cell))
                return column == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
    }

    /// The lines above the table, as the command prints them: what was
    /// asked, the target, how it was planned, then the answer for each
    /// business.
    var answerLines: [String] {
        let plan = result.plan
        return [strings.planInputs(result.model), strings.planTarget(plan.target),
                strings.planRuns(plan, seed: result.request.seed), "",
                strings.planAnswer(plan.deposit, target: plan.target, maximum: result.request.maximumBankers),
                strings.planAnswer(plan.loan, target: plan.target, maximum: result.request.maximumBankers), ""]
    }

    /// The answer's lines wrapped to `width`, each with whether it is bold
    /// (the answers).
    private func wrappedAnswer(width: Int) -> [(text: String, bold: Bool)] {
        answerLines.enumerated().flatMap { index, line in
            let bold = index == 4 || index == 5
            guard !line.isEmpty else { return [(line, bold)] }
            // A number keeps its unit on its line (`0.7 s`, `0 %`): the
            // space between them is held by a mark of the same width while
            // the line is wrapped, then given back.
            let glue: Character = "\u{E000}"
            let kept = line.replacing(/(\d) (s|%)(?=[,;)]| |$)/) { "\($0.1)\(glue)\($0.2)" }
            return TextWrap.lines(kept, width: max(1, width)).map { ($0.replacing(String(glue), with: " "), bold) }
        }
    }

    func render(in area: Rect, buffer: inout Buffer) {
        let whole = tableLines(width: .max)
        let width = min(area.width, max(60, (whole.map { DisplayWidth.of($0) }.max() ?? 0) + 4))
        let table = tableLines(width: width - 4)
        let answer = wrappedAnswer(width: width - 4)
        // Borders, the answer, the header, the rows, the footnote: no taller than that.
        let natural = 2 + answer.count + whole.count + 2
        let box = area.centered(width: width, height: min(area.height, natural))
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
        buffer.write(table[0], x: inner.x, y: y, style: buffer.theme.dim, maxWidth: inner.width)
        y += 1
        // The footnote keeps the last row when there is room for a row of the table too.
        let footY = inner.maxY - 1
        let rowsEnd = footY > y ? footY : inner.maxY
        let body = table.dropFirst()
        let first = min(top, max(0, body.count - (rowsEnd - y)))
        for line in body.dropFirst(first) where y < rowsEnd {
            buffer.write(line, x: inner.x, y: y, maxWidth: inner.width)
            y += 1
        }
        if footY > inner.y, rowsEnd == footY {
            buffer.write(strings.planFootnote, x: inner.x, y: footY, style: buffer.theme.dim, maxWidth: inner.width)
        }
    }
}
