/// What a student asks of a semester's timetable, for ``SemesterPlanner``.
///
/// Hard rules filter: a combination that breaks one is never proposed.
/// Soft rules rank what is left (``PlanScore``).
public struct PlanRules: Hashable, Sendable {
    /// Days without any class (hard).
    public var freeDays: Set<Weekday> = []
    /// No class starts before this minute of the day (hard).
    public var notBefore: Int?
    /// No class ends after this minute of the day (hard).
    public var notAfter: Int?
    /// A lunch break: on every day with a class, a free stretch of at least
    /// ``lunchMinutes`` (the whole window when it is shorter) inside this
    /// window (hard). A stretch begins the minute a class ends and ends the
    /// minute the next begins.
    public var lunch: Range<Int>?
    /// At most this many days with a class (hard).
    public var maxDays: Int?
    /// The credits of the combination lie in this range (hard). With it,
    /// a course may be left out, so that the credits fit.
    public var credits: ClosedRange<Int>?
    /// Professors preferred (soft): names, or part of names, matched as the
    /// search matches (spaces and case ignored).
    public var preferred: [String] = []
    /// Professors avoided (soft), matched the same way.
    public var avoided: [String] = []
    /// Rank fewer minutes between classes before fewer days on campus.
    public var gapsFirst = false

    /// The length of the lunch break asked for inside its window.
    public static let lunchMinutes = 60

    /// The free time between two classes of a day that is a break, not a
    /// gap: the ten minutes between two periods.
    public static let breakMinutes = 10

    public init() {}

    /// The hard rules set, one by one, so that a rule can be dropped to see
    /// whether it is the one in the way.
    public var hardRules: [PlanRule] {
        var rules: [PlanRule] = freeDays.sorted().map { .freeDay($0) }
        if let notBefore { rules.append(.notBefore(notBefore)) }
        if let notAfter { rules.append(.notAfter(notAfter)) }
        if let lunch { rules.append(.lunch(lunch)) }
        if let maxDays { rules.append(.maxDays(maxDays)) }
        if let credits { rules.append(.credits(credits)) }
        return rules
    }

    /// These rules without `rule`.
    public func dropping(_ rule: PlanRule) -> PlanRules {
        var rules = self
        switch rule {
        case .freeDay(let day): rules.freeDays.remove(day)
        case .notBefore: rules.notBefore = nil
        case .notAfter: rules.notAfter = nil
        case .lunch: rules.lunch = nil
        case .maxDays: rules.maxDays = nil
        case .credits: rules.credits = nil
        }
        return rules
    }

    /// The hard rules only (what a combination must keep to exist at all).
    public var withoutHardRules: PlanRules {
        var rules = PlanRules()
        rules.preferred = preferred
        rules.avoided = avoided
        rules.gapsFirst = gapsFirst
        return rules
    }
}

/// One hard rule of ``PlanRules``.
public enum PlanRule: Hashable, Sendable {
    case freeDay(Weekday)
    case notBefore(Int)
    case notAfter(Int)
    case lunch(Range<Int>)
    case maxDays(Int)
    case credits(ClosedRange<Int>)

    /// The rule as the command line writes it: `--free-day fri`,
    /// `--not-before 10:00`, `--lunch 12:00-13:00`, `--max-days 3`,
    /// `--credits 15-18`.
    public var option: String {
        switch self {
        case .freeDay(let day): "--free-day \(day.english.lowercased())"
        case .notBefore(let minute): "--not-before \(Period.clock(minute))"
        case .notAfter(let minute): "--not-after \(Period.clock(minute))"
        case .lunch(let window): "--lunch \(Period.clock(window.lowerBound))-\(Period.clock(window.upperBound))"
        case .maxDays(let days): "--max-days \(days)"
        case .credits(let range): "--credits \(range.lowerBound)-\(range.upperBound)"
        }
    }
}

/// How a combination ranks: fewer classes with avoided professors, then
/// more with preferred ones, then fewer days on campus and fewer minutes
/// of gaps (gaps first with ``PlanRules/gapsFirst``), then more credits;
/// ties go to the sections listed first.
public struct PlanScore: Hashable, Sendable {
    /// Sections taught by an avoided professor.
    public var avoided: Int
    /// Sections taught by a preferred professor.
    public var preferred: Int
    /// Days with a class.
    public var days: Int
    /// Minutes between two classes of a day, beyond the 10-minute break.
    public var gapMinutes: Int
    public var credits: Int

    public init(avoided: Int, preferred: Int, days: Int, gapMinutes: Int, credits: Int) {
        self.avoided = avoided
        self.preferred = preferred
        self.days = days
        self.gapMinutes = gapMinutes
        self.credits = credits
    }

    /// The score as numbers compared in order, smaller first.
    func key(gapsFirst: Bool) -> (Int, Int, Int, Int, Int) {
        gapsFirst
            ? (avoided, -preferred, gapMinutes, days, -credits)
            : (avoided, -preferred, days, gapMinutes, -credits)
    }
}

/// One proposed timetable: a section of each course (or none of a course
/// left out under a credits rule), in the order the courses were asked.
public struct Plan: Hashable, Sendable {
    /// The chosen section of each course asked, nil where left out.
    public var sections: [Course?]
    public var score: PlanScore

    public init(sections: [Course?], score: PlanScore) {
        self.sections = sections
        self.score = score
    }

    /// The sections taken.
    public var chosen: [Course] { sections.compactMap { $0 } }
}

/// A course asked of the planner: its name and the sections it may take.
public struct PlanCourse: Hashable, Sendable {
    public var name: String
    public var sections: [Course]
    /// Whether the section is locked (given, not chosen).
    public var locked: Bool

    public init(name: String, sections: [Course], locked: Bool = false) {
        self.name = name
        self.sections = sections
        self.locked = locked
    }
}
