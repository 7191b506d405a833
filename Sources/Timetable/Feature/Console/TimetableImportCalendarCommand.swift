import ArgumentParser
import ConsoleKit
import FileKit
import Foundation
import DatabaseKit
import TimetableStorage
import TabKit
import TextKit
import TimetableCore

/// `bankui timetable import-calendar FILE [--name NAME]`.
struct TimetableImportCalendarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-calendar",
        abstract: "Make a new timetable from an iCalendar file's weekly events (as export --ical writes them, or another calendar's)."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The calendar file (.ics); - reads standard input.", valueName: "file"))
    var file: String

    @Option(parsing: .unconditional, help: ArgumentHelp("The new timetable's name (default: the calendar's name, else the file's).", valueName: "name"))
    var name: String?

    func run() throws {
        let language = global.language
        let shown = file == "-" ? "standard input" : file
        let reading: ICalendarImport.Reading
        do {
            let bytes = try InputReader.read(file)
            reading = try ICalendarImport.read(String(decoding: bytes, as: UTF8.self), timeZone: .current)
        } catch let error as InputReadFailure {
            Console.complain("bankui: \(shown): \(language == .ko ? error.koreanReason : error.reason)")
            throw ExitCode(error.exitStatus)
        } catch let error as ICalendarImportError {
            Console.complain("bankui: \(shown): \(language == .ko ? error.korean : error.english)")
            throw ExitCode(Console.badFileStatus)
        }
        let first = reading.events.map(\.firstDay).min()
        guard let first else {
            Console.complain(CalendarImportText.noWeeklyEvents(shown, reading.skipped.count, language))
            throw ExitCode(Console.badFileStatus)
        }
        let existing = try TimetableCommand.timetables(global).map(\.name)
        let fileName = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        // Every name cleaned before it is measured: the calendar's is
        // already; `--name` and the file's name are cleaned here.
        let chosenName = UntrustedText.clean(name ?? reading.name ?? (file == "-" ? "calendar" : fileName), .singleLine)
            .trimmingCharacters(in: .whitespaces)
        guard !chosenName.isEmpty, chosenName.count <= 40 else {
            Console.complain(CalendarImportText.badName(language))
            throw ExitCode.validationFailure
        }
        guard !existing.contains(chosenName) else {
            Console.complain(CalendarImportText.nameTaken(chosenName, language))
            throw ExitCode.validationFailure
        }
        let database = try Console.openDatabase(global, schema: TimetableTables.schema)
        let repository = TimetableRepository(database: database)
        let stored = (try? repository.catalog().courses) ?? []
        let result = ICalendarImport.timetable(
            reading, name: chosenName, id: UUID(), year: first.year, semester: first.month >= 7 ? 2 : 1,
            catalog: stored.isEmpty ? SampleCatalog.courses() : stored,
            color: { $0 % TimetablePalette.colors.count })
        try Console.writeAndClose(database, notDone: "no timetable was made") { done in
            repository.submitSave(result.timetable, completion: done)
        }
        try Console.print(CalendarImportText.calendarImported(result, reading, language))
    }
}

/// What `import-calendar` says, in English and Korean.
enum CalendarImportText {
    static func noWeeklyEvents(_ file: String, _ skipped: Int, _ language: Language) -> String {
        switch language {
        case .en: "bankui: \(file): no weekly events (\(skipped) other \(skipped == 1 ? "event" : "events")); no timetable was made"
        case .ko: "bankui: \(file): 매주 반복되는 일정이 없어요 (다른 일정 \(skipped)개). 시간표를 만들지 않았어요"
        }
    }

    static func badName(_ language: Language) -> String {
        switch language {
        case .en: "bankui: a timetable's name has 1 to 40 characters; give one with --name"
        case .ko: "bankui: 시간표 이름은 1~40자예요. --name으로 정해 주세요"
        }
    }

    static func nameTaken(_ name: String, _ language: Language) -> String {
        switch language {
        case .en: "bankui: a timetable named '\(name)' already exists; give another name with --name"
        case .ko: "bankui: '\(name)' 시간표가 이미 있어요. --name으로 다른 이름을 정해 주세요"
        }
    }

