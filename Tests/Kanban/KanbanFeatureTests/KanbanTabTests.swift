import TextKit
import Foundation
import KanbanCore
import DatabaseKit
import KanbanStorage
import TerminalUI
import Testing
import Shell
import ScreenTesting
import TabKit
@testable import KanbanFeature

/// The board driven by keys, as a user would: every key of the board, the
/// selection following a moved card, delete and undo, redo, the filter.
@MainActor
@Suite struct KanbanTabTests {
    /// TODO: A B C, DOING: D, DONE: empty.
    private func abcd() -> StandInKanbanStore {
        StandInKanbanStore(cards: board([.todo: [("A", "", nil), ("B", "", nil), ("C", "", nil)], .doing: [("D", "", nil)]]))
    }

    @Test func arrowsAndVimKeysChooseColumnsAndCards() {
        let kanban = KanbanHarness(store: abcd())
        #expect(kanban.tab.focus == .todo)
        #expect(kanban.tab.chosenCard?.title == "A", "the first card of the first column")
        kanban.send(.down, .character("j"))
        #expect(kanban.tab.chosenCard?.title == "C")
        kanban.send(.down)
        #expect(kanban.tab.chosenCard?.title == "C", "stops at the last card")
        kanban.send(.character("k"), .up, .up)
        #expect(kanban.tab.chosenCard?.title == "A")
        kanban.send(.right)
        #expect(kanban.tab.focus == .doing)
        #expect(kanban.tab.chosenCard?.title == "D")
        kanban.send(.character("l"), .character("l"))
        #expect(kanban.tab.focus == .done, "stops at DONE")
        #expect(kanban.tab.chosenCard == nil)
        kanban.send(.character("h"), .left, .left)
        #expect(kanban.tab.focus == .todo)
        #expect(kanban.tab.chosenCard?.title == "A", "each column keeps its own choice")
        kanban.send(.end)
        #expect(kanban.tab.chosenCard?.title == "C")
        kanban.send(.home)
        #expect(kanban.tab.chosenCard?.title == "A")
        kanban.send(.pageDown)
        #expect(kanban.tab.chosenCard?.title == "C")
        kanban.send(.pageUp)
        #expect(kanban.tab.chosenCard?.title == "A")
    }

    @Test(arguments: Language.allCases)
    func newCardGoesToTheChosenColumnAndIsChosen(language: Language) {
        let store = abcd()
        let kanban = KanbanHarness(store: store, language: language)
        kanban.send(.right)
        kanban.add("E", deadline: "tomorrow", body: "first line\nsecond line")
        #expect(kanban.titles(.doing) == ["D", "E"])
        #expect(kanban.tab.focus == .doing)
        #expect(kanban.tab.chosenCard?.title == "E")
        let card = kanban.tab.chosenCard
        #expect(card?.deadline == Deadline(iso: "2026-11-24"))
        #expect(card?.body == "first line\nsecond line")
        #expect(store.state.board == kanban.tab.state?.board, "the store got the same change")
        #expect(kanban.screen.contains(KanbanStrings(language).action(.added, title: "E")) == false, "adding says nothing: the card shows")
        assertSnapshot(kanban.driver, named: "kanban-new-card-goes-to-the-chosen-column-and-is-chosen-1-\(language)")
    }

    @Test(arguments: Language.allCases)
    func enterAndEEditTheChosenCard(language: Language) {
        let store = abcd()
        let kanban = KanbanHarness(store: store, language: language)
        kanban.send(.down, .enter)
        #expect(kanban.tab.capturesKeys)
        assertSnapshot(kanban.driver, named: "kanban-enter-and-e-edit-the-chosen-card-1-\(language)")
        kanban.send(.control("u"))
        kanban.type("Bee")
        kanban.send(.enter)  // Enter in Title saves
        #expect(kanban.titles(.todo) == ["A", "Bee", "C"], "edited in place")
        #expect(kanban.tab.chosenCard?.title == "Bee")
        #expect(!kanban.tab.capturesKeys)
        kanban.send(.character("e"), .tab)
        kanban.type("2026-12-01")
        kanban.send(.control("s"))
        #expect(kanban.tab.chosenCard?.deadline == Deadline(iso: "2026-12-01"))
        #expect(store.state.history.first?.kind == .action(.updated))
        #expect(store.state.history.first?.title == "Bee")
        kanban.send(.character("e"), .enter)  // nothing changed: closes, records nothing
        #expect(!kanban.tab.capturesKeys)
        #expect(store.steps.count == 2)
    }

