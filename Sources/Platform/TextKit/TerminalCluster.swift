import Foundation

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
/// (Asking the terminal with a cursor-position report would not help: curses
/// would still place the next cell by `wcwidth`.)
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
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return (character, 0) }
        guard let second = iterator.next() else { return (character, DisplayWidth.of(first)) }
        if isRegionalIndicator(first.value) && isRegionalIndicator(second.value) && iterator.next() == nil {
            return (character, 2)
        }
        return reduced(character)
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
