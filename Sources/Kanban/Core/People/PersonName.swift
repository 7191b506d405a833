/// A person's name on the board: who made a change, who a card is for
/// (`@name`), who else has the board open.
///
/// A name is one word of letters (any script), digits, combining marks and
/// `_ - . @`, 1 to ``maximumLength`` characters, so that `@name` in a card
/// finds it and nothing in it can act on a terminal or hide in plain sight
/// (no spaces, controls, escape sequences or invisible characters: `민\u{200B}수`
/// is refused, not taken for another `민수`). Names compare without case.
public struct PersonName: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The name as given.
    public let text: String
    /// What names compare by: `text` in lower case.
    public var folded: String { text.lowercased() }

    /// The longest name, in characters.
    public static let maximumLength = 40

    public var description: String { text }

    /// Why a name was refused.
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        case empty
        case tooLong(count: Int)
        /// A character a name may not hold (its code point, as `U+200B`).
        case character(String)

        public var description: String {
            switch self {
            case .empty: "a name must not be empty"
            case .tooLong(let count): "a name has at most \(PersonName.maximumLength) characters (this one has \(count))"
            case .character(let code):
                "a name is one word of letters, digits and _ - . @ (it holds \(code), which it may not)"
            }
        }
    }

    private init(checked text: String) { self.text = text }

    /// `text` as a name, or why it is not one. Spaces around it are let go.
    public static func validated(_ text: String) -> Result<PersonName, Problem> {
        let trimmed = text.trimmingSpaces()
        guard !trimmed.isEmpty else { return .failure(.empty) }
        for scalar in trimmed.unicodeScalars where !isNameScalar(scalar) {
            return .failure(.character(code(of: scalar)))
        }
        let count = trimmed.count
        guard count <= maximumLength else { return .failure(.tooLong(count: count)) }
        return .success(PersonName(checked: trimmed))
    }

    /// A name received from elsewhere (another board's change, a file):
    /// what a name may not hold is left out and it is cut to
    /// ``maximumLength``; nil when nothing is left.
    public static func received(_ text: String) -> PersonName? {
        var kept = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where isNameScalar(scalar) { kept.append(scalar) }
        let name = String(String(kept).prefix(maximumLength))
        // A mark with nothing before it is left out too.
        let whole = String(name.drop { $0.unicodeScalars.allSatisfy(isMark) })
        return whole.isEmpty ? nil : PersonName(checked: whole)
    }

    /// The name used when none is given: `user@host`, each cleaned as a
    /// received name, `someone` when neither is known.
    public static func fallback(user: String?, host: String?) -> PersonName {
        let user = user.flatMap(received)?.text
        let host = host.map { String($0.prefix { $0 != "." }) }.flatMap(received)?.text
        let joined = [user, host].compactMap { $0 }.joined(separator: "@")
        return received(joined) ?? PersonName(checked: "someone")
    }

    /// Whether `scalar` may be part of a name.
    static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isAlphabetic || isMark(scalar) { return !UnicodeInvisible.contains(scalar) }
        switch properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber: return true
        default: return scalar == "_" || scalar == "-" || scalar == "." || scalar == "@"
        }
    }

    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    private static func code(of scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

/// Letters that draw nothing (Hangul fillers and the like), which a name
/// may not hold although Unicode counts them alphabetic.
enum UnicodeInvisible {
    static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x115F, 0x1160, 0x3164, 0xFFA0, 0x034F, 0x180B...0x180F, 0xFE00...0xFE0F, 0xE0100...0xE01EF: true
        default: scalar.properties.isDefaultIgnorableCodePoint
        }
    }
}

extension String {
    /// The text without spaces and tabs around it.
    func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
