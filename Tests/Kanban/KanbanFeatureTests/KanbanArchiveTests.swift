import TextKit
import Foundation
import KanbanCore
import ScreenTesting
import TabKit
import TerminalUI
import Testing
@testable import KanbanFeature

/// In the tab: DONE's cards done more than 14 days ago (the board's
/// setting) leave DONE for the archive; `A` shows them marked, `r` puts
/// one back, `W` sets the days, Esc or `A` hides them; the filter and the
/// export take them while they are shown.
@MainActor
@Suite struct KanbanArchiveTests {
    private func day(_ iso: String) -> Deadline { Deadline(iso: iso)! }

    private func type(_ kanban: KanbanHarness, _ text: String) {
        for character in text { kanban.send(.character(character)) }
    }

    /// Today is 2026-11-23 (the test clock): done on 10-01 and 11-08 is
    /// more than 14 days ago, 11-09 and 11-20 are not, a card of no known
    /// day stays.
    private func board() -> StandInKanbanStore {
        let cards = [
            Card(title: "Plan", column: .todo, position: "a0"),
            Card(title: "Old report", column: .done, position: "a0", doneOn: day("2026-10-01")),
            Card(title: "Two weeks and a day", column: .done, position: "a1", doneOn: day("2026-11-08")),
            Card(title: "Two weeks", column: .done, position: "a2", doneOn: day("2026-11-09")),
            Card(title: "Shipped", column: .done, position: "a3", doneOn: day("2026-11-20")),
            Card(title: "Imported", column: .done, position: "a4"),
        ]
        return StandInKanbanStore(cards: cards)
    }

    @Test(arguments: Language.allCases)
    func doneCardsOlderThanTheDaysLeaveDoneAndComeBack(language: Language) throws {
        let store = board()
        let kanban = KanbanHarness(store: store, language: language)
        let done = { kanban.tab.cards(.done).map(\.title) }
        #expect(done() == ["Two weeks", "Shipped", "Imported"])
        #expect(kanban.screen.contains("DONE 3"), "\(kanban.screen)")
        #expect(kanban.screen.contains(language == .en ? "+2 archived" : "보관 2장"), "\(kanban.screen)")
        assertSnapshot(kanban.driver, named: "kanban-archive-hidden-\(language)")

        // `A` shows them, marked, with what the archive is and its keys.
        kanban.send(.character("A"))
        #expect(done() == ["Old report", "Two weeks and a day", "Two weeks", "Shipped", "Imported"])
        #expect(kanban.screen.contains("⌂ Old report"), "\(kanban.screen)")
        #expect(!kanban.screen.contains("⌂ Two weeks\n") && !kanban.screen.contains("⌂ Shipped"))
        #expect(kanban.screen.contains(language == .en ? "⌂ Archive: 2 done over 14 days ago" : "⌂ 보관함: 14일 넘은 2장"),
                "\(kanban.screen)")
        assertSnapshot(kanban.driver, named: "kanban-archive-shown-\(language)")