    @Test(arguments: Language.allCases)
    func deleteAsksThenYOrEnterOnYesConfirms(language: Language) {
        let store = abcd()
        let kanban = KanbanHarness(store: store, language: language)
        kanban.send(.down, .character("d"))
        assertSnapshot(kanban.driver, named: "kanban-delete-asks-then-y-or-enter-on-yes-confirms-1-\(language)")
        kanban.send(.character("n"))
        #expect(kanban.titles(.todo) == ["A", "B", "C"], "n keeps the card")
        kanban.send(.character("d"), .escape)
        #expect(kanban.titles(.todo) == ["A", "B", "C"], "Esc keeps the card")
        kanban.send(.character("d"), .right, .enter)
        #expect(kanban.titles(.todo) == ["A", "B", "C"], "Enter on No keeps the card")
        kanban.send(.character("d"), .character("y"))
        #expect(kanban.titles(.todo) == ["A", "C"])
        #expect(kanban.tab.chosenCard?.title == "C", "the card after it is chosen")
        kanban.send(.character("d"), .enter)  // Yes is chosen when the question opens
        #expect(kanban.titles(.todo) == ["A"])
        #expect(store.state.board == kanban.tab.state?.board)
    }

    @Test(arguments: Language.allCases)
    func deleteThenUndoRestoresTheCardInPlaceAndRedoRemovesItAgain(language: Language) {
        let store = abcd()
        let kanban = KanbanHarness(store: store, language: language)
        kanban.send(.down, .character("d"), .character("y"))
        #expect(kanban.titles(.todo) == ["A", "C"])
        kanban.send(.right)
        kanban.send(.character("u"))
        #expect(kanban.titles(.todo) == ["A", "B", "C"], "back in its place")
        #expect(kanban.tab.focus == .todo, "the card brought back is chosen, in its column")
        #expect(kanban.tab.chosenCard?.title == "B")
        assertSnapshot(kanban.driver, named: "kanban-delete-then-undo-restores-the-card-in-place-and-redo-removes-it-again-1-\(language)")
        #expect(store.state.board.cards(in: .todo).map(\.title) == ["A", "B", "C"], "the store too")
        kanban.send(.control("r"))
        #expect(kanban.titles(.todo) == ["A", "C"])
        assertSnapshot(kanban.driver, named: "kanban-delete-then-undo-restores-the-card-in-place-and-redo-removes-it-again-2-\(language)")
        kanban.send(.control("r"))
        assertSnapshot(kanban.driver, named: "kanban-delete-then-undo-restores-the-card-in-place-and-redo-removes-it-again-3-\(language)")
        kanban.send(.character("u"), .character("u"))
        assertSnapshot(kanban.driver, named: "kanban-delete-then-undo-restores-the-card-in-place-and-redo-removes-it-again-4-\(language)")
        #expect(kanban.titles(.todo) == ["A", "B", "C"])
        kanban.send(.down)
        assertSnapshot(kanban.driver, named: "kanban-delete-then-undo-restores-the-card-in-place-and-redo-removes-it-again-5-\(language)")
    }

    @Test(arguments: Language.allCases)
    func shiftedLettersMoveTheCardAndTheSelectionFollows(language: Language) {
        let store = abcd()
        let kanban = KanbanHarness(store: store, language: language)
        kanban.send(.down)  // B
        kanban.send(.character("L"))
        #expect(kanban.titles(.todo) == ["A", "C"])
        #expect(kanban.titles(.doing) == ["D", "B"], "to the bottom of the next column")
        #expect(kanban.tab.focus == .doing)
        #expect(kanban.tab.chosenCard?.title == "B")
        kanban.send(.character("L"))
        #expect(kanban.titles(.done) == ["B"])
        #expect(kanban.tab.focus == .done)
        kanban.send(.character("L"))
        assertSnapshot(kanban.driver, named: "kanban-shifted-letters-move-the-card-and-the-selection-follows-1-\(language)")
        kanban.send(.character("H"), .character("H"))
        #expect(kanban.titles(.todo) == ["A", "C", "B"])
        #expect(kanban.tab.chosenCard?.title == "B")
        kanban.send(.character("H"))
        assertSnapshot(kanban.driver, named: "kanban-shifted-letters-move-the-card-and-the-selection-follows-2-\(language)")
        kanban.send(.character("K"))
        #expect(kanban.titles(.todo) == ["A", "B", "C"])
        #expect(kanban.tab.chosenCard?.title == "B", "still chosen after moving up")
        kanban.send(.character("K"))
        #expect(kanban.titles(.todo) == ["B", "A", "C"])
        kanban.send(.character("K"))
        assertSnapshot(kanban.driver, named: "kanban-shifted-letters-move-the-card-and-the-selection-follows-3-\(language)")
        kanban.send(.character("J"), .character("J"))
        #expect(kanban.titles(.todo) == ["A", "C", "B"])
        #expect(kanban.tab.chosenCard?.title == "B")
        kanban.send(.character("J"))
        assertSnapshot(kanban.driver, named: "kanban-shifted-letters-move-the-card-and-the-selection-follows-4-\(language)")
        #expect(store.state.board == kanban.tab.state?.board)
        #expect(store.state.history.prefix(2).map(\.kind) == [.action(.reordered), .action(.reordered)])
    }

