import Foundation

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
/// body follows; blank lines at its end are not. A `# title` line before
/// the first heading is ignored.
public enum KanbanImport {
    /// The cards of `text`, in board order, each with a fresh position in
    /// its column (ids kept from JSON, new ones for Markdown).
    public static func parse(_ text: String) throws(KanbanImportError) -> [Card] {
        var body = Substring(text)
        if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
        let first = body.unicodeScalars.first { !$0.properties.isWhitespace }
        let drafts = try first == "{" || first == "[" ? JSONBoard.read(String(body)) : MarkdownBoard.read(String(body))
        return placed(drafts)
    }

    /// A card read from a file, not placed yet.
    struct Draft {
        var id: UUID?
        var title: String
        var body: String
        var deadline: Deadline?
        var column: KanbanColumn
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
                     column: column, position: key)
            }
        }
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

// MARK: - Markdown

enum MarkdownBoard {
    static func read(_ text: String) throws(KanbanImportError) -> [KanbanImport.Draft] {
        var drafts: [KanbanImport.Draft] = []
        var column: KanbanColumn?
        var card: KanbanImport.Draft?
        var bodyLines: [String] = []
        var pendingBlanks = 0
        var sawDue = false

        func finish() throws(KanbanImportError) {
            guard var done = card else { return }
            done.body = try KanbanImport.body(bodyLines.joined(separator: "\n"), line: done.line)
            drafts.append(done)
            card = nil
            bodyLines = []
            pendingBlanks = 0
            sawDue = false
        }

        var number = 0
        // `\r\n` is one Character, so this splits CR LF, LF and CR alike.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            number += 1
            let indented = line.hasPrefix("  ") || line.hasPrefix("\t")
            if line.allSatisfy({ $0 == " " || $0 == "\t" }), !indented || card == nil {
                if card != nil { pendingBlanks += 1 }
                continue
            }
            if indented {
                guard card != nil else {
                    throw KanbanImportError(line: number, reason: "indented text belongs under a card (- title)")
                }
                let content = String(line.hasPrefix("\t") ? line.dropFirst() : line.dropFirst(2))
                if bodyLines.isEmpty, pendingBlanks == 0, !sawDue, content.hasPrefix("due:") {
                    let value = String(content.dropFirst(4)).trimmingWhitespace()
                    card?.deadline = try KanbanImport.deadline(value, line: number)
                    sawDue = true
                    continue
                }
                if !bodyLines.isEmpty || pendingBlanks > 0 {
                    bodyLines += Array(repeating: "", count: pendingBlanks)
                }
                pendingBlanks = 0
                bodyLines.append(content.hasPrefix("\\") ? String(content.dropFirst()) : content)
                continue
            }
            if line.hasPrefix("##"), line.dropFirst(2).first.map({ $0 == " " || $0 == "\t" }) ?? true,
               !line.hasPrefix("###") {
                try finish()
                column = try KanbanImport.column(String(line.dropFirst(2)).trimmingWhitespace(), line: number)
                continue
            }
            if line.hasPrefix("# ") || line == "#" {
                guard column == nil else {
                    throw KanbanImportError(line: number, reason: "a '#' heading inside the board (columns are '## TODO', '## DOING', '## DONE')")
                }
                continue
            }
            if line.hasPrefix("- ") || line.hasPrefix("* ") || line == "-" || line == "*" {
                try finish()
                guard let column else {
                    throw KanbanImportError(line: number, reason: "a card before any column heading (## TODO, ## DOING or ## DONE)")
                }
                let title = try KanbanImport.title(String(line.dropFirst()), line: number)
                card = KanbanImport.Draft(id: nil, title: title, body: "", deadline: nil, column: column, line: number)
                continue
            }
            throw KanbanImportError(line: number, reason: "expected a column heading (## TODO), a card (- title) or an indented line under a card")
        }
        try finish()
        guard column != nil else {
            throw KanbanImportError(line: 1, reason: "no column heading (## TODO, ## DOING or ## DONE): not a kanban board")
        }
        return drafts
    }
}

