import Testing
import TextKit

/// The fast path for text whose every scalar is a cluster of its own:
/// it must measure, cut and clean exactly as the general path does.
@Suite struct SingleScalarTextTests {
    /// Every scalar the fast path takes.
    static let singles: [Unicode.Scalar] = (UInt32(0)...0x10FFFF).compactMap { value in
        SingleScalarText.isSingle(value) ? Unicode.Scalar(value) : nil
    }

    @Test func aSingleScalarIsItsOwnClusterAtItsOwnWidthAndNeverCleaned() {
        var wrong: [String] = []
        let neighbours: [Unicode.Scalar] = ["a", " ", "é", "가", "힣", "ㄱ", "ア", "中", "…", "→", "─", "█"]
        for scalar in Self.singles {
            let character = Character(scalar)
            if DisplayWidth.of(character) != DisplayWidth.of(scalar) { wrong.append("width \(scalar.value)") }
            if scalar.value < 0x1100, DisplayWidth.of(scalar) != 1 { wrong.append("narrow \(scalar.value)") }
            if TerminalCluster.form(of: character).drawn != character { wrong.append("form \(scalar.value)") }
            if UntrustedText.isForbidden(scalar) { wrong.append("forbidden \(scalar.value)") }
            for other in neighbours {
                let pair = String(String.UnicodeScalarView([scalar, other]))
                let reversed = String(String.UnicodeScalarView([other, scalar]))
                if pair.count != 2 || reversed.count != 2 { wrong.append("joins \(scalar.value)") }
            }
            if TerminalText.sanitize(String(scalar)) != String(scalar) { wrong.append("cleaned \(scalar.value)") }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
    }

    @Test func joiningAndCleanedScalarsAreNotSingle() {
        for text in ["a\u{301}", "가\u{11A8}", "\u{1100}\u{1161}", "❤\u{FE0F}", "👍", "a\u{200D}b", "a\u{7}", "a\nb",
                     "a\u{2028}", "\u{202E}abc", "\u{AD}", "\u{FEFF}x", "e\u{9B}1m"] {
            #expect(!SingleScalarText.isSingle(text), "\(Array(text.unicodeScalars))")
            #expect(SingleScalarText.width(text) == nil)
        }
        #expect(SingleScalarText.width("두 번째 줄 7") == 12)
        #expect(SingleScalarText.width("") == 0)
    }

    @Test func randomSingleTextIsMeasuredAndCutAsClusterByCluster() {
        var random = SeededRandomNumberGenerator(seed: 36)
        // Mostly the scalars people type, some of every other single one.
        let common: [Unicode.Scalar] = Array("abc XYZ 019 회의 정리 두 번째 줄 …→·é中ア".unicodeScalars)
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...40, using: &random)
            var scalars = String.UnicodeScalarView()
            for _ in 0..<length {
                scalars.append(Bool.random(using: &random) ? common.randomElement(using: &random)!
                               : Self.singles.randomElement(using: &random)!)
            }
            let text = String(scalars)
            let widths = text.map { DisplayWidth.of($0) }
            #expect(DisplayWidth.of(text) == widths.reduce(0, +))
            let columns = Int.random(in: 0...45, using: &random)
            #expect(DisplayWidth.truncate(text, to: columns, ellipsis: "…") == Self.cutByClusters(text, to: columns, ellipsis: "…"))
            #expect(DisplayWidth.truncate(text, to: columns) == Self.cutByClusters(text, to: columns, ellipsis: ""))
            #expect(TerminalText.sanitize(text) == text)
        }
    }

    /// Text the rules leave as it is comes back as it is, without being
    /// copied; the same text with a byte order mark at its end (which every
    /// rule removes) goes through the general path and must come back the
    /// same, for every rule, with line breaks, tabs, CR and controls mixed in.
    @Test func textTheRulesLeaveAloneIsWhatTheGeneralPathMakes() {
        var random = SeededRandomNumberGenerator(seed: 9)
        let scalars: [Unicode.Scalar] = Array("ab {\"k\": 1} 회의 …\n\n\t\r\u{7}é中".unicodeScalars)
        let rules: [UntrustedText.Rules] = [.singleLine, .multiLine, .screen, .output, .logLine]
        for _ in 0..<3_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...30, using: &random) { text.append(scalars.randomElement(using: &random)!) }
            let plain = String(text)
            for rule in rules {
                #expect(UntrustedText.clean(plain, rule) == UntrustedText.clean(plain + "\u{FEFF}", rule),
                        "\(Array(plain.unicodeScalars))")
            }
        }
    }

    /// The general path's cut, written out: cluster by cluster.
    static func cutByClusters(_ text: String, to columns: Int, ellipsis: String) -> String {
        if text.reduce(0, { $0 + DisplayWidth.of($1) }) <= columns { return text }
        let ellipsisWidth = DisplayWidth.of(ellipsis)
        let room = ellipsisWidth <= columns ? columns - ellipsisWidth : columns
        var result = "", used = 0
        for character in text {
            let width = DisplayWidth.of(character)
            if used + width > room { break }
            result.append(character)
            used += width
        }
        return ellipsisWidth <= columns ? result + ellipsis : result
    }
}
