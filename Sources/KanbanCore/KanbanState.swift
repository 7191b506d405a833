import Foundation

/// One line of the history panel: what happened, when, to which card.
/// The words are the tab's (`Added 'X'.`, `Undid: Moved 'X' from TODO to
/// DOING.`).
public struct HistoryEntry: Hashable, Codable, Sendable {
    public enum Kind: Hashable, Codable, Sendable {
        case action(KanbanActionKind)
        case undid(KanbanActionKind)
        case redid(KanbanActionKind)
        /// The board was replaced by `count` imported cards.
        case imported(count: Int)
        /// Another board did this (its change arrived through the shared board).
        case remote(KanbanActionKind)
        /// Two boards set one field at once; the line keeps the value that
        /// lost, which can be restored.
        case conflict(FieldConflict)
    }

    public let at: Date
    public let kind: Kind
    /// The card's title (empty for an import).
    public let title: String

    public init(at: Date, kind: Kind, title: String) {
        self.at = at
        self.kind = kind
        self.title = title
    }
}

/// One step of the board's life, as the tab hands it to storage: an action
/// done, undone or redone.
public enum KanbanStep: Hashable, Codable, Sendable {
    case perform(KanbanAction)
    case undo(KanbanAction)
    case redo(KanbanAction)

    /// The action the step is about.
    public var action: KanbanAction {
        switch self {
        case .perform(let action), .undo(let action), .redo(let action): action
        }
    }

    /// The changes the step applies to the board.
    public var changes: [CardChange] {
        switch self {
        case .perform(let action), .redo(let action): action.forward
        case .undo(let action): action.backward
        }
    }

    /// The history line the step adds, at `at` (a perform's line is at the
    /// action's own time; undo and redo happen when they happen).
    public func historyEntry(at: Date) -> HistoryEntry {
        switch self {
        case .perform(let action): HistoryEntry(at: action.at, kind: .action(action.kind), title: action.title)
        case .undo(let action): HistoryEntry(at: at, kind: .undid(action.kind), title: action.title)
        case .redo(let action): HistoryEntry(at: at, kind: .redid(action.kind), title: action.title)
        }
    }
}

/// What the kanban tab holds and storage persists: the board, the history
/// (newest first) and the undo and redo stacks.
///
/// The stacks hold at most ``undoDepth`` actions (the oldest is forgotten),
/// the history at most ``historyDepth`` lines in memory; storage applies
/// the same limits, so a state read back after a restart equals the state
/// that was written.
public struct KanbanState: Sendable, Equatable {
    /// How many actions undo remembers.
    public static let undoDepth = 200
    /// How many history lines the state keeps (storage keeps them all and
    /// loads the newest this many by default).
    public static let historyDepth = 500

    public var board: Board
    /// Newest first.
    public var history: [HistoryEntry]
    /// The last is undone next.
    public var undoStack: [KanbanAction]
    /// The last is redone next.
    public var redoStack: [KanbanAction]

    public init(board: Board = Board(), history: [HistoryEntry] = [], undoStack: [KanbanAction] = [],
                redoStack: [KanbanAction] = []) {
        self.board = board
        self.history = history
        self.undoStack = undoStack
        self.redoStack = redoStack
    }

    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }

    /// Applies `action`, makes it the next to undo, forgets what could be
    /// redone, and adds its history line.
    @discardableResult
    public mutating func perform(_ action: KanbanAction) -> KanbanStep {
        board.apply(action.forward)
        pushUndo(action)
        redoStack.removeAll()
        let step = KanbanStep.perform(action)
        addHistory(step.historyEntry(at: action.at))
        return step
    }

    /// Undoes the last action (its `backward` changes); nil when there is
    /// nothing to undo.
    @discardableResult
    public mutating func undo(at: Date) -> KanbanStep? {
        guard let action = undoStack.popLast() else { return nil }
        board.apply(action.backward)
        redoStack.append(action)
        let step = KanbanStep.undo(action)
        addHistory(step.historyEntry(at: at))
        return step
    }

    /// Redoes the last undone action; nil when there is nothing to redo.
    @discardableResult
    public mutating func redo(at: Date) -> KanbanStep? {
        guard let action = redoStack.popLast() else { return nil }
        board.apply(action.forward)
        pushUndo(action)
        let step = KanbanStep.redo(action)
        addHistory(step.historyEntry(at: at))
        return step
    }

    /// Replaces the board with imported `cards`, as
    /// `KanbanRepository.replaceBoard(with:at:)` does in storage: the
    /// history gains an "imported N" line, and both stacks are emptied
    /// (an import is not undone).
    public mutating func replaceBoard(with cards: [Card], at: Date) {
        board = Board(cards: cards)
        undoStack.removeAll()
        redoStack.removeAll()
        addHistory(HistoryEntry(at: at, kind: .imported(count: cards.count), title: ""))
    }

    /// Makes `action` the next to undo; the oldest goes past ``undoDepth``.
    private mutating func pushUndo(_ action: KanbanAction) {
        undoStack.append(action)
        if undoStack.count > Self.undoDepth { undoStack.removeFirst(undoStack.count - Self.undoDepth) }
    }

    private mutating func addHistory(_ entry: HistoryEntry) {
        history.insert(entry, at: 0)
        if history.count > Self.historyDepth { history.removeLast(history.count - Self.historyDepth) }
    }
}
