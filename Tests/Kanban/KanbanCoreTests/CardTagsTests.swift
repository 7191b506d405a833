import Foundation
import Testing
@testable import KanbanCore

@Suite struct CardTagsTests {
    private func tags(_ text: String) -> [String] { CardTags.tags(inLine: text).map(\.text) }

    @Test func wordsAfterHashAreTags() {
        #expect(tags("#home and #회의 today") == ["home", "회의"])
        #expect(tags("(#work), #urgent! #a_b #x-y") == ["work", "urgent", "a_b", "x-y"])
        #expect(tags("#v2 #2026plan") == ["v2", "2026plan"])
        #expect(tags("#café #日本") == ["café", "日本"])
    }

    @Test func whatIsNotATag() {
        #expect(tags("#") == [])
        #expect(tags("# heading") == [])
        #expect(tags("a#b mail#x") == [])
        #expect(tags("##twice") == [])
        #expect(tags("issue #42") == [], "a number alone is an issue, not a tag")
        #expect(tags("end #") == [])
    }

    @Test func aTagEndsAtPunctuation() {
        #expect(tags("#home.") == ["home"])
        #expect(tags("#home/#work") == ["home", "work"])
        #expect(tags("#회의,#준비") == ["회의", "준비"])
    }

    @Test func caseIsFolded() {
        #expect(Tag("Home") == Tag("home"))
        #expect(Tag("HOME").folded == "home")
        #expect(Tag("회의") == Tag("회의"))
        #expect(Tag("회의") != Tag("회의록"))
        let card = Card(title: "#Home", body: "#home #HOME #work")
        #expect(CardTags.tags(of: card).map(\.text) == ["Home", "work"], "each tag once, as first written")
    }

    @Test func codeBlocksAndHeadingsInABodyHoldNoTags() {
        let body = """
        # heading
        see #plan
        ```
        # build
        make #target
        ```
        after #done
        ~~~sh
        #shell
        ~~~
        """
        #expect(CardTags.tags(inBody: body).map(\.text) == ["plan", "done"])
    }

    @Test func anUnclosedFenceRunsToTheEnd() {
        #expect(CardTags.tags(inBody: "#a\n```\n#b\n#c").map(\.text) == ["a"])
    }

    @Test func aLongTagIsWholeButShownCut() {
        let long = String(repeating: "가", count: 500)
        let found = CardTags.tags(inLine: "#\(long) rest")
        #expect(found.count == 1)
        #expect(found[0].text.count == 500)
        #expect(found[0].shown.count == Tag.shownLength + 1, "# and 50 characters")
        #expect(found[0].shown.hasSuffix("…"))
        #expect(Tag("short").shown == "#short")
        #expect(Tag(String(repeating: "a", count: 50)).shown == "#" + String(repeating: "a", count: 50))
    }

    @Test func rangesPointAtTheHashAndTheWord() {
        let line = Substring("buy #milk now")
        let found = CardTags.find(in: line)
        #expect(found.count == 1)
        #expect(line[found[0].range] == "#milk")
    }

    /// The colour is FNV-1a over the folded text: known values, the same
    /// in every process (Swift's own hash changes per process).
    @Test func colourIsAStableFunctionOfTheText() {
        #expect(Tag.fnv1a("") == 0x811C_9DC5)
        #expect(Tag.fnv1a("a") == 0xE40C_292C)
        #expect(Tag.fnv1a("foobar") == 0xBF9C_F968)
        #expect(Tag("Home").colorIndex(among: 12) == Tag("home").colorIndex(among: 12))
        #expect(Tag("home").colorIndex(among: 12) == Int(Tag.fnv1a("home") % 12))
        let spread = Set(["home", "work", "회의", "urgent", "later", "bug", "idea", "read"].map { Tag($0).colorIndex(among: 12) })
        #expect(spread.count > 3, "tags get different colours")
    }

    @Test func theFilterKeepsExactlyTheCardsWithTheTag() {
        let home = Card(title: "Fix the sink", body: "#Home")
        let homework = Card(title: "Maths #homework")
        let text = Card(title: "home office")
        let coded = Card(title: "Script", body: "```\n#home\n```")
        let filter = CardFilter("#home")
        #expect(filter.tag == Tag("home"))
        #expect(filter.matches(home))
        #expect(!filter.matches(homework))
        #expect(!filter.matches(text))
        #expect(!filter.matches(coded))
        #expect(CardFilter("#HOME").matches(home))
        #expect(CardFilter(" #home ").matches(home))
        let board = Board(cards: [home, homework, text, coded])
        #expect(board.cards(in: .todo, matching: filter).map(\.id) == [home.id])
    }

    @Test func aHashAloneOrTextIsSearchedAsBefore() {
        #expect(CardFilter("#").tag == nil)
        #expect(CardFilter("#").matches(Card(title: "PR #42")))
        #expect(!CardFilter("#").matches(Card(title: "no hash")))
        #expect(CardFilter("#home work").tag == nil)
        #expect(CardFilter("home").matches(Card(title: "#home")))
        #expect(CardFilter("#42").tag == nil)
        #expect(CardFilter("#42").matches(Card(title: "Review pull request #42")))
    }

    /// A line of ASCII is read byte by byte: the same tags at the same
    /// places as the rule read character by character finds.
    @Test func asciiLinesFindWhatTheCharacterRuleFinds() {
        var generator = SplitMix(state: 42)
        let pieces = ["#", "a", "Z", "9", "_", "-", " ", ".", "#x", "##", "#42", "\r\n", "\t", "a#b", "#-", "#_1"]
        for _ in 0..<2_000 {
            let line = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let slow = line + " é"  // not ASCII: read character by character
            func spans(_ text: String) -> [String] {
                CardTags.find(in: Substring(text)).map { found in
                    "\(found.tag.text)@\(text.utf8.distance(from: text.startIndex, to: found.range.lowerBound))"
                        + "-\(text.utf8.distance(from: text.startIndex, to: found.range.upperBound))"
                }
            }
            #expect(spans(line) == spans(slow), "\(line.debugDescription)")
        }
    }
}

/// A seeded generator: the same lines on every run.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
