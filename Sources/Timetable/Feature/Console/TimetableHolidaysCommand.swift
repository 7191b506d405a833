import ArgumentParser
import ConsoleKit
import DatabaseKit
import FileKit
import Foundation
import TabKit
import TextKit
import TimetableCore
import TimetableStorage

/// `bankui timetable holidays`: the dates on which no class meets, shared
/// by every timetable (they are the university's, not one plan's).
///
/// - `import FILE` reads a holiday calendar (.ics) and adds its dates,
///   each replacing the name of a date already stored; the dates it does
///   not hold stay. All or nothing: a file refused (65), unreadable (66) or
///   a write that fails stores nothing.
/// - `add DATE [NAME]` adds one date (or renames it); `remove DATE` takes
///   one away; `list` prints them, as text or JSON.
///
/// `today` says a holiday has no classes, and `export --ical` leaves the
/// holidays out of every weekly event (EXDATE).
struct TimetableHolidaysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "holidays",
        abstract: "The dates no class meets (every timetable's): import a holiday calendar, add, list, remove.",
        subcommands: [TimetableHolidaysImportCommand.self, TimetableHolidaysAddCommand.self,
                      TimetableHolidaysListCommand.self, TimetableHolidaysRemoveCommand.self]
    )

    /// The largest holiday calendar read: 200 years of a country's
    /// holidays take well under 1 MB.
    static let fileLimit = 16 * 1_048_576

    /// The holidays from `from` through `through` (every one when nil), or
    /// says why they cannot be read and fails.
    static func holidays(_ options: GlobalOptions, from: CalendarDay? = nil, through: CalendarDay? = nil) throws -> [Holiday] {
        let database = try Console.openDatabaseForReading(options, schema: TimetableTables.schema)
        defer { database.close() }
        do {
            return try TimetableRepository(database: database).holidays(from: from, through: through)
        } catch {
            Console.complain("bankui: cannot read the holidays: \(error)")
            throw ExitCode.failure
        }
    }

    /// The day `argument` names, within ``Holiday/years``; or says why not
    /// and fails with status 64.
    static func day(_ argument: DayArgument, _ name: String, _ language: Language) throws -> CalendarDay {
        let day = try argument.day(name)
        guard Holiday.years.contains(day.year) else {
            Console.complain(HolidayText.outOfRange(day, language))
            throw ExitCode.validationFailure
        }
        return day
    }

    /// Runs a write on the timetable database, or says what was not done
    /// and fails (1, or 75 while another program holds the lock).
    static func write<T>(_ options: GlobalOptions, notDone: String, _ body: (TimetableRepository) throws -> T) throws -> T {
        let database = try Console.openDatabase(options, schema: TimetableTables.schema)
        let result: T
        do {
            result = try body(TimetableRepository(database: database))
        } catch {
            let problem = Console.inWords(WriteProblem(error), database: database)
            _ = database.close()
            Console.complain(Console.failedWrite(notDone: notDone, problem: problem))
            throw Console.failedWriteStatus(problem)
        }
        let report = database.close()
        if let problem = report.problem { Console.complain("bankui: \(problem)") }
        return result
    }
}

/// `bankui timetable holidays import FILE`.
struct TimetableHolidaysImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add the dates of a holiday calendar (.ics: all-day or timed events, simple yearly rules); dates stored stay."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The calendar file (.ics); - reads standard input.", valueName: "file"))
    var file: String

    func run() throws {
        let language = global.language
        let shown = file == "-" ? "standard input" : file
        let source = file == "-" ? "standard input" : URL(fileURLWithPath: file).lastPathComponent
        let reading: HolidayCalendar.Reading
        do {
            let bytes = try InputReader.read(file, limit: TimetableHolidaysCommand.fileLimit)
            reading = try HolidayCalendar.read(bytes: bytes, source: source)
        } catch let error as InputReadFailure {
            Console.complain("bankui: \(shown): \(language == .ko ? error.koreanReason : error.reason)")
            throw ExitCode(error.exitStatus)
        } catch let error as HolidayCalendarError {
            Console.complain("bankui: \(shown): " + language.pick("\(error.english); ", "\(error.korean). ") + HolidayText.nothingStored(language))
            throw ExitCode(Console.badFileStatus)
        }
        guard !reading.holidays.isEmpty else {
            var text = HolidayText.noDates(shown, reading.eventCount, language)
            for line in HolidayText.leftOut(reading.leftOut, language) { text += "\n" + line }
            Console.complain(text)
            throw ExitCode(Console.badFileStatus)
        }
        let count = try TimetableHolidaysCommand.write(global, notDone: language.pick("no holiday was stored", "휴일을 저장하지 않았어요")) {
            try $0.importHolidays(reading.holidays)
        }
        var lines = [HolidayText.imported(source, reading.holidays.count, count, language)]
        lines += HolidayText.leftOut(reading.leftOut, language)
        try Console.print(lines.joined(separator: "\n") + "\n")
    }
}

