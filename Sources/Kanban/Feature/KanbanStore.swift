import Foundation
import KanbanCore
import DatabaseKit
import KanbanStorage

/// Where the kanban tab keeps its board: the database in the app, a
/// stand-in in tests (one whose writes fail, one that answers late).
///
/// The board, the newest history and both undo stacks are read at once
/// (`load`). Every change is a `KanbanStep` the tab has already shown; it is
/// submitted and the call returns at once. The completion comes later, on
/// any thread, once the step is committed or refused for good.
protocol KanbanStore: Sendable {
    /// The board as stored, with at most `historyLimit` history lines.
    func load(historyLimit: Int) throws -> KanbanState
    /// Records `step` (one transaction) in the background; `at` is the time
    /// given to `KanbanState.undo(at:)` or `redo(at:)`, so the stored
    /// history line is the one on screen.
    func submit(_ step: KanbanStep, at: Date, completion: @escaping @Sendable (Result<Void, WriteFailure>) -> Void)
    /// Remembers the board shown, in the background.
    func submitShowBoard(_ board: UUID)
    /// The first `count` cards of each column of the board shown and each
    /// column's count, read before the whole board so that the first frame
    /// shows cards; nil from a store that reads the whole board as fast.
    func firstPage(cardsPerColumn count: Int, today: Deadline) throws -> KanbanFirstPage?
    /// The flow moments of the live cards of `board` (``FlowCard``).
    func flow(on board: UUID) throws -> [FlowCard]
    /// History lines, newest first: `limit` of them after the first
    /// `offset`, those at or after `since` that concern `board` (nil: any).
    func activity(limit: Int, offset: Int, since: Date?, board: UUID?) throws -> [HistoryEntry]
}

extension KanbanStore {
    func submitShowBoard(_ board: UUID) {}

    /// A store that keeps only what it loads: its history lines.
    func activity(limit: Int, offset: Int, since: Date?, board: UUID?) throws -> [HistoryEntry] {
        let lines = try load(historyLimit: offset + limit).history.dropFirst(offset)
        return Array(lines.filter { line in
            (since.map { line.at >= $0 } ?? true) && (board.map(line.concerns) ?? true)
        }.prefix(limit))
    }
    func firstPage(cardsPerColumn count: Int, today: Deadline) throws -> KanbanFirstPage? { nil }

    /// A store that keeps no moments: the cards in their columns, when
    /// each was made, started and done not known.
    func flow(on board: UUID) throws -> [FlowCard] {
        try load(historyLimit: 0).board.cards(on: board).map { FlowCard(column: $0.column) }
    }
}

extension KanbanRepository: KanbanStore {
    func firstPage(cardsPerColumn count: Int, today: Deadline) throws -> KanbanFirstPage? {
        try readFirstPage(cardsPerColumn: count, today: today)
    }

    func flow(on board: UUID) throws -> [FlowCard] {
        try flowCards(on: board).cards
    }

    func submit(_ step: KanbanStep, at: Date, completion: @escaping @Sendable (Result<Void, WriteFailure>) -> Void) {
        submitRecord(step, at: at, completion: completion)
    }
}
