import TerminalUI
import XCTest

final class KeyDecoderTests: XCTestCase {
    private let codes = KeyDecoder.KeyCodes.ncurses

    private func decode(_ batch: [RawInput]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(batch)
    }

    func testPrintableCharacters() {
        XCTAssertEqual(decode(raw("aZ9 ?")), [.character("a"), .character("Z"), .character("9"), .character(" "), .character("?")])
    }

    func testHangulScalars() {
        XCTAssertEqual(decode(raw("한글")), [.character("한"), .character("글")])
        XCTAssertEqual(decode([.character(0xD55C)]), [.character("한")])
        XCTAssertEqual(decode(raw("🍓")), [.character("🍓")])
    }

    func testControlLetters() {
        XCTAssertEqual(decode([.character(1)]), [.control("a")])
        XCTAssertEqual(decode([.character(3)]), [.control("c")])
        XCTAssertEqual(decode([.character(18)]), [.control("r")])
        XCTAssertEqual(decode([.character(26)]), [.control("z")])
        XCTAssertEqual(decode([.character(0)]), [.control(" ")])
        XCTAssertEqual(decode([.character(28), .character(31)]), [])
        XCTAssertEqual(Key.control("c").name, "Ctrl-C")
    }

    func testTabEnterBackspace() {
        XCTAssertEqual(decode([.character(9)]), [.tab])
        XCTAssertEqual(decode([.character(10)]), [.enter])
        XCTAssertEqual(decode([.character(13)]), [.enter])
        XCTAssertEqual(decode([.character(8)]), [.backspace])
        XCTAssertEqual(decode([.character(127)]), [.backspace])
        XCTAssertEqual(decode([.keyCode(codes.backspace)]), [.backspace])
        XCTAssertEqual(decode([.keyCode(codes.enter)]), [.enter])
    }

    func testKeypadCodes() {
        let expected: [(Int32, Key)] = [
            (0o403, .up), (0o402, .down), (0o404, .left), (0o405, .right),
            (0o406, .home), (0o550, .end), (0o523, .pageUp), (0o522, .pageDown),
            (0o513, .insert), (0o512, .delete), (0o541, .backTab),
        ]
        for (code, key) in expected {
            XCTAssertEqual(decode([.keyCode(code)]), [key], "code \(code)")
        }
    }

    func testFunctionKeys() {
        for n in 1...12 {
            XCTAssertEqual(decode([.keyCode(codes.f0 + Int32(n))]), [.function(n)])
        }
        XCTAssertEqual(decode([.keyCode(codes.f0)]), [])
        XCTAssertEqual(decode([.keyCode(codes.f0 + 13)]), [])
        XCTAssertEqual(decode([.keyCode(codes.resize)]), [], "resize comes as a signal, not a key")
    }

    func testAltDigitIsEscThenDigit() {
        XCTAssertEqual(decode([.character(27), .character(0x31)]), [.alt("1")])
        XCTAssertEqual(decode([.character(27), .character(0x35), .character(0x61)]), [.alt("5"), .character("a")])
        XCTAssertEqual(decode([.character(27)] + raw("x")), [.alt("x")])
    }

    func testLoneEsc() {
        XCTAssertEqual(decode([.character(27)]), [.escape])
        XCTAssertEqual(decode([.character(27), .character(27)]), [.escape, .escape])
        XCTAssertEqual(decode([.character(27), .keyCode(codes.up)]), [.escape, .up])
    }

    func testUnknownCSIIsSkippedWhole() {
        // Ctrl-Delete (Esc [3;5~) and a focus event (Esc [I): not keys bankui knows.
        XCTAssertEqual(decode([.character(27)] + raw("[3;5~a")), [.character("a")])
        XCTAssertEqual(decode([.character(27)] + raw("[Ib")), [.character("b")])
        XCTAssertEqual(decode([.character(27)] + raw("[")), [])
    }

    func testCommonSequencesNcursesDidNotKnow() {
        // tmux sends Home/End as Esc [1~ / Esc [4~ whatever TERM says.
        XCTAssertEqual(decode([.character(27)] + raw("[1~") + [.character(27)] + raw("[4~")), [.home, .end])
        XCTAssertEqual(decode([.character(27)] + raw("[H") + [.character(27)] + raw("[F")), [.home, .end])
        XCTAssertEqual(decode([.character(27)] + raw("[5~") + [.character(27)] + raw("[6~")), [.pageUp, .pageDown])
        XCTAssertEqual(decode([.character(27)] + raw("[A") + [.character(27)] + raw("[Z")), [.up, .backTab])
        XCTAssertEqual(decode([.character(27)] + raw("OH") + [.character(27)] + raw("OF")), [.home, .end])
        XCTAssertEqual(decode([.character(27)] + raw("OP")), [.function(1)])
        XCTAssertEqual(decode([.character(27)] + raw("[99~x")), [.character("x")], "unknown number: skipped")
        XCTAssertEqual(decode([.character(27)] + raw("O")), [.alt("O")], "Alt-O alone is still Alt-O")
    }

    func testBracketedPasteInOneBatch() {
        let batch = [.character(27)] + raw("[200~") + raw("hello 한글\rnext") + [.character(27)] + raw("[201~") + raw("q")
        XCTAssertEqual(decode(batch), [.paste("hello 한글\nnext"), .character("q")])
    }

    func testBracketedPasteSplitAcrossBatches() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode([.character(27)] + raw("[200~ab")), [])
        XCTAssertTrue(decoder.isInPaste)
        XCTAssertEqual(decoder.decode(raw("c\u{1B}[2")), [], "the end marker may be split too")
        XCTAssertEqual(decoder.decode(raw("01~x")), [.paste("abc"), .character("x")])
        XCTAssertFalse(decoder.isInPaste)
    }

    func testPasteKeepsEscapesThatAreNotTheEndMarker() {
        let batch = [.character(27)] + raw("[200~a\u{1B}[31mb") + [.character(27)] + raw("[201~")
        XCTAssertEqual(decode(batch), [.paste("a\u{1B}[31mb")])
    }

    func testPasteOfControlLettersStaysText() {
        let batch = [.character(27)] + raw("[200~") + [.character(9), .character(3)] + [.character(27)] + raw("[201~")
        XCTAssertEqual(decode(batch), [.paste("\t\u{3}")])
    }

    func testUnsafeCharactersAreNotKeys() {
        XCTAssertEqual(decode([.character(0x202E), .character(0x9B)]), [])
    }

    func testKeyNames() {
        XCTAssertEqual(Key.character(" ").name, "Space")
        XCTAssertEqual(Key.function(5).name, "F5")
        XCTAssertEqual(Key.alt("1").name, "Alt-1")
        XCTAssertEqual(Key.backTab.name, "Shift-Tab")
        XCTAssertEqual(Key.pageDown.name, "PgDn")
    }
}
