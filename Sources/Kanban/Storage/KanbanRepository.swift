import DatabaseKit
import Foundation
import GRDB
import KanbanCore

/// Why the kanban repository refused a write (nothing was written).
public enum KanbanRepositoryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An import lists the same card id twice.
    case duplicateCard(UUID)
    /// An undo or redo of an action that is not on top of the stored stack
    /// (another bankui changed the board since this one read it).
    case notOnStack(UUID)

    public var description: String {
        switch self {
        case .duplicateCard(let id): "two cards have the id \(id.uuidString.lowercased())"
        case .notOnStack: "the board was changed elsewhere; nothing to undo or redo here"
        }
    }
}

/// The kanban board, kept across runs: its cards (tombstones included), the
/// history lines and the undo and redo stacks.
///
/// Reading: ``load(historyLimit:)`` reads everything the tab shows at once:
/// all live cards, the newest history lines, both stacks, and the
/// tombstones the stacks refer to (so that undoing a removal after a
/// restart brings the card back).
///
/// Writing: each ``KanbanStep`` is one transaction: its card changes, its
/// history line and the stacks, all or none, so that undo and redo survive
/// a restart exactly. ``submitRecord(_:at:description:completion:)`` goes
/// through ``AppDatabase/writes`` (returns at once, kept and retried while
/// the database is locked or the disk full); ``record(_:at:)`` writes at
/// once and throws.
public struct KanbanRepository: Sendable {
    let database: AppDatabase
    /// Who makes the changes written through this repository: their
    /// history lines and outbox rows name them (empty: nobody named).
    let author: String

    /// A repository over `database`, writing as `author`.
    public init(database: AppDatabase, author: PersonName? = nil) {
        self.database = database
        self.author = author?.text ?? ""
    }

    // MARK: Reading

    /// The board as stored: all live cards, the newest `historyLimit`
    /// history lines (newest first), both stacks, and the tombstones of the
    /// cards the stacks name.
    ///
    /// A row this build cannot read (an unknown column name, an action of a
    /// newer bankui) is skipped rather than hiding the board.
    public func load(historyLimit: Int = KanbanState.historyDepth) throws -> KanbanState {
        try database.writer.read { db in try Self.load(db, historyLimit: historyLimit) }
    }

    /// The live cards alone (no history, stacks or tombstones, no filter
    /// index): what an export needs.
    public func board() throws -> Board {
        try database.writer.read { db in
            let (boards, removed) = try Self.boards(db)
            return Board(columns: try Self.liveColumns(db), boards: boards, removedBoards: removed, filterIndex: false)
        }
    }

    /// The live cards of the board `only` and of `column` alone (nil:
    /// every board, every column), with every board's name: what a listing
    /// of them needs, without reading the rest.
    public func board(only: UUID?, column: KanbanColumn?) throws -> Board {
        try database.writer.read { db in
            let (boards, removed) = try Self.boards(db)
            let columns = try Self.liveColumns(db, board: only, column: column)
            return Board(columns: columns, boards: boards, removedBoards: removed, filterIndex: false)
        }
    }

    /// The boards alone, without a card.
    public func boards() throws -> Board {
        try database.writer.read { db in
            let (boards, removed) = try Self.boards(db)
            return Board(columns: [:], boards: boards, removedBoards: removed, filterIndex: false)
        }
    }

