import Foundation

/// A name a person gave (a board's, a timetable's) made into a file name:
/// letters, digits, `-` and `_` kept, line breaks left out, any other run
/// of characters one `-`, no `-` at either end; `fallback` when nothing
/// is left.
public enum FileName {
    public static func from(_ name: String, fallback: String) -> String {
        var text = ""
        for character in name where !character.isNewline {
            text.append(character.isLetter || character.isNumber || character == "-" || character == "_" ? character : "-")
        }
        while text.contains("--") { text = text.replacingOccurrences(of: "--", with: "-") }
        text = text.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return text.isEmpty ? fallback : text
    }
}
