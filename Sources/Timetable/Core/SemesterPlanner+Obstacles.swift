/// Why no combination fits, in the terms a student can act on.
public enum PlanObstacle: Hashable, Sendable {
    /// No section of the course keeps the rules; how many sections each
    /// rule leaves out (a section counted under the first it breaks), and
    /// how many have no known time.
    case noSection(course: String, broken: [PlanRule: Int], unknown: Int)
    /// Every section of one course clashes with every section of the other
    /// (among those the rules leave).
    case alwaysClash(String, String)
    /// The rules together leave nothing, while dropping any one of these
    /// would let something fit.
    case rules([PlanRule])
    /// The rules together leave nothing, and no single one is to blame.
    case rulesTogether
    /// The courses cannot all be taken without a clash, whatever the rules.
    case courses
}

extension SemesterPlanner {
    /// The best `top` combinations, or why there is none.
    public static func plan(_ courses: [PlanCourse], rules: PlanRules, top: Int) -> Result<[Plan], PlanObstacleError> {
        let plans = best(courses, rules: rules, top: top)
        if !plans.isEmpty { return .success(plans) }
        return .failure(PlanObstacleError(obstacle: obstacle(courses, rules: rules)))
    }

    /// Why `courses` have no combination under `rules` (which must be so).
    /// `stop` as for ``best(_:rules:top:stop:)``: a search stopped finds nothing.
    public static func obstacle(_ courses: [PlanCourse], rules: PlanRules, stop: (@Sendable () -> Bool)? = nil) -> PlanObstacle {
        // A course none of whose sections can be taken (a credits rule
        // lets a course be left out: then this says nothing yet).
        var usable: [[Course]] = []
        for course in courses {
            var broken: [PlanRule: Int] = [:]
            var unknown = 0
            var kept: [Course] = []
            for section in course.sections {
                if section.times.isUnknown {
                    unknown += 1
                } else if let rule = brokenRule(by: section, rules: rules) {
                    broken[rule, default: 0] += 1
                } else {
                    kept.append(section)
                }
            }
            if kept.isEmpty, rules.credits == nil || course.locked {
                return .noSection(course: course.name, broken: broken, unknown: unknown)
            }
            usable.append(kept)
        }
        if rules.credits == nil {
            for a in courses.indices {
                for b in courses.indices where b > a {
                    let pairs = usable[a].flatMap { x in usable[b].map { (x, $0) } }
                    if pairs.allSatisfy({ Clash.firstClash(of: $0.0, in: [TimetableCourse(course: $0.1, color: 0)]) != nil }) {
                        return .alwaysClash(courses[a].name, courses[b].name)
                    }
                }
            }
        }
        if best(courses, rules: rules.withoutHardRules, top: 1, stop: stop).isEmpty { return .courses }
        let blamed = rules.hardRules.filter { !best(courses, rules: rules.dropping($0), top: 1, stop: stop).isEmpty }
        return blamed.isEmpty ? .rulesTogether : .rules(blamed)
    }
}

/// ``PlanObstacle`` as an error.
public struct PlanObstacleError: Error, Hashable, Sendable {
    public var obstacle: PlanObstacle
}
