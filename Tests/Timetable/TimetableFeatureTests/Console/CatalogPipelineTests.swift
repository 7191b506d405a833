import Testing
import TimetableCore
@testable import TimetableFeature

/// The import's two threads: every course stored in order; an error on
/// either side ends both, and the reader has stopped when `run` returns.
@Suite struct CatalogPipelineTests {
    private static func course(_ n: Int) -> Course {
        Course(id: "C\(n)", name: "Course \(n)", professor: "", department: "", classification: "", credit: 3, grade: 1,
               classNumber: "", roomTime: "", times: .unknown(reason: "none"))
    }

    private static func summary(_ count: Int) -> CatalogImportSummary {
        var summary = CatalogImportSummary()
        summary.courseCount = count
        return summary
    }

    @Test func everyCourseIsStoredInOrder() throws {
        var stored: [String] = []
        let summary = try CatalogPipeline.run(read: { course in
            for n in 0..<10_000 { try course(Self.course(n)) }
            return Self.summary(10_000)
        }, store: { stored.append($0.id) })
        #expect(summary.courseCount == 10_000)
        #expect(stored == (0..<10_000).map { "C\($0)" })
    }

    @Test func aRefusedFileComesBackAsItsError() {
        var stored = 0
        #expect(throws: CatalogImportError.malformedCSV(line: 5_000, detail: "x")) {
            _ = try CatalogPipeline.run(read: { course in
                for n in 0..<4_999 { try course(Self.course(n)) }
                throw CatalogImportError.malformedCSV(line: 5_000, detail: "x")
            }, store: { _ in stored += 1 })
        }
        // What came before may be stored or not: the caller's transaction
        // drops it either way.
        #expect(stored <= 4_999)
    }

    @Test func aFailedStoreStopsTheReader() {
        struct DiskFull: Error {}
        let reached = Counter()
        #expect(throws: DiskFull.self) {
            _ = try CatalogPipeline.run(read: { course in
                for n in 0..<1_000_000 {
                    try course(Self.course(n))
                    reached.set(n)
                }
                return Self.summary(1_000_000)
            }, store: { if $0.id == "C100" { throw DiskFull() } })
        }
        // Stopped within the few batches the queue holds, long before the end.
        #expect(reached.value < 10 * CatalogPipeline.batchSize)
    }
}

private final class Counter: @unchecked Sendable {
    private(set) var value = 0
    func set(_ n: Int) { value = n }
}
