import Foundation

extension String {
    /// The text in NFC, composed a few thousand characters at a time.
    ///
    /// Foundation's composition takes time that grows with the square of
    /// the text when it holds many combining marks (`e` + U+0301 repeated:
    /// 600 KB took 2 s, 6 MB would take minutes). Composition never joins
    /// two characters (a mark composes with the character it belongs to,
    /// a Hangul jamo with its syllable's), so the text cut between whole
    /// characters composes piece by piece to the same result, in time that
    /// grows with its length.
    public var composedInPieces: String {
        if unicodeScalars.allSatisfy(\.isASCII) { return self }
        let piece = 4096
        guard count > piece else { return precomposedStringWithCanonicalMapping }
        var result = ""
        var start = startIndex
        while start < endIndex {
            let end = index(start, offsetBy: piece, limitedBy: endIndex) ?? endIndex
            result += String(self[start..<end]).precomposedStringWithCanonicalMapping
            start = end
        }
        return result
    }
}
