import Foundation
import KanbanCore
import TabKit
import TerminalUI

/// Drawing the kanban tab: the filter and a notice over the board when
/// there are any, the three columns side by side, and the editor, the
/// history panel or a dialog on top. Every part clamps to its area.
extension KanbanTab {
    public func render(in area: Rect, buffer: inout Buffer) {
        buffer.cursor = nil
        let layout = self.layout(in: area)
        if let row = layout.title { renderBoardTitle(in: row, buffer: &buffer) }
        if let row = layout.filter { renderFilter(in: row, buffer: &buffer) }
        let board = layout.board
        if let loadError {
            let lines = TextWrap.lines(strings.boardUnreadable(loadError), width: max(1, board.width - 2))
            for (index, line) in lines.prefix(board.height).enumerated() {
                buffer.write(line, x: board.x + 1, y: board.y + index, style: buffer.theme.error, maxWidth: board.width - 2)
            }
        } else if !firstRead.hasData, firstPage == nil {
            // Not read yet: no column, no count, nothing that could be taken
            // for an empty board.
            ReadingLine(strings.readingCards).render(in: board, buffer: &buffer)
        } else {
            let today = calendar.today
            for (column, rect) in zip(KanbanColumn.allCases, layout.columns) {
                renderColumn(column, in: rect, today: today, buffer: &buffer)
            }
            if let last = layout.columns.last { renderSyncIndicator(on: last, buffer: &buffer) }
        }
        // Over the board, not beside it: a second row covers the board's top.
        renderNotice(in: layout.notice, area: area, buffer: &buffer)
        renderOverlay(in: area, buffer: &buffer)
        // The card editor's margin and the history panel cover the
        // notice's row; what the notice says (back from the editor, not
        // saved; a key the panel refused) is about them.
        switch overlay {
        case .editor, .history: renderNotice(in: layout.notice, area: area, buffer: &buffer)
        default: break
        }
    }

    private func renderNotice(in row: Rect?, area: Rect, buffer: inout Buffer) {
        guard let notice, let row else { return }
        notice.render(in: row, within: area, buffer: &buffer)
    }

    /// Where the parts of the tab go in `area`: the title row (where a
    /// notice shows, over the title, so that nothing moves), the filter's
    /// row (when shown), and the three columns below them. One layout for
    /// drawing and for the keys that depend on it (a page).
    func layout(in area: Rect) -> (title: Rect?, filter: Rect?, notice: Rect?, board: Rect, columns: [Rect]) {
        var board = area
        var titleRow: Rect?
        if area.height > 1 {
            let (row, rest) = board.splitTop(1)
            titleRow = row
            board = rest
        }
        var filterRow: Rect?
        if filter != nil {
            let (row, rest) = board.splitTop(1)
            filterRow = row
            board = rest
        }
        return (titleRow, filterRow, titleRow, board, board.columns(KanbanColumn.allCases.count, gap: 1))
    }

    /// How many whole cards of the focused column fit in its pane from the
    /// chosen one on, towards its end (`down`) or its start: a page.
    func cardsPerPage(down: Bool) -> Int {
        guard let size = areaSize, let chosen = chosenIndex(focus),
              let index = KanbanColumn.allCases.firstIndex(of: focus) else { return 5 }
        let columns = layout(in: Rect(x: 0, y: 0, width: size.width, height: size.height)).columns
        guard columns.indices.contains(index) else { return 5 }
        let inner = Pane.inner(of: columns[index])
        let shown = cards(focus), today = calendar.today
        var used = -1, count = 0, at = chosen
        while shown.indices.contains(at) {
            let height = CardRows.rows(of: shown[at], width: inner.width, today: today, strings: strings, marksOverdue: false).count
            guard used + 1 + height <= inner.height else { break }
            used += 1 + height
            count += 1
            at += down ? 1 : -1
        }
        return max(1, count)
    }

