import TextKit
import Foundation
import KanbanCore
import ScreenTesting
import TabKit
import TerminalUI
import Testing
@testable import KanbanFeature

/// Several boards in the tab: the title line, the boards list (`b`: show,
/// new, rename, delete), the chooser that moves a card to another board
/// (`M`), and undo and history per board.
@MainActor
@Suite struct KanbanBoardsTabTests {
    /// The sample board and an empty board `Home` (`집안일` in Korean
    /// unless `home` names it), the sample shown.
    func twoBoards(language: Language = .en, size: Size = Size(width: 80, height: 24),
                   home: String? = nil) -> (KanbanHarness, StandInKanbanStore) {
        var state = sampleState()
        state.perform(try! state.board.addingBoard(named: home ?? (language == .ko ? "집안일" : "Home"), id: homeID, at: testNow))
        let store = StandInKanbanStore(state)
        return (KanbanHarness(store: store, language: language, size: size), store)
    }

    let homeID = UUID(uuidString: "00000000-0000-4000-8000-0000000000aa")!

    func newBoard(_ kanban: KanbanHarness, _ name: String) {
        kanban.send(.character("b"), .character("n"))
        kanban.type(name)
        kanban.send(.enter)
    }

    @Test func theTitleLineNamesTheBoardShown() {
        let kanban = KanbanHarness(store: StandInKanbanStore(sampleState()))
        #expect(kanban.screen.split(separator: "\n")[1].hasPrefix(" Project Manager"))
        let (two, _) = twoBoards()
        #expect(two.screen.split(separator: "\n")[1].hasPrefix(" Project Manager (1/2)"))
    }

    /// `D` lists the cards due on every board, each with its board's
    /// name; Enter on one from another board shows that board with the
    /// card chosen.
    @Test(arguments: Language.allCases)
    func theDueViewSpansTheBoardsAndGoesToTheCardsBoard(language: Language) throws {
        var state = sampleState()
        state.perform(try! state.board.addingBoard(named: "Home", id: homeID, at: testNow))
        let chores = UUID()
        state.perform(state.board.adding(title: "Pay the rent", body: "", deadline: Deadline(year: 2020, month: 1, day: 1),
                                         to: .doing, board: homeID, id: chores, at: testNow))
        let kanban = KanbanHarness(store: StandInKanbanStore(state), language: language)
        kanban.send(.character("D"))
        let line = try #require(kanban.screen.split(separator: "\n").first { $0.contains("Pay the rent") })
        #expect(line.contains("DOING · Home"))
        assertSnapshot(kanban.driver, named: "kanban-the-due-view-spans-the-boards-and-goes-to-the-cards-board-1-\(language)")
        // Overdue comes first, and the rent is the oldest deadline.
        kanban.send(.enter)
        #expect(kanban.tab.boardShown == homeID)
        #expect(kanban.screen.split(separator: "\n")[1].hasPrefix(" Home (2/2)"))
        #expect(kanban.tab.chosenCard?.id == chores)
    }

    @Test func enterInTheBoardsListShowsTheBoardAndRemembersIt() throws {
        let (kanban, store) = twoBoards()
        kanban.send(.character("b"), .down, .enter)
        #expect(kanban.tab.boardShown == homeID)
        #expect(kanban.screen.split(separator: "\n")[1].hasPrefix(" Home (2/2)"))
        #expect(KanbanColumn.allCases.allSatisfy { kanban.tab.cards($0).isEmpty })
        #expect(store.state.shownBoard == homeID)
    }

    @Test(arguments: Language.allCases)
    func aNewBoardIsAddedAndNamesAreChecked(language: Language) throws {
        let (kanban, store) = twoBoards(language: language, home: "Home")
        kanban.send(.character("b"), .character("n"), .enter)
        assertSnapshot(kanban.driver, named: "kanban-a-new-board-is-added-and-names-are-checked-1-\(language)")
        kanban.send(.paste("\u{200B}\u{200B}"), .enter)
        assertSnapshot(kanban.driver, named: "kanban-a-new-board-is-added-and-names-are-checked-2-\(language)")
        kanban.type("Home")
        kanban.send(.enter)
        assertSnapshot(kanban.driver, named: "kanban-a-new-board-is-added-and-names-are-checked-3-\(language)")
        kanban.send(.control("u"))
        kanban.type(String(repeating: "x", count: 101))
        kanban.send(.enter)
        assertSnapshot(kanban.driver, named: "kanban-a-new-board-is-added-and-names-are-checked-4-\(language)")
        kanban.send(.control("u"))
        kanban.type("  Work  ")
        kanban.send(.enter)
        #expect(store.state.board.orderedBoards.map(\.name) == ["Project Manager", "Home", "Work"])
        // The new board is chosen in the list; Enter shows it.
        kanban.send(.enter)
        #expect(kanban.tab.shownBoardInfo?.name == "Work")
    }

    @Test(arguments: Language.allCases)
    func renameKeepsTheBoardAndRefusesAnotherBoardsName(language: Language) throws {
        let (kanban, store) = twoBoards(language: language, home: "Home")
        kanban.send(.character("b"), .character("r"))
        kanban.send(.control("u"))
        kanban.type("Home")
        kanban.send(.enter)
        assertSnapshot(kanban.driver, named: "kanban-rename-keeps-the-board-and-refuses-another-boards-name-1-\(language)")
        kanban.send(.control("u"))
        kanban.type("Work")
        kanban.send(.enter, .escape)
        #expect(store.state.board.orderedBoards.map(\.name) == ["Work", "Home"])
        #expect(kanban.screen.split(separator: "\n")[1].hasPrefix(" Work (1/2)"))
        #expect(store.state.history.first?.kind == .action(.boardRenamed(from: "Project Manager")))
    }

