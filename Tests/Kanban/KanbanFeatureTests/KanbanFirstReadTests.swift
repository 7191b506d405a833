import TextKit
import KanbanCore
import TerminalUI
import Testing
import TabKit
import Foundation
import KanbanStorage
import DatabaseKit
@testable import KanbanFeature

/// A store that gives the first page of its board before the board.
private struct PagedStore: KanbanStore {
    let inner: StandInKanbanStore
    let page: KanbanFirstPage

    func load(historyLimit: Int) throws -> KanbanState { try inner.load(historyLimit: historyLimit) }

    func submit(_ step: KanbanStep, at: Date, completion: @escaping @Sendable (Result<Void, WriteFailure>) -> Void) {
        inner.submit(step, at: at, completion: completion)
    }

    func firstPage(cardsPerColumn count: Int, today: Deadline) throws -> KanbanFirstPage? { page }
}

/// Until the board is read, the tab says it is reading and draws nothing
/// of the board: an empty board (`No cards`, `TODO 0`) over stored cards
/// would tell the user their cards are gone.
@MainActor
@Suite struct KanbanFirstReadTests {
    private func screen(_ tab: KanbanTab) -> String {
        var buffer = Buffer(size: Size(width: 80, height: 20))
        tab.render(in: Rect(x: 0, y: 0, width: 80, height: 20), buffer: &buffer)
        return buffer.lines.joined(separator: "\n")
    }

    @Test(arguments: Language.allCases)
    func theBoardSaysItIsReadingUntilItIsRead(language: Language) {
        let store = StandInKanbanStore(cards: [Card(title: "Stored card", column: .doing)])
        let tab = KanbanTab(language: language, store: store, calendar: testCalendar())
        let strings = KanbanStrings(language)
        let before = screen(tab)
        #expect(before.contains(strings.readingCards), "not even shown yet: nothing is known")
        let effects = tab.handle(.shown).effects
        let reading = screen(tab)
        #expect(reading.contains(strings.readingCards))
        for false_ in [strings.emptyColumn, "TODO", "DOING", "DONE", " 0"] {
            #expect(!reading.contains(false_), "\(false_) before the board is read:\n\(reading)")
        }
        for case .background(let read) in effects { _ = tab.handle(.message(read())) }
        let read = screen(tab)
        #expect(!read.contains(strings.readingCards))
        #expect(read.contains("Stored card"))
        #expect(read.contains("DOING 1"))
    }

    /// A board that cannot be read says why, not that it is reading.
    @Test func aFailedReadSaysWhy() {
        let store = StandInKanbanStore()
        store.failsReads = true
        let tab = KanbanTab(language: .en, store: store, calendar: testCalendar())
        for case .background(let read) in tab.handle(.shown).effects { _ = tab.handle(.message(read())) }
        let shown = screen(tab)
        #expect(!shown.contains(KanbanStrings(.en).readingCards))
        #expect(!shown.contains("No cards"))
        #expect(shown.contains("disk I/O error"))
    }

    /// The first page is drawn before the whole board: its cards, and the
    /// columns' true counts (not the page's), until the board is read.
    @Test func theFirstPageIsDrawnUntilTheBoardIsRead() throws {
        let cards = (0..<30).map { Card(title: String(format: "Card %02d", $0), column: .todo, position: String(format: "a%02d", $0)) }
        let store = StandInKanbanStore(cards: cards)
        let board = try store.load(historyLimit: 0).board
        let first = Array(board.cards(in: .todo).prefix(5))
        let page = KanbanFirstPage(board: BoardInfo.firstID, cards: [.todo: first, .doing: [], .done: []],
                                   counts: [.todo: 30, .doing: 0, .done: 0])
        let tab = KanbanTab(language: .en, store: PagedStore(inner: store, page: page), calendar: testCalendar())
        let reads = tab.handle(.shown).effects.compactMap { effect -> (@Sendable () -> any Sendable)? in
            if case .background(let read) = effect { return read }
            return nil
        }
        #expect(reads.count == 2, "the first page, then the board")
        _ = tab.handle(.message(reads[0]()))
        let paged = screen(tab)
        #expect(paged.contains("Card 00"))
        #expect(paged.contains("TODO 30"), "the column's count, not the page's:\n\(paged)")
        #expect(!paged.contains("TODO 5"))
        #expect(!paged.contains(KanbanStrings(.en).readingCards))
        #expect(tab.activeKeys.isEmpty, "no key acts on a board not read yet")
        _ = tab.handle(.message(reads[1]()))
        #expect(tab.state != nil)
        #expect(screen(tab).contains("TODO 30"))
        #expect(tab.chosenCard?.title == "Card 00")
    }
}
