/// The board as text, for `bankui kanban export`; ``KanbanImport`` reads
/// both forms back.
///
/// JSON (lossless, ids included), one card a line, in board order:
///
///     {
///       "version": 1,
///       "cards": [
///         {"id": "…", "title": "Write", "body": "", "deadline": "2026-11-23", "column": "todo"}
///       ]
///     }
///
/// Markdown: a `## TODO` / `## DOING` / `## DONE` heading per column, a
/// `- title` item per card, and under it, indented by two spaces, `due:
/// YYYY-MM-DD` and the body's lines. A body line that starts with `due:` or
/// with a backslash is written with a backslash before it; an empty body
/// line is written as two spaces.
public enum KanbanExport {
    /// The version written in (and required of) JSON files.
    public static let jsonVersion = 1

    public static func json(_ board: Board) -> String {
        let cards = board.orderedCards
        var out = "{\n  \"version\": \(jsonVersion),\n  \"cards\": ["
        for (index, card) in cards.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "    {\"id\": \(quoted(card.id.uuidString.lowercased()))"
            out += ", \"title\": \(quoted(card.title))"
            out += ", \"body\": \(quoted(card.body))"
            out += ", \"deadline\": \(card.deadline.map { quoted($0.iso) } ?? "null")"
            out += ", \"column\": \(quoted(card.column.rawValue))}"
        }
        out += cards.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    public static func markdown(_ board: Board) -> String {
        var out = ""
        for (index, column) in KanbanColumn.allCases.enumerated() {
            if index > 0 { out += "\n" }
            out += "## \(column.title)\n"
            let cards = board.cards(in: column)
            if !cards.isEmpty { out += "\n" }
            for card in cards {
                out += "- \(card.title)\n"
                if let deadline = card.deadline { out += "  due: \(deadline.iso)\n" }
                if !card.body.isEmpty {
                    for line in card.body.split(separator: "\n", omittingEmptySubsequences: false) {
                        out += "  " + escapedBodyLine(String(line)) + "\n"
                    }
                }
            }
        }
        return out
    }

    /// A body line as written under its item.
    static func escapedBodyLine(_ line: String) -> String {
        line.hasPrefix("due:") || line.hasPrefix("\\") ? "\\" + line : line
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
