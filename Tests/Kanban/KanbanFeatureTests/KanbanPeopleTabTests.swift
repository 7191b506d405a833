import TextKit
import Foundation
import KanbanCore
import KanbanStorage
import DatabaseKit
import TerminalUI
import Testing
import Shell
import ScreenTesting
import TabKit
@testable import KanbanFeature

/// The people on the kanban tab: the cards for someone (`◆` on yours), who
/// else is here and what they edit, history lines by name, `/@me`,
/// `--read-only`, telling the engine what is edited, and the whole
/// activity read as the history panel scrolls.
@MainActor
@Suite struct KanbanPeopleTabTests {
    /// The sample board with cards for 민수 and 지연, lines by 지연, and 지연
    /// editing one card while guest looks on.
    func sharedState() -> (KanbanState, UUID) {
        var state = sampleState()
        let report = UUID()
        state.perform(state.board.adding(title: "Write the notes @민수", body: "with @지연", deadline: nil, to: .todo,
                                         id: report, at: testNow))
        state.perform(state.board.adding(title: "Call the bank @지연", body: "", deadline: nil, to: .doing, id: UUID(),
                                         at: testNow))
        state.history.insert(HistoryEntry(at: testNow, kind: .remote(.moved(from: .todo, to: .doing)),
                                          title: "Call the bank @지연", author: "지연"), at: 0)
        let conflict = FieldConflict(cardID: report, lost: .title("Write notes"), kept: .title("Write the notes @민수"),
                                     lostHere: false)
        state.history.insert(HistoryEntry(at: testNow, kind: .conflict(conflict), title: "Write the notes @민수",
                                          author: "지연"), at: 0)
        return (state, report)
    }

    func status(editing card: UUID) -> KanbanSyncStatus {
        KanbanSyncStatus(online: true, unsent: 0, remote: "postgres://team@db/board",
                         people: [KanbanPresence(name: "guest", viewer: true), KanbanPresence(name: "지연", editing: card)])
    }

    @Test(arguments: Language.allCases, [Size(width: 80, height: 24), Size(width: 200, height: 60)])
    func theBoardShowsItsPeople(language: Language, size: Size) {
        let (state, report) = sharedState()
        let kanban = KanbanHarness(store: StandInKanbanStore(state), language: language, size: size, person: "민수")
        kanban.deliver(status(editing: report))
        let name = "kanban-people-\(size.width)x\(size.height)-\(language.rawValue)"
        assertSnapshot(kanban.driver, named: name + "-board")
        let title = kanban.screen.split(separator: "\n")[1]
        #expect(title.contains(language == .en ? "지연 editing 'Write the notes @민수'" : "지연: 'Write the notes @민수' 편집 중"))
        #expect(title.contains(language == .en ? "guest here" : "guest 접속 중"))
        #expect(kanban.screen.contains("◆ @민수 @지연"), "the card for me is marked")
        #expect(kanban.screen.contains("│ @지연"), "a card for someone else is not")
        kanban.send(.character("v"))
        assertSnapshot(kanban.driver, named: name + "-history")
        #expect(kanban.screen.contains(language == .en ? "지연 moved 'Call the bank @지연' from TODO to DOING" : "지연: 'Call"))
        #expect(kanban.screen.contains(language == .en ? "title also set by 지연: 'Write notes'" : "지연 님도"))
    }

    @Test func offlineNobodyIsShown() {
        let (state, report) = sharedState()
        let kanban = KanbanHarness(store: StandInKanbanStore(state), person: "민수")
        kanban.deliver(status(editing: report))
        #expect(kanban.screen.contains("guest here"))
        kanban.deliver(KanbanSyncStatus(online: false, unsent: 0, lastError: "connection refused", remote: "r"))
        #expect(!kanban.screen.contains("guest"))
        #expect(!kanban.screen.contains("editing"))
    }

    @Test func theFilterKeepsTheCardsForMe() {
        let (state, _) = sharedState()
        let kanban = KanbanHarness(store: StandInKanbanStore(state), person: "민수")
        kanban.send(.character("/"))
        kanban.type("@me")
        kanban.send(.enter)
        #expect(kanban.tab.cards(.todo).map(\.title) == ["Write the notes @민수"])
        #expect(kanban.tab.cards(.doing).isEmpty)
        kanban.send(.escape)
        kanban.send(.character("/"))
        kanban.type("@지연")
        #expect(kanban.tab.cards(.todo).map(\.title) == ["Write the notes @민수"])
        #expect(kanban.tab.cards(.doing).map(\.title) == ["Call the bank @지연"])
    }

