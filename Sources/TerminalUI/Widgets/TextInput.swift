/// Cleans text before it enters an editable field (typed or pasted):
/// unsafe characters (C0 and C1 controls, DEL, bidi overrides) are removed,
/// tabs become spaces, and newlines become spaces or "\n".
public enum TextInput {
    /// `text` made safe to store and edit. With `keepNewlines`, every kind of
    /// line break (CR LF, CR, LF, U+2028…) becomes "\n"; without, a space.
    public static func clean(_ text: String, keepNewlines: Bool) -> String {
        var result = ""
        for character in text {
            if character.isNewline {
                result.append(keepNewlines ? "\n" : " ")
            } else if character == "\t" {
                result.append(" ")
            } else if character.unicodeScalars.allSatisfy(TerminalText.isSafe) {
                result.append(character)
            } else {
                var kept = String.UnicodeScalarView()
                for scalar in character.unicodeScalars where TerminalText.isSafe(scalar) { kept.append(scalar) }
                result.unicodeScalars.append(contentsOf: kept)
            }
        }
        return result
    }
}