        // `r` on a card that is not in it says so; on one that is, puts it back.
        kanban.send(.character("l"), .character("l"), .end)
        #expect(kanban.tab.chosenCard?.title == "Imported")
        kanban.send(.character("r"))
        #expect(kanban.screen.contains(language == .en ? "'Imported' is not in the archive." : "'Imported' 카드는 보관함에 없습니다."),
                "\(kanban.screen)")
        kanban.send(.home)
        #expect(kanban.tab.chosenCard?.title == "Old report")
        kanban.send(.character("r"))
        #expect(store.state.board.cards.values.first { $0.title == "Old report" }?.doneOn == day("2026-11-23"))
        #expect(kanban.screen.contains(language == .en ? "Put 'Old report' back from the archive." : "보관함에서 꺼냈습니다"),
                "\(kanban.screen)")
        #expect(!kanban.screen.contains("⌂ Old report"))
        // Esc hides the archive; the card put back stays on the board.
        kanban.send(.escape)
        #expect(done() == ["Old report", "Two weeks", "Shipped", "Imported"])
        #expect(kanban.screen.contains(language == .en ? "+1 archived" : "보관 1장"), "\(kanban.screen)")
        // `u` sends it back.
        kanban.send(.character("u"))
        #expect(done() == ["Two weeks", "Shipped", "Imported"])
        #expect(store.state.board.cards.values.first { $0.title == "Old report" }?.doneOn == day("2026-10-01"))
    }

    @Test(arguments: Language.allCases)
    func theDaysAreTheBoardsAndShared(language: Language) throws {
        let store = board()
        let kanban = KanbanHarness(store: store, language: language, size: Size(width: 200, height: 60))
        kanban.send(.character("A"), .character("W"))
        #expect(kanban.screen.contains(language == .en ? "Archive of DONE" : "DONE 보관"), "\(kanban.screen)")
        assertSnapshot(kanban.driver, named: "kanban-archive-days-\(language)")
        // A word that is no number is refused, the dialog stays.
        type(kanban, "soon")
        kanban.send(.enter)
        #expect(kanban.screen.contains(language == .en ? "Days are a number from 0" : "날수는 0(안 함)에서"), "\(kanban.screen)")
        kanban.send(.control("u"))
        type(kanban, "60")
        kanban.send(.enter)
        #expect(store.state.board.wip(of: BoardInfo.firstID).archiveAfter == 60)
        #expect(kanban.tab.archivedCount == 0)
        #expect(kanban.tab.cards(.done).count == 5)
        #expect(kanban.screen.contains(language == .en ? "go to the archive after 60 days" : "60일 뒤 보관함으로"), "\(kanban.screen)")
        // 0: never; the history says so; `u` takes it back to the default.
        kanban.send(.character("W"))
        type(kanban, "0")
        kanban.send(.enter)
        #expect(store.state.board.wip(of: BoardInfo.firstID).archiveAfter == 0)
        #expect(kanban.screen.contains(language == .en ? "now stay on the board" : "이제 보드에 남습니다"), "\(kanban.screen)")
        kanban.send(.character("u"), .character("u"))
        #expect(store.state.board.wip(of: BoardInfo.firstID) == .none)
        #expect(kanban.tab.archivedCount == 2)
        // Outside the archive, `W` is the column's limit as before.
        kanban.send(.character("A"), .character("W"))
        #expect(kanban.screen.contains(language == .en ? "Limit of TODO" : "TODO 한도"), "\(kanban.screen)")
        kanban.send(.escape)
    }

    @Test func theFilterAndTheExportTakeTheArchiveWhileItIsShown() throws {
        let store = board()
        let kanban = KanbanHarness(store: store)
        kanban.send(.character("/"))
        type(kanban, "report")
        #expect(kanban.tab.cards(.done).isEmpty, "the archive is not searched while it is hidden")
        kanban.send(.enter, .character("A"))
        #expect(kanban.tab.cards(.done).map(\.title) == ["Old report"])
        kanban.send(.escape)  // the filter goes first
        #expect(kanban.tab.showArchive)
        kanban.send(.escape)  // then the archive
        #expect(!kanban.tab.showArchive)

        let board = store.state.board
        let hidden = KanbanExport.json(board.withoutArchive(today: day("2026-11-23")))
        #expect(!hidden.contains("Old report") && hidden.contains("\"doneOn\": \"2026-11-20\""))
        let whole = KanbanExport.json(board)
        #expect(whole.contains("\"title\": \"Old report\", \"body\": \"\", \"deadline\": null, \"doneOn\": \"2026-10-01\""))
    }

    /// A board whose setting is never: nothing leaves DONE, `A` says so.
    @Test func aBoardThatNeverArchivesKeepsDone() throws {
        var state = board().state
        state.perform(try #require(state.board.settingArchiveDays(0, on: BoardInfo.firstID, at: testNow)))
        let kanban = KanbanHarness(store: StandInKanbanStore(state))
        #expect(kanban.tab.cards(.done).count == 5)
        #expect(!kanban.screen.contains("archived"))
        kanban.send(.character("A"))
        #expect(kanban.screen.contains("⌂ No archive: DONE keeps its cards"), "\(kanban.screen)")
    }
}
