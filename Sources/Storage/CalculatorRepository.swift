import CalculatorCore
import GRDB

/// A history line as stored, with the row's identity: `id` grows with every
/// line added, so it orders the history and lets a screen read it page by
/// page (``CalculatorRepository/lines(before:limit:)``).
public struct StoredHistoryLine: Sendable, Equatable, Hashable {
    /// The row's id: larger for a later line, never reused.
    public let id: Int64
    /// The line.
    public let line: HistoryLine

    public init(id: Int64, line: HistoryLine) {
        self.id = id
        self.line = line
    }
}

/// The calculator's history, kept across runs: every line the calculator
/// made, oldest first, each number stored as its exact value
/// (`HistoryLine.number`).
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
            try CalculatorHistoryRow.order(Column("id")).fetchAll(db).compactMap(\.line)
        }
    }

    /// How many lines are stored, in constant time (kept by triggers, see
    /// the `calculator-v3` migration).
    public func lineCount() throws -> Int {
        try database.writer.read { db in try Self.count(db) }
    }

    /// The newest `limit` lines, oldest first.
    public func lastLines(_ limit: Int) throws -> [StoredHistoryLine] {
        try page(CalculatorHistoryRow.order(Column("id").desc).limit(max(0, limit)), reversed: true)
    }

    /// The `limit` lines just before the line `id` (which need not exist),
    /// oldest first; empty when there is nothing older.
    public func lines(before id: Int64, limit: Int) throws -> [StoredHistoryLine] {
        try page(CalculatorHistoryRow.filter(Column("id") < id).order(Column("id").desc).limit(max(0, limit)),
                 reversed: true)
    }

    /// The `limit` lines just after the line `id`, oldest first: what was
    /// added since a screen last read (by another bankui, for example).
    public func lines(after id: Int64, limit: Int) throws -> [StoredHistoryLine] {
        try page(CalculatorHistoryRow.filter(Column("id") > id).order(Column("id")).limit(max(0, limit)),
                 reversed: false)
    }

    private func page(_ request: QueryInterfaceRequest<CalculatorHistoryRow>, reversed: Bool) throws -> [StoredHistoryLine] {
        let rows = try database.writer.read { db in try request.fetchAll(db) }
        let lines = rows.compactMap { row in
            row.id.flatMap { id in row.line.map { StoredHistoryLine(id: id, line: $0) } }
        }
        return reversed ? lines.reversed() : lines
    }

    // MARK: Writing in the background

    /// Adds `lines` after the stored ones, all or none, through
    /// ``AppDatabase/writes``; returns at once.
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
        guard !lines.isEmpty else { return completion(.success([])) }
        database.writes.submit(description ?? Self.describe(lines), { db in try Self.insert(lines, db) },
                               completion: completion)
    }

    /// Replaces the whole history with `lines` (none to clear it), all or
    /// none, through ``AppDatabase/writes``, after every write submitted
    /// before it; returns at once.
    public func submitReplaceHistory(
        with lines: [HistoryLine], description: String? = nil,
        completion: @escaping @Sendable (Result<[StoredHistoryLine], WriteFailure>) -> Void = { _ in }
    ) {
        let text = description ?? (lines.isEmpty ? "calculator: clear the history"
            : "calculator: clear the history, keeping \(Self.shown(lines))")
        database.writes.submit(text, { db in try Self.replace(with: lines, db) }, completion: completion)
    }

    // MARK: Writing at once

    /// Adds `lines` after the stored ones, all or none, committed before it
    /// returns (waiting at most ``AppDatabase/interactiveBusyTimeout`` for
    /// another program's lock).
    public func append(_ lines: [HistoryLine]) throws {
        guard !lines.isEmpty else { return }
        _ = try database.write { db in try Self.insert(lines, db) }
    }

    /// Replaces the whole history with `lines` (none to clear it), all or
    /// none: the old lines are gone only if the new ones are stored.
    public func replaceHistory(with lines: [HistoryLine]) throws {
        _ = try database.write { db in try Self.replace(with: lines, db) }
    }

    // MARK: Private

    private static func insert(_ lines: [HistoryLine], _ db: Database) throws -> [StoredHistoryLine] {
        try lines.map { line in
            try CalculatorHistoryRow(line).insert(db)
            return StoredHistoryLine(id: db.lastInsertedRowID, line: line)
        }
    }

    private static func replace(with lines: [HistoryLine], _ db: Database) throws -> [StoredHistoryLine] {
        _ = try CalculatorHistoryRow.deleteAll(db)
        return try insert(lines, db)
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
