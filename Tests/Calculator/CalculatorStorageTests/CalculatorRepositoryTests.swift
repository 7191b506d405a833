import DatabaseTesting
import CalculatorCore
import Foundation
import GRDB
import XCTest

@testable import DatabaseKit
@testable import CalculatorStorage

final class CalculatorRepositoryTests: XCTestCase {
    private let calculation = [
        HistoryLine(kind: .operand(nil), value: 1234),
        HistoryLine(kind: .operand(.add), value: 5),
        HistoryLine(kind: .operand(.subtract), value: Decimal(string: "-0.5")!),
        HistoryLine(kind: .operand(.multiply), value: Decimal(sign: .plus, exponent: 24, significand: 15)),
        HistoryLine(kind: .operand(.divide), value: 3),
        HistoryLine(kind: .result, value: .nan),
    ]

    func testAFreshDatabaseHasNoHistory() throws {
        let repository = CalculatorRepository(database: try AppDatabase.inMemory())
        XCTAssertEqual(try repository.history(), [])
        XCTAssertEqual(try repository.lineCount(), 0)
    }

    func testLinesComeBackInTheOrderTheyWereAdded() throws {
        let repository = CalculatorRepository(database: try AppDatabase.inMemory())
        try repository.append(Array(calculation.prefix(2)))
        try repository.append([])
        try repository.append(Array(calculation.dropFirst(2)))
        XCTAssertEqual(try repository.history(), calculation)
        XCTAssertEqual(try repository.lineCount(), calculation.count)
    }

    func testHistorySurvivesAReopen() throws {
        let directory = try makeTemporaryDirectory(for: self)
        do {
            let repository = CalculatorRepository(database: try AppDatabase.open(directory: directory))
            try repository.append(calculation)
        }
        let reopened = CalculatorRepository(database: try AppDatabase.open(directory: directory))
        XCTAssertEqual(try reopened.history(), calculation)
        try reopened.append([HistoryLine(kind: .operand(nil), value: 7)])
        XCTAssertEqual(try reopened.history().last, HistoryLine(kind: .operand(nil), value: 7))
        XCTAssertEqual(try reopened.history().map(\.text), ["1,234", "+ 5", "− -0.5", "× 1.5E25", "÷ 3", "= NaN", "7"])
    }

