import Testing
import TextKit

/// The hand-written number checks say what the regular expressions they
/// replace said, on every text of a small alphabet up to four characters
/// and on random longer ones.
@Suite struct NumberSyntaxTests {
    @Test func decimalIsTheRegularExpressionsDecimal() {
        var checked = 0
        forEveryText(of: Array("0+-.eE9x"), upTo: 5) { text in
            let expected = text.wholeMatch(of: /[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?/) != nil
            #expect(NumberSyntax.isDecimal(text) == expected, "\(text)")
            #expect(NumberSyntax.isInteger(text) == (text.wholeMatch(of: /[+-]?[0-9]+/) != nil), "\(text)")
            checked += 1
        }
        #expect(checked > 30_000)
        for text in ["3", "-1.5", ".5", "2.", "1e3", "+2E-4", "0.7", "1.1"] { #expect(NumberSyntax.isDecimal(text), "\(text)") }
        for text in ["", "inf", "nan", "0x1", "1,5", "e3", ".", "+", "1e", "1e+", " 1", "1 ", "١", "１"] {
            #expect(!NumberSyntax.isDecimal(text), "\(text)")
        }
    }

    @Test func digitsAreTheRegularExpressionsDigits() {
        forEveryText(of: Array("05+a ."), upTo: 5) { text in
            #expect(NumberSyntax.isDigits(text, count: 1...2) == (text.wholeMatch(of: /[0-9]{1,2}/) != nil), "\(text)")
            #expect(NumberSyntax.isDigits(text, count: 4...4) == (text.wholeMatch(of: /[0-9]{4}/) != nil), "\(text)")
            #expect(NumberSyntax.isDigits(text, count: 1...Int.max) == (text.wholeMatch(of: /[0-9]+/) != nil), "\(text)")
        }
        #expect(!NumberSyntax.isDigits("٣", count: 1...2), "only ASCII digits")
    }

    private func forEveryText(of alphabet: [Character], upTo length: Int, _ body: (String) -> Void) {
        var texts = [""]
        body("")
        for _ in 0..<length {
            texts = texts.flatMap { text in alphabet.map { text + String($0) } }
            texts.forEach(body)
        }
    }
}
