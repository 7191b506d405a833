import Foundation
import XCTest

/// A kanban day (README, Docs/KANBAN.md): a board of one's own, a card
/// with a deadline, a tag and a checklist, another card, the tag's filter,
/// a tick, moves through the move menu and `L`; then a quit, a restart that
/// finds it all, and `u` undoing what was done before the restart.
final class KanbanJourneyTests: JourneyTestCase {
    private struct Words: Sendable {
        let lang: String
        let empty, newHint, boards1, boards2, newBoard, newCard, filterCount, checklist, moveToDoing: String
        let card, tag, tick1, tick2, other, board, deadline, history, needsTitle: String
        /// Friday of next week, as a person says it.
        let nextWeekFriday: String
        let exportTitle, wrote: String
        /// The date as the card shows it.
        let date: @Sendable (DateComponents) -> String
        let undid, undidToDone, undidToDoing, movedToDoing: String
    }

    private static let english = Words(
        lang: "en", empty: "No cards. n adds one.", newHint: "n New", boards1: "Boards 1", boards2: "Boards 2",
        newBoard: "New board", newCard: "New card · TODO", filterCount: "1 of 2 cards", checklist: "Checklist · ",
        moveToDoing: "[ Move to DOING ]", card: "Plan the trip #travel", tag: "#travel", tick1: "tickets", tick2: "hotel",
        other: "Pack the bags", board: "Trip", deadline: "tomorrow", history: "┌ History ",
        needsTitle: "A card needs a title.", nextWeekFriday: "fri next week", exportTitle: "Export the board", wrote: "Wrote 2 cards to",
        date: { String(format: "%04d-%02d-%02d", $0.year!, $0.month!, $0.day!) },
        undid: "Undid: Moved 'Plan the trip",
        undidToDone: "Undid: Moved 'Plan the trip #travel' from DOING to DONE",
        undidToDoing: "Undid: Moved 'Plan the trip #travel' from TODO to DOING",
        movedToDoing: "Moved 'Plan the trip #travel' from TODO to DOING")

    private static let korean = Words(
        lang: "ko", empty: "카드가 없습니다", newHint: "n 새 카드", boards1: "보드 1", boards2: "보드 2",
        newBoard: "새 보드", newCard: "새 카드 · TODO", filterCount: "카드 2개 중 1개", checklist: "체크리스트 · ",
        moveToDoing: "[ DOING으로 이동 ]", card: "여행 계획 #여행", tag: "#여행", tick1: "기차표", tick2: "숙소",
        other: "짐 싸기", board: "여행", deadline: "내일", history: "┌ 변경 내역 ",
        needsTitle: "제목을 입력하세요.", nextWeekFriday: "다음 주 금요일", exportTitle: "보드 내보내기", wrote: "카드 2장을",
        date: { "\($0.year!). \($0.month!). \($0.day!)." },
        undid: "되돌림: '여행 계획 #",
        undidToDone: "되돌림: '여행 계획 #여행'을 DOING에서 DONE으로 옮겼습니다.",
        undidToDoing: "되돌림: '여행 계획 #여행'을 TODO에서 DOING으로 옮겼습니다.",
        movedToDoing: "'여행 계획 #여행'을 TODO에서 DOING으로 옮겼습니다.")

    func testAKanbanDayInEnglish() throws {
        try journey(Self.english)
    }

    func testAKanbanDayInKorean() throws {
        try journey(Self.korean)
    }

    /// The column (0 TODO, 1 DOING, 2 DONE) whose box shows a card titled
    /// `title` at 80 columns, or nil when none shows it.
    private func column(of title: String, in screen: String) -> Int? {
        for line in screen.split(separator: "\n") {
            guard let range = line.range(of: "│ \(title) ") else { continue }
            let x = line[..<range.lowerBound].reduce(0) { $0 + (Self.isWide($1) ? 2 : 1) }
            return x < 26 ? 0 : x < 53 ? 1 : 2
        }
        return nil
    }

    /// Hangul takes two columns; the rest of a kanban line here, one.
    private static func isWide(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        return (0x1100...0x115F).contains(value) || (0x3130...0x318F).contains(value) || (0xAC00...0xD7A3).contains(value)
    }