    /// No save step: another connection sees the lines as soon as they are added.
    func testEveryAppendIsCommittedAtOnce() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let repository = CalculatorRepository(database: try AppDatabase.open(directory: directory))
        try repository.append(Array(calculation.prefix(3)))
        let other = try DatabaseQueue(path: directory.appendingPathComponent(AppDatabase.fileName).path)
        let numbers = try other.read { try String.fetchAll($0, sql: "SELECT number FROM calculatorHistory ORDER BY id") }
        XCTAssertEqual(numbers, ["1234", "5", "-0.5"], "values, not shown numbers")
    }

    func testReplacingClearsOrKeepsOnlyTheGivenLines() throws {
        let repository = CalculatorRepository(database: try AppDatabase.inMemory())
        try repository.append(calculation)
        let kept = [HistoryLine(kind: .operand(nil), value: 2), HistoryLine(kind: .operand(.add), value: 3)]
        try repository.replaceHistory(with: kept)
        XCTAssertEqual(try repository.history(), kept)
        try repository.replaceHistory(with: [])
        XCTAssertEqual(try repository.history(), [])
    }

    func testAFailedAppendStoresNothing() throws {
        let database = try AppDatabase.inMemory()
        let repository = CalculatorRepository(database: database)
        try repository.append([calculation[0]])
        // A trigger that refuses the third line of the batch makes the write fail midway.
        try database.writer.write { db in
            try db.execute(sql: """
                CREATE TRIGGER refuse BEFORE INSERT ON calculatorHistory WHEN NEW.number = 'refused'
                BEGIN SELECT RAISE(ABORT, 'refused'); END
                """)
        }
        let batch = [calculation[1], calculation[2], HistoryLine(kind: .operand(.add), number: "refused")]
        XCTAssertThrowsError(try repository.append(batch))
        XCTAssertEqual(try repository.history(), [calculation[0]], "all or none")
        XCTAssertThrowsError(try repository.replaceHistory(with: [HistoryLine(kind: .result, number: "refused")]))
        XCTAssertEqual(try repository.history(), [calculation[0]], "the old lines stay when the new ones fail")
    }

    func testRowsWithAnUnknownKindAreSkipped() throws {
        let database = try AppDatabase.inMemory()
        let repository = CalculatorRepository(database: database)
        try repository.append([calculation[0]])
        try database.writer.write { db in
            try db.execute(sql: "INSERT INTO calculatorHistory (kind, operator, number) VALUES ('percent', NULL, '5')")
            try db.execute(sql: "INSERT INTO calculatorHistory (kind, operator, number) VALUES ('operand', 'power', '2')")
        }
        try repository.append([calculation[1]])
        XCTAssertEqual(try repository.history(), [calculation[0], calculation[1]])
    }

    /// The calculator's migrations run after the platform's tables
    /// (settings, drafts), in their own order.
    func testTheMigrationsAreNamedAndRunAfterThePlatformsTables() throws {
        let names = AppDatabase.testSchema.migrator.migrations
        XCTAssertEqual(Array(names.prefix(3)), ["settings-v1", "draft-v1", "draft-v2"])
        XCTAssertEqual(Array(names.dropFirst(3)), ["calculator-v1", "calculator-v2", "calculator-v3", "calculator-v4"])
    }

    // MARK: Paging

    /// `count` lines `1`, `+ 1`, `= 2`, `2`, `+ 1`, `= 3`, …
    private func sample(_ count: Int) -> [HistoryLine] {
        (0..<count).map { index in
            let n = Decimal(index / 3 + 1)
            switch index % 3 {
            case 0: return HistoryLine(kind: .operand(nil), value: n)
            case 1: return HistoryLine(kind: .operand(.add), value: 1)
            default: return HistoryLine(kind: .result, value: n + 1)
            }
        }
    }

    func testPagesReadTheWholeHistoryBackwardsExactlyOnce() throws {
        let repository = CalculatorRepository(database: try AppDatabase.inMemory())
        let lines = sample(100)
        try repository.append(lines)
        var page = try repository.lastLines(30)
        XCTAssertEqual(page.map(\.line), Array(lines.suffix(30)))
        var read = page
        while let oldest = page.first {
            page = try repository.lines(before: oldest.position, limit: 30)
            XCTAssertLessThanOrEqual(page.count, 30)
            read.insert(contentsOf: page, at: 0)
        }
        XCTAssertEqual(read.map(\.line), lines)
        XCTAssertEqual(read.map(\.id), read.map(\.id).sorted(), "ids grow with the history")
        XCTAssertEqual(Set(read.map(\.id)).count, lines.count)
        XCTAssertEqual(try repository.lines(before: read[0].position, limit: 30), [])
        XCTAssertEqual(try repository.lastLines(0), [])
        XCTAssertEqual(try repository.lastLines(1000).map(\.line), lines)
    }

    func testLinesAfterAnIdAreWhatWasAddedSince() throws {
        let repository = CalculatorRepository(database: try AppDatabase.inMemory())
        try repository.append(sample(6))
        let newest = try XCTUnwrap(repository.lastLines(1).last)
        XCTAssertEqual(try repository.lines(after: newest.position, limit: 10), [])
        let more = sample(9).suffix(3)
        try repository.append(Array(more))
        XCTAssertEqual(try repository.lines(after: newest.position, limit: 10).map(\.line), Array(more))
        XCTAssertEqual(try repository.lines(after: newest.position, limit: 2).map(\.line), Array(more.prefix(2)))
    }

    func testPagesSkipRowsOfUnknownKinds() throws {
        let database = try AppDatabase.inMemory()
        let repository = CalculatorRepository(database: database)
        try repository.append([calculation[0]])
        try database.writer.write { db in
            try db.execute(sql: "INSERT INTO calculatorHistory (kind, operator, number) VALUES ('percent', NULL, '5')")
        }
        try repository.append([calculation[1]])
        XCTAssertEqual(try repository.lastLines(3).map(\.line), [calculation[0], calculation[1]])
        XCTAssertEqual(try repository.lineCount(), 3, "the count is of rows")
    }

    func testTheLineCountFollowsEveryInsertAndDelete() throws {
        let database = try AppDatabase.inMemory()
        let repository = CalculatorRepository(database: database)
        try repository.append(sample(10))
        XCTAssertEqual(try repository.lineCount(), 10)
        try repository.replaceHistory(with: sample(4))
        XCTAssertEqual(try repository.lineCount(), 4)
        try database.writer.write { db in
            try db.execute(sql: "DELETE FROM calculatorHistory WHERE kind = 'result'")
            try db.execute(sql: "INSERT INTO calculatorHistory (kind, number) VALUES ('operand', '8')")
        }
        XCTAssertEqual(try repository.lineCount(), 4)
        XCTAssertEqual(try repository.lineCount(), try database.writer.read { try CalculatorHistoryRow.fetchCount($0) })
        try repository.replaceHistory(with: [])
        XCTAssertEqual(try repository.lineCount(), 0)
    }

    func testQueuedReplaceComesAfterTheAppendsBeforeIt() throws {
        let database = try AppDatabase.inMemory()
        let repository = CalculatorRepository(database: database)
        let ids = Recorder<[Int64]>()
        repository.submitAppend(sample(3)) { if case .success(let rows) = $0 { ids.append(rows.map(\.id)) } }
        repository.submitReplaceHistory(with: [calculation[0]]) { if case .success(let rows) = $0 { ids.append(rows.map(\.id)) } }
        repository.submitAppend([calculation[1]])
        XCTAssertEqual(database.writes.flush(timeout: 10), [])
        XCTAssertEqual(try repository.history(), [calculation[0], calculation[1]])
        XCTAssertEqual(ids.values.count, 2)
        XCTAssertEqual(try repository.lineCount(), 2)
    }

    /// Fills the history of the database in `directory` with `count` lines
    /// (`0`, `+ 7`, `= 14`, `21`, …) in one statement, and closes it.
    private func makeHistory(in directory: URL, lines count: Int) throws {
        let database = try AppDatabase.open(directory: directory)
        try database.writer.write { db in
            try db.execute(sql: """
                WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
                INSERT INTO calculatorHistory (kind, operator, number)
                SELECT CASE i % 3 WHEN 2 THEN 'result' ELSE 'operand' END,
                       CASE i % 3 WHEN 1 THEN 'add' ELSE NULL END,
                       CAST(i * 7 AS TEXT)
                FROM n
                """, arguments: [count - 1])
        }
        XCTAssertTrue(database.close().isClean)
    }

    /// 100,000 calculations (300,000 lines): opening the database and
    /// reading what a screen needs to start — the count and the newest
    /// lines — reads a few pages, as with an empty history, not the whole
    /// history (and checking every page of it), which start once did.
    /// Counted in bytes read from files, not in time, so a busy machine
    /// cannot fail it.
    func testStartStaysFastWithAHugeHistory() throws {
        let directory = try makeTemporaryDirectory(for: self)
        try makeHistory(in: directory, lines: 300_000)
        let path = directory.appendingPathComponent(AppDatabase.fileName).path
        let fileSize = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        XCTAssertGreaterThan(fileSize, 4_000_000, "the history is big enough to notice a scan")

        let before = try bytesReadByThisProcess()
        let database = try AppDatabase.open(directory: directory)
        let start = CalculatorRepository(database: database)
        XCTAssertEqual(try start.lineCount(), 300_000)
        XCTAssertEqual(try start.lastLines(200).count, 200)
        let read = try bytesReadByThisProcess() - before
        database.close()
        XCTAssertLessThan(read, fileSize / 10, "open, count and newest page read \(read) of \(fileSize) bytes")

        let repository = CalculatorRepository(database: try AppDatabase.open(directory: directory))
        let page = try repository.lastLines(200)
        XCTAssertEqual(page.last?.line, HistoryLine(kind: .result, value: Decimal(299_999 * 7)))
        let older = try repository.lines(before: page[0].position, limit: 200)
        XCTAssertEqual(older.count, 200)
        XCTAssertEqual(older.last?.id, page[0].id - 1)
    }

    /// The price of a fast start: a damaged page deep in the history is not
    /// found when the database opens, but the moment it is read, and the
    /// newest lines, which a screen shows first, still read.
    func testADamagedHistoryPageIsReportedWhenRead() throws {
        let directory = try makeTemporaryDirectory(for: self)
        try makeHistory(in: directory, lines: 30_000)
        let path = directory.appendingPathComponent(AppDatabase.fileName).path
        var data = try XCTUnwrap(FileManager.default.contents(atPath: path))
        let pageSize = 4096
        let middle = data.count / pageSize / 2 * pageSize
        for index in middle..<(middle + pageSize) { data[index] = 0xFF }
        try data.write(to: URL(fileURLWithPath: path))

        let repository = CalculatorRepository(database: try AppDatabase.open(directory: directory))
        XCTAssertEqual(try repository.lastLines(50).count, 50)
        XCTAssertThrowsError(try repository.history()) { error in
            XCTAssertEqual((error as? DatabaseError)?.resultCode, .SQLITE_CORRUPT)
        }
    }

    // MARK: Migration of shown numbers

    /// A database as the first calculator version left it: shown numbers,
    /// with separators and scientific notation.
    private func makeVersion1Database(in directory: URL, numbers: [String]) throws {
        let path = directory.appendingPathComponent(AppDatabase.fileName).path
        let queue = try DatabaseQueue(path: path)
        try AppDatabase.testSchema.migrator.migrate(queue, upTo: "calculator-v1")
        try queue.write { db in
            for (index, number) in numbers.enumerated() {
                try db.execute(sql: "INSERT INTO calculatorHistory (kind, operator, number) VALUES (?, ?, ?)",
                               arguments: [index == numbers.count - 1 ? "result" : "operand", index == 0 ? nil : "add", number])
            }
        }
        try queue.close()
    }

    func testTheMigrationTurnsShownNumbersIntoValues() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let old = ["95,215", "-1,234,567.25", "1.5E25", "1E-30", "-0.5", "12", "1,2x", "refused", "NaN"]
        try makeVersion1Database(in: directory, numbers: old)

        let database = try AppDatabase.open(directory: directory)
        let stored = try database.writer.read { try String.fetchAll($0, sql: "SELECT number FROM calculatorHistory ORDER BY id") }
        XCTAssertEqual(stored, [
            "95215", "-1234567.25", "15" + String(repeating: "0", count: 24), "0." + String(repeating: "0", count: 29) + "1",
            "-0.5", "12", "1,2x", "refused", "NaN",
        ])
        let repository = CalculatorRepository(database: database)
        XCTAssertEqual(try repository.history().map(\.text), [
            "95,215", "+ -1,234,567.25", "+ 1.5E25", "+ 1E-30", "+ -0.5", "+ 12", "+ 1,2x", "+ refused", "= NaN",
        ], "shown as before; what could not be read is shown as it was")
        XCTAssertEqual(try repository.lineCount(), old.count, "the count starts from the rows there")
    }

    func testTheMigrationConvertsAHistoryLargerThanOneBatch() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let old = (1...2_500).map { DecimalDisplay.format(Decimal($0 * 1_001)) }
        try makeVersion1Database(in: directory, numbers: old)
        let repository = CalculatorRepository(database: try AppDatabase.open(directory: directory))
        XCTAssertEqual(try repository.history().map(\.number), (1...2_500).map { String($0 * 1_001) })
    }
}

