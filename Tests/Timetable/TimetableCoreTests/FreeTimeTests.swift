import Foundation
import Testing
import TextKit
@testable import TimetableCore

@Suite("Free time together")
struct FreeTimeTests {
    /// A timetable whose courses meet at these (day, first period, last period).
    static func timetable(_ meetings: [(Weekday, Int, Int)], name: String = "t") -> Timetable {
        let courses = meetings.enumerated().map { index, meeting in
            TimetableCourse(course: Course(id: "c\(index)", name: "c\(index)", professor: "", department: "", classification: "",
                                           credit: 3, grade: 1, classNumber: "01", roomTime: "",
                                           times: .scheduled([Meeting(day: meeting.0, firstPeriod: meeting.1, lastPeriod: meeting.2,
                                                                      room: nil)])), color: 0)
        }
        return Timetable(id: UUID(), name: name, year: 2026, semester: 2, courses: courses)
    }

    static let nine = 9 * 60, six = 18 * 60

    /// A day is a timetable's only inside its term: a spring timetable's
    /// Monday course meets on the Mondays of March to June 2026, not on a
    /// Monday of November, nor of March 2025 (before, every Monday of every
    /// year listed it).
    @Test func aTimetablesCoursesMeetOnlyInItsTerm() throws {
        var spring = Self.timetable([(.monday, 1, 2)])
        spring.semester = 1
        func day(_ iso: String) throws -> CalendarDay { try #require(CalendarDay(iso: iso)) }
        #expect(DaySchedule.term(of: spring) == (try day("2026-03-02"))...(try day("2026-06-21")))
        #expect(DaySchedule.meetings(of: spring, onDate: try day("2026-03-02")).meetings.count == 1, "its first day")
        #expect(DaySchedule.meetings(of: spring, onDate: try day("2026-06-15")).inTerm)
        for outside in ["2026-02-23", "2026-06-22", "2026-11-23", "2025-03-03", "2027-03-01"] {
            let answer = DaySchedule.meetings(of: spring, onDate: try day(outside))
            #expect(!answer.inTerm && answer.meetings.isEmpty, "\(outside)")
        }
        let fall = Self.timetable([(.monday, 1, 2)])
        #expect(DaySchedule.meetings(of: fall, onDate: try day("2026-11-23")).meetings.count == 1)
    }

    @Test func aSlotStartsTheMinuteAClassEndsAndEndsTheMinuteTheNextBegins() {
        // Periods 1–2: 9:30–11:20; period 4: 12:30–13:20.
        let slots = FreeTime.slots(of: [Self.timetable([(.monday, 1, 2), (.monday, 4, 4)])], days: [.monday],
                                   from: Self.nine, to: Self.six, atLeast: 30)
        #expect(slots.map { "\(Period.clock($0.start))–\(Period.clock($0.end))" } == ["9:00–9:30", "11:20–12:30", "13:20–18:00"])
    }

    @Test func theShortestSlotWorthSayingIsKept() {
        let timetable = Self.timetable([(.monday, 1, 2), (.monday, 4, 4)])
        let slots = FreeTime.slots(of: [timetable], days: [.monday], from: Self.nine, to: Self.six, atLeast: 60)
        #expect(slots.map(\.minutes) == [70, 280], "9:00–9:30 is too short")
        let exact = FreeTime.slots(of: [timetable], days: [.monday], from: Self.nine, to: Self.six, atLeast: 70)
        #expect(exact.map(\.minutes) == [70, 280], "a slot of exactly the minimum counts")
    }

    @Test func severalTimetablesBlockTheUnionOfTheirCourses() {
        let mine = Self.timetable([(.tuesday, 1, 2)]), yours = Self.timetable([(.tuesday, 2, 4)]),
            theirs = Self.timetable([(.tuesday, 7, 8)])
        let slots = FreeTime.slots(of: [mine, yours, theirs], days: [.tuesday], from: Self.nine, to: Self.six, atLeast: 60)
        // Busy 9:30–13:20 and 15:30–17:20.
        #expect(slots.map { "\(Period.clock($0.start))–\(Period.clock($0.end))" } == ["13:20–15:30"])
    }

    @Test func coursesOutsideTheWindowAndDaysWithoutCourses() {
        let late = Self.timetable([(.wednesday, 10, 12)])  // 18:30–21:20
        let slots = FreeTime.slots(of: [late], days: [.wednesday, .thursday], from: Self.nine, to: Self.six, atLeast: 60)
        #expect(slots == [FreeTime.Slot(day: .wednesday, start: Self.nine, end: Self.six),
                          FreeTime.Slot(day: .thursday, start: Self.nine, end: Self.six)])
        let covering = Self.timetable([(.friday, 1, 9)])  // 9:30–18:20
        #expect(FreeTime.slots(of: [covering], days: [.friday], from: 10 * 60, to: Self.six, atLeast: 1).isEmpty)
    }

    @Test func weekendsAreLookedAtOnlyWhenSomeoneMeetsThen() {
        #expect(FreeTime.days(of: [Self.timetable([(.monday, 1, 1)])]) == [.monday, .tuesday, .wednesday, .thursday, .friday])
        #expect(FreeTime.days(of: [Self.timetable([]), Self.timetable([(.saturday, 1, 1)])]).last == .saturday)
    }

    @Test func aDaysMeetingsInTimeOrder() {
        let timetable = Self.timetable([(.monday, 4, 4), (.monday, 1, 2), (.tuesday, 1, 1)])
        #expect(DaySchedule.meetings(of: timetable, on: .monday).map(\.meeting.firstPeriod) == [1, 4])
        #expect(DaySchedule.meetings(of: timetable, on: .sunday).isEmpty)
    }
}
