extension JSONReader {
    /// The one value of the text, from here to the end, with nothing but
    /// white space after it; every value carries its line.
    ///
    /// - Parameter maximumDepth: how many arrays and objects may be inside
    ///   each other (the top value counts as the first), so a hostile file
    ///   cannot exhaust the stack.
    public mutating func document(maximumDepth: Int) throws(JSONSyntaxError) -> JSONNode {
        let node = try value(depth: 0, maximumDepth: maximumDepth)
        skipSpace()
        guard isAtEnd else { throw failure(.textAfterValue) }
        return node
    }

    private mutating func value(depth: Int, maximumDepth: Int) throws(JSONSyntaxError) -> JSONNode {
        guard depth < maximumDepth else { throw failure(.nestedTooDeeply) }
        skipSpace()
        guard let byte = peek else { throw failure(.endsEarly) }
        let start = line
        switch byte {
        case UInt8(ascii: "{"):
            _ = skip(byte)
            var fields: [(key: String, node: JSONNode)] = []
            skipSpace()
            if skip(UInt8(ascii: "}")) { return JSONNode(value: .object(fields), line: start) }
            while true {
                skipSpace()
                guard peek == UInt8(ascii: "\"") else { throw failure(.expectedFieldName) }
                let key = try readString()
                skipSpace()
                guard skip(UInt8(ascii: ":")) else { throw failure(.expectedColon) }
                fields.append((key, try value(depth: depth + 1, maximumDepth: maximumDepth)))
                skipSpace()
                guard !isAtEnd else { throw failure(.endsInsideObject) }
                if skip(UInt8(ascii: ",")) { continue }
                if skip(UInt8(ascii: "}")) { return JSONNode(value: .object(fields), line: start) }
                throw failure(.expectedCommaOrBrace)
            }
        case UInt8(ascii: "["):
            _ = skip(byte)
            var items: [JSONNode] = []
            skipSpace()
            if skip(UInt8(ascii: "]")) { return JSONNode(value: .array(items), line: start) }
            while true {
                items.append(try value(depth: depth + 1, maximumDepth: maximumDepth))
                skipSpace()
                guard !isAtEnd else { throw failure(.endsInsideList) }
                if skip(UInt8(ascii: ",")) { continue }
                if skip(UInt8(ascii: "]")) { return JSONNode(value: .array(items), line: start) }
                throw failure(.expectedCommaOrBracket)
            }
        case UInt8(ascii: "\""):
            return JSONNode(value: .string(try readString()), line: start)
        case UInt8(ascii: "t"):
            try literal("true")
            return JSONNode(value: .bool(true), line: start)
        case UInt8(ascii: "f"):
            try literal("false")
            return JSONNode(value: .bool(false), line: start)
        case UInt8(ascii: "n"):
            try literal("null")
            return JSONNode(value: .null, line: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try readNumber()), line: start)
        default:
            throw failure(.expectedValue)
        }
    }

    /// A literal inside a document: cut short or misspelt, it is no value.
    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        do {
            try readLiteral(word)
        } catch {
            throw failure(.expectedValue)
        }
    }
}
