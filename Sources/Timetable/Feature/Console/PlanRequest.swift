import ArgumentParser
import ConsoleKit
import DatabaseKit
import Foundation
import TabKit
import TextKit
import TimetableCore
import TimetableStorage

/// The courses a plan command asks for, found in the catalog, and how
/// its answer is printed.
struct PlanRequest {
    /// What each name typed found: the name typed and the course's name.
    var asked: [(typed: String, name: String)]
    var courses: [PlanCourse]

    /// Finds the courses named and the sections locked in the stored
    /// catalog (the sample before any import, said on standard error); a
    /// name that finds no course or several, or an unknown id, is said and
    /// ends with status 64.
    static func read(courses names: [String], locks: [String], global: GlobalOptions) throws -> PlanRequest {
        let language = global.language
        let database = try Console.openDatabaseForReading(global, schema: TimetableTables.schema)
        defer { database.close() }
        let repository = TimetableRepository(database: database)
        var found: [PlanCatalog.Found]
        var sections: [[Course]]
        var locked: [Course] = []
        do {
            if try repository.catalogIsEmpty() {
                Console.complain(language == .ko
                    ? "bankui: 가져온 강의 목록이 없어 \(SampleCatalog.koreanLabel)에서 찾아요"
                    : "bankui: no catalog imported; planning over the \(SampleCatalog.englishLabel)")
                let sample = SampleCatalog.courses()
                (found, sections) = PlanCatalog.sections(names, in: sample)
                for id in locks { if let course = sample.first(where: { $0.id == id }) { locked.append(course) } }
            } else {
                (found, sections) = try repository.planSections(names)
                locked = try repository.catalogCourses(ids: locks)
            }
        } catch {
            Console.complain("bankui: cannot read the catalog: \(error)")
            throw ExitCode.failure
        }
        var request = PlanRequest(asked: [], courses: [])
        for (index, typed) in names.enumerated() {
            let clean = UntrustedText.clean(typed, .singleLine)
            if let problem = PlanText.notFound(clean, found[index], language) {
                Console.complain("bankui: " + problem)
                throw ExitCode.validationFailure
            }
            guard case .course(let name) = found[index], !request.courses.contains(where: { $0.name == name }) else { continue }
            request.asked.append((clean, name))
            request.courses.append(PlanCourse(name: name, sections: sections[index]))
        }
        for id in locks {
            guard let course = locked.first(where: { $0.id == id }) else {
                Console.complain(language.pick("bankui: no section of the catalog has the id '\(UntrustedText.clean(id, .singleLine))'",
                                               "bankui: 강의 목록에 '\(UntrustedText.clean(id, .singleLine))' 분반이 없어요"))
                throw ExitCode.validationFailure
            }
            if let index = request.courses.firstIndex(where: { $0.name == course.name }) {
                request.courses[index].sections = [course]
                request.courses[index].locked = true
            } else if !request.courses.contains(where: { $0.sections == [course] }) {
                request.asked.append((course.id, course.name))
                request.courses.append(PlanCourse(name: course.name, sections: [course], locked: true))
            }
        }
        return request
    }

    /// The plans, one block each: the rank and score, then a line a section
    /// with its id (for `--lock`); or why nothing fits.
    static func text(_ request: PlanRequest, _ outcome: Result<[Plan], PlanObstacleError>, rules: PlanRules,
                     _ language: Language) -> String {
        let courses = request.courses.map { course in
            course.locked ? language.pick("\(course.name) (locked)", "\(course.name) (고정)")
                : language.pick("\(course.name) (\(course.sections.count) \(course.sections.count == 1 ? "section" : "sections"))",
                                "\(course.name) (분반 \(course.sections.count)개)")
        }.joined(separator: ", ")
        let ruleText = PlanText.rules(rules, language)
        var text = language.pick("Plans for ", "시간표 짜기: ") + courses
            + (ruleText.isEmpty ? "" : language.pick("; rules: ", "; 규칙: ") + ruleText) + "\n"
        switch outcome {
        case .failure(let error):
            text += PlanText.obstacle(error.obstacle, language) + "\n"
        case .success(let plans):
            for (rank, plan) in plans.enumerated() {
                text += "\n\(rank + 1). " + PlanText.score(plan.score, rules: rules, language) + "\n"
                for (index, section) in plan.sections.enumerated() {
                    guard let section else {
                        text += "   " + language.pick("\(request.courses[index].name): left out", "\(request.courses[index].name): 빼기") + "\n"
                        continue
                    }
                    let classText = section.classNumber.isEmpty ? "" : language.pick(" · section \(section.classNumber)",
                                                                                       " · \(section.classNumber)분반")
                    text += "   \(section.name) · \(section.professor.isEmpty ? "-" : section.professor)\(classText) · "
                        + TimetableCommand.TimetableText.times(section.times, language) + " · \(section.id)\n"
                }
            }
        }
        return text
    }

    private struct JSONMeeting: Encodable {
        var day: String, start: String, end: String, room: String?
    }

    private struct JSONSection: Encodable {
        var id: String, name: String, professor: String, department: String, classNumber: String, credit: Int
        var eLearning: Bool, meetings: [JSONMeeting]
    }

    private struct JSONPlan: Encodable {
        var rank: Int, days: Int, gapMinutes: Int, credits: Int, preferred: Int, avoided: Int
        var sections: [JSONSection]
        var leftOut: [String]
    }

    private struct JSONCourse: Encodable {
        var asked: String, name: String, sections: Int, locked: Bool
    }

    private struct JSONAnswer: Encodable {
        var courses: [JSONCourse]
        var plans: [JSONPlan]
        var impossible: String?
    }

    /// The same as one JSON object: `courses`, `plans` (best first) and,
    /// when nothing fits, `impossible` (the reason, in English).
    static func json(_ request: PlanRequest, _ outcome: Result<[Plan], PlanObstacleError>, rules: PlanRules) -> String {
        var answer = JSONAnswer(courses: zip(request.asked, request.courses).map {
            JSONCourse(asked: $0.0.typed, name: $0.1.name, sections: $0.1.sections.count, locked: $0.1.locked)
        }, plans: [], impossible: nil)
        switch outcome {
        case .failure(let error): answer.impossible = PlanText.obstacle(error.obstacle, .en)
        case .success(let plans):
            answer.plans = plans.enumerated().map { rank, plan in
                JSONPlan(rank: rank + 1, days: plan.score.days, gapMinutes: plan.score.gapMinutes, credits: plan.score.credits,
                         preferred: plan.score.preferred, avoided: plan.score.avoided,
                         sections: plan.chosen.map { course in
                             JSONSection(id: course.id, name: course.name, professor: course.professor, department: course.department,
                                         classNumber: course.classNumber, credit: course.credit, eLearning: course.times.isELearning,
                                         meetings: course.times.meetings.map {
                                             JSONMeeting(day: $0.day.english, start: Period.clock($0.startMinute),
                                                         end: Period.clock($0.endMinute), room: $0.room)
                                         })
                         },
                         leftOut: zip(plan.sections, request.courses).filter { $0.0 == nil }.map(\.1.name))
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(answer)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
