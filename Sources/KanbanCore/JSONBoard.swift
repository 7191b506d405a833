import Foundation

/// `{"version": 1, "cards": [{"id", "title", "body", "deadline", "column"}, …]}`,
/// read by a small parser that knows the line of every value.
enum JSONBoard {
    static func read(_ text: String) throws(KanbanImportError) -> [KanbanImport.Draft] {
        var parser = JSONParser(Array(text.utf8))
        let root = try parser.document()
        guard case .object(let fields) = root.value else {
            throw KanbanImportError(line: root.line, reason: "a JSON board is an object: {\"version\": 1, \"cards\": […]}")
        }
        guard let version = fields.first(where: { $0.key == "version" })?.node else {
            throw KanbanImportError(line: root.line, reason: "the board has no \"version\"")
        }
        guard case .number(let number) = version.value, number == "\(KanbanExport.jsonVersion)" else {
            throw KanbanImportError(line: version.line,
                                    reason: "version \(version.value.shown) is not one this bankui reads (\(KanbanExport.jsonVersion))")
        }
        guard let cards = fields.first(where: { $0.key == "cards" })?.node else {
            throw KanbanImportError(line: root.line, reason: "the board has no \"cards\"")
        }
        guard case .array(let items) = cards.value else {
            throw KanbanImportError(line: cards.line, reason: "\"cards\" is a list: [ … ]")
        }
        var drafts: [KanbanImport.Draft] = []
        var ids = Set<UUID>()
        for item in items {
            guard case .object(let card) = item.value else {
                throw KanbanImportError(line: item.line, reason: "a card is an object: {\"title\": …, \"column\": …}")
            }
            func field(_ name: String) -> JSONParser.Node? {
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
            let (columnName, columnLine) = try string("column", required: "a card needs a column (todo, doing or done)")!
            let column = try KanbanImport.column(columnName, line: columnLine)
            drafts.append(KanbanImport.Draft(id: id, title: title, body: body, deadline: deadline, column: column,
                                             line: item.line))
        }
        return drafts
    }
}
