import TextKit

/// Reads the course rows of a JSON catalog straight from its bytes, noting
/// the line where each row object starts: a top-level array of objects, or
/// an object one of whose members is that array (the first such member).
/// Only the fields the formats use are turned into strings; everything else
/// is checked and skipped.
///
/// The pieces are read by the shared ``JSONReader`` in its forgiving
/// dialect (the catalog comes from other programs); the structure and the
/// words of every refusal are the catalog's.
struct JSONRowScanner {
    private var reader: JSONReader

    private static let maximumDepth = 256

    /// A scanner of `bytes` from `index`, which is on `line`.
    init(bytes: UnsafeBufferPointer<UInt8>, index: Int, line: Int) {
        reader = JSONReader(bytes, from: index, line: line, dialect: .forgiving)
    }

    /// Hands each row to `body` as it is read (errors of `body` pass through).
    mutating func forEachRow(_ body: (RawRow) throws -> Void) throws {
        reader.skipSpace()
        var found = false
        if reader.peek == UInt8(ascii: "[") {
            try rowsArray(body)
            found = true
        } else {
            let objectLine = reader.line
            try expect(UInt8(ascii: "{"))
            reader.skipSpace()
            if !reader.skip(UInt8(ascii: "}")) {
                while true {
                    reader.skipSpace()
                    _ = try string(decode: false)
                    reader.skipSpace()
                    try expect(UInt8(ascii: ":"))
                    reader.skipSpace()
                    if !found, reader.peek == UInt8(ascii: "["), holdsObjects() {
                        try rowsArray(body)
                        found = true
                    } else {
                        try skipValue(depth: 1)
                    }
                    reader.skipSpace()
                    if reader.skip(UInt8(ascii: ",")) { continue }
                    try expect(UInt8(ascii: "}"))
                    break
                }
            }
            if !found {
                throw CatalogImportError.notCourses(line: objectLine, detail: "an object without an array of courses")
            }
        }
        reader.skipSpace()
        if !reader.isAtEnd {
            throw CatalogImportError.malformedJSON(line: reader.line, detail: "unexpected text after the end of the JSON")
        }
    }


    /// Whether the array starting here holds objects (or nothing).
    private func holdsObjects() -> Bool {
        let bytes = reader.bytes
        var probe = reader.index + 1
        while probe < bytes.count, JSONReader.isSpace(bytes[probe]) { probe += 1 }
        return probe < bytes.count && (bytes[probe] == UInt8(ascii: "{") || bytes[probe] == UInt8(ascii: "]"))
    }

    private mutating func rowsArray(_ body: (RawRow) throws -> Void) throws {
        try expect(UInt8(ascii: "["))
        reader.skipSpace()
        if reader.skip(UInt8(ascii: "]")) { return }
        while true {
            reader.skipSpace()
            guard reader.peek == UInt8(ascii: "{") else {
                if reader.isAtEnd { throw ends() }
                throw CatalogImportError.notCourses(line: reader.line, detail: "an element of the array is not a course object")
            }
            try body(try row())
            reader.skipSpace()
            if reader.skip(UInt8(ascii: ",")) { continue }
            try expect(UInt8(ascii: "]"))
            return
        }
    }

    private mutating func row() throws(CatalogImportError) -> RawRow {
        var row = RawRow(line: reader.line, offset: reader.index)
        try expect(UInt8(ascii: "{"))
        reader.skipSpace()
        if reader.skip(UInt8(ascii: "}")) { return row }
        while true {
            reader.skipSpace()
            let field = try key()
            reader.skipSpace()
            try expect(UInt8(ascii: ":"))
            reader.skipSpace()
            if let field, let value = try scalar() {
                row.set(field, value)
            } else {
                try skipValue(depth: 2)
            }
            reader.skipSpace()
            if reader.skip(UInt8(ascii: ",")) { continue }
            try expect(UInt8(ascii: "}"))
            return row
        }
    }

    /// A member name, as the field it names (nil for other names).
    private mutating func key() throws(CatalogImportError) -> CatalogField? {
        guard reader.peek == UInt8(ascii: "\"") else { throw unexpected("a field name in quotes") }
        // Most names are plain: compared as bytes, no String made.
        if let plain = reader.readPlainString() { return CatalogField.find(plain) }
        let name = try string(decode: true) ?? ""
        let utf8 = Array(name.utf8)
        return utf8.withUnsafeBufferPointer { CatalogField.find($0) }
    }

