import BankCore
import TerminalUI

/// The live strip above the board's columns: the waiting line's length over
/// the last minutes as a sparkline, the waits of the customers served as a
/// histogram (as many as "Served" on the figures line) and each
/// banker's busy share as a bar with its percentage. Only reads and draws.
///
/// Narrow screens get one row per plot; from 120 columns and 40 rows the
/// plots stand side by side in panes, taller. Below 14 rows the strip is
/// left out.
struct BankPlotsView {
    let plots: BankPlotData
    let statistics: BankStatistics
    let strings: BankStrings

    /// The widest sparkline drawn: what changes on one tick stays small.
    static let sparklineLimit = 60
    /// How many rows the strip takes in an area of `size`.
    static func height(for size: Size) -> Int {
        if size.height < 14 { return 0 }
        return isWide(size) ? 8 : 3
    }

    static func isWide(_ size: Size) -> Bool { size.width >= 120 && size.height >= 40 }

    func render(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        if area.height >= 8, area.width >= 120 {
            renderWide(in: area, buffer: &buffer)
        } else {
            renderNarrow(in: area, buffer: &buffer)
        }
    }

    // MARK: One row each

    private func renderNarrow(in area: Rect, buffer: inout Buffer) {
        let x = area.x + 1
        let width = max(0, area.width - 2)
        let labels = [strings.plotLineLabel, strings.plotWaitsLabel, strings.plotBusyLabel]
        let labelWidth = labels.map { DisplayWidth.of($0) }.max() ?? 0
        let dim = buffer.theme.dim
        for (row, label) in labels.enumerated() where row < area.height {
            buffer.write(label, x: x, y: area.y + row, style: dim, maxWidth: width)
        }
        let start = x + labelWidth + 1
        let room = max(0, x + width - start)
        if area.height > 0 { lineRow(x: start, y: area.y, width: room, buffer: &buffer) }
        if area.height > 1 { waitsRow(x: start, y: area.y + 1, width: room, buffer: &buffer) }
        if area.height > 2 { busyRow(x: start, y: area.y + 2, width: room, buffer: &buffer) }
    }

    private func lineRow(x: Int, y: Int, width: Int, buffer: inout Buffer) {
        let summary = strings.plotLineSummary(now: plots.line.length, peak: plots.line.peak)
        let sparkWidth = min(Self.sparklineLimit, max(0, width - DisplayWidth.of(summary) - 2))
        let values = plots.line.lastSamples(sparkWidth)
        let peak = max(1, plots.line.peak)
        var column = x
        if sparkWidth > 0 {
            buffer.write(BlockGlyphs.sparkline(values, maximum: peak), x: x, y: y, maxWidth: sparkWidth)
            column = x + sparkWidth + 2
        }
        buffer.write(summary, x: column, y: y, maxWidth: max(0, x + width - column))
    }

    private func waitsRow(x: Int, y: Int, width: Int, buffer: inout Buffer) {
        let counts = statistics.waits.counts
        let maximum = counts.max() ?? 0
        let shown = shownBuckets
        var column = x
        for index in 0..<shown {
            let glyph = BlockGlyphs.column(eighths: BlockGlyphs.eighths(counts[index], of: maximum), row: 0)
            let piece = "\(strings.waitBucketLabel(index)) \(glyph == " " ? "·" : String(glyph))\(counts[index])"
            let pieceWidth = DisplayWidth.of(piece)
            guard column + pieceWidth <= x + width else { break }
            buffer.write(piece, x: column, y: y)
            column += pieceWidth + 2
        }
    }

    private func busyRow(x: Int, y: Int, width: Int, buffer: inout Buffer) {
        let bankers = statistics.bankers
        var column = x
        for (index, banker) in bankers.enumerated() {
            let piece = strings.bankerName(banker.banker) + " " + BlockGlyphs.bar(banker.busyShare, width: 6) + " "
                + strings.percent(banker.busyShare)
            let pieceWidth = DisplayWidth.of(piece)
            let rest = bankers.count - index - 1
            let more = rest > 0 ? DisplayWidth.of(strings.moreBankers(rest)) + 2 : 0
            guard column + pieceWidth + more <= x + width else {
                buffer.write(strings.moreBankers(bankers.count - index), x: column, y: y, style: buffer.theme.dim,
                             maxWidth: max(0, x + width - column))
                return
            }
            buffer.write(piece, x: column, y: y)
            column += pieceWidth + 2
        }
    }

