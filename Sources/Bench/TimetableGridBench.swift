import AppRoot
import Shell
import Foundation
import DatabaseKit
import CalculatorStorage
import JuiceStorage
import KanbanStorage
import TimetableStorage
import TerminalUI
import TimetableCore

/// The timetable grid's figure (Docs/PERFORMANCE.md): the whole app drawn
/// on the timetable tab, a full week shown, at 200×60.
enum TimetableGridBench {
    static func addRow(to table: inout BenchTable, quick: Bool) {
        do {
            let result = try MainActor.assumeIsolated { try renderGrid(iterations: quick ? 200 : 2_000) }
            table.add("render + diff, timetable week of 14 courses, 200×60 (median)", measured: ms(result), budget: "< 0.5 ms",
                      within: result < .microseconds(500))
        } catch {
            table.add("render + diff, timetable week", measured: "failed: \(error)", budget: "< 0.5 ms", within: false)
        }
        let free = freeTime(timetables: 5, iterations: quick ? 200 : 2_000)
        table.add("free time of 5 timetables of 14 courses (median)", measured: ms(free), budget: "< 1 ms",
                  within: free < .milliseconds(1))
    }

    /// The median time to work out the common free time of `timetables`
    /// weeks (each the sample week, its courses shifted a period per copy).
    static func freeTime(timetables count: Int, iterations: Int) -> Duration {
        let base = week()
        let timetables = (0..<count).map { shift in
            var copy = base
            copy.courses = copy.courses.map { placed in
                var moved = placed
                if case .scheduled(let meetings) = placed.course.times {
                    moved.course.times = .scheduled(meetings.map { meeting in
                        var later = meeting
                        later.firstPeriod = min(Period.range.upperBound, meeting.firstPeriod + shift)
                        later.lastPeriod = min(Period.range.upperBound, meeting.lastPeriod + shift)
                        return later
                    })
                }
                return moved
            }
            return copy
        }
        let clock = ContinuousClock()
        var times: [Duration] = []
        var found = 0
        for _ in 0..<iterations {
            let start = clock.now
            let days = FreeTime.days(of: timetables)
            found &+= FreeTime.slots(of: timetables, days: days, from: 9 * 60, to: 18 * 60, atLeast: 60).count
            times.append(clock.now - start)
        }
        precondition(found > 0)
        return median(times)
    }

    /// A week as a student would have it: two to three courses a day,
    /// Saturday too, one course in two rooms, e-learning listed apart.
    static func week() -> Timetable {
        let rows: [(String, String, String)] = [
            ("자료구조", "김대엽", "IT301(월1,2 수3)"), ("운영체제", "이민수", "IT405(화3,4,5)"),
            ("Discrete Mathematics", "Jane Park", "미래관301(목1,2,3)"), ("데이터베이스", "박지은", "IT302(월5,6)"),
            ("음악의 이해", "한소라", "음악109(금5,6),음악110(금7)"), ("캡스톤디자인", "정하늘", "강의실 B215(토1,2,3)"),
            ("네트워크", "김대엽", "IT301(목5,6)"), ("인공지능", "오세훈", "IT201(금1,2,3)"),
            ("컴퓨터구조", "서지원", "IT202(화7,8 목8)"), ("선형대수", "Kim Lee", "미래관204(수5,6,7)"),
            ("영어회화", "Smith", "인문관101(월8,9)"), ("현대사회와 윤리", "남궁민", "인문관305(수9,10)"),
            ("온라인 글쓰기", "최유리", ""), ("이러닝 경제학", "조은비", ""),
        ]
        let courses = rows.enumerated().map { index, row in
            TimetableCourse(course: Course(id: "bench-\(index)", name: row.0, professor: row.1, department: "컴퓨터SW",
                                           classification: "전핵", credit: 3, grade: 2, classNumber: "01", roomTime: row.2,
                                           times: RoomTime.parse(row.2, courseName: row.0)),
                            color: index % TimetablePalette.colors.count)
        }
        return Timetable(id: UUID(), name: "2026 - 2", year: 2026, semester: 2, courses: courses)
    }

    /// Times drawing the whole app on the timetable tab into a 200×60
    /// buffer and diffing it.
    @MainActor
    static func renderGrid(iterations: Int) throws -> Duration {
        let database = try AppDatabase.inMemory(schema: AppTables.schema)
        defer { _ = database.close() }
        let repository = TimetableRepository(database: database)
        let timetable = week()
        try repository.replaceCatalog(timetable.courses.map(\.course), isSample: false, source: "bench")
        try repository.save(timetable)
        try repository.choose(timetableID: timetable.id)
        return FrameBench.renderWholeApp(database: database, tab: .timetable, iterations: iterations)
    }
}
