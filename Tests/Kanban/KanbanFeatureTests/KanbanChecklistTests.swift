import TextKit
import Foundation
import KanbanCore
import TerminalUI
import Testing
import ScreenTesting
import TabKit
@testable import KanbanFeature

/// Tags on the board and in the filter, the checklist dialog (`x`) and the
/// due view (`D`), driven by keys.
@MainActor
@Suite struct KanbanChecklistTests {
    private func trip(_ body: String = "Pack:\n- [ ] passport\n- [x] tickets\n- [ ] charger") -> StandInKanbanStore {
        StandInKanbanStore(cards: [card("Trip", body: body, position: "a")])
    }

    @Test(arguments: Language.allCases)
    func spaceOrXTicksOneItemAsOneUndoableChange(language: Language) throws {
        let store = trip()
        let kanban = KanbanHarness(store: store, language: language)
        kanban.send(.character("x"))
        guard case .checklist = kanban.tab.overlay else { Issue.record("the checklist is not open"); return }
        kanban.send(.down, .down, .character(" "))
        #expect(kanban.tab.state?.board.orderedCards.first?.body == "Pack:\n- [ ] passport\n- [x] tickets\n- [x] charger")
        #expect(store.steps.count == 1)
        #expect(store.steps.last?.action.kind == .ticked(item: "charger", done: true))
        #expect(store.state.board == kanban.tab.state?.board, "the store got the same change")
        kanban.send(.up, .character("x"))
        #expect(kanban.tab.state?.board.orderedCards.first?.body == "Pack:\n- [ ] passport\n- [ ] tickets\n- [x] charger")
        assertSnapshot(kanban.driver, named: "kanban-space-or-x-ticks-one-item-as-one-undoable-change-1-\(language)")
        kanban.send(.character("u"))
        #expect(kanban.tab.state?.board.orderedCards.first?.body == "Pack:\n- [ ] passport\n- [x] tickets\n- [x] charger")
        kanban.send(.escape)
        #expect(kanban.tab.overlay == nil)
        kanban.send(.character("v"))
        assertSnapshot(kanban.driver, named: "kanban-space-or-x-ticks-one-item-as-one-undoable-change-2-\(language)")
    }

    @Test(arguments: Language.allCases)
    func theCardShowsItsProgress(language: Language) {
        let kanban = KanbanHarness(store: trip(), language: language)
        assertSnapshot(kanban.driver, named: "kanban-the-card-shows-its-progress-1-\(language)")
    }

    @Test(arguments: Language.allCases)
    func aCardWithoutAChecklistSaysSo(language: Language) {
        let kanban = KanbanHarness(store: StandInKanbanStore(cards: [card("Plain", body: "```\n- [ ] in code\n```", position: "a")]), language: language)
        kanban.send(.character("x"))
        #expect(kanban.tab.overlay == nil)
        assertSnapshot(kanban.driver, named: "kanban-a-card-without-a-checklist-says-so-1-\(language)")
    }

    /// A checklist of 100,000 items: each tick and frame used to read the
    /// whole body again (the dialog's items three times a frame, the hint
    /// bar's progress), 1.4–2.8 s a tick. Now the body is read once per
    /// change: ticks, frames and moves read none of it.
    @Test func aLongChecklistIsReadOncePerChangeNotPerTick() {
        let body = (1...100_000).map { "- [ ] item \($0)" }.joined(separator: "\n")
        let kanban = KanbanHarness(store: trip(body))
        let atStart = kanban.tab.checklistReads
        #expect(atStart <= 1, "the chosen card's checklist, read once")
        for _ in 0..<20 { kanban.driver.tick() }
        #expect(kanban.tab.checklistReads == atStart, "ticks on the board read nothing")
        kanban.send(.character("x"))
        guard case .checklist = kanban.tab.overlay else { Issue.record("the checklist is not open"); return }
        let opened = kanban.tab.checklistReads
        for _ in 0..<20 { kanban.driver.tick() }
        kanban.send(.down, .down, .end, .home)
        #expect(kanban.tab.checklistReads == opened, "ticks, frames and moves read nothing")
        kanban.send(.character(" "))
        #expect(kanban.tab.checklistReads == opened, "a tick flips one byte: the list is not read again")
        #expect(kanban.screen.contains("☑ 1/100,000"), "\(kanban.screen)")
        // Undo is another body: read once.
        kanban.send(.character("u"))
        #expect(kanban.tab.checklistReads == opened + 1)
        #expect(kanban.screen.contains("☑ 0/100,000"), "\(kanban.screen)")
    }

