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

    @Test func aPhraseWiderThanTheLineIsWrappedAsWords() {
        #expect(TextWrap.lines(phrases: ["terminal too small:", "x"], width: 10) == ["terminal", "too small:", "x"])
        #expect(TextWrap.lines(phrases: [], width: 10) == [""])
        #expect(TextWrap.lines(phrases: ["a"], width: 0).isEmpty)
    }
}
