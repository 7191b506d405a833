/// Reads CSV (RFC 4180: commas, fields in double quotes with `""` for a
/// quote, CRLF or LF line ends); the first non-blank record is the header,
/// naming the fields as either JSON format does.
struct CSVRowReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int
    var line = 1

    /// Hands each row to `body` as it is read (errors of `body` pass through).
    mutating func forEachRow(_ body: (RawRow) throws -> Void) throws {
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
        guard header.contains(where: { $0 != nil }) else { throw CatalogImportError.unknownFormat(line: headerLine) }
        while index < bytes.count {
            let start = line
            let offset = index
            let record = try self.record()
            if record.allSatisfy(\.isEmpty) { continue }
            var row = RawRow(line: start, offset: offset)
            row.isCSV = true
            for (column, value) in record.enumerated() where column < header.count {
                if let field = header[column] { row.set(field, value) }
            }
            try body(row)
        }
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
