import Foundation
import Testing
@testable import KanbanCore
import TextKit

@Suite struct CardTextTests {
    @Test func escapeSequencesAreRemovedWhole() {
        #expect(CardText.cleanTitle("\u{1B}[31mred\u{1B}[0m text") == "red text")
        #expect(CardText.cleanTitle("a\u{1B}[2J\u{1B}[Hb") == "ab")
        #expect(CardText.cleanTitle("\u{1B}]0;owned\u{07}title") == "title")
        #expect(CardText.cleanTitle("\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\") == "link")
        #expect(CardText.cleanTitle("x\u{1B}(By") == "xy")
        #expect(CardText.cleanTitle("x\u{1B}") == "x")
        #expect(CardText.cleanBody("one\u{1B}[1mtwo\nthree\u{1B}[?25l") == "onetwo\nthree")
    }

    @Test func controlsC1AndDELAreRemoved() {
        #expect(CardText.cleanTitle("a\u{0}b\u{7}c\u{8}d\u{7F}e") == "abcde")
        #expect(CardText.cleanTitle("a\u{85}b\u{9B}31mc\u{9D}0;x\u{9C}d") == "abcd")
        #expect(CardText.cleanBody("a\u{0}\u{7F}\u{80}\u{9F}b") == "ab", "an unterminated string keeps its text")
        #expect(CardText.cleanTitle("\u{1B}]0;not closed") == "0;not closed")
    }

    @Test func bidiControlsAreRemoved() {
        let text = "invoice\u{202E}fdp.exe\u{202C} \u{2066}x\u{2069}\u{200F}\u{061C}"
        #expect(CardText.cleanTitle(text) == "invoicefdp.exe x")
        #expect(CardText.cleanBody("\u{202A}a\u{202B}\nb\u{202D}") == "a\nb")
    }

    @Test func aTitleIsOneTrimmedLine() {
        #expect(CardText.cleanTitle("  first\nsecond\r\nthird\tend  ") == "first second third end")
        #expect(CardText.cleanTitle("\n\n  \t") == "")
        #expect(CardText.cleanTitle("a\u{2028}b") == "a b")
    }

    @Test func aBodyKeepsItsLineBreaks() {
        #expect(CardText.cleanBody("a\r\nb\rc\nd\u{2029}e\tf") == "a\nb\nc\nd\ne f")
        #expect(CardText.cleanBody("  indented\n\n") == "  indented\n\n")
    }

    @Test func limitsCountCharacters() {
        let hangul = String(repeating: "한", count: 300)
        #expect(CardText.cleanTitle(hangul) == String(repeating: "한", count: 100))
        let body = String(repeating: "a", count: 50_000)
        #expect(CardText.cleanBody(body).count == 1000)
        let emoji = String(repeating: "👩‍👩‍👧", count: 150)
        #expect(CardText.cleanTitle(emoji).count == 100)
        #expect(CardText.cleanBody(String(repeating: "가나\n", count: 1000)).count == 1000)
        // Cut, then trimmed: no trailing space where the cut fell.
        #expect(CardText.cleanTitle(String(repeating: "a", count: 99) + " b") == String(repeating: "a", count: 99))
    }

    @Test func decomposedHangulIsComposed() {
        let nfd = "한글".decomposedStringWithCanonicalMapping
        #expect(nfd.unicodeScalars.count == 6)
        #expect(CardText.cleanTitle(nfd).unicodeScalars.count == 2)
        #expect(CardText.cleanTitle(nfd) == "한글")
    }
}

/// Titles and names of invisible characters only, and text that arrives
/// from the shared board's server or leaves through an export.
@Suite struct CardTextPathTests {
    @Test func aTitleOfInvisibleCharactersOnlyIsEmpty() {
        for title in ["\u{200B}\u{200B}", "\u{3164}", "\u{2800}\u{2800}", "\u{FEFF}", "\u{200D}\u{FE0F}"] {
            #expect(CardText.cleanTitle(title) == "")
        }
        #expect(CardText.cleanTitle("\u{200B}a") == "\u{200B}a")
    }

    @Test func aTitleOfTwoHundredThousandMarksIsCut() {
        let title = CardText.cleanTitle("e" + String(repeating: "\u{301}", count: 200_000))
        #expect(title.unicodeScalars.count <= 32)
    }

    /// A hostile peer's title reached the database uncleaned, then the
    /// screen of whoever exported the board.
    @Test func textFromTheServerIsCleanedBeforeItIsStored() {
        let hostile = "\"\\u001b[2J\\u001b]0;PWNED\\u0007title\\u009b31m\""
        #expect(CardChange.Value(field: .title, json: hostile) == .title("title"))
        #expect(CardChange.Value(field: .body, json: "\"a\\u001b[31m\\nb\\u202e\"") == .body("a\nb"))
    }

    /// Markdown is read on terminals: what it writes passes the cleaner,
    /// whatever a card holds.
    @Test func markdownExportWritesNoControl() {
        let card = Card(title: "\u{1B}[2Jtitle\u{7}", body: "line\u{1B}]0;x\u{7}\nnext\u{9B}1m", column: .todo)
        let text = KanbanExport.markdown(Board(cards: [card]))
        #expect(!text.unicodeScalars.contains { UntrustedText.isForbidden($0) && $0 != "\n" })
        #expect(text.contains("- title\n  line\n  next\n"))
    }

    /// JSON keeps the text exactly and escapes every control instead.
    @Test func jsonEscapesBidiControlsToo() {
        #expect(KanbanExport.quoted("a\u{202E}b\u{1B}") == "\"a\\u202eb\\u001b\"")
    }
}
