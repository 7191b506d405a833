import Foundation
import TabKit
import TerminalUI
import TimetableCore

/// Drawing the timetable tab: a title line (the timetable's name, its
/// credits, the sample label), the week grid with the courses listed apart
/// in its last column (online), a notice, and the dialogs on top. Every part clamps to its area.
extension TimetableTab {
    public func render(in area: Rect, buffer: inout Buffer) {
        buffer.cursor = nil
        guard !area.isEmpty else { return }
        // Until the first read answers, nothing is known: not even that
        // there is no timetable.
        guard !firstRead.isReading, catalog != nil || loadError != nil else {
            ReadingLine(strings.loading).render(in: area, buffer: &buffer)
            return
        }
        // The first row is the title's; a notice shows over it, so that
        // nothing else moves when it comes or goes.
        let (titleRow, body) = area.splitTop(1)
        if let loadError {
            for (index, line) in TextWrap.lines(strings.unreadable(loadError), width: max(1, body.width - 2)).prefix(body.height).enumerated() {
                buffer.write(line, x: body.x + 1, y: body.y + index, style: buffer.theme.error, maxWidth: max(0, body.width - 2))
            }
        } else if shown == nil {
            renderEmptyState(in: area, buffer: &buffer)
        } else {
            renderTitle(in: titleRow, buffer: &buffer)
            renderWeek(in: body, buffer: &buffer)
        }
        if let notice, overlay?.typesName != true { notice.render(in: titleRow, within: area, buffer: &buffer) }
        renderOverlay(in: area, buffer: &buffer)
    }

    /// No timetable: the original's words, and the key that makes one.
    private func renderEmptyState(in area: Rect, buffer: inout Buffer) {
        let lines: [(String, Style)] = [(strings.noTimetableYet, buffer.theme.title), (strings.makeANewOne, buffer.theme.normal),
                                        ("", buffer.theme.normal), (strings.emptyStateKey(keys.new.hintKeys), buffer.theme.hintKey)]
        let label = catalog?.isSample == true ? "[\(strings.sampleLabel)]" : ""
        if !label.isEmpty, DisplayWidth.of(label) + 1 <= area.width {
            buffer.write(label, x: area.maxX - DisplayWidth.of(label) - 1, y: area.y, style: buffer.theme.sample,
                         maxWidth: DisplayWidth.of(label))
        }
        let top = area.y + max(0, (area.height - lines.count) / 2)
        for (index, (text, style)) in lines.enumerated() where top + index < area.maxY {
            let cut = DisplayWidth.truncate(text, to: max(0, area.width - 2), ellipsis: "…")
            let x = area.x + max(1, (area.width - DisplayWidth.of(cut)) / 2)
            buffer.write(cut, x: x, y: top + index, style: style, maxWidth: max(0, area.maxX - x))
        }
    }

