import Foundation
import TabKit
import TerminalUI
import TimetableCore

/// Another timetable beside the shown one (`o`): one of yours, or a
/// friend's imported from their calendar, drawn over the grid in outline
/// (`┌─Name─┐`) in the free cells its courses cover, so free time together
/// and shared classes are seen. Where one of its courses meets a block of
/// the shown timetable, the block stays and its last line says so (`◆ Name`).
extension TimetableTab {
    /// The timetable drawn beside the shown one.
    var beside: Timetable? { besideID.flatMap { id in timetables.first { $0.id == id && id != shownID } } }

    /// Opens the chooser: none first, then the other timetables; the one drawn now chosen.
    func openBesideChooser() {
        var list = ScrollListState()
        let position = besideID.flatMap { id in freeCandidates.firstIndex { $0.id == id } }.map { $0 + 1 } ?? 0
        list.select(position, itemCount: freeCandidates.count + 1)
        overlay = .beside(list)
    }

    /// ↑↓ choose, Enter draws the one chosen (or none), Esc keeps what was drawn.
    func handleBeside(_ key: Key, _ current: ScrollListState) {
        var list = current
        let candidates = freeCandidates
        if keys.overlayClose.matches(key) {
            overlay = nil
            return
        }
        if keys.overlayShow.matches(key) {
            overlay = nil
            let index = (list.selected ?? 0) - 1
            guard candidates.indices.contains(index), let shown else {
                besideID = nil
                say(strings.besideOff)
                return
            }
            let chosen = candidates[index]
            besideID = chosen.id
            let name = TerminalText.sanitize(chosen.name)
            if chosen.yearTerm != shown.yearTerm {
                say(strings.besideShown(name) + strings.freeOtherTerm([(name: name, term: chosen.yearTerm)], shown: shown.yearTerm))
            } else {
                say(strings.besideShown(name))
            }
            return
        }
        if keys.list.action(for: key) != nil {
            _ = list.handle(key, itemCount: candidates.count + 1, keys: keys.list)
        }
        overlay = .beside(list)
    }

    /// The chooser: `None`, then each other timetable with its semester, the one drawn marked `●`.
    func renderBesideChooser(in area: Rect, list: inout ScrollListState, buffer: inout Buffer) {
        let candidates = freeCandidates
        let width = min(64, max(0, area.width - 4))
        let box = area.centered(width: width, height: max(3, min(candidates.count + 3, max(0, area.height - 2))))
        guard box.width >= 10 else { return }
        clearMargin(around: box, in: area, buffer: &buffer)
        buffer.markModal(box)
        let inner = Pane(title: strings.besideTitle(TerminalText.sanitize(shown?.name ?? "")), isFocused: true)
            .render(in: box, buffer: &buffer)
        let normal = buffer.theme.normal, strings = self.strings, drawn = beside?.id
        ScrollList(count: candidates.count + 1, isFocused: true, hitName: Self.besideList) { index in
            guard index > 0 else { return ((drawn == nil ? "● " : "  ") + strings.besideNone, normal) }
            let timetable = candidates[index - 1]
            let mark = timetable.id == drawn ? "● " : "  "
            return (mark + TerminalText.sanitize(timetable.name) + " · " + strings.semester(timetable.yearTerm), normal)
        }
        .render(in: inner, buffer: &buffer, state: &list)
    }

    /// The chooser's list in the frame's marks.
    nonisolated static let besideList = "timetable.beside"

    /// `with Mina`, `with Mina (2026, 1st semester)` when of another semester.
    var besideTitle: String? {
        guard let beside, let shown else { return nil }
        let name = TerminalText.sanitize(beside.name)
        return strings.besideWith(name, term: beside.yearTerm == shown.yearTerm ? nil : strings.semester(beside.yearTerm))
    }