    @Test(arguments: Language.allCases)
    func deletingTheBoardShownAsksWithItsCardsAndShowsAnother(language: Language) throws {
        let (kanban, store) = twoBoards(language: language, home: "Home")
        let cards = store.state.board.count
        kanban.send(.character("b"), .character("d"))
        #expect(kanban.screen.contains(language.pick("Delete the board 'Project Manager' and its \(cards) cards?",
                                                     "'Project Manager' 보드와 카드 \(cards)개를 삭제할까요?")))
        kanban.send(.character("y"))
        #expect(store.state.board.orderedBoards.map(\.name) == ["Home"])
        #expect(store.state.board.count == 0)
        #expect(kanban.tab.boardShown == homeID)
        // The last board is not deleted.
        kanban.send(.character("b"), .character("d"))
        assertSnapshot(kanban.driver, named: "kanban-deleting-the-board-shown-asks-with-its-cards-and-shows-another-1-\(language)")
        kanban.send(.escape)
        // One undo brings the board and every card back.
        kanban.send(.character("u"))
        #expect(store.state.board.count == cards)
        #expect(store.state.board.orderedBoards.count == 2)
    }

    @Test(arguments: Language.allCases)
    func theChosenCardMovesToAnotherBoard(language: Language) throws {
        let kanban = KanbanHarness(store: StandInKanbanStore(sampleState()), language: language)
        let title = try #require(kanban.tab.chosenCard?.title)
        kanban.send(.character("M"))
        assertSnapshot(kanban.driver, named: "kanban-the-chosen-card-moves-to-another-board-1-\(language)")
        newBoard(kanban, "Home")
        kanban.send(.escape)
        kanban.send(.character("M"))
        // The chooser lists the other boards only.
        assertSnapshot(kanban.driver, named: "kanban-the-chosen-card-moves-to-another-board-2-\(language)")
        kanban.send(.enter)
        #expect(!kanban.tab.cards(.todo).contains { $0.title == title })
        #expect(kanban.tab.state?.board.cards(in: .todo, board: try #require(kanban.tab.state?.board.board(named: "Home")?.id))
            .map(\.title) == [title])
        #expect(kanban.screen.contains(language.pick("Moved '\(title)' from the board 'Project Manager' to 'Home'.",
                                                     "'Project Manager' 보드에서 'Home' 보드로 옮겼습니다.")))
        // Undo on the board it left brings it back.
        kanban.send(.character("u"))
        #expect(kanban.tab.cards(.todo).contains { $0.title == title })
    }

    @Test(arguments: Language.allCases)
    func undoAndHistoryFollowTheBoardShown(language: Language) throws {
        let (kanban, store) = twoBoards(language: language, home: "Home")
        kanban.send(.character("b"), .down, .enter)  // Home
        kanban.add("dishes")
        #expect(kanban.tab.cards(.todo).map(\.title) == ["dishes"])
        kanban.send(.character("v"))
        assertSnapshot(kanban.driver, named: "kanban-undo-and-history-follow-the-board-shown-1-\(language)")
        kanban.send(.escape)
        // Back on the first board, undo takes its own last change, not Home's.
        kanban.send(.character("b"), .up, .enter)
        kanban.send(.character("u"))
        #expect(store.state.board.cards(in: .todo, board: homeID).map(\.title) == ["dishes"])
        #expect(store.state.redoStack.map(\.boards) == [[BoardInfo.firstID]])
        kanban.send(.character("v"))
        assertSnapshot(kanban.driver, named: "kanban-undo-and-history-follow-the-board-shown-2-\(language)")
    }

    // MARK: Snapshots

    @Test(arguments: Language.allCases)
    func boardsList(language: Language) {
        let (kanban, _) = twoBoards(language: language)
        kanban.send(.character("b"))
        assertSnapshot(kanban.driver, named: "kanban-boards-80x24-\(language.rawValue)")
        kanban.send(.character("n"))
        kanban.type(language == .ko ? "회사" : "Work")
        assertSnapshot(kanban.driver, named: "kanban-boards-new-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func boardsListLarge(language: Language) {
        let (kanban, _) = twoBoards(language: language, size: Size(width: 200, height: 60))
        kanban.send(.character("b"))
        assertSnapshot(kanban.driver, named: "kanban-boards-200x60-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func titleLine(language: Language) {
        let (kanban, _) = twoBoards(language: language)
        kanban.send(.character("b"), .down, .enter)
        assertSnapshot(kanban.driver, named: "kanban-title-80x24-\(language.rawValue)")
        let (large, _) = twoBoards(language: language, size: Size(width: 200, height: 60))
        assertSnapshot(large.driver, named: "kanban-title-200x60-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func deleteBoardQuestion(language: Language) {
        let (kanban, _) = twoBoards(language: language)
        kanban.send(.character("b"), .character("d"))
        assertSnapshot(kanban.driver, named: "kanban-delete-board-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func boardChooser(language: Language) {
        let (kanban, _) = twoBoards(language: language)
        kanban.send(.character("M"))
        assertSnapshot(kanban.driver, named: "kanban-move-to-board-80x24-\(language.rawValue)")
    }
}