    /// What `import-calendar` made, and what it left out and why.
    static func calendarImported(_ result: ICalendarImport.Result, _ reading: ICalendarImport.Reading,
                                 _ language: Language) -> String {
        let count = result.timetable.courses.count
        let english = language == .en
        var lines = [english
            ? "Made timetable '\(result.timetable.name)': \(count) \(count == 1 ? "course" : "courses"), \(result.linked) from the catalog"
            : "'\(result.timetable.name)' 시간표를 만들었어요: 강의 \(count)개, 그중 \(result.linked)개는 강의 목록에서"]
        for change in result.changes {
            lines.append(Self.change(change, language))
        }
        for (first, second) in result.clashes {
            lines.append(english ? "clash: '\(first)' and '\(second)' overlap (both kept)"
                                 : "겹침: \(Korean.particle("'\(first)'", "과", "와", noun: "강의")) '\(second)'의 시간이 겹쳐요 (둘 다 넣었어요)")
        }
        for zone in reading.unknownZones {
            lines.append(english ? "unknown time zone '\(zone)': its times were read as written"
                                 : "모르는 시간대 '\(zone)': 적힌 시각 그대로 읽었어요")
        }
        let reasons: [(ICalendarImport.Reason, String, String)] = [
            (.notWeekly, "not weekly", "매주 반복되지 않음"), (.dateOnly, "all-day", "종일 일정"),
            (.noTime, "without a time", "시각 없음"),
        ]
        for (reason, en, ko) in reasons {
            let skipped = reading.skipped.filter { $0.reason == reason }.count
            guard skipped > 0 else { continue }
            lines.append(english ? "left out: \(skipped) \(skipped == 1 ? "event" : "events") \(en)" : "뺀 일정: \(ko) \(skipped)개")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One thing changed in an event's time, naming the event, its time as
    /// read and what was done: `'Night lab' (Fri 23:00–1:00) passes
    /// midnight: kept until 24:00, the rest on Sat 0:00–1:00`.
    static func change(_ change: ICalendarImport.Change, _ language: Language) -> String {
        let english = language == .en
        let start = change.startMinute, end = change.endMinute
        func days(_ days: [Weekday]) -> String { days.map { english ? $0.english : $0.korean }.joined(separator: ", ") }
        let named = "'\(change.summary)'"
        switch change.kind {
        case .toTheMinute:
            return english
                ? "\(named) (\(days(change.days))): its time had seconds; the start kept its minute, the end moved to the next minute"
                : "\(named)(\(days(change.days))): 시각에 초가 있어서 시작은 그 분으로, 끝은 다음 분으로 맞췄어요"
        case .lengthenedToAMinute:
            let time = Period.clock(start % 1440) + "–" + Period.clock((start + 1) % 1440)
            return english
                ? "\(named) (\(days(change.days)) \(Period.clock(start))) ends where it starts: kept one minute long, \(time)"
                : "\(named)(\(days(change.days)) \(Period.clock(start))): 끝나는 시각이 시작 시각과 같아서 1분짜리 수업(\(time))으로 넣었어요"
        case .cutToADay:
            let length = english ? NumberText.grouped(end - start) + " min" : NumberText.grouped(end - start) + "분"
            return english
                ? "\(named) (\(days(change.days)) from \(Period.clock(start)), \(length)) lasts more than a day: kept 24 hours long"
                : "\(named)(\(days(change.days)) \(Period.clock(start))부터 \(length)): 하루가 넘어서 24시간으로 줄였어요"
        case .splitAtMidnight:
            let until = Period.clock(min(end, start + 1440) - 1440)
            let rest = days(change.days.map(\.next)) + " 0:00–" + until
            return english
                ? "\(named) (\(days(change.days)) \(Period.clock(start))–\(until) the next day) passes midnight: kept until 24:00, the rest on \(rest)"
                : "\(named)(\(days(change.days)) \(Period.clock(start))–다음 날 \(until)): 자정을 넘겨서 24:00까지 넣고, 나머지는 \(rest)에 넣었어요"
        }
    }
}
