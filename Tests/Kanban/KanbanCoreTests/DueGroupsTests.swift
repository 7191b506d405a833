import Foundation
import Testing
@testable import KanbanCore

@Suite struct DueGroupsTests {
    private func entry(_ title: String, _ deadline: String?, _ column: KanbanColumn = .todo, board: String = "Work") -> DueGroups.Entry {
        DueGroups.Entry(card: Card(title: title, deadline: deadline.map(day), column: column), board: board)
    }

    /// 2026-11-25 is a Wednesday: this week runs to Sunday the 29th.
    @Test func groupsFromAWednesday() {
        let today = day("2026-11-25")
        let groups = DueGroups.groups([
            entry("later", "2026-11-30"), entry("sunday", "2026-11-29"), entry("thursday", "2026-11-26"),
            entry("today", "2026-11-25"), entry("yesterday", "2026-11-24"), entry("long ago", "2025-01-01"),
            entry("no deadline", nil), entry("done and late", "2026-11-01", .done), entry("doing today", "2026-11-25", .doing),
        ], today: today)
        #expect(groups.map(\.when) == [.overdue, .today, .thisWeek, .later])
        #expect(groups.map { $0.entries.map(\.card.title) } == [
            ["long ago", "yesterday"], ["today", "doing today"], ["thursday", "sunday"], ["later"],
        ])
    }

    @Test func onASundayThisWeekIsEmpty() {
        let sunday = day("2026-11-29")
        #expect(DueGroups.when(day("2026-11-30"), today: sunday) == .later)
        #expect(DueGroups.when(day("2026-11-29"), today: sunday) == .today)
        let monday = day("2026-11-23")
        #expect(DueGroups.when(day("2026-11-29"), today: monday) == .thisWeek)
        #expect(DueGroups.when(day("2026-11-30"), today: monday) == .later)
        #expect(DueGroups.groups([entry("a", "2026-11-30")], today: sunday).map(\.when) == [.later])
    }

    @Test func sameDayCardsByBoardThenColumn() {
        let today = day("2026-11-25")
        let groups = DueGroups.groups([entry("b", "2026-11-25", .doing, board: "Home"), entry("a", "2026-11-25", .todo, board: "Work"),
                                       entry("c", "2026-11-25", .todo, board: "Home")], today: today)
        #expect(groups.first?.entries.map { "\($0.board) \($0.card.title)" } == ["Home c", "Home b", "Work a"])
        #expect(DueGroups.groups([], today: today).isEmpty)
    }
}
