import Foundation

/// Cleans text that comes from a catalog file before it can reach the screen:
/// terminal escape sequences, control characters (C0, DEL, C1) and
/// bidirectional overrides, embeddings and isolates are removed, tabs and
/// line breaks become spaces, runs of spaces become one, the ends are
/// trimmed and the result is in NFC.
public enum TimetableText {
    public static func clean(_ text: String) -> String {
        isClean(text) ? text : slowClean(text)
    }

    /// Whether `text` is already clean: printable ASCII, Hangul syllables and
    /// CJK ideographs only (all of them unchanged by NFC, and nothing can
    /// combine with them here), single spaces inside, none at the ends.
    private static func isClean(_ text: String) -> Bool {
        var previousSpace = true
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value == 0x20 {
                if previousSpace { return false }
                previousSpace = true
                continue
            }
            previousSpace = false
            switch value {
            case 0x21...0x7E, 0xAC00...0xD7A3, 0x4E00...0x9FFF: continue
            default: return false
            }
        }
        return !previousSpace || text.isEmpty
    }

    /// Whether `scalar` never reaches the screen: controls and the
    /// bidirectional formatting characters.
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    private static func slowClean(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        var pendingSpace = false
        func emit(_ scalar: Unicode.Scalar) {
            if pendingSpace, !out.isEmpty { out.append(" ") }
            pendingSpace = false
            out.append(scalar)
        }
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar.value {
            case 0x09, 0x0A, 0x0D, 0x20, 0x2028, 0x2029, 0x3000, 0xA0:
                pendingSpace = true
            case 0x1B:
                index = skipEscape(scalars, from: index)
            case 0x9B:
                index = skipControlSequence(scalars, from: index)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                index = skipString(scalars, from: index)
            default:
                if !isForbidden(scalar) { emit(scalar) }
            }
        }
        return String(out).precomposedStringWithCanonicalMapping
    }

    /// After ESC: the index just past the sequence it starts.
    private static func skipEscape(_ scalars: [Unicode.Scalar], from index: Int) -> Int {
        guard index < scalars.count else { return index }
        switch scalars[index] {
        case "[": return skipControlSequence(scalars, from: index + 1)
        case "]", "P", "X", "^", "_": return skipString(scalars, from: index + 1)
        default:
            // Intermediate bytes (0x20–0x2F), then one final character.
            var next = index
            while next < scalars.count, (0x20...0x2F).contains(scalars[next].value) { next += 1 }
            return min(next + 1, scalars.count)
        }
    }

    /// A control sequence: parameters and intermediates up to a final byte 0x40–0x7E.
    private static func skipControlSequence(_ scalars: [Unicode.Scalar], from index: Int) -> Int {
        var next = index
        while next < scalars.count {
            let value = scalars[next].value
            next += 1
            if (0x40...0x7E).contains(value) { return next }
            if !(0x20...0x3F).contains(value) { return next - 1 }
        }
        return next
    }

    /// A string (OSC, DCS, …) up to BEL, ST (ESC \) or C1 ST.
    private static func skipString(_ scalars: [Unicode.Scalar], from index: Int) -> Int {
        var next = index
        while next < scalars.count {
            let value = scalars[next].value
            if value == 0x07 || value == 0x9C { return next + 1 }
            if value == 0x1B {
                return next + 1 < scalars.count && scalars[next + 1] == "\\" ? next + 2 : next + 1
            }
            next += 1
        }
        return next
    }
}
