import ArgumentParser
import FileKit
import ConsoleKit
import Foundation
import DatabaseKit
import TimetableStorage
import TabKit
import TextKit
import TimetableCore

/// `bankui timetable`: the timetable without the screen.
///
/// - `import FILE` replaces the course catalog with a file's courses (SUWIKI
///   JSON, the portal's JSON, or CSV with either header) in one
///   transaction, and reports the rows whose time could not be read. A
///   refused file (status 65) or an unreadable one (66) leaves the catalog
///   as it was.
/// - `export --ical` writes a timetable as an RFC 5545 calendar (its
///   events skipping the holidays), to
///   standard output or to `-o FILE` (`-`: standard output), whole or not at
///   all (73 when the file cannot be created, 74 when writing fails); a
///   date outside 1900–2100 is refused with status 64.
/// - `import-calendar FILE` makes a new timetable from an iCalendar file's
///   weekly events (ours come back exactly; another program's become blocks
///   of whole periods), linked to the catalog's courses where they match.
/// - `list` prints a timetable's courses with their times and rooms;
///   `today` the day's, in time order; `free` the slots when none of the
///   named timetables has a course.
/// - `search TEXT` prints the catalog's courses matching TEXT (the sample
///   catalog when nothing was imported).
/// - `holidays` keeps the dates no class meets, every timetable's
///   (``TimetableHolidaysCommand``): `today` says so on them, and
///   `export --ical` leaves them out.
public struct TimetableCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "timetable",
        abstract: "The timetable without the screen: import a course catalog, list, search, export a calendar, keep holidays, plan a semester.",
        subcommands: [TimetableImportCommand.self, TimetableExportCommand.self, TimetableImportCalendarCommand.self,
                      TimetableListCommand.self, TimetableSearchCommand.self, TimetableTodayCommand.self,
                      TimetableFreeCommand.self, TimetableHolidaysCommand.self, TimetablePlanCommand.self]
    )

    public init() {}

    @OptionGroup var global: GlobalOptions

    /// Reads the timetables, or says why not and fails.
    static func timetables(_ options: GlobalOptions) throws -> [Timetable] {
        let database = try Console.openDatabaseForReading(options, schema: TimetableTables.schema)
        defer { database.close() }
        do {
            let repository = TimetableRepository(database: database)
            var timetables = try repository.timetables()
            // The chosen one first: what a command without --timetable uses.
            if let chosen = try repository.chosenTimetableID(), let index = timetables.firstIndex(where: { $0.id == chosen }) {
                timetables.insert(timetables.remove(at: index), at: 0)
            }
            return timetables
        } catch {
            Console.complain("bankui: cannot read the timetables: \(error)")
            throw ExitCode.failure
        }
    }

    /// Status 66 (EX_NOINPUT): there is no timetable, or none of that name.
    static let noTimetableStatus = Console.unreadableFileStatus

    /// The timetable named `name` (the shown one when nil), or says why
    /// there is none and fails with ``noTimetableStatus``.
    static func pick(_ name: String?, from timetables: [Timetable], _ language: Language) throws -> Timetable {
        guard let first = timetables.first else {
            Console.complain(TimetableText.noTimetable(language))
            throw ExitCode(noTimetableStatus)
        }
        guard let name else { return first }
        if let found = timetables.first(where: { $0.name == name }) { return found }
        Console.complain(TimetableText.unknownTimetable(name, timetables.map(\.name), language))
        throw ExitCode(noTimetableStatus)
    }

    /// The console's texts, in English and Korean.
    enum TimetableText {
        static func noTimetable(_ language: Language) -> String {
            switch language {
            case .en: "bankui: there is no timetable yet; make one in the timetable tab (bankui --tab timetable, then n), "
                + "or from a calendar file (bankui timetable import-calendar FILE)"
            case .ko: "bankui: 아직 시간표가 없어요. 시간표 탭에서 n으로 만들거나 (bankui --tab timetable), "
                + "캘린더 파일에서 가져와 주세요 (bankui timetable import-calendar FILE)"
            }
        }

        static func unknownTimetable(_ name: String, _ names: [String], _ language: Language) -> String {
            let list = names.sorted().map { "'\($0)'" }.joined(separator: ", ")
            return switch language {
            case .en: "bankui: no timetable is named '\(name)'; there are \(list)"
            case .ko: "bankui: '\(name)' 시간표가 없어요. 있는 시간표: \(list)"
            }
        }

        /// `2,000 courses, 41 departments, 12 times unknown`.
        static func summary(_ result: CatalogImportSummary, _ language: Language) -> String {
            switch language {
            case .en:
                "\(result.courseCount) \(result.courseCount == 1 ? "course" : "courses"), "
                    + "\(result.departmentCount) \(result.departmentCount == 1 ? "department" : "departments"), "
                    + "\(result.unknownTimeCount) \(result.unknownTimeCount == 1 ? "time" : "times") unknown"
            case .ko:
                "강의 \(result.courseCount)개, 학과 \(result.departmentCount)개, 시간 미정 \(result.unknownTimeCount)개"
            }
        }

        /// What is left of the problems after the first ones printed.
        static func moreProblems(_ count: Int, _ language: Language) -> String {
            switch language {
            case .en: "… and \(NumberText.grouped(count)) more \(count == 1 ? "row" : "rows") like these"
            case .ko: "… 이런 줄이 \(NumberText.grouped(count))개 더 있어요"
            }
        }

        /// `line 7: 'IT301(목3,4': '(' is not closed`.
        static func problem(_ problem: CatalogProblem, _ language: Language) -> String {
            switch language {
            case .en: "line \(problem.line): '\(problem.value)': \(problem.reason)"
            case .ko: "\(problem.line)번째 줄: '\(problem.value)': \(problem.koreanReason)"
            }
        }

        /// `화 9:30–11:20 음악109`, one meeting (an en dash, as every time range).
        static func meeting(_ meeting: Meeting, _ language: Language) -> String {
            let day = language == .ko ? meeting.day.korean : meeting.day.english
            let room = meeting.room ?? (language == .ko ? "강의실 미정" : "room to be announced")
            return "\(day) \(Period.clock(meeting.startMinute))–\(Period.clock(meeting.endMinute)) \(room)"
        }

        /// A course's times: its meetings, or what it is instead.
        static func times(_ times: CourseTimes, _ language: Language) -> String {
            switch times {
            case .scheduled(let meetings):
                return meetings.map { meeting($0, language) }.joined(separator: ", ")
            case .eLearning(let meetings):
                let label = language == .ko ? "이러닝" : "e-learning"
                return meetings.isEmpty ? label : label + ": " + meetings.map { meeting($0, language) }.joined(separator: ", ")
            case .unknown:
                return language == .ko ? "시간 미정" : "time unknown"
            }
        }

        /// One course on one line: name, professor, credits, grade, department, times.
        static func course(_ course: Course, _ language: Language) -> String {
            var parts = [course.name]
            if !course.professor.isEmpty { parts.append(course.professor) }
            switch language {
            case .en:
                parts.append(course.credit == 1 ? "1 credit" : "\(course.credit) credits")
                if course.grade > 0 { parts.append("year \(course.grade)") }
            case .ko:
                parts.append("\(course.credit)학점")
                if course.grade > 0 { parts.append("\(course.grade)학년") }
            }
            if !course.department.isEmpty { parts.append(course.department) }
            parts.append(times(course.times, language))
            return parts.joined(separator: " · ")
        }
    }
}

