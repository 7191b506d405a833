/// The one reader of JSON text (RFC 8259) in bankui: a cursor over UTF-8
/// bytes that counts lines, so every import can say on which line a file
/// went wrong.
///
/// It reads the pieces (white space, strings, numbers, `true`, `false`,
/// `null`); a caller either takes the whole document as a tree of values
/// with their lines (``document(maximumDepth:)``, the kanban board) or walks
/// the structure itself and keeps only what it needs (the course catalog:
/// tens of thousands of rows straight from the bytes, no tree).
///
/// The reader holds the bytes' address, not the bytes: use it only inside
/// the `withUnsafeBufferPointer` (or `withUnsafeBytes`) that gave them.
public struct JSONReader {
    /// How strictly strings and numbers are read.
    public enum Dialect: Sendable {
        /// RFC 8259 to the letter, for bankui's own files: numbers exactly
        /// as the grammar says (`01` and `+1` are refused), a `\u` escape
        /// naming half a surrogate pair is refused, and a string's first
        /// fault is the one reported.
        case strict
        /// For files other programs made (a university's course catalog):
        /// a number is any run of digits, signs, points and exponent letters
        /// holding a digit, a lone half of a surrogate pair reads as U+FFFD,
        /// and a string is first checked for its closing quote (a string
        /// that is not closed is reported as such, whatever its escapes).
        case forgiving
    }

    /// The text.
    public let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    public private(set) var index: Int
    /// The line (1-based) of the next byte.
    public private(set) var line: Int
    /// How strings and numbers are read.
    public let dialect: Dialect

    /// A reader of `bytes` from `index`, which is on `line`.
    public init(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int = 0, line: Int = 1, dialect: Dialect = .strict) {
        self.bytes = bytes
        self.index = index
        self.line = line
        self.dialect = dialect
    }

    /// The next byte, or nil at the end.
    public var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { index >= bytes.count }

