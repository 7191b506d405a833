import Foundation
import Testing
import TextKit
@testable import KanbanCore

/// A board's flow worked out from its cards' moments: the times against
/// figures counted by hand, the weeks and the days of the chart, and what
/// a card moved back, or made before the moments were kept, counts as.
@Suite struct FlowStatsTests {
    private let utc = TimeZone(identifier: "UTC")!
    private let seoul = TimeZone(identifier: "Asia/Seoul")!
    /// Saturday 2026-11-28.
    private let today = CalendarDay(iso: "2026-11-28")!

    /// `iso` at `hour` o'clock in `zone`.
    private func at(_ iso: String, _ hour: Double = 12, in zone: TimeZone? = nil) -> Date {
        let day = CalendarDay(iso: iso)!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone ?? utc
        let midnight = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day))!
        return midnight.addingTimeInterval(hour * 3_600)
    }

    /// `seconds` in whole days, to a thousandth (the calendar's instants
    /// are not exact to the last bit).
    private func days(_ seconds: Double?) -> Double? {
        seconds.map { ($0 / 86_400 * 1_000).rounded() / 1_000 }
    }

    private func done(made: String, started: String?, finished: String) -> FlowCard {
        FlowCard(column: .done, made: at(made), started: started.map { at($0) }, finished: at(finished))
    }

    @Test func theMedianAndThe85thPercentileOfTheCardsDoneInTheWeeks() {
        // Cycle times of 1, 2, 3, 4 and 10 days; lead times one day more.
        let cards = [
            done(made: "2026-11-01", started: "2026-11-02", finished: "2026-11-03"),
            done(made: "2026-11-04", started: "2026-11-05", finished: "2026-11-07"),
            done(made: "2026-11-09", started: "2026-11-10", finished: "2026-11-13"),
            done(made: "2026-11-14", started: "2026-11-15", finished: "2026-11-19"),
            done(made: "2026-11-16", started: "2026-11-17", finished: "2026-11-27"),
            // Done before the weeks shown: not counted.
            done(made: "2026-08-01", started: "2026-08-02", finished: "2026-08-30"),
        ]
        let stats = FlowStats(cards, today: today, weeks: 4, timeZone: utc)
        #expect(stats.from == CalendarDay(iso: "2026-11-01"))
        #expect(stats.cycle.cards == 5)
        #expect(days(stats.cycle.median) == 3)
        // 85 % of 5 is 4.25: the 5th time.
        #expect(days(stats.cycle.p85) == 10)
        #expect(days(stats.lead.median) == 4)
        #expect(days(stats.lead.p85) == 11)
        // Weeks of 1–7, 8–14, 15–21, 22–28 November.
        #expect(stats.throughput == [2, 1, 1, 1])
        #expect(stats.perWeek == 1.25)
    }

    @Test func anEvenCountTakesTheMeanOfTheTwoMiddleTimes() {
        let times = FlowStats.Times([4, 1, 3, 2])
        #expect(times.median == 2.5)
        // 85 % of 4 is 3.4: the 4th.
        #expect(times.p85 == 4)
        let none = FlowStats.Times([])
        #expect(none.cards == 0 && none.median == nil && none.p85 == nil)
        let twenty = FlowStats.Times((1...20).map(Double.init))
        #expect(twenty.p85 == 17)
    }

    @Test func eachDayCountsTheCardsInEachColumnAtItsEnd() {
        let cards = [
            // Made on the 20th, started on the 22nd, done on the 25th.
            done(made: "2026-11-20", started: "2026-11-22", finished: "2026-11-25"),
            // Made on the 21st, in DOING since the 23rd.
            FlowCard(column: .doing, made: at("2026-11-21"), started: at("2026-11-23")),
            // Made on the 26th, waiting.
            FlowCard(column: .todo, made: at("2026-11-26")),
            // Started once, moved back to TODO: not started.
            FlowCard(column: .todo, made: at("2026-11-19"), started: at("2026-11-24")),
            // Made before the moments were kept: there all along.
            FlowCard(column: .todo),
            // Done, its start not known: it passed DOING as it was done.
            FlowCard(column: .done, finished: at("2026-11-27")),
            // Done at a moment not known: done all along.
            FlowCard(column: .done),
        ]
        let stats = FlowStats(cards, today: today, weeks: 2, timeZone: utc)
        #expect(stats.days.count == 14)
        #expect(stats.days.last?.day == today)
        func counts(_ iso: String) -> [Int] {
            let day = stats.days.first { $0.day == CalendarDay(iso: iso) }!
            return [day.todo, day.doing, day.done]
        }
        #expect(counts("2026-11-18") == [2, 0, 1])
        #expect(counts("2026-11-20") == [4, 0, 1])
        #expect(counts("2026-11-22") == [4, 1, 1])
        #expect(counts("2026-11-23") == [3, 2, 1])
        #expect(counts("2026-11-25") == [3, 1, 2])
        #expect(counts("2026-11-26") == [4, 1, 2])
        #expect(counts("2026-11-27") == [3, 1, 3])
        // Times only of the cards with both moments known.
        #expect(stats.cycle.cards == 1 && days(stats.cycle.median) == 3)
        #expect(stats.lead.cards == 1 && days(stats.lead.median) == 5)
        #expect(stats.throughput == [0, 2])
    }

    @Test func daysEndAtMidnightWhereTheBoardIs() {
        // 23:30 on the 27th in UTC is the 28th in Seoul.
        let card = FlowCard(column: .done, made: at("2026-11-27", 1), started: at("2026-11-27", 2),
                            finished: at("2026-11-27", 23.5))
        let utcDays = FlowStats([card], today: today, weeks: 1, timeZone: utc).days
        let seoulDays = FlowStats([card], today: today, weeks: 1, timeZone: seoul).days
        #expect(utcDays.first { $0.day == CalendarDay(iso: "2026-11-27") }?.done == 1)
        #expect(seoulDays.first { $0.day == CalendarDay(iso: "2026-11-27") }?.done == 0)
        #expect(seoulDays.last?.done == 1)
    }

    @Test func aClockAheadCountsAsTodayAndTheWeeksAreBounded() {
        let ahead = FlowCard(column: .done, made: at("2026-11-28"), started: at("2026-11-28"), finished: at("2026-12-05"))
        let stats = FlowStats([ahead], today: today, weeks: 1, timeZone: utc)
        #expect(stats.days.last?.done == 1)
        #expect(stats.throughput == [1])
        #expect(FlowStats([], today: today, weeks: 0, timeZone: utc).weeks == 1)
        #expect(FlowStats([], today: today, weeks: 1_000, timeZone: utc).weeks == FlowStats.mostWeeks)
        #expect(FlowStats([], today: today, timeZone: utc).days.allSatisfy { $0.total == 0 })
    }

    @Test func aCardNotInDoneHasNoFinish() {
        let card = FlowCard(column: .doing, made: at("2026-11-20"), started: at("2026-11-21"), finished: at("2026-11-22"))
        #expect(card.finished == nil)
    }
}
