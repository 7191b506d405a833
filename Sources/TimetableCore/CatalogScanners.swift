/// Reads the course rows of a JSON catalog straight from its bytes, noting
/// the line where each row object starts: a top-level array of objects, or
/// an object one of whose members is that array (the first such member).
/// Only the fields the formats use are turned into strings; everything else
/// is checked and skipped.
struct JSONRowScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int
    var line: Int

    private static let maximumDepth = 256

    mutating func rows() throws(CatalogImportError) -> [RawRow] {
        skipSpace()
        var rows: [RawRow]?
        if peek == UInt8(ascii: "[") {
            rows = try rowsArray()
        } else {
            let objectLine = line
            try expect(UInt8(ascii: "{"))
            skipSpace()
            if peek == UInt8(ascii: "}") {
                index += 1
            } else {
                while true {
                    skipSpace()
                    _ = try string(decode: false)
                    skipSpace()
                    try expect(UInt8(ascii: ":"))
                    skipSpace()
                    if rows == nil, peek == UInt8(ascii: "["), holdsObjects() {
                        rows = try rowsArray()
                    } else {
                        try skipValue(depth: 1)
                    }
                    skipSpace()
                    if peek == UInt8(ascii: ",") { index += 1; continue }
                    try expect(UInt8(ascii: "}"))
                    break
                }
            }
            if rows == nil {
                throw .notCourses(line: objectLine, detail: "an object without an array of courses")
            }
        }
        skipSpace()
        if index < bytes.count { throw .malformedJSON(line: line, detail: "unexpected text after the end of the JSON") }
        return rows ?? []
    }

    /// Whether the array starting here holds objects (or nothing).
    private func holdsObjects() -> Bool {
        var probe = index + 1
        while probe < bytes.count, Self.isSpace(bytes[probe]) { probe += 1 }
        return probe < bytes.count && (bytes[probe] == UInt8(ascii: "{") || bytes[probe] == UInt8(ascii: "]"))
    }

    private mutating func rowsArray() throws(CatalogImportError) -> [RawRow] {
        try expect(UInt8(ascii: "["))
        var rows: [RawRow] = []
        skipSpace()
        if peek == UInt8(ascii: "]") { index += 1; return rows }
        while true {
            skipSpace()
            guard peek == UInt8(ascii: "{") else {
                if index >= bytes.count { throw ends() }
                throw .notCourses(line: line, detail: "an element of the array is not a course object")
            }
            rows.append(try row())
            skipSpace()
            if peek == UInt8(ascii: ",") { index += 1; continue }
            try expect(UInt8(ascii: "]"))
            return rows
        }
    }

    private mutating func row() throws(CatalogImportError) -> RawRow {
        var row = RawRow(line: line)
        try expect(UInt8(ascii: "{"))
        skipSpace()
        if peek == UInt8(ascii: "}") { index += 1; return row }
        while true {
            skipSpace()
            let field = try key()
            skipSpace()
            try expect(UInt8(ascii: ":"))
            skipSpace()
            if let field, let value = try scalar() {
                row.set(field, value)
            } else {
                try skipValue(depth: 2)
            }
            skipSpace()
            if peek == UInt8(ascii: ",") { index += 1; continue }
            try expect(UInt8(ascii: "}"))
            return row
        }
    }

    /// A member name, as the field it names (nil for other names).
    private mutating func key() throws(CatalogImportError) -> CatalogField? {
        guard peek == UInt8(ascii: "\"") else { throw unexpected("a field name in quotes") }
        let start = index + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            index = end + 1
            return CatalogField.find(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        }
        let name = try string(decode: true) ?? ""
        let utf8 = Array(name.utf8)
        return utf8.withUnsafeBufferPointer { CatalogField.find($0) }
    }

    /// A string, number, true, false or null as text (null as nil-free ""),
    /// or nil (nothing consumed) when the value is an object or an array.
    private mutating func scalar() throws(CatalogImportError) -> String? {
        guard index < bytes.count else { throw ends() }
        switch bytes[index] {
        case UInt8(ascii: "\""): return try string(decode: true)
        case UInt8(ascii: "{"), UInt8(ascii: "["): return nil
        case UInt8(ascii: "t"): try literal("true"); return "true"
        case UInt8(ascii: "f"): try literal("false"); return "false"
        case UInt8(ascii: "n"): try literal("null"); return ""
        default: return try number()
        }
    }

    private mutating func skipValue(depth: Int) throws(CatalogImportError) {
        guard depth < Self.maximumDepth else { throw .malformedJSON(line: line, detail: "nested too deeply") }
        guard index < bytes.count else { throw ends() }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            skipSpace()
            if peek == UInt8(ascii: "}") { index += 1; return }
            while true {
                skipSpace()
                _ = try string(decode: false)
                skipSpace()
                try expect(UInt8(ascii: ":"))
                skipSpace()
                try skipValue(depth: depth + 1)
                skipSpace()
                if peek == UInt8(ascii: ",") { index += 1; continue }
                try expect(UInt8(ascii: "}"))
                return
            }
        case UInt8(ascii: "["):
            index += 1
            skipSpace()
            if peek == UInt8(ascii: "]") { index += 1; return }
            while true {
                skipSpace()
                try skipValue(depth: depth + 1)
                skipSpace()
                if peek == UInt8(ascii: ",") { index += 1; continue }
                try expect(UInt8(ascii: "]"))
                return
            }
        default:
            _ = try scalar()
        }
    }

    /// A string; its text when `decode`, otherwise only checked.
    private mutating func string(decode: Bool) throws(CatalogImportError) -> String? {
        guard peek == UInt8(ascii: "\"") else { throw unexpected("a string") }
        let start = index + 1
        var scan = start
        var escaped = false
        while true {
            guard scan < bytes.count else { throw ends() }
            let byte = bytes[scan]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 {
                throw .malformedJSON(line: line, detail: byte == 0x0A ? "a string is not closed on its line" : "a control character inside a string")
            }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                scan += 2
                continue
            }
            scan += 1
        }
        index = scan + 1
        guard decode else {
            if escaped { _ = try unescape(start, scan) }
            return nil
        }
        if !escaped { return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<scan]), as: UTF8.self) }
        return try unescape(start, scan)
    }

    private func unescape(_ start: Int, _ end: Int) throws(CatalogImportError) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        var at = start
        while at < end {
            let byte = bytes[at]
            guard byte == UInt8(ascii: "\\") else { out.append(byte); at += 1; continue }
            guard at + 1 < end else { throw .malformedJSON(line: line, detail: "a bad escape in a string") }
            let code = bytes[at + 1]
            at += 2
            switch code {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                guard var value = hex4(at, end) else { throw .malformedJSON(line: line, detail: "a bad \\u escape in a string") }
                at += 4
                if (0xD800...0xDBFF).contains(value), at + 6 <= end, bytes[at] == UInt8(ascii: "\\"),
                   bytes[at + 1] == UInt8(ascii: "u"), let low = hex4(at + 2, end), (0xDC00...0xDFFF).contains(low) {
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    at += 6
                }
                let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
            default:
                throw .malformedJSON(line: line, detail: "a bad escape in a string")
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private func hex4(_ at: Int, _ end: Int) -> UInt32? {
        guard at + 4 <= end else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            let byte = bytes[at + offset]
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: return nil
            }
            value = value << 4 | digit
        }
        return value
    }

    private mutating func number() throws(CatalogImportError) -> String {
        let start = index
        var digits = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x30 && byte <= 0x39 {
                digits = true
            } else if !(byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                        || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")) {
                break
            }
            index += 1
        }
        guard digits else {
            index = start
            if index >= bytes.count { throw ends() }
            throw unexpected("a value")
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private mutating func literal(_ word: StaticString) throws(CatalogImportError) {
        let count = word.utf8CodeUnitCount
        for offset in 0..<count {
            guard index + offset < bytes.count else { throw ends() }
            guard bytes[index + offset] == word.utf8Start[offset] else { throw unexpected("a value") }
        }
        index += count
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func expect(_ byte: UInt8) throws(CatalogImportError) {
        guard index < bytes.count else { throw ends() }
        guard bytes[index] == byte else { throw unexpected("'\(Character(Unicode.Scalar(byte)))'") }
        index += 1
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { line += 1 } else if !(byte == 0x20 || byte == 0x0D || byte == 0x09) { return }
            index += 1
        }
    }

    private func ends() -> CatalogImportError {
        .malformedJSON(line: line, detail: "the file ends before the JSON does (truncated?)")
    }

    private func unexpected(_ wanted: String) -> CatalogImportError {
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

/// Reads CSV (RFC 4180: commas, fields in double quotes with `""` for a
/// quote, CRLF or LF line ends); the first non-blank record is the header,
/// naming the fields as either JSON format does.
struct CSVRowReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int
    var line = 1

    mutating func rows() throws(CatalogImportError) -> [RawRow] {
        var header: [CatalogField?] = []
        var headerLine = 1
        while index < bytes.count {
            headerLine = line
            let record = try self.record()
            if record.count == 1, record[0].isEmpty { continue }
            header = record.map { name in
                let trimmed = Array(name.trimmingSpaces.utf8)
                return trimmed.withUnsafeBufferPointer { CatalogField.find($0) }
            }
            break
        }
        guard header.contains(where: { $0 != nil }) else { throw .unknownFormat(line: headerLine) }
        var rows: [RawRow] = []
        while index < bytes.count {
            let start = line
            let record = try self.record()
            if record.allSatisfy(\.isEmpty) { continue }
            var row = RawRow(line: start)
            row.isCSV = true
            for (column, value) in record.enumerated() where column < header.count {
                if let field = header[column] { row.set(field, value) }
            }
            rows.append(row)
        }
        return rows
    }

    /// One record's fields; moves past its line end.
    private mutating func record() throws(CatalogImportError) -> [String] {
        let start = line
        var fields: [String] = []
        while true {
            if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                index += 1
                var value: [UInt8] = []
                while true {
                    guard index < bytes.count else { throw .malformedCSV(line: start, detail: "a quoted field is not closed") }
                    let byte = bytes[index]
                    index += 1
                    if byte == UInt8(ascii: "\"") {
                        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                            value.append(byte)
                            index += 1
                            continue
                        }
                        break
                    }
                    if byte == 0x0A { line += 1 }
                    value.append(byte)
                }
                // Anything between the closing quote and the separator is kept.
                while index < bytes.count, bytes[index] != UInt8(ascii: ","), bytes[index] != 0x0A, bytes[index] != 0x0D {
                    value.append(bytes[index])
                    index += 1
                }
                fields.append(String(decoding: value, as: UTF8.self))
            } else {
                let begin = index
                while index < bytes.count, bytes[index] != UInt8(ascii: ","), bytes[index] != 0x0A, bytes[index] != 0x0D {
                    index += 1
                }
                fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[begin..<index]), as: UTF8.self))
            }
            guard index < bytes.count else { return fields }
            let separator = bytes[index]
            index += 1
            if separator == UInt8(ascii: ",") { continue }
            if separator == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
            line += 1
            return fields
        }
    }
}
