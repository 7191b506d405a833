import Foundation
import Synchronization
import Testing
import TextKit
@testable import TimetableCore

typealias PlannerSeeded = SeededRandomNumberGenerator

private func section(_ id: String, name: String, professor: String = "Kim", credit: Int = 3, _ times: CourseTimes) -> Course {
    Course(id: id, name: name, professor: professor, department: "CS", classification: "전선", credit: credit, grade: 1,
           classNumber: "01", roomTime: "", times: times)
}

private func meeting(_ day: Weekday, _ first: Int, _ last: Int) -> Meeting {
    Meeting(day: day, firstPeriod: first, lastPeriod: last, room: "R")
}

/// Every combination, checked rule by rule with code of its own (minute by
/// minute), ranked as the planner documents: what the planner must equal.
private enum BruteForce {
    static func plans(_ courses: [PlanCourse], _ rules: PlanRules, top: Int) -> [Plan] {
        var all: [(key: [Int], plan: Plan)] = []
        func walk(_ index: Int, _ picked: [Course?], _ picks: [Int]) {
            if index == courses.count {
                if let scored = score(picked, rules) { all.append((scored.key + picks, Plan(sections: picked, score: scored.score))) }
                return
            }
            for (offset, option) in courses[index].sections.enumerated() { walk(index + 1, picked + [option], picks + [offset]) }
            if rules.credits != nil, !courses[index].locked { walk(index + 1, picked + [nil], picks + [Int.max]) }
        }
        walk(0, [], [])
        return all.sorted { $0.key.lexicographicallyPrecedes($1.key) }.prefix(top).map(\.plan)
    }

    static func busy(_ course: Course) -> [(day: Weekday, start: Int, end: Int)] {
        guard case .scheduled(let meetings) = course.times else { return [] }
        return meetings.map { ($0.day, $0.startMinute, $0.endMinute) }
    }

    static func score(_ picked: [Course?], _ rules: PlanRules) -> (key: [Int], score: PlanScore)? {
        let chosen = picked.compactMap { $0 }
        if chosen.contains(where: { $0.times.isUnknown }) { return nil }
        for (i, a) in chosen.enumerated() {
            for b in chosen[(i + 1)...] where Clash.firstClash(of: a, in: [TimetableCourse(course: b, color: 0)]) != nil {
                return nil
            }
        }
        let meetings = chosen.flatMap(busy)
        let days = Set(meetings.map(\.day))
        if !days.isDisjoint(with: rules.freeDays) { return nil }
        if let notBefore = rules.notBefore, meetings.contains(where: { $0.start < notBefore }) { return nil }
        if let notAfter = rules.notAfter, meetings.contains(where: { $0.end > notAfter }) { return nil }
        if let maxDays = rules.maxDays, days.count > maxDays { return nil }
        let credits = chosen.reduce(0) { $0 + $1.credit }
        if let range = rules.credits, !range.contains(credits) { return nil }
        var gaps = 0
        for day in days {
            var covered = [Bool](repeating: false, count: 24 * 60 + 1)
            for m in meetings where m.day == day { for minute in m.start..<m.end { covered[minute] = true } }
            if let lunch = rules.lunch {
                let need = min(60, lunch.count)
                var run = 0, best = 0
                for minute in lunch { run = covered[minute] ? 0 : run + 1; best = max(best, run) }
                if best < need { return nil }
            }
            let first = meetings.filter { $0.day == day }.map(\.start).min()!
            let last = meetings.filter { $0.day == day }.map(\.end).max()!
            var run = 0
            for minute in first..<last {
                if covered[minute] {
                    if run > 10 { gaps += run }
                    run = 0
                } else {
                    run += 1
                }
            }
        }
        func holds(_ names: [String], _ professor: String) -> Bool {
            names.contains { professor.lowercased().replacingOccurrences(of: " ", with: "").contains($0.lowercased()) }
        }
        let avoided = chosen.filter { holds(rules.avoided, $0.professor) }.count
        let preferred = chosen.filter { holds(rules.preferred, $0.professor) }.count
        let score = PlanScore(avoided: avoided, preferred: preferred, days: days.count, gapMinutes: gaps, credits: credits)
        let key = rules.gapsFirst ? [avoided, -preferred, gaps, days.count, -credits] : [avoided, -preferred, days.count, gaps, -credits]
        return (key, score)
    }
}

