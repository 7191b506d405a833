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

/// A store that keeps every completion until the test lets it go: writes
/// in flight, as a slow or locked database has them.
final class HeldKanbanStore: KanbanStore, @unchecked Sendable {
    var state: KanbanState
    private(set) var held: [(KanbanStep, Date, @Sendable (Result<Void, WriteFailure>) -> Void)] = []
    private(set) var loads = 0

    init(_ state: KanbanState = KanbanState()) { self.state = state }

    func load(historyLimit: Int) throws -> KanbanState {
        loads += 1
        return state
    }

    func submit(_ step: KanbanStep, at: Date, completion: @escaping @Sendable (Result<Void, WriteFailure>) -> Void) {
        held.append((step, at, completion))
    }

    /// Makes the held writes and answers them.
    func release() {
        for (step, at, completion) in held {
            switch step {
            case .perform(let action): state.perform(action)
            case .undo: state.undo(at: at)
            case .redo: state.redo(at: at)
            }
            completion(.success(()))
        }
        held = []
    }
}

/// The board and the database: refused writes are said and the stored
/// board shown, another program's changes are read without a key (but not
/// under writes in flight), and the board, its history and the undo stack
/// come back as they were after a restart.
@MainActor
@Suite struct KanbanStorageTests {
    @Test(arguments: Language.allCases)
    func theBoardIsReadWhenTheTabIsFirstShownNotAtStart(language: Language) {
        let store = StandInKanbanStore(cards: [card("Alpha", position: "a")])
        let tab = KanbanTab(language: language, store: store, calendar: testCalendar())
        let other = OtherTab()
        let shell = AppShell(language: language, tabs: [other, tab], initial: .bank)
        let effects = TestEffects()
        effects.attach(to: shell)
        let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
        driver.afterEvent = { effects.settle() }
        #expect(store.loads == 0, "starting on another tab reads no board")
        shell.deliver(DataChangedElsewhere(), to: .kanban)
        effects.settle()
        #expect(store.loads == 0, "news of a change before the board was read reads nothing")
        driver.send(.function(2))
        #expect(store.loads == 1)
        assertSnapshot(driver, named: "kanban-the-board-is-read-when-the-tab-is-first-shown-not-at-start-1-\(language)")
        driver.send(.function(1), .function(2))
        #expect(store.loads == 1, "shown again: not read again")
    }

    @Test(arguments: Language.allCases)
    func aRefusedWriteIsSaidAndTheStoredBoardShown(language: Language) {
        let store = StandInKanbanStore(cards: board([.todo: [("Kept", "", nil)]]))
        let kanban = KanbanHarness(store: store, language: language)
        store.failsWrites = true
        kanban.add("Plan")
        assertSnapshot(kanban.driver, named: "kanban-a-refused-write-is-said-and-the-stored-board-shown-1-\(language)")
        #expect(kanban.titles(.todo) == ["Kept"], "what the store holds")
        kanban.send(.down)
        assertSnapshot(kanban.driver, named: "kanban-a-refused-write-is-said-and-the-stored-board-shown-2-\(language)")
        store.failsWrites = false
        kanban.add("Plan")
        assertSnapshot(kanban.driver, named: "kanban-a-refused-write-is-said-and-the-stored-board-shown-3-\(language)")
        #expect(store.state.board.cards(in: .todo).map(\.title) == ["Kept", "Plan"])
    }

    @Test func aRefusedWriteIsSaidInKorean() {
        let store = StandInKanbanStore(cards: board([.todo: [("세금", "", nil)]]))
        let kanban = KanbanHarness(store: store, language: .ko)
        store.failsWrites = true
        kanban.send(.character("L"))
        assertSnapshot(kanban.driver, named: "kanban-a-refused-write-is-said-in-korean-1")
        #expect(kanban.titles(.todo) == ["세금"])
    }

    @Test(arguments: Language.allCases)
    func anUnreadableBoardIsSaidAndAKeyTriesAgain(language: Language) {
        let store = StandInKanbanStore(cards: board([.todo: [("A", "", nil)]]))
        store.failsReads = true
        let kanban = KanbanHarness(store: store, language: language)
        assertSnapshot(kanban.driver, named: "kanban-an-unreadable-board-is-said-and-a-key-tries-again-1-\(language)")
        kanban.send(.character("n"))
        #expect(!kanban.tab.capturesKeys, "no editor over a board that could not be read")
        store.failsReads = false
        kanban.send(.character("j"))
        assertSnapshot(kanban.driver, named: "kanban-an-unreadable-board-is-said-and-a-key-tries-again-2-\(language)")
    }

