import TextKit
import Testing
@testable import TerminalUI

/// A message made of phrases wraps between them, never inside one.
@Suite struct TextWrapPhraseTests {
    @Test func phrasesStayWholeOnALine() {
        let phrases = ["terminal too small:", "need 60×20,", "have 40×12"]
        #expect(TextWrap.lines(phrases: phrases, width: 40) == ["terminal too small: need 60×20,", "have 40×12"])
        #expect(TextWrap.lines(phrases: phrases, width: 25) == ["terminal too small:", "need 60×20, have 40×12"])
        #expect(TextWrap.lines(phrases: phrases, width: 80) == ["terminal too small: need 60×20, have 40×12"])
        let korean = ["터미널이 너무 작습니다:", "60×20 필요,", "현재 40×12"]
        #expect(TextWrap.lines(phrases: korean, width: 40) == ["터미널이 너무 작습니다: 60×20 필요,", "현재 40×12"])
    }

    /// Help rows split "1 2 3" and "이번 주" across lines; a no-break
    /// space keeps them together.
    @Test func aNoBreakSpaceNeverBreaks() {
        let text = "이동 메뉴: TODO로 / DOING으로 / DONE으로 이동 (1\u{00A0}2\u{00A0}3으로도)"
        for width in 12...60 {
            let lines = TextWrap.lines(text, width: width)
            #expect(lines.contains { $0.contains("1\u{00A0}2\u{00A0}3") }, "width \(width): \(lines)")
        }
    }

    @Test func aPhraseWiderThanTheLineIsWrappedAsWords() {
        #expect(TextWrap.lines(phrases: ["terminal too small:", "x"], width: 10) == ["terminal", "too small:", "x"])
        #expect(TextWrap.lines(phrases: [], width: 10) == [""])
        #expect(TextWrap.lines(phrases: ["a"], width: 0).isEmpty)
    }
}

/// What is measured is what is drawn: the screen's cleaner runs before a
/// line is wrapped or cut, so an escape sequence is never split into
/// visible pieces and a control takes the column its picture takes.
@Suite struct MeasuringCleanTextTests {
    @Test func wrappingNeverSplitsAnEscapeSequence() {
        let text = "one \u{1B}]0;PWN\u{07}two \u{1B}[31mthree\u{1B}[0m four five"
        for width in 1...30 {
            let lines = TextWrap.lines(text, width: width)
            for line in lines {
                #expect(TerminalText.sanitize(line) == line, "width \(width): \(lines)")
                #expect(DisplayWidth.of(line) <= width, "width \(width): \(lines)")
            }
            #expect(lines.joined(separator: " ").split(separator: " ").joined(separator: "")
                    .replacingOccurrences(of: "…", with: "") .contains("PWN") == false)
        }
        #expect(TextWrap.lines(text, width: 80) == ["one two three four five"])
    }

    @Test func cuttingNeverSplitsAnEscapeSequence() {
        let text = "ab\u{1B}[31mcdefgh\u{1B}]0;title\u{07}ij"
        for width in 0...12 {
            let cut = DisplayWidth.truncate(text, to: width, ellipsis: "…")
            #expect(TerminalText.sanitize(cut) == cut, "width \(width): \(cut.debugDescription)")
            #expect(DisplayWidth.of(cut) <= width)
        }
        #expect(DisplayWidth.truncate(text, to: 4) == "abcd")
        #expect(DisplayWidth.of(text) == 10, "measured as drawn: abcdefghij")
        #expect(DisplayWidth.of("a\u{0}b") == 3, "a control is drawn as its picture, one column")
    }
}
