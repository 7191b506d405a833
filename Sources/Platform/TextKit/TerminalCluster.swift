import Foundation
import Synchronization

/// The one rule for a grapheme cluster on a terminal: what is drawn for it
/// and how many columns it takes.
///
/// bankui counts, cuts and wraps text by extended grapheme clusters (Swift's
/// `Character`). Terminals agree on the width of most clusters but not all;
/// tmux 3.3a, for instance, draws `👍🏽` (a skin tone) in 4 columns where
/// kitty and foot draw 2, `❤️` (VS16) and `1️⃣` (keycap) in 1 where they draw
/// 2, and a ZWJ sequence like `👩‍💻` in 2 where xterm and foot's default
/// draw 4. curses, which places every cell, counts each scalar with the C
/// library's `wcwidth` whatever the terminal does, and puts at most one
/// spacing character and four zero-width ones in a cell. So a cluster is
/// drawn in a form every terminal and curses agree on:
/// - a composed form when there is one (`ᄀ`+`ᅡ` is drawn `가`, `e`+U+0301
///   `é`);
/// - its first character and the zero-width marks that follow (at most 4):
///   a ZWJ sequence is drawn as its first emoji, a skin tone, a variation
///   selector or a tag sequence is left off (`👍🏽` → `👍`, `❤️` → `❤`,
///   `1️⃣` → `1⃣`, `🏴󠁧󠁢󠁳󠁣󠁴󠁿` → `🏴`);
/// - a flag (two regional indicators) whole: 2 columns everywhere, drawn as
///   its two indicators in one column each.
/// The width is the drawn form's, so a column's border never moves.
///
/// A terminal that draws a kind of cluster (``Disputed``) in exactly the
/// columns of that form gets the cluster whole instead: the terminal is
/// asked at start (see `TerminalProbe`), and ``drawWhole(_:)`` says which
/// kinds it drew so. The width stays the same; only what is drawn changes
/// (`👩‍💻` in tmux, which draws it in 2 columns, as its first emoji is).
public enum TerminalCluster {
    /// Scalars kept of one cluster; the rest (a base with 200,000 combining
    /// marks) is cut when the text is cleaned.
    public static let maximumScalars = 32

    /// Zero-width scalars drawn with a cluster's first one (curses' cell
    /// holds five characters).
    static let maximumMarks = 4

    /// What is drawn for `character` and its columns (0, 1 or 2). A cluster
    /// of width 0 is not drawn.
    public static func form(of character: Character) -> (drawn: Character, width: Int) {
        form(of: character, wholeKinds: wholeKinds.load(ordering: .relaxed))
    }

    /// What is drawn for `character` where the kinds of `drawnWhole` are
    /// drawn whole.
    public static func form(of character: Character, drawnWhole: Set<Disputed>) -> (drawn: Character, width: Int) {
        form(of: character, wholeKinds: drawnWhole.reduce(0) { $0 | $1.bit })
    }