@Suite("The semester planner")
struct PlannerTests {
    static func randomCatalog(_ random: inout PlannerSeeded) -> [PlanCourse] {
        let professors = ["Kim", "Lee", "Park Ji"]
        return (0..<Int.random(in: 1...5, using: &random)).map { c in
            let sections = (0..<Int.random(in: 1...5, using: &random)).map { s -> Course in
                let kind = Int.random(in: 0..<20, using: &random)
                let times: CourseTimes
                if kind == 0 {
                    times = .eLearning([])
                } else if kind == 1 {
                    times = .unknown(reason: "?")
                } else {
                    times = .scheduled((0..<Int.random(in: 1...2, using: &random)).map { _ in
                        let day = Weekday(rawValue: Int.random(in: 1...6, using: &random))!
                        if Int.random(in: 0..<4, using: &random) == 0 {
                            let start = Int.random(in: 7 * 60...20 * 60, using: &random)
                            return Meeting(day: day, minutes: start..<(start + Int.random(in: 30...150, using: &random)), room: nil)
                        }
                        let first = Int.random(in: 1...8, using: &random)
                        return meeting(day, first, first + Int.random(in: 0...2, using: &random))
                    })
                }
                return section("c\(c)s\(s)", name: "C\(c)", professor: professors.randomElement(using: &random)!,
                               credit: Int.random(in: 1...3, using: &random), times)
            }
            return PlanCourse(name: "C\(c)", sections: sections)
        }
    }

    static func randomRules(_ random: inout PlannerSeeded) -> PlanRules {
        var rules = PlanRules()
        func maybe() -> Bool { Int.random(in: 0..<3, using: &random) == 0 }
        if maybe() { rules.freeDays = [Weekday(rawValue: Int.random(in: 1...6, using: &random))!] }
        if maybe() { rules.notBefore = Int.random(in: 9...12, using: &random) * 60 }
        if maybe() { rules.notAfter = Int.random(in: 14...20, using: &random) * 60 }
        if maybe() {
            let start = Int.random(in: 11 * 60...13 * 60, using: &random)
            rules.lunch = start..<(start + Int.random(in: 30...180, using: &random))
        }
        if maybe() { rules.maxDays = Int.random(in: 1...4, using: &random) }
        if maybe() {
            let low = Int.random(in: 0...8, using: &random)
            rules.credits = low...(low + Int.random(in: 0...4, using: &random))
        }
        if maybe() { rules.preferred = ["lee"] }
        if maybe() { rules.avoided = ["park"] }
        rules.gapsFirst = maybe()
        return rules
    }

    @Test func itNeverMissesACombinationBruteForceFinds() {
        for seed in UInt64(1)...400 {
            var random = PlannerSeeded(seed: seed)
            let courses = Self.randomCatalog(&random)
            let rules = Self.randomRules(&random)
            let top = Int.random(in: 1...12, using: &random)
            let planned = SemesterPlanner.best(courses, rules: rules, top: top)
            let expected = BruteForce.plans(courses, rules, top: top)
            #expect(planned.map { $0.sections.map { $0?.id } } == expected.map { $0.sections.map { $0?.id } }, "seed \(seed)")
            #expect(planned.map(\.score) == expected.map(\.score), "seed \(seed)")
        }
    }

    @Test func lockedSectionsAndTheWholeRanking() {
        // Two courses, each with a Monday and a Tuesday section: Monday for
        // both makes one day on campus.
        let a = PlanCourse(name: "A", sections: [section("a1", name: "A", .scheduled([meeting(.monday, 1, 2)])),
                                                 section("a2", name: "A", .scheduled([meeting(.tuesday, 1, 2)]))])
        let b = PlanCourse(name: "B", sections: [section("b1", name: "B", .scheduled([meeting(.monday, 4, 5)])),
                                                 section("b2", name: "B", .scheduled([meeting(.tuesday, 4, 5)]))])
        let plans = SemesterPlanner.best([a, b], rules: PlanRules(), top: 4)
        #expect(plans.map { $0.chosen.map(\.id) } == [["a1", "b1"], ["a2", "b2"], ["a1", "b2"], ["a2", "b1"]])
        #expect(plans[0].score.days == 1 && plans[0].score.gapMinutes == 70)
        let locked = PlanCourse(name: "A", sections: [a.sections[1]], locked: true)
        #expect(SemesterPlanner.best([locked, b], rules: PlanRules(), top: 1).first?.chosen.map(\.id) == ["a2", "b2"])
    }

