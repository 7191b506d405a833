import FoundationEssentials

/// A card's checklist: the body lines `- [ ] text` and `- [x] text` (also
/// with `*`, an upper-case `X`, and spaces before the mark), outside
/// fenced code blocks. Ticking an item flips the box of its one line and
/// leaves every other character of the body as it was.
public struct ChecklistItem: Sendable, Equatable {
    /// The body line it is on, from 0.
    public let line: Int
    /// What follows the box, trimmed.
    public let text: String
    public let isDone: Bool
    /// Where the character inside the box (` `, `x` or `X`) is in the
    /// body, in UTF-8 bytes: a tick changes that one byte.
    let boxByte: Int

    /// The item as it reads once ticked (or unticked): the same place and
    /// text, the other mark.
    public var flipped: ChecklistItem {
        ChecklistItem(line: line, text: text, isDone: !isDone, boxByte: boxByte)
    }
}

/// The checklist is read byte by byte, in one pass over the body (no
/// line is copied): a body of 100,000 items is read in milliseconds, so a
/// tick stays quick however long the list.
public enum Checklist {
    /// Every item of `body`, in order.
    public static func items(in body: String) -> [ChecklistItem] {
        guard body.utf8.contains(UInt8(ascii: "[")) else { return [] }
        var items: [ChecklistItem] = []
        scan(body) { bytes, found in
            items.append(ChecklistItem(line: found.line, text: text(bytes, found), isDone: found.done, boxByte: found.box))
            return true
        }
        return items
    }

    /// Whether `body` has an item: read up to the first one only (the
    /// hint bar asks on every frame).
    public static func hasItem(in body: String) -> Bool {
        guard body.utf8.contains(UInt8(ascii: "[")) else { return false }
        var found = false
        scan(body) { _, _ in
            found = true
            return false
        }
        return found
    }

    /// How many items are done, and how many there are; nil without any.
    /// Counted without reading the items' text.
    public static func progress(of body: String) -> (done: Int, total: Int)? {
        guard body.utf8.contains(UInt8(ascii: "[")) else { return nil }
        var done = 0, total = 0
        scan(body) { _, found in
            total += 1
            if found.done { done += 1 }
            return true
        }
        return total == 0 ? nil : (done, total)
    }

    /// `body` with the box of `item` flipped (` ` becomes `x`, `x` or `X`
    /// becomes ` `); nil when `item` is not an item of this body. One byte
    /// changes; the line is checked where it stands, not the whole body.
    public static func ticking(_ item: ChecklistItem, in body: String) -> String? {
        // Still the same item at the same place, outside a code block: the
        // scan stops there.
        var same = false
        scan(body) { bytes, found in
            guard found.box >= item.boxByte else { return true }
            same = found.box == item.boxByte && found.line == item.line && found.done == item.isDone
                && text(bytes, found) == item.text
            return false
        }
        guard same else { return nil }
        var bytes = Array(body.utf8)
        bytes[item.boxByte] = item.isDone ? 0x20 : UInt8(ascii: "x")
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text of an item after its box, trimmed.
    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ found: Found) -> String {
        var from = found.after, to = found.end
        while from < to, bytes[from] == 0x20 || bytes[from] == 0x09 { from += 1 }
        while to > from, bytes[to - 1] == 0x20 || bytes[to - 1] == 0x09 { to -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
            .trimmingCharacters(in: .whitespaces)
    }

    /// An item found by ``scan(_:_:)``: its line, whether it is done, where
    /// its box's mark is, and where its text starts and its line ends (bytes).
    struct Found {
        let line: Int
        let done: Bool
        let box: Int
        let after: Int
        let end: Int
    }

    /// Calls `visit` for every item of `body` outside fenced code blocks
    /// (as ``BodyLines`` reads them), in order, until it returns false.
    static func scan(_ body: String, _ visit: (UnsafeBufferPointer<UInt8>, Found) -> Bool) {
        var text = body
        text.withUTF8 { bytes in
            let count = bytes.count
            var fence: UInt8 = 0
            var line = 0
            var start = 0
            while start <= count {
                var end = start
                while end < count, bytes[end] != 0x0A { end += 1 }
                // A fence: at most three spaces, then three backticks or tildes.
                var at = start
                while at < end, bytes[at] == 0x20 { at += 1 }
                var mark: UInt8 = 0
                if at - start <= 3, at + 3 <= end, bytes[at] == 0x60 || bytes[at] == 0x7E,
                   bytes[at + 1] == bytes[at], bytes[at + 2] == bytes[at] {
                    mark = bytes[at]
                }
                if mark != 0, fence == 0 {
                    fence = mark
                } else if mark != 0, fence == mark {
                    fence = 0
                } else if fence == 0, end - at >= 5, bytes[at] == 0x2D || bytes[at] == 0x2A, bytes[at + 1] == 0x20,
                          bytes[at + 2] == 0x5B, bytes[at + 4] == 0x5D,
                          bytes[at + 3] == 0x20 || bytes[at + 3] == 0x78 || bytes[at + 3] == 0x58,
                          at + 5 == end || bytes[at + 5] == 0x20 {
                    let found = Found(line: line, done: bytes[at + 3] != 0x20, box: at + 3, after: at + 5, end: end)
                    if !visit(bytes, found) { return }
                }
                line += 1
                start = end + 1
            }
        }
    }

    /// The item `line` holds, if it is one: spaces, `-` or `*`, a space,
    /// `[ ]` / `[x]` / `[X]`, then the end of the line or a space and the text.
    static func item(_ line: Substring, at index: Int) -> ChecklistItem? {
        var found: ChecklistItem?
        scan(String(line)) { bytes, item in
            found = ChecklistItem(line: index, text: text(bytes, item), isDone: item.done, boxByte: item.box)
            return false
        }
        return found
    }
}

extension Board {
    /// Ticks (or unticks) `item` of the live card's checklist: one change
    /// of its body, which flips that one box, undone by setting the body
    /// back. Nil when there is no such card or the item is not in its body.
    public func ticking(_ id: UUID, item: ChecklistItem, at: Date) -> KanbanAction? {
        guard let card = cards[id], let body = Checklist.ticking(item, in: card.body) else { return nil }
        return KanbanAction(kind: .ticked(item: item.text, done: !item.isDone), cardID: id, title: card.title, at: at,
                            forward: [CardChange(cardID: id, value: .body(body))],
                            backward: [CardChange(cardID: id, value: .body(card.body))])
    }
}
