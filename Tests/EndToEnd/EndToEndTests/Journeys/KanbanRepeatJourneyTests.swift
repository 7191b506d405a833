import Foundation
import XCTest

/// A card that repeats, as a new user meets it (Docs/KANBAN.md): typed in
/// the editor's last field, Repeat, and read at once with its next date; done, it
/// makes the next one and says so; `u` takes both back; `s` skips one;
/// Esc, a resize, Alt-q and a restart keep it all.
final class KanbanRepeatJourneyTests: JourneyTestCase {
    private struct Words: Sendable {
        let lang, newCard, card, fri, weekly, reads, mark, next, skipped, empty: String
        let date: @Sendable (DateComponents) -> String
    }

    private static let english = Words(
        lang: "en", newCard: "New card · TODO", card: "Water the plants", fri: "fri", weekly: "weekly",
        reads: "→ every week · next", mark: "↻ 1w", next: "next", skipped: "this time.",
        empty: "No cards",
        date: { String(format: "%04d-%02d-%02d", $0.year!, $0.month!, $0.day!) })

    private static let korean = Words(
        lang: "ko", newCard: "새 카드 · TODO", card: "화분 물 주기", fri: "금", weekly: "매주",
        reads: "→ 매주 · 다음", mark: "↻ 1주", next: "다음", skipped: "이번만 건너뛰었습니다.", empty: "카드가 없습니다",
        date: { "\($0.year!). \($0.month!). \($0.day!)." })

    func testARepeatingCardInEnglish() throws {
        try journey(Self.english)
    }

    func testARepeatingCardInKorean() throws {
        try journey(Self.korean)
    }

    private func journey(_ words: Words) throws {
        let calendar = Calendar.current
        func day(_ offset: Int) -> String {
            words.date(calendar.dateComponents([.year, .month, .day], from: calendar.date(byAdding: .day, value: offset, to: Date())!))
        }
        // The coming Friday (never today), the next after it, the one after.
        let untilFriday = (6 - calendar.component(.weekday, from: Date()) + 7) % 7
        let friday = untilFriday == 0 ? 7 : untilFriday
        do {
            let session = try start(["--tab", "kanban", "--lang", words.lang])
            try see(session, words.empty)
            // `n`, a title, Tab, `fri`, Tab, `weekly`: read at once with
            // the next card's date; Enter saves it and the card shows ↻.
            try session.send("n")
            try see(session, words.newCard)
            try type(session, words.card)
            try session.send("Tab")
            try type(session, words.fri)
            // Past Body to Repeat, the last field.
            try session.send("Tab")
            try session.send("Tab")
            try type(session, words.weekly)
            try see(session, words.reads, day(friday + 7))
            try session.send("Enter")
            try see(session, words.mark, day(friday), "TODO 1")

            // `L` twice: done, and the next one is in TODO, said on one row.
            try session.send("L")
            try see(session, "DOING 1")
            try session.send("L")
            try see(session, "DONE 1", "TODO 1", words.next, day(friday + 7))
            // `u`: both back, one step.
            try session.send("u")
            try see(session, "DOING 1", "TODO 0")
            try session.send("C-r")
            try see(session, "DONE 1", "TODO 1")

            // `s` on the next card skips it: the one after it is made.
            try session.send("h")
            try session.send("h")
            try session.send("S")
            try see(session, words.skipped, day(friday + 14))
            try resizeAndBack(session, showing: words.mark, hint: "n ")
            try altQ(session)
            try assertEndedAndRestored(session)
        }
        // Started again: still repeating, dated where it was.
        let session = try start(["--tab", "kanban", "--lang", words.lang])
        try see(session, words.mark, day(friday + 14), "DONE 1", "TODO 1")
        // Esc on an opened card with nothing changed closes it, as always.
        try session.send("e")
        try see(session, words.reads)
        try escape(session, closing: words.reads)
        try altQ(session)
        try assertEndedAndRestored(session)
    }
}
