import Testing
import TextKit

/// Days as people type them, read against a fixed today.
struct SpokenDayTests {
    /// Saturday.
    static let saturday = CalendarDay(year: 2026, month: 11, day: 28)!
    /// Tuesday.
    static let tuesday = CalendarDay(year: 2026, month: 12, day: 1)!

    private func day(_ text: String) -> CalendarDay { CalendarDay(iso: text)! }

    private func read(_ text: String, _ today: CalendarDay = saturday) -> Result<CalendarDay?, SpokenDayError> {
        SpokenDay.read(text, today: today)
    }

    @Test(arguments: [
        ("2026-12-01", "2026-12-01"), ("2026-12-1", "2026-12-01"), ("2026-1-5", "2026-01-05"),
        ("2026/12/1", "2026-12-01"), ("2026.12.1.", "2026-12-01"), ("2026년 12월 1일", "2026-12-01"),
        ("2027년12월1일", "2027-12-01"), ("12월 1일", "2026-12-01"), ("11월 28일", "2026-11-28"), ("11월 27일", "2027-11-27"),
        ("dec 1", "2026-12-01"), ("1 December 2026", "2026-12-01"), ("Dec 1, 2027", "2027-12-01"), ("jan 2", "2027-01-02"),
        ("25/12", "2026-12-25"), ("12/25", "2026-12-25"), ("2/29", "2028-02-29"),
        ("today", "2026-11-28"), ("  Tomorrow ", "2026-11-29"), ("yesterday", "2026-11-27"), ("오늘", "2026-11-28"),
        ("내일", "2026-11-29"), ("모레", "2026-11-30"), ("어제", "2026-11-27"),
        ("fri", "2026-12-04"), ("Friday", "2026-12-04"), ("금", "2026-12-04"), ("금요일", "2026-12-04"),
        ("sat", "2026-12-05"), ("sun", "2026-11-29"), ("next fri", "2026-12-04"),
        ("this mon", "2026-11-23"), ("이번 주 월요일", "2026-11-23"), ("fri next week", "2026-12-04"),
        ("next week mon", "2026-11-30"), ("다음 주 금요일", "2026-12-04"), ("다음주 금", "2026-12-04"),
        ("+3d", "2026-12-01"), ("+2w", "2026-12-12"), ("+1m", "2026-12-28"), ("+1y", "2027-11-28"), ("-1d", "2026-11-27"),
        ("3일 뒤", "2026-12-01"), ("2주 후", "2026-12-12"), ("1달 뒤", "2026-12-28"), ("1개월 후", "2026-12-28"),
        ("1년 뒤", "2027-11-28"),
        ("end of week", "2026-11-29"), ("EOW", "2026-11-29"), ("end of month", "2026-11-30"), ("eom", "2026-11-30"),
        ("월말", "2026-11-30"), ("이번 달 말", "2026-11-30"), ("end of year", "2026-12-31"), ("연말", "2026-12-31"),
    ])
    func readsWhatPeopleType(text: String, iso: String) throws {
        #expect(try read(text).get() == day(iso), "\(text)")
    }

    /// On a Tuesday, `next fri` is this Friday or next week's: both offered,
    /// never one guessed; `다음 금요일` the same. `3/4`: March or April.
    @Test func ambiguityIsRefusedWithTheChoices() {
        #expect(read("next fri", Self.tuesday) == .failure(.ambiguous("next fri", [day("2026-12-04"), day("2026-12-11")])))
        #expect(read("다음 금요일", Self.tuesday) == .failure(.ambiguous("다음 금요일", [day("2026-12-04"), day("2026-12-11")])))
        #expect(read("3/4") == .failure(.ambiguous("3/4", [day("2027-03-04"), day("2027-04-03")])))
        #expect(read("fri next week", Self.tuesday) == .success(day("2026-12-11")))
        #expect(read("fri", Self.tuesday) == .success(day("2026-12-04")))
    }

    /// Months end on the same day, or on the month's last when it is shorter.
    @Test func monthsClampToTheirLastDay() {
        #expect(SpokenDay.move(day("2027-01-31"), by: 1, unit: "m") == day("2027-02-28"))
        #expect(SpokenDay.move(day("2028-01-31"), by: 1, unit: "m") == day("2028-02-29"))
        #expect(SpokenDay.move(day("2028-02-29"), by: 1, unit: "y") == day("2029-02-28"))
        #expect(SpokenDay.move(day("2026-03-31"), by: -1, unit: "m") == day("2026-02-28"))
        #expect(SpokenDay.move(day("9999-12-01"), by: 1, unit: "m") == .last)
        #expect(read("+1m", day("2027-01-31")) == .success(day("2027-02-28")))
    }

    @Test(arguments: ["tomorrowish", "23.11", "2026-13-01x", "fri fri", "next", "+3x", "+123456d", "32/13", "일요일 다음 주 금"])
    func otherTextIsNotADate(text: String) {
        #expect(read(text) == .failure(.notADate(text)) || read(text) == .failure(.noSuchDay(text)), "\(read(text))")
    }

    @Test(arguments: ["2026-02-30", "2026-13-01", "2026년 2월 30일", "feb 30", "2월 30일", "31/31"])
    func aShapeThatNamesNoDayIsSaid(text: String) {
        #expect(read(text) == .failure(.noSuchDay(text)))
    }

    @Test func emptyIsNoDay() throws {
        #expect(try read("").get() == nil)
        #expect(try read("   ").get() == nil)
    }
}