    /// A search of 12^8 combinations, none clashing, asked to stop: it
    /// ends after its first few thousand steps, having asked once.
    @Test func aStoppedSearchEndsAtOnce() {
        let courses = (0..<8).map { c in
            PlanCourse(name: "C\(c)", sections: (0..<12).map { s in
                section("c\(c)s\(s)", name: "C\(c)", .scheduled([Meeting(day: Weekday(rawValue: s % 6 + 1)!,
                                                                        minutes: (c * 90)..<(c * 90 + 60), room: nil)]))
            })
        }
        let asked = Mutex(0)
        var rules = PlanRules()
        rules.gapsFirst = true
        _ = SemesterPlanner.best(courses, rules: rules, top: 20, stop: {
            asked.withLock { $0 += 1 }
            return true
        })
        #expect(asked.withLock { $0 } == 1)
    }

    @Test func nothingFitsSaysWhy() {
        let friday = PlanCourse(name: "A", sections: [section("a1", name: "A", .scheduled([meeting(.friday, 1, 2)]))])
        let monday = PlanCourse(name: "B", sections: [section("b1", name: "B", .scheduled([meeting(.monday, 1, 2)])),
                                                      section("b2", name: "B", .scheduled([meeting(.monday, 5, 6)]))])
        let early = PlanCourse(name: "C", sections: [section("c1", name: "C", .scheduled([meeting(.monday, 2, 3)]))])
        var rules = PlanRules()
        rules.freeDays = [.friday]
        #expect(SemesterPlanner.obstacle([friday, monday], rules: rules)
            == .noSection(course: "A", broken: [.freeDay(.friday): 1], unknown: 0))
        let clashing = PlanCourse(name: "B", sections: [monday.sections[0]])
        #expect(SemesterPlanner.obstacle([clashing, early], rules: PlanRules()) == .alwaysClash("B", "C"))
        rules = PlanRules()
        rules.maxDays = 1
        #expect(SemesterPlanner.obstacle([friday, monday], rules: rules) == .rules([.maxDays(1)]))
        // Three courses that clash only all together.
        let x = PlanCourse(name: "X", sections: [section("x1", name: "X", .scheduled([meeting(.monday, 1, 1)])),
                                                 section("x2", name: "X", .scheduled([meeting(.monday, 3, 3)]))])
        let y = PlanCourse(name: "Y", sections: [section("y1", name: "Y", .scheduled([meeting(.monday, 1, 1)])),
                                                 section("y2", name: "Y", .scheduled([meeting(.monday, 3, 3)]))])
        let z = PlanCourse(name: "Z", sections: [section("z1", name: "Z", .scheduled([meeting(.monday, 1, 1)])),
                                                 section("z2", name: "Z", .scheduled([meeting(.monday, 3, 3)]))])
        #expect(SemesterPlanner.obstacle([x, y, z], rules: PlanRules()) == .courses)
    }

    /// A catalog read as bytes finds what the same names as Strings find:
    /// names of ASCII and Hangul, of other scripts, with tabs and capitals.
    @Test func namesReadAsBytesFindWhatStringsFind() {
        var random = PlannerSeeded(seed: 7)
        let pieces = ["자료", "구조", " ", "\t", "II", "ii", "Data", "DATA", "é", "Ⅱ", "·", "운영", "체제", "ㄱ", "1"]
        let names = (0..<2_000).map { _ in (0..<Int.random(in: 1...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined() }
        let wanted = ["자료구조", "ㅈㄹ", "data", "ii", "운영체제 ii", "é", "Ⅱ", "ㅇㅇㅊㅈ", "zz"]
        var strings = PlanCatalog.Finder(wanted)
        var bytes = PlanCatalog.Finder(wanted)
        for (position, name) in names.enumerated() {
            strings.see(name, at: position)
            var copy = name
            copy.withUTF8 { bytes.see(utf8: $0, at: position) }
        }
        #expect(strings.found == bytes.found)
        for case .course(let name) in strings.found { #expect(strings.positions(of: name) == bytes.positions(of: name)) }
    }

    @Test func namesAreFoundAsTheSearchFindsThem() {
        let names = ["자료구조 I", "자료구조 II", "운영체제", "Data Science", "운영체제"]
        #expect(PlanCatalog.find(["ㅇㅇㅊㅈ", "자료구조ii", "datascience", "자료구조", "물리"], among: names)
            == [.course("운영체제"), .course("자료구조 II"), .course("Data Science"),
                .several(["자료구조 I", "자료구조 II"], total: 2), .none])
    }
}
