/// A card body's lines as Markdown reads them: each line, and whether it
/// lies inside a fenced code block (between two lines that start with
/// three backticks or three tildes, after at most three spaces). Tags and
/// checklist items are looked for only outside such blocks, so a shell
/// comment (`# build`) or an example checklist in a code block stays text.
public enum BodyLines {
    /// One line of a body, without its line break.
    public struct Line: Sendable, Equatable {
        /// Which line it is, from 0.
        public let index: Int
        public let text: Substring
        /// Inside a fenced code block, the fence lines included.
        public let inCode: Bool
    }

    /// Every line of `body`, split at `\n` (a body's only line break); an
    /// empty body has one empty line.
    public static func lines(_ body: String) -> [Line] {
        var lines: [Line] = []
        var fence: Character?
        for (index, text) in body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let mark = fenceMark(text) {
                if fence == nil {
                    fence = mark
                    lines.append(Line(index: index, text: text, inCode: true))
                    continue
                }
                if fence == mark {
                    fence = nil
                    lines.append(Line(index: index, text: text, inCode: true))
                    continue
                }
            }
            lines.append(Line(index: index, text: text, inCode: fence != nil))
        }
        return lines
    }

    /// The fence character when `line` opens or closes a fenced block.
    static func fenceMark(_ line: Substring) -> Character? {
        let indent = line.prefix(while: { $0 == " " })
        guard indent.count <= 3 else { return nil }
        let rest = line.dropFirst(indent.count)
        for mark: Character in ["`", "~"] where rest.hasPrefix(String(repeating: mark, count: 3)) {
            return mark
        }
        return nil
    }
}
