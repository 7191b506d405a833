import TextKit
import Foundation
import KanbanCore
import TerminalUI
import Testing
import Shell
import ScreenTesting
import TabKit
@testable import KanbanFeature

/// The shared board on the kanban tab: the online / offline indicator with
/// the unsent count, the last error in help, other boards' changes read
/// again, and restoring a value another board replaced.
@MainActor
@Suite struct KanbanSyncIndicatorTests {
    @Test(arguments: Language.allCases)
    func online(language: Language) {
        let kanban = KanbanHarness(store: StandInKanbanStore(sampleState()), language: language)
        kanban.deliver((KanbanSyncStatus(online: true, unsent: 0, remote: "postgres://team@db/board")))
        assertSnapshot(kanban.driver, named: "kanban-sync-online-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func offlineWithUnsentChanges(language: Language) {
        let kanban = KanbanHarness(store: StandInKanbanStore(sampleState()), language: language)
        kanban.deliver((KanbanSyncStatus(online: false, unsent: 3, lastError: "connection refused",
                                                        remote: "postgres://team@db/board")))
        assertSnapshot(kanban.driver, named: "kanban-sync-offline-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func noIndicatorWithoutASharedBoard(language: Language) {
        let kanban = KanbanHarness(store: StandInKanbanStore(sampleState()), language: language)
        assertSnapshot(kanban.driver, named: "kanban-no-indicator-without-a-shared-board-1-\(language)")
    }

    @Test func aNarrowScreenKeepsTheDotAndTheCount() {
        let kanban = KanbanHarness(store: StandInKanbanStore(sampleState()), size: Size(width: 60, height: 20))
        kanban.deliver((KanbanSyncStatus(online: false, unsent: 12, remote: "r")))
        let top = kanban.screen.split(separator: "\n", omittingEmptySubsequences: false)[2]
        #expect(top.contains("● 12") || top.contains("● offline · 12 unsent"))
        #expect(top.contains("DONE"))
    }

    @Test(arguments: Language.allCases)
    func helpShowsTheLastErrorAndTheAddressWithoutAPassword(language: Language) {
        let kanban = KanbanHarness(store: StandInKanbanStore(sampleState()), language: language, size: Size(width: 100, height: 40))
        kanban.deliver((KanbanSyncStatus(online: false, unsent: 2, lastError: "password authentication failed",
                                                        remote: "postgres://team@db/board")))
        kanban.send(.character("?"))
        assertSnapshot(kanban.driver, named: "kanban-help-shows-the-last-error-and-the-address-without-a-password-1-\(language)")
    }

    @Test func anotherBoardsChangesAreReadAgain() {
        let store = StandInKanbanStore(sampleState())
        let kanban = KanbanHarness(store: store)
        var changed = store.state
        changed.perform(changed.board.adding(title: "From the other board", body: "", deadline: nil, to: .done, id: UUID(),
                                             at: testNow))
        store.state = changed
        kanban.deliver(DataChangedElsewhere())
        #expect(kanban.titles(.done).contains("From the other board"))
    }

    @Test(arguments: Language.allCases)
    func aValueAnotherBoardReplacedIsRestoredFromHistory(language: Language) throws {
        var state = sampleState()
        let card = try #require(state.board.cards(in: .doing).first)
        let conflict = FieldConflict(cardID: card.id, lost: .title("My better title"), kept: .title(card.title), lostHere: true)
        state.history.insert(HistoryEntry(at: testNow, kind: .conflict(conflict), title: card.title), at: 0)
        let store = StandInKanbanStore(state)
        let kanban = KanbanHarness(store: store, language: language, size: Size(width: 120, height: 30))
        kanban.send(.character("v"))
        assertSnapshot(kanban.driver, named: "kanban-a-value-another-board-replaced-is-restored-from-history-1-\(language)")
        kanban.send(.character("r"))
        #expect(store.state.board[card.id]?.title == "My better title")
        // The restore is a line of its own, chosen now: not a replaced value.
        assertSnapshot(kanban.driver, named: "kanban-a-value-another-board-replaced-is-restored-from-history-2-\(language)")
    }

    @Test func theQuitLineCountsTheUnsentChanges() {
        #expect(KanbanTab.unsentAtQuit(1, language: .en)
            == "1 kanban change is not yet sent to the shared board; it is kept and sent at the next start, or by `bankui kanban sync`.")
        #expect(KanbanTab.unsentAtQuit(2, reason: "connection refused", language: .en)
            == "2 kanban changes are not yet sent to the shared board (connection refused); they are kept and sent at the next start, or by `bankui kanban sync`.")
        #expect(KanbanTab.unsentAtQuit(3, language: .ko).contains("3개"))
        #expect(KanbanTab.allSentAtQuit(language: .en) == "All kanban changes were sent to the shared board.")
    }
}
