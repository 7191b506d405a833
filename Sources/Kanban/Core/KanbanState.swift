import FoundationEssentials

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
    /// The boards whose history shows the line (a card moved between
    /// boards: both); empty: every board's.
    public let boards: [UUID]
    /// Who made the change (``PersonName``, as received); for a conflict,
    /// whose value was kept aside. Nil when nobody was named (a change of
    /// an older bankui, or one's own before names).
    public var author: String?

    public init(at: Date, kind: Kind, title: String, boards: [UUID] = [], author: String? = nil) {
        self.at = at
        self.kind = kind
        self.title = title
        self.boards = boards
        self.author = author.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The line, made by `author` (empty: nobody named).
    public func by(_ author: String?) -> HistoryEntry {
        var line = self
        line.author = author.flatMap { $0.isEmpty ? nil : $0 }
        return line
    }

    /// Whether the history of `board` shows the line.
    public func concerns(_ board: UUID) -> Bool {
        boards.isEmpty || boards.contains(board)
    }

    private enum CodingKeys: String, CodingKey {
        case at, kind, title, boards, author
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        at = try container.decode(Date.self, forKey: .at)
        kind = try container.decode(Kind.self, forKey: .kind)
        title = try container.decode(String.self, forKey: .title)
        boards = try container.decodeIfPresent([UUID].self, forKey: .boards) ?? []
        author = try container.decodeIfPresent(String.self, forKey: .author)
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
        case .perform(let action):
            HistoryEntry(at: action.at, kind: .action(action.kind), title: action.title, boards: action.boards)
        case .undo(let action): HistoryEntry(at: at, kind: .undid(action.kind), title: action.title, boards: action.boards)
        case .redo(let action): HistoryEntry(at: at, kind: .redid(action.kind), title: action.title, boards: action.boards)
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
    /// The board the tab shows, as last chosen (kept in storage).
    public var shownBoard: UUID = BoardInfo.firstID

    public init(board: Board = Board(), history: [HistoryEntry] = [], undoStack: [KanbanAction] = [],
                redoStack: [KanbanAction] = []) {
        self.board = board
        self.history = history
        self.undoStack = undoStack
        self.redoStack = redoStack
    }

    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }

    /// Whether `board` has an action to undo (its own, or one on the boards
    /// themselves).
    public func canUndo(on board: UUID) -> Bool { undoStack.contains { $0.concerns(board) } }
    /// Whether `board` has an action to redo.
    public func canRedo(on board: UUID) -> Bool { redoStack.contains { $0.concerns(board) } }

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

    /// Undoes the last action (its `backward` changes), or with `board`
    /// the last action that board's undo takes back (its own cards', or
    /// one on the boards themselves); nil when there is nothing to undo.
    @discardableResult
    public mutating func undo(at: Date, on shown: UUID? = nil) -> KanbanStep? {
        guard let index = undoStack.lastIndex(where: { shown.map($0.concerns) ?? true }) else { return nil }
        return undoing(at: index, at: at)
    }

    /// Redoes the last undone action (with `board`: of that board, as
    /// ``undo(at:on:)``); nil when there is nothing to redo.
    @discardableResult
    public mutating func redo(at: Date, on shown: UUID? = nil) -> KanbanStep? {
        guard let index = redoStack.lastIndex(where: { shown.map($0.concerns) ?? true }) else { return nil }
        return redoing(at: index, at: at)
    }

    /// Takes back the action at `index` of the undo stack.
    private mutating func undoing(at index: Int, at: Date) -> KanbanStep {
        let action = undoStack.remove(at: index)
        board.apply(action.backward)
        redoStack.append(action)
        let step = KanbanStep.undo(action)
        addHistory(step.historyEntry(at: at))
        return step
    }

    /// Does again the action at `index` of the redo stack.
    private mutating func redoing(at index: Int, at: Date) -> KanbanStep {
        let action = redoStack.remove(at: index)
        board.apply(action.forward)
        pushUndo(action)
        let step = KanbanStep.redo(action)
        addHistory(step.historyEntry(at: at))
        return step
    }

    /// Undoes `action` where it stands on the undo stack (a step another
    /// program recorded); nil when it is not there.
    @discardableResult
    public mutating func undo(_ action: KanbanAction, at: Date) -> KanbanStep? {
        guard let index = undoStack.lastIndex(where: { $0.id == action.id }) else { return nil }
        return undoing(at: index, at: at)
    }

    /// Redoes `action` where it stands on the redo stack; nil when it is not there.
    @discardableResult
    public mutating func redo(_ action: KanbanAction, at: Date) -> KanbanStep? {
        guard let index = redoStack.lastIndex(where: { $0.id == action.id }) else { return nil }
        return redoing(at: index, at: at)
    }

    /// Replaces the board with imported `cards`, as
    /// `KanbanRepository.replaceBoard(with:at:)` does in storage: the
    /// history gains an "imported N" line, and both stacks are emptied
    /// (an import is not undone).
    public mutating func replaceBoard(with cards: [Card], at: Date) {
        importing(board.plan(.cards(cards), shown: shownBoard), at: at)
    }

    /// Imports as `KanbanRepository.importFile(_:at:)` does in storage: the
    /// plan's new boards are made, the cards of its boards replaced by its
    /// cards, the history gains an "imported N" line on those boards, and
    /// both stacks are emptied.
    public mutating func importing(_ plan: ImportPlan, at: Date) {
        let targets = Set(plan.targets)
        let ids = Set(plan.cards.map(\.id))
        let kept = board.cards.values.filter { !targets.contains($0.board) && !ids.contains($0.id) }
        board = Board(cards: kept + plan.cards, tombstones: [], boards: board.orderedBoards + plan.newBoards,
                      removedBoards: Array(board.removedBoards.values))
        undoStack.removeAll()
        redoStack.removeAll()
        addHistory(HistoryEntry(at: at, kind: .imported(count: plan.cards.count), title: "", boards: plan.targets))
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
