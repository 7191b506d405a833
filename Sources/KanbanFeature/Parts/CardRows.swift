import KanbanCore
import TerminalUI

/// A card as rows of a column `width` columns wide: its title on one row
/// (cut with "…"), up to three rows of its body (blank lines skipped, the
/// third ending in "…" when there is more), and its deadline with the
/// "today" flag (and the "overdue" flag where colour does not show it). Wide
/// characters are measured in columns and never split.
///
/// Only what the rows show is wrapped — at most four rows' worth of each
/// paragraph — so a card costs the same whatever its body holds.
struct CardRows {
    /// What a row shows, for its style.
    enum Kind: Equatable {
        case title
        case body
        case deadline(DeadlineStatus)
        /// The empty row after a card.
        case gap
    }

    struct Row: Equatable {
        var text: String
        var kind: Kind
    }

    /// Body rows shown at most.
    static let bodyRows = 3

    /// The rows of `card` at `width`, a row of one space on each side;
    /// `marksOverdue` adds the word to a deadline that has passed (when the
    /// theme's overdue style has no colour to say it).
    static func rows(of card: Card, width: Int, today: Deadline, strings: KanbanStrings, marksOverdue: Bool = false) -> [Row] {
        let room = max(1, width - 2)
        var rows = [Row(text: " " + DisplayWidth.truncate(card.title, to: room, ellipsis: "…"), kind: .title)]
        rows += bodyLines(card.body, width: room).map { Row(text: " " + $0, kind: .body) }
        if let deadline = card.deadline {
            let status = card.deadlineStatus(today: today)
            var text = strings.date(deadline)
            if status == .dueToday {
                // Due today: where date and flag do not both fit, the flag
                // alone says it (the date is today's).
                let both = text + " · " + strings.today
                text = DisplayWidth.of(both) <= room ? both : strings.today
            } else if status == .overdue, marksOverdue {
                // The flag first where both do not fit: it is the signal.
                let both = text + " · " + strings.overdue
                text = DisplayWidth.of(both) <= room ? both : strings.overdue
            }
            rows.append(Row(text: " " + DisplayWidth.truncate(text, to: room, ellipsis: "…"), kind: .deadline(status)))
        }
        return rows
    }

    /// The first `bodyRows` lines of `body` wrapped at `width`; the last
    /// ends in "…" when more would follow.
    static func bodyLines(_ body: String, width: Int) -> [String] {
        guard width > 0, !body.isEmpty else { return [] }
        var lines: [String] = []
        var more = false
        // Enough of a paragraph to fill the rows shown and tell whether
        // more follows: each row holds at most `width` characters and the
        // space it broke at.
        let enough = (bodyRows + 1) * (width + 1)
        for paragraph in body.split(whereSeparator: \.isNewline) {
            let trimmed = paragraph.drop(while: { $0 == " " })
            guard !trimmed.isEmpty, trimmed.contains(where: { $0 != " " }) else { continue }
            if lines.count == bodyRows { more = true; break }
            var prefix = trimmed.prefix(enough)
            // Keep a word whole at the cut, so the rows before it wrap as they would.
            if prefix.endIndex < trimmed.endIndex {
                let rest = trimmed[prefix.endIndex...].prefix(width + 1)
                if let space = rest.firstIndex(of: " ") { prefix = trimmed[..<space] } else { prefix = trimmed[..<rest.endIndex] }
            }
            let wrapped = TextWrap.lines(String(prefix), width: width).filter { !$0.isEmpty }
            for line in wrapped {
                if lines.count == bodyRows { more = true; break }
                lines.append(line)
            }
            if prefix.endIndex < trimmed.endIndex, lines.count == bodyRows { more = true }
            if more { break }
        }
        if more, let last = lines.popLast() {
            lines.append(DisplayWidth.truncate(last, to: max(0, width - 1)) + "…")
        }
        return lines
    }
}

/// A card's rows as last drawn, and what they were drawn for.
struct CachedCardRows {
    let card: Card
    let width: Int
    let today: Deadline
    let marksOverdue: Bool
    let rows: [CardRows.Row]
}
