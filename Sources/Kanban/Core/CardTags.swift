/// One tag: a word after `#` in a card's title or body (`#home`, `#회의`).
///
/// A tag is made of letters (any script), digits, `_` and `-`, and ends at
/// white space or any other punctuation; it holds at least one character
/// that is not a digit, so `#42` (an issue number) is not a tag. `#` alone,
/// `# heading` (a space after `#`) and a `#` inside a word (`a#b`) are not
/// tags, nor is anything in a fenced code block of the body. Tags compare
/// without case (`#Home` is `#home`); Hangul has no case and compares as
/// it is.
public struct Tag: Hashable, Sendable {
    /// The tag as written, without `#`.
    public let text: String
    /// What tags compare by: `text` in lower case.
    public let folded: String

    public init(_ text: String) {
        self.text = text
        folded = text.lowercased()
    }

    public static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.folded == rhs.folded }
    public func hash(into hasher: inout Hasher) { hasher.combine(folded) }

    /// The longest a tag is shown, in characters; a longer one is shown cut
    /// with "…" (it is still the whole tag for the filter).
    public static let shownLength = 50

    /// `#tag` as shown: cut to ``shownLength`` characters with "…".
    public var shown: String {
        text.count > Self.shownLength ? "#" + text.prefix(Self.shownLength - 1) + "…" : "#" + text
    }

    /// The tag's colour, as an index into a palette of `count` colours: a
    /// pure function of the folded text (FNV-1a over its UTF-8), so a tag
    /// has the same colour on every board, in every run, on every machine.
    public func colorIndex(among count: Int) -> Int {
        guard count > 0 else { return 0 }
        return Int(Self.fnv1a(folded) % UInt32(count))
    }

    /// The 32-bit FNV-1a hash of `text`'s UTF-8 bytes.
    public static func fnv1a(_ text: String) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return hash
    }

    /// Whether `character` may be part of a tag.
    static func isTagCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "-"
            || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .nonspacingMark }
    }
}

/// Finding tags in text and on cards.
public enum CardTags {
    /// A tag found in a line: where its `#` starts and where it ends.
    public struct Found: Sendable, Equatable {
        public let tag: Tag
        /// From the `#` to the end of the tag.
        public let range: Range<String.Index>
    }

    /// Every tag of one line of text (a title, or a body line outside
    /// code), in order, with where it stands (indices of `line`, which are
    /// also those of the string it is a part of).
    public static func find(in line: Substring) -> [Found] {
        if line.utf8.allSatisfy({ $0 < 0x80 }) { return findASCII(in: line) }
        var found: [Found] = []
        var index = line.startIndex
        var previous: Character?
        while index < line.endIndex {
            let character = line[index]
            if character == "#", previous.map({ !Tag.isTagCharacter($0) && $0 != "#" }) ?? true {
                let start = line.index(after: index)
                var end = start
                while end < line.endIndex, Tag.isTagCharacter(line[end]) { end = line.index(after: end) }
                let word = line[start..<end]
                if word.contains(where: { !$0.isNumber }) {
                    found.append(Found(tag: Tag(String(word)), range: index..<end))
                    previous = line[line.index(before: end)]
                    index = end
                    continue
                }
            }
            previous = character
            index = line.index(after: index)
        }
        return found
    }

    /// ``find(in:)`` for a line of ASCII, byte by byte (each byte is a
    /// character; the same rule, without breaking the text into clusters).
    private static func findASCII(in line: Substring) -> [Found] {
        func isTagByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"): true
            default: false
            }
        }
        let hash = UInt8(ascii: "#")
        let bytes = Array(line.utf8)
        var found: [Found] = []
        var i = 0
        while i < bytes.count {
            if bytes[i] == hash, i == 0 || (!isTagByte(bytes[i - 1]) && bytes[i - 1] != hash) {
                var end = i + 1
                while end < bytes.count, isTagByte(bytes[end]) { end += 1 }
                if bytes[(i + 1)..<end].contains(where: { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
                    let from = line.utf8.index(line.startIndex, offsetBy: i)
                    let to = line.utf8.index(from, offsetBy: end - i)
                    found.append(Found(tag: Tag(String(decoding: bytes[(i + 1)..<end], as: UTF8.self)), range: from..<to))
                    i = end
                    continue
                }
            }
            i += 1
        }
        return found
    }

    /// The tags of `text` (one line).
    public static func tags(inLine text: String) -> [Tag] { text.utf8.contains(UInt8(ascii: "#")) ? find(in: Substring(text)).map(\.tag) : [] }

    /// The tags of a body, outside fenced code blocks.
    public static func tags(inBody body: String) -> [Tag] {
        guard body.utf8.contains(UInt8(ascii: "#")) else { return [] }
        return BodyLines.lines(body).filter { !$0.inCode }.flatMap { find(in: $0.text).map(\.tag) }
    }

    /// The card's tags, title first, each once (as first written).
    public static func tags(of card: Card) -> [Tag] {
        var seen = Set<Tag>()
        return (tags(inLine: card.title) + tags(inBody: card.body)).filter { seen.insert($0).inserted }
    }
}