    @Test(arguments: Language.allCases)
    func moveMenuOffersTheThreeColumns(language: Language) {
        let kanban = KanbanHarness(store: abcd(), language: language)
        kanban.send(.character("m"))
        assertSnapshot(kanban.driver, named: "kanban-move-menu-offers-the-three-columns-1-\(language)")
        kanban.send(.enter)
        #expect(kanban.titles(.doing) == ["D", "A"])
        #expect(kanban.tab.focus == .doing)
        #expect(kanban.tab.chosenCard?.title == "A")
        kanban.send(.character("m"), .character("3"))
        #expect(kanban.titles(.done) == ["A"])
        kanban.send(.character("m"), .right, .enter)  // DOING is chosen; → DONE, where it is
        #expect(kanban.titles(.done) == ["A"])
        #expect(!kanban.tab.capturesKeys)
        kanban.send(.character("m"), .character("1"))
        #expect(kanban.titles(.todo) == ["B", "C", "A"])
        #expect(kanban.tab.chosenCard?.title == "A")
        kanban.send(.character("m"), .escape)
        #expect(kanban.titles(.todo) == ["B", "C", "A"])
    }

    @Test(arguments: Language.allCases)
    func keysThatNeedACardSaySoOnAnEmptyColumn(language: Language) {
        let store = abcd()
        let kanban = KanbanHarness(store: store, language: language)
        kanban.send(.right, .right)
        for key in ["e", "d", "m", "H", "J"] {
            kanban.type(key)
            assertSnapshot(kanban.driver, named: "kanban-keys-that-need-a-card-say-so-on-an-empty-column-1-\(language)")
            #expect(!kanban.tab.capturesKeys)
        }
        #expect(store.steps.isEmpty)
    }

    @Test(arguments: Language.allCases)
    func historyPanelListsNewestFirstAndClosesWithEscOrV(language: Language) {
        let kanban = KanbanHarness(store: abcd(), language: language)
        kanban.send(.character("L"))
        kanban.add("New one")
        kanban.send(.character("v"))
        #expect(kanban.tab.capturesKeys)
        let lines = kanban.driver.screen
        let addedText = KanbanStrings(language).action(.added, title: "New one")
        let added = lines.firstIndex { $0.contains(addedText) }
        let moved = lines.firstIndex { $0.contains(KanbanStrings(language).action(.moved(from: .todo, to: .doing), title: "A")) }
        #expect(added != nil && moved != nil && added! < moved!, "newest first")
        #expect(lines.contains { $0.contains(language.pick("2026-11-23 10:30  ", "2026. 11. 23. 10:30  ") + addedText) }, "local date and time")
        kanban.send(.character("q"))
        #expect(!kanban.driver.didQuit, "q does not quit from the panel")
        kanban.send(.character("u"))
        assertSnapshot(kanban.driver, named: "kanban-history-panel-lists-newest-first-and-closes-with-esc-or-v-1-\(language)")
        kanban.send(.escape)
        #expect(!kanban.tab.capturesKeys)
        kanban.send(.character("v"), .character("v"))
        #expect(!kanban.tab.capturesKeys)
    }

