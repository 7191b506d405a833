import TextKit
import KanbanCore
import TerminalUI
import Testing
import ScreenTesting
import TabKit
@testable import KanbanFeature

/// The two sizes every screen of this suite is recorded at.
private let snapshotSizes = [Size(width: 80, height: 24), Size(width: 200, height: 60)]

/// Tags in their colours and checklist progress on the cards, the checklist
/// dialog and the due view, at 80×24 and 200×60, in both languages.
@MainActor
@Suite struct KanbanChecklistSnapshotTests {
    /// A board with tags (one of them 60 characters long), checklists and
    /// deadlines on 2026-11-23, a Monday.
    private func store() -> StandInKanbanStore {
        StandInKanbanStore(cards: [
            card("Plan the trip #travel", body: "- [x] passport\n- [ ] tickets #busan\n- [ ] hotel\n- [x] train\n- [ ] bag",
                 deadline: "2026-11-27", position: "a"),
            card("Renew the passport", deadline: "2026-11-20", position: "b"),
            card("회의 준비 #회의", body: "- [ ] 자료 만들기\n- [x] 장소 예약", deadline: "2026-11-23", position: "c"),
            card("Fix the login bug #work", .doing, body: "Safari logs users out.\n```\n# not a tag, - [ ] not an item\n```",
                 position: "a"),
            card("Read #" + String(repeating: "long", count: 15), .doing, deadline: "2026-12-10", position: "b"),
            card("Ship v2 #work", .done, deadline: "2026-11-20", position: "a"),
        ])
    }

    private func name(_ screen: String, _ size: Size, _ language: Language) -> String {
        "kanban-\(screen)-\(size.width)x\(size.height)-\(language.rawValue)"
    }

    @Test(arguments: Language.allCases, snapshotSizes)
    func cardsWithTagsAndProgress(language: Language, size: Size) {
        let kanban = KanbanHarness(store: store(), language: language, size: size)
        kanban.send(.right)
        assertSnapshot(kanban.driver, named: name("tags", size, language))
    }

    @Test(arguments: Language.allCases, snapshotSizes)
    func checklistDialog(language: Language, size: Size) {
        let kanban = KanbanHarness(store: store(), language: language, size: size)
        kanban.send(.character("x"), .down, .character(" "))
        assertSnapshot(kanban.driver, named: name("checklist", size, language))
    }

    @Test(arguments: Language.allCases, snapshotSizes)
    func dueView(language: Language, size: Size) {
        let kanban = KanbanHarness(store: store(), language: language, size: size)
        kanban.send(.character("D"), .down)
        assertSnapshot(kanban.driver, named: name("due", size, language))
    }
}
