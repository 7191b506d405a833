import CalculatorCore
import TerminalUI

/// The calculator history as screen rows for a given width: each line
/// right-aligned (wrapped when wider than the room, never cut), with an
/// empty row before each new calculation.
///
/// Built once per width and then extended line by line, so a long history
/// costs nothing per key press.
struct HistoryRows {
    /// What a row shows.
    enum Kind: Equatable {
        case operand
        case result
        case failedResult
        /// The empty row between two calculations.
        case gap
    }

    /// One screen row.
    struct Row: Equatable {
        var text: String
        var kind: Kind
        /// The history line the row shows (its index); nil for a gap.
        var line: Int? = nil
    }

    /// The rows, oldest first.
    private(set) var rows: [Row] = []
    /// The width the rows were made for.
    private(set) var width = 0
    /// How many history lines the rows hold.
    private var lineCount = 0

    /// Brings the rows in line with `lines` at `width`: appends the new
    /// lines, or starts again when the width changed or lines went away.
    mutating func fit(_ lines: [HistoryLine], width: Int) {
        if width != self.width || lines.count < lineCount {
            rows = []
            firstRows = []
            lineCount = 0
            self.width = width
        }
        guard lines.count > lineCount else { return }
        for index in lineCount..<lines.count { add(lines[index], index: index) }
        lineCount = lines.count
    }

    /// Forgets the rows, for a history that was replaced.
    mutating func invalidate() {
        rows = []
        firstRows = []
        lineCount = 0
    }

    /// The first row of each line.
    private var firstRows: [Int] = []

    /// The rows that show line `index`, or nil when it has none (yet).
    func rows(ofLine index: Int) -> ClosedRange<Int>? {
        guard firstRows.indices.contains(index) else { return nil }
        let first = firstRows[index]
        let end = index + 1 < firstRows.count ? firstRows[index + 1] : rows.count
        // The gap before the next calculation is not the line's.
        var last = end - 1
        while last > first, rows[last].kind == .gap { last -= 1 }
        return first...last
    }

    private mutating func add(_ line: HistoryLine, index: Int) {
        if line.kind == .operand(nil), !rows.isEmpty {
            rows.append(Row(text: "", kind: .gap))
        }
        let kind: Kind
        switch line.kind {
        case .operand: kind = .operand
        case .result: kind = line.number == DecimalDisplay.notANumber ? .failedResult : .result
        }
        firstRows.append(rows.count)
        for text in RightAlignedLines.lines(line.text, width: width) {
            rows.append(Row(text: text, kind: kind, line: index))
        }
    }
}
