import Foundation
import TabKit
import TerminalUI
import TimetableCore

/// Drawing the timetable tab: a title line (the timetable's name, its
/// credits, the sample label), the week grid, the courses listed apart
/// (below the grid, or beside it on a wide screen), a notice, and the
/// dialogs on top. Every part clamps to its area.
extension TimetableTab {
    /// Width from which the courses listed apart sit beside the grid.
    static let sidePanelFrom = 120

    public func render(in area: Rect, buffer: inout Buffer) {
        buffer.cursor = nil
        guard !area.isEmpty else { return }
        guard hasLoaded else {
            buffer.write(strings.loading, x: area.x + 1, y: area.y, style: buffer.theme.dim, maxWidth: max(0, area.width - 1))
            return
        }
        var body = area
        var renaming = false
        if case .rename = overlay { renaming = true }
        if let notice, !renaming {
            let lines = TextWrap.lines(notice.text, width: max(1, area.width - 2))
            let (rest, rows) = body.splitBottom(min(2, lines.count, max(0, body.height - 1)))
            let style = notice.isError ? buffer.theme.error : buffer.theme.normal.adding(.bold)
            for (index, line) in lines.prefix(rows.height).enumerated() {
                buffer.write(line, x: rows.x + 1, y: rows.y + index, style: style, maxWidth: max(0, rows.width - 2))
            }
            body = rest
        }
        if let loadError {
            for (index, line) in TextWrap.lines(strings.unreadable(loadError), width: max(1, body.width - 2)).prefix(body.height).enumerated() {
                buffer.write(line, x: body.x + 1, y: body.y + index, style: buffer.theme.error, maxWidth: max(0, body.width - 2))
            }
        } else {
            let (title, rest) = body.splitTop(1)
            renderTitle(in: title, buffer: &buffer)
            renderWeek(in: rest, buffer: &buffer)
        }
        renderOverlay(in: area, buffer: &buffer)
    }

    /// `2026 - 2 (1/2) · 18 credits · 7 courses` and, on the right, the sample label.
    private func renderTitle(in row: Rect, buffer: inout Buffer) {
        guard let timetable = shown, !row.isEmpty else { return }
        let label = catalog?.isSample == true ? "[\(strings.sampleLabel)]" : ""
        let labelWidth = DisplayWidth.of(label)
        var x = row.x + 1
        let room = max(0, row.maxX - x - (labelWidth > 0 ? labelWidth + 2 : 0))
        x = buffer.write(DisplayWidth.truncate(TerminalText.sanitize(timetable.name), to: max(0, min(room, Self.nameLimit + 2)), ellipsis: "…"),
                         x: x, y: row.y, style: buffer.theme.title, maxWidth: room)
        var facts = ""
        if timetables.count > 1, let position = timetables.firstIndex(where: { $0.id == timetable.id }) {
            facts += " (\(position + 1)/\(timetables.count))"
        }
        facts += " · " + strings.credits(timetable.totalCredits) + " · " + strings.courseCount(timetable.courses.count)
        buffer.write(facts, x: x, y: row.y, style: buffer.theme.normal, maxWidth: max(0, row.x + 1 + room - x))
        if labelWidth > 0, labelWidth + 1 <= row.width {
            buffer.write(label, x: row.maxX - labelWidth - 1, y: row.y, style: buffer.theme.sample,
                         maxWidth: labelWidth)
        }
    }

    /// The grid and the courses listed apart.
    private func renderWeek(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        var gridArea = area
        let apart = layout.apart
        if !apart.isEmpty {
            if area.width >= Self.sidePanelFrom {
                let (left, right) = area.splitLeft(area.width - 52)
                gridArea = left
                let inner = Pane(title: strings.eLearning + " · " + strings.timeUnknown)
                    .render(in: right.inset(dx: 1, dy: 0), buffer: &buffer)
                renderApart(in: inner, buffer: &buffer)
            } else {
                let rows = min(apart.count, max(1, area.height / 6))
                let (top, bottom) = area.splitBottom(rows)
                gridArea = top
                renderApart(in: bottom, buffer: &buffer)
            }
        }
        renderGrid(in: gridArea, buffer: &buffer)
    }

    private func renderGrid(in area: Rect, buffer: inout Buffer) {
        let blocks = layout.blocks
        let chosen = overlay == nil ? cursor : nil
        // The grid is made again only when the timetable or the choice changed.
        let grid: BlockGrid
        if let cached = gridCache, cached.version == layoutVersion, cached.chosen == chosen, cached.theme == buffer.theme {
            grid = cached.grid
        } else {
            grid = makeGrid(chosen: chosen, theme: buffer.theme)
            gridCache = (layoutVersion, chosen, buffer.theme, grid)
        }
        grid.render(in: area, buffer: &buffer)
        if blocks.isEmpty, layout.apart.isEmpty, area.height > 3 {
            let text = DisplayWidth.truncate(strings.emptyTimetable(addKey: keys.add.hintKeys), to: max(0, area.width - 4), ellipsis: "…")
            let x = area.x + max(2, (area.width - DisplayWidth.of(text)) / 2)
            let y = area.y + area.height / 2
            buffer.fill(Rect(x: x - 1, y: y, width: DisplayWidth.of(text) + 2, height: 1).intersection(area))
            buffer.write(text, x: x, y: y, style: buffer.theme.title, maxWidth: max(0, area.maxX - x))
        }
    }

