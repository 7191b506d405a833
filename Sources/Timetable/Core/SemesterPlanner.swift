/// Chooses a section of each course asked so that nothing clashes, the
/// hard rules hold and the soft rules rank the result (``PlanRules``,
/// ``PlanScore``).
///
/// Exact: a depth-first search over the courses (fewest sections first)
/// that leaves a branch only when a chosen section clashes with one already
/// chosen, breaks a hard rule that more sections could not mend (a free
/// day, a time, the days on campus, the lunch break, the credits), or
/// cannot rank among the best found so far however it ends (avoided and
/// preferred professors, the days on campus it already has or must add,
/// the credits it can still reach). Every combination that keeps the hard
/// rules is therefore either proposed or ranked below the last proposed.
/// Two sections clash as ``Clash`` says (touching ends included);
/// e-learning sections take no time, and a section whose time is unknown
/// is never proposed.
public enum SemesterPlanner {
    /// The best `top` combinations, best first; empty when none fits.
    /// `stop` is asked every few thousand steps: when it says so, the
    /// search ends at once with what it found (no longer the best).
    public static func best(_ courses: [PlanCourse], rules: PlanRules, top: Int,
                            stop: (@Sendable () -> Bool)? = nil) -> [Plan] {
        var search = Search(courses, rules: rules, top: max(1, top))
        search.stop = stop
        return search.run()
    }

    /// Whether a section may be part of a plan under `rules`, whatever else
    /// is chosen; the rule it breaks otherwise.
    public static func brokenRule(by course: Course, rules: PlanRules) -> PlanRule? {
        Section(course, index: 0).brokenRule(rules)
    }
}

/// A section with what the search needs of it at hand.
struct Section {
    let course: Course
    /// Its index among its course's sections (the tie-break order).
    let index: Int
    /// Its timed meetings: day 0…6, start and end minutes.
    let meetings: [(day: Int, start: Int, end: Int)]
    let dayMask: UInt8
    let avoided: Bool
    let preferred: Bool
    let unknown: Bool

    /// `preferred` and `avoided`: the rules' professors, matched once for every section.
    init(_ course: Course, index: Int, preferred: [CourseNameMatcher] = [], avoided: [CourseNameMatcher] = []) {
        self.course = course
        self.index = index
        if case .scheduled(let meetings) = course.times {
            self.meetings = meetings.map { (day: $0.day.rawValue - 1, start: $0.startMinute, end: $0.endMinute) }
        } else {
            self.meetings = []
        }
        dayMask = meetings.reduce(0) { $0 | UInt8(1) << UInt8($1.day) }
        if preferred.isEmpty, avoided.isEmpty {
            self.avoided = false
            self.preferred = false
        } else {
            let professor = CourseNameMatcher.normalised(course.professor)
            self.avoided = avoided.contains { $0.holds(professor) }
            self.preferred = preferred.contains { $0.holds(professor) }
        }
        unknown = course.times.isUnknown
    }

    var dayCount: Int { dayMask.nonzeroBitCount }

    /// The hard rule this section breaks on its own, if any.
    func brokenRule(_ rules: PlanRules) -> PlanRule? {
        for day in rules.freeDays.sorted() where dayMask & (UInt8(1) << UInt8(day.rawValue - 1)) != 0 {
            return .freeDay(day)
        }
        if let notBefore = rules.notBefore, meetings.contains(where: { $0.start < notBefore }) { return .notBefore(notBefore) }
        if let notAfter = rules.notAfter, meetings.contains(where: { $0.end > notAfter }) { return .notAfter(notAfter) }
        if let maxDays = rules.maxDays, dayCount > maxDays { return .maxDays(maxDays) }
        if let lunch = rules.lunch {
            for day in 0..<7 where !PlanDay.hasLunch(meetings.filter { $0.day == day }.map { ($0.start, $0.end) }, lunch) {
                return .lunch(lunch)
            }
        }
        if let credits = rules.credits, course.credit > credits.upperBound { return .credits(credits) }
        return nil
    }

    func clashes(with other: Section) -> Bool {
        guard dayMask & other.dayMask != 0 else { return false }
        for mine in meetings {
            for theirs in other.meetings where mine.day == theirs.day && mine.start <= theirs.end && theirs.start <= mine.end {
                return true
            }
        }
        return false
    }
}

/// What is worked out of one day's classes.
enum PlanDay {
    /// Whether `busy` (start and end minutes, any order) leaves a lunch break in `window`.
    static func hasLunch(_ busy: [(Int, Int)], _ window: Range<Int>) -> Bool {
        guard !busy.isEmpty else { return true }
        let need = min(PlanRules.lunchMinutes, window.count)
        var free = window.lowerBound
        for (start, end) in busy.sorted(by: { $0.0 < $1.0 }) {
            if min(start, window.upperBound) - free >= need { return true }
            free = max(free, end)
            if free >= window.upperBound { return false }
        }
        return window.upperBound - free >= need
    }