    @Test(arguments: Language.allCases)
    func aThousandItemsScroll(language: Language) {
        let body = (1...1_000).map { "- [ ] item \($0)" }.joined(separator: "\n")
        let store = trip(body)
        let kanban = KanbanHarness(store: store, language: language)
        assertSnapshot(kanban.driver, named: "kanban-a-thousand-items-scroll-1-\(language)")
        kanban.send(.character("x"), .end)
        assertSnapshot(kanban.driver, named: "kanban-a-thousand-items-scroll-2-\(language)")
        guard case .checklist(let dialog) = kanban.tab.overlay else { Issue.record("the checklist is not open"); return }
        #expect(dialog.scroll.offset > 900, "scrolled to the end")
        kanban.send(.character("x"))
        #expect(kanban.tab.state?.board.orderedCards.first?.body.hasSuffix("- [x] item 1000") == true)
        assertSnapshot(kanban.driver, named: "kanban-a-thousand-items-scroll-3-\(language)")
        kanban.send(.home, .character(" "))
        #expect(kanban.tab.state?.board.orderedCards.first?.body.hasPrefix("- [x] item 1\n") == true)
    }

    @Test func theFilterKeepsExactlyTheCardsWithATag() {
        let store = StandInKanbanStore(cards: [card("Fix the sink #Home", position: "a"), card("Maths #homework", position: "b"),
                                               card("home office", position: "c"), card("Boil water", body: "#home", position: "d")])
        let kanban = KanbanHarness(store: store)
        kanban.send(.character("/"))
        kanban.type("#home")
        #expect(kanban.tab.cards(.todo).map(\.title) == ["Fix the sink #Home", "Boil water"])
        kanban.send(.control("u"))
        kanban.type("#")
        #expect(kanban.tab.cards(.todo).map(\.title) == ["Fix the sink #Home", "Maths #homework", "Boil water"], "# alone is text")
        kanban.send(.control("u"))
        kanban.type("home")
        #expect(kanban.tab.cards(.todo).count == 4, "plain text as before")
    }

    @Test func tagsAreDrawnInTheirColour() {
        let kanban = KanbanHarness(store: StandInKanbanStore(cards: [card("Call #mom", position: "a"), card("Other", position: "b")]))
        kanban.send(.down)
        let frame = kanban.driver.backend.frame
        guard let y = kanban.lines.firstIndex(where: { $0.contains("Call #mom") }),
              let x = kanban.lines[y].range(of: "#mom").map({ DisplayWidth.of(kanban.lines[y][..<$0.lowerBound]) }) else {
            Issue.record("the card is not drawn"); return
        }
        let expected = TagPalette.colors[Tag("mom").colorIndex(among: TagPalette.count)]
        #expect(frame[x, y]?.style.foreground == expected)
        #expect(frame[x + 3, y]?.style.foreground == expected)
        #expect(frame[x - 2, y]?.style.foreground == .default, "the rest of the title is not coloured")
    }

    @Test func theDueViewGoesToTheCardClearingAFilter() {
        let store = StandInKanbanStore(cards: [
            card("Renew the passport", deadline: "2026-11-20", position: "a"),
            card("Call mom", .doing, deadline: "2026-11-23", position: "b"),
            card("Pay rent", deadline: "2026-11-27", position: "c"),
            card("Dentist", deadline: "2026-12-10", position: "d"),
            card("Shipped", .done, deadline: "2026-11-20", position: "e"),
            card("Someday", position: "f"),
        ])
        let kanban = KanbanHarness(store: store)
        kanban.send(.character("/"))
        kanban.type("someday")
        kanban.send(.enter, .character("D"))
        let screen = kanban.screen
        for text in ["Overdue 1", "Today 1", "This week 1", "Later 1", "Renew the passport", "DOING · Project Manager"] {
            #expect(screen.contains(text), "\(text)")
        }
        #expect(!screen.contains("Shipped"))
        #expect(kanban.tab.dueChosenTitle == "Renew the passport", "the first card, not a heading")
        kanban.send(.down)
        #expect(kanban.tab.dueChosenTitle == "Call mom", "headings are skipped")
        kanban.send(.down, .enter)
        #expect(kanban.tab.overlay == nil)
        #expect(kanban.tab.filter == nil, "the filter that hid it is cleared")
        #expect(kanban.tab.chosenCard?.title == "Pay rent")
        kanban.send(.character("D"), .escape)
        #expect(kanban.tab.overlay == nil)
    }
}

extension KanbanTab {
    /// The title of the due view's chosen card.
    var dueChosenTitle: String? {
        guard case .due(let view) = overlay, let id = view.chosenCard else { return nil }
        return state?.board[id]?.title
    }
}