/// `bankui timetable holidays add DATE [NAME]`.
struct TimetableHolidaysAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a date on which no class meets, with a name (a date already there takes the new name)."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The date: 2026-10-5, fri, +3d, 금요일, or in quotes 'next week mon'.", valueName: "date"))
    var date: DayArgument

    @Argument(help: ArgumentHelp("What it is, e.g. Foundation Day (the words after the date).", valueName: "name"))
    var name: [String] = []

    func validate() throws {
        _ = try date.day("DATE")
    }

    func run() throws {
        let language = global.language
        let day = try TimetableHolidaysCommand.day(date, "DATE", language)
        guard let clean = Holiday.cleanName(name.joined(separator: " ")) else {
            Console.complain(HolidayText.nameTooLong(language))
            throw ExitCode.validationFailure
        }
        let holiday = Holiday(day: day, name: clean)
        let added = try TimetableHolidaysCommand.write(global, notDone: language.pick("the holiday was not stored", "휴일을 저장하지 않았어요")) {
            try $0.addHoliday(holiday)
        }
        try Console.print(HolidayText.added(holiday, new: added, language) + "\n")
    }
}

/// `bankui timetable holidays remove DATE`.
struct TimetableHolidaysRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Take a date off the holidays: its classes meet again."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The date, as for add.", valueName: "date"))
    var date: DayArgument

    func validate() throws {
        _ = try date.day("DATE")
    }

    func run() throws {
        let language = global.language
        let day = try date.day("DATE")
        let removed = try TimetableHolidaysCommand.write(global, notDone: language.pick("no holiday was removed", "휴일을 지우지 않았어요")) {
            try $0.removeHoliday(on: day)
        }
        guard let removed else {
            Console.complain(HolidayText.notAHoliday(day, language))
            throw ExitCode(Console.unreadableFileStatus)
        }
        try Console.print(HolidayText.removed(removed, language) + "\n")
    }
}

/// The formats of `bankui timetable holidays list`.
enum HolidayListFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text, json
}

/// `bankui timetable holidays list [--from DATE] [--to DATE] [--format text|json]`.
struct TimetableHolidaysListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print the holidays in date order, one a line, or as JSON."
    )

    @OptionGroup var global: GlobalOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("Only from this day on (as for add).", valueName: "date"))
    var from: DayArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("Only up to this day (as for add).", valueName: "date"))
    var to: DayArgument?

    @Option(parsing: .unconditional, help: "text (one date a line) or json (an array of objects, for other tools).")
    var format: HolidayListFormat = .text

    func validate() throws {
        if let from = try from?.day("--from"), let to = try to?.day("--to"), to < from {
            throw ValidationError("--to \(to) is before --from \(from)")
        }
    }

    func run() throws {
        let language = global.language
        let holidays = try TimetableHolidaysCommand.holidays(global, from: try from?.day("--from"), through: try to?.day("--to"))
        switch format {
        case .json: try Console.print(HolidayText.json(holidays))
        case .text:
            guard !holidays.isEmpty else {
                try Console.print(HolidayText.none(filtered: from != nil || to != nil, language) + "\n")
                return
            }
            try Console.print(holidays.map { HolidayText.line($0, language) }.joined(separator: "\n") + "\n")
        }
    }
}