    /// The minutes between classes of a day beyond the break between periods.
    static func gapMinutes(_ busy: [(Int, Int)]) -> Int {
        var gaps = 0
        var end: Int?
        for (start, stop) in busy.sorted(by: { $0.0 < $1.0 }) {
            if let end, start - end > PlanRules.breakMinutes { gaps += start - end }
            end = max(end ?? stop, stop)
        }
        return gaps
    }
}

/// One run of the search.
private struct Search {
    typealias Key = (Int, Int, Int, Int, Int)

    let rules: PlanRules
    let top: Int
    let courseCount: Int
    /// Course indices in the order searched: fewest usable sections first.
    let order: [Int]
    /// The usable sections of each course (by course index).
    let options: [[Section]]
    /// Whether each course may be left out (a credits rule).
    let optional: [Bool]
    /// For each course (in search order), the most credits the courses
    /// after it can add, and whether one of them can add a preferred section.
    let creditsAfter: [Int]
    let preferredAfter: [Int]
    /// Per flat section: the flat sections it clashes with.
    let clashMask: [[UInt64]]
    /// Per course: its first flat index.
    let flatStart: [Int]
    let words: Int

    // The state of the descent.
    var chosen: [Int]
    var busy: [[(Int, Int)]] = Array(repeating: [], count: 7)
    /// The sections the choices down to each level forbid (they clash
    /// with one chosen): level `l`'s words at `l * words`.
    var forbidden: [UInt64]
    var days: UInt8 = 0
    var avoided = 0
    var preferred = 0
    var credits = 0
    var found: [(key: Key, picks: [Int], plan: Plan)] = []
    var stop: (@Sendable () -> Bool)?
    var steps = 0
    var stopped = false

    init(_ courses: [PlanCourse], rules: PlanRules, top: Int) {
        self.rules = rules
        self.top = top
        courseCount = courses.count
        let preferred = rules.preferred.map(CourseNameMatcher.init), avoided = rules.avoided.map(CourseNameMatcher.init)
        let options = courses.map { course in
            course.sections.enumerated().map { Section($0.element, index: $0.offset, preferred: preferred, avoided: avoided) }
                .filter { !$0.unknown && $0.brokenRule(rules) == nil }
        }
        self.options = options
        optional = courses.map { rules.credits != nil && !$0.locked }
        order = courses.indices.sorted { (options[$0].count, $0) < (options[$1].count, $1) }
        var creditsAfter = Array(repeating: 0, count: courses.count + 1)
        var preferredAfter = Array(repeating: 0, count: courses.count + 1)
        for level in stride(from: courses.count - 1, through: 0, by: -1) {
            let sections = options[order[level]]
            creditsAfter[level] = creditsAfter[level + 1] + (sections.map(\.course.credit).max() ?? 0)
            preferredAfter[level] = preferredAfter[level + 1] + (sections.contains { $0.preferred } ? 1 : 0)
        }
        self.creditsAfter = creditsAfter
        self.preferredAfter = preferredAfter
        var flatStart: [Int] = []
        var flat: [Section] = []
        for sections in options {
            flatStart.append(flat.count)
            flat.append(contentsOf: sections)
        }
        self.flatStart = flatStart
        let words = max(1, (flat.count + 63) / 64)
        self.words = words
        var clashMask = Array(repeating: [UInt64](repeating: 0, count: words), count: flat.count)
        for a in flat.indices {
            for b in flat.indices where b > a && flat[a].clashes(with: flat[b]) {
                clashMask[a][b / 64] |= UInt64(1) << UInt64(b % 64)
                clashMask[b][a / 64] |= UInt64(1) << UInt64(a % 64)
            }
        }
        self.clashMask = clashMask
        forbidden = [UInt64](repeating: 0, count: words * (courses.count + 1))
        chosen = Array(repeating: -1, count: courses.count)
    }

    mutating func run() -> [Plan] {
        if courseCount > 0 { descend(0) }
        return found.map(\.plan)
    }

    private var full: Bool { found.count >= top }

    private static func less(_ a: Key, _ b: Key) -> Bool { a < b }

