import TabKit
import TerminalUI
import TextKit
import TimetableCore

/// Drawing the planner: its form in a box over the grid, and the plans
/// found as the grid itself, one at a time.
extension TimetableTab {
    /// The form: a row per rule, the focused one marked, then what was
    /// refused or that the planning runs. Rows that do not fit scroll
    /// with the focus.
    func renderPlanForm(in area: Rect, form: inout PlanForm, planning: Bool, buffer: inout Buffer) {
        let rows = PlanForm.Row.allCases
        let box = area.centered(width: min(78, max(0, area.width - 2)), height: min(rows.count + 3, max(0, area.height)))
        guard box.width >= 16, box.height >= 3 else { return }
        clearMargin(around: box, in: area, buffer: &buffer)
        buffer.markModal(box)
        let inner = Pane(title: strings.planTitle, isFocused: true).render(in: box, buffer: &buffer)
        guard !inner.isEmpty else { return }
        buffer.cursor = nil
        let labelWidth = min(rows.map { DisplayWidth.of(strings.planRowLabel($0)) }.max() ?? 0, max(0, inner.width / 3))
        let visible = max(1, inner.height - 1)
        let first = min(max(0, form.focus.rawValue - visible + 1), max(0, rows.count - visible))
        for (offset, row) in rows.dropFirst(first).prefix(visible).enumerated() {
            let y = inner.y + offset
            let focused = form.focus == row && !planning
            let label = DisplayWidth.pad(DisplayWidth.truncate(strings.planRowLabel(row), to: labelWidth, ellipsis: "…"), to: labelWidth)
            buffer.write((focused ? "▸" : " ") + label, x: inner.x, y: y, style: focused ? buffer.theme.title.adding(.bold) : buffer.theme.title,
                         maxWidth: inner.width)
            let x = inner.x + labelWidth + 2
            let rect = Rect(x: x, y: y, width: max(0, inner.maxX - x - 1), height: 1)
            guard !rect.isEmpty else { continue }
            switch row {
            case .keep:
                let items = form.keepable.map { course in
                    (form.kept.contains(course.id) ? "[x] " : "[ ] ") + TerminalText.sanitize(course.name)
                }
                if items.isEmpty {
                    buffer.write(strings.planNothingToKeep, x: x, y: y, style: buffer.theme.dim, maxWidth: rect.width)
                } else {
                    renderChoices(items, cursor: form.keepCursor, focused: focused, in: rect, buffer: &buffer)
                }
            case .days:
                let items = PlanForm.days.map { (form.freeDays.contains($0) ? "[x] " : "[ ] ") + strings.day($0) }
                renderChoices(items, cursor: form.dayCursor, focused: focused, in: rect, buffer: &buffer)
            case .rank:
                buffer.write(strings.planRank(gapsFirst: form.gapsFirst), x: x, y: y,
                             style: focused ? buffer.theme.selected : buffer.theme.field, maxWidth: rect.width)
            default:
                guard var field = form[field: row] else { continue }
                TextField(isFocused: focused, placeholder: strings.planPlaceholder(row)).render(in: rect, buffer: &buffer, state: &field)
                form[field: row] = field
            }
        }
        let statusY = inner.y + min(visible, rows.count)
        guard statusY < inner.maxY else { return }
        if planning {
            buffer.write(strings.planning, x: inner.x + 1, y: statusY, style: buffer.theme.dim, maxWidth: max(0, inner.width - 2))
        } else if let notice {
            buffer.write(DisplayWidth.truncate(notice.text, to: max(0, inner.width - 2), ellipsis: "…"), x: inner.x + 1, y: statusY,
                         style: notice.isError ? buffer.theme.error : buffer.theme.dim, maxWidth: max(0, inner.width - 2))
        } else if form.focus == .courses, form.courses.isSelected {
            buffer.write(DisplayWidth.truncate(strings.planPrefilled, to: max(0, inner.width - 2), ellipsis: "…"), x: inner.x + 1,
                         y: statusY, style: buffer.theme.dim, maxWidth: max(0, inner.width - 2))
        }
    }

    /// Items side by side, the one at `cursor` kept in view and, with the
    /// focus, drawn chosen.
    private func renderChoices(_ items: [String], cursor: Int, focused: Bool, in rect: Rect, buffer: inout Buffer) {
        var start = 0
        func width(_ range: Range<Int>) -> Int { items[range].reduce(0) { $0 + DisplayWidth.of($1) + 2 } }
        while start < cursor, width(start..<(cursor + 1)) > rect.width { start += 1 }
        var x = rect.x
        if start > 0 { x = buffer.write("… ", x: x, y: rect.y, style: buffer.theme.dim, maxWidth: max(0, rect.maxX - x)) }
        for index in start..<items.count where x < rect.maxX {
            let style = focused && index == cursor ? buffer.theme.selected : buffer.theme.normal
            x = buffer.write(items[index], x: x, y: rect.y, style: style, maxWidth: max(0, rect.maxX - x))
            x += 2
        }
    }

    /// The plan shown: its rank and score over the week grid of its sections.
    func renderPlans(in area: Rect, _ results: PlanResults, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        buffer.fill(area)
        buffer.markModal(area)
        let (titleRow, body) = area.splitTop(1)
        let plan = results.plan
        var heading = strings.planHeading(results.index, of: results.plans.count,
                                          PlanText.score(plan.score, rules: results.rules, strings.language))
        let leftOut = zip(plan.sections, results.courses).filter { $0.0 == nil }.map { TerminalText.sanitize($0.1.name) }
        if !leftOut.isEmpty { heading += " · " + strings.planLeftOut(leftOut) }
        buffer.write(DisplayWidth.truncate(heading, to: max(0, area.width - 2), ellipsis: "…"), x: area.x + 1, y: titleRow.y,
                     style: buffer.theme.title, maxWidth: max(0, area.width - 2))
        let layout = results.layout
        let blocks = layout.blocks.compactMap { block -> BlockGrid.Block? in
            guard let column = layout.days.firstIndex(of: block.meeting.day) else { return nil }
            var drawn = BlockGrid.Block(column: column, start: max(block.meeting.startMinute, layout.minutes.lowerBound),
                                        end: min(block.meeting.endMinute, layout.minutes.upperBound),
                                        lines: [TerminalText.sanitize(block.course.course.name),
                                                TerminalText.sanitize(block.course.course.professor), block.meeting.clockText],
                                        target: nil)
            drawn.style = BlockColours.style(block.course.color, theme: buffer.theme)
            return drawn
        }
        let marks = stride(from: layout.minutes.lowerBound, to: layout.minutes.upperBound, by: 60)
            .map { BlockGrid.Mark(unit: $0, label: "\($0 / 60)") }
        let grid = BlockGrid(columns: layout.days.map(strings.day) + [strings.onlineColumn], units: layout.minutes, marks: marks,
                             blocks: blocks)
        grid.render(in: body, buffer: &buffer)
        if let online = grid.columnBodies(in: body).last {
            for (index, placed) in layout.apart.prefix(online.height).enumerated() {
                buffer.write(TerminalText.sanitize(placed.course.name), x: online.x, y: online.y + index,
                             style: BlockColours.style(placed.color, theme: buffer.theme), maxWidth: online.width)
            }
        }
    }
}
