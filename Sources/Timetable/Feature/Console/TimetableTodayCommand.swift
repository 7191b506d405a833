import ArgumentParser
import ConsoleKit
import Foundation
import TabKit
import TextKit
import TimetableCore

/// `bankui timetable today [--date DATE] [--timetable NAME]`: the day's
/// courses; none outside the timetable's term, nor on a holiday.
struct TimetableTodayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "today",
        abstract: "Print the day's courses in time order, with their times and rooms (for a prompt or a status bar)."
    )

    @OptionGroup var global: GlobalOptions

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "The day (default: today): 2026-12-1, tomorrow, fri, next week mon, +3d, 금요일, 다음 주 월요일.", valueName: "date"))
    var date: DayArgument?

    func validate() throws {
        _ = try date?.day("--date")
    }

    @Option(parsing: .unconditional, help: ArgumentHelp("The timetable (default: the one shown in the tab).", valueName: "name"))
    var timetable: String?

    func run() throws {
        let language = global.language
        let chosen = try TimetableCommand.pick(timetable, from: try TimetableCommand.timetables(global), language)
        let day = try date?.day("--date") ?? CalendarDay.of(Date(), in: .current)
        let (inTerm, meetings) = DaySchedule.meetings(of: chosen, onDate: day)
        guard inTerm else {
            try Console.print(Self.outsideTerm(chosen, on: day, language))
            return
        }
        if let holiday = try TimetableHolidaysCommand.holidays(global, from: day, through: day).first {
            try Console.print(HolidayText.today(day, holiday.name, language))
            return
        }
        try Console.print(Self.text(meetings, on: day, language))
    }

    /// A day outside the timetable's term: `2026-12-25 (Fri): outside the
    /// term of 'Fall' (2026, 2nd semester: 2026-09-07 (Mon) to 2026-12-27
    /// (Sun)); no courses`.
    static func outsideTerm(_ timetable: Timetable, on day: CalendarDay, _ language: Language) -> String {
        let words = Words(language)
        let term = DaySchedule.term(of: timetable)
        let name = UntrustedText.clean(timetable.name, .singleLine)
        let semester = timetable.yearTerm.label(korean: language == .ko)
        let from = words.dateWithWeekday(term.lowerBound), to = words.dateWithWeekday(term.upperBound)
        return words.dateWithWeekday(day) + language.pick(
            ": outside the term of '\(name)' (\(semester): \(from) to \(to)); no courses\n",
            ": '\(name)' 시간표의 학기(\(semester): \(from) ~ \(to)) 밖이라 수업이 없어요\n")
    }

    /// The day as every tab writes it (`2026-09-08 (Tue)`, `2026. 9. 8.
    /// (화)`), then one line a meeting: `9:30–11:20  자료구조  IT301`; or
    /// that there is none.
    static func text(_ meetings: [(meeting: Meeting, course: Course)], on day: CalendarDay, _ language: Language) -> String {
        let heading = Words(language).dateWithWeekday(day)
        guard !meetings.isEmpty else {
            return heading + language.pick(": no courses\n", ": 수업이 없어요\n")
        }
        var text = heading + "\n"
        for (meeting, course) in meetings {
            let room = meeting.room ?? (language == .ko ? "강의실 미정" : "room to be announced")
            text += "\(Period.clock(meeting.startMinute))–\(Period.clock(meeting.endMinute))  \(course.name)  \(room)\n"
        }
        return text
    }
}
