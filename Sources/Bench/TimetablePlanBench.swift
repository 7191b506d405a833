import AppRoot
import Foundation
import TextKit
import TimetableCore

/// The semester planner's figures: 8 courses of 12 sections each, asked of
/// a catalog of 1,000,000 courses, the top 20 combinations.
enum TimetablePlanBench {
    static let names = ["알고리즘설계", "운영체제원론", "컴퓨터네트워크", "데이터베이스설계", "소프트웨어공학",
                        "인공지능개론", "컴퓨터구조론", "프로그래밍언어론"]

    /// The 96 sections planned: each course's 12 sections meet once or
    /// twice a week, two periods each, on random weekdays and periods.
    static func plannedSections() -> [Course] {
        var random = SeededRandomNumberGenerator(seed: 2026)
        var courses: [Course] = []
        for (n, name) in names.enumerated() {
            for section in 1...12 {
                let days = Array(["월", "화", "수", "목", "금"].shuffled(using: &random).prefix(Int.random(in: 1...2, using: &random)))
                let times = days.map { day -> String in
                    let first = Int.random(in: 1...8, using: &random)
                    return "\(day)\(first),\(first + 1)"
                }.joined(separator: " ")
                let roomTime = "IT\(100 + section)(\(times))"
                courses.append(Course(id: "P\(n)-\(section)", name: name, professor: "교수\(section)", department: "컴퓨터SW",
                                      classification: "전핵", credit: 3, grade: 2, classNumber: String(format: "%02d", section),
                                      roomTime: roomTime, times: RoomTime.parse(roomTime, courseName: name)))
            }
        }
        return courses
    }

    static func addRows(to table: inout BenchTable, binary: String, scratch: URL, quick: Bool) {
        let label = "timetable: bankui timetable plan, 8 courses × 12 sections over 1,000,000 courses, top 20 (median)"
        let solverLabel = "timetable: the planner alone, 8 courses × 12 sections, top 20 (median)"
        do {
            let planned = plannedSections()
            let asked = names.map { name in PlanCourse(name: name, sections: planned.filter { $0.name == name }) }
            let clock = ContinuousClock()
            var solving: [Duration] = []
            var count = 0
            for _ in 0..<(quick ? 3 : 9) {
                let start = clock.now
                count = SemesterPlanner.best(asked, rules: PlanRules(), top: 20).count
                solving.append(clock.now - start)
            }
            guard count == 20 else { throw BenchError("the planner found \(count) combinations, not 20") }
            table.add(solverLabel, measured: ms(median(solving)), budget: "< 1 s", within: median(solving) < .seconds(1))
            if quick {
                print("  skipped: \(label) (--quick)")
                return
            }
            // Every other course of the million has a name of its own (the
            // sample's names, numbered by copy), as a real catalog's sections
            // share a name only within a course.
            var courses = TimetableBench.scale(SampleCatalog.courses(), to: 1_000_000 - planned.count)
            for index in courses.indices where courses[index].id.contains("x") {
                courses[index].name += " \(courses[index].id.split(separator: "x").last ?? "")"
            }
            courses.insert(contentsOf: planned, at: courses.count / 2)
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            let file = scratch.appendingPathComponent("plan-catalog.json")
            try TimetableBench.portalJSON(courses).write(to: file)
            let store = scratch.appendingPathComponent("timetable-plan")
            _ = try CommandRun.measure(binary, ["timetable", "import", file.path, "--data-dir", store.path], peak: false)
            try? FileManager.default.removeItem(at: file)
            var runs: [Duration] = []
            var peak = 0
            for _ in 0..<3 {
                let run = try CommandRun.measure(binary, ["timetable", "plan"] + names + ["--top", "20", "--data-dir", store.path])
                runs.append(run.elapsed)
                peak = max(peak, run.peakBytes)
            }
            try? FileManager.default.removeItem(at: store)
            let megabytes = Double(peak) / 1_048_576
            table.add(label + " / peak memory", measured: "\(ms(median(runs))) / \(String(format: "%.1f", megabytes)) MB",
                      budget: "< 1 s", within: median(runs) < .seconds(1))
        } catch {
            table.add(label, measured: "failed: \(error)", budget: "< 1 s", within: false)
        }
    }
}
