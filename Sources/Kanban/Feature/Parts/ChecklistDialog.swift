import Foundation
import KanbanCore
import TabKit
import TerminalUI

/// The checklist of one card (`x` on the board), as a box over it: one row
/// per item, `[x] text`, the chosen one highlighted, the progress and the
/// scroll position in the bottom border. ↑ ↓ (and the list keys) choose,
/// Space or `x` ticks or unticks, Esc closes. The items are read from the
/// card as it is now, so a tick shows at once and a change made elsewhere
/// too; a list of any length scrolls.
struct ChecklistDialog {
    /// What a key asks for.
    enum Outcome: Equatable {
        case open
        case close
        case tick(ChecklistItem)
    }

    let cardID: UUID
    var scroll = ScrollListState()

    /// The dialog's name in the frame's marks (rows and the wheel).
    static let listName = "kanban.checklist"

    mutating func handle(_ key: Key, keys: KanbanKeys, items: [ChecklistItem]) -> Outcome {
        if keys.checklistClose.matches(key) { return .close }
        if keys.checklistTick.matches(key) {
            scroll.update(itemCount: items.count, rows: scroll.viewportRows)
            guard let index = scroll.selected, items.indices.contains(index) else { return .open }
            return .tick(items[index])
        }
        _ = scroll.handle(key, itemCount: items.count, keys: keys.list)
        return .open
    }

    /// The box in `area`: as wide as the items need (40 to 72 columns), as
    /// tall as they need, within the area.
    static func box(in area: Rect, card: Card, items: [ChecklistItem], strings: KanbanStrings) -> Rect {
        let longest = items.prefix(200).map { DisplayWidth.of($0.text) + 4 }.max() ?? 0
        let title = DisplayWidth.of(strings.checklistTitle(card.title)) + 4
        let width = min(area.width, max(40, min(72, max(longest, title) + 4)))
        let height = min(area.height, max(items.count, 1) + 2)
        return area.centered(width: area.width - width < 24 ? area.width : width, height: height)
    }

    func render(in area: Rect, card: Card, checklist: ChecklistMemo, strings: KanbanStrings, buffer: inout Buffer,
                scroll state: inout ScrollListState) {
        let items = checklist.items
        let box = Self.box(in: area, card: card, items: items, strings: strings)
        guard !box.isEmpty else { return }
        buffer.fill(box)
        buffer.markModal(box)
        let inner = Pane.inner(of: box).inset(dx: 1, dy: 0)
        let theme = buffer.theme
        let list = ScrollList(count: items.count, theme: theme, isFocused: true, showsIndicator: false, hitName: Self.listName) { index in
            let item = items[index]
            return ((item.isDone ? "[x] " : "[ ] ") + item.text, item.isDone ? theme.dim : theme.normal)
        }
        state.update(itemCount: items.count, rows: max(1, inner.height))
        let done = checklist.done
        var footer = "☑ \(NumberText.grouped(done))/\(NumberText.grouped(items.count))"
        if items.count > inner.height {
            footer += "  " + ScrollList.indicator(offset: state.offset, visible: inner.height, count: items.count,
                                                  width: max(0, box.width - 16))
        }
        let title = DisplayWidth.truncate(strings.checklistTitle(card.title), to: max(0, box.width - 6), ellipsis: "…")
        Pane(title: title, isFocused: true, footer: footer).render(in: box, buffer: &buffer)
        guard !inner.isEmpty else { return }
        list.render(in: inner, buffer: &buffer, state: &state)
    }
}