    /// The grid of the shown timetable, the block of `chosen` drawn last,
    /// unfilled.
    private func makeGrid(chosen: GridItem?, theme: Theme) -> BlockGrid {
        var gridBlocks: [BlockGrid.Block] = []
        var chosenBlock: BlockGrid.Block?
        for (index, block) in layout.blocks.enumerated() {
            guard let column = layout.days.firstIndex(of: block.meeting.day) else { continue }
            let lines = [TerminalText.sanitize(block.course.course.name),
                         TerminalText.sanitize(block.meeting.room ?? strings.roomUnknown),
                         Period.clock(block.meeting.startMinute) + "–" + Period.clock(block.meeting.endMinute)]
            let isChosen = block.item == chosen
            let drawn = BlockGrid.Block(column: column, start: block.meeting.startMinute, end: block.meeting.endMinute, lines: lines,
                                        style: isChosen ? theme.chosenBlock : BlockColours.style(block.course.color, theme: theme),
                                        target: .row(Self.gridBlocks, index))
            if isChosen { chosenBlock = drawn } else { gridBlocks.append(drawn) }
        }
        // Shaded free time first, so that no course is ever hidden by it.
        let free = freeSlots.compactMap { slot -> BlockGrid.Block? in
            guard let column = layout.days.firstIndex(of: slot.day) else { return nil }
            return BlockGrid.Block(column: column, start: slot.start, end: slot.end,
                                   lines: [strings.freeBlock, Period.clock(slot.start) + "–" + Period.clock(slot.end)],
                                   style: theme.dim.adding(.underline), target: nil)
        }
        gridBlocks.insert(contentsOf: free, at: 0)
        // The chosen block last, so it is drawn on top of any it overlaps.
        if let chosenBlock { gridBlocks.append(chosenBlock) }
        let hours = stride(from: layout.minutes.lowerBound, to: layout.minutes.upperBound, by: 60)
        let marks = hours.map { BlockGrid.Mark(unit: $0, label: "\($0 / 60)") }
        return BlockGrid(columns: layout.days.map(strings.day), units: layout.minutes, marks: marks, blocks: gridBlocks)
    }

    /// The courses listed apart, one a line: a swatch of the course's
    /// colour, the kind, name, professor, credits and times; the chosen one
    /// highlighted, kept in view.
    private func renderApart(in area: Rect, buffer: inout Buffer) {
        let apart = layout.apart
        guard !area.isEmpty, !apart.isEmpty else { return }
        let chosen = apart.firstIndex { cursor == GridItem(courseID: $0.course.id, meeting: nil) }
        let first = min(max(0, (chosen ?? 0) - area.height + 1), max(0, apart.count - area.height))
        for row in 0..<min(area.height, apart.count - first) {
            let placed = apart[first + row]
            let y = area.y + row
            let isChosen = first + row == chosen && overlay == nil
            var x = buffer.write("  ", x: area.x + 1, y: y, style: BlockColours.style(placed.color, theme: buffer.theme), maxWidth: max(0, area.width - 1))
            let kind = placed.course.times.isELearning ? strings.eLearning : strings.timeUnknown
            var text = " " + kind + " · " + TerminalText.sanitize(placed.course.name) + " · "
                + TerminalText.sanitize(placed.course.professor) + " · " + strings.credits(placed.course.credit)
            if case .eLearning(let meetings) = placed.course.times, !meetings.isEmpty {
                text += " · " + meetings.map(strings.meeting).joined(separator: ", ")
            }
            let style = isChosen ? buffer.theme.selected : buffer.theme.normal
            buffer.mark(Rect(x: area.x, y: y, width: area.width, height: 1), as: .row(Self.apartList, first + row))
            if isChosen { x = buffer.write(" ", x: x, y: y, style: .plain, maxWidth: 1) }
            buffer.write(DisplayWidth.truncate(text, to: max(0, area.maxX - x), ellipsis: "…"), x: x, y: y, style: style,
                         maxWidth: max(0, area.maxX - x))
        }
    }

    // MARK: Dialogs

    private func renderOverlay(in area: Rect, buffer: inout Buffer) {
        switch overlay {
        case .none:
            return
        case .dialog(let modal):
            if let behind { renderBox(behind, in: area, buffer: &buffer) }
            clearMargin(around: modal.box(in: area), in: area, buffer: &buffer)
            modal.render(in: area, buffer: &buffer)
            buffer.cursor = nil
        case .some(let open):
            renderBox(open, in: area, buffer: &buffer)
        }
    }

