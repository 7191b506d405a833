import Foundation
import Testing
@testable import TimetableCore

private func course(_ id: String, _ times: CourseTimes) -> Course {
    Course(id: id, name: id, professor: "", department: "", classification: "", credit: 3, grade: 1,
           classNumber: "01", roomTime: "", times: times)
}

private func placed(_ id: String, _ raw: String, name: String = "x") -> TimetableCourse {
    var c = course(id, RoomTime.parse(raw, courseName: name))
    c.name = name
    return TimetableCourse(course: c, color: 0)
}

@Suite("Clashes")
struct ClashTests {
    @Test func touchingEndsClash() {
        // 1–2 ends 11:20; 3 starts 11:30: no clash on the period grid, but
        // two blocks sharing a period do.
        let existing = [placed("a", "IT301(월1,2)")]
        #expect(Clash.firstClash(of: placed("b", "IT302(월2,3)").course, in: existing)?.id == "a")
        #expect(Clash.firstClash(of: placed("b", "IT302(월3,4)").course, in: existing) == nil)
        // Touching at the same minute clashes (the seed's rule, ends included).
        let a = Meeting(day: .monday, firstPeriod: 1, lastPeriod: 1, room: nil)
        var b = a
        b.firstPeriod = 2
        b.lastPeriod = 2
        #expect(!a.overlaps(b))
        #expect(a.overlaps(a))
    }

    @Test func touchingEndMinutesCountAsAClash() {
        // Meetings on the grid never touch exactly, so check the rule itself
        // with two blocks where one ends exactly when the other starts.
        let first = Meeting(day: .friday, firstPeriod: 3, lastPeriod: 4, room: nil)
        let second = Meeting(day: .friday, firstPeriod: 4, lastPeriod: 5, room: nil)
        #expect(first.overlaps(second) && second.overlaps(first))
        #expect(first.endMinute > second.startMinute)
    }

    @Test func differentDaysDoNotClash() {
        let existing = [placed("a", "IT301(월1,2)")]
        #expect(Clash.firstClash(of: placed("b", "IT301(화1,2)").course, in: existing) == nil)
    }

    @Test func anySegmentClashes() {
        let existing = [placed("a", "IT301(월1,2)"), placed("b", "음악109(화1,2),음악110(수5,6)")]
        #expect(Clash.firstClash(of: placed("c", "IT301(목1,2 수6,7)").course, in: existing)?.id == "b")
    }

    @Test func eLearningAndUnknownNeverClash() {
        let existing = [placed("a", "IT301(월1,2)"), placed("e", "(월1,2)", name: "이러닝 과목")]
        #expect(Clash.firstClash(of: placed("x", "(월1,2)", name: "온라인 강의").course, in: existing) == nil)
        #expect(Clash.firstClash(of: placed("y", "IT301(화1,2)").course, in: existing) == nil)
        #expect(Clash.firstClash(of: placed("z", "IT301(월1").course, in: existing) == nil)
        // An e-learning course with a time does not block a scheduled one.
        #expect(Clash.firstClash(of: placed("w", "IT301(월2,3)").course, in: [existing[1]]) == nil)
    }

    /// As the original: the name `YYYY - N` in both languages, the
    /// semester apart from it.
    @Test func naming() {
        #expect(TimetableNaming.name(year: 2026, semester: 1) == "2026 - 1")
        #expect(Semester(year: 2026, term: .second).label(korean: true) == "2026년 2학기")
        #expect(Semester(year: 2026, term: .first).label(korean: false) == "2026, 1st semester")
        let seoul = TimeZone(identifier: "Asia/Seoul")!
        // 2026-06-30 23:00 KST is still June; 2026-07-01 00:30 KST is July.
        let june = Date(timeIntervalSince1970: 1_782_828_000)
        #expect(TimetableNaming.semester(of: june, timeZone: seoul) == (2026, 1))
        let july = Date(timeIntervalSince1970: 1_782_833_400)
        #expect(TimetableNaming.semester(of: july, timeZone: seoul) == (2026, 2))
        #expect(TimetableNaming.defaultName(for: july, timeZone: seoul) == "2026 - 2")
        #expect(TimetableNaming.defaultName(for: july, timeZone: seoul, taken: ["2026 - 2", "2026 - 2 (2)"]) == "2026 - 2 (3)")
        #expect(TimetableNaming.defaultSemester(for: june, timeZone: seoul) == Semester(year: 2026, term: .first))
        #expect(TimetableNaming.defaultSemester(for: july, timeZone: seoul) == Semester(year: 2026, term: .second))
    }

    @Test func paletteHasTheSeedsColoursInOrder() {
        #expect(TimetablePalette.colors.count == 21)
        #expect(TimetablePalette.colors[0] == RGB(red: 0x8c, green: 0x9c, blue: 0xf7))
        #expect(TimetablePalette.colors[20] == RGB(red: 0x2d, green: 0x34, blue: 0x36))
        #expect(TimetablePalette.nextColor(avoiding: []) == 0)
        #expect(TimetablePalette.nextColor(avoiding: [0, 1]) == 2)
        #expect(TimetablePalette.nextColor(avoiding: Array(0..<21) + [0]) == 1)
    }

    @Test func weekdays() {
        #expect(Weekday.monday.korean == "월" && Weekday.monday.english == "Mon")
        #expect(Weekday.sunday.korean == "일" && Weekday.saturday.english == "Sat")
        #expect(Weekday(korean: "토") == .saturday && Weekday(korean: "x") == nil)
        #expect(Weekday.monday < .friday)
    }
}
