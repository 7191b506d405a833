/// Why JSON text could not be read: the line (1-based) and byte offset where
/// the reader stopped, and what was wrong there.
///
/// ``Problem/description`` words each problem for a person; a program that
/// words its own messages (the course catalog's import) switches over
/// ``problem`` instead.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line the reader was on.
    public let line: Int
    /// The offset of the byte the reader stopped at (a value that could not
    /// be read: its first byte).
    public let offset: Int
    /// What was wrong.
    public let problem: Problem

    /// An error at `line` and `offset`.
    public init(line: Int, offset: Int, problem: Problem) {
        self.line = line
        self.offset = offset
        self.problem = problem
    }

    /// `line 4: expected ',' or '}'`.
    public var description: String { "line \(line): \(problem)" }

    /// What can be wrong in JSON text.
    public enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// Arrays and objects inside each other deeper than the reader allows.
        case nestedTooDeeply
        /// The text ends where a value should start.
        case endsEarly
        /// An object's member does not start with its name in quotes.
        case expectedFieldName
        /// A member's name is not followed by `:`.
        case expectedColon
        /// The text ends after a member of an object.
        case endsInsideObject
        /// A member of an object is followed by something else than `,` or `}`.
        case expectedCommaOrBrace
        /// The text ends after an element of an array.
        case endsInsideList
        /// An element of an array is followed by something else than `,` or `]`.
        case expectedCommaOrBracket
        /// No value starts here (nor does a `true`, `false` or `null` end right).
        case expectedValue
        /// Something other than white space follows the document's value.
        case textAfterValue
        /// A number without digits (`-`).
        case numberWithoutDigits
        /// A number with more digits after a leading 0 (`01`).
        case numberStartsWithZero
        /// A number's `.` without digits after it.
        case noDigitsAfterPoint
        /// A number's exponent without digits.
        case noDigitsInExponent
        /// The text ends inside a string.
        case unclosedString
        /// A line ends inside a string.
        case lineEndInString
        /// A control character (below U+0020) inside a string.
        case controlCharacterInString
        /// A backslash followed by this byte, which starts no escape.
        case unknownEscape(UInt8)
        /// A `\u` not followed by four hex digits.
        case badUnicodeEscape
        /// A `\u` escape naming one half of a UTF-16 surrogate pair alone.
        case halfCharacter
        /// A string whose bytes are not UTF-8.
        case notUTF8

        /// The problem in a few English words (bankui's kanban import shows
        /// them as they are).
        public var description: String {
            switch self {
            case .nestedTooDeeply: "the JSON is nested too deeply"
            case .endsEarly: "the JSON ends too early"
            case .expectedFieldName: "expected a field name in quotes"
            case .expectedColon: "expected ':' after a field name"
            case .endsInsideObject: "the JSON ends inside an object (a '}' is missing)"
            case .expectedCommaOrBrace: "expected ',' or '}'"
            case .endsInsideList: "the JSON ends inside a list (a ']' is missing)"
            case .expectedCommaOrBracket: "expected ',' or ']'"
            case .expectedValue: "expected a JSON value"
            case .textAfterValue: "unexpected text after the end of the JSON value"
            case .numberWithoutDigits: "a number needs digits"
            case .numberStartsWithZero: "a number does not start with 0"
            case .noDigitsAfterPoint: "a number needs digits after '.'"
            case .noDigitsInExponent: "a number needs digits in its exponent"
            case .unclosedString: "a string is not closed (a '\"' is missing)"
            case .lineEndInString: "a string is not closed on its line (a '\"' is missing)"
            case .controlCharacterInString: "a control character inside a string (write it as \\u00XX)"
            case .unknownEscape(let byte): "unknown escape '\\\(Character(Unicode.Scalar(byte)))' in a string"
            case .badUnicodeEscape: "a \\u escape needs four hex digits"
            case .halfCharacter: "a \\u escape names half a character"
            case .notUTF8: "the text is not UTF-8"
            }
        }
    }
}