    @Test func aBoardThatCannotBeReadBackKeepsTheEditorAndWhatWasTyped() {
        let store = StandInKanbanStore(cards: board([.todo: [("A", "", nil)]]))
        let kanban = KanbanHarness(store: store)
        kanban.send(.character("n"))
        kanban.type("Typed")
        store.failsReads = true
        kanban.deliver(DataChangedElsewhere())
        kanban.send(.enter)
        #expect(kanban.tab.capturesKeys, "the editor stays open")
        kanban.type("!")
        store.failsReads = false
        kanban.send(.enter)
        #expect(store.state.board.cards(in: .todo).map(\.title) == ["A", "Typed!"])
    }

    @Test func theScreenNeverWaitsForTheStore() {
        let store = HeldKanbanStore()
        let kanban = KanbanHarness(store: store)
        kanban.add("One")
        kanban.add("Two")
        kanban.send(.character("L"))
        #expect(kanban.titles(.todo) == ["One"], "shown before any write is made")
        #expect(kanban.titles(.doing) == ["Two"])
        #expect(store.held.count == 3)
        #expect(kanban.tab.writesInFlight == 3)
        store.release()
        kanban.deliverAnswers()  // the answers' turn of the main queue
        #expect(kanban.tab.writesInFlight == 0)
        #expect(store.state.board == kanban.tab.state?.board)
    }

    @Test(arguments: Language.allCases)
    func anotherProgramsChangeIsReadAtOnceButNotUnderWritesInFlight(language: Language) {
        let store = HeldKanbanStore(KanbanState(board: Board(cards: board([.todo: [("Mine", "", nil)]]))))
        let kanban = KanbanHarness(store: store, language: language)
        kanban.send(.down)
        // Another bankui adds a card.
        store.state.perform(store.state.board.adding(title: "Theirs", body: "", deadline: nil, to: .doing, id: UUID(), at: testNow))
        kanban.deliver(DataChangedElsewhere())
        kanban.driver.redraw()
        assertSnapshot(kanban.driver, named: "kanban-another-programs-change-is-read-at-once-but-not-under-writes-in-flight-1-\(language)")
        #expect(kanban.tab.chosenCard?.title == "Mine", "the choice stays")
        kanban.add("Typed")  // held: in flight
        let loads = store.loads
        store.state.perform(store.state.board.adding(title: "Later", body: "", deadline: nil, to: .done, id: UUID(), at: testNow))
        kanban.deliver(DataChangedElsewhere())
        #expect(store.loads == loads, "not read while our write is in flight: it would hide it")
        #expect(kanban.titles(.todo) == ["Mine", "Typed"])
        store.release()
        kanban.deliverAnswers()  // the answers' turn of the main queue
        #expect(store.loads == loads + 1, "read once the write is answered")
        #expect(kanban.titles(.done) == ["Later"])
        #expect(kanban.titles(.todo) == ["Mine", "Typed"])
    }

    @Test(arguments: Language.allCases)
    func theBoardHistoryAndUndoStackSurviveARestart(language: Language) throws {
        let database = try AppDatabase.inMemory()
        let repository = KanbanRepository(database: database)
        let first = KanbanHarness(store: ImmediateKanbanStore(repository: repository), language: language)
        first.add("Alpha")
        first.add("Beta", deadline: "2026-11-30", body: "two\nlines")
        first.add("Gamma")
        first.send(.up, .character("L"))  // Beta to DOING
        first.send(.left, .up, .character("m"), .character("3"))  // Alpha to DONE
        first.send(.left, .left, .character("d"), .character("y"))  // Gamma removed
        first.send(.character("u"))  // Gamma back
        let before = try #require(first.tab.state)

        let second = KanbanHarness(store: ImmediateKanbanStore(repository: repository), language: language)
        let after = try #require(second.tab.state)
        #expect(after.board == before.board)
        #expect(after.history == before.history)
        #expect(after.undoStack == before.undoStack)
        #expect(after.redoStack == before.redoStack)
        second.send(.character("v"))
        assertSnapshot(second.driver, named: "kanban-the-board-history-and-undo-stack-survive-a-restart-1-\(language)")
        second.send(.escape, .character("u"))  // undo once more: Alpha back to TODO
        #expect(second.titles(.todo) == ["Alpha", "Gamma"], "back in its place")
        #expect(second.titles(.done).isEmpty)
        assertSnapshot(second.driver, named: "kanban-the-board-history-and-undo-stack-survive-a-restart-2-\(language)")
        second.send(.control("r"))
        #expect(second.titles(.done) == ["Alpha"])
        second.send(.control("r"))
        #expect(second.titles(.todo).isEmpty, "the redo stack came back too: Gamma's removal is redone")
        let third = try repository.load()
        #expect(third.board == second.tab.state?.board)
    }
}

/// A tab that only takes the bank's place in the shell.
@MainActor
private final class OtherTab: TabScreen {
    let id = TabID.bank
    var keySections: [KeySection] { [] }
    var activeKeys: [KeyBinding] { [] }
    var capturesKeys: Bool { false }
    func handle(_ input: TabInput) -> TabReaction { .ignored }
    func render(in area: Rect, buffer: inout Buffer) {}
}
