import Testing
import TextKit

@Suite struct UntrustedTextTests {
    @Test func wholeSequencesGoUnderEveryRule() {
        let hostile = "a\u{1B}]0;PWNED\u{07}\u{1B}[31mb\u{1B}P1$r\u{1B}\\c\u{9B}2Jd\u{9D}0;x\u{9C}e\u{1B}(Bf"
        for rules in [UntrustedText.Rules.singleLine, .multiLine, .screen, .output] {
            #expect(UntrustedText.clean(hostile, rules) == "abcdef")
        }
    }

    @Test func anUnterminatedStringLosesOnlyItsIntroducer() {
        #expect(UntrustedText.clean("\u{1B}]0;not closed", .singleLine) == "0;not closed")
        #expect(UntrustedText.clean("\u{9D}0;x\nnext", .multiLine) == "0;x\nnext")
    }

    @Test func lineBreaksFollowTheRules() {
        let text = "one\r\ntwo\rthree\u{2028}four\tfive"
        #expect(UntrustedText.clean(text, .singleLine) == "one two three four five")
        #expect(UntrustedText.clean(text, .multiLine) == "one\ntwo\nthree\nfour five")
        #expect(UntrustedText.clean(text, .screen) == "one␊two␊three␊four␉five")
        #expect(UntrustedText.clean(text, .output) == "one\r\ntwo\nthree\nfour\tfive")
    }

    @Test func controlsAreRemovedOrShown() {
        #expect(UntrustedText.clean("a\u{0}b\u{7F}c\u{85}d", .singleLine) == "abcd")
        #expect(UntrustedText.clean("a\u{0}b\u{7F}c\u{85}d", .output) == "a␀b␡c\u{FFFD}d")
    }

    @Test func bidiControlsAndTheByteOrderMarkGo() {
        #expect(UntrustedText.clean("\u{FEFF}abc\u{202E}fed\u{202C}\u{2066}x\u{2069}\u{200F}", .output) == "abcfedx")
    }

    @Test func aClusterIsCutToThirtyTwoScalars() {
        let title = "e" + String(repeating: "\u{301}", count: 200_000) + "x"
        let cleaned = UntrustedText.clean(title, .singleLine)
        #expect(cleaned.unicodeScalars.count == 33)
        #expect(cleaned.count == 2)
        #expect(cleaned.last == "x")
        // A long ZWJ chain is one cluster too; the cut leaves no joiner.
        let chain = String(repeating: "👩\u{200D}", count: 40) + "💻"
        let cut = UntrustedText.clean(chain, .singleLine)
        #expect(cut.unicodeScalars.count <= TerminalCluster.maximumScalars)
        #expect(cut.unicodeScalars.last?.value != 0x200D)
    }

    @Test func invisibleOnlyTextIsBlank() {
        for text in ["", " ", "\u{200B}\u{200D}", "\u{3164}", "\u{115F}\u{1160}", "\u{2800}", "\u{FE0F}", "\u{301}", "\u{00AD}", "\u{2060}\u{FEFF}", "\u{3000}"] {
            #expect(UntrustedText.isBlank(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        for text in ["a", "가", "🍓", " x ", "\u{200B}.", "\u{E000}"] {
            #expect(!UntrustedText.isBlank(text))
        }
    }

    @Test func plainTextIsReturnedAsItIs() {
        #expect(UntrustedText.clean("plain 한글 🍓 text", .output) == "plain 한글 🍓 text")
        #expect(UntrustedText.clean("two\nlines\tand tab", .output) == "two\nlines\tand tab")
    }
}

@Suite struct TerminalClusterTests {
    /// tmux 3.3a measures `👍🏽` 4, `❤️` 1, `1️⃣` 1, a ZWJ sequence 2; kitty and
    /// foot measure the first three 2, xterm the last 4. The drawn forms are
    /// the same width everywhere, and the width given is theirs.
    @Test(arguments: [
        ("👩\u{200D}💻", "👩", 2), ("👨\u{200D}👩\u{200D}👧", "👨", 2), ("👍🏽", "👍", 2),
        ("❤\u{FE0F}", "❤", 1), ("1\u{FE0F}\u{20E3}", "1\u{20E3}", 1), ("🇰🇷", "🇰🇷", 2),
        ("🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "🏴", 2),
        ("\u{1100}\u{1161}", "가", 2), ("\u{1100}\u{1161}\u{11A8}", "각", 2), ("e\u{301}", "é", 1),
        ("a", "a", 1), ("가", "가", 2), ("🍓", "🍓", 2),
    ])
    func disputedClustersAreDrawnInAnAgreedForm(text: String, drawn: String, width: Int) {
        let character = Character(text)
        let form = TerminalCluster.form(of: character)
        #expect(String(form.drawn) == drawn)
        #expect(form.width == width)
        #expect(DisplayWidth.of(character) == width)
    }

    @Test func aMarkAloneTakesNoColumn() {
        #expect(TerminalCluster.form(of: "\u{301}").width == 0)
        #expect(TerminalCluster.form(of: "\u{D7B0}").width == 0)
    }

    @Test func atMostFourMarksAreDrawnWithTheirBase() {
        let heavy = Character("a" + String(repeating: "\u{301}", count: 10))
        #expect(TerminalCluster.form(of: heavy).drawn.unicodeScalars.count == 5)
    }

    @Test func flagsAreFlags() {
        #expect(TerminalCluster.isFlag("🇰🇷"))
        #expect(!TerminalCluster.isFlag("가"))
    }
}

@Suite struct ClusterCapTests {
    @Test func ordinaryTextIsLeftAsItIs() {
        let korean = String(repeating: "가나다라 ", count: 100)
        #expect(TerminalCluster.capped(korean) == korean)
        let emoji = String(repeating: "🍓👩\u{200D}💻 ", count: 50)
        #expect(TerminalCluster.capped(emoji) == emoji)
    }

    /// Every shape of a long cluster is found: marks, a ZWJ chain, jamo.
    @Test func longClustersOfEveryShapeAreCut() {
        let shapes = [
            "x" + String(repeating: "\u{301}", count: 40),
            String(repeating: "©\u{200D}", count: 30) + "©",
            String(repeating: "\u{1100}", count: 20) + "가" + String(repeating: "\u{11A8}", count: 20),
            "가" + String(repeating: "\u{11A8}", count: 40),
        ]
        for shape in shapes {
            let text = "a " + shape + " b"
            let cut = TerminalCluster.capped(text)
            #expect(cut.allSatisfy { $0.unicodeScalars.count <= TerminalCluster.maximumScalars }, "\(shape.unicodeScalars.count)")
            #expect(cut.hasPrefix("a ") && cut.hasSuffix(" b"))
        }
    }
}
