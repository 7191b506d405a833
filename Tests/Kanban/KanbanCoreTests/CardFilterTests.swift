import Foundation
import Testing
@testable import KanbanCore

@Suite struct CardFilterTests {
    private func card(_ title: String, _ body: String = "") -> Card {
        Card(title: title, body: body)
    }

    @Test func caseAndSpacesAreIgnored() {
        #expect(CardFilter("report").matches(card("Write the REPORT")))
        #expect(CardFilter("writethe").matches(card("Write the report")))
        #expect(CardFilter("w r i t e").matches(card("Write")))
        #expect(CardFilter("  ").isEmpty)
        #expect(CardFilter("").matches(card("anything")))
        #expect(!CardFilter("reports").matches(card("Write the report")))
        #expect(CardFilter("ÉTÉ").matches(card("un été")))
        #expect(CardFilter("e\u{301}te\u{301}").matches(card("un été")), "decomposed query")
        #expect(CardFilter("été").matches(card("un e\u{301}te\u{301}")), "decomposed text")
    }

    @Test func titleAndBodyAreSearched() {
        let item = card("Groceries", "milk\nbread")
        #expect(CardFilter("bread").matches(item))
        #expect(CardFilter("MILK bread").matches(item), "line breaks are white space")
        #expect(!CardFilter("groceriesmilk").matches(item), "not across title and body")
    }

    @Test func hangulComposedOrDecomposed() {
        let nfc = card("한글 공부", "받아쓰기")
        let nfd = card("한글 공부".decomposedStringWithCanonicalMapping, "받아쓰기".decomposedStringWithCanonicalMapping)
        for query in ["한글", "한글공부", "글 공", "받아", "한글".decomposedStringWithCanonicalMapping, "공 부"] {
            #expect(CardFilter(query).matches(nfc), "\(query)")
            #expect(CardFilter(query).matches(nfd), "\(query)")
        }
        #expect(!CardFilter("한국").matches(nfc))
    }

    @Test func aSyllableBeingTypedAlreadyFinds() {
        let item = card("한글")
        #expect(CardFilter("하").matches(item), "하 is the start of 한")
        #expect(CardFilter("ㅎ").matches(item), "a lone consonant")
        #expect(CardFilter("한ㄱ").matches(item))
        #expect(!CardFilter("하나").matches(item), "the final ㄴ is not the next syllable's ㄴ")
        #expect(!CardFilter("ㄴ").matches(card("한")), "a final consonant is not a leading one")
    }

    @Test func boardFiltersEachColumnInOrder() {
        var board = Board.with(["Alpha", "beta", "ALPHABET", "gamma"])
        board.apply(board.moving(cardID(3), to: .done, at: instant())!.forward)
        let filter = CardFilter("alpha")
        #expect(board.cards(in: .todo, matching: filter).map(\.title) == ["Alpha"])
        #expect(board.cards(in: .done, matching: filter).map(\.title) == ["ALPHABET"])
        #expect(board.cards(in: .todo, matching: CardFilter("")).count == 3)
        // The cached text follows edits.
        board.apply(board.editing(cardID(4), title: "gamma alpha", body: "", deadline: nil, at: instant())!.forward)
        #expect(board.cards(in: .todo, matching: filter).map(\.title) == ["Alpha", "gamma alpha"])
        board.apply(board.editing(cardID(1), title: "one", body: "has alpha inside", deadline: nil, at: instant())!.forward)
        #expect(board.cards(in: .todo, matching: filter).map(\.title) == ["one", "gamma alpha"])
        // A board without the filter's index finds the same cards.
        let plain = Board(cards: Array(board.cards.values), tombstones: [], filterIndex: false)
        for column in KanbanColumn.allCases {
            #expect(plain.cards(in: column, matching: filter) == board.cards(in: column, matching: filter))
        }
    }
}
