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

/// An open card editor kept as a draft when bankui stops and opened again
/// at the next start; a save over a card another program changed meanwhile
/// asks keep mine / keep theirs / keep both.
@MainActor
@Suite struct KanbanDraftTests {
    @Test(arguments: Language.allCases)
    func aNewCardEditorComesBackWithItsTextAndField(language: Language) throws {
        let store = StandInKanbanStore()
        let before = KanbanHarness(store: store, language: language)
        before.send(.character("l"), .character("n"))  // a new card in DOING
        before.type("Buy milk")
        before.send(.tab)
        before.type("2026-12-01")
        let draft = try #require(before.tab.draft)
        #expect(before.tab.willQuit().isEmpty)

        let after = KanbanHarness(store: store, language: language)
        #expect(after.tab.restoreDraft(draft))
        after.driver.redraw()
        assertSnapshot(after.driver, named: "kanban-a-new-card-editor-comes-back-with-its-text-and-field-1-\(language)")
        // The cursor was in Deadline: typing goes on there.
        after.send(.backspace)
        after.type("2")
        after.send(.control("s"))
        let card = try #require(after.tab.state?.board.cards(in: .doing).first)
        #expect(card.title == "Buy milk")
        #expect(card.deadline?.iso == "2026-12-02")
        #expect(after.tab.draft == nil, "saved: nothing left to keep")
    }

    @Test(arguments: Language.allCases)
    func anEditOfACardComesBackAndSavesOverThatCard(language: Language) throws {
        let store = StandInKanbanStore(cards: [card("Alpha", position: "a")])
        let before = KanbanHarness(store: store, language: language)
        before.driver.redraw()
        before.send(.character("e"))
        before.type(" edited")
        let draft = try #require(before.tab.draft)

        let after = KanbanHarness(store: store, language: language)
        #expect(after.tab.restoreDraft(draft))
        after.driver.redraw()
        assertSnapshot(after.driver, named: "kanban-an-edit-of-a-card-comes-back-and-saves-over-that-card-1-\(language)")
        after.send(.control("s"))
        #expect(after.titles(.todo) == ["Alpha edited"])
    }

    @Test func nothingTypedIsNoDraft() {
        let harness = KanbanHarness(store: StandInKanbanStore(cards: [card("Alpha", position: "a")]))
        harness.driver.redraw()
        #expect(harness.tab.draft == nil)
        harness.send(.character("e"))
        #expect(harness.tab.draft == nil, "an editor showing the card as it is holds nothing typed")
        harness.send(.escape, .character("n"))
        #expect(harness.tab.draft == nil)
    }

    @Test func aDraftOfAnotherShapeIsNotOpened() {
        let harness = KanbanHarness(store: StandInKanbanStore())
        #expect(!harness.tab.restoreDraft(#"{"kind":"kanban.card-editor.99"}"#))
        #expect(!harness.tab.restoreDraft("not json"))
        #expect(!harness.tab.capturesKeys)
    }

    // MARK: Two bankui on one database

    /// Two tabs, each over its own connection to one database file, as two
    /// bankui on one data directory; both start with the card `Alpha`.
    private func twoBoards(_ language: Language = .en) throws -> (mine: KanbanHarness, theirs: KanbanHarness, directory: URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanban-conflict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let first = KanbanRepository(database: try AppDatabase.open(directory: directory))
        let second = KanbanRepository(database: try AppDatabase.open(directory: directory))
        let seed = KanbanHarness(store: ImmediateKanbanStore(repository: first))
        seed.add("Alpha")
        let mine = KanbanHarness(store: ImmediateKanbanStore(repository: first), language: language)
        let theirs = KanbanHarness(store: ImmediateKanbanStore(repository: second), language: language)
        mine.driver.redraw()
        theirs.driver.redraw()
        return (mine, theirs, directory)
    }

    /// Mine opens the editor, theirs edits the card and saves, mine saves.
    private func saveOverTheirs(_ language: Language = .en) throws -> (mine: KanbanHarness, theirs: KanbanHarness) {
        let (mine, theirs, directory) = try twoBoards(language)
        defer { try? FileManager.default.removeItem(at: directory) }
        mine.send(.character("e"))
        mine.type(" mine")
        theirs.send(.character("e"))
        theirs.type(" theirs")
        theirs.send(.control("s"))
        #expect(theirs.titles(.todo) == ["Alpha theirs"])
        mine.send(.control("s"))
        return (mine, theirs)
    }

    @Test(arguments: Language.allCases)
    func savingOverAnotherProgramsChangeAsks(language: Language) throws {
        let (mine, _) = try saveOverTheirs(language)
        assertSnapshot(mine.driver, named: "kanban-saving-over-another-programs-change-asks-1-\(language)")
        #expect(mine.titles(.todo) == ["Alpha theirs"], "nothing is overwritten before the answer")
        #expect(mine.tab.draft != nil, "the editor under the question is still a draft")
    }

    @Test func keepMineIsOneChangeUndoneAsOne() throws {
        let (mine, theirs) = try saveOverTheirs()
        mine.send(.character("m"))
        #expect(mine.titles(.todo) == ["Alpha mine"])
        mine.send(.character("u"))
        #expect(mine.titles(.todo) == ["Alpha theirs"])
        theirs.deliver(DataChangedElsewhere())
        #expect(theirs.titles(.todo) == ["Alpha theirs"])
    }

    @Test(arguments: Language.allCases)
    func keepTheirsChangesNothing(language: Language) throws {
        let (mine, _) = try saveOverTheirs(language)
        mine.send(.character("t"))
        #expect(!mine.tab.capturesKeys)
        #expect(mine.titles(.todo) == ["Alpha theirs"])
        assertSnapshot(mine.driver, named: "kanban-keep-theirs-changes-nothing-1-\(language)")
    }

    @Test func keepBothPutsMineNextToTheirsAsOneChange() throws {
        let (mine, _) = try saveOverTheirs()
        mine.send(.enter)  // Keep both is the default: it loses nothing
        #expect(mine.titles(.todo) == ["Alpha theirs", "Alpha mine"])
        mine.send(.character("u"))
        #expect(mine.titles(.todo) == ["Alpha theirs"])
    }

    @Test(arguments: Language.allCases)
    func closingTheQuestionGoesBackToTheEditorAsTyped(language: Language) throws {
        let (mine, _) = try saveOverTheirs(language)
        mine.send(.escape)
        assertSnapshot(mine.driver, named: "kanban-closing-the-question-goes-back-to-the-editor-as-typed-1-\(language)")
        #expect(mine.titles(.todo) == ["Alpha theirs"])
    }

    @Test func theQuestionInKorean() throws {
        let (mine, theirs, directory) = try twoBoards()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = mine
        let korean = KanbanHarness(store: theirs.tab.store, language: .ko)
        korean.driver.redraw()
        korean.send(.character("e"))
        korean.type("!")
        theirs.send(.character("e"))
        theirs.type("?")
        theirs.send(.control("s"))
        korean.send(.control("s"))
        assertSnapshot(korean.driver, named: "kanban-the-question-in-korean-1")
    }

    @Test func anEditThatMatchesTheirsDoesNotAsk() throws {
        let (mine, theirs, directory) = try twoBoards()
        defer { try? FileManager.default.removeItem(at: directory) }
        mine.send(.character("e"))
        mine.type(" same")
        theirs.send(.character("e"))
        theirs.type(" same")
        theirs.send(.control("s"))
        mine.send(.control("s"))
        #expect(!mine.tab.capturesKeys)
        #expect(mine.titles(.todo) == ["Alpha same"])
    }
}
