import FoundationEssentials

/// The merge rule as a value: one board's fields and their clock readings,
/// changed by its own edits (which make ops to send) and by ops received.
/// Storage keeps the same thing in SQLite; this is the reference its tests
/// and the property tests compare with.
public struct SyncReplica: Sendable {
    public struct Stored: Hashable, Sendable {
        public var value: CardChange.Value
        public var hlc: String
    }

    public private(set) var clock: HybridClock
    /// Every card ever seen, with the fields set so far.
    public private(set) var fields: [UUID: [CardChange.Field: Stored]] = [:]

    public init(clientID: String) {
        clock = HybridClock(node: clientID)
    }

    /// Applies local `changes` (one step) at wall time `now`, all with one
    /// reading; returns the ops to send.
    public mutating func local(_ changes: [CardChange], now: Date) -> [FieldOp] {
        let hlc = clock.tick(now: now).text
        var ops: [FieldOp] = []
        for change in changes {
            for value in change.localValues(known: fields[change.cardID] != nil) {
                let base = fields[change.cardID]?[value.field]?.hlc ?? ""
                fields[change.cardID, default: [:]][value.field] = Stored(value: value, hlc: hlc)
                ops.append(FieldOp(cardID: change.cardID, value: value, hlc: hlc, baseHlc: base))
            }
        }
        return ops
    }

    /// Merges an op received at wall time `now`.
    @discardableResult
    public mutating func receive(_ op: FieldOp, now: Date) -> FieldMerge.Decision {
        if let hlc = HLC(text: op.hlc) { clock.receive(hlc, now: now) }
        let stored = fields[op.cardID]?[op.field].map { ($0.value, $0.hlc) }
        let decision = FieldMerge.decide(op, stored: stored, localNode: clock.node)
        if decision.apply { fields[op.cardID, default: [:]][op.field] = Stored(value: op.value, hlc: op.hlc) }
        return decision
    }

    /// The card `id` with its fields (unset ones as ``SyncedFields/placeholder(_:)``)
    /// and whether it is removed; nil when never seen.
    public func card(_ id: UUID) -> (card: Card, deleted: Bool)? {
        guard let set = fields[id] else { return nil }
        var card = Card(id: id, title: "", column: .todo, position: OrderKey.first)
        var deleted = true
        for field in SyncedFields.withBoard {
            switch set[field]?.value ?? SyncedFields.placeholder(field) {
            case .title(let title): card.title = title
            case .body(let body): card.body = body
            case .deadline(let deadline): card.deadline = deadline
            case .column(let column): card.column = column
            case .position(let position): card.position = position
            case .deleted(let flag): deleted = flag
            case .board(let board): card.board = board
            case .repeats(let rule): card.repeats = rule
            case .doneOn(let day): card.doneOn = day
            case .created, .boardCreated, .boardName, .boardPosition, .boardDeleted, .boardWip: break
            }
        }
        return (card, deleted)
    }

    /// The live cards as a board.
    public var board: Board {
        var boards: [UUID: BoardInfo] = [BoardInfo.firstID: BoardInfo.first]
        var cards: [Card] = []
        for (id, set) in fields {
            guard set.keys.contains(where: \.isBoardField) else {
                if let (card, deleted) = card(id), !deleted { cards.append(card) }
                continue
            }
            var info = BoardInfo(id: id, name: "", position: OrderKey.first)
            var deleted = true
            for field in SyncedFields.boardFields {
                switch set[field]?.value ?? SyncedFields.placeholder(field) {
                case .boardName(let name): info.name = name
                case .boardPosition(let position): info.position = position
                case .boardWip(let wip): info.wip = wip
                case .boardDeleted(let flag): deleted = flag
                default: break
                }
            }
            boards[id] = deleted ? nil : info
        }
        return Board(cards: cards, tombstones: [], boards: Array(boards.values))
    }
}
