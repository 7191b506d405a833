import Foundation
import TimetableCore
import TimetableStorage

/// A catalog import on both cores: one thread reads the file into courses
/// while the caller stores them, handed over in batches through a queue of
/// a few batches at most (so memory stays flat however large the file).
/// Reading and storing a million courses each take a few seconds; side by
/// side they take about the longer of the two.
///
/// An error on either side ends both: a refused file comes back as its
/// `CatalogImportError` (the caller's transaction then keeps the old
/// catalog), a failed store as its own error, after the reading thread
/// stopped. `read` runs on the reading thread, with everything it calls.
enum CatalogPipeline {
    static let batchSize = 1_024

    static func run(read: @escaping @Sendable (_ course: (Course) throws -> Void) throws -> CatalogImportSummary,
                    store: (Course) throws -> Void) throws -> CatalogImportSummary {
        let pipe = CoursePipe(capacity: 4)
        let thread = Thread {
            var batch: [Course] = []
            batch.reserveCapacity(batchSize)
            let result = Result {
                let summary = try read { course in
                    batch.append(course)
                    if batch.count == batchSize {
                        try pipe.push(batch)
                        batch.removeAll(keepingCapacity: true)
                    }
                }
                if !batch.isEmpty { try pipe.push(batch) }
                return summary
            }
            pipe.finish(result)
        }
        // The JSON reader descends one call a level of nesting.
        thread.stackSize = 8 << 20
        thread.start()
        // Whatever happens here, the reader has stopped before this returns
        // (it reads memory the caller gives back afterwards).
        defer {
            pipe.cancel()
            pipe.waitForEnd()
        }
        while true {
            switch pipe.pop() {
            case .batch(let courses):
                for course in courses { try store(course) }
            case .end(let result):
                return try result.get()
            }
        }
    }
}

/// A catalog file imported as `bankui timetable import` imports it: read
/// on one core and stored on the other, in one transaction (a file
/// refused halfway leaves the old catalog whole). The benchmark times this.
public enum CatalogFileImport {
    /// Reads the catalog in `bytes` into `repository`'s catalog (as coming
    /// from `source`), telling `progress` the offset reached and `release`
    /// the ranges read; every closure runs on the reading thread.
    public static func run(_ bytes: UnsafeBufferPointer<UInt8>, into repository: TimetableRepository, source: String?,
                           counted: @escaping @Sendable () -> Void = {},
                           progress: (@Sendable (Int) -> Void)? = nil,
                           release: (@Sendable (Range<Int>) -> Void)? = nil) throws -> CatalogImportSummary {
        let file = ReadBytes(bytes: bytes)
        var summary = CatalogImportSummary()
        try repository.replaceCatalog(streaming: { insert in
            summary = try CatalogPipeline.run(read: { course in
                try CatalogImport.stream(file.bytes, progress: progress, release: release) {
                    counted()
                    try course($0)
                }
            }, store: insert)
        }, source: source)
        return summary
    }
}

/// The bytes handed to the reading thread, which alone reads them until
/// the pipeline returns (the caller keeps them alive until then).
private struct ReadBytes: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
}

/// The queue between the two threads: at most `capacity` batches.
private final class CoursePipe: @unchecked Sendable {
    struct Cancelled: Error {}

    enum Item {
        case batch([Course])
        case end(Result<CatalogImportSummary, any Error>)
    }

    private let condition = NSCondition()
    private let capacity: Int
    private var batches: [[Course]] = []
    private var ended: Result<CatalogImportSummary, any Error>?
    private var cancelled = false

    init(capacity: Int) { self.capacity = capacity }

    /// Waits for room; throws when the storing side gave up.
    func push(_ batch: [Course]) throws {
        condition.lock()
        defer { condition.unlock() }
        while batches.count >= capacity, !cancelled { condition.wait() }
        if cancelled { throw Cancelled() }
        batches.append(batch)
        condition.broadcast()
    }

    func finish(_ result: Result<CatalogImportSummary, any Error>) {
        condition.lock()
        ended = result
        condition.broadcast()
        condition.unlock()
    }

    /// The next batch, or the end once every batch was taken.
    func pop() -> Item {
        condition.lock()
        defer { condition.unlock() }
        while batches.isEmpty, ended == nil { condition.wait() }
        if !batches.isEmpty {
            condition.broadcast()
            return .batch(batches.removeFirst())
        }
        return .end(ended!)
    }

    func cancel() {
        condition.lock()
        cancelled = true
        batches.removeAll()
        condition.broadcast()
        condition.unlock()
    }

    func waitForEnd() {
        condition.lock()
        while ended == nil { condition.wait() }
        condition.unlock()
    }
}
