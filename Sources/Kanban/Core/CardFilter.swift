import FoundationEssentials

/// The board's filter (`/`): a card matches when its title or body contains
/// the query, ignoring case, white space (`ab` finds `a b`, `a b` finds
/// `ab`) and the difference between composed and decomposed text (Hangul
/// typed as syllables or as jamo, NFC or NFD). Hangul is compared jamo by
/// jamo, so a syllable still being typed finds more (`하` finds `한글`), and
/// a lone consonant (`ㅎ`) finds the syllables that begin with it.
///
/// A query that is one tag (`#home`, see ``Tag``) keeps exactly the cards
/// that have that tag, in any case; `#` alone, or a `#` followed by what is
/// not a tag, is looked for as text.
///
/// A query that is one mention (`@민수`, see ``CardMentions``) keeps the
/// cards for that person; `@me` is the person using bankui.
public struct CardFilter: Sendable, Equatable {
    /// The query as typed.
    public let query: String
    let folded: [UInt8]
    /// The tag the query names, when it is one tag and nothing else.
    public let tag: Tag?
    /// The person the query names, when it is one mention and nothing else.
    public let person: PersonName?

    /// The filter for `query`; `me` is who `@me` names.
    public init(_ query: String, me: PersonName? = nil) {
        self.query = query
        folded = SearchText.fold(query)
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        let found = CardTags.find(in: Substring(trimmed))
        tag = found.count == 1 && found[0].range == trimmed.startIndex..<trimmed.endIndex ? found[0].tag : nil
        let mentioned = CardMentions.find(in: Substring(trimmed))
        if mentioned.count == 1, mentioned[0].range == trimmed.startIndex..<trimmed.endIndex {
            let name = mentioned[0].name
            person = name.folded == "me" ? (me ?? name) : name
        } else {
            person = nil
        }
    }

    /// True when the query has nothing to look for (empty or only spaces):
    /// every card matches.
    public var isEmpty: Bool { folded.isEmpty }

    public func matches(_ card: Card) -> Bool {
        if let tag { return CardTags.tags(of: card).contains(tag) }
        if let person { return CardMentions.isFor(card, person) }
        return isEmpty || matches(folded: SearchText.fold(card))
    }

    /// Whether a card's folded text (``SearchText/fold(_:)-(Card)``)
    /// contains the query.
    func matches(folded text: [UInt8]) -> Bool {
        SearchText.contains(text, folded)
    }

    public static func == (lhs: CardFilter, rhs: CardFilter) -> Bool {
        lhs.folded == rhs.folded && lhs.tag?.folded == rhs.tag?.folded && lhs.person?.folded == rhs.person?.folded
    }
}

/// Text prepared for the filter: lowercase, without white space or
/// controls, decomposed (NFD, Hangul syllables as jamo, compatibility
/// consonants as leading jamo), as UTF-8 bytes, so that matching is a byte
/// search.
enum SearchText {
    /// A card's title and body, folded, with a separator no query holds.
    static func fold(_ card: Card) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(card.title.utf8.count + card.body.utf8.count + 1)
        fold(card.title, into: &out)
        out.append(0)
        fold(card.body, into: &out)
        return out
    }

    static func fold(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        fold(text, into: &out)
        return out
    }

    static func fold(_ text: String, into out: inout [UInt8]) {
        // Foundation's NFD only when something beyond ASCII and Hangul is
        // there: the fast path below decomposes Hangul itself.
        let needsNFD = text.unicodeScalars.contains { !$0.isASCII && !isHangul($0) }
        let source = needsNFD ? text.decomposedStringWithCanonicalMapping : text
        for scalar in source.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                let byte = UInt8(value)
                if byte <= 0x20 || byte == 0x7F { continue }  // white space and controls
                out.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
            } else if (0xAC00...0xD7A3).contains(value) {
                let index = value - 0xAC00
                append(0x1100 + index / 588, to: &out)
                append(0x1161 + (index % 588) / 28, to: &out)
                if index % 28 != 0 { append(0x11A7 + index % 28, to: &out) }
            } else if let leading = leadingJamo[value] {
                append(leading, to: &out)
            } else if scalar.properties.isWhitespace || CardText.isForbidden(scalar) {
                continue
            } else if scalar.properties.changesWhenLowercased {
                for lower in scalar.properties.lowercaseMapping.unicodeScalars { append(lower.value, to: &out) }
            } else {
                append(value, to: &out)
            }
        }
    }

    private static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3131...0x318E: true
        default: false
        }
    }

    /// Compatibility consonants (what a keyboard gives for a lone `ㅎ`) to
    /// the leading jamo a syllable decomposes into.
    private static let leadingJamo: [UInt32: UInt32] = [
        0x3131: 0x1100, 0x3132: 0x1101, 0x3134: 0x1102, 0x3137: 0x1103, 0x3138: 0x1104,
        0x3139: 0x1105, 0x3141: 0x1106, 0x3142: 0x1107, 0x3143: 0x1108, 0x3145: 0x1109,
        0x3146: 0x110A, 0x3147: 0x110B, 0x3148: 0x110C, 0x3149: 0x110D, 0x314A: 0x110E,
        0x314B: 0x110F, 0x314C: 0x1110, 0x314D: 0x1111, 0x314E: 0x1112,
    ]

    private static func append(_ value: UInt32, to out: inout [UInt8]) {
        guard let scalar = Unicode.Scalar(value) else { return }
        out.append(contentsOf: UTF8.encode(scalar)!)
    }

    /// Whether `needle` occurs in `haystack`.
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        let count = needle.count
        guard haystack.count >= count else { return false }
        return haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { pin in
                var index = 0
                let last = hay.count - count
                while index <= last {
                    if hay[index] == first {
                        var matched = 1
                        while matched < count, hay[index + matched] == pin[matched] { matched += 1 }
                        if matched == count { return true }
                    }
                    index += 1
                }
                return false
            }
        }
    }
}
