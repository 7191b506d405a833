import FoundationEssentials

/// A board's soft limits on how many cards each column holds (work in
/// progress): nil, no limit. Soft: a move past a limit is made and said,
/// never refused — a board that is offline cannot know what the others
/// did meanwhile, so refusing would be a guess.
public struct WipLimits: Hashable, Codable, Sendable {
    /// The largest limit.
    public static let most = 9_999

    public var todo: Int?
    public var doing: Int?
    public var done: Int?

    public init(todo: Int? = nil, doing: Int? = nil, done: Int? = nil) {
        self.todo = todo
        self.doing = doing
        self.done = done
    }

    /// No limit on any column.
    public static let none = WipLimits()

    public subscript(column: KanbanColumn) -> Int? {
        get {
            switch column {
            case .todo: todo
            case .doing: doing
            case .done: done
            }
        }
        set {
            let value = newValue.map { min(max($0, 1), Self.most) }
            switch column {
            case .todo: todo = value
            case .doing: doing = value
            case .done: done = value
            }
        }
    }

    /// Whether `count` cards are more than `column`'s limit.
    public func isOver(_ column: KanbanColumn, count: Int) -> Bool {
        self[column].map { count > $0 } ?? false
    }

    private enum CodingKeys: String, CodingKey {
        case todo, doing, done
    }

    /// Read back from another program: a limit out of range is none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func read(_ key: CodingKeys) -> Int? {
            guard let value = try? container.decodeIfPresent(Int.self, forKey: key), (1...Self.most).contains(value) else {
                return nil
            }
            return value
        }
        todo = read(.todo)
        doing = read(.doing)
        done = read(.done)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(todo, forKey: .todo)
        try container.encodeIfPresent(doing, forKey: .doing)
        try container.encodeIfPresent(done, forKey: .done)
    }
}

/// Why a limit typed by a person was refused.
public enum WipInputError: Error, Equatable, Sendable {
    case notANumber(String)
}

/// A limit as typed (`3`, ` 12 `; empty, `0`, `none`, `없음` for none).
public enum WipInput {
    public static func parse(_ text: String) -> Result<Int?, WipInputError> {
        let words = text.trimmingWhitespace().lowercased()
        if ["", "0", "none", "no", "-", "없음"].contains(words) { return .success(nil) }
        guard words.count <= 4, words.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(words),
              (1...WipLimits.most).contains(value) else { return .failure(.notANumber(text.trimmingWhitespace())) }
        return .success(value)
    }
}

extension Board {
    /// Sets the limit of `column` on `board` (nil: none). Nil when it is
    /// that already or there is no such board.
    public func settingWip(_ limit: Int?, of column: KanbanColumn, on board: UUID, at: Date) -> KanbanAction? {
        guard let info = boards[board] else { return nil }
        var wip = info.wip
        wip[column] = limit
        guard wip != info.wip else { return nil }
        return KanbanAction(kind: .wipSet(column: column, limit: wip[column]), cardID: board, title: info.name, at: at,
                            boards: [board], forward: [CardChange(cardID: board, value: .boardWip(wip))],
                            backward: [CardChange(cardID: board, value: .boardWip(info.wip))])
    }

    /// The limits of `board` (none for a board it does not know).
    public func wip(of board: UUID) -> WipLimits {
        boards[board]?.wip ?? .none
    }
}
