/// Who a card is for: each `@name` in its title or body (several allowed).
///
/// An `@` starts a mention at the start of a line or after a character
/// that cannot be part of a name (so `me@example.com` is no mention); the
/// name runs over the characters a ``PersonName`` may hold, without a
/// trailing `.` (`ask @민수.`), and holds at least one letter (`@3` is no
/// one). Nothing in a fenced code block of the body counts. Names compare
/// without case.
public enum CardMentions {
    /// A mention found in a line: the name, and where its `@` starts and
    /// the name ends.
    public struct Found: Sendable, Equatable {
        public let name: PersonName
        public let range: Range<String.Index>
    }

    /// Every mention of one line, in order.
    public static func find(in line: Substring) -> [Found] {
        guard line.utf8.contains(UInt8(ascii: "@")) else { return [] }
        var found: [Found] = []
        let scalars = line.unicodeScalars
        var index = scalars.startIndex
        var previous: Unicode.Scalar?
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "@", previous.map({ !PersonName.isNameScalar($0) }) ?? true {
                let start = scalars.index(after: index)
                var end = start
                while end < scalars.endIndex, PersonName.isNameScalar(scalars[end]) { end = scalars.index(after: end) }
                // Not the dots and @ it ends with (the end of a sentence).
                while end > start, [".", "@"].contains(scalars[scalars.index(before: end)]) {
                    end = scalars.index(before: end)
                }
                let word = String(scalars[start..<end])
                if word.unicodeScalars.contains(where: { $0.properties.isAlphabetic }),
                   case .success(let name) = PersonName.validated(word) {
                    found.append(Found(name: name, range: index..<end))
                    previous = scalars[scalars.index(before: end)]
                    index = end
                    continue
                }
            }
            previous = scalar
            index = scalars.index(after: index)
        }
        return found
    }

    /// The card's mentions, title first, each once (as first written).
    public static func names(of card: Card) -> [PersonName] {
        guard card.title.utf8.contains(UInt8(ascii: "@")) || card.body.utf8.contains(UInt8(ascii: "@")) else { return [] }
        var seen = Set<String>()
        var names: [PersonName] = []
        let lines = [Substring(card.title)] + BodyLines.lines(card.body).filter { !$0.inCode }.map(\.text)
        for line in lines {
            for mention in find(in: line) where seen.insert(mention.name.folded).inserted {
                names.append(mention.name)
            }
        }
        return names
    }

    /// Whether the card is for `person`.
    public static func isFor(_ card: Card, _ person: PersonName) -> Bool {
        names(of: card).contains { $0.folded == person.folded }
    }
}