    /// `● online` (green) or `● offline` (red) and the count of unsent
    /// changes, on the right of the last column's top border; shortened
    /// (`● offline 3`, then `● 3`) when the column's title leaves no room.
    /// Where the theme gives offline no colour, its dot is hollow (`○`), so
    /// the shortest form still tells the two apart.
    private func renderSyncIndicator(on pane: Rect, buffer: inout Buffer) {
        guard let syncStatus, pane.height > 0 else { return }
        let dotStyle = syncStatus.online ? buffer.theme.online : buffer.theme.offline
        let dot = syncStatus.online || dotStyle.hasColor ? "●" : "○"
        let word = syncStatus.online ? strings.online : strings.offline
        let count = syncStatus.unsent > 0 ? strings.unsent(syncStatus.unsent) : ""
        let titleEnd = pane.x + 3 + DisplayWidth.of(strings.columnTitle(.done, shown: 0, of: total(.done), filtered: false,
                                                                        limit: state?.board.wip(of: boardShown).done))
        let full = " \(dot) " + word + (count.isEmpty ? "" : " · " + count) + " "
        let number = syncStatus.unsent > 0 ? " \(NumberText.grouped(syncStatus.unsent))" : ""
        let candidates = [full, " \(dot) " + word + number + " ", " \(dot)" + number + " "]
        guard let text = candidates.first(where: { pane.maxX - 1 - DisplayWidth.of($0) >= titleEnd + 1 }) else { return }
        var x = pane.maxX - 1 - DisplayWidth.of(text)
        x = buffer.write(" ", x: x, y: pane.y, maxWidth: 1)
        x = buffer.write(dot, x: x, y: pane.y, style: dotStyle, maxWidth: 1)
        let rest = String(text.dropFirst(2))
        buffer.write(rest, x: x, y: pane.y, style: syncStatus.online ? buffer.theme.dim : buffer.theme.error,
                     maxWidth: pane.maxX - 1 - x)
    }

    /// `Filter: text…  3 of 12 cards`, the field focused while typed in.
    private func renderFilter(in row: Rect, buffer: inout Buffer) {
        guard let filter, !row.isEmpty else { return }
        let label = "/ " + strings.filterLabel + " "
        var x = buffer.write(label, x: row.x + 1, y: row.y, style: buffer.theme.title, maxWidth: max(0, row.width - 1))
        let shown = KanbanColumn.allCases.reduce(0) { $0 + cards($1).count }
        let all = KanbanColumn.allCases.reduce(0) { $0 + total($1) }
        let count = filter.query.isEmpty ? "" : strings.filterCount(shown, of: all)
        let countWidth = DisplayWidth.of(count)
        let fieldWidth = max(0, min(40, row.maxX - 1 - x - (countWidth > 0 ? countWidth + 2 : 0)))
        var state = filter.field
        TextField(isFocused: filter.isEditing && overlay == nil, placeholder: strings.filterPlaceholder)
            .render(in: Rect(x: x, y: row.y, width: fieldWidth, height: 1), buffer: &buffer, state: &state)
        if !filter.isEditing {
            // A kept filter shows its text in bold, not as a field being typed in.
            buffer.applyStyle(Style(attributes: .bold), to: Rect(x: x, y: row.y, width: min(fieldWidth, DisplayWidth.of(state.text)), height: 1))
        }
        x += fieldWidth + 2
        if countWidth > 0, x + countWidth <= row.maxX {
            buffer.write(count, x: x, y: row.y, style: shown == 0 ? buffer.theme.error : buffer.theme.dim,
                         maxWidth: row.maxX - x)
        }
    }

