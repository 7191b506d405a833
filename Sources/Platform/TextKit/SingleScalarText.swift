/// Text whose every scalar is a cluster of its own that the screen's
/// cleaner leaves as it is: printable ASCII, Latin-1 and the Latin
/// extensions (below the combining marks), common punctuation, arrows,
/// box drawing and blocks, Hangul syllables and compatibility letters,
/// kana and CJK ideographs — most of what bankui draws, in English and
/// in Korean.
///
/// Such text can be measured, cut and drawn scalar by scalar, each scalar
/// as wide as ``DisplayWidth/of(_:)-(Unicode.Scalar)`` says, without
/// splitting it into grapheme clusters (which costs several times more)
/// and without cleaning it. Anything else — a control, a combining mark,
/// a joiner, a variation selector, an emoji, a Hangul jamo that joins the
/// syllable before — is left to the general path.
public enum SingleScalarText {
    /// Whether `value` is a scalar that never joins the one before or
    /// after it and that ``UntrustedText`` never changes.
    @inline(__always)
    public static func isSingle(_ value: UInt32) -> Bool {
        switch value {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF,
             0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2500...0x25FB,
             0x3131...0x318E, 0x3041...0x3096, 0x30A1...0x30FA,
             0x4E00...0x9FFF, 0xAC00...0xD7A3:
            return true
        default:
            return false
        }
    }

    /// Whether every scalar of `text` is single (``isSingle(_:)``).
    public static func isSingle<S: StringProtocol>(_ text: S) -> Bool {
        for scalar in text.unicodeScalars where !isSingle(scalar.value) { return false }
        return true
    }

    /// The columns `text` takes when every scalar of it is single, else nil.
    public static func width<S: StringProtocol>(_ text: S) -> Int? {
        var total = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            guard isSingle(value) else { return nil }
            total += width(of: scalar)
        }
        return total
    }

    /// The columns of a single scalar (``isSingle(_:)``): below U+1100
    /// (ASCII and Latin) one, without asking ``DisplayWidth``.
    @inline(__always)
    public static func width(of scalar: Unicode.Scalar) -> Int {
        scalar.value < 0x1100 ? 1 : DisplayWidth.of(scalar)
    }
}
