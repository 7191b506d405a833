import FoundationEssentials
import TextKit

/// The board as text, for `bankui kanban export`; ``KanbanImport`` reads
/// both forms back.
///
/// JSON (lossless, ids included), version 2: the boards in list order,
/// each with its cards, one card a line, in board order:
///
///     {
///       "version": 2,
///       "boards": [
///         {"id": "…", "name": "Project Manager", "cards": [
///           {"id": "…", "title": "Write", "body": "", "deadline": "2026-11-23", "column": "todo"}
///         ]}
///       ]
///     }
///
/// (Version 1, still read, is one board: `{"version": 1, "cards": […]}`.)
///
/// Markdown: a `# Name` heading per board, over a `## TODO` / `## DOING` /
/// `## DONE` heading per column, a `- title` item per card, and under it,
/// indented by two spaces, `due: YYYY-MM-DD` and the body's lines. A body line that starts with `due:` or
/// with a backslash is written with a backslash before it; an empty body
/// line is written as two spaces.
public enum KanbanExport {
    /// The version written in (and required of) JSON files.
    public static let jsonVersion = 2
    /// The version of files made before there were several boards.
    public static let singleBoardVersion = 1

    /// Every board (or only the board `only`).
    public static func json(_ board: Board, only: UUID? = nil) -> String {
        collect { json(board, only: only, write: $0) }
    }

    public static func markdown(_ board: Board, only: UUID? = nil) -> String {
        collect { markdown(board, only: only, write: $0) }
    }

    /// The boards written: every live board in list order, or `only`.
    private static func boards(of board: Board, only: UUID?) -> [BoardInfo] {
        let all = board.orderedBoards.isEmpty ? [BoardInfo.first] : board.orderedBoards
        return only.map { id in all.filter { $0.id == id } } ?? all
    }

    /// ``json(_:)`` handed to `write` in pieces of about 64 KB, so that a
    /// large board is never held twice; stops and returns false as soon as
    /// `write` returns false.
    @discardableResult
    public static func json(_ board: Board, only: UUID? = nil, write: (String) -> Bool) -> Bool {
        var out = Pieces()
        out.add("{\n  \"version\": \(jsonVersion),\n  \"boards\": [")
        let written = boards(of: board, only: only)
        for (index, info) in written.enumerated() {
            out.add(index == 0 ? "\n" : ",\n")
            out.add("    {\"id\": \(quoted(idText(info.id))), \"name\": \(quoted(info.name)), \"cards\": [")
            guard jsonCards(board, on: info.id, into: &out, write: write) else { return false }
        }
        out.add(written.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
        return out.flush(write)
    }

    /// The cards of one board, as the JSON list's items, then `]}`.
    private static func jsonCards(_ board: Board, on id: UUID, into out: inout Pieces, write: (String) -> Bool) -> Bool {
        var first = true
        for column in KanbanColumn.allCases {
            for card in board.cards(in: column, board: id) {
                out.add(first ? "\n" : ",\n")
                first = false
                out.add("      {\"id\": \(quoted(idText(card.id)))")
                out.add(", \"title\": \(quoted(card.title))")
                out.add(", \"body\": \(quoted(card.body))")
                out.add(", \"deadline\": \(card.deadline.map { quoted($0.iso) } ?? "null")")
                if let rule = card.repeats { out.add(", \"repeat\": \(quoted(rule.short))") }
                if card.column == .done, let day = card.doneOn { out.add(", \"doneOn\": \(quoted(day.iso))") }
                out.add(", \"column\": \(quoted(card.column.rawValue))}")
                guard out.flushIfFull(write) else { return false }
            }
        }
        out.add(first ? "]}" : "\n    ]}")
        return true
    }

    /// ``markdown(_:)`` handed to `write` in pieces, as
    /// ``json(_:write:)``.
    @discardableResult
    public static func markdown(_ board: Board, only: UUID? = nil, write: (String) -> Bool) -> Bool {
        var out = Pieces()
        for (index, info) in boards(of: board, only: only).enumerated() {
            if index > 0 { out.add("\n") }
            out.add("# \(UntrustedText.clean(info.name, .singleLine))\n\n")
            guard markdownColumns(board, on: info.id, into: &out, write: write) else { return false }
        }
        return out.flush(write)
    }

    /// The columns of one board, each under its `## COLUMN` heading.
    private static func markdownColumns(_ board: Board, on id: UUID, into out: inout Pieces, write: (String) -> Bool) -> Bool {
        for (index, column) in KanbanColumn.allCases.enumerated() {
            if index > 0 { out.add("\n") }
            out.add("## \(column.title)\n")
            let cards = board.cards(in: column, board: id)
            if !cards.isEmpty { out.add("\n") }
            for card in cards {
                // Stored text is clean; Markdown is read on terminals, so
                // it passes the one cleaner again on its way out.
                out.add("- \(UntrustedText.clean(card.title, .singleLine))\n")
                if let deadline = card.deadline { out.add("  due: \(deadline.iso)\n") }
                if let rule = card.repeats { out.add("  repeat: \(rule.short)\n") }
                if !card.body.isEmpty {
                    for line in card.body.split(separator: "\n", omittingEmptySubsequences: false) {
                        out.add("  " + escapedBodyLine(UntrustedText.clean(String(line), .singleLine)) + "\n")
                    }
                }
                guard out.flushIfFull(write) else { return false }
            }
        }
        return true
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

    /// `id` in small letters (`a6bf1496-0c05-…`), as files and lists
    /// write ids: spelled here, since Foundation's `uuidString` formats
    /// each through `snprintf` (a tenth of listing 10,000 cards).
    public static func idText(_ id: UUID) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return withUnsafeBytes(of: id.uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { buffer in
                var at = 0
                for (index, byte) in bytes.enumerated() {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        buffer[at] = UInt8(ascii: "-")
                        at += 1
                    }
                    buffer[at] = digits[Int(byte >> 4)]
                    buffer[at + 1] = digits[Int(byte & 0xF)]
                    at += 2
                }
                return at
            }
        }
    }

    /// `text` as a JSON string literal (``JSONText/quoted(_:)``).
    public static func quoted(_ text: String) -> String { JSONText.quoted(text) }
}
