import TextKit
import KanbanCore
import ScreenTesting
import TabKit
import TerminalUI
import Testing
@testable import KanbanFeature
import AppRoot

/// The user's keys: the kanban tab with `new-card` on `a`, undo on `F2`
/// and the dialogs' cancel on `x`.
@MainActor
@Suite struct KanbanUserKeysTests {
    private let keys = KeyOverrides(["kanban.new-card": [.character("a")], "kanban.undo": [.function(2)],
                                     "dialog.cancel": [.character("x")]])

    private func harness(_ language: Language = .en) -> KanbanHarness {
        KanbanHarness(store: StandInKanbanStore(cards: board([.todo: [("A", "", nil)]])), language: language, keys: keys)
    }

    @Test(arguments: Language.allCases)
    func theHintBarAndHelpShowTheUsersKeys(language: Language) {
        let kanban = harness(language)
        let bottom = kanban.screen.split(separator: "\n").last.map(String.init) ?? ""
        #expect(bottom.contains(language.pick("a New", "a 새 카드")), "\(bottom)")
        #expect(!bottom.contains(language.pick("n New", "n 새 카드")), "\(bottom)")
        kanban.send(.character("?"))
        assertSnapshot(kanban.driver, named: "kanban-the-hint-bar-and-help-show-the-users-keys-1-\(language)")
        assertSnapshot(kanban.driver, named: "kanban-user-keys-help-\(language)")
    }

    @Test func theNewKeyActsAndTheOldOneNoLonger() {
        let kanban = harness()
        kanban.send(.character("n"))
        #expect(!kanban.tab.capturesKeys, "n opens no editor any more")
        kanban.send(.character("a"))
        #expect(kanban.tab.capturesKeys, "a opens the editor")
        kanban.send(.escape)
        #expect(!kanban.tab.capturesKeys)
    }

    @Test func dialogsFollowTheUsersKeys() {
        let kanban = harness()
        kanban.send(.character("d"))
        #expect(kanban.tab.capturesKeys, "the delete question is open")
        #expect(kanban.screen.contains("x Cancel") || kanban.screen.contains("x "), "\(kanban.screen)")
        kanban.send(.escape)
        #expect(kanban.tab.capturesKeys, "Esc no longer cancels")
        kanban.send(.character("x"))
        #expect(!kanban.tab.capturesKeys, "x cancels")
        #expect(kanban.titles(.todo) == ["A"])
    }

    @Test(arguments: Language.allCases)
    func textsThatNameAKeyNameTheUsersKey(language: Language) {
        let empty = KanbanHarness(store: StandInKanbanStore(cards: board([:])), language: language, keys: keys)
        assertSnapshot(empty.driver, named: "kanban-texts-that-name-a-key-name-the-users-key-1-\(language)")
        let kanban = harness(language)
        kanban.send(.character("d"))
        assertSnapshot(kanban.driver, named: "kanban-texts-that-name-a-key-name-the-users-key-3-\(language)")
    }

    @Test func koreanParticlesFollowALetterKeysName() {
        #expect(Korean.toward("n") == "n으")  // 엔으로
        #expect(Korean.toward("a") == "a")  // 에이로
        #expect(Korean.toward("l") == "l")  // 엘로
        #expect(Korean.toward("Ctrl-R") == "Ctrl-R")  // 알로
        #expect(Korean.toward("F2") == "F2")  // 이로
        #expect(Korean.toward("Enter") == "Enter(으)")
    }

    /// A dialog's letters are declared keys: the user's file moves them, the
    /// hint bar writes the user's, and the old letter no longer answers.
    @Test func theDialogLettersAreTheUsersToo() throws {
        let keys = try UserConfig.parse("[keys.dialog]\nyes = [\"o\"]\n", file: "config.toml").keys
        let kanban = KanbanHarness(store: StandInKanbanStore(cards: board([.todo: [("A", "", nil)]])), keys: keys)
        kanban.send(.character("d"))
        #expect(kanban.screen.contains("o/n Yes/No"), "\(kanban.screen)")
        kanban.send(.character("y"))
        #expect(kanban.tab.capturesKeys, "y no longer answers")
        kanban.send(.character("o"))
        #expect(!kanban.tab.capturesKeys)
        #expect(kanban.tab.chosenCard == nil, "o said yes: the card is gone")
    }
}