    /// Draws the timetable beside over `grid` as drawn in `area`: each of
    /// its meetings on a day the grid shows, less the minutes the shown
    /// timetable's blocks take, as an outline with the course's name; each
    /// block it meets gets `◆ name` on its last line.
    func renderBeside(grid: BlockGrid, in area: Rect, buffer: inout Buffer) {
        guard let beside else { return }
        let theme = buffer.theme
        let outline = theme.focusedBorder
        var marked: [Int: [String]] = [:]
        // The rows the shown blocks take in each column: an outline never covers them.
        var taken: [Int: Set<Int>] = [:]
        for (index, block) in grid.blocks.enumerated() {
            guard case .row(Self.gridBlocks, _)? = block.target, let rect = grid.frame(ofBlock: index, in: area) else { continue }
            taken[block.column, default: []].formUnion(rect.y..<rect.maxY)
        }
        for placed in beside.courses {
            let name = TerminalText.sanitize(placed.course.name)
            for meeting in placed.course.times.meetings {
                guard let column = layout.days.firstIndex(of: meeting.day) else { continue }
                let start = max(meeting.startMinute, layout.minutes.lowerBound), end = min(meeting.endMinute, layout.minutes.upperBound)
                guard start < end else { continue }
                // What the shown blocks leave of it, and the blocks it meets.
                var free = [start..<end]
                for (index, block) in layout.blocks.enumerated() where block.meeting.day == meeting.day && layout.outside(block) == nil {
                    let busy = block.meeting.startMinute..<block.meeting.endMinute
                    guard busy.overlaps(start..<end) else { continue }
                    if !(marked[index]?.contains(name) ?? false) { marked[index, default: []].append(name) }
                    free = free.flatMap { piece -> [Range<Int>] in
                        guard piece.overlaps(busy) else { return [piece] }
                        return [piece.lowerBound..<max(piece.lowerBound, busy.lowerBound),
                                min(piece.upperBound, busy.upperBound)..<piece.upperBound].filter { !$0.isEmpty }
                    }
                }
                for piece in free {
                    var probe = grid
                    probe.blocks = [BlockGrid.Block(column: column, start: piece.lowerBound, end: piece.upperBound, lines: [])]
                    guard let rect = probe.frame(ofBlock: 0, in: area) else { continue }
                    // The rows left once the shown blocks' are taken out, in runs.
                    let rows = (rect.y..<rect.maxY).filter { !(taken[column]?.contains($0) ?? false) }
                    var runs: [Range<Int>] = []
                    for y in rows {
                        if let last = runs.last, last.upperBound == y { runs[runs.count - 1] = last.lowerBound..<(y + 1) } else { runs.append(y..<(y + 1)) }
                    }
                    for run in runs {
                        drawOutline(name, in: Rect(x: rect.x, y: run.lowerBound, width: rect.width, height: run.count), style: outline,
                                    buffer: &buffer)
                    }
                }
            }
        }
        for (index, names) in marked {
            guard let rect = grid.frame(ofBlock: gridIndex(ofLayoutBlock: index, in: grid), in: area), !rect.isEmpty else { continue }
            let text = DisplayWidth.truncate("◆ " + names.joined(separator: ", "), to: rect.width, ellipsis: "…")
            let style = buffer[rect.x, rect.maxY - 1]?.style ?? theme.normal
            buffer.fill(Rect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1), with: Cell(symbol: " ", style: style))
            buffer.write(text, x: rect.x, y: rect.maxY - 1, style: style.adding(.bold), maxWidth: rect.width)
        }
    }

    /// The index in `grid.blocks` of the layout's block `index`: the grid
    /// holds the free time first and the chosen block last.
    private func gridIndex(ofLayoutBlock index: Int, in grid: BlockGrid) -> Int {
        let target = HitTarget.row(Self.gridBlocks, index)
        return grid.blocks.firstIndex { $0.target == target } ?? -1
    }

    /// An outline over `rect`: `┌─name─┐`, `│ │`, `└──┘`; one row tall, `▏name`.
    private func drawOutline(_ name: String, in rect: Rect, style: Style, buffer: inout Buffer) {
        guard rect.width > 0, rect.height > 0 else { return }
        if rect.width < 3 || rect.height == 1 {
            buffer.write(DisplayWidth.truncate("▏" + name, to: rect.width, ellipsis: "…"), x: rect.x, y: rect.y, style: style,
                         maxWidth: rect.width)
            return
        }
        let inside = rect.width - 2
        let label = DisplayWidth.truncate(name, to: inside, ellipsis: "…")
        let top = "┌" + label + String(repeating: "─", count: max(0, inside - DisplayWidth.of(label))) + "┐"
        buffer.write(top, x: rect.x, y: rect.y, style: style, maxWidth: rect.width)
        for y in (rect.y + 1)..<rect.maxY {
            let isLast = y == rect.maxY - 1
            buffer.set(Cell(symbol: isLast ? "└" : "│", style: style), x: rect.x, y: y)
            buffer.set(Cell(symbol: isLast ? "┘" : "│", style: style), x: rect.maxX - 1, y: y)
            if isLast {
                for x in (rect.x + 1)..<(rect.maxX - 1) { buffer.set(Cell(symbol: "─", style: style), x: x, y: y) }
            }
        }
    }
}