    /// Buckets up to the longest one with a wait in it, at least four.
    private var shownBuckets: Int {
        let counts = statistics.waits.counts
        let last = counts.lastIndex { $0 > 0 } ?? 0
        return min(counts.count, max(4, last + 1))
    }

    // MARK: Side by side

    private func renderWide(in area: Rect, buffer: inout Buffer) {
        let strip = Rect(x: area.x, y: area.y, width: area.width, height: min(area.height, 8))
        let panes = strip.columns([.fixed(Self.sparklineLimit + 4), .fixed(8 * 7 + 4), .fill(1)], gap: 1)
        guard panes.count == 3 else { return }
        let summary = strings.plotLineSummary(now: plots.line.length, peak: plots.line.peak)
        let line = Pane(title: strings.plotLineTitle + " · " + summary).render(in: panes[0], buffer: &buffer)
        let waits = Pane(title: strings.plotWaitsTitle(statistics.waits.total)).render(in: panes[1], buffer: &buffer)
        let busy = Pane(title: strings.plotBusyLabel).render(in: panes[2], buffer: &buffer)
        tallSparkline(in: line.inset(dx: 1, dy: 0), buffer: &buffer)
        histogram(in: waits.inset(dx: 1, dy: 0), buffer: &buffer)
        busyBars(in: busy.inset(dx: 1, dy: 0), buffer: &buffer)
    }

    private func tallSparkline(in area: Rect, buffer: inout Buffer) {
        let width = min(Self.sparklineLimit, area.width)
        guard width > 0, area.height > 0 else { return }
        let values = plots.line.lastSamples(width)
        let peak = max(1, plots.line.peak)
        let rows = area.height
        for (i, value) in values.enumerated() {
            let eighths = BlockGlyphs.eighths(value, of: peak, rows: rows)
            for row in 0..<rows {
                let glyph = BlockGlyphs.column(eighths: eighths, row: row)
                guard glyph != " " else { break }
                buffer.set(Cell(character: glyph), x: area.x + i, y: area.maxY - 1 - row)
            }
        }
    }

    private func histogram(in area: Rect, buffer: inout Buffer) {
        guard area.height >= 3 else { return }
        let counts = statistics.waits.counts
        let maximum = counts.max() ?? 0
        let barRows = area.height - 2
        let labelsY = area.maxY - 2
        for (index, count) in counts.enumerated() {
            let x = area.x + index * 7
            guard x + 6 <= area.maxX else { break }
            let eighths = BlockGlyphs.eighths(count, of: maximum, rows: barRows)
            for row in 0..<barRows {
                let glyph = BlockGlyphs.column(eighths: eighths, row: row)
                guard glyph != " " else { break }
                buffer.write(String(repeating: glyph, count: 4), x: x + 1, y: labelsY - 1 - row)
            }
            buffer.write(strings.waitBucketLabel(index), x: x, y: labelsY, style: buffer.theme.dim, maxWidth: 6)
            buffer.write(String(count), x: x, y: labelsY + 1, maxWidth: 6)
        }
    }

    private func busyBars(in area: Rect, buffer: inout Buffer) {
        let bankers = statistics.bankers
        guard !area.isEmpty else { return }
        let nameWidth = bankers.map { DisplayWidth.of(strings.bankerName($0.banker)) }.max() ?? 0
        // Bars of 20 cells: a share that jumps (the first tick of a day) redraws little.
        let barWidth = max(1, min(20, area.width - nameWidth - 7))
        for (index, banker) in bankers.enumerated() {
            let y = area.y + index
            if index == area.height - 1, bankers.count > area.height {
                buffer.write(strings.moreBankers(bankers.count - index), x: area.x, y: y, style: buffer.theme.dim,
                             maxWidth: area.width)
                return
            }
            guard y < area.maxY else { return }
            let name = strings.bankerName(banker.banker)
            buffer.write(name, x: area.x, y: y, maxWidth: area.width)
            let barX = area.x + nameWidth + 1
            let end = buffer.write(BlockGlyphs.bar(banker.busyShare, width: barWidth), x: barX, y: y,
                                   maxWidth: max(0, area.maxX - barX))
            let figures = strings.percent(banker.busyShare) + "  " + strings.servedCount(banker.served)
            buffer.write(figures, x: end + 1, y: y, maxWidth: max(0, area.maxX - end - 1))
        }
    }
}