    mutating func descend(_ level: Int) {
        if stopped { return }
        steps &+= 1
        if steps & 0xFFF == 0, let stop, stop() {
            stopped = true
            return
        }
        if level == courseCount {
            leaf()
            return
        }
        if full, let worst = found.last?.key, bound(level) > worst { return }
        let course = order[level]
        let start = flatStart[course]
        let here = level * words, below = here + words
        for (offset, section) in options[course].enumerated() {
            let flat = start + offset
            if forbidden[here + flat / 64] & (UInt64(1) << UInt64(flat % 64)) != 0 { continue }
            if let maxDays = rules.maxDays, (days | section.dayMask).nonzeroBitCount > maxDays { continue }
            if let credits = rules.credits, self.credits + section.course.credit > credits.upperBound { continue }
            if let lunch = rules.lunch, !lunchHolds(adding: section, lunch) { continue }
            let saved = (days, avoided, preferred, credits)
            for word in 0..<words { forbidden[below + word] = forbidden[here + word] | clashMask[flat][word] }
            days |= section.dayMask
            avoided += section.avoided ? 1 : 0
            preferred += section.preferred ? 1 : 0
            credits += section.course.credit
            for meeting in section.meetings { busy[meeting.day].append((meeting.start, meeting.end)) }
            chosen[course] = section.index
            descend(level + 1)
            for meeting in section.meetings { busy[meeting.day].removeLast() }
            (days, avoided, preferred, credits) = saved
        }
        if optional[course] {
            chosen[course] = Int.max
            for word in 0..<words { forbidden[below + word] = forbidden[here + word] }
            descend(level + 1)
        }
        chosen[course] = -1
    }

    /// Whether the lunch break still holds on `section`'s days with it added.
    private func lunchHolds(adding section: Section, _ lunch: Range<Int>) -> Bool {
        var day = 0
        while day < 7 {
            if section.dayMask & (UInt8(1) << UInt8(day)) != 0 {
                let added = section.meetings.filter { $0.day == day }.map { ($0.start, $0.end) }
                if !PlanDay.hasLunch(busy[day] + added, lunch) { return false }
            }
            day += 1
        }
        return true
    }

    /// The best key any completion of the current branch could have.
    private func bound(_ level: Int) -> Key {
        let preferredBest = preferred + preferredAfter[level]
        let creditsBest = credits + creditsAfter[level]
        if rules.gapsFirst { return (avoided, -preferredBest, 0, days.nonzeroBitCount, -creditsBest) }
        // Each course still to choose that must be taken adds at least the
        // new days of its section adding fewest.
        var addedDays = 0
        for next in level..<courseCount where !optional[order[next]] {
            var fewest = Int.max
            let start = flatStart[order[next]]
            for (offset, section) in options[order[next]].enumerated() {
                let flat = start + offset
                if forbidden[level * words + flat / 64] & (UInt64(1) << UInt64(flat % 64)) != 0 { continue }
                fewest = min(fewest, (section.dayMask & ~days).nonzeroBitCount)
                if fewest == 0 { break }
            }
            if fewest == Int.max { return (Int.max, 0, 0, 0, 0) }
            addedDays = max(addedDays, fewest)
        }
        return (avoided, -preferredBest, days.nonzeroBitCount + addedDays, 0, -creditsBest)
    }

    private mutating func leaf() {
        if let range = rules.credits, !range.contains(credits) { return }
        let dayCount = days.nonzeroBitCount
        if full, let worst = found.last?.key {
            // Gaps are never below 0; the credits are not known yet.
            let partial = rules.gapsFirst
                ? (avoided, -preferred, 0, Int.min, Int.min) : (avoided, -preferred, dayCount, 0, Int.min)
            if partial > worst { return }
        }
        var gaps = 0
        for day in 0..<7 where busy[day].count > 1 { gaps += PlanDay.gapMinutes(busy[day]) }
        let score = PlanScore(avoided: avoided, preferred: preferred, days: dayCount, gapMinutes: gaps, credits: credits)
        let key = score.key(gapsFirst: rules.gapsFirst)
        if full, let last = found.last, !Self.before((key, chosen), (last.key, last.picks)) { return }
        let sections: [Course?] = (0..<courseCount).map { course in
            let pick = chosen[course]
            return pick == Int.max ? nil : options[course].first { $0.index == pick }?.course
        }
        let entry = (key: key, picks: chosen, plan: Plan(sections: sections, score: score))
        let position = found.firstIndex { Self.before((key, chosen), ($0.key, $0.picks)) } ?? found.count
        found.insert(entry, at: position)
        if found.count > top { found.removeLast() }
    }

    /// The ranking: the key, then the sections' places in course order.
    static func before(_ a: (Key, [Int]), _ b: (Key, [Int])) -> Bool {
        if a.0 != b.0 { return a.0 < b.0 }
        return a.1.lexicographicallyPrecedes(b.1)
    }
}