// MARK: - JSON

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
                guard let node = field(name), node.value != .null else {
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

/// A strict JSON parser (RFC 8259) over UTF-8 bytes that records the line
/// each value starts on.
struct JSONParser {
    indirect enum Value: Equatable {
        case object([(key: String, node: Node)])
        case array([Node])
        case string(String)
        /// As written.
        case number(String)
        case bool(Bool)
        case null

        static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.null, .null): true
            case let (.bool(a), .bool(b)): a == b
            case let (.number(a), .number(b)): a == b
            case let (.string(a), .string(b)): a == b
            case let (.array(a), .array(b)): a == b
            case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.node == $1.node }
            default: false
            }
        }

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

    struct Node: Equatable {
        let value: Value
        let line: Int
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The one value of the text, with nothing but white space after it.
    mutating func document() throws(KanbanImportError) -> Node {
        let node = try value(depth: 0)
        skipSpace()
        guard index == bytes.count else { throw fail("unexpected text after the end of the JSON value") }
        return node
    }

    private func fail(_ reason: String) -> KanbanImportError {
        KanbanImportError(line: line, reason: reason)
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A: line += 1
            case 0x20, 0x09, 0x0D: break
            default: return
            }
            index += 1
        }
    }

    private mutating func value(depth: Int) throws(KanbanImportError) -> Node {
        guard depth < 64 else { throw fail("the JSON is nested too deeply") }
        skipSpace()
        guard index < bytes.count else { throw fail("the JSON ends too early") }
        let start = line
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var fields: [(key: String, node: Node)] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return Node(value: .object(fields), line: start)
            }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw fail("expected a field name in quotes")
                }
                let key = try string()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':' after a field name") }
                index += 1
                fields.append((key, try value(depth: depth + 1)))
                skipSpace()
                guard index < bytes.count else { throw fail("the JSON ends inside an object (a '}' is missing)") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return Node(value: .object(fields), line: start) }
                throw fail("expected ',' or '}'")
            }
        case UInt8(ascii: "["):
            index += 1
            var items: [Node] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return Node(value: .array(items), line: start)
            }
            while true {
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard index < bytes.count else { throw fail("the JSON ends inside a list (a ']' is missing)") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return Node(value: .array(items), line: start) }
                throw fail("expected ',' or ']'")
            }
        case UInt8(ascii: "\""):
            return Node(value: .string(try string()), line: start)
        case UInt8(ascii: "t"):
            try literal("true")
            return Node(value: .bool(true), line: start)
        case UInt8(ascii: "f"):
            try literal("false")
            return Node(value: .bool(false), line: start)
        case UInt8(ascii: "n"):
            try literal("null")
            return Node(value: .null, line: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return Node(value: .number(try number()), line: start)
        default:
            throw fail("expected a JSON value")
        }
    }

    private mutating func literal(_ word: String) throws(KanbanImportError) {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw fail("expected a JSON value")
        }
        index += expected.count
    }

    private mutating func number() throws(KanbanImportError) -> String {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let whole = digits()
        guard whole > 0 else { throw fail("a number needs digits") }
        if whole > 1, bytes[start + (bytes[start] == UInt8(ascii: "-") ? 1 : 0)] == UInt8(ascii: "0") {
            throw fail("a number does not start with 0")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw fail("a number needs digits after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw fail("a number needs digits in its exponent") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A string literal, from its opening quote.
    private mutating func string() throws(KanbanImportError) -> String {
        index += 1
        var out: [UInt8] = []
        while true {
            guard index < bytes.count else { throw fail("a string is not closed (a '\"' is missing)") }
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: out, as: UTF8.self) else { throw fail("the text is not UTF-8") }
                return text
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw fail("a string is not closed (a '\"' is missing)") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw fail("a \\u escape names half a character")
                        }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw fail("a \\u escape names half a character") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(code) {
                        throw fail("a \\u escape names half a character")
                    }
                    out.append(contentsOf: UTF8.encode(Unicode.Scalar(code)!)!)
                default:
                    throw fail("unknown escape '\\\(Character(Unicode.Scalar(escape)))' in a string")
                }
            case 0x0A:
                throw fail("a string is not closed on its line (a '\"' is missing)")
            case 0x00..<0x20:
                throw fail("a control character inside a string (write it as \\u00XX)")
            default:
                out.append(byte)
            }
        }
    }

    private mutating func hex4() throws(KanbanImportError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw fail("a \\u escape needs four hex digits") }
        var code: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw fail("a \\u escape needs four hex digits")
            }
            code = code * 16 + digit
        }
        index += 4
        return code
    }
}