    /// One column: a pane titled `TODO 3`, its cards, the chosen one
    /// highlighted (reversed where keys go, underlined elsewhere).
    private func renderColumn(_ column: KanbanColumn, in area: Rect, today: Deadline, buffer: inout Buffer) {
        let shown = cards(column)
        let isFocused = column == focus
        let filtered = filter.map { !$0.query.isEmpty } ?? false
        let limit = state?.board.wip(of: boardShown)[column]
        let title = strings.columnTitle(column, shown: shown.count, of: total(column), filtered: filtered, limit: limit)
        let inner = Pane.inner(of: area)
        defer {
            // Over its limit: the title in the warning colour (and `!`,
            // which says it without colour).
            if let limit, total(column) > limit, area.width > 4 {
                let width = min(DisplayWidth.of(title) + 2, area.width - 2)
                buffer.applyStyle(buffer.theme.dueToday.adding(.bold), to: Rect(x: area.x + 1, y: area.y, width: width, height: 1))
            }
        }
        // A click on the column (where no card is) focuses it; the wheel scrolls it.
        buffer.mark(area, as: .area(Self.areaName(column)))
        // DONE with its archive hidden: how many cards are there.
        let archived = column == .done && !showArchive && archivedCount > 0 ? strings.archivedHidden(archivedCount) : ""
        guard !shown.isEmpty, !inner.isEmpty else {
            Pane(title: title, isFocused: isFocused, footer: archived).render(in: area, buffer: &buffer)
            let text = filtered && total(column) > 0 ? strings.noMatch
                : isFocused ? strings.emptyColumnFocused(newKey: keys.new.hintKeys) : strings.emptyColumn
            for (index, line) in TextWrap.lines(text, width: max(1, inner.width - 2)).prefix(inner.height).enumerated() {
                buffer.write(line, x: inner.x + 1, y: inner.y + index, style: buffer.theme.dim, maxWidth: max(0, inner.width - 2))
            }
            return
        }
        let chosenAt = chosenIndex(column) ?? 0
        let width = inner.width
        let marksOverdue = !buffer.theme.overdue.hasColor
        // The archive shown: its cards marked (`⌂`) and dim.
        let marksArchive = column == .done && showArchive && archivedCount > 0
        func inArchive(_ index: Int) -> Bool { marksArchive && isArchived(shown[index]) }
        func rows(_ index: Int) -> [CardRows.Row] {
            guard inArchive(index) else { return cardRows(shown[index], width: width, today: today, marksOverdue: marksOverdue) }
            var card = shown[index]
            card.title = strings.archivedMark + card.title
            return CardRows.rows(of: card, width: width, today: today, strings: strings, marksOverdue: marksOverdue)
        }
        // `prepareFrame` made this for the size the shell gave; worked out
        // again (and not kept) only for another size.
        let first = firstCard(column, height: inner.height, rows: rows)
        var items: [(CardRows.Row, Int)] = []
        var index = first
        while index < shown.count, items.count < inner.height {
            if index > first { items.append((CardRows.Row(text: "", kind: .gap), index)) }
            items += rows(index).map { ($0, index) }
            index += 1
        }
        let lastFull = items.count <= inner.height ? index - 1 : index - 2
        let count = listed(column)
        // Scrolled: how many cards are above and below what shows, and
        // where the chosen one is (`↑ 30  ↓ 2  39/40`); the counts go
        // first where the border is short.
        var footer = ""
        if first > 0 || lastFull < count - 1 {
            let position = "\(NumberText.grouped(chosenAt + 1))/\(NumberText.grouped(count))"
            var parts: [String] = []
            if first > 0 { parts.append("↑ \(NumberText.grouped(first))") }
            if lastFull < count - 1 { parts.append("↓ \(NumberText.grouped(count - 1 - lastFull))") }
            let whole = (parts + [position]).joined(separator: "  ")
            footer = DisplayWidth.of(whole) <= area.width - 6 ? whole : position
        }
        if !archived.isEmpty {
            let both = footer.isEmpty ? archived : footer + "  " + archived
            footer = DisplayWidth.of(both) <= area.width - 6 ? both : footer.isEmpty ? archived : footer
        }
        Pane(title: title, isFocused: isFocused, footer: footer).render(in: area, buffer: &buffer)
        let theme = buffer.theme
        let titleRow = items.firstIndex { $0.1 == chosenAt && $0.0.kind == .title } ?? 0
        var scroll = ScrollListState()
        scroll.update(itemCount: items.count, rows: inner.height)
        scroll.select(titleRow, itemCount: items.count)
        ScrollList(count: items.count, theme: theme, isFocused: isFocused, showsIndicator: false) { i in
            let (row, card) = items[i]
            let base = inArchive(card) && row.kind != .gap ? theme.dim : Self.style(row.kind, theme: theme)
            guard card == chosenAt, isFocused, row.kind != .gap else { return (row.text, base) }
            // The whole chosen card stands out where keys go.
            return (DisplayWidth.pad(row.text, to: width), theme.itemStyle(isSelected: true, isFocused: true, base: base))
        }
        .render(in: inner, buffer: &buffer, state: &scroll)
        // A card's id as the marks name it: written once a card, not once
        // a row (`uuidString` formats through the C library).
        var idText: (card: Int, text: String) = (-1, "")
        for row in 0..<inner.height {
            let index = scroll.offset + row
            guard items.indices.contains(index), items[index].0.kind != .gap else { continue }
            if idText.card != items[index].1 { idText = (items[index].1, shown[items[index].1].id.uuidString) }
            buffer.mark(Rect(x: inner.x, y: inner.y + row, width: inner.width, height: 1),
                        as: .item(Self.areaName(column), idText.text))
            let (cardRow, card) = items[index]
            let highlighted = (card == chosenAt && isFocused) || scroll.selected == index
            for span in cardRow.spans where span.x < inner.width {
                var style: Style
                switch span.kind {
                case .tag(let color): style = TagPalette.style(color, over: Self.style(cardRow.kind, theme: theme), theme: theme)
                case .progress: style = theme.normal
                }
                if highlighted { style = theme.itemStyle(isSelected: true, isFocused: isFocused, base: style) }
                buffer.applyStyle(style, to: Rect(x: inner.x + span.x, y: inner.y + row, width: min(span.width, inner.width - span.x),
                                                  height: 1))
            }
        }
    }

