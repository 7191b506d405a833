import TextKit
import XCTest

final class DisplayWidthTests: XCTestCase {
    func testASCII() {
        XCTAssertEqual(DisplayWidth.of("hello"), 5)
        XCTAssertEqual(DisplayWidth.of(""), 0)
        XCTAssertEqual(DisplayWidth.of(" "), 1)
    }

    func testHangulIsTwoColumnsPerSyllable() {
        XCTAssertEqual(DisplayWidth.of("한글"), 4)
        XCTAssertEqual(DisplayWidth.of("12 - 예금"), 9)
        XCTAssertEqual(DisplayWidth.of("업무시간 - 00:00:000"), 20)
    }

    func testDecomposedHangulJamoIsOneSyllableWide() {
        // ᄒ ᅡ ᆫ (U+1112 U+1161 U+11AB): a leading consonant and two joining jamo.
        XCTAssertEqual(DisplayWidth.of("\u{1112}\u{1161}\u{11AB}"), 2)
    }

    func testCJKAndFullwidth() {
        XCTAssertEqual(DisplayWidth.of("中文"), 4)
        XCTAssertEqual(DisplayWidth.of("日本語"), 6)
        XCTAssertEqual(DisplayWidth.of("ＡＢ"), 4)
    }

    func testEmoji() {
        XCTAssertEqual(DisplayWidth.of("🍓"), 2)
        XCTAssertEqual(DisplayWidth.of("🍓🍌"), 4)
    }

    func testCombiningMarkTakesNoColumn() {
        XCTAssertEqual(DisplayWidth.of("e\u{301}"), 1)
        XCTAssertEqual(DisplayWidth.of("cafe\u{301}"), 4)
        XCTAssertEqual(DisplayWidth.of("\u{301}" as Unicode.Scalar), 0)
    }

    func testZWJSequenceIsOneWideCharacter() {
        XCTAssertEqual(DisplayWidth.of("👨‍👩‍👧"), 2)
    }

    func testFlagIsTwoColumns() {
        XCTAssertEqual(DisplayWidth.of("🇰🇷"), 2)
        XCTAssertEqual(DisplayWidth.of("🇰🇷🇯🇵"), 4)
    }

    func testVariationSelector16IsLeftOffSoEveryTerminalAgrees() {
        // tmux draws ☺️ in 1 column, kitty in 2: drawn without the selector.
        XCTAssertEqual(DisplayWidth.of("☺"), 1)
        XCTAssertEqual(DisplayWidth.of("☺\u{FE0F}"), 1)
    }

    /// A string is measured as it is drawn: a control shows as its
    /// picture (one column), an escape sequence is removed whole. (A lone
    /// control character measured alone still takes none.)
    func testControlCharactersAreMeasuredAsDrawn() {
        XCTAssertEqual(DisplayWidth.of("\u{1B}"), 0)
        XCTAssertEqual(DisplayWidth.of("a\u{7}b"), 3)
        XCTAssertEqual(DisplayWidth.of("\u{7F}"), 1)
        XCTAssertEqual(DisplayWidth.of("\u{9B}"), 0, "a C1 CSI with nothing after it goes whole")
        XCTAssertEqual(DisplayWidth.of("a\u{1B}[31mb"), 2)
        XCTAssertEqual(DisplayWidth.of(Character("\u{7}")), 0)
    }

    func testSanitizeRemovesWholeSequencesAndShowsControlsAsPictures() {
        XCTAssertEqual(TerminalText.sanitize("\u{1B}[31mred"), "red")
        XCTAssertEqual(TerminalText.sanitize("a\u{1B}b"), "a")
        XCTAssertEqual(TerminalText.sanitize("a\u{0}b\u{7}c"), "a␀b␇c")
        XCTAssertEqual(TerminalText.sanitize("line\nnext\ttab\r"), "line␊next␉tab␊")
        XCTAssertEqual(TerminalText.sanitize("del\u{7F}"), "del␡")
        XCTAssertEqual(TerminalText.sanitize("csi\u{9B}"), "csi")
        XCTAssertEqual(TerminalText.sanitize("c1\u{85}"), "c1\u{FFFD}")
        XCTAssertEqual(TerminalText.sanitize("plain 한글 🍓"), "plain 한글 🍓")
    }

    func testSanitizeRemovesBidiOverridesAndIsolates() {
        XCTAssertEqual(TerminalText.sanitize("abc\u{202E}fed\u{202C}"), "abcfed")
        XCTAssertEqual(TerminalText.sanitize("\u{2066}x\u{2069}\u{200F}\u{061C}"), "x")
        XCTAssertFalse(TerminalText.isSafe("\u{202D}"))
        XCTAssertTrue(TerminalText.isSafe("한"))
    }

    func testTruncateNeverSplitsAWideCharacter() {
        XCTAssertEqual(DisplayWidth.truncate("한글한", to: 3), "한")
        XCTAssertEqual(DisplayWidth.truncate("한글한", to: 5), "한글")
        XCTAssertEqual(DisplayWidth.truncate("한글한", to: 1), "")
        XCTAssertEqual(DisplayWidth.truncate("a한b", to: 2), "a")
        XCTAssertEqual(DisplayWidth.truncate("🍓🍓", to: 3), "🍓")
        XCTAssertEqual(DisplayWidth.truncate("abc", to: -4), "")
    }

    func testTruncateWithEllipsisFitsForEveryWidth() {
        let samples = ["한글한글한글", "a한b글c", "🍓🇰🇷👨‍👩‍👧x", "cafe\u{301} au lait", "plain ascii text"]
        for text in samples {
            for width in 0...20 {
                let cut = DisplayWidth.truncate(text, to: width, ellipsis: "…")
                XCTAssertLessThanOrEqual(DisplayWidth.of(cut), width, "\(text) at \(width)")
                if DisplayWidth.of(text) > width && width >= 1 {
                    XCTAssertTrue(cut.hasSuffix("…"), "\(text) at \(width): \(cut)")
                }
            }
        }
        XCTAssertEqual(DisplayWidth.truncate("한글한", to: 4, ellipsis: "…"), "한…")
        XCTAssertEqual(DisplayWidth.truncate("한글한", to: 6, ellipsis: "…"), "한글한")
    }

    func testPad() {
        XCTAssertEqual(DisplayWidth.pad("한", to: 5), "한   ")
        XCTAssertEqual(DisplayWidth.pad("한글", to: 3), "한 ")
    }
}
