import FoundationEssentials

/// A board's column settings: its soft limits on how many cards each
/// column holds (work in progress; nil, no limit) and after how many days
/// DONE's cards go to the archive. Soft: a move past a limit is made and
/// said, never refused — a board that is offline cannot know what the
/// others did meanwhile, so refusing would be a guess.
///
/// One value shared as one field of the board (`boardWip`), so a setting
/// made on two boards at once keeps the later, as a limit does.
public struct WipLimits: Hashable, Codable, Sendable {
    /// The largest limit.
    public static let most = 9_999
    /// The days a card stays in DONE unless set otherwise.
    public static let defaultArchiveDays = 14
    /// The most days that can be set (ten years).
    public static let mostArchiveDays = 3_650

    public var todo: Int?
    public var doing: Int?
    public var done: Int?
    /// After how many days in DONE a card goes to the archive (0: never);
    /// nil, the default (``defaultArchiveDays``).
    public var archiveDays: Int?

    public init(todo: Int? = nil, doing: Int? = nil, done: Int? = nil, archiveDays: Int? = nil) {
        self.todo = todo
        self.doing = doing
        self.done = done
        self.archiveDays = archiveDays
    }

    /// After how many days in DONE a card goes to the archive (0: never).
    public var archiveAfter: Int { archiveDays ?? Self.defaultArchiveDays }

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
        case todo, doing, done, archiveDays
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
        if let days = try? container.decodeIfPresent(Int.self, forKey: .archiveDays), (0...Self.mostArchiveDays).contains(days),
           days != Self.defaultArchiveDays {
            archiveDays = days
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(todo, forKey: .todo)
        try container.encodeIfPresent(doing, forKey: .doing)
        try container.encodeIfPresent(done, forKey: .done)
        try container.encodeIfPresent(archiveDays, forKey: .archiveDays)
    }
}

/// Why a limit typed by a person was refused.
public enum WipInputError: Error, Equatable, Sendable {
    case notANumber(String)
}

/// A number of days for the archive as typed (`30`; `0`, `never`, `안 함`
/// for never; empty for the default).
public enum ArchiveDaysInput {
    public static func parse(_ text: String) -> Result<Int, WipInputError> {
        let words = text.trimmingWhitespace().lowercased()
        if words.isEmpty { return .success(WipLimits.defaultArchiveDays) }
        if ["never", "no", "none", "-", "안 함", "안함", "없음"].contains(words) { return .success(0) }
        guard words.count <= 4, words.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(words),
              (0...WipLimits.mostArchiveDays).contains(value) else { return .failure(.notANumber(text.trimmingWhitespace())) }
        return .success(value)
    }
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

    /// Sets after how many days DONE's cards of `board` go to the
    /// archive (0: never). Nil when it is that already or there is no such
    /// board.
    public func settingArchiveDays(_ days: Int, on board: UUID, at: Date) -> KanbanAction? {
        guard let info = boards[board] else { return nil }
        var wip = info.wip
        let days = min(max(days, 0), WipLimits.mostArchiveDays)
        wip.archiveDays = days == WipLimits.defaultArchiveDays ? nil : days
        guard wip != info.wip else { return nil }
        return KanbanAction(kind: .archiveSet(days: days), cardID: board, title: info.name, at: at,
                            boards: [board], forward: [CardChange(cardID: board, value: .boardWip(wip))],
                            backward: [CardChange(cardID: board, value: .boardWip(info.wip))])
    }

    /// The limits of `board` (none for a board it does not know).
    public func wip(of board: UUID) -> WipLimits {
        boards[board]?.wip ?? .none
    }
}