    /// Moves past `byte` when it is the next one; whether it was.
    public mutating func skip(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Moves past white space (space, tab, CR, LF), counting lines.
    public mutating func skipSpace() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { line += 1 } else if !(byte == 0x20 || byte == 0x0D || byte == 0x09) { return }
            index += 1
        }
    }

    /// Whether `byte` is JSON white space.
    public static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// The error for `problem` where the reader is.
    public func failure(_ problem: JSONSyntaxError.Problem) -> JSONSyntaxError {
        JSONSyntaxError(line: line, offset: index, problem: problem)
    }

    // MARK: Literals

    /// Moves past `word` (`true`, `false`, `null`). Throws
    /// ``JSONSyntaxError/Problem/endsEarly`` when the text ends inside it
    /// and ``JSONSyntaxError/Problem/expectedValue`` (at its first byte)
    /// when another byte comes.
    public mutating func readLiteral(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        for offset in 0..<count {
            guard index + offset < bytes.count else { throw failure(.endsEarly) }
            guard bytes[index + offset] == word.utf8Start[offset] else { throw failure(.expectedValue) }
        }
        index += count
    }

    // MARK: Numbers

    /// A number as written, from its first byte. In the forgiving dialect a
    /// run without a digit is ``JSONSyntaxError/Problem/expectedValue``
    /// and nothing is read.
    public mutating func readNumber() throws(JSONSyntaxError) -> String {
        switch dialect {
        case .strict: try readStrictNumber()
        case .forgiving: try readLooseNumber()
        }
    }

    private mutating func readStrictNumber() throws(JSONSyntaxError) -> String {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        let negative = skip(UInt8(ascii: "-"))
        let whole = digits()
        guard whole > 0 else { throw failure(.numberWithoutDigits) }
        if whole > 1, bytes[start + (negative ? 1 : 0)] == UInt8(ascii: "0") { throw failure(.numberStartsWithZero) }
        if skip(UInt8(ascii: ".")) {
            guard digits() > 0 else { throw failure(.noDigitsAfterPoint) }
        }
        if skip(UInt8(ascii: "e")) || skip(UInt8(ascii: "E")) {
            if !skip(UInt8(ascii: "+")) { _ = skip(UInt8(ascii: "-")) }
            guard digits() > 0 else { throw failure(.noDigitsInExponent) }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private mutating func readLooseNumber() throws(JSONSyntaxError) -> String {
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
            throw failure(isAtEnd ? .endsEarly : .expectedValue)
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    // MARK: Strings

    /// The text of the string that starts here (at its opening quote),
    /// escapes decoded.
    public mutating func readString() throws(JSONSyntaxError) -> String {
        guard peek == UInt8(ascii: "\"") else { throw failure(.expectedValue) }
        switch dialect {
        case .strict:
            return try readStrictString()
        case .forgiving:
            let (start, end, escaped) = try scanString()
            if !escaped { return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) }
            return try unescape(start, end)
        }
    }

    /// Moves past the string that starts here, checking it without making
    /// its text.
    public mutating func skipString() throws(JSONSyntaxError) {
        guard peek == UInt8(ascii: "\"") else { throw failure(.expectedValue) }
        switch dialect {
        case .strict:
            _ = try readStrictString()
        case .forgiving:
            let (start, end, escaped) = try scanString()
            if escaped { _ = try unescape(start, end) }
        }
    }

    /// The bytes of the string that starts here when it holds no escape
    /// and no control character, moving past it; nil, with nothing read,
    /// for any other string (``readString()`` then reads it or says what is
    /// wrong). Lets a caller compare a member's name without making a
    /// `String` of it.
    public mutating func readPlainString() -> UnsafeBufferPointer<UInt8>? {
        guard peek == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        var end = start
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") {
                index = end + 1
                return UnsafeBufferPointer(rebasing: bytes[start..<end])
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            end += 1
        }
        return nil
    }

    /// Reads a string in one pass, stopping at its first fault.
    private mutating func readStrictString() throws(JSONSyntaxError) -> String {
        index += 1
        var out: [UInt8] = []
        while true {
            guard index < bytes.count else { throw failure(.unclosedString) }
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: out, as: UTF8.self) else { throw failure(.notUTF8) }
                return text
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw failure(.unclosedString) }
                let escape = bytes[index]
                index += 1
                if let simple = Self.simpleEscape(escape) {
                    out.append(simple)
                } else if escape == UInt8(ascii: "u") {
                    var code = try strictHex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw failure(.halfCharacter)
                        }
                        index += 2
                        let low = try strictHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw failure(.halfCharacter) }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw failure(.halfCharacter) }
                    out.append(contentsOf: scalar.utf8)
                } else {
                    throw failure(.unknownEscape(escape))
                }
            case 0x0A:
                throw failure(.lineEndInString)
            case 0x00..<0x20:
                throw failure(.controlCharacterInString)
            default:
                out.append(byte)
            }
        }
    }

    private mutating func strictHex4() throws(JSONSyntaxError) -> UInt32 {
        guard let code = hex4(index, bytes.count) else { throw failure(.badUnicodeEscape) }
        index += 4
        return code
    }

    /// Finds the end of the string starting here, checking only for what
    /// may not be inside one; moves past it.
    private mutating func scanString() throws(JSONSyntaxError) -> (start: Int, end: Int, escaped: Bool) {
        let start = index + 1
        var scan = start
        var escaped = false
        while true {
            guard scan < bytes.count else { throw failure(.unclosedString) }
            let byte = bytes[scan]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { throw failure(byte == 0x0A ? .lineEndInString : .controlCharacterInString) }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                scan += 2
                continue
            }
            scan += 1
        }
        index = scan + 1
        return (start, scan, escaped)
    }

    /// The text of bytes `start..<end` (a string's inside), escapes decoded
    /// as the forgiving dialect does.
    private func unescape(_ start: Int, _ end: Int) throws(JSONSyntaxError) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        var at = start
        while at < end {
            let byte = bytes[at]
            guard byte == UInt8(ascii: "\\") else { out.append(byte); at += 1; continue }
            guard at + 1 < end else { throw failure(.unknownEscape(byte)) }
            let code = bytes[at + 1]
            at += 2
            if let simple = Self.simpleEscape(code) {
                out.append(simple)
            } else if code == UInt8(ascii: "u") {
                guard var value = hex4(at, end) else { throw failure(.badUnicodeEscape) }
                at += 4
                if (0xD800...0xDBFF).contains(value), at + 6 <= end, bytes[at] == UInt8(ascii: "\\"),
                   bytes[at + 1] == UInt8(ascii: "u"), let low = hex4(at + 2, end), (0xDC00...0xDFFF).contains(low) {
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    at += 6
                }
                let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
                out.append(contentsOf: scalar.utf8)
            } else {
                throw failure(.unknownEscape(code))
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The byte a one-letter escape (`\n`, `\"`, …) stands for.
    private static func simpleEscape(_ code: UInt8) -> UInt8? {
        switch code {
        case UInt8(ascii: "\""): 0x22
        case UInt8(ascii: "\\"): 0x5C
        case UInt8(ascii: "/"): 0x2F
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
    }

    /// The four hex digits at `at` (before `end`) as a number.
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
}