    private func journey(_ words: Words) throws {
        let tomorrow = Calendar.current.dateComponents([.year, .month, .day],
                                                       from: Calendar.current.date(byAdding: .day, value: 1, to: Date())!)
        let date = words.date(tomorrow)
        // Friday of next week (Monday to Sunday): 12 days on from a Monday.
        let weekday = (Calendar.current.component(.weekday, from: Date()) + 5) % 7 + 1
        let friday = words.date(Calendar.current.dateComponents([.year, .month, .day],
                                                                from: Calendar.current.date(byAdding: .day, value: 12 - weekday, to: Date())!))
        do {
            let session = try start(["--tab", "kanban", "--lang", words.lang])
            try see(session, words.empty, words.newHint)

            // `b`, `n`: a board of one's own, then Enter shows it.
            try session.send("b")
            try see(session, words.boards1)
            try session.send("n")
            try see(session, words.newBoard)
            try type(session, words.board)
            try session.send("Enter")
            try see(session, words.boards2)
            try session.send("Enter")
            try see(session, "\(words.board) (2/2)", words.empty)

            // `n`: the editor; Enter with nothing typed keeps it open and
            // asks for a title. A card with a tag in its title, a deadline
            // read at once, and a checklist in its body; Ctrl-S saves it.
            try session.send("n")
            try see(session, words.newCard)
            try session.send("Enter")
            try see(session, words.newCard, words.needsTitle)
            try type(session, words.card)
            try session.send("Tab")
            try type(session, words.deadline)
            try see(session, "→ \(date)")
            try session.send("Tab")
            try type(session, "- [ ] \(words.tick1)")
            try session.send("Enter")
            try type(session, "- [ ] \(words.tick2)")
            try session.send("C-s")
            try see(session, "\(date)  ☑ 0/2", "TODO 1")
            // Another card, due as a person says it, read at once; Enter
            // in the deadline saves it.
            try session.send("n")
            try see(session, words.newCard)
            try type(session, words.other)
            try session.send("Tab")
            try type(session, words.nextWeekFriday)
            try see(session, "→ \(friday)")
            try session.send("Enter")
            try see(session, "TODO 2", friday)

            // `X` writes the board to a file typed by path; Esc first closes
            // it unwritten, then Enter writes and says so.
            let exported = folder.appendingPathComponent("board.md")
            try session.send("X")
            try see(session, words.exportTitle)
            try escape(session, closing: words.exportTitle)
            try session.send("X")
            try type(session, exported.path)
            try session.send("Enter")
            try see(session, words.wrote)
            let written = try String(contentsOf: exported, encoding: .utf8)
            XCTAssertTrue(written.contains("- \(words.other)"), written)

            // `/#tag` keeps the cards with that tag; Esc clears the filter.
            try session.send("/")
            try type(session, words.tag)
            try see(session, words.filterCount, "TODO 1/2")
            try escape(session, closing: words.filterCount)
            try see(session, "TODO 2")

            // `k` chooses the first card, `x` opens its checklist, Space ticks.
            try session.send("k")
            try session.send("x")
            try see(session, words.checklist, "[ ] \(words.tick1)")
            try session.send("Space")
            try see(session, "[x] \(words.tick1)", "☑ 1/2")
            try escape(session, closing: words.checklist)

            // `m`: the move menu with the next column chosen; Enter moves
            // the card to DOING, `L` on to DONE.
            try session.send("m")
            try see(session, words.moveToDoing)
            try session.send("Enter")
            try see(session) { self.column(of: words.card, in: $0) == 1 && $0.contains("DOING 1") }
            try session.send("L")
            try see(session) { self.column(of: words.card, in: $0) == 2 && $0.contains("DONE 1") }
            try resizeAndBack(session, showing: words.card, hint: words.newHint)
            try session.send("q")
            try assertEndedAndRestored(session)
        }

        // Started again: the board shown, the cards where they were, and
        // `u` undoes the moves made before the restart, one at a time.
        let session = try start(["--tab", "kanban", "--lang", words.lang])
        let board = try see(session) { self.column(of: words.card, in: $0) == 2 && self.column(of: words.other, in: $0) == 0 }
        XCTAssertTrue(board.contains("\(words.board) (2/2)") && board.contains("☑ 1/2"), board)
        try session.send("u")
        try see(session, words.undidToDone)
        try see(session) { self.column(of: words.card, in: $0) == 1 }
        try session.send("u")
        try see(session, words.undidToDoing)
        try see(session) { self.column(of: words.card, in: $0) == 0 && $0.contains("TODO 2") && $0.contains(date) }
        // `v`: the history, newest first, with what happened before the restart.
        try session.send("v")
        // (An undo's line may be cut in the middle of the title to fit.)
        let history = try see(session, words.history, words.undid, words.movedToDoing)
        let undone = try XCTUnwrap(history.range(of: words.undid)), moved = try XCTUnwrap(history.range(of: words.movedToDoing))
        XCTAssertLessThan(undone.lowerBound, moved.lowerBound, history)
        try escape(session, closing: words.history)
        try altQ(session)
        try assertEndedAndRestored(session)
    }
}
