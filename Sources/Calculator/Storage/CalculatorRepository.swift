import DatabaseKit
import CalculatorCore
import GRDB

/// Where a stored line sorts in the history: by the place of its
/// calculation (the id of the calculation's newest line), then by its own id.
/// A screen reads pages before and after a position.
public struct HistoryPosition: Sendable, Hashable, Comparable {
    /// The id of the newest line of the line's calculation (the line's own
    /// id for a line stored before calculations were kept together).
    public let place: Int64
    /// The line's id.
    public let id: Int64

    public init(place: Int64, id: Int64) {
        self.place = place
        self.id = id
    }

    public static func < (lhs: HistoryPosition, rhs: HistoryPosition) -> Bool {
        (lhs.place, lhs.id) < (rhs.place, rhs.id)
    }
}

/// A history line as stored, with the row's identity: `id` grows with every
/// line added and is never reused; `position` orders the history and lets a
/// screen read it page by page (``CalculatorRepository/lines(before:limit:)``).
public struct StoredHistoryLine: Sendable, Equatable, Hashable {
    /// The row's id: larger for a later line, never reused.
    public let id: Int64
    /// The line.
    public let line: HistoryLine
    /// Where the line sorts.
    public let position: HistoryPosition
    /// The calculation the line belongs to; nil for lines stored before
    /// calculations were kept together.
    public let calculation: CalculationID?

    public init(id: Int64, line: HistoryLine, position: HistoryPosition? = nil, calculation: CalculationID? = nil) {
        self.id = id
        self.line = line
        self.position = position ?? HistoryPosition(place: id, id: id)
        self.calculation = calculation
    }
}

/// The calculator's history, kept across runs: every line the calculator
/// made, each number stored as its value (`HistoryLine.number`).
///
/// Calculations stay whole: each line belongs to a calculation
/// (``CalculationStep``), and the history is ordered by calculation, at the
/// place of each calculation's newest line, then line by line. So a
/// finished calculation sits where its result was written (the history is
/// in the order calculations were finished), one in progress moves to the
/// end with each step, and two programs calculating at once on one database
/// never interleave their lines (`calculator-v4`).
///
/// Reading: ``lineCount()`` (constant time) and pages of lines by id
/// (``lastLines(_:)``, ``lines(before:limit:)``, ``lines(after:limit:)``), so
/// that a screen reads only what it shows, whatever the history holds;
/// ``history()`` reads everything.
///
/// Writing: the `submit…` calls go through ``AppDatabase/writes`` (return at
/// once, kept and retried while the database is locked or the disk full);
/// ``append(_:)`` and ``replaceHistory(with:)`` write at once and throw.
/// Either way each call is one transaction, all or none.
///
/// A row that holds no line this build knows (an unknown kind or operator,
/// written by hand) is skipped by every read rather than hiding the whole
/// history; it still counts in ``lineCount()``.
public struct CalculatorRepository: Sendable {
    private let database: AppDatabase

    /// A repository over `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    // MARK: Reading

    /// Every stored line, oldest first. Reads the whole table: for a screen,
    /// prefer ``lastLines(_:)`` and ``lines(before:limit:)``.
    public func history() throws -> [HistoryLine] {
        try database.writer.read { db in
            try CalculatorHistoryRow.order(Self.place, Self.id).fetchAll(db).compactMap(\.line)
        }
    }

    /// How many lines are stored, in constant time (kept by triggers, see
    /// the `calculator-v3` migration).
    public func lineCount() throws -> Int {
        try database.writer.read { db in try Self.count(db) }
    }

    /// The newest `limit` lines, oldest first.
    public func lastLines(_ limit: Int) throws -> [StoredHistoryLine] {
        try page(CalculatorHistoryRow.order(Self.place.desc, Self.id.desc).limit(max(0, limit)), reversed: true)
    }

    /// The `limit` lines just before `position` (which need not be a stored
    /// line's), oldest first; empty when there is nothing older.
    public func lines(before position: HistoryPosition, limit: Int) throws -> [StoredHistoryLine] {
        let older = SQL("(place, id) < (\(position.place), \(position.id))")
        return try page(CalculatorHistoryRow.filter(older).order(Self.place.desc, Self.id.desc).limit(max(0, limit)),
                        reversed: true)
    }

    /// The `limit` lines just after `position`, oldest first.
    public func lines(after position: HistoryPosition, limit: Int) throws -> [StoredHistoryLine] {
        let newer = SQL("(place, id) > (\(position.place), \(position.id))")
        return try page(CalculatorHistoryRow.filter(newer).order(Self.place, Self.id).limit(max(0, limit)),
                        reversed: false)
    }

    private static let place = Column("place")
    private static let id = Column("id")

    private func page(_ request: QueryInterfaceRequest<CalculatorHistoryRow>, reversed: Bool) throws -> [StoredHistoryLine] {
        let rows = try database.writer.read { db in try request.fetchAll(db) }
        let lines = rows.compactMap { row in row.stored }
        return reversed ? lines.reversed() : lines
    }

    // MARK: Writing in the background

