/// Where a `ScrollList` is scrolled to and which item is selected.
///
/// Keys: those of ``ListKeys`` (the user's): Up/Down or k/j move by one, PgUp/PgDn by a
/// page, Home/End to the ends. In a list without selection they scroll the
/// view instead.
///
/// A list made with `followsTail: true` keeps its newest (last) item in view
/// as items are added, like a log. Moving away from the end (Up, PgUp, Home)
/// stops that; End, or moving back down to the last item, starts it again.
public struct ScrollListState: Sendable, Equatable {
    /// The index of the first item shown.
    public private(set) var offset = 0
    /// The selected item, or nil (no selection, or an empty list).
    public private(set) var selected: Int?
    /// Whether items can be selected; otherwise keys only scroll.
    public let isSelectable: Bool
    /// Whether this list follows its tail at all (a log, a history).
    public let tailMode: Bool
    /// Whether the view sticks to the last item now.
    public private(set) var followsTail: Bool
    /// Rows of items the list showed when last drawn; pages move by this much.
    public var viewportRows: Int

    /// A list state. `followsTail` makes the list a log that keeps its newest
    /// item in view until the user scrolls away.
    public init(selectable: Bool = true, followsTail: Bool = false, viewportRows: Int = 1) {
        self.isSelectable = selectable
        self.tailMode = followsTail
        self.followsTail = followsTail
        self.viewportRows = max(1, viewportRows)
        self.selected = selectable ? 0 : nil
    }

    /// Handles a movement key of `keys` (the user's list keys) for a list
    /// of `itemCount` items; returns true when the key was one of the
    /// list's keys.
    public mutating func handle(_ key: Key, itemCount: Int, keys: ListKeys = .standard) -> Bool {
        guard let action = keys.action(for: key) else { return false }
        perform(action, itemCount: itemCount)
        return true
    }

    /// Moves as a list key does.
    public mutating func perform(_ action: ListKeys.Action, itemCount: Int) {
        let page = max(1, viewportRows - 1)
        switch action {
        case .previous: move(by: -1, itemCount: itemCount)
        case .next: move(by: 1, itemCount: itemCount)
        case .pageUp: move(by: -page, itemCount: itemCount)
        case .pageDown: move(by: page, itemCount: itemCount)
        case .first: move(by: Int.min / 2, itemCount: itemCount)
        case .last:
            move(by: Int.max / 2, itemCount: itemCount)
            if tailMode { followsTail = true }
        }
    }

    /// The wheel: moves `rows` down (negative: up), as that many ↓ (↑):
    /// the selection when the list has one, otherwise the view.
    public mutating func scroll(by rows: Int, itemCount: Int) {
        move(by: rows, itemCount: itemCount)
    }

    /// Selects item `index` (clamped into the list) and scrolls it into view.
    public mutating func select(_ index: Int, itemCount: Int) {
        guard isSelectable, itemCount > 0 else { return }
        selected = min(max(0, index), itemCount - 1)
        followsTail = tailMode && selected == itemCount - 1
        reveal(itemCount: itemCount)
    }

    /// Jumps to the newest item and follows the tail again (a new result in a
    /// history should always show).
    public mutating func scrollToEnd(itemCount: Int) {
        if tailMode { followsTail = true }
        move(by: Int.max / 2, itemCount: itemCount)
    }

    /// Scrolls the view as little as it takes to show items `range` (its
    /// first item when it is taller than the view): a list without a
    /// selection whose owner marks some items itself.
    public mutating func reveal(_ range: ClosedRange<Int>, itemCount: Int) {
        if range.upperBound >= offset + viewportRows { offset = range.upperBound - viewportRows + 1 }
        if range.lowerBound < offset { offset = range.lowerBound }
        followsTail = tailMode && offset >= itemCount - viewportRows
        reveal(itemCount: itemCount)
    }

    /// `rows` items were added above the first one: keeps the items in view
    /// (and the selection) where they are on screen.
    public mutating func shift(by rows: Int, itemCount: Int) {
        offset += rows
        if let selected { self.selected = selected + rows }
        reveal(itemCount: itemCount)
    }

    /// Brings the state in line with `itemCount` items and `rows` visible
    /// rows: follows the tail, keeps the selection in the list and in view.
    /// `ScrollList.render` calls this; call it after removing items too.
    public mutating func update(itemCount: Int, rows: Int) {
        viewportRows = max(1, rows)
        if itemCount <= 0 {
            offset = 0
            selected = nil
            return
        }
        if isSelectable {
            if followsTail {
                selected = itemCount - 1
            } else {
                selected = min(max(0, selected ?? 0), itemCount - 1)
            }
        }
        if followsTail { offset = itemCount - viewportRows }
        reveal(itemCount: itemCount)
    }

    private mutating func move(by delta: Int, itemCount: Int) {
        guard itemCount > 0 else { return }
        let last = itemCount - 1
        if isSelectable {
            let current = min(max(0, selected ?? 0), last)
            selected = min(max(0, current + delta), last)
            if delta < 0 { followsTail = false } else if tailMode && selected == last { followsTail = true }
        } else {
            let maxOffset = max(0, itemCount - viewportRows)
            offset = min(max(0, min(offset, maxOffset) + delta), maxOffset)
            if delta < 0 && offset < maxOffset { followsTail = false }
            if tailMode && offset == maxOffset && delta > 0 { followsTail = true }
        }
        reveal(itemCount: itemCount)
    }

    /// Clamps the offset and scrolls the selection into view.
    private mutating func reveal(itemCount: Int) {
        let maxOffset = max(0, itemCount - viewportRows)
        if let selected {
            if selected < offset { offset = selected }
            if selected >= offset + viewportRows { offset = selected - viewportRows + 1 }
        }
        offset = min(max(0, offset), maxOffset)
    }
}