    /// `2026 - 2 (1/2) · 2026, 2nd semester · 18 credits · 7 courses` and,
    /// on the right, the sample label.
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
        // Facts that do not all fit give way whole, the semester first, so
        // none is read cut (`2 cour`).
        let space = max(0, row.x + 1 + room - x)
        let semester = strings.semester(timetable.yearTerm), credits = strings.credits(timetable.totalCredits)
        let courses = strings.courseCount(timetable.courses.count)
        var choices = [[semester, credits, courses], [credits, courses], [credits], []]
        // The timetable drawn beside goes last of all.
        if let with = besideTitle { choices = choices.map { [with] + $0 } + [[]] }
        facts += (choices.map { $0.map { " · " + $0 }.joined() }
            .first { DisplayWidth.of(facts + $0) <= space } ?? "")
        buffer.write(facts, x: x, y: row.y, style: buffer.theme.normal, maxWidth: space)
        if labelWidth > 0, labelWidth + 1 <= row.width {
            buffer.write(label, x: row.maxX - labelWidth - 1, y: row.y, style: buffer.theme.sample,
                         maxWidth: labelWidth)
        }
    }

    /// The grid, its last column the online one: the courses listed apart.
    private func renderWeek(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let blocks = layout.blocks
        // The memo `prepareFrame` made (unless the state changed without an
        // input, as a test may do: then made here, and not kept).
        let chosen = gridChoice
        let plan = gridPlan.flatMap { $0.version == layoutVersion && $0.chosen == chosen ? $0 : nil }
            ?? makeGridPlan(chosen: chosen)
        let grid = plan.grid(theme: buffer.theme)
        grid.render(in: area, buffer: &buffer)
        renderFreePattern(plan, grid: grid, in: area, buffer: &buffer)
        renderBeside(grid: grid, in: area, buffer: &buffer)
        if let nowMark { renderNowLine(nowMark, grid: grid, in: area, buffer: &buffer) }
        if let online = grid.columnBodies(in: area).last {
            renderApart(in: online, buffer: &buffer)
        }
        if blocks.isEmpty, layout.apart.isEmpty, area.height > 3 {
            let text = DisplayWidth.truncate(strings.emptyTimetable(addKey: keys.add.hintKeys), to: max(0, area.width - 4), ellipsis: "…")
            let x = area.x + max(2, (area.width - DisplayWidth.of(text)) / 2)
            let y = area.y + area.height / 2
            buffer.fill(Rect(x: x - 1, y: y, width: DisplayWidth.of(text) + 2, height: 1).intersection(area))
            buffer.write(text, x: x, y: y, style: buffer.theme.title, maxWidth: max(0, area.maxX - x))
        }
    }

    /// The block the grid shows chosen: the cursor's, unless a dialog is open.
    var gridChoice: GridItem? { overlay == nil ? cursor : nil }

    /// The grid of the shown timetable, the block of `chosen` drawn last,
    /// unfilled; its blocks' styles are left to the theme of the frame.
    func makeGridPlan(chosen: GridItem?) -> GridPlan {
        var gridBlocks: [(BlockGrid.Block, GridPlan.Look)] = []
        var chosenBlock: BlockGrid.Block?
        for (index, block) in layout.blocks.enumerated() {
            guard let column = layout.days.firstIndex(of: block.meeting.day) else { continue }
            // A time of its own (a calendar's 9:00–10:30) comes second: the
            // rows start and end on whole rows, so only the words say it exactly.
            let room = TerminalText.sanitize(block.meeting.room ?? strings.roomUnknown)
            let lines = block.meeting.minutes == nil
                ? [TerminalText.sanitize(block.course.course.name), room, block.meeting.clockText]
                : [TerminalText.sanitize(block.course.course.name), block.meeting.clockText, room]
            var drawn = BlockGrid.Block(column: column, start: block.meeting.startMinute, end: block.meeting.endMinute, lines: lines,
                                        target: .row(Self.gridBlocks, index))
            // Outside the hours shown: a row at the top or the bottom of its
            // day says where it is (`↑ 0:00–1:00 Night lab`).
            switch layout.outside(block) {
            case .before?:
                drawn.start = layout.minutes.lowerBound
                drawn.end = drawn.start + 1
                drawn.lines = ["↑ " + block.meeting.clockText + " " + lines[0]]
            case .after?:
                drawn.end = layout.minutes.upperBound
                drawn.start = drawn.end - 1
                drawn.lines = ["↓ " + block.meeting.clockText + " " + lines[0]]
            case nil: break
            }
            if block.item == chosen { chosenBlock = drawn } else { gridBlocks.append((drawn, .course(block.course.color))) }
        }
        // Shaded free time first, so that no course is ever hidden by it.
        let free = freeSlots.compactMap { slot -> (BlockGrid.Block, GridPlan.Look)? in
            guard let column = layout.days.firstIndex(of: slot.day) else { return nil }
            return (BlockGrid.Block(column: column, start: slot.start, end: slot.end,
                                    lines: [strings.freeBlock, Period.clock(slot.start) + "–" + Period.clock(slot.end)], target: nil), .free)
        }
        gridBlocks.insert(contentsOf: free, at: 0)
        // The chosen block last, so it is drawn on top of any it overlaps.
        if let chosenBlock { gridBlocks.append((chosenBlock, .chosen)) }
        let hours = stride(from: layout.minutes.lowerBound, to: layout.minutes.upperBound, by: 60)
        let marks = hours.map { BlockGrid.Mark(unit: $0, label: "\($0 / 60)") }
        return GridPlan(version: layoutVersion, chosen: chosen,
                        grid: BlockGrid(columns: layout.days.map(strings.day) + [strings.onlineColumn], units: layout.minutes, marks: marks,
                                        blocks: gridBlocks.map { $0.0 }),
                        looks: gridBlocks.map { $0.1 })
    }

    /// The courses listed apart, in the online column, one under the
    /// other: each a block of its colour with its name and what fits of its
    /// times (or that they are unknown), professor and credits; the chosen
    /// one drawn as the chosen block of the grid is, and kept in view.
    private func renderApart(in area: Rect, buffer: inout Buffer) {
        let apart = layout.apart
        guard !area.isEmpty, !apart.isEmpty else { return }
        let height = min(4, max(1, area.height / apart.count))
        let shown = max(1, area.height / height)
        let chosen = apart.firstIndex { cursor == GridItem(courseID: $0.course.id, meeting: nil) }
        let first = min(max(0, (chosen ?? 0) - shown + 1), max(0, apart.count - shown))
        for row in 0..<min(shown, apart.count - first) {
            let placed = apart[first + row]
            let rect = Rect(x: area.x, y: area.y + row * height, width: area.width, height: height).intersection(area)
            guard !rect.isEmpty else { continue }
            let isChosen = first + row == chosen && overlay == nil
            let style = isChosen ? buffer.theme.chosenBlock : BlockColours.style(placed.color, theme: buffer.theme)
            var lines = [TerminalText.sanitize(placed.course.name)]
            switch placed.course.times {
            case .eLearning(let meetings) where !meetings.isEmpty: lines.append(meetings.map(strings.meeting).joined(separator: ", "))
            case .unknown: lines.append(strings.timeUnknown)
            default: break
            }
            if !placed.course.professor.isEmpty { lines.append(TerminalText.sanitize(placed.course.professor)) }
            lines.append(strings.credits(placed.course.credit))
            buffer.fill(rect, with: Cell(symbol: " ", style: style))
            for (index, line) in lines.prefix(rect.height).enumerated() {
                buffer.write(DisplayWidth.truncate(line, to: rect.width, ellipsis: "…"), x: rect.x, y: rect.y + index,
                             style: index == 0 ? style.adding(.bold) : style, maxWidth: rect.width)
            }
            buffer.mark(rect, as: .row(Self.apartList, first + row))
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

    /// Draws `open`, and returns it with its widgets' state as drawn (where
    /// its lists and its field are scrolled, a list's page): `prepareFrame`
    /// keeps that for the size the shell gave; `render` draws from copies
    /// and keeps nothing.
    @discardableResult
    func renderBox(_ open: Overlay, in area: Rect, buffer: inout Buffer) -> Overlay {
        switch open {
        case .dialog:
            return open
        case .search(var search):
            let courses = catalog?.courses ?? []
            clearMargin(around: CourseSearchView.box(in: area), in: area, buffer: &buffer)
            CourseSearchView(strings: strings, search: search, courses: courses, placed: shown?.courses ?? [])
                .render(in: area, buffer: &buffer, search: &search)
            return .search(search)
        case .list(var list):
            renderList(in: area, list: &list, buffer: &buffer)
            return .list(list)
        case .rename(_, var field):
            // The name's field is drawn from its start each time, as before.
            renderRename(in: area, field: &field, buffer: &buffer)
            return open
        case .create(var form):
            renderCreate(in: area, form: &form, buffer: &buffer)
            return .create(form)
        case .free(var list, let ticked):
            renderFree(in: area, list: &list, ticked: ticked, buffer: &buffer)
            return .free(list, ticked)
        case .plan(var form):
            renderPlanForm(in: area, form: &form, planning: false, buffer: &buffer)
            return .plan(form)
        case .planning(var form):
            renderPlanForm(in: area, form: &form, planning: true, buffer: &buffer)
            return .planning(form)
        case .plans(let results):
            renderPlans(in: area, results, buffer: &buffer)
            return open
        case .export(var form):
            renderExport(in: area, form: &form, buffer: &buffer)
            return .export(form)
        case .beside(var list):
            renderBesideChooser(in: area, list: &list, buffer: &buffer)
            return .beside(list)
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

    /// The timetables, newest semester first, each on two lines as the
    /// original's list: the semester (bold) above the name, the shown one
    /// marked `●`, its credits and courses on the right.
    private func renderList(in area: Rect, list: inout ScrollListState, buffer: inout Buffer) {
        let width = min(64, max(0, area.width - 4))
        let height = min(2 * timetables.count + 2, max(0, area.height - 2))
        let box = area.centered(width: width, height: max(4, height))
        guard box.width >= 10 else { return }
        clearMargin(around: box, in: area, buffer: &buffer)
        buffer.markModal(box)
        let inner = Pane(title: strings.timetablesTitle, isFocused: true).render(in: box, buffer: &buffer)
        guard !inner.isEmpty else { return }
        if timetables.isEmpty {
            buffer.write(DisplayWidth.truncate(strings.noTimetableYet, to: max(0, inner.width - 2), ellipsis: "…"), x: inner.x + 1,
                         y: inner.y, style: buffer.theme.dim, maxWidth: max(0, inner.width - 2))
            return
        }
        let visible = max(1, inner.height / 2)
        let selected = min(list.selected ?? 0, timetables.count - 1)
        let first = min(max(0, selected - visible + 1), max(0, timetables.count - visible))
        for row in 0..<min(visible, timetables.count - first) {
            let index = first + row
            let timetable = timetables[index]
            let isChosen = index == selected
            let y = inner.y + 2 * row
            let facts = strings.credits(timetable.totalCredits) + " · " + strings.courseCount(timetable.courses.count)
            let mark = timetable.id == shownID ? "● " : "  "
            let room = max(0, inner.width - DisplayWidth.of(facts) - 3)
            let name = DisplayWidth.pad(DisplayWidth.truncate(mark + TerminalText.sanitize(timetable.name), to: room, ellipsis: "…"),
                                        to: room)
            let semester = DisplayWidth.pad(DisplayWidth.truncate("  " + strings.semester(timetable.yearTerm), to: inner.width - 1,
                                                                  ellipsis: "…"), to: inner.width - 1)
            let base = isChosen ? buffer.theme.selected : buffer.theme.normal
            buffer.write(semester, x: inner.x, y: y, style: base.adding(.bold), maxWidth: inner.width)
            if y + 1 < inner.maxY {
                buffer.write(name + " " + facts, x: inner.x, y: y + 1, style: base, maxWidth: inner.width)
            }
            buffer.mark(Rect(x: inner.x, y: y, width: inner.width, height: 2).intersection(inner), as: .row(Self.timetableList, index))
        }
    }

    /// The create form: the name (the original's placeholder when empty),
    /// the semester with ◀ ▶, and what was refused.
    private func renderCreate(in area: Rect, form: inout CreateForm, buffer: inout Buffer) {
        let width = min(64, max(0, area.width - 4))
        let box = area.centered(width: width, height: 5)
        guard box.width >= 10, box.height >= 4 else { return }
        clearMargin(around: box, in: area, buffer: &buffer)
        buffer.markModal(box)
        let inner = Pane(title: strings.createTitle, isFocused: true).render(in: box, buffer: &buffer)
        let labelWidth = max(DisplayWidth.of(strings.nameLabel), DisplayWidth.of(strings.semesterLabel)) + 1
        buffer.write(DisplayWidth.pad(strings.nameLabel, to: labelWidth), x: inner.x + 1, y: inner.y, style: buffer.theme.title,
                     maxWidth: max(0, inner.width - 1))
        let x = inner.x + 1 + labelWidth
        TextField(isFocused: form.focus == .name, placeholder: strings.namePlaceholder)
            .render(in: Rect(x: x, y: inner.y, width: max(0, inner.maxX - x - 1), height: 1), buffer: &buffer, state: &form.field)
        if form.focus != .name { buffer.cursor = nil }
        guard inner.height > 1 else { return }
        buffer.write(DisplayWidth.pad(strings.semesterLabel, to: labelWidth), x: inner.x + 1, y: inner.y + 1, style: buffer.theme.title,
                     maxWidth: max(0, inner.width - 1))
        let semester = "◀ " + strings.semester(form.semester) + " ▶"
        buffer.write(semester, x: x, y: inner.y + 1, style: form.focus == .semester ? buffer.theme.selected : buffer.theme.field,
                     maxWidth: max(0, inner.maxX - x - 1))
        if inner.height > 2, let notice {
            buffer.write(DisplayWidth.truncate(notice.text, to: max(0, inner.width - 2), ellipsis: "…"), x: inner.x + 1, y: inner.y + 2,
                         style: notice.isError ? buffer.theme.error : buffer.theme.dim, maxWidth: max(0, inner.width - 2))
        }
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
    func clearMargin(around box: Rect, in area: Rect, buffer: inout Buffer) {
        guard !box.isEmpty else { return }
        buffer.fill(Rect(x: box.x - 1, y: box.y - 1, width: box.width + 2, height: box.height + 2).intersection(area))
    }
}
