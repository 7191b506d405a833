import Testing
import TextKit

/// Runs `body` on a reader of `text`.
private func reading<T>(_ text: String, _ dialect: JSONReader.Dialect = .strict,
                        _ body: (inout JSONReader) throws(JSONSyntaxError) -> T) -> Result<T, JSONSyntaxError> {
    Array(text.utf8).withUnsafeBufferPointer { buffer in
        var reader = JSONReader(buffer, dialect: dialect)
        do throws(JSONSyntaxError) {
            return .success(try body(&reader))
        } catch {
            return .failure(error)
        }
    }
}

/// The error a whole document gives, or nil when it reads.
private func refusal(_ text: String) -> JSONSyntaxError? {
    if case .failure(let error) = reading(text, .strict, { (reader: inout JSONReader) throws(JSONSyntaxError) in try reader.document(maximumDepth: 64) }) {
        return error
    }
    return nil
}

private func string(_ text: String, _ dialect: JSONReader.Dialect) -> Result<String, JSONSyntaxError> {
    reading(text, dialect) { (reader: inout JSONReader) throws(JSONSyntaxError) in try reader.readString() }
}

private func number(_ text: String, _ dialect: JSONReader.Dialect) -> Result<String, JSONSyntaxError> {
    reading(text, dialect) { (reader: inout JSONReader) throws(JSONSyntaxError) in try reader.readNumber() }
}

@Suite struct JSONReaderTests {
    @Test func everyValueKnowsItsLine() throws {
        let text = "{\n \"a\": [1,\n  true, null],\n \"b\": {\"c\": \"x\"}\n}"
        let root = try reading(text) { (reader: inout JSONReader) throws(JSONSyntaxError) in try reader.document(maximumDepth: 64) }.get()
        guard case .object(let fields) = root.value, fields.count == 2, case .array(let items) = fields[0].node.value else {
            Issue.record("not the object written")
            return
        }
        #expect(root.line == 1)
        #expect(fields.map(\.key) == ["a", "b"])
        #expect(items.map(\.line) == [2, 3, 3])
        #expect(items[2].isNull)
        #expect(fields[1].node.line == 4)
    }

    @Test func errorsNameTheirLineAndWhat() {
        let cases: [(String, Int, JSONSyntaxError.Problem, String)] = [
            ("{\n\"a\": 1\n\"b\": 2}", 3, .expectedCommaOrBrace, "expected ',' or '}'"),
            ("[\n1,\n", 3, .endsEarly, "the JSON ends too early"),
            ("[1, 2", 1, .endsInsideList, "the JSON ends inside a list (a ']' is missing)"),
            ("{\"a\": 1", 1, .endsInsideObject, "the JSON ends inside an object (a '}' is missing)"),
            ("{a: 1}", 1, .expectedFieldName, "expected a field name in quotes"),
            ("{\"a\" 1}", 1, .expectedColon, "expected ':' after a field name"),
            ("[1 2]", 1, .expectedCommaOrBracket, "expected ',' or ']'"),
            ("[tru]", 1, .expectedValue, "expected a JSON value"),
            ("[nul", 1, .expectedValue, "expected a JSON value"),
            ("{} x", 1, .textAfterValue, "unexpected text after the end of the JSON value"),
            ("[01]", 1, .numberStartsWithZero, "a number does not start with 0"),
            ("[-]", 1, .numberWithoutDigits, "a number needs digits"),
            ("[1.]", 1, .noDigitsAfterPoint, "a number needs digits after '.'"),
            ("[1e+]", 1, .noDigitsInExponent, "a number needs digits in its exponent"),
            ("[\"a", 1, .unclosedString, "a string is not closed (a '\"' is missing)"),
            ("[\n\"a\nb\"]", 2, .lineEndInString, "a string is not closed on its line (a '\"' is missing)"),
            ("[\"a\u{7}\"]", 1, .controlCharacterInString, "a control character inside a string (write it as \\u00XX)"),
            ("[\"\\q\"]", 1, .unknownEscape(UInt8(ascii: "q")), "unknown escape '\\q' in a string"),
            ("[\"\\u12\"]", 1, .badUnicodeEscape, "a \\u escape needs four hex digits"),
            ("[\"\\ud83d\"]", 1, .halfCharacter, "a \\u escape names half a character"),
            ("[\"\\ude00\"]", 1, .halfCharacter, "a \\u escape names half a character"),
            (String(repeating: "[", count: 65), 1, .nestedTooDeeply, "the JSON is nested too deeply"),
        ]
        for (text, line, problem, words) in cases {
            let error = refusal(text)
            #expect(error?.line == line, "\(text.debugDescription)")
            #expect(error?.problem == problem, "\(text.debugDescription)")
            #expect(error?.problem.description == words, "\(text.debugDescription)")
        }
        #expect(refusal("{\n\"a\": 1\n\"b\": 2}")?.description == "line 3: expected ',' or '}'")
        #expect(refusal(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)) == nil)
    }

