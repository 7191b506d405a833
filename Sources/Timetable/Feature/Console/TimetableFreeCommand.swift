import ArgumentParser
import ConsoleKit
import Foundation
import TabKit
import TextKit
import TimetableCore

/// A time of day, `HH:MM` (`9:00`, `18:00`, `24:00` for midnight at the end).
struct ClockTime: ExpressibleByArgument {
    let minute: Int

    init?(argument: String) {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]),
              (0...24).contains(hour), (0..<60).contains(minute), hour * 60 + minute <= 1440 else { return nil }
        self.minute = hour * 60 + minute
    }
}

/// `bankui timetable free --timetable A --timetable B … [--min MINUTES] [--from HH:MM --to HH:MM]`.
struct TimetableFreeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "free",
        abstract: "Print, for each weekday, when none of the named timetables has a course (free time together)."
    )

    @OptionGroup var global: GlobalOptions

    @Option(name: .customLong("timetable"), parsing: .unconditionalSingleValue, help: ArgumentHelp("A timetable to include (repeat; default: the one shown).",
                                                               valueName: "name"))
    var names: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("The shortest slot worth printing, in minutes (1–1440).", valueName: "minutes"))
    var min = 60

    @Option(parsing: .unconditional, help: ArgumentHelp("The day starts at HH:MM.", valueName: "time"))
    var from = ClockTime(argument: "09:00")!

    @Option(parsing: .unconditional, help: ArgumentHelp("The day ends at HH:MM.", valueName: "time"))
    var to = ClockTime(argument: "18:00")!

    func validate() throws {
        guard (1...1440).contains(min) else { throw ValidationError("--min \(min): give 1 to 1440 minutes") }
        guard from.minute < to.minute else { throw ValidationError("--from must be before --to") }
        guard min <= to.minute - from.minute else {
            throw ValidationError("--min \(min) is longer than the day from \(Period.clock(from.minute)) to \(Period.clock(to.minute))")
        }
    }

    func run() throws {
        let language = global.language
        let all = try TimetableCommand.timetables(global)
        var chosen: [Timetable] = []
        for name in names.isEmpty ? [nil] : names.map(Optional.some) {
            let timetable = try TimetableCommand.pick(name, from: all, language)
            if !chosen.contains(where: { $0.id == timetable.id }) { chosen.append(timetable) }
        }
        let days = FreeTime.days(of: chosen)
        let slots = FreeTime.slots(of: chosen, days: days, from: from.minute, to: to.minute, atLeast: min)
        try Console.print(Self.text(slots, days: days, of: chosen, min: min, from: from.minute, to: to.minute, language))
    }

    /// The heading, then one line a day: its slots, or none.
    static func text(_ slots: [FreeTime.Slot], days: [Weekday], of timetables: [Timetable], min: Int, from: Int, to: Int,
                     _ language: Language) -> String {
        let names = timetables.map { "'\($0.name)'" }.joined(separator: ", ")
        let window = "\(Period.clock(from))–\(Period.clock(to))"
        var text = switch language {
        case .en: "Free time of \(names) (at least \(min) min, \(window)):\n"
        case .ko: "\(names) 공강 시간 (\(min)분 이상, \(window)):\n"
        }
        for day in days {
            let free = slots.filter { $0.day == day }
            let label = language == .ko ? day.korean : day.english
            let list = free.map { "\(Period.clock($0.start))–\(Period.clock($0.end)) (\(length($0.minutes, language)))" }
            text += "\(label)  " + (list.isEmpty ? (language == .ko ? "없음" : "none") : list.joined(separator: ", ")) + "\n"
        }
        return text
    }

    /// `2 h 10 min` / `2시간 10분`.
    static func length(_ minutes: Int, _ language: Language) -> String {
        let hours = minutes / 60, rest = minutes % 60
        switch language {
        case .en: return [hours > 0 ? "\(hours) h" : nil, rest > 0 ? "\(rest) min" : nil].compactMap { $0 }.joined(separator: " ")
        case .ko: return [hours > 0 ? "\(hours)시간" : nil, rest > 0 ? "\(rest)분" : nil].compactMap { $0 }.joined(separator: " ")
        }
    }
}