/// `bankui timetable import FILE`.
struct TimetableImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Replace the course catalog with a file's courses (SUWIKI JSON, portal JSON, or CSV with a header)."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The catalog file; - reads standard input.", valueName: "file"))
    var file: String

    func run() throws {
        let language = global.language
        let input: MappedInput
        do {
            // A file on disk is read in place, whatever its size; standard
            // input and pipes are read whole under the input limit.
            input = try MappedInput(file)
        } catch {
            // Too large: the limit. Unreadable: the system's reason, as
            // the catalog's messages say it.
            var message = language == .ko ? error.koreanReason : error.reason
            if case .tooLarge = error.kind {} else {
                let unreadable = CatalogImportError.unreadable(message)
                message = language == .ko ? unreadable.korean : unreadable.english
            }
            Console.complain("bankui: \(file == "-" ? "standard input" : file): \(message)")
            throw ExitCode(error.exitStatus)
        }
        let database = try Console.openDatabase(global, schema: TimetableTables.schema)
        let source = file == "-" ? nil : URL(fileURLWithPath: file).lastPathComponent
        let meter = CatalogImportMeter(total: input.count, language: language)
        var summary = CatalogImportSummary()
        do {
            // Read and stored in one transaction: a file refused halfway
            // (a bad row near its end) leaves the old catalog whole.
            try input.withBytes { bytes in
                let shared = SharedInput(input: input, meter: meter)
                summary = try CatalogFileImport.run(bytes, into: TimetableRepository(database: database), source: source,
                                                    counted: { shared.meter.counted() },
                                                    progress: { shared.meter.show($0) },
                                                    release: { shared.input.release($0) })
            }
            meter.clear()
        } catch let error as CatalogImportError {
            meter.clear()
            _ = database.close()
            let message = language == .ko ? error.korean : error.english
            Console.complain("bankui: \(file): \(message)")
            throw ExitCode(Console.badFileStatus)
        } catch {
            meter.clear()
            let problem = Console.inWords(WriteProblem(error), database: database)
            _ = database.close()
            Console.complain("bankui: the catalog was not changed: \(Console.describe(problem))")
            throw Console.failedWriteStatus(problem)
        }
        let report = database.close()
        if let problem = report.problem { Console.complain("bankui: \(problem)") }
        var text = TimetableCommand.TimetableText.summary(summary, language) + "\n"
        for problem in summary.problems {
            text += TimetableCommand.TimetableText.problem(problem, language) + "\n"
        }
        let more = summary.problemCount - summary.problems.count
        if more > 0 { text += TimetableCommand.TimetableText.moreProblems(more, language) + "\n" }
        try Console.print(text)
    }
}

