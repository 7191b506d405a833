import TerminalUI
import TextKit
import TimetableCore

/// The planner's form: the courses wanted, the sections of the shown
/// timetable to keep, and the rules. Opens with the shown timetable's
/// courses typed in, so that Enter alone looks for better sections of them.
struct PlanForm {
    enum Row: Int, CaseIterable {
        case courses, keep, days, notBefore, notAfter, lunch, maxDays, credits, prefer, avoid, rank
    }

    /// The days offered as free days: Monday to Saturday.
    static let days: [Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday]
    static let fieldLimit = 400

    var focus = Row.courses
    var courses: TextFieldState
    /// The shown timetable's courses that may be kept as they are.
    let keepable: [Course]
    var kept: Set<String> = []
    var keepCursor = 0
    var freeDays: Set<Weekday> = []
    var dayCursor = 0
    var notBefore = PlanForm.field("")
    var notAfter = PlanForm.field("")
    var lunch = PlanForm.field("")
    var maxDays = PlanForm.field("")
    var credits = PlanForm.field("")
    var prefer = PlanForm.field("")
    var avoid = PlanForm.field("")
    var gapsFirst = false

    static func field(_ text: String) -> TextFieldState { TextFieldState(text: text, maxLength: fieldLimit) }

    /// The form for `timetable`: its courses of the catalog (with a time)
    /// typed in, none kept.
    init(timetable: Timetable?) {
        let courses = (timetable?.courses ?? []).map(\.course).filter { !$0.times.isUnknown }
        var names: [String] = []
        for course in courses where !names.contains(course.name) { names.append(course.name) }
        // Selected: Enter plans them, the first character typed replaces them.
        self.courses = Self.field(names.joined(separator: ", "))
        self.courses.selectAll()
        keepable = courses
    }

    /// This form with the rules of `other` (not its courses).
    func withRules(of other: PlanForm) -> PlanForm {
        var form = self
        form.freeDays = other.freeDays
        form.dayCursor = other.dayCursor
        form.notBefore = other.notBefore
        form.notAfter = other.notAfter
        form.lunch = other.lunch
        form.maxDays = other.maxDays
        form.credits = other.credits
        form.prefer = other.prefer
        form.avoid = other.avoid
        form.gapsFirst = other.gapsFirst
        return form
    }

    /// The text field of `row`, if it is one.
    subscript(field row: Row) -> TextFieldState? {
        get {
            switch row {
            case .courses: courses
            case .notBefore: notBefore
            case .notAfter: notAfter
            case .lunch: lunch
            case .maxDays: maxDays
            case .credits: credits
            case .prefer: prefer
            case .avoid: avoid
            case .keep, .days, .rank: nil
            }
        }
        set {
            guard let newValue else { return }
            switch row {
            case .courses: courses = newValue
            case .notBefore: notBefore = newValue
            case .notAfter: notAfter = newValue
            case .lunch: lunch = newValue
            case .maxDays: maxDays = newValue
            case .credits: credits = newValue
            case .prefer: prefer = newValue
            case .avoid: avoid = newValue
            case .keep, .days, .rank: break
            }
        }
    }

    /// The names typed, split at commas (and `、` or `;`), blanks dropped.
    var courseNames: [String] {
        Self.list(courses.text)
    }

    static func list(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == "," || $0 == "、" || $0 == ";" || $0 == "\n" })
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// A field that could not be read: which, and what was typed.
    struct Problem: Error, Equatable {
        var row: Row
        var text: String
    }

    /// The rules the form says, or the first field that cannot be read.
    func rules() -> Result<PlanRules, Problem> {
        var rules = PlanRules()
        rules.freeDays = freeDays
        rules.gapsFirst = gapsFirst
        rules.preferred = Self.list(prefer.text)
        rules.avoided = Self.list(avoid.text)
        func time(_ row: Row, _ field: TextFieldState) -> Result<Int?, Problem> {
            let text = field.text.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { return .success(nil) }
            guard let minute = Self.minute(text) else { return .failure(Problem(row: row, text: text)) }
            return .success(minute)
        }
        switch time(.notBefore, notBefore) {
        case .success(let minute): rules.notBefore = minute
        case .failure(let problem): return .failure(problem)
        }
        switch time(.notAfter, notAfter) {
        case .success(let minute): rules.notAfter = minute
        case .failure(let problem): return .failure(problem)
        }
        let lunchText = lunch.text.trimmingCharacters(in: .whitespaces)
        if !lunchText.isEmpty {
            let parts = lunchText.split(whereSeparator: { $0 == "-" || $0 == "–" || $0 == "~" })
            guard parts.count == 2, let start = Self.minute(String(parts[0]).trimmingCharacters(in: .whitespaces)),
                  let end = Self.minute(String(parts[1]).trimmingCharacters(in: .whitespaces)), start < end
            else { return .failure(Problem(row: .lunch, text: lunchText)) }
            rules.lunch = start..<end
        }
        let daysText = maxDays.text.trimmingCharacters(in: .whitespaces)
        if !daysText.isEmpty {
            guard let days = Int(daysText), (1...7).contains(days) else { return .failure(Problem(row: .maxDays, text: daysText)) }
            rules.maxDays = days
        }
        let creditsText = credits.text.trimmingCharacters(in: .whitespaces)
        if !creditsText.isEmpty {
            let parts = creditsText.split(whereSeparator: { $0 == "-" || $0 == "–" || $0 == "~" })
                .map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard (1...2).contains(parts.count), let low = parts.first ?? nil, let high = parts.last ?? nil, 0 <= low, low <= high,
                  high <= 1000 else { return .failure(Problem(row: .credits, text: creditsText)) }
            rules.credits = low...high
        }
        if let notBefore = rules.notBefore, let notAfter = rules.notAfter, notBefore >= notAfter {
            return .failure(Problem(row: .notAfter, text: self.notAfter.text))
        }
        return .success(rules)
    }

    /// `10:00`, `9:30`, `10` or `10시`: minutes after midnight.
    static func minute(_ text: String) -> Int? {
        let trimmed = text.hasSuffix("시") ? String(text.dropLast()) : text
        let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
              let hour = Int(parts[0]), (0...24).contains(hour) else { return nil }
        let minute = parts.count == 2 ? Int(parts[1]) : 0
        guard let minute, (0..<60).contains(minute), parts.count == 1 || parts[1].count == 2, hour * 60 + minute <= 1440
        else { return nil }
        return hour * 60 + minute
    }
}
