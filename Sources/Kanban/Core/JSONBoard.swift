import FoundationEssentials
import TextKit

/// `{"version": 2, "boards": [{"id", "name", "cards": [{"id", "title", "body",
/// "deadline", "column"}, …]}, …]}`, or version 1, one board:
/// `{"version": 1, "cards": […]}`; read by the shared JSON reader, which
/// knows the line of every value.
enum JSONBoard {
    /// How many arrays and objects may be inside each other: a board needs
    /// three.
    static let maximumDepth = 64

    static func read(_ text: String) throws(KanbanImportError) -> (drafts: [KanbanImport.Draft], boards: [KanbanImport.BoardDraft]?) {
        let root = try document(text)
        guard case .object(let fields) = root.value else {
            throw KanbanImportError(line: root.line, reason: "a JSON board is an object: {\"version\": 2, \"boards\": […]}")
        }
        guard let version = fields.first(where: { $0.key == "version" })?.node else {
            throw KanbanImportError(line: root.line, reason: "the board has no \"version\"")
        }
        var ids = Set<UUID>()
        if case .number(let number) = version.value, number == "\(KanbanExport.singleBoardVersion)" {
            return (try cards(in: fields, line: root.line, board: nil, ids: &ids), nil)
        }
        guard case .number(let number) = version.value, number == "\(KanbanExport.jsonVersion)" else {
            throw KanbanImportError(line: version.line,
                                    reason: "version \(version.value.shown) is not one this bankui reads (\(KanbanExport.singleBoardVersion) or \(KanbanExport.jsonVersion))")
        }
        guard let list = fields.first(where: { $0.key == "boards" })?.node else {
            throw KanbanImportError(line: root.line, reason: "the file has no \"boards\"")
        }
        guard case .array(let items) = list.value else {
            throw KanbanImportError(line: list.line, reason: "\"boards\" is a list: [ … ]")
        }
        var boards: [KanbanImport.BoardDraft] = []
        var drafts: [KanbanImport.Draft] = []
        var boardIDs = Set<UUID>()
        for item in items {
            guard case .object(let board) = item.value else {
                throw KanbanImportError(line: item.line, reason: "a board is an object: {\"name\": …, \"cards\": […]}")
            }
            var id: UUID?
            if let node = board.last(where: { $0.key == "id" })?.node, !node.isNull {
                guard case .string(let text) = node.value, let value = UUID(uuidString: text) else {
                    throw KanbanImportError(line: node.line, reason: "a board's id is a UUID in quotes")
                }
                guard boardIDs.insert(value).inserted else {
                    throw KanbanImportError(line: node.line, reason: "two boards have the id \(text)")
                }
                id = value
            }
            guard let nameNode = board.last(where: { $0.key == "name" })?.node, case .string(let raw) = nameNode.value else {
                throw KanbanImportError(line: item.line, reason: "a board needs a \"name\" in quotes")
            }
            let name = try KanbanImport.boardName(raw, line: nameNode.line, among: boards)
            boards.append(KanbanImport.BoardDraft(id: id, name: name, line: item.line))
            drafts += try cards(in: board, line: item.line, board: boards.count - 1, ids: &ids)
        }
        return (drafts, boards)
    }

    /// The cards of an object's `"cards"` list, on the board numbered `board`.
    private static func cards(in fields: [(key: String, node: JSONNode)], line: Int, board: Int?, ids: inout Set<UUID>)
        throws(KanbanImportError) -> [KanbanImport.Draft] {
        guard let cards = fields.first(where: { $0.key == "cards" })?.node else {
            throw KanbanImportError(line: line, reason: "the board has no \"cards\"")
        }
        guard case .array(let items) = cards.value else {
            throw KanbanImportError(line: cards.line, reason: "\"cards\" is a list: [ … ]")
        }
        var drafts: [KanbanImport.Draft] = []
        for item in items {
            guard case .object(let card) = item.value else {
                throw KanbanImportError(line: item.line, reason: "a card is an object: {\"title\": …, \"column\": …}")
            }
            func field(_ name: String) -> JSONNode? {
                card.last(where: { $0.key == name })?.node
            }
            func string(_ name: String, required: String?) throws(KanbanImportError) -> (String, Int)? {
                guard let node = field(name), !node.isNull else {
                    if let required { throw KanbanImportError(line: item.line, reason: required) }
                    return nil
                }
                guard case .string(let text) = node.value else {
                    throw KanbanImportError(line: node.line, reason: "\"\(name)\" is text in quotes")
                }
                return (text, node.line)
            }
            var id: UUID?
            if let (text, line) = try string("id", required: nil) {
                guard let value = UUID(uuidString: text) else {
                    throw KanbanImportError(line: line, reason: "'\(text)' is not a card id (a UUID)")
                }
                guard ids.insert(value).inserted else {
                    throw KanbanImportError(line: line, reason: "two cards have the id \(text)")
                }
                id = value
            }
            let (rawTitle, titleLine) = try string("title", required: "a card needs a title")!
            let title = try KanbanImport.title(rawTitle, line: titleLine)
            var body = ""
            if let (text, line) = try string("body", required: nil) { body = try KanbanImport.body(text, line: line) }
            var deadline: Deadline?
            if let (text, line) = try string("deadline", required: nil) {
                deadline = try KanbanImport.deadline(text, line: line)
            }
            var repeats: CardRepeat?
            if let (text, line) = try string("repeat", required: nil) { repeats = try KanbanImport.repeats(text, line: line) }
            let (columnName, columnLine) = try string("column", required: "a card needs a column (todo, doing or done)")!
            let column = try KanbanImport.column(columnName, line: columnLine)
            var doneOn: Deadline?
            if let (text, line) = try string("doneOn", required: nil) { doneOn = try KanbanImport.deadline(text, line: line) }
            drafts.append(KanbanImport.Draft(id: id, title: title, body: body, deadline: deadline, column: column,
                                             line: item.line, board: board, repeats: repeats, doneOn: doneOn))
        }
        return drafts
    }

    /// The text as a tree of values, strictly RFC 8259; a syntax error is
    /// refused with the reader's words and line.
    private static func document(_ text: String) throws(KanbanImportError) -> JSONNode {
        let bytes = Array(text.utf8)
        let result: Result<JSONNode, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(buffer, dialect: .strict)
            do throws(JSONSyntaxError) {
                return .success(try reader.document(maximumDepth: maximumDepth))
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let root): return root
        case .failure(let error): throw KanbanImportError(line: error.line, reason: error.problem.description)
        }
    }
}

private extension JSONValue {
    /// The value as a message quotes it: `2`, `"two"`, `[…]`.
    var shown: String {
        switch self {
        case .number(let text): text
        case .string(let text): "\"\(text)\""
        case .bool(let flag): String(flag)
        case .null: "null"
        case .array: "[…]"
        case .object: "{…}"
        }
    }
}
