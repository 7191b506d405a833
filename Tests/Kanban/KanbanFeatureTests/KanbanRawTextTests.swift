import TextKit
import Foundation
import KanbanCore
import Testing
import TerminalUI
@testable import KanbanFeature

/// Text stored raw by an older release or another board (escape sequences
/// in a card's title and body) was wrapped and cut before the screen's
/// cleaner ran, so pieces of the sequences (`0;`, `m`) showed on the board.
/// What is measured is now what is drawn.
@MainActor
@Suite struct KanbanRawTextTests {
    static let title = "Fix \u{1B}]0;PWN\u{07}login \u{1B}[31mnow\u{1B}[0m please, before the demo on friday"
    static let body = "Step \u{1B}[2J one\u{1B}]8;;http://x\u{1B}\\ link\u{1B}]8;;\u{1B}\\ and \u{1B}[1;31mred\u{1B}[0m text"

    @Test(arguments: [60, 80, 120])
    func escapeSequencesStoredRawLeaveNoPiecesOnTheBoard(width: Int) {
        // The sequence at every place a cut may fall.
        let keys = OrderKey.sequence(31)
        let cards = [card(Self.title, body: Self.body, position: keys[0])] + (1..<31).map { offset in
            card(String(repeating: "a", count: offset) + "\u{1B}]0;PWN\u{07}" + String(repeating: "b", count: 40),
                 position: keys[offset])
        }
        let store = StandInKanbanStore(cards: cards)
        let kanban = KanbanHarness(store: store, size: Size(width: width, height: 40))
        let screen = kanban.screen
        for piece in ["0;", "]0", "PWN", "[31", "31m", "[0m", "[2J", "8;;", "http"] {
            #expect(!screen.contains(piece), "'\(piece)' at \(width) columns:\n\(screen)")
        }
        #expect(screen.contains("Fix"), "\(screen)")
        kanban.send(.enter)
        let opened = kanban.screen
        for piece in ["0;", "PWN", "[31", "31m", "[2J", "8;;"] {
            #expect(!opened.contains(piece), "'\(piece)' in the card at \(width) columns:\n\(opened)")
        }
    }
}