    private func renderBox(_ open: Overlay, in area: Rect, buffer: inout Buffer) {
        switch open {
        case .dialog:
            return
        case .search(var search):
            let courses = catalog?.courses ?? []
            clearMargin(around: CourseSearchView.box(in: area), in: area, buffer: &buffer)
            CourseSearchView(strings: strings, search: search, courses: courses).render(in: area, buffer: &buffer, search: &search)
            if case .search = overlay { overlay = .search(search) }
        case .list(var list):
            renderList(in: area, list: &list, buffer: &buffer)
            if case .list = overlay { overlay = .list(list) }
        case .rename(_, var field):
            renderRename(in: area, field: &field, buffer: &buffer)
        case .free(var list, let ticked):
            renderFree(in: area, list: &list, ticked: ticked, buffer: &buffer)
            if case .free = overlay { overlay = .free(list, ticked) }
        }
    }

    /// The timetables to shade free time with, each ticked `[x]` or not `[ ]`.
    private func renderFree(in area: Rect, list: inout ScrollListState, ticked: Set<UUID>, buffer: inout Buffer) {
        let candidates = freeCandidates
        let width = min(64, max(0, area.width - 4))
        let box = area.centered(width: width, height: max(3, min(candidates.count + 2, max(0, area.height - 2))))
        guard box.width >= 10 else { return }
        clearMargin(around: box, in: area, buffer: &buffer)
        buffer.markModal(box)
        let title = strings.freeTitle(TerminalText.sanitize(shown?.name ?? ""))
        let inner = Pane(title: title, isFocused: true).render(in: box, buffer: &buffer)
        let normal = buffer.theme.normal
        ScrollList(count: candidates.count, isFocused: true, hitName: Self.freeList) { index in
            let timetable = candidates[index]
            return ((ticked.contains(timetable.id) ? "[x] " : "[ ] ") + TerminalText.sanitize(timetable.name), normal)
        }
        .render(in: inner, buffer: &buffer, state: &list)
    }

    private func renderList(in area: Rect, list: inout ScrollListState, buffer: inout Buffer) {
        let width = min(64, max(0, area.width - 4))
        let height = min(timetables.count + 2, max(0, area.height - 2))
        let box = area.centered(width: width, height: max(3, height))
        guard box.width >= 10 else { return }
        clearMargin(around: box, in: area, buffer: &buffer)
        buffer.markModal(box)
        let inner = Pane(title: strings.timetablesTitle, isFocused: true).render(in: box, buffer: &buffer)
        let timetables = self.timetables, shownID = self.shownID, strings = self.strings
        let innerWidth = inner.width
        let normal = buffer.theme.normal
        ScrollList(count: timetables.count, isFocused: true, hitName: Self.timetableList) { index in
            let timetable = timetables[index]
            let facts = strings.credits(timetable.totalCredits) + " · " + strings.courseCount(timetable.courses.count)
            let mark = timetable.id == shownID ? "● " : "  "
            let room = max(0, innerWidth - DisplayWidth.of(facts) - 3)
            let name = DisplayWidth.pad(DisplayWidth.truncate(mark + TerminalText.sanitize(timetable.name), to: room, ellipsis: "…"), to: room)
            return (name + " " + facts, normal)
        }
        .render(in: inner, buffer: &buffer, state: &list)
    }

    private func renderRename(in area: Rect, field: inout TextFieldState, buffer: inout Buffer) {
        let width = min(64, max(0, area.width - 4))
        let box = area.centered(width: width, height: 4)
        guard box.width >= 10, box.height >= 3 else { return }
        clearMargin(around: box, in: area, buffer: &buffer)
        buffer.markModal(box)
        let inner = Pane(title: strings.renameTitle, isFocused: true).render(in: box, buffer: &buffer)
        let label = strings.nameLabel + " "
        let x = buffer.write(label, x: inner.x + 1, y: inner.y, style: buffer.theme.title, maxWidth: max(0, inner.width - 1))
        TextField(isFocused: true).render(in: Rect(x: x, y: inner.y, width: max(0, inner.maxX - x - 1), height: 1),
                                                           buffer: &buffer, state: &field)
        if inner.height > 1, let notice {
            buffer.write(DisplayWidth.truncate(notice.text, to: max(0, inner.width - 2), ellipsis: "…"), x: inner.x + 1, y: inner.y + 1,
                         style: notice.isError ? buffer.theme.error : buffer.theme.dim, maxWidth: max(0, inner.width - 2))
        }
    }

    /// Blanks one cell around `box`, so a box over the grid does not sit
    /// against pieces of the blocks under it.
    private func clearMargin(around box: Rect, in area: Rect, buffer: inout Buffer) {
        guard !box.isEmpty else { return }
        buffer.fill(Rect(x: box.x - 1, y: box.y - 1, width: box.width + 2, height: box.height + 2).intersection(area))
    }
}