    private static func form(of character: Character, wholeKinds whole: UInt8) -> (drawn: Character, width: Int) {
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return (character, 0) }
        guard let second = iterator.next() else { return (character, DisplayWidth.of(first)) }
        if isRegionalIndicator(first.value) && isRegionalIndicator(second.value) && iterator.next() == nil {
            return (character, 2)
        }
        let form = reduced(character)
        if whole != 0, form.width > 0, let kind = Disputed(character), whole & kind.bit != 0 {
            return (character, form.width)
        }
        return form
    }

    /// The form every terminal agrees on, whatever this one draws whole:
    /// what curses is given for a cell it cannot hold whole.
    public static func agreedForm(of character: Character) -> Character {
        let scalars = character.unicodeScalars
        guard scalars.count > 1, !isFlag(character) else { return character }
        return reduced(character).drawn
    }

    /// The kinds of cluster terminals draw at different widths, each with a
    /// cluster that stands for it when the terminal is asked. A cluster is
    /// of a kind when what sets it apart (a joiner, a skin tone, VS16, tag
    /// characters) is exactly the kind's, and its first character has the
    /// same width as the example's.
    public enum Disputed: UInt8, CaseIterable, Sendable {
        /// A ZWJ sequence of wide emoji: `👩‍💻`.
        case joined
        /// A skin tone: `👍🏽`.
        case skinTone
        /// VS16 after a narrow character: `❤️`, `1️⃣`.
        case presentation
        /// A tag sequence: `🏴󠁧󠁢󠁳󠁣󠁴󠁿`.
        case tagged
        /// A ZWJ sequence with VS16 after a narrow character: `🏳️‍🌈`.
        case joinedNarrow
        /// A ZWJ sequence with VS16 after a wide one: `🏃‍♀️`.
        case joinedPresentation
        /// A ZWJ sequence with a skin tone: `👩🏽‍💻`.
        case joinedSkinTone

        /// The cluster the terminal is asked to draw for this kind.
        public var example: Character {
            switch self {
            case .joined: "\u{1F469}\u{200D}\u{1F4BB}"
            case .skinTone: "\u{1F44D}\u{1F3FD}"
            case .presentation: "\u{2764}\u{FE0F}"
            case .tagged: "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
            case .joinedNarrow: "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}"
            case .joinedPresentation: "\u{1F3C3}\u{200D}\u{2640}\u{FE0F}"
            case .joinedSkinTone: "\u{1F469}\u{1F3FD}\u{200D}\u{1F4BB}"
            }
        }

        var bit: UInt8 { 1 << rawValue }

        /// The kind of `character`, nil when it is of none (no marks, or
        /// marks that are never drawn whole: other variation selectors).
        public init?(_ character: Character) {
            let scalars = character.unicodeScalars
            guard let first = scalars.first else { return nil }
            var joined = false, skin = false, presentation = false, tagged = false
            for scalar in scalars.dropFirst() {
                switch scalar.value {
                case 0x200D: joined = true
                case 0x1F3FB...0x1F3FF: skin = true
                case 0xFE0F: presentation = true
                case 0xE0020...0xE007F: tagged = true
                case 0xFE00...0xFE0E, 0xE0100...0xE01EF: return nil
                default: break
                }
            }
            let wide = DisplayWidth.of(first) == 2
            switch (joined, skin, presentation, tagged, wide) {
            case (true, false, false, false, true): self = .joined
            case (false, true, false, false, true): self = .skinTone
            case (false, false, true, false, false): self = .presentation
            case (false, false, false, true, true): self = .tagged
            case (true, false, true, false, false): self = .joinedNarrow
            case (true, false, true, false, true): self = .joinedPresentation
            case (true, true, false, false, true): self = .joinedSkinTone
            default: return nil
            }
        }

        /// Whether a terminal that drew ``example`` in `columns` draws this
        /// kind whole where its agreed form goes.
        public func drawsWhole(inColumns columns: Int) -> Bool {
            columns == TerminalCluster.reduced(example).width
        }
    }

    /// The kinds drawn whole, one bit each; none until the terminal said.
    private static let wholeKinds = Atomic<UInt8>(0)

    /// Draws the clusters of `kinds` whole from now on: set once at start,
    /// from what the terminal answered (tests use `form(of:drawnWhole:)`).
    public static func drawWhole(_ kinds: Set<Disputed>) {
        wholeKinds.store(kinds.reduce(0) { $0 | $1.bit }, ordering: .relaxed)
    }

    /// Whether `character` is a flag: drawn as two one-column cells.
    public static func isFlag(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        return scalars.count == 2 && scalars.allSatisfy { isRegionalIndicator($0.value) }
    }

    /// `text` with every cluster longer than ``maximumScalars`` cut to its
    /// first scalars (a joiner left at the cut goes too, so the cut part
    /// cannot join the next cluster).
    public static func capped(_ text: String) -> String {
        guard mayHoldLongCluster(text) else { return text }
        var result = ""
        var changed = false
        for character in text {
            let scalars = character.unicodeScalars
            guard scalars.count > maximumScalars else {
                result.append(character)
                continue
            }
            changed = true
            var kept = String.UnicodeScalarView(scalars.prefix(maximumScalars))
            while let last = kept.last, last.value == 0x200D { kept.removeLast() }
            result.unicodeScalars.append(contentsOf: kept)
        }
        return changed ? result : text
    }

    /// Whether `text` has a run of more than ``maximumScalars`` - 1 scalars
    /// that could all continue one cluster. ASCII, CJK ideographs and Hangul
    /// syllables (but after a leading jamo) always start a cluster, so a
    /// cluster longer than the limit needs such a run; most text has none
    /// and is not split into clusters at all (the screen cleans every line
    /// of every frame).
    private static func mayHoldLongCluster(_ text: String) -> Bool {
        var run = 0
        var previous: UInt32 = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let startsCluster: Bool
            switch value {
            case 0..<0x80, 0x3400...0x4DBF, 0x4E00...0x9FFF: startsCluster = true
            case 0xAC00...0xD7A3: startsCluster = !(0x1100...0x115F ~= previous || 0xA960...0xA97F ~= previous)
            default: startsCluster = false
            }
            previous = value
            if startsCluster {
                run = 0
            } else {
                run += 1
                if run >= maximumScalars { return true }
            }
        }
        return false
    }

    private static func reduced(_ character: Character) -> (drawn: Character, width: Int) {
        let composed = String(character).precomposedStringWithCanonicalMapping
        let scalars = composed.unicodeScalars
        guard let first = scalars.first else { return (character, 0) }
        let width = DisplayWidth.of(first)
        guard width > 0 else { return (character, 0) }
        var drawn = String.UnicodeScalarView()
        drawn.append(first)
        var marks = 0
        for scalar in scalars.dropFirst() {
            let value = scalar.value
            if value == 0x200D { break }  // a ZWJ sequence: its first emoji
            if isLeftOff(value) { continue }
            guard DisplayWidth.of(scalar) == 0, marks < maximumMarks else { break }
            drawn.append(scalar)
            marks += 1
        }
        return (Character(String(drawn)), width)
    }

    /// Variation selectors, skin tones and tag characters: terminals differ
    /// on what they do to the width, so they are not drawn.
    private static func isLeftOff(_ value: UInt32) -> Bool {
        switch value {
        case 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: true
        default: false
        }
    }

    static func isRegionalIndicator(_ value: UInt32) -> Bool {
        (0x1F1E6...0x1F1FF).contains(value)
    }
}