    /// A column's name in the frame's marks.
    nonisolated static func areaName(_ column: KanbanColumn) -> String { "kanban." + column.rawValue }

    /// The column a mark's area name names, if any.
    nonisolated static func column(named name: String?) -> KanbanColumn? {
        KanbanColumn.allCases.first { areaName($0) == name }
    }

    static func style(_ kind: CardRows.Kind, theme: Theme) -> Style {
        switch kind {
        case .title: return theme.normal.adding(.bold)
        case .body, .gap, .progress: return theme.normal
        case .deadline(.overdue): return theme.overdue
        case .deadline(.dueToday): return theme.dueToday
        case .deadline: return theme.dim
        case .people(let mine): return mine ? theme.title.adding(.bold) : theme.dim
        }
    }

    private func renderOverlay(in area: Rect, buffer: inout Buffer) {
        switch overlay {
        case .none:
            return
        case .dialog(let modal):
            clearMargin(around: modal.box(in: area), in: area, buffer: &buffer)
            modal.render(in: area, buffer: &buffer)
        case .editor(let editor):
            let view = CardEditorView(strings: strings, editor: editor, today: calendar.today)
            clearMargin(around: view.box(in: area), in: area, buffer: &buffer)
            view.render(in: area, buffer: &buffer)
        case .boards(let list):
            var counts: [UUID: Int] = [:]
            for board in list.items { counts[board.id] = state?.board.cards(on: board.id).count ?? 0 }
            let view = BoardsListView(strings: strings, list: list, shown: boardShown, counts: counts)
            let box = view.box(in: area)
            clearMargin(around: box, in: area, buffer: &buffer)
            // Each list draws from a copy of its scroll: `prepareFrame`
            // already fitted the kept one to this area.
            var scroll = list.scroll
            view.render(box: box, buffer: &buffer, scroll: &scroll)
        case .history(var scroll):
            let panel = HistoryPanel(strings: strings, history: shownHistory, timeZone: calendar.timeZone)
            let box = panel.box(in: area)
            clearMargin(around: box, in: area, buffer: &buffer)
            panel.render(box: box, buffer: &buffer, scroll: &scroll)
        case .checklist(let dialog):
            guard let card = state?.board[dialog.cardID] else { return }
            // `prepareFrame` read the checklist after the last input.
            let memo = checklistMemo.flatMap { $0.cardID == card.id && $0.body == card.body ? $0 : nil }
                ?? ChecklistMemo(cardID: card.id, body: card.body, items: Checklist.items(in: card.body))
            clearMargin(around: ChecklistDialog.box(in: area, card: card, items: memo.items, strings: strings), in: area, buffer: &buffer)
            var scroll = dialog.scroll
            dialog.render(in: area, card: card, checklist: memo, strings: strings, buffer: &buffer, scroll: &scroll)
        case .export(let dialog):
            clearMargin(around: dialog.box(in: area), in: area, buffer: &buffer)
            dialog.render(in: area, strings: strings, buffer: &buffer)
        case .wip(let dialog):
            clearMargin(around: dialog.box(in: area), in: area, buffer: &buffer)
            if dialog.archive {
                dialog.render(in: area, count: archivedCount, days: archiveDays, strings: strings, buffer: &buffer)
            } else {
                dialog.render(in: area, count: total(dialog.column), strings: strings, buffer: &buffer)
            }
        case .flow(let panel):
            let box = panel.box(in: area)
            clearMargin(around: box, in: area, buffer: &buffer)
            var scroll = panel.scroll
            panel.render(box: box, strings: strings, buffer: &buffer, scroll: &scroll)
        case .due(let view):
            clearMargin(around: view.box(in: area), in: area, buffer: &buffer)
            var scroll = view.scroll
            view.render(in: area, strings: strings, today: calendar.today, buffer: &buffer, scroll: &scroll, person: duePerson)
        }
    }

    /// Blanks one cell around `box`, so a box over the board does not sit
    /// against pieces of the cards under it.
    private func clearMargin(around box: Rect, in area: Rect, buffer: inout Buffer) {
        guard !box.isEmpty else { return }
        buffer.fill(Rect(x: box.x - 1, y: box.y - 1, width: box.width + 2, height: box.height + 2).intersection(area))
    }
}
