import Foundation
import Testing
@testable import KanbanCore

/// Names and who a card is for.
@Suite struct PeopleTests {
    private func name(_ text: String) -> PersonName? { try? PersonName.validated(text).get() }
    private func mentions(_ text: String) -> [String] { CardMentions.find(in: Substring(text)).map(\.name.text) }

    @Test func aNameIsOneWordOfUpToFortyCharacters() {
        #expect(name("민수")?.text == "민수")
        #expect(name("  jiyeon  ")?.text == "jiyeon", "spaces around it go")
        #expect(name("kim.minsu@laptop")?.text == "kim.minsu@laptop")
        #expect(name("a_b-c")?.text == "a_b-c")
        #expect(name("é") != nil && name("e\u{301}") != nil, "composed or with a combining mark")
        #expect(name(String(repeating: "가", count: 40)) != nil)
        #expect(PersonName.validated(String(repeating: "가", count: 41)) == .failure(.tooLong(count: 41)))
        #expect(PersonName.validated("") == .failure(.empty))
        #expect(PersonName.validated("   ") == .failure(.empty))
    }

    @Test func aHostileNameIsRefusedWithWhatItHolds() {
        #expect(PersonName.validated("민\u{200B}수") == .failure(.character("U+200B")), "a zero-width space")
        #expect(PersonName.validated("\u{1B}]0;x\u{07}") == .failure(.character("U+001B")))
        #expect(PersonName.validated("kim minsu") == .failure(.character("U+0020")))
        #expect(PersonName.validated("a\u{202E}b") == .failure(.character("U+202E")), "a right-to-left override")
        #expect(PersonName.validated("\u{3164}") == .failure(.character("U+3164")), "a Hangul filler")
        #expect(PersonName.validated(String(repeating: "x", count: 10_000)) == .failure(.tooLong(count: 10_000)))
    }

    @Test func aReceivedNameIsCleanedNotRefused() {
        #expect(PersonName.received("\u{1B}[31m민\u{200B}수\u{07}")?.text == "31m민수")
        #expect(PersonName.received(String(repeating: "x", count: 10_000))?.text.count == 40)
        #expect(PersonName.received("\u{200B}\u{7}") == nil)
        #expect(PersonName.received("\u{301}a")?.text == "a", "a mark with nothing before it")
    }

    @Test func theFallbackIsUserAtHost() {
        #expect(PersonName.fallback(user: "minsu", host: "laptop.example.com").text == "minsu@laptop")
        #expect(PersonName.fallback(user: nil, host: "laptop").text == "laptop")
        #expect(PersonName.fallback(user: "\u{1B}", host: nil).text == "someone")
    }

    @Test func mentionsAreNamesAfterAnAt() {
        #expect(mentions("Fix login @민수 and @jiyeon.") == ["민수", "jiyeon"])
        #expect(mentions("@kim.minsu@laptop, please") == ["kim.minsu@laptop"])
        #expect(mentions("mail me@example.com") == [], "an @ inside a word")
        #expect(mentions("@ 3pm, @3") == [], "no letter, no one")
        #expect(mentions("(@a)") == ["a"])
        #expect(mentions("@민\u{200B}수") == ["민"], "a name ends where a name cannot go on")
    }

    @Test func aCardIsForEveryoneItMentionsOutsideCode() {
        let card = Card(title: "Review @Minsu", body: "also @jiyeon\n```\n@nobody\n```\n@MINSU again")
        #expect(CardMentions.names(of: card).map(\.text) == ["Minsu", "jiyeon"])
        #expect(CardMentions.isFor(card, name("minsu")!))
        #expect(!CardMentions.isFor(card, name("nobody")!))
    }

    @Test func theFilterTakesAMentionAndMe() {
        let mine = Card(title: "Write the notes @민수")
        let theirs = Card(title: "Call the bank @jiyeon")
        let plain = Card(title: "민수 is mentioned without an at")
        let me = name("민수")
        #expect(CardFilter("@민수").matches(mine))
        #expect(!CardFilter("@민수").matches(theirs))
        #expect(!CardFilter("@민수").matches(plain), "a mention, not the word")
        #expect(CardFilter("@me", me: me).matches(mine))
        #expect(!CardFilter("@me", me: me).matches(theirs))
        #expect(CardFilter(" @JIYEON ").matches(theirs))
        #expect(CardFilter("@jiyeon bank").person == nil, "more than one mention is text")
        var board = Board(cards: [mine, theirs, plain])
        board = Board(cards: board.cards(in: .todo))
        #expect(board.cards(in: .todo, matching: CardFilter("@me", me: me)).map(\.title) == [mine.title])
    }
}
