import AppRoot
import Foundation
import TimetableFeature
import DatabaseKit
import CalculatorStorage
import JuiceStorage
import KanbanStorage
import TimetableStorage
import TimetableCore

/// The timetable's figures (Docs/PERFORMANCE.md): catalog import, course
/// search, the sample catalog. (The grid's render row is added beside these
/// by the tab's bench.)
enum TimetableBench {
    static func addRows(to table: inout BenchTable, binary: String, scratch: URL, quick: Bool) {
        do {
            let sample = SampleCatalog.courses()
            let runs = quick ? 3 : 9

            // The sample catalog: generated (through the parser), stored, indexed
            // — what the tab does when it is first shown with no catalog.
            let directory = scratch.appendingPathComponent("timetable-sample")
            let database = try AppDatabase.open(directory: directory, schema: AppTables.schema)
            let repository = TimetableRepository(database: database)
            var generate: [Duration] = []
            var load: [Duration] = []
            let clock = ContinuousClock()
            for _ in 0..<runs {
                let start = clock.now
                let courses = SampleCatalog.courses()
                generate.append(clock.now - start)
                try repository.replaceCatalog(courses, isSample: true, source: nil)
                _ = CourseSearchIndex(try repository.catalog().courses)
                load.append(clock.now - start)
            }
            _ = database.close()
            table.add("timetable: sample catalog generated, \(sample.count) courses (median)", measured: ms(median(generate)),
                      budget: "< 20 ms", within: median(generate) < .milliseconds(20))
            table.add("timetable: sample catalog generated + stored + read + indexed (median)", measured: ms(median(load)),
                      budget: "< 50 ms", within: median(load) < .milliseconds(50))

            // Catalog import: a portal JSON file read, then stored in one transaction.
            for count in [2_000, 100_000] {
                let courses = scale(sample, to: count)
                let data = portalJSON(courses)
                let store = scratch.appendingPathComponent("timetable-import-\(count)")
                let database = try AppDatabase.open(directory: store, schema: AppTables.schema)
                let repository = TimetableRepository(database: database)
                var reads: [Duration] = []
                var imports: [Duration] = []
                for _ in 0..<(count > 10_000 ? (quick ? 2 : 5) : runs) {
                    var start = clock.now
                    let result = try CatalogImport.read(data)
                    reads.append(clock.now - start)
                    guard result.courses.count == count else { throw BenchError("read \(result.courses.count) of \(count) courses") }
                    // The import as bankui makes it: read on one core,
                    // stored on the other, in one transaction.
                    start = clock.now
                    let summary = try data.withUnsafeBytes { raw in
                        try CatalogFileImport.run(raw.bindMemory(to: UInt8.self), into: repository, source: "bench.json")
                    }
                    imports.append(clock.now - start)
                    guard summary.courseCount == count else { throw BenchError("stored \(summary.courseCount) of \(count) courses") }
                }
                _ = database.close()
                let budget: Duration = count > 10_000 ? .seconds(1) : .milliseconds(20)
                let label = count.formatted(.number.grouping(.automatic))
                table.add("timetable: catalog file read, \(label) courses, \(data.count / 1024) KB (median)",
                          measured: ms(median(reads)), budget: count > 10_000 ? "< 1 s" : "< 20 ms", within: median(reads) < budget)
                table.add("timetable: catalog import (read + store), \(label) courses (median)",
                          measured: ms(median(imports)), budget: count > 10_000 ? "< 1 s" : "< 20 ms", within: median(imports) < budget)
            }

            // A million courses through `bankui timetable import`, the whole
            // process: streamed from the file into one transaction.
            let millionLabel = "timetable: bankui timetable import, 1,000,000 courses: time / peak memory"
            if quick {
                print("  skipped: \(millionLabel) (--quick)")
            } else {
                let file = scratch.appendingPathComponent("catalog-1000000.json")
                try portalJSON(scale(sample, to: 1_000_000)).write(to: file)
                let store = scratch.appendingPathComponent("timetable-import-1000000")
                let run = try CommandRun.measure(binary, ["timetable", "import", file.path, "--data-dir", store.path])
                try? FileManager.default.removeItem(at: file)
                try? FileManager.default.removeItem(at: store)
                let megabytes = Double(run.peakBytes) / 1_048_576
                table.add(millionLabel, measured: "\(ms(run.elapsed)) / \(String(format: "%.1f", megabytes)) MB",
                          budget: "< 8 s / < 200 MB", within: run.elapsed < .seconds(8) && megabytes < 200)
            }

            // Search as the user types, over 100,000 courses.
            let courses = scale(sample, to: 100_000)
            let index = CourseSearchIndex(courses)
            let typed = ["자", "자료", "자료구", "자료구조", "ㄱ", "ㄱㄷ", "ㄱㄷㅇ", "d", "da", "dat", "데이터 분", "ㅈㄹㄱㅈ",
                         "김", "김대", "김대엽", "zz", "경영", "ㅎㄱㅅ"]
            var keystrokes: [Duration] = []
            var firsts: [Duration] = []
            for _ in 0..<(quick ? 2 : 10) {
                for department in [nil, "컴퓨터SW"] as [String?] {
                    for word in typed {
                        // Each word typed one character at a time, from an empty field.
                        _ = index.search("", department: department)
                        var query = ""
                        for character in word {
                            query.append(character)
                            let start = clock.now
                            let results = index.search(query, department: department)
                            // The departments' counts, as the add dialog
                            // works them out on every key.
                            _ = index.departmentCounts(of: department == nil ? results : index.matches(query))
                            keystrokes.append(clock.now - start)
                            if query.count == 1 { firsts.append(clock.now - start) }
                        }
                    }
                }
            }
            let worst = keystrokes.max() ?? .zero
            table.add("timetable: course search per keystroke over 100,000 courses (median)", measured: ms(median(keystrokes)),
                      budget: "< 5 ms", within: median(keystrokes) < .milliseconds(5))
            table.add("timetable: course search, first keystroke (all 100,000 scanned, median)", measured: ms(median(firsts)),
                      budget: "< 5 ms", within: median(firsts) < .milliseconds(5))
            table.add("timetable: course search per keystroke over 100,000 courses (slowest)", measured: ms(worst),
                      budget: "< 5 ms", within: worst < .milliseconds(5))
        } catch {
            table.add("timetable", measured: "failed: \(error)", budget: "", within: false)
        }
    }

