/// A strict JSON parser (RFC 8259) over UTF-8 bytes that records the line
/// each value starts on.
struct JSONParser {
    indirect enum Value {
        case object([(key: String, node: Node)])
        case array([Node])
        case string(String)
        /// As written.
        case number(String)
        case bool(Bool)
        case null

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

    struct Node {
        let value: Value
        let line: Int

        var isNull: Bool {
            if case .null = value { return true }
            return false
        }
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
