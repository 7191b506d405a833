import FoundationEssentials

/// Why a file could not be imported: the line (1-based) and the reason.
/// `description`: `line 7: a card needs a title`.
public struct KanbanImportError: Error, Equatable, Sendable, CustomStringConvertible {
    public let line: Int
    public let reason: String

    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    public var description: String { "line \(line): \(reason)" }
}

/// Reads a board written by ``KanbanExport`` (or by hand): JSON when the
/// text starts with `{` or `[`, Markdown otherwise. A file that does not
/// read as a board is refused as a whole with the first problem's line;
/// nothing is cut or guessed (a title over ``CardLimits/title`` characters
/// is refused, not shortened). Control characters and escape sequences are
/// removed as ``CardText`` does.
///
/// Markdown, as written by ``KanbanExport/markdown(_:)``: `## TODO`,
/// `## DOING`, `## DONE` headings (any case, any order, repeated or not),
/// `- title` items (`* title` too), and under an item lines indented by two
/// spaces (or a tab): first, optionally, `due: YYYY-MM-DD`, then the body.
/// A body line starting with a backslash loses that backslash (so
/// `\due: …` is body text). A blank line inside a body is kept when more
/// body follows; blank lines at its end are not. A `# Name` heading
/// starts a board (over its columns); a file without one is a single board.
public enum KanbanImport {
    /// The cards of `text`, in board order, each with a fresh position in
    /// its column (ids kept from JSON, new ones for Markdown); the cards of
    /// every board of a file of boards.
    public static func parse(_ text: String) throws(KanbanImportError) -> [Card] {
        try read(text).cards
    }

    /// What `text` holds: a single board's cards (version 1, or Markdown
    /// without `# Name` headings), which go to the board shown, or boards
    /// with their cards.
    public static func read(_ text: String) throws(KanbanImportError) -> KanbanFile {
        var body = Substring(text)
        if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
        let first = body.unicodeScalars.first { !$0.properties.isWhitespace }
        let (drafts, boards) = try first == "{" || first == "[" ? JSONBoard.read(String(body)) : MarkdownBoard.read(String(body))
        guard let boards else { return .cards(placed(drafts)) }
        return .boards(boards.enumerated().map { index, board in
            ImportedBoard(id: board.id, name: board.name, cards: placed(drafts.filter { $0.board == index }))
        })
    }

    /// A card read from a file, not placed yet.
    struct Draft {
        var id: UUID?
        var title: String
        var body: String
        var deadline: Deadline?
        var column: KanbanColumn
        var line: Int
        /// The number of its board in the file's boards (nil: a single board).
        var board: Int?
        var repeats: CardRepeat?
        /// The day it went to DONE (a card of DONE only).
        var doneOn: Deadline?
    }

    /// A board read from a file.
    struct BoardDraft {
        var id: UUID?
        var name: String
        var line: Int
    }

    /// Gives each card a position (in file order inside its column) and an
    /// id; returns them in board order.
    private static func placed(_ drafts: [Draft]) -> [Card] {
        KanbanColumn.allCases.flatMap { column -> [Card] in
            let inColumn = drafts.filter { $0.column == column }
            let keys = OrderKey.sequence(inColumn.count)
            return zip(inColumn, keys).map { draft, key in
                Card(id: draft.id ?? UUID(), title: draft.title, body: draft.body, deadline: draft.deadline,
                     column: column, position: key, repeats: draft.repeats, doneOn: column == .done ? draft.doneOn : nil)
            }
        }
    }

    /// A board's name as stored, or why it is refused (empty, too long, a
    /// name an earlier board of the file has).
    static func boardName(_ raw: String, line: Int, among boards: [BoardDraft]) throws(KanbanImportError) -> String {
        let name: String
        do throws(BoardError) {
            name = try BoardName.clean(raw)
        } catch {
            throw KanbanImportError(line: line, reason: error.description)
        }
        if boards.contains(where: { $0.name == name }) {
            throw KanbanImportError(line: line, reason: "two boards are named '\(name)'")
        }
        return name
    }

    /// The title as stored, or the reason it is refused.
    static func title(_ raw: String, line: Int) throws(KanbanImportError) -> String {
        let title = CardText.cleanTitle(raw)
        guard !title.isEmpty else { throw KanbanImportError(line: line, reason: "a card needs a title") }
        guard raw.trimmingWhitespace().count <= CardLimits.title else {
            throw KanbanImportError(line: line, reason: "a title has at most \(CardLimits.title) characters")
        }
        return title
    }

    /// The body as stored, or the reason it is refused.
    static func body(_ raw: String, line: Int) throws(KanbanImportError) -> String {
        guard raw.count <= CardLimits.body else {
            throw KanbanImportError(line: line, reason: "a body has at most \(CardLimits.body) characters")
        }
        return CardText.cleanBody(raw)
    }

    /// The repeat `text` names (`1w`, `2m done`), or the reason it is refused.
    static func repeats(_ text: String, line: Int) throws(KanbanImportError) -> CardRepeat? {
        switch RepeatInput.parse(text) {
        case .success(let rule): return rule
        case .failure:
            throw KanbanImportError(line: line, reason: "'\(CardText.cleanTitle(text))' is not a repeat (1d, 2w, 1m, 1w done)")
        }
    }

    /// The deadline `text` names (`YYYY-MM-DD`), or the reason it is refused.
    static func deadline(_ text: String, line: Int) throws(KanbanImportError) -> Deadline {
        if let deadline = Deadline(iso: text) { return deadline }
        if Deadline.isoFields(text) != nil { throw KanbanImportError(line: line, reason: "there is no day \(text)") }
        throw KanbanImportError(line: line, reason: "'\(text)' is not a date (YYYY-MM-DD)")
    }

    static func column(_ name: String, line: Int) throws(KanbanImportError) -> KanbanColumn {
        guard let column = KanbanColumn(name: name) else {
            throw KanbanImportError(line: line, reason: "no column '\(name)' (TODO, DOING or DONE)")
        }
        return column
    }
}
