import Foundation
import KanbanCore
import TabKit
import TerminalUI

/// The due view (`D`): every card with a deadline that is not done (with
/// `/@name` kept, that person's; the title names them), under
/// the headings Overdue, Today, This week and Later (``DueGroups``), one
/// line each: the deadline, the title, the column and the board. ↑ ↓ (and
/// the list keys) choose a card, Enter goes to it on the board, Esc closes.
struct DueView {
    /// One line: a group's heading, or a card.
    enum Line: Equatable {
        case heading(DueGroups.When, count: Int)
        case card(DueGroups.Entry)
    }

    /// What a key asks for.
    enum Outcome: Equatable {
        case open
        case close
        case go(UUID)
    }

    /// The lines, as read when the view opened or the board last changed.
    private(set) var lines: [Line] = []
    /// Which card line is chosen, by index into `lines`; scrolls with it.
    var scroll = ScrollListState()

    /// The view's name in the frame's marks.
    static let listName = "kanban.due"

    init(entries: [DueGroups.Entry], today: Deadline) {
        update(entries: entries, today: today)
        if let first = lines.firstIndex(where: { if case .card = $0 { true } else { false } }) {
            scroll.select(first, itemCount: lines.count)
        }
    }

    /// Reads the groups again (the board changed), keeping the chosen card.
    mutating func update(entries: [DueGroups.Entry], today: Deadline) {
        let chosen = chosenCard
        lines = DueGroups.groups(entries, today: today).flatMap { group in
            [Line.heading(group.when, count: group.entries.count)] + group.entries.map { Line.card($0) }
        }
        if let chosen, let index = lines.firstIndex(where: { if case .card(let entry) = $0 { entry.card.id == chosen } else { false } }) {
            scroll.select(index, itemCount: lines.count)
        } else {
            scroll.update(itemCount: lines.count, rows: scroll.viewportRows)
            skipHeading(forward: true)
        }
    }

    /// The card of the chosen line.
    var chosenCard: UUID? {
        guard let index = scroll.selected, lines.indices.contains(index), case .card(let entry) = lines[index] else { return nil }
        return entry.card.id
    }

    mutating func handle(_ key: Key, keys: KanbanKeys) -> Outcome {
        if keys.dueClose.matches(key) { return .close }
        if keys.dueGo.matches(key) { return chosenCard.map(Outcome.go) ?? .open }
        let before = scroll.selected ?? 0
        if scroll.handle(key, itemCount: lines.count, keys: keys.list) {
            skipHeading(forward: (scroll.selected ?? 0) >= before)
        }
        return .open
    }

    /// Moves the choice off a heading, the way it was going (back the other
    /// way at an end).
    mutating func skipHeading(forward: Bool) {
        guard var index = scroll.selected, lines.indices.contains(index) else { return }
        func isCard(_ i: Int) -> Bool { if case .card = lines[i] { true } else { false } }
        if isCard(index) { return }
        let step = forward ? 1 : -1
        while lines.indices.contains(index), !isCard(index) { index += step }
        if !lines.indices.contains(index) {
            index = scroll.selected!
            while lines.indices.contains(index), !isCard(index) { index -= step }
        }
        if lines.indices.contains(index) { scroll.select(index, itemCount: lines.count) }
    }

    /// The box in `area`: up to 100 columns wide, as tall as the lines need.
    func box(in area: Rect) -> Rect {
        let width = min(area.width, 100)
        let height = min(area.height, max(lines.count, 1) + 2)
        return area.centered(width: area.width - width < 24 ? area.width : width, height: height)
    }

    func render(in area: Rect, strings: KanbanStrings, today: Deadline, buffer: inout Buffer, scroll state: inout ScrollListState,
                person: PersonName? = nil) {
        let box = box(in: area)
        guard !box.isEmpty else { return }
        buffer.fill(box)
        buffer.markModal(box)
        let inner = Pane.inner(of: box).inset(dx: 1, dy: 0)
        let theme = buffer.theme
        let cards = lines.filter { if case .card = $0 { true } else { false } }.count
        state.update(itemCount: lines.count, rows: max(1, inner.height))
        let footer = lines.count > inner.height
            ? ScrollList.indicator(offset: state.offset, visible: inner.height, count: lines.count, width: max(0, box.width - 6)) : ""
        let title = strings.dueTitle + " " + NumberText.grouped(cards) + (person.map { " · @" + $0.text } ?? "")
        Pane(title: title, isFocused: true, footer: footer).render(in: box, buffer: &buffer)
        guard !inner.isEmpty else { return }
        if lines.isEmpty {
            buffer.write(DisplayWidth.truncate(strings.dueEmpty, to: inner.width, ellipsis: "…"), x: inner.x, y: inner.y,
                         style: theme.dim, maxWidth: inner.width)
            return
        }
        let width = inner.width
        let lines = self.lines
        let list = ScrollList(count: lines.count, theme: theme, isFocused: true, showsIndicator: false, hitName: Self.listName) { index in
            switch lines[index] {
            case .heading(let when, let count):
                let style = when == .overdue ? theme.overdue : when == .today ? theme.dueToday : theme.title
                return (strings.dueGroup(when) + " " + NumberText.grouped(count), style.adding(.bold))
            case .card(let entry):
                return (Self.line(entry, width: width, strings: strings), theme.normal)
            }
        }
        list.render(in: inner, buffer: &buffer, state: &state)
    }

    /// `  2026-11-20  Renew the passport      TODO · Project Manager`: the
    /// deadline, the title (cut with "…" to leave the rest in sight), the
    /// column and the board.
    static func line(_ entry: DueGroups.Entry, width: Int, strings: KanbanStrings) -> String {
        let date = "  " + strings.date(entry.card.deadline ?? .first) + "  "
        let place = "  " + entry.card.column.title + " · " + entry.board
        let room = width - DisplayWidth.of(date) - DisplayWidth.of(place)
        guard room >= 8 else {
            return date + DisplayWidth.truncate(entry.card.title, to: max(1, width - DisplayWidth.of(date)), ellipsis: "…")
        }
        let title = DisplayWidth.truncate(entry.card.title, to: room, ellipsis: "…")
        return date + DisplayWidth.pad(title, to: room) + place
    }
}
