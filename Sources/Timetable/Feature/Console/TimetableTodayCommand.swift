import ArgumentParser
import ConsoleKit
import Foundation
import TabKit
import TextKit
import TimetableCore

/// `bankui timetable today [--date DATE] [--timetable NAME]`.
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
        try Console.print(Self.text(DaySchedule.meetings(of: chosen, on: day.weekday), on: day, language))
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