    /// `count` courses: the sample repeated, each copy with its own ids.
    static func scale(_ sample: [Course], to count: Int) -> [Course] {
        var courses: [Course] = []
        courses.reserveCapacity(count)
        var copy = 0
        while courses.count < count {
            for course in sample where courses.count < count {
                var course = course
                if copy > 0 { course.id = "\(course.id)x\(copy)" }
                courses.append(course)
            }
            copy += 1
        }
        return courses
    }

    /// The courses as the university portal writes them: one object a line.
    static func portalJSON(_ courses: [Course]) -> Data {
        var text = "[\n"
        text.reserveCapacity(courses.count * 260)
        for (index, course) in courses.enumerated() {
            text += "{\"subjtNm\":\(quoted(course.name)),\"reprPrfsEnoNm\":\(quoted(course.professor)),"
            text += "\"estbDpmjNm\":\(quoted(course.department)),\"facDvnm\":\(quoted(course.classification)),"
            text += "\"point\":\"\(course.credit)\",\"trgtGrdeCd\":\"\(course.grade)\",\"diclNo\":\(quoted(course.classNumber)),"
            text += "\"subjtCd\":\"B\(100_000 + index)\","
            text += "\"timtSmryCn\":\(quoted(course.roomTime)),\"subjtEstbYear\":\"2026\",\"subjtEstbSmrCd\":\"10\"}"
            text += index == courses.count - 1 ? "\n" : ",\n"
        }
        text += "]\n"
        return Data(text.utf8)
    }

    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