    @Test(arguments: Language.allCases)
    func filterUpdatesOnEveryKeyEnterKeepsItEscClearsIt(language: Language) {
        let store = StandInKanbanStore(cards: board([
            .todo: [("Buy milk", "", nil), ("Call the Bank", "about the loan", nil)],
            .doing: [("세금 신고", "홈택스", nil), ("Write report", "the BANK numbers", nil)],
        ]))
        let kanban = KanbanHarness(store: store, language: language)
        kanban.send(.character("/"))
        #expect(kanban.tab.capturesKeys)
        kanban.type("b")
        #expect(kanban.tab.cards(.todo).map(\.title) == ["Buy milk", "Call the Bank"])
        kanban.type("an")
        #expect(kanban.tab.cards(.todo).map(\.title) == ["Call the Bank"], "case ignored")
        #expect(kanban.tab.cards(.doing).map(\.title) == ["Write report"], "the body too")
        assertSnapshot(kanban.driver, named: "kanban-filter-updates-on-every-key-enter-keeps-it-esc-clears-it-1-\(language)")
        kanban.send(.backspace, .backspace, .backspace)
        kanban.type("thel oan")
        #expect(kanban.tab.cards(.todo).map(\.title) == ["Call the Bank"], "spaces ignored")
        kanban.send(.control("u"))
        kanban.type("세금")
        #expect(kanban.tab.cards(.doing).map(\.title) == ["세금 신고"], "Hangul")
        kanban.send(.enter)
        #expect(!kanban.tab.capturesKeys, "Enter keeps the filter and gives the keys back to the board")
        assertSnapshot(kanban.driver, named: "kanban-filter-updates-on-every-key-enter-keeps-it-esc-clears-it-2-\(language)")
        kanban.send(.right)
        #expect(kanban.tab.chosenCard?.title == "세금 신고")
        kanban.send(.character("/"))
        kanban.send(.escape)
        #expect(kanban.tab.filter == nil, "Esc in the field clears it")
        #expect(kanban.tab.cards(.todo).count == 2)
        kanban.send(.character("/"))
        kanban.type("milk")
        kanban.send(.enter, .escape)
        #expect(kanban.tab.filter == nil, "Esc on the board clears a kept filter")
        #expect(kanban.tab.chosenCard?.title == "세금 신고", "the chosen card stays chosen")
    }

    @Test(arguments: Language.allCases)
    func filterMovesSkipHiddenCardsAndANewCardThatDoesNotMatchClearsIt(language: Language) {
        let store = StandInKanbanStore(cards: board([.todo: [("apple", "", nil), ("box", "", nil), ("apricot", "", nil)]]))
        let kanban = KanbanHarness(store: store, language: language)
        kanban.send(.character("/"))
        kanban.type("ap")
        kanban.send(.enter)
        #expect(kanban.tab.cards(.todo).map(\.title) == ["apple", "apricot"])
        kanban.send(.character("J"))
        #expect(kanban.titles(.todo) == ["box", "apricot", "apple"], "past the hidden card, so the move is seen")
        #expect(kanban.tab.cards(.todo).map(\.title) == ["apricot", "apple"])
        kanban.add("banana")
        #expect(kanban.tab.filter == nil)
        assertSnapshot(kanban.driver, named: "kanban-filter-moves-skip-hidden-cards-and-a-new-card-that-does-not-match-clears-it-1-\(language)")
        #expect(kanban.tab.chosenCard?.title == "banana")
    }

    @Test func theHintBarShowsTheKeysThatWorkNowAndKeepsHelpAndQuit() {
        let kanban = KanbanHarness(store: StandInKanbanStore())
        let empty = kanban.driver.screen.last ?? ""
        #expect(empty.contains("n New"))
        #expect(!empty.contains("e Edit"), "nothing to edit")
        #expect(!empty.contains("u Undo"), "nothing to undo")
        #expect(empty.hasSuffix("? Help  q Quit"))
        kanban.add("A")
        let one = kanban.driver.screen.last ?? ""
        #expect(one.contains("e Edit") && one.contains("d Delete") && one.contains("u Undo"))
        #expect(one.hasSuffix("? Help +9  q Quit"), "the hints that did not fit are counted: \(one)")
        let wide = KanbanHarness(store: abcd(), size: Size(width: 200, height: 60))
        let all = wide.driver.screen.last ?? ""
        for hint in ["←→ Column", "↑↓ Card", "H/L Move ←→", "J/K Move ↑↓", "v History", "/ Filter"] {
            #expect(all.contains(hint), "\(hint) at 200 columns")
        }
    }

    @Test(arguments: Language.allCases)
    func qQuitsFromTheBoardButNotWhileTyping(language: Language) {
        let kanban = KanbanHarness(store: abcd(), language: language)
        kanban.send(.character("n"))
        kanban.type("q?")
        #expect(!kanban.driver.didQuit)
        kanban.send(.escape)  // something typed: asks
        assertSnapshot(kanban.driver, named: "kanban-q-quits-from-the-board-but-not-while-typing-1-\(language)")
        kanban.type("y")
        kanban.send(.character("/"))
        kanban.type("q")
        #expect(!kanban.driver.didQuit)
        kanban.send(.escape, .character("q"))
        #expect(kanban.driver.didQuit)
    }

    @Test(arguments: Language.allCases)
    func altAndAKeyIsEscThenTheKey(language: Language) {
        let kanban = KanbanHarness(store: abcd(), language: language)
        kanban.send(.character("e"))
        kanban.send(.alt("m"))  // Esc (nothing changed: closes) then m
        assertSnapshot(kanban.driver, named: "kanban-alt-and-a-key-is-esc-then-the-key-1-\(language)")
    }
}
