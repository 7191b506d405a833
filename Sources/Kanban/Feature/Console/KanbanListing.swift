import Foundation
import KanbanCore
import TextKit

/// When a card is due, for `bankui kanban list --due`: as the due view
/// groups it (cards in DONE are never due).
enum DueFilter: String, CaseIterable, Sendable {
    /// Before today.
    case overdue
    /// Today.
    case today
    /// From today to Sunday of this week (weeks run Monday to Sunday).
    case week

    func keeps(_ card: Card, today: Deadline) -> Bool {
        guard let deadline = card.deadline, card.column != .done else { return false }
        let when = DueGroups.when(deadline, today: today)
        switch self {
        case .overdue: return when == .overdue
        case .today: return when == .today
        case .week: return when == .today || when == .thisWeek
        }
    }
}

/// The cards `bankui kanban list` prints, and the two ways it prints them.
struct KanbanListing {
    /// One card with where it is.
    struct Entry: Equatable {
        let card: Card
        let boardName: String
        /// Its place in its column, from 0 (among all the column's cards,
        /// not only those listed).
        let position: Int
    }

    let entries: [Entry]

    /// The live cards of `board` (every board, or only `only`), board by
    /// board in list order, column by column, in order, that are in
    /// `column`, carry `tag` and are due as `due` says (each nil: any).
    init(_ board: Board, only: UUID? = nil, column: KanbanColumn? = nil, tag: Tag? = nil,
         due: DueFilter? = nil, person: PersonName? = nil, today: Deadline) {
        var entries: [Entry] = []
        for info in board.orderedBoards where only == nil || info.id == only {
            for shownColumn in KanbanColumn.allCases where column == nil || column == shownColumn {
                for (index, card) in board.cards(in: shownColumn, board: info.id).enumerated() {
                    if let tag, !CardTags.tags(of: card).contains(tag) { continue }
                    if let due, !due.keeps(card, today: today) { continue }
                    if let person, !CardMentions.isFor(card, person) { continue }
                    entries.append(Entry(card: card, boardName: info.name, position: index))
                }
            }
        }
        self.entries = entries
    }

    /// One card a line: short id, column, deadline (or blanks), title, and
    /// the board in brackets when `showBoard`; cleaned for a terminal.
    func text(showBoard: Bool) -> String {
        var out = ""
        for entry in entries {
            let card = entry.card
            let column = card.column.title.padding(toLength: 5, withPad: " ", startingAt: 0)
            let deadline = card.deadline?.iso ?? String(repeating: " ", count: 10)
            out += CardReference.short(card.id) + "  " + column + "  " + deadline + "  "
                + UntrustedText.clean(card.title, .singleLine)
            if let rule = card.repeats { out += "  ↻ " + rule.short }
            if showBoard { out += "  [" + UntrustedText.clean(entry.boardName, .singleLine) + "]" }
            out += "\n"
        }
        return out
    }

    /// A JSON array, one object a line, with these keys in this order:
    /// `id`, `board`, `column`, `title`, `body`, `deadline` (`YYYY-MM-DD`
    /// or null), `repeat` (as typed in short, or null), `doneOn` (the day a
    /// card of DONE went there, or null), `tags` (without `#`), `for` (each
    /// `@name`, without `@`), `checklist` (`{"done": 1, "total":
    /// 3}` or null), `position` (the place in the column, from 0). Control
    /// and bidirectional characters are written as `\uXXXX`.
    func json() -> String {
        guard !entries.isEmpty else { return "[]\n" }
        let q = KanbanExport.quoted
        // One string, grown once: 10,000 cards are a few megabytes.
        var out = "[\n"
        out.reserveCapacity(entries.count * 256)
        for (index, entry) in entries.enumerated() {
            let card = entry.card
            let tags = CardTags.tags(of: card).map { q($0.text) }.joined(separator: ", ")
            let checklist = Checklist.progress(of: card.body).map { "{\"done\": \($0.done), \"total\": \($0.total)}" } ?? "null"
            if index > 0 { out += ",\n" }
            out += "  {\"id\": "
            out += q(KanbanExport.idText(card.id))
            out += ", \"board\": "
            out += q(entry.boardName)
            out += ", \"column\": "
            out += q(card.column.rawValue)
            out += ", \"title\": "
            out += q(card.title)
            out += ", \"body\": "
            out += q(card.body)
            out += ", \"deadline\": "
            out += card.deadline.map { q($0.iso) } ?? "null"
            out += ", \"repeat\": "
            out += card.repeats.map { q($0.short) } ?? "null"
            out += ", \"doneOn\": "
            out += card.column == .done ? card.doneOn.map { q($0.iso) } ?? "null" : "null"
            out += ", \"tags\": ["
            out += tags
            out += "], \"for\": ["
            out += CardMentions.names(of: card).map { q($0.text) }.joined(separator: ", ")
            out += "], \"checklist\": "
            out += checklist
            out += ", \"position\": "
            out += String(entry.position)
            out += "}"
        }
        return out + "\n]\n"
    }
}
