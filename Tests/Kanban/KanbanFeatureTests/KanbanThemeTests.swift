import TextKit
import KanbanCore
import TerminalUI
import Testing
import Shell
import ScreenTesting
import TabKit
@testable import KanbanFeature

/// The kanban tab without colour: an overdue deadline says so in words and
/// the shared board's offline dot is hollow; with colour it looks as before.
@MainActor
@Suite struct KanbanThemeTests {
    @Test(arguments: Language.allCases)
    func monoBoardMarksTheOverdueDeadline(language: Language) {
        let kanban = KanbanHarness(store: StandInKanbanStore(sampleState()), language: language, theme: .mono)
        let mark = language == .ko ? "2026. 11. 20. · 지남" : "2026-11-20 · overdue"
        #expect(kanban.screen.contains(mark))
        assertSnapshot(kanban.driver, named: "kanban-board-mono-80x24-\(language.rawValue)")
    }

    @Test func withColourTheOverdueDeadlineHasNoWord() {
        for theme in [Theme.standard, .light, .highContrast] {
            let kanban = KanbanHarness(store: StandInKanbanStore(sampleState()), theme: theme)
            #expect(kanban.screen.contains("2026-11-20"))
            #expect(!kanban.screen.contains("overdue"), "\(theme.name)")
        }
    }

    @Test(arguments: Language.allCases)
    func anOverdueColourRemovedByAnOverrideBringsTheWord(language: Language) throws {
        let theme = try Theme.standard.overriding(["overdue": "default"])
        let kanban = KanbanHarness(store: StandInKanbanStore(sampleState()), language: language, theme: theme)
        assertSnapshot(kanban.driver, named: "kanban-an-overdue-colour-removed-by-an-override-brings-the-word-1-\(language)")
    }

    @Test func aNarrowColumnKeepsTheMarkOverTheDate() {
        let late = card("Late", deadline: "2026-11-01", position: "a0")
        let rows = CardRows.rows(of: late, width: 12, today: Deadline(iso: "2026-11-23")!, strings: KanbanStrings(.en),
                                 marksOverdue: true)
        #expect(rows.last == CardRows.Row(text: " overdue", kind: .deadline(.overdue)))
    }

    @Test func withoutColourOnlineAndOfflineDotsDiffer() {
        let online = KanbanHarness(store: StandInKanbanStore(sampleState()), size: Size(width: 60, height: 20), theme: .mono)
        online.deliver(KanbanSyncStatus(online: true, unsent: 12, remote: "r"))
        let offline = KanbanHarness(store: StandInKanbanStore(sampleState()), size: Size(width: 60, height: 20), theme: .mono)
        offline.deliver(KanbanSyncStatus(online: false, unsent: 12, remote: "r"))
        let onlineTop = online.screen.split(separator: "\n", omittingEmptySubsequences: false)[2]
        let offlineTop = offline.screen.split(separator: "\n", omittingEmptySubsequences: false)[2]
        #expect(onlineTop.contains("● ") && !onlineTop.contains("○"))
        #expect(offlineTop.contains("○ ") && !offlineTop.contains("●"))
    }

    @Test func withColourTheOfflineDotStaysFull() {
        let kanban = KanbanHarness(store: StandInKanbanStore(sampleState()))
        kanban.deliver(KanbanSyncStatus(online: false, unsent: 3, remote: "r"))
        #expect(kanban.screen.contains("● offline") && !kanban.screen.contains("○"))
    }
}