/// The mapped file's input and the progress line, handed to the
/// pipeline's reading thread, which alone uses them until it ends.
private struct SharedInput: @unchecked Sendable {
    let input: MappedInput
    let meter: CatalogImportMeter
}

/// `bankui timetable export --ical [--timetable NAME] [--from DATE --to DATE] [-o FILE]`.
struct TimetableExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a timetable as an iCalendar file (weekly events for the semester)."
    )

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Write RFC 5545 iCalendar (the only format).")
    var ical = false

    @Option(parsing: .unconditional, help: ArgumentHelp("The timetable to export (default: the one shown in the tab).", valueName: "name"))
    var timetable: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "First day, as 2026-3-2, mon, next week mon or +1w (default: the first Monday of March or September of the timetable's year).",
        valueName: "date"))
    var from: DayArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Last day, as 2026-6-19, end of month or +16w (default: 16 weeks after the first day).", valueName: "date"))
    var to: DayArgument?

    @Option(name: .shortAndLong, parsing: .unconditional, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    func validate() throws {
        guard ical else { throw ValidationError("choose the format: --ical") }
        if let from = try from?.day("--from"), let to = try to?.day("--to"), to < from {
            throw ValidationError("--to \(to) is before --from \(from)")
        }
    }

    func run() throws {
        let chosen = try TimetableCommand.pick(timetable, from: try TimetableCommand.timetables(global), global.language)
        let semester = ICalendar.semester(year: chosen.year, semester: chosen.semester)
        let from = try from?.day("--from"), to = try to?.day("--to")
        let start = from ?? semester.start
        let end = to ?? (from == nil ? semester.end : start.adding(days: 16 * 7 - 1))
        guard start <= end else {
            Console.complain("bankui: the last day \(end) is before the first day \(start)")
            throw ExitCode.validationFailure
        }
        // Outside 1900–2100 the export refuses below; no holiday is there.
        let holidays = try TimetableHolidaysCommand.holidays(global, from: start, through: end)
        let text: String
        do throws(ICalendarDateError) {
            text = try ICalendar.export(chosen, from: start, to: end, stamp: Date(), language: global.language,
                                        holidays: Set(holidays.map(\.day)))
        } catch {
            Console.complain("bankui: " + (global.language == .ko ? error.korean : error.description))
            throw ExitCode.validationFailure
        }
        try Console.write(text, to: output ?? "-")
    }
}

/// `bankui timetable list [--timetable NAME]`.
struct TimetableListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print a timetable's courses with their times and rooms."
    )

    @OptionGroup var global: GlobalOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("The timetable to print (default: the one shown in the tab).", valueName: "name"))
    var timetable: String?

    func run() throws {
        let language = global.language
        let chosen = try TimetableCommand.pick(timetable, from: try TimetableCommand.timetables(global), language)
        try Console.print(Self.text(chosen, language))
    }

    /// The timetable's heading, then one course a line.
    static func text(_ timetable: Timetable, _ language: Language) -> String {
        let count = timetable.courses.count
        let credits = timetable.totalCredits
        let semester = timetable.yearTerm.label(korean: language == .ko)
        var text = switch language {
        case .en:
            "\(timetable.name) (\(semester)): \(count) \(count == 1 ? "course" : "courses"), "
                + "\(credits) \(credits == 1 ? "credit" : "credits")\n"
        case .ko:
            "\(timetable.name) (\(semester)): 강의 \(count)개, \(credits)학점\n"
        }
        for placed in timetable.courses {
            text += "  " + TimetableCommand.TimetableText.course(placed.course, language) + "\n"
        }
        return text
    }
}

/// `bankui timetable search TEXT [--department NAME]`.
struct TimetableSearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Print the catalog's courses whose name or professor holds TEXT (spaces ignored; ㅈㄹㄱㅈ finds 자료구조)."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("What to look for.", valueName: "text"))
    var text: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Only the courses of this department.", valueName: "name"))
    var department: String?

    func run() throws {
        let language = global.language
        let database = try Console.openDatabaseForReading(global, schema: TimetableTables.schema)
        var courses: [Course]
        do {
            courses = try TimetableRepository(database: database).catalog().courses
        } catch {
            database.close()
            Console.complain("bankui: cannot read the catalog: \(error)")
            throw ExitCode.failure
        }
        database.close()
        if courses.isEmpty {
            // Nothing imported yet: the sample the tab shows at first start.
            courses = SampleCatalog.courses()
            Console.complain(language == .ko
                ? "bankui: 가져온 강의 목록이 없어 \(SampleCatalog.koreanLabel)에서 찾아요"
                : "bankui: no catalog imported; searching the \(SampleCatalog.englishLabel)")
        }
        let index = CourseSearchIndex(courses)
        let found = index.search(text, department: department)
        var out = ""
        for position in found {
            out += TimetableCommand.TimetableText.course(courses[position], language) + "\n"
        }
        out += language == .ko ? "\(found.count)개 강의\n" : "\(found.count) \(found.count == 1 ? "course" : "courses")\n"
        try Console.print(out)
    }
}