    @Test func escapesAreDecodedInBothDialects() {
        let text = #""a\"b\\c\/d \u00e9 \ud83d\ude00 \n\t""#
        #expect(string(text, .strict) == .success("a\"b\\c/d é 😀 \n\t"))
        #expect(string(text, .forgiving) == .success("a\"b\\c/d é 😀 \n\t"))
    }

    @Test func theForgivingDialectReadsWhatOtherProgramsWrite() {
        // A lone half of a surrogate pair is U+FFFD, not a refusal.
        #expect(string(#""a\ud83db""#, .forgiving) == .success("a\u{FFFD}b"))
        #expect(string(#""\ud83d\u0041""#, .forgiving) == .success("\u{FFFD}A"))
        // Numbers as spreadsheets write them.
        #expect(number("+3,", .forgiving) == .success("+3"))
        #expect(number("03 ", .forgiving) == .success("03"))
        #expect(number("+3,", .strict).map { _ in "" } == .failure(JSONSyntaxError(line: 1, offset: 0, problem: .numberWithoutDigits)))
        // A run without a digit is no value, and nothing is read.
        #expect(number("x", .forgiving).map { _ in "" } == .failure(JSONSyntaxError(line: 1, offset: 0, problem: .expectedValue)))
        #expect(number("-", .forgiving).map { _ in "" } == .failure(JSONSyntaxError(line: 1, offset: 0, problem: .expectedValue)))
    }

    @Test func aStringsFirstFaultOrItsEndComesFirst() {
        // Strict: the first fault, where it is; forgiving: the missing end first.
        #expect(string("\"\\q\n\"", .strict).map { _ in "" } == .failure(JSONSyntaxError(line: 1, offset: 3, problem: .unknownEscape(UInt8(ascii: "q")))))
        #expect(string("\"\\q\n\"", .forgiving).map { _ in "" } == .failure(JSONSyntaxError(line: 1, offset: 0, problem: .lineEndInString)))
        #expect(string("\"\\q\"", .forgiving).map { _ in "" } == .failure(JSONSyntaxError(line: 1, offset: 4, problem: .unknownEscape(UInt8(ascii: "q")))))
    }

    @Test func plainStringsAreHandedOutAsBytes() {
        let plain = reading("\"subjtNm\": 1") { (reader: inout JSONReader) throws(JSONSyntaxError) -> String? in
            reader.readPlainString().map { String(decoding: $0, as: UTF8.self) }
        }
        #expect(plain == .success("subjtNm"))
        // An escape or a control character: nothing read, the string is the caller's to read.
        let escaped = reading("\"a\\n\"") { (reader: inout JSONReader) throws(JSONSyntaxError) -> Int in
            _ = reader.readPlainString()
            return reader.index
        }
        #expect(escaped == .success(0))
    }

    @Test func literalsEndOrDoNot() {
        let cut = reading("tr") { (reader: inout JSONReader) throws(JSONSyntaxError) in try reader.readLiteral("true") }
        #expect(cut.map { _ in "" } == .failure(JSONSyntaxError(line: 1, offset: 0, problem: .endsEarly)))
        let wrong = reading("trap") { (reader: inout JSONReader) throws(JSONSyntaxError) in try reader.readLiteral("true") }
        #expect(wrong.map { _ in "" } == .failure(JSONSyntaxError(line: 1, offset: 0, problem: .expectedValue)))
    }
}
