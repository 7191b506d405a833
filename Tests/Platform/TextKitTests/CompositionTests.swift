import Foundation
import Testing
import TextKit

/// NFC a piece at a time: the same result as Foundation's, in time that
/// grows with the text (Foundation's grows with its square: 2,000,000
/// decomposed accents would take many minutes).
@Suite struct CompositionTests {
    @Test func piecesComposeAsTheWhole() {
        let parts = ["e\u{301}", "a", "\u{1100}\u{1161}\u{11A8}", "n\u{303}", "가", "🇰🇷", "\r\n", "o\u{308}\u{301}"]
        var text = ""
        for index in 0..<9_000 { text += parts[(index * 7) % parts.count] }
        #expect(text.composedInPieces == text.precomposedStringWithCanonicalMapping)
        #expect(text.composedInPieces.unicodeScalars.elementsEqual(text.precomposedStringWithCanonicalMapping.unicodeScalars))
        #expect("plain ASCII".composedInPieces == "plain ASCII")
    }

    @Test func aLongDecomposedTextIsComposedWhole() {
        let text = String(repeating: "e\u{301}", count: 2_000_000)
        let composed = text.composedInPieces
        #expect(composed.unicodeScalars.count == 2_000_000)
        #expect(composed.unicodeScalars.allSatisfy { $0 == "\u{E9}" })
    }
}
