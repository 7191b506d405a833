import ArgumentParser
import ConsoleKit
import Foundation
import TabKit
import TextKit
import TimetableCore
import TimetableStorage

/// A day named as a student would: `fri`, `Friday`, `금`, `금요일`.
struct PlanDayArgument: ExpressibleByArgument {
    let day: Weekday

    init?(argument: String) {
        let text = argument.trimmingCharacters(in: .whitespaces).lowercased()
        if let day = Weekday.allCases.first(where: { text.hasPrefix($0.english.lowercased()) && text.count >= 3 }) {
            self.day = day
        } else if let first = text.first, text == String(first) || text == "\(first)요일",
                  let day = Weekday(korean: first) {
            self.day = day
        } else {
            return nil
        }
    }
}

/// `HH:MM-HH:MM`: a window of the day.
struct ClockWindow: ExpressibleByArgument {
    let minutes: Range<Int>

    init?(argument: String) {
        let parts = argument.split(whereSeparator: { $0 == "-" || $0 == "–" })
        guard parts.count == 2, let start = ClockTime(argument: String(parts[0]).trimmingCharacters(in: .whitespaces)),
              let end = ClockTime(argument: String(parts[1]).trimmingCharacters(in: .whitespaces)),
              start.minute < end.minute else { return nil }
        minutes = start.minute..<end.minute
    }
}

/// `A-B` (or `A`): a range of credits.
struct CreditRange: ExpressibleByArgument {
    let range: ClosedRange<Int>

    init?(argument: String) {
        let parts = argument.split(whereSeparator: { $0 == "-" || $0 == "–" })
        guard (1...2).contains(parts.count), let low = Int(parts[0]), let high = Int(parts.last!), 0 <= low, low <= high,
              high <= 1000 else { return nil }
        range = low...high
    }
}

/// `bankui timetable plan COURSE… [rules]`: the best clash-free sections.
struct TimetablePlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Choose a section of each course so that nothing clashes and your rules hold; print the best combinations.",
        discussion: """
            Hard rules (--free-day, --not-before, --not-after, --lunch, --max-days, --credits, --lock) leave a \
            combination out; the rest are ranked: fewer sections with an avoided professor, then more with a \
            preferred one, then fewer days on campus, then fewer minutes between classes (--fewest-gaps puts \
            gaps before days), then more credits. With --credits a course may be left out. Ends with status 1 \
            and the reason when nothing fits.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("Course names, as the search finds them (spaces and case ignored, ㅈㄹㄱㅈ for 자료구조).",
                                 valueName: "course"))
    var courses: [String] = []

    @Option(name: .customLong("free-day"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("A day without classes: mon … sun, 월 … 일 (repeat).", valueName: "day"))
    var freeDays: [PlanDayArgument] = []

    @Option(name: .customLong("not-before"), parsing: .unconditional, help: ArgumentHelp("No class starts before HH:MM.", valueName: "time"))
    var notBefore: ClockTime?

    @Option(name: .customLong("not-after"), parsing: .unconditional, help: ArgumentHelp("No class ends after HH:MM.", valueName: "time"))
    var notAfter: ClockTime?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "A lunch break: an hour free inside HH:MM-HH:MM (the whole window when shorter) on every day with a class.",
        valueName: "window"))
    var lunch: ClockWindow?

    @Option(name: .customLong("max-days"), parsing: .unconditional, help: ArgumentHelp("At most N days with a class (1–7).", valueName: "n"))
    var maxDays: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Credits between A and B; courses may be left out to fit.", valueName: "a-b"))
    var credits: CreditRange?

    @Option(name: .customLong("lock"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("Keep this section: its id, the last thing on each section line plan prints (repeat).", valueName: "id"))
    var locks: [String] = []

    @Option(name: .customLong("prefer"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("A professor preferred (repeat).", valueName: "name"))
    var preferred: [String] = []

    @Option(name: .customLong("avoid"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("A professor avoided (repeat).", valueName: "name"))
    var avoided: [String] = []

    @Flag(name: .customLong("fewest-gaps"), help: "Rank fewer minutes between classes before fewer days on campus.")
    var fewestGaps = false

    @Option(parsing: .unconditional, help: ArgumentHelp("How many combinations to print (1–100).", valueName: "n"))
    var top = 5

    @Option(parsing: .unconditional, help: "text or json.")
    var format: Format = .text

    func validate() throws {
        guard !courses.isEmpty || !locks.isEmpty else { throw ValidationError("name at least one course (or --lock a section)") }
        guard courses.count <= 20 else { throw ValidationError("at most 20 courses") }
        guard (1...100).contains(top) else { throw ValidationError("--top \(top): give 1 to 100") }
        if let maxDays { guard (1...7).contains(maxDays) else { throw ValidationError("--max-days \(maxDays): give 1 to 7") } }
        if let notBefore, let notAfter, notBefore.minute >= notAfter.minute {
            throw ValidationError("--not-before must be earlier than --not-after")
        }
    }

    var rules: PlanRules {
        var rules = PlanRules()
        rules.freeDays = Set(freeDays.map(\.day))
        rules.notBefore = notBefore?.minute
        rules.notAfter = notAfter?.minute
        rules.lunch = lunch?.minutes
        rules.maxDays = maxDays
        rules.credits = credits?.range
        rules.preferred = preferred
        rules.avoided = avoided
        rules.gapsFirst = fewestGaps
        return rules
    }

    func run() throws {
        let language = global.language
        let asked = try PlanRequest.read(courses: courses, locks: locks, global: global)
        let rules = self.rules
        let outcome = SemesterPlanner.plan(asked.courses, rules: rules, top: top)
        switch format {
        case .text: try Console.print(PlanRequest.text(asked, outcome, rules: rules, language))
        case .json: try Console.print(PlanRequest.json(asked, outcome, rules: rules))
        }
        if case .failure = outcome { throw ExitCode.failure }
    }
}
