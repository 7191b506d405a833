import TerminalUI
import XCTest

final class KeyDecoderTests: XCTestCase {
    private let esc: UInt8 = 0x1B

    /// Decodes one read, then lets the Esc delay run out.
    private func decode(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        let keys = decoder.decode(bytes)
        return keys + decoder.timeout()
    }

    private func decode(_ text: String) -> [Key] { decode(raw(text)) }

    private func paste(_ bytes: [UInt8]) -> [UInt8] { raw("\u{1B}[200~") + bytes + raw("\u{1B}[201~") }

    func testPrintableCharacters() {
        XCTAssertEqual(decode("aZ9 ?"), [.character("a"), .character("Z"), .character("9"), .character(" "), .character("?")])
    }

    func testUTF8Characters() {
        XCTAssertEqual(decode("한글"), [.character("한"), .character("글")])
        XCTAssertEqual(decode("🍓é"), [.character("🍓"), .character("é")])
    }

    func testControlLetters() {
        XCTAssertEqual(decode([1]), [.control("a")])
        XCTAssertEqual(decode([3]), [.control("c")])
        XCTAssertEqual(decode([18]), [.control("r")])
        XCTAssertEqual(decode([26]), [.control("z")])
        XCTAssertEqual(decode([0]), [.control(" ")])
        XCTAssertEqual(decode([28, 31]), [])
        XCTAssertEqual(Key.control("c").name, "Ctrl-C")
    }

    func testTabEnterBackspace() {
        XCTAssertEqual(decode([9]), [.tab])
        XCTAssertEqual(decode([10]), [.enter])
        XCTAssertEqual(decode([13]), [.enter])
        XCTAssertEqual(decode([8]), [.backspace])
        XCTAssertEqual(decode([127]), [.backspace])
    }

    // MARK: Bytes that are not UTF-8

    func testAnInvalidByteIsOneReplacementAndEatsNothing() {
        XCTAssertEqual(decode([0x34, 0xFF, 0x35]), [.character("4"), .character("\u{FFFD}"), .character("5")])
        XCTAssertEqual(decode([0xFF, 0x71]), [.character("\u{FFFD}"), .character("q")])
        XCTAssertEqual(decode([0x80, 0x03]), [.character("\u{FFFD}"), .control("c")])
    }

    func testEachMaximalBadPartIsOneReplacement() {
        // A cut 3-byte character, then a key: one U+FFFD, the key intact.
        XCTAssertEqual(decode([0xE2, 0x82, 0x71]), [.character("\u{FFFD}"), .character("q")])
        // An over-long form, a surrogate, a code point beyond U+10FFFF: one per byte.
        XCTAssertEqual(decode([0xC0, 0xAF]), [.character("\u{FFFD}"), .character("\u{FFFD}")])
        XCTAssertEqual(decode([0xED, 0xA0, 0x80]), Array(repeating: .character("\u{FFFD}"), count: 3))
        XCTAssertEqual(decode([0xF4, 0x90, 0x80, 0x80]), Array(repeating: .character("\u{FFFD}"), count: 4))
        // A lead byte before Esc: the Esc still counts.
        XCTAssertEqual(decode([0xE2, esc, 0x5B, 0x41]), [.character("\u{FFFD}"), .up])
    }

    func testACharacterCutAcrossReadsIsJoined() {
        var decoder = KeyDecoder()
        let bytes = raw("한")
        XCTAssertEqual(decoder.decode(Array(bytes[0..<2])), [])
        XCTAssertEqual(decoder.pendingTimeout, KeyDecoder.escapeDelay)
        XCTAssertEqual(decoder.decode(Array(bytes[2...]) + raw("x")), [.character("한"), .character("x")])
        XCTAssertNil(decoder.pendingTimeout)
    }