    /// A string, number, true, false or null as text (null as nil-free ""),
    /// or nil (nothing consumed) when the value is an object or an array.
    private mutating func scalar() throws(CatalogImportError) -> String? {
        guard let byte = reader.peek else { throw ends() }
        switch byte {
        case UInt8(ascii: "\""): return try string(decode: true)
        case UInt8(ascii: "{"), UInt8(ascii: "["): return nil
        case UInt8(ascii: "t"): try literal("true"); return "true"
        case UInt8(ascii: "f"): try literal("false"); return "false"
        case UInt8(ascii: "n"): try literal("null"); return ""
        default: return try number()
        }
    }

    private mutating func skipValue(depth: Int) throws(CatalogImportError) {
        guard depth < Self.maximumDepth else { throw .malformedJSON(line: reader.line, detail: "nested too deeply") }
        guard let byte = reader.peek else { throw ends() }
        switch byte {
        case UInt8(ascii: "{"):
            _ = reader.skip(byte)
            reader.skipSpace()
            if reader.skip(UInt8(ascii: "}")) { return }
            while true {
                reader.skipSpace()
                _ = try string(decode: false)
                reader.skipSpace()
                try expect(UInt8(ascii: ":"))
                reader.skipSpace()
                try skipValue(depth: depth + 1)
                reader.skipSpace()
                if reader.skip(UInt8(ascii: ",")) { continue }
                try expect(UInt8(ascii: "}"))
                return
            }
        case UInt8(ascii: "["):
            _ = reader.skip(byte)
            reader.skipSpace()
            if reader.skip(UInt8(ascii: "]")) { return }
            while true {
                reader.skipSpace()
                try skipValue(depth: depth + 1)
                reader.skipSpace()
                if reader.skip(UInt8(ascii: ",")) { continue }
                try expect(UInt8(ascii: "]"))
                return
            }
        default:
            _ = try scalar()
        }
    }

    /// A string; its text when `decode`, otherwise only checked.
    private mutating func string(decode: Bool) throws(CatalogImportError) -> String? {
        guard reader.peek == UInt8(ascii: "\"") else { throw unexpected("a string") }
        do throws(JSONSyntaxError) {
            if decode { return try reader.readString() }
            try reader.skipString()
            return nil
        } catch {
            throw refusal(error)
        }
    }

    private mutating func number() throws(CatalogImportError) -> String {
        do throws(JSONSyntaxError) {
            return try reader.readNumber()
        } catch {
            throw refusal(error)
        }
    }

    private mutating func literal(_ word: StaticString) throws(CatalogImportError) {
        do throws(JSONSyntaxError) {
            try reader.readLiteral(word)
        } catch {
            throw refusal(error)
        }
    }

    private mutating func expect(_ byte: UInt8) throws(CatalogImportError) {
        guard !reader.isAtEnd else { throw ends() }
        guard reader.skip(byte) else { throw unexpected("'\(Character(Unicode.Scalar(byte)))'") }
    }

    /// The reader's error in the catalog's words.
    private func refusal(_ error: JSONSyntaxError) -> CatalogImportError {
        let detail: String
        switch error.problem {
        case .expectedValue:
            return unexpected("a value", at: error.offset, line: error.line)
        case .endsEarly, .unclosedString:
            return ends(line: error.line)
        case .lineEndInString: detail = "a string is not closed on its line"
        case .controlCharacterInString: detail = "a control character inside a string"
        case .unknownEscape: detail = "a bad escape in a string"
        case .badUnicodeEscape: detail = "a bad \\u escape in a string"
        case .nestedTooDeeply: detail = "nested too deeply"
        case .textAfterValue: detail = "unexpected text after the end of the JSON"
        default: detail = error.problem.description
        }
        return .malformedJSON(line: error.line, detail: detail)
    }

    private func ends() -> CatalogImportError {
        ends(line: reader.line)
    }

    private func ends(line: Int) -> CatalogImportError {
        .malformedJSON(line: line, detail: "the file ends before the JSON does (truncated?)")
    }

    private func unexpected(_ wanted: String) -> CatalogImportError {
        unexpected(wanted, at: reader.index, line: reader.line)
    }

    /// "expected ':', found '\"B\"}]'": what was wanted and up to 12 bytes
    /// of what came (to the line's end, whole characters).
    private func unexpected(_ wanted: String, at index: Int, line: Int) -> CatalogImportError {
        let bytes = reader.bytes
        var end = index
        var count = 0
        while end < bytes.count, count < 12, bytes[end] != 0x0A, bytes[end] != 0x0D {
            end += 1
            count += 1
        }
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let found = TimetableText.clean(String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self))
        return .malformedJSON(line: line, detail: "expected \(wanted), found '\(found)'")
    }
}
