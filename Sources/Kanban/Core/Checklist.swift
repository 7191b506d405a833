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
    /// Where the character inside the box (` `, `x` or `X`) is on its line,
    /// in characters.
    let boxOffset: Int
}

public enum Checklist {
    /// Every item of `body`, in order.
    public static func items(in body: String) -> [ChecklistItem] {
        guard body.utf8.contains(UInt8(ascii: "[")) else { return [] }
        return BodyLines.lines(body).compactMap { line in line.inCode ? nil : item(line.text, at: line.index) }
    }

    /// Whether `body` has an item: read up to the first one only (the
    /// hint bar asks on every frame).
    public static func hasItem(in body: String) -> Bool {
        guard body.utf8.contains(UInt8(ascii: "[")) else { return false }
        return BodyLines.lines(body).lazy.contains { line in !line.inCode && item(line.text, at: line.index) != nil }
    }

    /// How many items are done, and how many there are; nil without any.
    public static func progress(of body: String) -> (done: Int, total: Int)? {
        let all = items(in: body)
        guard !all.isEmpty else { return nil }
        return (all.filter(\.isDone).count, all.count)
    }

    /// `body` with the box of `item` flipped (` ` becomes `x`, `x` or `X`
    /// becomes ` `); nil when `item` is not an item of this body.
    public static func ticking(_ item: ChecklistItem, in body: String) -> String? {
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.indices.contains(item.line),
              let now = Self.item(Substring(lines[item.line]), at: item.line), now == item else { return nil }
        var characters = Array(lines[item.line])
        characters[item.boxOffset] = item.isDone ? " " : "x"
        lines[item.line] = String(characters)
        return lines.joined(separator: "\n")
    }

    /// The item `line` holds, if it is one: spaces, `-` or `*`, a space,
    /// `[ ]` / `[x]` / `[X]`, then the end of the line or a space and the text.
    static func item(_ line: Substring, at index: Int) -> ChecklistItem? {
        let characters = Array(line)
        var at = 0
        while at < characters.count, characters[at] == " " { at += 1 }
        guard characters.count >= at + 5, characters[at] == "-" || characters[at] == "*", characters[at + 1] == " ",
              characters[at + 2] == "[", characters[at + 4] == "]" else { return nil }
        let mark = characters[at + 3]
        guard mark == " " || mark == "x" || mark == "X" else { return nil }
        let after = at + 5
        guard after == characters.count || characters[after] == " " else { return nil }
        let text = String(characters[after...]).trimmingCharacters(in: .whitespaces)
        return ChecklistItem(line: index, text: text, isDone: mark != " ", boxOffset: at + 3)
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
