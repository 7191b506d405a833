import Foundation
import TabKit
import Testing
import TextKit

/// One date format across the tabs, in each language.
@Suite struct DateWordsTests {
    let en = Words(.en), ko = Words(.ko)

    @Test func daysInEachLanguage() throws {
        #expect(en.date(try #require(CalendarDay(iso: "2026-01-05"))) == "2026-01-05")
        #expect(ko.date(try #require(CalendarDay(iso: "2026-01-05"))) == "2026. 1. 5.")
        #expect(ko.date(try #require(CalendarDay(iso: "2026-11-23"))) == "2026. 11. 23.")
    }

    @Test func weekdays() throws {
        #expect(en.dateWithWeekday(try #require(CalendarDay(iso: "2026-11-23"))) == "2026-11-23 (Mon)")
        #expect(ko.dateWithWeekday(try #require(CalendarDay(iso: "2024-02-29"))) == "2024. 2. 29. (목)")
        #expect(ko.dateWithWeekday(try #require(CalendarDay(iso: "2000-01-01"))) == "2000. 1. 1. (토)", "a Saturday")
        #expect(en.dateWithWeekday(try #require(CalendarDay(iso: "0001-01-01"))) == "0001-01-01 (Mon)", "a Monday")
        #expect(ko.dateWithWeekday(try #require(CalendarDay(iso: "2026-11-29"))) == "2026. 11. 29. (일)")
    }

    @Test func momentsInTheirZone() throws {
        let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
        let moment = Date(timeIntervalSince1970: 1_795_397_400)  // 2026-11-23 01:30 UTC
        #expect(en.dateTime(moment, in: seoul) == "2026-11-23 10:30")
        #expect(ko.dateTime(moment, in: seoul) == "2026. 11. 23. 10:30")
        #expect(ko.dateTime(moment.addingTimeInterval(-2 * 3600), in: seoul) == "2026. 11. 23. 08:30")
        #expect(en.dateTime(moment, in: try #require(TimeZone(identifier: "America/Los_Angeles"))) == "2026-11-22 17:30")
    }
}