/// Bytes this process has read through read calls so far (`rchar` of
/// /proc/self/io): what SQLite read from the database file shows here.
func bytesReadByThisProcess() throws -> Int {
    let text = try String(contentsOfFile: "/proc/self/io", encoding: .utf8)
    for line in text.split(separator: "\n") where line.hasPrefix("rchar:") {
        if let value = Int(line.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces)) { return value }
    }
    throw CocoaError(.fileReadCorruptFile)
}

/// Each calculation's lines stay together (`calculator-v4`): two programs
/// calculating at once on one database once mixed their lines.
final class CalculationOrderTests: XCTestCase {
    private let a = CalculationID(rawValue: 11)
    private let b = CalculationID(rawValue: 22)

    private func line(_ op: Operator?, _ number: String) -> HistoryLine {
        HistoryLine(kind: .operand(op), number: number)
    }

    private func result(_ number: String) -> HistoryLine {
        HistoryLine(kind: .result, number: number)
    }

    /// Two programs (two connections to one file), each typing one step at a time.
    func testTwoProgramsCalculatingAtOnceNeverInterleave() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let first = CalculatorRepository(database: try AppDatabase.open(directory: directory))
        let second = CalculatorRepository(database: try AppDatabase.open(directory: directory))
        try first.append(steps: [CalculationStep(calculation: a, lines: [line(nil, "100")])])
        try second.append(steps: [CalculationStep(calculation: b, lines: [line(nil, "1")])])
        try first.append(steps: [CalculationStep(calculation: a, lines: [line(.add, "2")])])
        try second.append(steps: [CalculationStep(calculation: b, lines: [line(.add, "2")])])
        XCTAssertEqual(try first.history().map(\.text), ["100", "+ 2", "1", "+ 2"], "in progress: each whole")
        try second.append(steps: [CalculationStep(calculation: b, lines: [result("3")])])
        try first.append(steps: [CalculationStep(calculation: a, lines: [result("102")])])
        let finished = ["1", "+ 2", "= 3", "100", "+ 2", "= 102"]
        XCTAssertEqual(try first.history().map(\.text), finished, "in the order they were finished")
        XCTAssertEqual(try second.history().map(\.text), finished)
        XCTAssertEqual(try first.lastLines(10).map(\.line.text), finished)
        XCTAssertEqual(try first.lineCount(), 6)
    }

    /// Pages follow the same order as the whole history, however the
    /// calculations moved.
    func testPagesFollowTheCalculationOrder() throws {
        let repository = CalculatorRepository(database: try AppDatabase.inMemory())
        var steps: [CalculationStep] = []
        for n in 0..<40 {
            let id = CalculationID(rawValue: Int64(n % 7 + 1))
            steps.append(CalculationStep(calculation: id, lines: [line(n % 7 == 0 ? nil : .add, String(n))]))
        }
        for step in steps { try repository.append(steps: [step]) }
        let whole = try repository.history()
        var page = try repository.lastLines(6)
        var read = page
        while let oldest = page.first {
            page = try repository.lines(before: oldest.position, limit: 6)
            read.insert(contentsOf: page, at: 0)
        }
        XCTAssertEqual(read.map(\.line), whole)
        XCTAssertEqual(read.map(\.position), read.map(\.position).sorted())
        let calculations = read.map(\.calculation)
        var seen: [CalculationID?] = []
        for calculation in calculations where seen.last != calculation {
            XCTAssertFalse(seen.contains(calculation), "each calculation in one piece")
            seen.append(calculation)
        }
        let middle = read[10]
        XCTAssertEqual(try repository.lines(after: middle.position, limit: 3).map(\.line), Array(whole[11..<14]))
    }

    func testOneWriteCanHoldSeveralCalculations() throws {
        let repository = CalculatorRepository(database: try AppDatabase.inMemory())
        try repository.append(steps: [CalculationStep(calculation: a, lines: [line(nil, "1")])])
        try repository.append(steps: [CalculationStep(calculation: b, lines: [line(nil, "5")])])
        // One paste: the end of one calculation and a whole other one.
        try repository.append(steps: [
            CalculationStep(calculation: a, lines: [line(.add, "1"), result("2")]),
            CalculationStep(calculation: CalculationID(rawValue: 33), lines: [line(nil, "7"), line(.add, "1"), result("8")]),
        ])
        XCTAssertEqual(try repository.history().map(\.text), ["5", "1", "+ 1", "= 2", "7", "+ 1", "= 8"])
    }

    func testSplittingLinesIntoCalculations() {
        var next: Int64 = 100
        let newID = { () -> CalculationID in
            next += 1
            return CalculationID(rawValue: next)
        }
        let lines = [line(.add, "1"), result("2"), line(nil, "7"), line(.add, "1"), result("8"), line(nil, "3")]
        let split = CalculationStep.split(lines, continuing: a, newID: newID)
        XCTAssertEqual(split.steps, [
            CalculationStep(calculation: a, lines: Array(lines[0..<2])),
            CalculationStep(calculation: CalculationID(rawValue: 101), lines: Array(lines[2..<5])),
            CalculationStep(calculation: CalculationID(rawValue: 102), lines: [lines[5]]),
        ])
        XCTAssertEqual(split.current, CalculationID(rawValue: 102))
        let fresh = CalculationStep.split([line(.add, "1")], continuing: nil, newID: newID)
        XCTAssertEqual(fresh.steps.map(\.calculation), [CalculationID(rawValue: 103)], "no calculation to continue: a new one")
        XCTAssertEqual(CalculationStep.split([], continuing: a, newID: newID).current, a)
    }

    /// A database as the previous bankui left it, with two programs' lines
    /// mixed: after the upgrade its history reads exactly as before, and new
    /// calculations come after it.
    func testAnOlderHistorySurvivesTheUpgradeUnchanged() throws {
        let directory = try makeTemporaryDirectory(for: self)
        let names = AppDatabase.testSchema.migrator.migrations
        let index = try XCTUnwrap(names.firstIndex(of: "calculator-v4"))
        let previous = names[index - 1]
        let path = directory.appendingPathComponent(AppDatabase.fileName).path
        let queue = try DatabaseQueue(path: path)
        try AppDatabase.testSchema.migrator.migrate(queue, upTo: previous)
        let old: [(String, String?, String)] = [
            ("operand", nil, "100"), ("operand", nil, "1"), ("operand", "add", "2"), ("result", nil, "102"),
            ("operand", "add", "2"), ("result", nil, "3"), ("operand", nil, "0.33333333333333333333333333333333333333"),
        ]
        try queue.write { db in
            for (kind, op, number) in old {
                try db.execute(sql: "INSERT INTO calculatorHistory (kind, operator, number) VALUES (?, ?, ?)",
                               arguments: [kind, op, number])
            }
        }
        let before = try queue.read { db in try Row.fetchAll(db, sql: "SELECT id, kind, operator, number FROM calculatorHistory ORDER BY id") }
        try queue.close()

        let database = try AppDatabase.open(directory: directory)
        let repository = CalculatorRepository(database: database)
        let after = try database.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT id, kind, operator, number FROM calculatorHistory ORDER BY place, id")
        }
        XCTAssertEqual(after, before, "every row as it was, in the same order")
        // ⅓ kept to 38 digits is shown to 20, and says so.
        let texts = ["100", "1", "+ 2", "= 102", "+ 2", "= 3", "≈0.33333333333333333333"]
        XCTAssertEqual(try repository.history().map(\.text), texts)
        XCTAssertEqual(try repository.lastLines(3).map(\.line.text), Array(texts.suffix(3)))
        XCTAssertEqual(try repository.lineCount(), old.count)
        try repository.append(steps: [CalculationStep(calculation: a, lines: [line(nil, "5"), line(.add, "1"), result("6")])])
        XCTAssertEqual(try repository.history().map(\.text), texts + ["5", "+ 1", "= 6"])
    }
}