    func testACutCharacterThatNeverEndsIsOneReplacement() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode([0xF0, 0x9F]), [])
        XCTAssertEqual(decoder.timeout(), [.character("\u{FFFD}")])
        XCTAssertNil(decoder.pendingTimeout)
        XCTAssertEqual(decoder.decode(raw("q")), [.character("q")])
    }

    // MARK: Esc and Alt

    func testLoneEscWaitsForTheDelay() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode([esc]), [], "maybe the start of a sequence")
        XCTAssertEqual(decoder.pendingTimeout, KeyDecoder.escapeDelay)
        XCTAssertEqual(decoder.timeout(), [.escape])
        XCTAssertNil(decoder.pendingTimeout)
        XCTAssertEqual(decode([esc, esc]), [.escape, .escape])
        XCTAssertEqual(decode([esc, 9]), [.escape, .tab])
        XCTAssertEqual(decode([esc, 127]), [.escape, .backspace])
    }

    func testEscThenAKeyIsAlt() {
        XCTAssertEqual(decode([esc, 0x31]), [.alt("1")])
        XCTAssertEqual(decode([esc, 0x35, 0x61]), [.alt("5"), .character("a")])
        XCTAssertEqual(decode([esc] + raw("x")), [.alt("x")])
        XCTAssertEqual(decode([esc] + raw("한")), [.alt("한")])
    }

    func testEscThenAKeyInTheNextReadWithinTheDelayIsAlt() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode([esc]), [])
        XCTAssertEqual(decoder.decode(raw("2")), [.alt("2")])
    }

    func testEscThenAnInvalidByteLosesNeither() {
        XCTAssertEqual(decode([esc, 0xFF]), [.escape, .character("\u{FFFD}")])
        XCTAssertEqual(decode([esc, 0xE2, 0x82]), [.escape, .character("\u{FFFD}")])
    }

    func testCutSequencesTakenAsTypedWhenNothingMoreComes() {
        XCTAssertEqual(decode([esc] + raw("[")), [.alt("[")])
        XCTAssertEqual(decode([esc] + raw("O")), [.alt("O")], "Alt-O alone is still Alt-O")
        XCTAssertEqual(decode([esc] + raw("[1")), [.alt("["), .character("1")])
    }

    // MARK: Sequences

    func testCursorAndEditingKeys() {
        let expected: [(String, Key)] = [
            ("[A", .up), ("[B", .down), ("[C", .right), ("[D", .left), ("[H", .home), ("[F", .end),
            ("[1~", .home), ("[4~", .end), ("[7~", .home), ("[8~", .end), ("[2~", .insert), ("[3~", .delete),
            ("[5~", .pageUp), ("[6~", .pageDown), ("[Z", .backTab),
            ("OA", .up), ("OD", .left), ("OH", .home), ("OF", .end), ("OM", .enter),
        ]
        for (sequence, key) in expected {
            XCTAssertEqual(decode([esc] + raw(sequence)), [key], sequence)
        }
    }

    func testFunctionKeys() {
        let expected: [(String, Int)] = [
            ("OP", 1), ("OQ", 2), ("OR", 3), ("OS", 4), ("[15~", 5), ("[17~", 6), ("[18~", 7), ("[19~", 8),
            ("[20~", 9), ("[21~", 10), ("[23~", 11), ("[24~", 12), ("[11~", 1), ("[14~", 4),
            ("[[A", 1), ("[[E", 5),  // the Linux console
        ]
        for (sequence, n) in expected {
            XCTAssertEqual(decode([esc] + raw(sequence)), [.function(n)], sequence)
        }
    }

    func testKeypadInApplicationMode() {
        XCTAssertEqual(decode([esc] + raw("Op") + [esc] + raw("Oy") + [esc] + raw("Ok") + [esc] + raw("Oj")),
                       [.character("0"), .character("9"), .character("+"), .character("*")])
    }

    func testUnknownAndModifiedSequencesAreSkippedWhole() {
        // Ctrl-Delete (Esc [3;5~), Ctrl-Up, a focus event (Esc [I): not keys bankui knows.
        XCTAssertEqual(decode([esc] + raw("[3;5~a")), [.character("a")])
        XCTAssertEqual(decode([esc] + raw("[1;5Ab")), [.character("b")])
        XCTAssertEqual(decode([esc] + raw("[Ic")), [.character("c")])
        XCTAssertEqual(decode([esc] + raw("[99~x")), [.character("x")], "unknown number: skipped")
        XCTAssertEqual(decode([esc] + raw("O5Px")), [.character("x")], "modified SS3: skipped")
        XCTAssertEqual(decode([esc] + raw("[201~q")), [.character("q")], "a stray paste end: skipped")
    }

    func testASequenceCutAcrossReadsIsJoined() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode([esc]), [])
        XCTAssertEqual(decoder.decode(raw("[")), [])
        XCTAssertEqual(decoder.decode(raw("1")), [])
        XCTAssertEqual(decoder.decode(raw("5~q")), [.function(5), .character("q")])
        XCTAssertNil(decoder.pendingTimeout)
    }

    func testABrokenSequenceLosesTheKeyAfterIt() {
        // A byte no sequence holds ends the sequence; that byte is a key.
        XCTAssertEqual(decode([esc] + raw("[1") + [3]), [.control("c")])
        XCTAssertEqual(decode([esc] + raw("[") + [0xFF]), [.alt("["), .character("\u{FFFD}")])
        XCTAssertEqual(decode([esc] + raw("O") + [3]), [.alt("O"), .control("c")])
    }

    func testAnEndlessSequenceIsDropped() {
        let keys = decode([esc] + raw("[" + String(repeating: "1", count: 100) + "~q"))
        XCTAssertEqual(keys.last, .character("q"))
        XCTAssertFalse(keys.contains(.alt("[")))
    }

    // MARK: Bracketed paste

    func testBracketedPasteInOneRead() {
        XCTAssertEqual(decode(paste(raw("hello 한글\rnext")) + raw("q")), [.paste("hello 한글\nnext"), .character("q")])
        XCTAssertEqual(decode(paste(raw("a\r\nb\nc"))), [.paste("a\nb\nc")])
    }

    /// Before: the sequences' bytes were kept (only the cleaning of a field
    /// removed Esc), so `3 Esc]0;PWN BEL + 4 =` typed the 0 into a sum.
    func testAPasteDropsEveryEscapeSequenceWhole() {
        XCTAssertEqual(decode(paste(raw("3\u{1B}]0;PWN\u{7}+4="))), [.paste("3+4=")])
        XCTAssertEqual(decode(paste(raw("a\u{1B}[2Jb\u{1B}[38;5;196mc\u{1B}[0m"))), [.paste("abc")])
        XCTAssertEqual(decode(paste(raw("x\u{1B}P1$r0m\u{1B}\\y\u{1B}7z"))), [.paste("xyz")])
        XCTAssertEqual(decode(paste(raw("1\u{9B}31m2\u{9D}0;t\u{9C}3"))), [.paste("123")])
        // Cut short or malformed: the introducer goes, the text stays.
        XCTAssertEqual(decode(paste(raw("5\u{1B}]0;no end\n6"))), [.paste("50;no end\n6")])
        XCTAssertEqual(decode(paste(raw("7\u{1B}"))), [.paste("7")])
        XCTAssertEqual(decode(paste(raw("한\u{1B}[1;2H글"))), [.paste("한글")])
    }

    func testAPasteKeepsAtMostItsLimitAndTheKeysAfterItStillCome() {
        // Before: a paste kept every byte until it ended, without bound.
        XCTAssertEqual(KeyDecoder.maximumPasteBytes, 64 * 1_048_576)
        var decoder = KeyDecoder(pasteLimit: 10)
        XCTAssertEqual(decoder.decode(raw("\u{1B}[200~") + Array(repeating: UInt8(ascii: "a"), count: 6)), [])
        XCTAssertEqual(decoder.decode(Array(repeating: UInt8(ascii: "b"), count: 100_000)), [])
        XCTAssertEqual(decoder.decode(raw("\u{1B}[201~q")), [.paste("aaaaaabbbb"), .pasteCut, .character("q")])
        // A paste within the limit is not marked; the mark does not stay.
        XCTAssertEqual(decoder.decode(raw("\u{1B}[200~abc\u{1B}[201~")), [.paste("abc")])
        // A cut paste that ends by Ctrl-C or by the timeout is marked too.
        XCTAssertEqual(decoder.decode(raw("\u{1B}[200~0123456789xyz\u{3}")), [.paste("0123456789"), .pasteCut, .control("c")])
        XCTAssertEqual(decoder.decode(raw("\u{1B}[200~0123456789xyz")), [])
        XCTAssertEqual(decoder.timeout(), [.paste("0123456789"), .pasteCut])
    }

    func testBracketedPasteSplitAcrossReads() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode([esc] + raw("[20")), [])
        XCTAssertEqual(decoder.decode(raw("0~ab")), [])
        XCTAssertTrue(decoder.isInPaste)
        XCTAssertEqual(decoder.pendingTimeout, KeyDecoder.pasteTimeout)
        XCTAssertEqual(decoder.decode(raw("c\u{1B}[2")), [], "the end marker may be split too")
        XCTAssertEqual(decoder.decode(raw("01~x")), [.paste("abc"), .character("x")])
        XCTAssertFalse(decoder.isInPaste)
        XCTAssertNil(decoder.pendingTimeout)
    }

    func testACharacterSplitInsideAPasteIsJoined() {
        var decoder = KeyDecoder()
        let bytes = paste(raw("한"))
        XCTAssertEqual(decoder.decode(Array(bytes[0..<7])), [])
        XCTAssertEqual(decoder.decode(Array(bytes[7...])), [.paste("한")])
    }

    func testAnInvalidByteInAPasteIsOneReplacementAndThePasteEnds() {
        XCTAssertEqual(decode(paste([0x34, 0xFF, 0x35]) + raw("q")), [.paste("4\u{FFFD}5"), .character("q")])
        XCTAssertEqual(decode(paste([0x34, 0xE2, 0x82]) + [9]), [.paste("4\u{FFFD}"), .tab],
                       "a cut character before the end marker")
        XCTAssertEqual(decode(paste([0xF0]) + [3]), [.paste("\u{FFFD}"), .control("c")])
    }

    func testPasteDropsEscapesThatAreNotTheEndMarker() {
        XCTAssertEqual(decode(paste(raw("a\u{1B}[31mb\u{1B}[20x"))), [.paste("ab")])
    }

    func testPasteKeepsTabAndOtherControls() {
        XCTAssertEqual(decode(paste([9, 0x61, 0x1A, 0x01])), [.paste("\ta\u{1A}\u{1}")])
    }

    func testAPasteThatNeverEndsIsDeliveredAfterTheTimeout() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode(raw("\u{1B}[200~4") + [0xFF] + raw("5")), [])
        XCTAssertEqual(decoder.pendingTimeout, KeyDecoder.pasteTimeout)
        XCTAssertEqual(decoder.timeout(), [.paste("4\u{FFFD}5")])
        XCTAssertFalse(decoder.isInPaste)
        XCTAssertEqual(decoder.decode(raw("q") + [9]), [.character("q"), .tab], "the keyboard is free again")
    }

    func testAPasteCutInsideTheEndMarkerKeepsThoseBytesAtTheTimeout() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode(raw("\u{1B}[200~ab\u{1B}[20")), [])
        XCTAssertEqual(decoder.timeout(), [.paste("ab20")], "a sequence cut short loses its introducer only")
    }

    func testCtrlCInsideAPasteEndsItAndIsCtrlC() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode(raw("\u{1B}[200~12")), [])
        XCTAssertEqual(decoder.decode([3]), [.paste("12"), .control("c")])
        XCTAssertFalse(decoder.isInPaste)
        // What follows the Ctrl-C is typed input again; a late end marker is skipped.
        XCTAssertEqual(decoder.decode(raw("q\u{1B}[201~")), [.character("q")])
        XCTAssertEqual(decode(paste([0x31, 3, 0x32])), [.paste("1"), .control("c"), .character("2")])
    }

    func testCtrlCGetsThroughInEveryState() {
        let prefixes: [[UInt8]] = [
            [], [esc], raw("\u{1B}["), raw("\u{1B}[1;"), raw("\u{1B}O"), raw("\u{1B}O5"), raw("\u{1B}[["),
            [0xE2], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xFF], raw("\u{1B}[200~"), raw("\u{1B}[200~ab\u{1B}[20"),
            raw("\u{1B}[200~") + [0xE2, 0x82],
        ]
        for prefix in prefixes {
            // In the same read, and in the next one.
            XCTAssertEqual(decode(prefix + [3]).last, .control("c"), "after \(prefix)")
            var decoder = KeyDecoder()
            _ = decoder.decode(prefix)
            XCTAssertEqual(decoder.decode([3]).last, .control("c"), "after \(prefix), next read")
            XCTAssertNil(decoder.pendingTimeout)
        }
    }

    func testAnEmptyPaste() {
        XCTAssertEqual(decode(paste([])), [.paste("")])
    }

    // MARK: Others

    func testUnsafeCharactersAreNotKeys() {
        XCTAssertEqual(decode("\u{202E}\u{9B}"), [])
    }

    /// A C1 CSI typed (not pasted) used to leave its `31m` as three keys.
    func testTypedEscapeSequencesGoWhole() {
        XCTAssertEqual(decode("a\u{9B}31mb"), [.character("a"), .character("b")])
        XCTAssertEqual(decode("a\u{9D}0;PWNED\u{7}b"), [.character("a"), .character("b")])
        XCTAssertEqual(decode("a\u{1B}]0;PWNED\u{7}b"), [.character("a"), .character("b")])
        XCTAssertEqual(decode("a\u{1B}P1$r\u{1B}\\b"), [.character("a"), .character("b")])
        // Split over reads, the same.
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode(raw("x\u{9B}3")), [.character("x")])
        XCTAssertEqual(decoder.decode(raw("1my")), [.character("y")])
        XCTAssertEqual(decoder.decode(raw("\u{1B}]0;ti")), [])
        XCTAssertEqual(decoder.decode(raw("tle\u{7}z")), [.character("z")])
    }

    /// Esc ] typed by a person is Alt-], whatever follows once input pauses.
    func testAltBracketStaysAKey() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode(raw("\u{1B}]")), [])
        XCTAssertEqual(decoder.timeout(), [.alt("]")])
        XCTAssertEqual(decode("\u{1B}]a\r"), [.alt("]"), .character("a"), .enter])
    }

    func testKeyNames() {
        XCTAssertEqual(Key.character(" ").name, "Space")
        XCTAssertEqual(Key.function(5).name, "F5")
        XCTAssertEqual(Key.alt("1").name, "Alt-1")
        XCTAssertEqual(Key.backTab.name, "Shift-Tab")
        XCTAssertEqual(Key.pageDown.name, "PgDn")
    }

    /// Whatever the bytes, every one is accounted for: random input split at
    /// random places decodes to the same keys as in one read.
    func testRandomSplitsDecodeLikeOneRead() {
        var generator = SeededRandomNumberGenerator(seed: 7)
        let alphabet: [[UInt8]] = [
            [0x1B], raw("["), raw("O"), raw("1"), raw("~"), raw("A"), raw("q"), [0xFF], [0xE2], [0x82], [0xAC],
            [3], [9], [13], raw("200~"), raw("201~"), raw("한"),
        ]
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...30, using: &generator) {
                bytes += alphabet.randomElement(using: &generator)!
            }
            var whole = KeyDecoder()
            let expected = whole.decode(bytes) + whole.timeout()
            var split = KeyDecoder()
            var keys: [Key] = []
            var rest = bytes[...]
            while !rest.isEmpty {
                let n = Int.random(in: 1...rest.count, using: &generator)
                keys += split.decode(Array(rest.prefix(n)))
                rest = rest.dropFirst(n)
            }
            keys += split.timeout()
            XCTAssertEqual(keys, expected, "bytes \(bytes)")
            XCTAssertNil(split.pendingTimeout)
        }
    }
}

extension KeyDecoderTests {
    /// Pasted text comes out whole (its escape sequences dropped) however
    /// the reads split it.
    func testRandomPastesComeOutWhole() {
        var generator = SeededRandomNumberGenerator(seed: 11)
        let pieces = ["a", "1", "+", " ", "한", "🍓", "\u{1B}[3", "\u{1B}", "~", "\t"]
        for _ in 0..<200 {
            let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let bytes = raw("\u{1B}[200~" + text + "\u{1B}[201~")
            var whole = KeyDecoder()
            let expected = whole.decode(bytes)
            XCTAssertEqual(expected.count, 1)
            var decoder = KeyDecoder()
            var keys: [Key] = []
            var rest = bytes[...]
            while !rest.isEmpty {
                let n = Int.random(in: 1...rest.count, using: &generator)
                keys += decoder.decode(Array(rest.prefix(n)))
                rest = rest.dropFirst(n)
            }
            XCTAssertEqual(keys, expected)
            XCTAssertFalse(decoder.isInPaste)
        }
    }
}
