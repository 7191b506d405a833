import Foundation
import Testing
import TextKit

/// A day for tests; crashes on a day that does not exist.
private func day(_ iso: String) -> CalendarDay {
    CalendarDay(iso: iso)!
}

@Suite struct CalendarDayTests {
    @Test func onlyRealDaysExist() {
        #expect(CalendarDay(year: 2026, month: 2, day: 30) == nil)
        #expect(CalendarDay(year: 2026, month: 2, day: 29) == nil)
        #expect(CalendarDay(year: 2024, month: 2, day: 29) != nil)
        #expect(CalendarDay(year: 1900, month: 2, day: 29) == nil)
        #expect(CalendarDay(year: 2000, month: 2, day: 29) != nil)
        #expect(CalendarDay(year: 2026, month: 13, day: 1) == nil)
        #expect(CalendarDay(year: 2026, month: 0, day: 1) == nil)
        #expect(CalendarDay(year: 2026, month: 4, day: 31) == nil)
        #expect(CalendarDay(year: 2026, month: 12, day: 0) == nil)
        #expect(CalendarDay(year: 10000, month: 1, day: 1) == nil)
        #expect(CalendarDay(year: 0, month: 1, day: 1) == nil)
    }

    @Test func isoIsExactlyYearMonthDay() {
        #expect(CalendarDay(iso: "2026-11-23") == CalendarDay(year: 2026, month: 11, day: 23))
        #expect(CalendarDay(iso: "2026-11-23")?.iso == "2026-11-23")
        #expect(CalendarDay(year: 5, month: 1, day: 2)?.iso == "0005-01-02")
        for text in ["2026-1-23", "2026/11/23", "26-11-23", " 2026-11-23", "2026-11-23T00:00", "2026-02-30",
                     "２０２６-11-23", "", "+2026-11-2"] {
            #expect(CalendarDay(iso: text) == nil, "\(text)")
        }
    }

    @Test func addingDaysCrossesMonthsYearsAndLeapDays() {
        #expect(day("2026-11-23").adding(days: 1) == day("2026-11-24"))
        #expect(day("2026-12-31").adding(days: 1) == day("2027-01-01"))
        #expect(day("2024-02-28").adding(days: 1) == day("2024-02-29"))
        #expect(day("2026-02-28").adding(days: 1) == day("2026-03-01"))
        #expect(day("2026-03-01").adding(days: -1) == day("2026-02-28"))
        #expect(day("2026-11-23").adding(days: 14) == day("2026-12-07"))
        #expect(day("2026-11-23").adding(days: 365) == day("2027-11-23"))
        #expect(day("2026-11-23").adding(days: 0) == day("2026-11-23"))
        #expect(day("9999-12-31").adding(days: 1) == day("9999-12-31"))
        #expect(day("0001-01-01").adding(days: -1) == day("0001-01-01"))
        #expect(day("2026-01-01").adding(days: .max) == day("9999-12-31"))
        #expect(day("2026-01-01").days(until: day("2027-01-01")) == 365)
    }

    @Test func everyDayOfFourHundredYearsRoundTrips() {
        var current = day("2000-01-01")
        for _ in 0..<146_097 {
            let next = current.adding(days: 1)
            #expect(next > current)
            #expect(CalendarDay(iso: next.iso) == next)
            current = next
        }
        #expect(current == day("2400-01-01"))
    }

    @Test func ordersByDayAndCodesAsTheISOString() throws {
        #expect(day("2026-11-23") < day("2026-11-24"))
        #expect(day("2026-12-01") > day("2026-11-30"))
        #expect(day("2027-01-01") > day("2026-12-31"))
        let data = try JSONEncoder().encode([day("2026-11-23")])
        #expect(String(decoding: data, as: UTF8.self) == "[\"2026-11-23\"]")
        #expect(try JSONDecoder().decode([CalendarDay].self, from: data) == [day("2026-11-23")])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([CalendarDay].self, from: Data("[\"2026-02-30\"]".utf8)) }
    }

    @Test func dayNumbersCountFromTheUnixEpoch() {
        #expect(day("1970-01-01").dayNumber == 0)
        #expect(day("1969-12-31").dayNumber == -1)
        #expect(day("2026-11-23").dayNumber == 20_780)
        #expect(CalendarDay(dayNumber: 20_780) == day("2026-11-23"))
        #expect(CalendarDay(dayNumber: day("2026-11-23").dayNumber) == day("2026-11-23"))
        #expect(day("2026-11-23").adding(days: 40).iso == "2027-01-02")
        // Beyond the years there are, the nearest day there is.
        #expect(CalendarDay(dayNumber: .max) == CalendarDay.last)
        #expect(CalendarDay(dayNumber: .min) == CalendarDay.first)
        #expect(CalendarDay.first.iso == "0001-01-01" && CalendarDay.last.iso == "9999-12-31")
    }

    @Test func weekdaysAreISONumbersFromMonday() {
        #expect(day("2026-11-23").isoWeekday == 1)  // a Monday
        #expect(day("2026-11-29").isoWeekday == 7)
        #expect(day("1970-01-01").isoWeekday == 4)  // a Thursday
        #expect(day("2024-02-29").isoWeekday == 4)
        #expect(day("1969-12-29").isoWeekday == 1)
        #expect(CalendarDay.first.isoWeekday == 1)
    }

    @Test func basicFormAndShapeOfISO() {
        #expect(day("2026-03-02").basic == "20260302")
        #expect(day("0005-01-02").basic == "00050102")
        #expect(String(describing: day("2026-03-02")) == "2026-03-02")
        let fields = CalendarDay.isoFields("2026-02-30")
        #expect(fields?.year == 2026 && fields?.month == 2 && fields?.day == 30)
        #expect(CalendarDay.isoFields("2026-2-30") == nil)
        #expect(CalendarDay.isoFields("２０２６-11-23") == nil)
        #expect(CalendarDay.daysIn(month: 2, year: 2000) == 29 && CalendarDay.daysIn(month: 2, year: 1900) == 28)
    }
}
