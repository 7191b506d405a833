import TextKit
import Foundation
import KanbanCore
import ScreenTesting
import TabKit
import TerminalUI
import Testing
@testable import KanbanFeature

/// What a day on the board asked for: a word after each move that does not
/// move the layout, how many cards are above and below a scrolled column,
/// and every list key in the boards list.
@MainActor
@Suite struct KanbanDailyUseTests {
    /// The sample board with `count` more cards in TODO, `Card 1` first.
    private func crowded(_ count: Int, language: Language = .en) -> (KanbanHarness, StandInKanbanStore) {
        var state = sampleState()
        for number in 1...count {
            state.perform(state.board.adding(title: "Card \(number)", body: "", deadline: nil, to: .todo,
                                             board: state.board.orderedBoards[0].id, id: UUID(), at: testNow))
        }
        let store = StandInKanbanStore(state)
        return (KanbanHarness(store: store, language: language), store)
    }

    private func rows(_ kanban: KanbanHarness) -> [Substring] { kanban.screen.split(separator: "\n", omittingEmptySubsequences: false) }

    /// `L` moves the chosen card and says so, in the history's words, on the
    /// title's row: the columns stay where they were.
    @Test(arguments: Language.allCases)
    func aMoveSaysWhatItDidAndNothingMoves(language: Language) throws {
        let kanban = KanbanHarness(store: StandInKanbanStore(sampleState()), language: language)
        let card = try #require(kanban.tab.chosenCard)
        let before = rows(kanban)
        kanban.send(.character("L"))
        let after = rows(kanban)
        let said = language == .en ? "Moved '\(card.title)' from TODO to DOING" : "TODO에서 DOING으로 옮겼습니다"
        #expect(kanban.screen.contains(said), "\(kanban.screen)")
        #expect(after.count == before.count)
        let border = before.firstIndex { $0.hasPrefix("┌") }
        #expect(border != nil && border == after.firstIndex { $0.hasPrefix("┌") }, "the columns start on the same row")
        assertSnapshot(kanban.driver, named: "kanban-a-move-says-what-it-did-\(language)")
        // The menu's move says so too.
        kanban.send(.character("m"), .character("3"))
        #expect(kanban.screen.contains(language == .en ? "to DONE" : "DONE으로"), "\(kanban.screen)")
    }

    /// A column scrolled down says how many cards are above and below
    /// what shows, and where the chosen one is.
    @Test func aScrolledColumnCountsTheCardsAboveAndBelow() throws {
        let (kanban, _) = crowded(40)
        let total = kanban.tab.cards(.todo).count
        kanban.send(.end)
        let bottom = try #require(rows(kanban).first { $0.hasPrefix("└") })
        let above = try #require(bottom.firstMatch(of: /↑ ([0-9]+)/).flatMap { Int($0.1) })
        #expect(above > 20 && bottom.contains("\(total)/\(total)"), "\(bottom)")
        #expect(!bottom.contains("↓"), "nothing below the last card")
        for _ in 0..<10 { kanban.send(.up) }
        let middle = try #require(rows(kanban).first { $0.hasPrefix("└") })
        #expect(middle.contains("↑ ") && middle.contains("↓ ") && middle.contains("\(total - 10)/\(total)"), "\(middle)")
        kanban.send(.home)
        let top = try #require(rows(kanban).first { $0.hasPrefix("└") })
        #expect(!top.contains("↑") && top.contains("↓ ") && top.contains("1/\(total)"), "\(top)")
    }

    /// With many boards, End, Home, PgDn and PgUp walk the boards list.
    @Test func theBoardsListTakesEveryListKey() throws {
        var state = sampleState()
        for number in 1...60 {
            state.perform(try state.board.addingBoard(named: "Board \(number)", id: UUID(), at: testNow))
        }
        let kanban = KanbanHarness(store: StandInKanbanStore(state))
        kanban.send(.character("b"), .end)
        guard case .boards(let list)? = kanban.tab.overlay else {
            Issue.record("the boards list is open")
            return
        }
        #expect(list.chosen?.name == "Board 60", "\(String(describing: list.chosen))")
        kanban.send(.pageUp)
        guard case .boards(let paged)? = kanban.tab.overlay, let index = paged.items.firstIndex(where: { $0.id == paged.chosen?.id }) else {
            Issue.record("still open")
            return
        }
        #expect(index < paged.items.count - 1 && index > 0, "a page up: \(index)")
        kanban.send(.home)
        guard case .boards(let first)? = kanban.tab.overlay else { return }
        #expect(first.chosen?.id == first.items.first?.id)
        kanban.send(.pageDown)
        guard case .boards(let down)? = kanban.tab.overlay else { return }
        #expect(down.chosen?.id != down.items.first?.id)
    }
}
