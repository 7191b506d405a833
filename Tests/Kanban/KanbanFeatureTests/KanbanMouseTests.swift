import TextKit
import Foundation
import KanbanCore
import TerminalUI
import Testing
import ScreenTesting
@testable import KanbanFeature

/// The board under the mouse: clicks as SGR reports through the decoder.
@MainActor
@Suite struct KanbanMouseTests {
    /// TODO: Alpha Bravo Charlie, DOING: Delta Echo, DONE: empty.
    private func harness(_ language: Language = .en) -> KanbanHarness {
        KanbanHarness(store: StandInKanbanStore(cards: board([
            .todo: [("Alpha", "", nil), ("Bravo", "", nil), ("Charlie", "", nil)],
            .doing: [("Delta", "", nil), ("Echo", "", nil)],
        ])), language: language)
    }

    @Test func aClickOnACardChoosesItAndItsColumnGetsFocus() {
        let kanban = harness()
        #expect(kanban.driver.click(on: "Echo"))
        #expect(kanban.tab.focus == .doing)
        #expect(kanban.tab.chosenCard?.title == "Echo")
        kanban.driver.click(on: "Bravo")
        #expect(kanban.tab.focus == .todo)
        #expect(kanban.tab.chosenCard?.title == "Bravo")
        #expect(!kanban.tab.capturesKeys, "one click opens nothing")
    }

    @Test func aClickOnAnEmptyColumnFocusesIt() throws {
        let kanban = harness()
        let title = try #require(kanban.driver.position(of: "DONE"))
        kanban.driver.click(x: title.x + 2, y: title.y + 3)
        #expect(kanban.tab.focus == .done)
    }

    @Test(arguments: Language.allCases)
    func aDoubleClickOpensTheEditorAsEnterDoes(language: Language) {
        let kanban = harness(language)
        kanban.driver.now = .seconds(3)
        kanban.driver.click(on: "Delta")
        kanban.driver.now = .seconds(3) + .milliseconds(250)
        kanban.driver.click(on: "Delta")
        #expect(kanban.tab.capturesKeys)
        assertSnapshot(kanban.driver, named: "kanban-a-double-click-opens-the-editor-as-enter-does-1-\(language)")
        kanban.driver.click(on: "Alpha")  // under the editor: nothing
        #expect(kanban.tab.chosenCard?.title == "Delta")
    }

    @Test func theWheelMovesThroughTheColumnUnderThePointer() throws {
        let kanban = harness()
        kanban.send(.right)
        #expect(kanban.tab.focus == .doing)
        let alpha = try #require(kanban.driver.position(of: "Alpha"))
        kanban.driver.wheel(x: alpha.x, y: alpha.y, up: false)
        #expect(kanban.tab.focus == .todo)
        #expect(kanban.tab.chosenCard?.title == "Bravo")
        kanban.driver.wheel(x: alpha.x, y: alpha.y, up: false)
        kanban.driver.wheel(x: alpha.x, y: alpha.y, up: true)
        #expect(kanban.tab.chosenCard?.title == "Bravo")
    }

    @Test func aClickOnTheMoveMenusColumnMovesTheCard() {
        let kanban = harness()
        kanban.driver.click(on: "Charlie")
        kanban.type("m")
        #expect(kanban.driver.click(on: "Move to DONE"))
        #expect(!kanban.tab.capturesKeys)
        #expect(kanban.tab.cards(.done).map(\.title) == ["Charlie"])
        #expect(kanban.tab.focus == .done || kanban.tab.cards(.todo).map(\.title) == ["Alpha", "Bravo"])
    }

    private func editorState(_ kanban: KanbanHarness) -> CardEditor? {
        if case .editor(let editor) = kanban.tab.overlay { return editor }
        return nil
    }

    @Test func aClickInTheEditorMovesTheKeysToTheFieldUnderIt() throws {
        let kanban = harness()
        kanban.send(.character("n"))
        #expect(editorState(kanban)?.focus == .title)
        #expect(kanban.driver.click(on: "Body"))
        #expect(editorState(kanban)?.focus == .body)
        kanban.type("notes")
        #expect(editorState(kanban)?.body.text == "notes", "typing goes where the click put the keys")
        #expect(kanban.driver.click(on: "Deadline"))
        #expect(editorState(kanban)?.focus == .deadline)
        // On the field itself, right of its label: the deadline's hint row
        // is under it, and the row of the reading beside it.
        let hint = try #require(kanban.driver.position(of: "2026-12-1, today"))
        kanban.driver.click(x: hint.x, y: hint.y - 3)
        #expect(editorState(kanban)?.focus == .title, "the title field, two rows over the deadline's")
        kanban.type("Zulu")
        #expect(editorState(kanban)?.title.text == "Zulu")
    }

    @Test(arguments: Language.allCases)
    func theDiscardQuestionsButtonsAnswerClicks(language: Language) {
        let kanban = harness(language)
        kanban.send(.character("n"))
        kanban.type("Zulu")
        kanban.send(.escape)
        assertSnapshot(kanban.driver, named: "kanban-the-discard-questions-buttons-answer-clicks-1-\(language)")
        #expect(kanban.driver.click(on: language.pick("Keep editing", "계속 편집")))
        #expect(editorState(kanban)?.title.text == "Zulu", "back to the editor, as typed")
        #expect(editorState(kanban)?.discardQuestion == nil)
        kanban.send(.escape)
        #expect(kanban.driver.click(on: language.pick("[ Discard", "[ 버리기")))
        #expect(!kanban.tab.capturesKeys, "closed without saving")
        #expect(kanban.titles(.todo) == ["Alpha", "Bravo", "Charlie"])
    }
}
