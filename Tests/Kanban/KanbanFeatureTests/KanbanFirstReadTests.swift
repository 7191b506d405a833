import TextKit
import KanbanCore
import TerminalUI
import Testing
import TabKit
@testable import KanbanFeature

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
}
