import Foundation
@testable import KanbanCore
import TextKit

/// A day for tests; crashes on a day that does not exist.
func day(_ iso: String) -> Deadline {
    Deadline(iso: iso)!
}

/// A fixed instant: seconds after 2026-01-01 00:00 UTC.
func instant(_ seconds: TimeInterval = 0) -> Date {
    Date(timeIntervalSince1970: 1_767_225_600 + seconds)
}

/// A UUID whose last byte is `n`, so tests can name cards.
func cardID(_ n: UInt8) -> UUID {
    UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, n))
}

/// The seeded generator the property tests have always drawn from: the
/// shared one moved on by one value, so every seed replays the same boards
/// as before it was shared.
func seededGenerator(_ seed: UInt64) -> SeededRandomNumberGenerator {
    var random = SeededRandomNumberGenerator(seed: seed)
    _ = random.next()
    return random
}

extension KanbanState {
    /// Performs the action a maker returned, which must not be nil.
    mutating func perform(_ action: KanbanAction?) {
        perform(action!)
    }
}

extension Board {
    /// The titles of a column, in order.
    func titles(_ column: KanbanColumn) -> [String] {
        cards(in: column).map(\.title)
    }

    /// A board with cards titled `titles` in `column`, added in order.
    static func with(_ titles: [String], in column: KanbanColumn = .todo) -> Board {
        var state = KanbanState()
        for (index, title) in titles.enumerated() {
            state.perform(state.board.adding(title: title, body: "", deadline: nil, to: column,
                                             id: cardID(UInt8(index + 1)), at: instant()))
        }
        return state.board
    }
}
