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
        var byWhen: [When: [Entry]] = [:]
        for entry in entries {
            guard let deadline = entry.card.deadline, entry.card.column != .done else { continue }
            byWhen[when(deadline, today: today), default: []].append(entry)
        }
        let columns = KanbanColumn.allCases
        return When.allCases.compactMap { when in
            guard let list = byWhen[when], !list.isEmpty else { return nil }
            let sorted = list.sorted { a, b in
                if a.card.deadline != b.card.deadline { return a.card.deadline! < b.card.deadline! }
                if a.board != b.board { return a.board < b.board }
                if a.card.column != b.card.column {
                    return columns.firstIndex(of: a.card.column)! < columns.firstIndex(of: b.card.column)!
                }
                if a.card.title != b.card.title { return a.card.title < b.card.title }
                return a.card.id.uuidString < b.card.id.uuidString
            }
            return Group(when: when, entries: sorted)
        }
    }
}