    /// Adds `lines` after the stored ones, all or none, through
    /// ``AppDatabase/writes``; returns at once. The lines are cut into
    /// calculations by ``CalculationStep/split(_:continuing:newID:)``, each
    /// a new one: a screen that types calculations uses
    /// ``submitAppend(steps:description:completion:)``.
    ///
    /// - Parameters:
    ///   - description: what the user is told if the lines cannot be saved;
    ///     by default `calculator: ` and the lines as shown (`1 + 2 = 3`).
    ///   - completion: on the write queue, with the lines as stored (their
    ///     ids), or the failure. While the database is locked or the disk
    ///     full it is not called: the lines wait in ``WriteQueue``.
    public func submitAppend(
        _ lines: [HistoryLine], description: String? = nil,
        completion: @escaping @Sendable (Result<[StoredHistoryLine], WriteFailure>) -> Void = { _ in }
    ) {
        submitAppend(steps: Self.newCalculations(lines), description: description, completion: completion)
    }

    /// Adds the lines of `steps` to their calculations, all or none, in one
    /// transaction, through ``AppDatabase/writes``; returns at once. Each
    /// calculation then sorts after every other (see the type).
    ///
    /// - Parameters:
    ///   - description: what the user is told if the lines cannot be saved;
    ///     by default `calculator: ` and the lines as shown (`1 + 2 = 3`).
    ///   - completion: on the write queue, with the lines as stored, or the
    ///     failure; not called while the lines wait in ``WriteQueue``.
    public func submitAppend(
        steps: [CalculationStep], description: String? = nil,
        completion: @escaping @Sendable (Result<[StoredHistoryLine], WriteFailure>) -> Void = { _ in }
    ) {
        let lines = steps.flatMap(\.lines)
        guard !lines.isEmpty else { return completion(.success([])) }
        database.writes.submit(description ?? Self.describe(lines), { db in try Self.insert(steps, db) },
                               completion: completion)
    }

    /// Replaces the whole history with `lines` (none to clear it), all or
    /// none, through ``AppDatabase/writes``, after every write submitted
    /// before it; returns at once.
    public func submitReplaceHistory(
        with lines: [HistoryLine], description: String? = nil,
        completion: @escaping @Sendable (Result<[StoredHistoryLine], WriteFailure>) -> Void = { _ in }
    ) {
        submitReplaceHistory(keeping: Self.newCalculations(lines), description: description, completion: completion)
    }

    /// Replaces the whole history with the lines of `steps` (none to clear
    /// it), each in its calculation, all or none, through
    /// ``AppDatabase/writes``, after every write submitted before it;
    /// returns at once.
    public func submitReplaceHistory(
        keeping steps: [CalculationStep], description: String? = nil,
        completion: @escaping @Sendable (Result<[StoredHistoryLine], WriteFailure>) -> Void = { _ in }
    ) {
        let lines = steps.flatMap(\.lines)
        let text = description ?? (lines.isEmpty ? "calculator: clear the history"
            : "calculator: clear the history, keeping \(Self.shown(lines))")
        database.writes.submit(text, { db in try Self.replace(with: steps, db) }, completion: completion)
    }

    // MARK: Writing at once

    /// Adds `lines` after the stored ones, all or none, committed before it
    /// returns (waiting at most ``AppDatabase/interactiveBusyTimeout`` for
    /// another program's lock).
    public func append(_ lines: [HistoryLine]) throws {
        try append(steps: Self.newCalculations(lines))
    }

    /// Adds the lines of `steps` to their calculations, all or none,
    /// committed before it returns.
    public func append(steps: [CalculationStep]) throws {
        guard steps.contains(where: { !$0.lines.isEmpty }) else { return }
        _ = try database.write { db in try Self.insert(steps, db) }
    }

    /// Replaces the whole history with `lines` (none to clear it), all or
    /// none: the old lines are gone only if the new ones are stored.
    public func replaceHistory(with lines: [HistoryLine]) throws {
        _ = try database.write { db in try Self.replace(with: Self.newCalculations(lines), db) }
    }

    // MARK: Private

    /// `lines` cut into calculations, each with a new id.
    private static func newCalculations(_ lines: [HistoryLine]) -> [CalculationStep] {
        CalculationStep.split(lines, continuing: nil, newID: { CalculationID.random() }).steps
    }

    /// Inserts each step's lines, then moves its whole calculation to the
    /// place of its newest line: the end of the history.
    private static func insert(_ steps: [CalculationStep], _ db: Database) throws -> [StoredHistoryLine] {
        var stored: [StoredHistoryLine] = []
        let move = try db.cachedStatement(sql: "UPDATE calculatorHistory SET place = ? WHERE calculation = ? AND place <> ?")
        for step in steps where !step.lines.isEmpty {
            var ids: [Int64] = []
            for line in step.lines {
                try CalculatorHistoryRow(line, calculation: step.calculation).insert(db)
                ids.append(db.lastInsertedRowID)
            }
            let newest = db.lastInsertedRowID
            try move.execute(arguments: [newest, step.calculation.rawValue, newest])
            for (id, line) in zip(ids, step.lines) {
                stored.append(StoredHistoryLine(id: id, line: line, position: HistoryPosition(place: newest, id: id),
                                                calculation: step.calculation))
            }
        }
        return stored
    }

    private static func replace(with steps: [CalculationStep], _ db: Database) throws -> [StoredHistoryLine] {
        _ = try CalculatorHistoryRow.deleteAll(db)
        return try insert(steps, db)
    }

    static func count(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT lineCount FROM \(lineCountTable)") ?? 0
    }

    /// `calculator: 1 + 2 = 3`, cut to a readable length.
    static func describe(_ lines: [HistoryLine]) -> String {
        "calculator: " + shown(lines)
    }

    private static func shown(_ lines: [HistoryLine]) -> String {
        let text = lines.map(\.text).joined(separator: " ")
        return text.count > 80 ? String(text.prefix(79)) + "…" : text
    }
}
