import Foundation
import XCTest

/// An afternoon at the juice stand (README, Docs/JUICE.md): juices sold
/// by their numbers, one refused for want of strawberries with nothing
/// taken, the mangoes sold out, the stock raised from the question's `Yes`
/// with `]` and a typed count, and the juice that was short sold after
/// all; a Ctrl-Z and `fg` in the middle.
final class JuiceJourneyTests: JourneyTestCase {
    private struct Words: Sendable {
        let lang: String
        let title, editHint, strawberry, banana, mango: String
        let served1, served3, served7, enjoy, thanks: String
        let short, missingStrawberry, missingMango, yesNo, editor: String
    }

    private static let english = Words(
        lang: "en", title: "We make delicious juice for you!", editHint: "e Edit stock",
        strawberry: "🍓 Strawberry", banana: "🍌 Banana", mango: "🥭 Mango",
        served1: "Strawberry-banana juice is ready!", served3: "Strawberry juice is ready!", served7: "Mango juice is ready!",
        enjoy: "Enjoy!", thanks: "Thanks!", short: "Not enough fruit. Edit the stock?",
        missingStrawberry: "Missing: 🍓 Strawberry 16", missingMango: "Missing: 🥭 Mango 2", yesNo: "[ Yes ]  [ No ]",
        editor: "Add stock ─")

    private static let korean = Words(
        lang: "ko", title: "맛있는 쥬스를 만들어 드려요!", editHint: "e 재고수정",
        strawberry: "🍓 딸기", banana: "🍌 바나나", mango: "🥭 망고",
        served1: "딸바쥬스 나왔습니다!", served3: "딸기쥬스 나왔습니다!", served7: "망고쥬스 나왔습니다!",
        enjoy: "맛있게 드세요!", thanks: "잘 먹을게요!", short: "재료가 모자라요. 재고를 수정할까요?",
        missingStrawberry: "부족: 🍓 딸기 16개", missingMango: "부족: 🥭 망고 2개", yesNo: "[ 네 ]  [ 아니요 ]",
        editor: "재고 추가 ─")

    func testAnAfternoonAtTheJuiceStandInEnglish() throws {
        try journey(Self.english)
    }

    func testAnAfternoonAtTheJuiceStandInKorean() throws {
        try journey(Self.korean)
    }

    /// Whether the stock box's row of `fruit` ends with `count`.
    private func stock(_ screen: String, _ fruit: String, _ count: Int) -> Bool {
        screen.split(separator: "\n").contains { $0.contains(fruit) && $0.contains(" \(count) │") }
    }

    /// Orders juice `number`, reads that it is served, and says thanks.
    private func order(_ session: TmuxSession, _ number: String, served: String, _ words: Words) throws {
        try session.send(number)
        try see(session, served, words.enjoy, words.thanks)
        try session.send("Enter")
        try gone(session, served)
    }

    private func journey(_ words: Words) throws {
        let session = try start(["--tab", "juice", "--lang", words.lang], jobControl: true)
        try see(session, words.title, words.editHint)
        try see(session) { self.stock($0, words.strawberry, 10) && self.stock($0, words.mango, 10) }

        // `1`: strawberry-banana takes all ten strawberries and a banana.
        try order(session, "1", served: words.served1, words)
        try see(session) { self.stock($0, words.strawberry, 0) && self.stock($0, words.banana, 9) }
        // `3`: strawberry juice is short; No takes nothing (`n` in one
        // language, Esc in the other: JUICE.md names both).
        try session.send("3")
        let short = try see(session, words.short, words.missingStrawberry, words.yesNo)
        XCTAssertFalse(short.contains(words.served3), short)
        if words.lang == "en" {
            try session.send("n")
            try gone(session, words.short)
        } else {
            try escape(session, closing: words.short)
        }
        XCTAssertTrue(stock(try session.screen(), words.strawberry, 0))

        try suspendAndComeBack(session, showing: words.title)

        // `7` three times: the mangoes run down to one; the fourth is short.
        for left in [7, 4, 1] {
            try order(session, "7", served: words.served7, words)
            try see(session) { self.stock($0, words.mango, left) }
        }
        try session.send("7")
        try see(session, words.short, words.missingMango)
        // `y`: the stock editor, on the fruit that was short.
        try session.send("y")
        try see(session, words.editor, "> \(words.mango)")
        try session.send("]")  // ten more mangoes
        try see(session) { self.stock($0, words.mango, 11) }
        // Up to the strawberries, a count typed and set with Enter.
        try session.send("Up", "Up", "Up", "Up")
        try see(session, "> \(words.strawberry)")
        try type(session, "20")
        try session.send("Enter")
        try see(session) { self.stock($0, words.strawberry, 20) }
        // Esc closes the editor, keeping every change.
        try escape(session, closing: words.editor)
        let restocked = try see(session) { self.stock($0, words.strawberry, 20) && self.stock($0, words.mango, 11) }
        XCTAssertFalse(restocked.contains(words.served7), "no juice after a shortage: \(restocked)")

        // Now the strawberry juice and a mango juice are served.
        try order(session, "3", served: words.served3, words)
        try order(session, "7", served: words.served7, words)
        try see(session) { self.stock($0, words.strawberry, 4) && self.stock($0, words.mango, 8) }
        try altQ(session)
        try assertEndedAndRestored(session)
    }
}
