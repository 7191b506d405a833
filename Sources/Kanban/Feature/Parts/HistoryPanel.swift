import Foundation
import KanbanCore
import TabKit
import TerminalUI

/// The history panel (`v`), the original's 히스토리 popover as a box over
/// the board, and the board's activity: one line per change, newest first,
/// each with the local date and time it was made and, when someone else
/// made it, who (`2026-11-23 14:05  민수 moved 'X' from TODO to DOING`; one's
/// own lines read as the original's, `Added 'X'.`), back to the oldest
/// line stored (older ones are read as it scrolls down).
/// A line wider than the box is cut with "…"; the scroll position shows in
/// the bottom border when the lines do not all fit.
struct HistoryPanel {
    let strings: KanbanStrings
    let history: [HistoryEntry]
    let timeZone: TimeZone

    /// The widest the panel grows.
    static let widest = 100

    /// The box the panel takes in `area`: as wide as its lines need (up to
    /// ``widest``), as tall as the area.
    func box(in area: Rect) -> Rect {
        let longest = history.prefix(200).map { DisplayWidth.of(line($0)) }.max() ?? DisplayWidth.of(strings.historyEmpty)
        let width = min(area.width, max(40, min(Self.widest, longest + 4)))
        // Slivers of columns beside it would only be noise: then it takes the width.
        return area.centered(width: area.width - width < 24 ? area.width : width, height: area.height)
    }

    /// The rows of lines the panel shows in `area` (it is as tall as the
    /// area, whatever its width): a page, known before it is drawn.
    static func listRows(in area: Rect) -> Int {
        max(1, Pane.inner(of: area).height)
    }

    func line(_ entry: HistoryEntry) -> String {
        strings.dateTime(entry.at, in: timeZone) + "  " + strings.history(entry)
    }

    /// The line of `entry` in `width` columns: a long title is cut with "…"
    /// so that what happened to it (`from TODO to DOING`) stays in sight.
    func line(_ entry: HistoryEntry, width: Int) -> String {
        let date = strings.dateTime(entry.at, in: timeZone) + "  "
        return date + strings.history(entry, width: width - DisplayWidth.of(date))
    }

    /// Draws the panel in `box`, the one ``box(in:)`` gave (measuring
    /// every line for it is most of the panel's cost, so it is done once).
    /// The panel's name in the frame's marks (the wheel scrolls it).
    static let listName = "kanban.history"

    func render(box: Rect, buffer: inout Buffer, scroll: inout ScrollListState) {
        guard !box.isEmpty else { return }
        buffer.fill(box)
        buffer.markModal(box)
        buffer.mark(box, as: .area(Self.listName))
        let inner = Pane.inner(of: box).inset(dx: 1, dy: 0)
        let width = inner.width
        let normal = buffer.theme.normal
        let list = ScrollList(count: history.count, isFocused: true, showsIndicator: false) { index in
            (self.line(self.history[index], width: width), normal)
        }
        scroll.update(itemCount: history.count, rows: Self.listRows(in: box))
        let footer = history.count > inner.height
            ? ScrollList.indicator(offset: scroll.offset, visible: inner.height, count: history.count, width: max(0, box.width - 6))
            : ""
        let title = strings.historyTitle + " " + NumberText.grouped(history.count)
        Pane(title: title, isFocused: true, footer: footer).render(in: box, buffer: &buffer)
        guard !inner.isEmpty else { return }
        if history.isEmpty {
            buffer.write(DisplayWidth.truncate(strings.historyEmpty, to: inner.width, ellipsis: "…"), x: inner.x, y: inner.y,
                         style: buffer.theme.dim, maxWidth: inner.width)
            return
        }
        list.render(in: inner, buffer: &buffer, state: &scroll)
    }
}
