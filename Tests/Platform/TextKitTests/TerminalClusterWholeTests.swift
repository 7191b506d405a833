import TextKit
import XCTest

/// Clusters drawn whole where the terminal said it draws them in the
/// columns bankui gives them, and in the agreed form everywhere else.
final class TerminalClusterWholeTests: XCTestCase {
    typealias Kind = TerminalCluster.Disputed

    func testEachKindIsRecognisedByWhatSetsItApart() {
        XCTAssertEqual(Kind("👩\u{200D}💻"), .joined)
        XCTAssertEqual(Kind("👨\u{200D}👩\u{200D}👧"), .joined)
        XCTAssertEqual(Kind("👍🏽"), .skinTone)
        XCTAssertEqual(Kind("❤\u{FE0F}"), .presentation)
        XCTAssertEqual(Kind("1\u{FE0F}\u{20E3}"), .presentation)
        XCTAssertEqual(Kind("🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"), .tagged)
        XCTAssertEqual(Kind("🏳\u{FE0F}\u{200D}🌈"), .joinedNarrow)
        XCTAssertEqual(Kind("🏃\u{200D}♀\u{FE0F}"), .joinedPresentation)
        XCTAssertEqual(Kind("👩🏽\u{200D}💻"), .joinedSkinTone)
        // Nothing disputed, or a mark that is never drawn whole.
        XCTAssertNil(Kind("a"))
        XCTAssertNil(Kind("e\u{301}"))
        XCTAssertNil(Kind("🇰🇷"))
        XCTAssertNil(Kind("葛\u{E0100}"))
        XCTAssertNil(Kind("❤\u{FE0E}"))
        // A skin tone with VS16 and a joiner: no example stands for it.
        XCTAssertNil(Kind("🏃🏽\u{200D}♀\u{FE0F}"))
        for kind in Kind.allCases {
            XCTAssertEqual(Kind(kind.example), kind, "\(kind)")
        }
    }

    func testAKindDrawnWholeKeepsItsWidthAndOnlyThatKindChanges() {
        let whole: Set<Kind> = [.joined, .presentation]
        let coder = TerminalCluster.form(of: "👩\u{200D}💻", drawnWhole: whole)
        XCTAssertEqual(String(coder.drawn), "👩\u{200D}💻")
        XCTAssertEqual(coder.width, 2)
        let heart = TerminalCluster.form(of: "❤\u{FE0F}", drawnWhole: whole)
        XCTAssertEqual(String(heart.drawn), "❤\u{FE0F}")
        XCTAssertEqual(heart.width, 1)
        // Not asked for: the agreed form, as with nothing drawn whole.
        let thumb = TerminalCluster.form(of: "👍🏽", drawnWhole: whole)
        XCTAssertEqual(String(thumb.drawn), "👍")
        XCTAssertEqual(thumb.width, 2)
        XCTAssertEqual(String(TerminalCluster.form(of: "👩\u{200D}💻", drawnWhole: []).drawn), "👩")
        XCTAssertEqual(String(TerminalCluster.agreedForm(of: "👩\u{200D}💻")), "👩")
        XCTAssertEqual(String(TerminalCluster.agreedForm(of: "🇰🇷")), "🇰🇷")
    }

    func testAKindIsDrawnWholeOnlyWhereTheTerminalGaveItsAgreedWidth() {
        // tmux 3.3a: 👩‍💻 2, 👍🏽 4, ❤️ 1, 🏴 tags 2, 🏳️‍🌈 1, 🏃‍♀️ 2, 👩🏽‍💻 4.
        XCTAssertTrue(Kind.joined.drawsWhole(inColumns: 2))
        XCTAssertFalse(Kind.joined.drawsWhole(inColumns: 4))
        XCTAssertFalse(Kind.skinTone.drawsWhole(inColumns: 4))
        XCTAssertTrue(Kind.presentation.drawsWhole(inColumns: 1))
        XCTAssertFalse(Kind.presentation.drawsWhole(inColumns: 2))  // kitty, foot
        XCTAssertTrue(Kind.joinedNarrow.drawsWhole(inColumns: 1))
        XCTAssertFalse(Kind.joinedSkinTone.drawsWhole(inColumns: 4))
    }
}
