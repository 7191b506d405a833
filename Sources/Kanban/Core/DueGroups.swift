/// The due view's groups: every card with a deadline that is not in DONE,
/// grouped by when it is due, from `today` (the local day):
///
/// - Overdue: before today;
/// - Today;
/// - This week: after today up to Sunday of the week (weeks run Monday to
///   Sunday, so on a Sunday this group is empty and Monday is Later);
/// - Later: after this week.
///
/// Each group is in deadline order, then board, column and title. Made
/// over (card, board name) pairs, so a view across boards is the same call.
public enum DueGroups {
    public enum When: CaseIterable, Sendable, Equatable {
        case overdue, today, thisWeek, later
    }

    /// One card of the view, with the name of its board.
    public struct Entry: Sendable, Equatable {
        public let card: Card
        public let board: String

        public init(card: Card, board: String) {
            self.card = card
            self.board = board
        }
    }

    public struct Group: Sendable, Equatable {
        public let when: When
        public let entries: [Entry]
    }

    /// The live cards of every board of `board` that the view can show (a
    /// deadline, not in DONE), each with its board's name; in no order, as
    /// ``groups(_:today:)`` orders them itself.
    public static func entries(of board: Board) -> [Entry] {
        var entries: [Entry] = []
        for card in board.cards.values where card.deadline != nil && card.column != .done {
            entries.append(Entry(card: card, board: board.boards[board.shownBoard(of: card)]?.name ?? ""))
        }
        return entries
    }

    /// Which group a deadline falls in, seen from `today`.
    public static func when(_ deadline: Deadline, today: Deadline) -> When {
        if deadline < today { return .overdue }
        if deadline == today { return .today }
        // isoWeekday: 1 Monday … 7 Sunday.
        let sunday = today.adding(days: 7 - today.isoWeekday)
        return deadline <= sunday ? .thisWeek : .later
    }

    /// The groups that have cards, in the order Overdue, Today, This week,
    /// Later.
    public static func groups(_ entries: [Entry], today: Deadline) -> [Group] {
        // Sorted by small keys, not by the entries themselves: a board's
        // name becomes its rank among the names once, and the titles and ids
        // are looked at only when everything before them is equal.
        let boardRank = Dictionary(uniqueKeysWithValues: Set(entries.map(\.board)).sorted().enumerated().map { ($1, $0) })
        var byWhen: [When: [(key: SortKey, index: Int)]] = [:]
        for (index, entry) in entries.enumerated() {
            guard let deadline = entry.card.deadline, entry.card.column != .done else { continue }
            let key = SortKey(deadline: deadline, board: boardRank[entry.board] ?? 0, column: entry.card.column.order)
            byWhen[when(deadline, today: today), default: []].append((key, index))
        }
        return When.allCases.compactMap { when in
            guard let list = byWhen[when], !list.isEmpty else { return nil }
            let sorted = list.sorted { a, b in
                if a.key != b.key { return a.key < b.key }
                let (x, y) = (entries[a.index].card, entries[b.index].card)
                if x.title != y.title { return x.title < y.title }
                return x.id.uuidString < y.id.uuidString
            }
            return Group(when: when, entries: sorted.map { entries[$0.index] })
        }
    }

    private struct SortKey: Equatable, Comparable {
        let deadline: Deadline
        let board: Int
        let column: Int

        static func < (a: SortKey, b: SortKey) -> Bool {
            if a.deadline != b.deadline { return a.deadline < b.deadline }
            if a.board != b.board { return a.board < b.board }
            return a.column < b.column
        }
    }
}
