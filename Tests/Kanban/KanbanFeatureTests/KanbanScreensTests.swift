import KanbanCore
import ScreenTesting
import TabKit
import TerminalUI
import Testing
import TextKit
@testable import KanbanFeature

/// The kanban screens that KanbanSnapshotTests does not hold in both
/// languages, whole, at 80×24 in English and Korean: the question before
/// typed text is thrown away, a new card's empty editor, the move menu,
/// the words after an undo and a redo, a card edited, and a board that
/// cannot be read or written.
@MainActor
@Suite struct KanbanScreensTests {
    /// One reachable state: how to get there from the sample board.
    struct Journey: Sendable, CustomTestStringConvertible {
        let name: String
        var failsReads = false
        /// Set once the board is shown: the next write fails.
        var failsWritesLater = false
        let steps: @MainActor @Sendable (KanbanHarness) -> Void
        var testDescription: String { name }
    }

    nonisolated static let journeys: [Journey] = [
        Journey(name: "new-card") { $0.send(.character("n")) },
        Journey(name: "discard-question") { kanban in
            kanban.send(.character("n"))
            kanban.type("Half a thought")
            kanban.send(.escape)
        },
        Journey(name: "move-menu") { $0.send(.character("m")) },
        Journey(name: "moved-to-doing") { kanban in
            kanban.send(.character("m"))
            kanban.type("2")
        },
        Journey(name: "undone") { kanban in
            kanban.send(.character("d"), .character("y"), .character("u"))
        },
        Journey(name: "redone") { kanban in
            kanban.send(.character("d"), .character("y"), .character("u"), .control("r"))
        },
        Journey(name: "nothing-to-undo") { kanban in
            kanban.send(.character("u"), .character("u"), .character("u"), .character("u"))
        },
        Journey(name: "edited-title") { kanban in
            kanban.send(.character("e"))
            kanban.send(.control("u"))
            kanban.type("Renamed card")
            kanban.send(.control("s"))
        },
        Journey(name: "board-unreadable", failsReads: true) { _ in },
        Journey(name: "card-not-saved", failsWritesLater: true) { kanban in
            kanban.send(.character("n"))
            kanban.type("Lost on the way")
            kanban.send(.control("s"))
        },
    ]

    @Test(arguments: journeys, Language.allCases)
    func screen(_ journey: Journey, language: Language) {
        let store = StandInKanbanStore(sampleState())
        store.failsReads = journey.failsReads
        let kanban = KanbanHarness(store: store, language: language)
        store.failsWrites = journey.failsWritesLater
        journey.steps(kanban)
        assertSnapshot(kanban.driver, named: "kanban-\(journey.name)-80x24-\(language.rawValue)")
    }
}
