import Foundation
import Testing
@testable import KanbanCore

@Suite struct KanbanCalendarTests {
    private let seoul = TimeZone(identifier: "Asia/Seoul")!
    private let newYork = TimeZone(identifier: "America/New_York")!
    private let utc = TimeZone(identifier: "UTC")!

    /// `iso` local wall time (`2026-11-23 23:59:59`) in `zone`.
    private func at(_ text: String, _ zone: TimeZone) -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        return formatter.date(from: text)!
    }

    @Test func todayChangesAtLocalMidnight() {
        let before = KanbanCalendar(timeZone: seoul) { [self] in at("2026-11-23 23:59:59.999", seoul) }
        let after = KanbanCalendar(timeZone: seoul) { [self] in at("2026-11-24 00:00:00.000", seoul) }
        #expect(before.today == day("2026-11-23"))
        #expect(after.today == day("2026-11-24"))
    }

    @Test func theSameInstantIsAnotherDayInAnotherZone() {
        // 15:00 UTC on the 23rd is midnight of the 24th in Seoul and 10:00 of the 23rd in New York.
        let instant = at("2026-11-23 15:00:00.000", utc)
        #expect(KanbanCalendar(timeZone: seoul, now: { instant }).today == day("2026-11-24"))
        #expect(KanbanCalendar(timeZone: utc, now: { instant }).today == day("2026-11-23"))
        #expect(KanbanCalendar(timeZone: newYork, now: { instant }).today == day("2026-11-23"))
        let early = at("2026-11-23 04:59:59.000", utc)
        #expect(KanbanCalendar(timeZone: newYork, now: { early }).today == day("2026-11-22"))
        #expect(KanbanCalendar(timeZone: seoul, now: { early }).now() == early)
    }

    @Test func daylightSavingTimeDoesNotSkipADay() {
        // New York falls back on 2026-11-01: that day has 25 hours.
        let lateOnTheLongDay = at("2026-11-01 23:30:00.000", newYork)
        #expect(KanbanCalendar(timeZone: newYork, now: { lateOnTheLongDay }).today == day("2026-11-01"))
        let springForward = at("2026-03-08 03:00:00.000", newYork)
        #expect(KanbanCalendar(timeZone: newYork, now: { springForward }).today == day("2026-03-08"))
    }

    @Test func overdueFromTheStartOfTheNextLocalDay() {
        let card = Card(title: "Report", deadline: day("2026-11-23"), column: .todo)
        let lastSecond = KanbanCalendar(timeZone: seoul) { [self] in at("2026-11-23 23:59:59.999", seoul) }
        let midnight = KanbanCalendar(timeZone: seoul) { [self] in at("2026-11-24 00:00:00.000", seoul) }
        #expect(card.deadlineStatus(today: lastSecond.today) == .dueToday)
        #expect(card.deadlineStatus(today: midnight.today) == .overdue)
        #expect(card.deadlineStatus(today: day("2026-11-22")) == .none)
    }

    @Test func doneCardsAndCardsWithoutDeadlineAreNeverFlagged() {
        var card = Card(title: "Report", deadline: day("2026-11-23"), column: .doing)
        #expect(card.deadlineStatus(today: day("2026-11-23")) == .dueToday)
        #expect(card.deadlineStatus(today: day("2027-01-01")) == .overdue)
        card.column = .done
        #expect(card.deadlineStatus(today: day("2026-11-23")) == .none)
        #expect(card.deadlineStatus(today: day("2027-01-01")) == .none)
        card.column = .todo
        card.deadline = nil
        #expect(card.deadlineStatus(today: day("2027-01-01")) == .none)
    }
}

@Suite struct DeadlineInputTests {
    private let today = day("2026-11-23")

    private func parse(_ text: String) -> Result<Deadline?, DeadlineInputError> {
        DeadlineInput.parse(text, today: today)
    }

    @Test func everyForm() {
        #expect(parse("") == .success(nil))
        #expect(parse("   ") == .success(nil))
        #expect(parse("2026-12-01") == .success(day("2026-12-01")))
        #expect(parse(" 2026-12-01\n") == .success(day("2026-12-01")))
        #expect(parse("today") == .success(today))
        #expect(parse("TODAY") == .success(today))
        #expect(parse("Tomorrow") == .success(day("2026-11-24")))
        #expect(parse("오늘") == .success(today))
        #expect(parse(" 내일 ") == .success(day("2026-11-24")))
        #expect(parse("+3d") == .success(day("2026-11-26")))
        #expect(parse("+3D") == .success(day("2026-11-26")))
        #expect(parse("+2w") == .success(day("2026-12-07")))
        #expect(parse("+0d") == .success(today))
        #expect(parse("+10d") == .success(day("2026-12-03")))
        #expect(parse("+52w") == .success(day("2027-11-22")))
    }

    @Test func tomorrowOnTheLastDayOfTheYear() {
        #expect(DeadlineInput.parse("tomorrow", today: day("2026-12-31")) == .success(day("2027-01-01")))
        #expect(DeadlineInput.parse("+1d", today: day("2028-02-28")) == .success(day("2028-02-29")))
    }

    @Test func refusals() {
        #expect(parse("2026-02-30") == .failure(.noSuchDay("2026-02-30")))
        #expect(parse("2026-13-01") == .failure(.noSuchDay("2026-13-01")))
        #expect(parse(" 2026-02-30 ") == .failure(.noSuchDay("2026-02-30")))
        for text in ["tomorrowish", "+3", "3d", "+d", "+-3d", "+3dd", "+123456d", "23/11/2026", "+ 3d"] {
            #expect(parse(text) == .failure(.notADate(text.trimmingCharacters(in: .whitespaces))), "\(text)")
        }
    }

    /// Forms once refused that people type (today is Monday 2026-11-23):
    /// every form the shared reader takes is a deadline.
    @Test func datesAsPeopleSayThem() {
        #expect(parse("yesterday") == .success(day("2026-11-22")))
        #expect(parse("+3m") == .success(day("2027-02-23")))
        #expect(parse("2026-1-1") == .success(day("2026-01-01")))
        #expect(parse("2026.11.23") == .success(day("2026-11-23")))
        #expect(parse("모레") == .success(day("2026-11-25")))
        #expect(parse("fri") == .success(day("2026-11-27")))
        #expect(parse("금요일") == .success(day("2026-11-27")))
        #expect(parse("다음 주 금요일") == .success(day("2026-12-04")))
        #expect(parse("end of month") == .success(day("2026-11-30")))
        #expect(parse("next fri") == .failure(.ambiguous("next fri", [day("2026-11-27"), day("2026-12-04")])))
    }
}
