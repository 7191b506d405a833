import TextKit
import KanbanCore
import TerminalUI
import Testing
import Shell
import ScreenTesting
import TabKit
@testable import KanbanFeature

/// The kanban tab's screens in both languages, compared with the stored
/// text and styles in `__Snapshots__`: the red of an overdue deadline and
/// the "today" flag are in the style layer.
@MainActor
@Suite struct KanbanSnapshotTests {
    @Test(arguments: Language.allCases)
    func emptyBoard(language: Language) {
        let kanban = KanbanHarness(store: StandInKanbanStore(), language: language)
        assertSnapshot(kanban.driver, named: "kanban-empty-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func boardWithFlags(language: Language) {
        let kanban = KanbanHarness(store: StandInKanbanStore(sampleState()), language: language)
        kanban.send(.down, .right)  // TODO's second card chosen, DOING focused
        assertSnapshot(kanban.driver, named: "kanban-board-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func editorWithTheCounter(language: Language) {
        let kanban = KanbanHarness(store: StandInKanbanStore(sampleState()), language: language)
        kanban.send(.character("e"), .tab)
        kanban.send(.control("u"))
        kanban.type("+3d")
        kanban.send(.tab)
        assertSnapshot(kanban.driver, named: "kanban-editor-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func historyPanel(language: Language) {
        let kanban = KanbanHarness(store: StandInKanbanStore(sampleState()), language: language)
        kanban.send(.character("u"), .character("v"))
        assertSnapshot(kanban.driver, named: "kanban-history-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func filterActive(language: Language) {
        let kanban = KanbanHarness(store: StandInKanbanStore(sampleState()), language: language)
        kanban.send(.character("/"))
        kanban.type(language == .ko ? "세금" : "safari")
        assertSnapshot(kanban.driver, named: "kanban-filter-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func deleteQuestion(language: Language) {
        let kanban = KanbanHarness(store: StandInKanbanStore(sampleState()), language: language)
        kanban.send(.character("d"))
        assertSnapshot(kanban.driver, named: "kanban-delete-80x24-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func largeScreen(language: Language) {
        let kanban = KanbanHarness(store: StandInKanbanStore(sampleState()), language: language, size: Size(width: 200, height: 60))
        kanban.send(.right, .down)
        assertSnapshot(kanban.driver, named: "kanban-board-200x60-\(language)")
    }

    @Test(arguments: Language.allCases)
    func smallestScreen(language: Language) {
        let kanban = KanbanHarness(store: StandInKanbanStore(sampleState()), language: language, size: Size(width: 60, height: 20))
        kanban.send(.character("m"))
        assertSnapshot(kanban.driver, named: "kanban-move-60x20-\(language)")
    }
}
