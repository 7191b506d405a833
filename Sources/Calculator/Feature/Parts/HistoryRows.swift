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
            lineCount = 0
            self.width = width
        }
        guard lines.count > lineCount else { return }
        for line in lines[lineCount...] { add(line) }
        lineCount = lines.count
    }

    /// Forgets the rows, for a history that was replaced.
    mutating func invalidate() {
        rows = []
        lineCount = 0
    }

    private mutating func add(_ line: HistoryLine) {
        if line.kind == .operand(nil), !rows.isEmpty {
            rows.append(Row(text: "", kind: .gap))
        }
        let kind: Kind
        switch line.kind {
        case .operand: kind = .operand
        case .result: kind = line.number == DecimalDisplay.notANumber ? .failedResult : .result
        }
        for text in RightAlignedLines.lines(line.text, width: width) {
            rows.append(Row(text: text, kind: kind))
        }
    }
}
