import TextKit

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
        collect { json(board, write: $0) }
    }

    public static func markdown(_ board: Board) -> String {
        collect { markdown(board, write: $0) }
    }

    /// ``json(_:)`` handed to `write` in pieces of about 64 KB, so that a
    /// large board is never held twice; stops and returns false as soon as
    /// `write` returns false.
    @discardableResult
    public static func json(_ board: Board, write: (String) -> Bool) -> Bool {
        var out = Pieces()
        out.add("{\n  \"version\": \(jsonVersion),\n  \"cards\": [")
        var first = true
        for column in KanbanColumn.allCases {
            for card in board.cards(in: column) {
                out.add(first ? "\n" : ",\n")
                first = false
                out.add("    {\"id\": \(quoted(card.id.uuidString.lowercased()))")
                out.add(", \"title\": \(quoted(card.title))")
                out.add(", \"body\": \(quoted(card.body))")
                out.add(", \"deadline\": \(card.deadline.map { quoted($0.iso) } ?? "null")")
                out.add(", \"column\": \(quoted(card.column.rawValue))}")
                guard out.flushIfFull(write) else { return false }
            }
        }
        out.add(first ? "]\n}\n" : "\n  ]\n}\n")
        return out.flush(write)
    }

    /// ``markdown(_:)`` handed to `write` in pieces, as
    /// ``json(_:write:)``.
    @discardableResult
    public static func markdown(_ board: Board, write: (String) -> Bool) -> Bool {
        var out = Pieces()
        for (index, column) in KanbanColumn.allCases.enumerated() {
            if index > 0 { out.add("\n") }
            out.add("## \(column.title)\n")
            let cards = board.cards(in: column)
            if !cards.isEmpty { out.add("\n") }
            for card in cards {
                // Stored text is clean; Markdown is read on terminals, so
                // it passes the one cleaner again on its way out.
                out.add("- \(UntrustedText.clean(card.title, .singleLine))\n")
                if let deadline = card.deadline { out.add("  due: \(deadline.iso)\n") }
                if !card.body.isEmpty {
                    for line in card.body.split(separator: "\n", omittingEmptySubsequences: false) {
                        out.add("  " + escapedBodyLine(UntrustedText.clean(String(line), .singleLine)) + "\n")
                    }
                }
                guard out.flushIfFull(write) else { return false }
            }
        }
        return out.flush(write)
    }

    private static func collect(_ body: ((String) -> Bool) -> Bool) -> String {
        var text = ""
        _ = body { piece in
            text += piece
            return true
        }
        return text
    }

    /// Text gathered up to a size, then handed on.
    private struct Pieces {
        static let size = 64 * 1024
        var buffer = ""

        mutating func add(_ text: String) {
            buffer += text
        }

        mutating func flushIfFull(_ write: (String) -> Bool) -> Bool {
            buffer.utf8.count < Self.size || flush(write)
        }

        mutating func flush(_ write: (String) -> Bool) -> Bool {
            defer { buffer = "" }
            return buffer.isEmpty || write(buffer)
        }
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
                // Controls, bidi controls and line separators are escaped:
                // JSON output keeps the text exactly and sends none of them.
                if UntrustedText.isForbidden(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029 {
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