    @Test(arguments: Language.allCases)
    func readOnlyEveryEditingKeySaysWhyAndChangesNothing(language: Language) {
        let store = StandInKanbanStore(sampleState())
        let before = store.state.board
        let kanban = KanbanHarness(store: store, language: language, person: "guest", readOnly: true)
        #expect(kanban.screen.split(separator: "\n")[1].hasSuffix(language == .en ? "read only" : "읽기 전용"))
        let said = language == .en ? "Read only (--read-only)" : "읽기 전용(--read-only)"
        for key: Key in [.character("n"), .enter, .character("e"), .character("d"), .character("m"), .character("H"),
                         .character("L"), .character("J"), .character("K"), .character("u"), .control("r"),
                         .character("M"), .character("W"), .character("S"), .character("E")] {
            kanban.send(key)
            #expect(kanban.screen.contains(said), "\(key)")
            #expect(!kanban.screen.contains("Edit card") && !kanban.screen.contains("New card"), "\(key)")
            kanban.send(.escape)
        }
        // In the history panel, the boards list and the checklist too.
        kanban.send(.character("v"))
        kanban.send(.character("u"))
        #expect(kanban.screen.contains(said))
        kanban.send(.escape)
        kanban.send(.character("b"))
        kanban.send(.character("n"))
        #expect(kanban.screen.contains(said))
        kanban.send(.escape)
        if language == .en { assertSnapshot(kanban.driver, named: "kanban-read-only-80x24-en") }
        #expect(store.state.board == before)
        // Moving about and reading still work.
        kanban.send(.right)
        kanban.send(.character("/"))
        kanban.type("login")
        #expect(kanban.tab.cards(.doing).map(\.title) == ["Fix the login bug on Safari"])
    }

    @Test func theEngineIsToldWhichCardIsEdited() {
        let (state, _) = sharedState()
        let kanban = KanbanHarness(store: StandInKanbanStore(state), person: "민수")
        var told: [UUID?] = []
        kanban.tab.onEditing = { told.append($0) }
        kanban.send(.enter)
        _ = kanban.screen
        let chosen = kanban.tab.chosenCard?.id
        #expect(told == [chosen])
        kanban.send(.escape)
        _ = kanban.screen
        #expect(told == [chosen, nil])
        kanban.send(.character("n"))
        _ = kanban.screen
        #expect(told == [chosen, nil], "a new card is no card of the board yet")
    }

    @Test func theHistoryPanelReadsTheWholeActivityAsItScrolls() throws {
        let database = try AppDatabase.inMemory()
        let repository = KanbanRepository(database: database, author: try PersonName.validated("민수").get())
        var state = try repository.load()
        let id = UUID()
        let made = try #require(state.board.adding(title: "Busy card", body: "", deadline: nil, to: .todo, id: id, at: testNow))
        try repository.record(state.perform(made), at: testNow)
        for round in 0..<700 {
            let edit = try #require(state.board.editing(id, title: "Busy card \(round)", body: "", deadline: nil,
                                                         at: testNow.addingTimeInterval(Double(round))))
            try repository.record(state.perform(edit), at: testNow.addingTimeInterval(Double(round)))
        }
        let kanban = KanbanHarness(store: ImmediateKanbanStore(repository: repository), size: Size(width: 100, height: 30),
                                   person: "민수")
        kanban.send(.character("v"))
        #expect(kanban.screen.contains("History 500"), "the lines the board keeps")
        #expect(kanban.screen.contains("Updated 'Busy card 699'."), "one's own lines without the name")
        kanban.send(.end)
        #expect(kanban.screen.contains("History 701"), "the older lines, read when the end came near")
        kanban.send(.end)
        #expect(kanban.screen.contains("Added 'Busy card'."))
        kanban.send(.escape)
        kanban.send(.character("v"))
        #expect(kanban.screen.contains("History 500"), "opened again, it starts from the newest")
    }

    @Test(arguments: Language.allCases)
    func aCardRemovedElsewhereWhileEditedComesBackWithR(language: Language) throws {
        var state = sampleState()
        let card = try #require(state.board.cards(in: .todo).first)
        state.perform(try #require(state.board.removing(card.id, at: testNow)))
        let conflict = FieldConflict(cardID: card.id, lost: .deleted(false), kept: .deleted(true), lostHere: true)
        state.history.insert(HistoryEntry(at: testNow, kind: .conflict(conflict), title: card.title, author: "지연"), at: 0)
        let store = StandInKanbanStore(state)
        let kanban = KanbanHarness(store: store, language: language, size: Size(width: 140, height: 30), person: "민수")
        kanban.send(.character("v"))
        #expect(kanban.screen.contains(language == .en
            ? "' was removed by 지연 while you changed it; r restores it, changed."
            : "': 지연 님이 바꾸는 사이에 삭제했습니다."))
        kanban.send(.character("r"))
        #expect(store.state.board[card.id] != nil, "back")
    }

    @Test func theDueViewShowsThePersonTheFilterNames() {
        var state = sampleState()
        state.perform(state.board.adding(title: "Pay the rent @민수", body: "", deadline: Deadline(iso: "2026-11-24"), to: .todo,
                                         id: UUID(), at: testNow))
        let kanban = KanbanHarness(store: StandInKanbanStore(state), size: Size(width: 100, height: 30), person: "민수")
        kanban.send(.character("D"))
        #expect(kanban.screen.contains("Renew the passport"), "every card without a person's filter")
        kanban.send(.escape)
        kanban.send(.character("/"))
        kanban.type("@me")
        kanban.send(.enter)
        kanban.send(.character("D"))
        #expect(kanban.screen.contains("Due 1 · @민수"))
        #expect(kanban.screen.contains("Pay the rent @민수"))
        #expect(!kanban.screen.contains("Renew the passport"))
    }
}