    /// How many live cards are stored.
    public func cardCount() throws -> Int {
        try database.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM kanbanCard WHERE deleted = 0") ?? 0
        }
    }

    // MARK: Writing at once

    /// Writes `step` in one transaction: the card changes, the history line
    /// and the stacks. Committed before it returns (waiting at most
    /// ``AppDatabase/interactiveBusyTimeout`` for another program's lock).
    ///
    /// - Parameter at: the time of the history line of an undo or redo:
    ///   pass the time given to `KanbanState.undo(at:)` / `redo(at:)`, so
    ///   that the stored line equals the one on screen. A perform's line is
    ///   at the action's own time.
    /// - Throws: ``KanbanRepositoryError/notOnStack(_:)`` for an undo or
    ///   redo of an action that is not on top of the stored stack, or a
    ///   database error; nothing is written then.
    public func record(_ step: KanbanStep, at: Date = Date()) throws {
        try database.write { db in try Self.record(step, at: at, author: author, db) }
    }

    /// Replaces the cards of the board shown with `cards` (an import of one
    /// board) in one transaction: its live cards become tombstones, `cards`
    /// become the live ones (a card whose id is stored takes the imported
    /// fields, and the board), the history gains an "imported N" line and
    /// both stacks are emptied. When anything fails nothing is changed.
    ///
    /// - Throws: ``KanbanRepositoryError/duplicateCard(_:)`` when two cards
    ///   share an id, or a database error.
    public func replaceBoard(with cards: [Card], at: Date) throws {
        try database.write { db in try Self.replace(with: cards, at: at, author: author, db) }
    }

    /// Imports `file` in one transaction, as ``replaceBoard(with:at:)`` does
    /// for each board it names (``Board/plan(_:shown:)``: a board of the
    /// file replaces the cards of the board with its id or name, or is
    /// made); other boards stay as they are. Returns what it did.
    @discardableResult
    public func importFile(_ file: KanbanFile, at: Date) throws -> ImportPlan {
        try database.write { db in try Self.importFile(file, at: at, author: author, db) }
    }

    /// ``importFile(_:at:)`` through ``AppDatabase/writes``; returns at once.
    public func submitImport(
        _ file: KanbanFile, at: Date,
        completion: @escaping @Sendable (Result<Void, WriteFailure>) -> Void = { _ in }
    ) {
        let count = file.cards.count
        database.writes.submit("kanban: import \(count) cards", { db in _ = try Self.importFile(file, at: at, author: author, db) },
                               completion: completion)
    }

    // MARK: Writing in the background

    /// ``record(_:at:)`` through ``AppDatabase/writes``; returns at once.
    ///
    /// - Parameters:
    ///   - description: what the user is told if the step cannot be saved;
    ///     by default `kanban: move 'X' to DOING`, `kanban: undo add 'X'`.
    ///   - completion: on the write queue, once committed, or with the
    ///     failure.
    public func submitRecord(
        _ step: KanbanStep, at: Date = Date(), description: String? = nil,
        completion: @escaping @Sendable (Result<Void, WriteFailure>) -> Void = { _ in }
    ) {
        database.writes.submit(description ?? Self.describe(step), { db in try Self.record(step, at: at, author: author, db) },
                               completion: completion)
    }

    /// ``replaceBoard(with:at:)`` through ``AppDatabase/writes``; returns at
    /// once.
    public func submitReplaceBoard(
        with cards: [Card], at: Date, description: String? = nil,
        completion: @escaping @Sendable (Result<Void, WriteFailure>) -> Void = { _ in }
    ) {
        let text = description ?? "kanban: import \(cards.count) cards"
        database.writes.submit(text, { db in try Self.replace(with: cards, at: at, author: author, db) }, completion: completion)
    }

    /// `kanban: move 'X' to DOING`, for a write that could not be made.
    static func describe(_ step: KanbanStep) -> String {
        let action = step.action
        let title = action.title.count > 40 ? String(action.title.prefix(39)) + "…" : action.title
        let what: String
        switch action.kind {
        case .added: what = "add '\(title)'"
        case .updated: what = "edit '\(title)'"
        case .moved(_, let to): what = "move '\(title)' to \(to.title)"
        case .reordered: what = "reorder '\(title)'"
        case .removed: what = "remove '\(title)'"
        case .restored: what = "bring back '\(title)'"
        case .skipped: what = "skip '\(title)'"
        case .ticked(_, let done): what = (done ? "tick" : "untick") + " an item of '\(title)'"
        case .movedBoard(_, let to): what = "move '\(title)' to the board '\(to)'"
        case .boardAdded: what = "add the board '\(title)'"
        case .boardRenamed: what = "rename a board to '\(title)'"
        case .boardRemoved: what = "remove the board '\(title)'"
        case .wipSet(let column, _): what = "set the limit of \(column.title) on '\(title)'"
        case .archiveSet: what = "set the archive's days on '\(title)'"
        case .unarchived: what = "put '\(title)' back from the archive"
        }
        switch step {
        case .perform: return "kanban: " + what
        case .undo: return "kanban: undo " + what
        case .redo: return "kanban: redo " + what
        }
    }
}
