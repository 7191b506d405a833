import KanbanCore
import TabKit
import TerminalUI

/// A card as rows of a column `width` columns wide: its title on one row
/// (cut with "…"), up to three rows of its body (blank lines skipped, the
/// third ending in "…" when there is more), who it is for (each `@name`,
/// `◆` first when it is for the person using bankui), and its deadline with the
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
        /// A checklist's progress on a row of its own (no deadline, or no
        /// room beside it).
        case progress
        /// Who the card is for (`@민수 @지연`); `mine` when one of them is
        /// the person using bankui (marked `◆`, in every theme).
        case people(mine: Bool)
        /// The empty row after a card.
        case gap
    }

    /// A part of a row drawn in a style of its own.
    struct Span: Equatable {
        enum Kind: Equatable {
            /// A tag, with its colour's index (``TagPalette``).
            case tag(Int)
            /// A checklist's progress (`☑ 2/5`).
            case progress
        }

        /// Columns from the row's start.
        var x: Int
        var width: Int
        var kind: Kind
    }

    struct Row: Equatable {
        var text: String
        var kind: Kind
        var spans: [Span] = []
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
        let tags = Set(CardTags.tags(of: card))
        if !tags.isEmpty {
            for index in rows.indices { rows[index].spans = tagSpans(in: rows[index].text, among: tags) }
        }
        let people = CardMentions.names(of: card)
        if !people.isEmpty {
            let mine = strings.me.map { me in people.contains { $0.folded == me } } ?? false
            let names = (mine ? "◆ " : "") + people.map { "@" + $0.text }.joined(separator: " ")
            rows.append(Row(text: " " + DisplayWidth.truncate(names, to: room, ellipsis: "…"), kind: .people(mine: mine)))
        }
        let progress = Checklist.progress(of: card.body).map { "☑ \(NumberText.grouped($0.done))/\(NumberText.grouped($0.total))" }
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
            // A repeating card's mark beside its date, where both fit.
            if let mark = card.repeats.map(strings.repeatMark), DisplayWidth.of(text) + 2 + DisplayWidth.of(mark) <= room {
                text += "  " + mark
            }
            var row = Row(text: " " + DisplayWidth.truncate(text, to: room, ellipsis: "…"), kind: .deadline(status))
            if let progress, DisplayWidth.of(text) + 2 + DisplayWidth.of(progress) <= room {
                // Beside the deadline where both fit.
                row.spans = [Span(x: DisplayWidth.of(row.text) + 2, width: DisplayWidth.of(progress), kind: .progress)]
                row.text += "  " + progress
                rows.append(row)
                return rows
            }
            rows.append(row)
        } else if let mark = card.repeats.map(strings.repeatMark) {
            rows.append(Row(text: " " + DisplayWidth.truncate(mark, to: room, ellipsis: "…"), kind: .deadline(.none)))
        }
        if let progress {
            let shown = DisplayWidth.truncate(progress, to: room, ellipsis: "…")
            rows.append(Row(text: " " + shown, kind: .progress, spans: [Span(x: 1, width: DisplayWidth.of(shown), kind: .progress)]))
        }
        return rows
    }

    /// Where the card's tags stand in a row's text, each with its colour;
    /// a `#word` that is not one of the card's tags (in a code block) and
    /// a tag cut by the row's end are left as they are.
    static func tagSpans(in text: String, among tags: Set<Tag>) -> [Span] {
        guard text.utf8.contains(UInt8(ascii: "#")) else { return [] }
        return CardTags.find(in: Substring(text)).compactMap { found in
            guard tags.contains(found.tag) else { return nil }
            let x = DisplayWidth.of(text[..<found.range.lowerBound])
            return Span(x: x, width: DisplayWidth.of(text[found.range]), kind: .tag(found.tag.colorIndex(among: TagPalette.count)))
        }
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
        // Paragraph by paragraph, as far as the rows need: a body of
        // 100,000 lines is not split whole to show its first three.
        var rest = Substring(body)
        while !rest.isEmpty {
            let end = rest.firstIndex(where: \.isNewline) ?? rest.endIndex
            let paragraph = rest[..<end]
            rest = end < rest.endIndex ? rest[rest.index(after: end)...] : rest[end...]
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

/// A card's rows, and what they were made for (without the overdue word,
/// which only a theme without colours adds).
struct CachedCardRows {
    let card: Card
    let width: Int
    let today: Deadline
    let rows: [CardRows.Row]
}
