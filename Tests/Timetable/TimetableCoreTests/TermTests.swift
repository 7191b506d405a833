import Foundation
import Testing
import TextKit
@testable import TimetableCore

@Suite("Terms and semesters")
struct TermTests {
    @Test func theFourTermsInBothLanguages() {
        #expect(Term.yearOrder.map(\.korean) == ["1학기", "여름학기", "2학기", "겨울학기"])
        #expect(Term.yearOrder.map(\.english) == ["1st semester", "summer session", "2nd semester", "winter session"])
        #expect(Semester(year: 2026, term: .summer).label(korean: true) == "2026년 여름학기")
        #expect(Semester(year: 2025, term: .winter).label(korean: false) == "2025, winter session")
    }

    @Test func termsStepAcrossYears() {
        let second = Semester(year: 2026, term: .second)
        #expect(second.moved(by: 1) == Semester(year: 2026, term: .winter))
        #expect(second.moved(by: 2) == Semester(year: 2027, term: .first))
        #expect(second.moved(by: -2) == Semester(year: 2026, term: .first))
        #expect(second.moved(by: -3) == Semester(year: 2025, term: .winter))
        #expect(Semester(year: 2026, term: .first) < Semester(year: 2026, term: .summer))
        #expect(Semester(year: 2026, term: .winter) < Semester(year: 2027, term: .first))
    }

    @Test func newestSemesterFirstTiesInTheGivenOrder() {
        func make(_ name: String, _ year: Int, _ term: Term) -> Timetable {
            Timetable(id: UUID(), name: name, year: year, semester: term.rawValue)
        }
        let list = [make("a", 2025, .second), make("b", 2026, .first), make("c", 2026, .summer), make("d", 2026, .first),
                    make("e", 2025, .winter)]
        #expect(Timetable.newestFirst(list).map(\.name) == ["c", "b", "d", "e", "a"])
    }

    @Test func aNameThatSaysItsSemesterIsRead() {
        #expect(TimetableNaming.semester(named: "2026 - 1") == Semester(year: 2026, term: .first))
        #expect(TimetableNaming.semester(named: "2026-2") == Semester(year: 2026, term: .second))
        #expect(TimetableNaming.semester(named: "2026 - 2 (2)") == Semester(year: 2026, term: .second))
        #expect(TimetableNaming.semester(named: "2025년 2학기") == Semester(year: 2025, term: .second))
        #expect(TimetableNaming.semester(named: "2026년 여름학기 계절") == Semester(year: 2026, term: .summer))
        #expect(TimetableNaming.semester(named: "2026, winter session") == Semester(year: 2026, term: .winter))
        #expect(TimetableNaming.semester(named: "2026 - 12") == nil)
        #expect(TimetableNaming.semester(named: "Plan B") == nil)
        #expect(TimetableNaming.semester(named: "26 - 1") == nil)
    }

    @Test func sessionsHaveDatesOfTheirOwn() {
        let summer = ICalendar.semester(year: 2026, semester: Term.summer.rawValue)
        #expect(summer.start == CalendarDay(year: 2026, month: 6, day: 22))
        #expect(summer.end == CalendarDay(year: 2026, month: 7, day: 19))
        let winter = ICalendar.semester(year: 2026, semester: Term.winter.rawValue)
        #expect(winter.start == CalendarDay(year: 2026, month: 12, day: 28))
        #expect(winter.end == CalendarDay(year: 2027, month: 1, day: 24))
    }
}
