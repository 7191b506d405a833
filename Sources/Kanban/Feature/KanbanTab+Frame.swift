import Foundation
import KanbanCore
import TabKit
import TerminalUI

/// What the kanban frame reads and keeps, made in `handle` (after every
/// input, for the size the shell last gave) so that `render` only reads:
/// where each column starts, the rows of the cards in view, and where each
/// open list is scrolled with how many rows its page is.
extension KanbanTab {
    public func prepareFrame() {
        tellEditing()
        guard let size = areaSize else { return }
        let area = Rect(x: 0, y: 0, width: size.width, height: size.height)
        // The first page's cards as well as the whole board's: the frames
        // drawn before the whole board is read read the memo too.
        if loadError == nil {
            let today = calendar.today
            let columns = layout(in: area).columns
            if cardRowCache.count > 2_000 { cardRowCache.removeAll(keepingCapacity: true) }
            for (column, rect) in zip(KanbanColumn.allCases, columns) {
                let inner = Pane.inner(of: rect)
                let shown = cards(column)
                guard !shown.isEmpty, !inner.isEmpty else { continue }
                func rows(_ index: Int) -> [CardRows.Row] {
                    let card = shown[index]
                    if let cached = cardRowCache[card.id], cached.width == inner.width, cached.today == today, cached.card == card {
                        return cached.rows
                    }
                    let rows = CardRows.rows(of: card, width: inner.width, today: today, strings: strings)
                    cardRowCache[card.id] = CachedCardRows(card: card, width: inner.width, today: today, rows: rows)
                    return rows
                }
                let first = firstCard(column, height: inner.height, rows: rows)
                firstShown[column] = first
                // The cards drawn below the first: their rows are made now too.
                var used = -1, index = first
                while index < shown.count, used < inner.height {
                    used += 1 + rows(index).count
                    index += 1
                }
            }
        }
        fitOverlay(in: area)
        // The chosen card's checklist, for the hint bar: read once per change.
        if overlay == nil, let card = chosenCard { _ = checklist(of: card) }
    }

    /// The first card `column` shows in `height` rows: where it started,
    /// moved only as far as keeps the chosen card, whole, in view (the view
    /// scrolls by whole cards). Walks back from the chosen card, so only
    /// cards that fit are measured.
    func firstCard(_ column: KanbanColumn, height: Int, rows: (Int) -> [CardRows.Row]) -> Int {
        guard !cards(column).isEmpty else { return 0 }
        let chosenAt = chosenIndex(column) ?? 0
        let earliest = min(firstShown[column] ?? 0, chosenAt)
        var first = chosenAt
        var used = rows(chosenAt).count
        while first > earliest, used + 1 + rows(first - 1).count <= height {
            first -= 1
            used += 1 + rows(first).count
        }
        return first
    }

    /// The rows of `card` as drawn: the memo's when it was made for this
    /// width and day, else made now (and not kept: render keeps nothing).
    /// A theme without colours writes the overdue word, which the memo
    /// leaves out, so an overdue card's rows are then made each frame.
    func cardRows(_ card: Card, width: Int, today: Deadline, marksOverdue: Bool) -> [CardRows.Row] {
        if let cached = cardRowCache[card.id], cached.width == width, cached.today == today, cached.card == card,
           !marksOverdue || card.deadlineStatus(today: today) != .overdue {
            return cached.rows
        }
        return CardRows.rows(of: card, width: width, today: today, strings: strings, marksOverdue: marksOverdue)
    }

    /// Fits the open list's scroll to the rows its box has in `area`, so
    /// that a page key moves by what this size shows before any frame.
    private func fitOverlay(in area: Rect) {
        switch overlay {
        case .history(var scroll):
            scroll.update(itemCount: shownHistory.count, rows: HistoryPanel.listRows(in: area))
            overlay = .history(scroll)
        case .boards(var list):
            list.scroll.update(itemCount: list.items.count, rows: BoardsListView.listRows(of: list, in: area))
            overlay = .boards(list)
        case .checklist(var dialog):
            guard let card = state?.board[dialog.cardID] else { return }
            let items = checklist(of: card).items
            let box = ChecklistDialog.box(in: area, card: card, items: items, strings: strings)
            dialog.scroll.update(itemCount: items.count, rows: max(1, Pane.inner(of: box).height))
            overlay = .checklist(dialog)
        case .due(var view):
            view.scroll.update(itemCount: view.lines.count, rows: max(1, Pane.inner(of: view.box(in: area)).height))
            overlay = .due(view)
        case .flow(var panel):
            let box = panel.box(in: area)
            let rows = max(1, Pane.inner(of: box).height)
            panel.lineCount = panel.lines(in: box, strings: strings).count
            panel.scroll.update(itemCount: panel.lineCount, rows: rows)
            overlay = .flow(panel)
        case .dialog, .editor, .export, .wip, .none:
            break
        }
    }
}
