import ArgumentParser
import Foundation
import Testing
import TextKit
import TimetableCore
@testable import AppRoot
@testable import TimetableFeature

/// `bankui timetable holidays …`: what parses, and what the texts say in
/// both languages (the end-to-end tests run the binary).
@Suite struct TimetableHolidaysCommandTests {
    @Test func theSubcommandsParse() throws {
        let add = try #require(try BankUICommand.parseAsRoot(["timetable", "holidays", "add", "2026-10-5", "개천절", "대체공휴일"])
            as? TimetableHolidaysAddCommand)
        #expect(try add.date.day("DATE") == CalendarDay(iso: "2026-10-05"))
        #expect(add.name == ["개천절", "대체공휴일"])
        let bare = try #require(try BankUICommand.parseAsRoot(["timetable", "holidays", "add", "fri"]) as? TimetableHolidaysAddCommand)
        #expect(bare.name.isEmpty)
        let list = try #require(try BankUICommand.parseAsRoot(["timetable", "holidays", "list", "--format", "json"])
            as? TimetableHolidaysListCommand)
        #expect(list.format == .json)
        #expect(try BankUICommand.parseAsRoot(["timetable", "holidays", "import", "k.ics"]) is TimetableHolidaysImportCommand)
        #expect(try BankUICommand.parseAsRoot(["timetable", "holidays", "remove", "2026-10-05"]) is TimetableHolidaysRemoveCommand)
        #expect(throws: (any Error).self) { try BankUICommand.parseAsRoot(["timetable", "holidays", "add"]) }
        #expect(throws: (any Error).self) { try BankUICommand.parseAsRoot(["timetable", "holidays", "add", "2026-02-30"]) }
        #expect(throws: (any Error).self) { try BankUICommand.parseAsRoot(["timetable", "holidays", "remove"]) }
        #expect(throws: (any Error).self) {
            try BankUICommand.parseAsRoot(["timetable", "holidays", "list", "--from", "2026-10-01", "--to", "2026-09-01"])
        }
    }

    @Test func theTextsInBothLanguages() throws {
        let day = try #require(CalendarDay(iso: "2026-10-05"))
        #expect(HolidayText.today(day, "개천절 대체공휴일", .en) == "2026-10-05 (Mon): holiday (개천절 대체공휴일); no classes\n")
        #expect(HolidayText.today(day, "", .en) == "2026-10-05 (Mon): holiday; no classes\n")
        #expect(HolidayText.today(day, "", .ko) == "2026. 10. 5. (월): 휴일이라 수업이 없어요\n")
        let left = [HolidayCalendar.LeftOut(summary: "x", day: day, reason: .tooLong)]
        #expect(HolidayText.leftOut(left, .ko) == ["뺀 일정: 'x' (2026-10-05): 366일보다 김"])
        let many = Array(repeating: HolidayCalendar.LeftOut(summary: "x", day: nil, reason: .noDate), count: 23)
        #expect(HolidayText.leftOut(many, .en).count == 21)
        #expect(HolidayText.leftOut(many, .en).last == "… and 3 more events left out")
        // JSON: a name with a quote, a backslash and a control character stays one valid string.
        let json = HolidayText.json([Holiday(day: day, name: "a \"b\" \\ \u{1}", source: "k.ics")])
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
        #expect(decoded?.first?["name"] as? String == "a \"b\" \\ \u{1}")
        #expect(decoded?.first?["source"] as? String == "k.ics")
        // A bidi control or a line separator is escaped, as in every JSON bankui prints: none reaches a terminal.
        let sneaky = HolidayText.json([Holiday(day: day, name: "x\u{202E}y\u{2028}z")])
        #expect(sneaky.contains("x\\u202ey\\u2028z"), "\(sneaky)")
        #expect(!sneaky.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x2028 })
    }
}
