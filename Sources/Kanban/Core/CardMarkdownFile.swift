import FoundationEssentials

/// A card as the Markdown file an editor opens: `# title` on the first
/// line, a blank line, then the body, and a final line break.
///
/// Read back, the title is the first line's text after `# `, and the body
/// is what follows the blank line, less the final line break, so a card
/// written and read back unchanged is the same card, byte for byte. A file
/// whose first line is not a `# ` heading has no title (the one typed
/// before is kept) and is all body. Windows line breaks read as `\n`.
public enum CardMarkdownFile {
    /// The file's text for a card with `title` and `body`.
    public static func text(title: String, body: String) -> String {
        "# " + title + "\n\n" + body + "\n"
    }

    /// The title (nil when the first line is not a heading) and the body.
    public static func read(_ raw: String) -> (title: String?, body: String) {
        var text = raw.replacingOccurrences(of: "\r\n", with: "\n")
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let firstEnd = text.firstIndex(of: "\n") ?? text.endIndex
        let first = text[..<firstEnd]
        guard first == "#" || first.hasPrefix("# ") else {
            return (nil, dropFinalBreak(Substring(text)))
        }
        let title = first.dropFirst().trimmingCharacters(in: .whitespaces)
        var rest = firstEnd < text.endIndex ? text[text.index(after: firstEnd)...] : ""
        if rest.hasPrefix("\n") { rest = rest.dropFirst() }
        return (title, dropFinalBreak(rest))
    }

    private static func dropFinalBreak(_ text: Substring) -> String {
        String(text.hasSuffix("\n") ? text.dropLast() : text)
    }
}
