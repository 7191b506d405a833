import FileKit
import Foundation
import GRDB
import Synchronization

/// The one SQLite database of bankui: `bankui.sqlite` in the data directory.
///
/// - WAL mode: reads never wait for a write, and a commit is in the -wal file
///   before the write returns, so a crash or a kill loses nothing committed.
///   ``close(timeout:)`` moves everything into `bankui.sqlite` itself, so the
///   one file holds all the data after a clean quit.
/// - The schema is built by the named migrations of a ``DatabaseSchema``:
///   each program opens the database with the tables it knows.
/// - Data is read and written through one repository per domain (for
///   example ``SettingsRepository``). Each write is one transaction, made
///   either at once (the synchronous calls, which wait at most
///   ``interactiveBusyTimeout`` for another program's lock) or in the
///   background through ``writes`` (the `submit…` calls, which never block
///   the caller and keep a write that meets a locked or full disk until it
///   can be made).
/// - ``changes`` tells when another program (a second bankui) commits.
/// - A file that cannot be used (not SQLite, damaged, written by a newer
///   bankui, not readable or writable, a directory) is refused with a
///   ``DatabaseOpenError`` before anything touches it.
public final class AppDatabase: Sendable {
    /// The database file's name inside the data directory.
    public static let fileName = "bankui.sqlite"

    /// How long a read, or a synchronous write, waits for another
    /// connection's lock before failing with "database is locked": short,
    /// because these calls are made where a person waits.
    public static let interactiveBusyTimeout: TimeInterval = 0.2
    /// How long one background attempt (``WriteQueue``) waits for the lock
    /// before it gives up and retries later.
    public static let backgroundBusyTimeout: TimeInterval = 0.5
    /// The longest one attempt at opening waits for the lock to migrate the
    /// schema: a second bankui's writes are short.
    static let openingBusyTimeout: TimeInterval = 5

    /// The connections the repositories use: a pool on disk (one writing
    /// connection, several reading ones), a queue in memory. Seen by this
    /// package only, so that every access goes through a tab's repository.
    package let writer: any DatabaseWriter

    /// The background write path: writes submitted by the repositories'
    /// `submit…` calls, made in order on a background queue, kept and retried
    /// while the database is locked or the disk full.
    public let writes: WriteQueue

    /// Tells when another connection (another bankui, a second
    /// ``AppDatabase`` on the same file) commits. Not started until asked.
    public let changes: DatabaseChangeWatcher

    /// Set once the database is closed: what ``close(timeout:)`` found.
    private let closing = Mutex<CloseReport?>(nil)

    /// The data directory the file is in; nil in memory.
    public let directory: URL?

    init(writer: any DatabaseWriter, directory: URL?) {
        self.writer = writer
        self.directory = directory
        writes = WriteQueue(writer: writer)
        changes = DatabaseChangeWatcher(writer: writer, directory: directory, fileName: Self.fileName, writes: writes)
    }

    /// How long ``open(directory:patience:onWait:)`` waits, by default, for
    /// another program that holds the database's lock.
    public static let defaultOpeningPatience: TimeInterval = 5

    /// Opens the database in `directory` (creating the directory, with its
    /// parents, and the file when they are missing) and brings its schema up
    /// to date.
    ///
    /// Opening may need the write lock for a moment (to set up the -wal
    /// file, or to migrate). While another program holds it, opening tries
    /// again for at most `patience` seconds, then gives up with
    /// ``DatabaseOpenError/Reason-swift.enum/locked``: a caller that has a
    /// person waiting says so rather than hang (the full-screen program
    /// shows its screen and keeps trying; the commands end with a message).
    ///
    /// - Parameters:
    ///   - patience: how long to keep trying while the database is locked.
    ///   - onWait: called once, on this thread, when the first attempt met
    ///     the lock and opening starts to wait (to tell the user why).
    /// - Throws: ``DatabaseOpenError`` when the file cannot be used; the
    ///   file is then left exactly as it was.
    public static func open(directory: URL, schema: DatabaseSchema, patience: TimeInterval = defaultOpeningPatience,
                            onWait: () -> Void = {}) throws(DatabaseOpenError) -> AppDatabase {
        try open(directory: directory, schema: schema, checkAccess: .automatic, patience: patience, onWait: onWait)
    }

    /// A new, empty database in memory with `schema`, for the tests and
    /// benchmarks of other modules.
    public static func inMemory(schema: DatabaseSchema) throws -> AppDatabase {
        let queue = try DatabaseQueue(configuration: makeConfiguration())
        try schema.migrator.migrate(queue)
        return AppDatabase(writer: queue, directory: nil)
    }

    /// `open(directory:)` with a choice of how an existing file is checked,
    /// so that tests can exercise both ways.
    package static func open(directory: URL, schema: DatabaseSchema, checkAccess: DatabaseFileCheck.Access,
                     patience: TimeInterval = defaultOpeningPatience,
                     onWait: () -> Void = {}) throws(DatabaseOpenError) -> AppDatabase {
        try prepareDirectory(directory)
        let path = directory.appendingPathComponent(fileName).path
        func refuse(_ reason: DatabaseOpenError.Reason) -> DatabaseOpenError {
            DatabaseOpenError(path: path, reason: reason)
        }
        // Two bankui started at once on a new file: the second may meet the
        // first's lock while it sets up the file, or its half-made schema;
        // another program may hold the lock for longer. Waiting a moment and
        // starting again reads what the other has done, up to `patience`.
        let deadline = Date(timeIntervalSinceNow: max(0, patience))
        var toldWaiting = false
        while true {
            // Each attempt waits for the lock no longer than what is left.
            let busyTimeout = min(openingBusyTimeout, max(interactiveBusyTimeout, deadline.timeIntervalSinceNow))
            let settles: Bool
            let failure: DatabaseOpenError
            do {
                return try openOnce(path: path, directory: directory, schema: schema, checkAccess: checkAccess,
                                    busyTimeout: busyTimeout, refuse: refuse)
            } catch let error as DatabaseOpenError {
                guard error.reason == .locked else { throw error }
                settles = true
                failure = error
            } catch {
                settles = isSettledByWaiting(error)
                failure = refuse(DatabaseOpenError.Reason(opening: error, directory: directory.path))
            }
            guard settles, Date() < deadline else { throw failure }
            if !toldWaiting {
                toldWaiting = true
                onWait()
            }
            usleep(25_000)
        }
    }

    /// One attempt: checks an existing file, then opens it.
    private static func openOnce(path: String, directory: URL, schema: DatabaseSchema, checkAccess: DatabaseFileCheck.Access,
                                 busyTimeout: TimeInterval,
                                 refuse: (DatabaseOpenError.Reason) -> DatabaseOpenError) throws -> AppDatabase {
        var status = stat()
        if stat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR: throw refuse(.isADirectory)
            case S_IFREG: try DatabaseFileCheck.check(path: path, schema: schema, access: checkAccess, busyTimeout: busyTimeout)
            default: throw refuse(.notARegularFile)  // reading a pipe would block
            }
        } else if errno != ENOENT {
            throw refuse(errno == EACCES ? .permissionDenied : .other(String(cString: strerror(errno))))
        } else if let target = danglingLinkTarget(path) {
            throw refuse(.danglingLink(target: target))
        }
        // SQLite creates the file and its -wal and -shm next to it.
        guard FileManager.default.isWritableFile(atPath: directory.path) else {
            throw DatabaseOpenError(path: directory.path, reason: .directoryNotWritable)
        }
        return try openPool(path: path, directory: directory, schema: schema, busyTimeout: busyTimeout, refuse: refuse)
    }

    /// Opens the pool, refuses a file from a newer bankui, migrates.
    private static func openPool(path: String, directory: URL, schema: DatabaseSchema, busyTimeout: TimeInterval,
                                 refuse: (DatabaseOpenError.Reason) -> DatabaseOpenError) throws -> AppDatabase {
        let pool = try DatabasePool(path: path, configuration: makeConfiguration())
        let migrator = schema.migrator
        // Checked again through the pool: a newer bankui may have migrated
        // the file since it was checked, or made it since it was missing.
        let unknown = try pool.read(schema.unknownMigrations)
        if !unknown.isEmpty { throw refuse(.newerVersion(unknownMigrations: unknown)) }
        try pool.writeWithoutTransaction { try setBusyTimeout(busyTimeout, $0) }
        try migrator.migrate(pool)
        try pool.writeWithoutTransaction { try setBusyTimeout(interactiveBusyTimeout, $0) }
        return AppDatabase(writer: pool, directory: directory)
    }

    /// Whether `error` is another bankui at work on the same file (its lock,
    /// or a table it has just made), which passes by waiting.
    ///
    /// Not ``WriteProblem/isTransient(_:)``: a background write is kept
    /// through a full disk or a damaged file until they are mended, while
    /// opening refuses those at once with a reason the user can act on; and
    /// a table that already exists is another bankui's migration only here.
    private static func isSettledByWaiting(_ error: any Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED: return true
        case .SQLITE_ERROR:
            // A table, or a column added by ALTER TABLE, that the other has made.
            let message = error.message ?? ""
            return message.contains("already exists") || message.contains("duplicate column name")
        case .SQLITE_CONSTRAINT: return error.message?.contains("grdb_migrations") ?? false
        default: return false
        }
    }

    /// Makes sure `directory` exists and is a directory.
    private static func prepareDirectory(_ directory: URL) throws(DatabaseOpenError) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw DatabaseOpenError(path: directory.path, reason: .notADirectory)
            }
            return
        }
        // mkdir one level at a time rather than FileManager: its errors on
        // Linux do not say why ("NSCocoaErrorDomain error 512").
        var prefix = ""
        for component in directory.standardizedFileURL.path.split(separator: "/") {
            prefix += "/" + component
            if FileManager.default.fileExists(atPath: prefix) { continue }
            if mkdir(prefix, 0o755) != 0, errno != EEXIST {
                let reason = String(cString: strerror(errno))
                throw DatabaseOpenError(path: directory.path, reason: .cannotCreateDirectory(reason))
            }
        }
    }

    /// The configuration of every connection bankui opens for its own use.
    ///
    /// GRDB sets `synchronous = NORMAL` in WAL mode: a commit survives a
    /// crash or a kill of bankui (the next open replays the -wal file); only
    /// a crash of the whole system can lose the last commits. That is the
    /// promise bankui makes, without a disk flush on every keystroke.
    static func makeConfiguration() -> Configuration {
        var configuration = Configuration()
        configuration.label = "bankui"
        // A second bankui on the same data directory waits for the other's
        // short writes instead of failing with "database is locked", but
        // never long: reads and synchronous writes happen where a person
        // waits. Every write sets its own limit (`transaction`).
        configuration.busyMode = .timeout(interactiveBusyTimeout)
        return configuration
    }

    /// Runs `body` in one transaction on the writing connection, begun
    /// IMMEDIATE (so it holds the write lock before it reads), waiting at
    /// most `busyTimeout` for another connection's lock; a throw rolls back.
    static func transaction<T>(
        on writer: any DatabaseWriter, busyTimeout: TimeInterval, _ body: (Database) throws -> T
    ) throws -> T {
        try writer.writeWithoutTransaction { db in
            try setBusyTimeout(busyTimeout, db)
            var result: T?
            try db.inTransaction(.immediate) {
                result = try body(db)
                return .commit
            }
            // inTransaction returns only after body returned.
            return result!
        }
    }

    /// A synchronous write, for the repositories' synchronous calls.
    package func write<T>(_ body: (Database) throws -> T) throws -> T {
        try Self.transaction(on: writer, busyTimeout: Self.interactiveBusyTimeout, body)
    }

    private static func setBusyTimeout(_ timeout: TimeInterval, _ db: Database) throws {
        try db.execute(sql: "PRAGMA busy_timeout = \(Int((timeout * 1000).rounded()))")
    }
}

// MARK: - Closing

/// What ``AppDatabase/close(timeout:)`` found.
public struct CloseReport: Sendable, Equatable {
    /// The descriptions of the writes that were still waiting and are now
    /// dropped, oldest first (see ``WriteQueue``): what to tell the user was
    /// not saved. Empty when everything was saved.
    public var unsaved: [String]
    /// Why the database could not be checkpointed or closed, in SQLite's
    /// words, or nil. Nothing committed is lost then: it stays in the -wal
    /// file, which the next open reads (but `bankui.sqlite` alone does not
    /// hold it).
    public var problem: String?
    /// Another program had the database open, so the -wal file could not be
    /// emptied into `bankui.sqlite` now: normal, nothing is lost (the last
    /// program to close does it). For the log, not for the user.
    public var walLeftForOthers: Bool = false

    /// Creates a report.
    public init(unsaved: [String], problem: String?, walLeftForOthers: Bool = false) {
        self.unsaved = unsaved
        self.problem = problem
        self.walLeftForOthers = walLeftForOthers
    }

    /// Everything was written and the database closed cleanly.
    public var isClean: Bool { unsaved.isEmpty && problem == nil }
}

extension AppDatabase {
    /// Closes the database, for a clean quit: makes what is still waiting in
    /// ``writes`` (trying for at most `timeout` seconds), stops ``changes``,
    /// copies everything from the -wal file into `bankui.sqlite`
    /// (`wal_checkpoint(TRUNCATE)`) and closes the connections. Afterwards
    /// `bankui.sqlite` alone holds all the data: the -wal file is removed,
    /// or empty while another program still has the database open.
    ///
    /// Idempotent: a second call returns the first one's report. Blocking
    /// (up to `timeout` plus a moment): call it from the main actor at
    /// quit, after the terminal is done with, or from any thread. Every
    /// later use of this database fails (repositories throw, ``writes``
    /// refuses new writes).
    ///
    /// - Returns: what could not be saved, for the user to be told.
    @discardableResult
    public func close(timeout: TimeInterval = 1) -> CloseReport {
        closing.withLock { report in
            if let report { return report }
            changes.stop()
            let unsaved = writes.close(timeout: timeout)
            var problems: [String] = []
            var walLeftForOthers = false
            do {
                try writer.writeWithoutTransaction { db in
                    // Readers of another program may hold the -wal for a moment.
                    try Self.setBusyTimeout(1, db)
                    _ = try db.checkpoint(.truncate)
                }
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
                // Another program has the database open (several bankui
                // quitting at once, one still running). SQLite then copies
                // what it can without waiting; the rest is committed in the
                // -wal, which the last program to close copies in. Nothing
                // is lost: not a problem to report.
                walLeftForOthers = true
            } catch {
                problems.append("cannot copy the -wal file into the database: \(Self.describe(error))")
            }
            // The writing connection closes last: the last connection to
            // close removes the -wal and -shm files, unless it is read-only.
            (writer as? DatabasePool)?.releaseMemory()
            do {
                try writer.close()
            } catch {
                problems.append("cannot close the database: \(Self.describe(error))")
            }
            let result = CloseReport(unsaved: unsaved, problem: problems.isEmpty ? nil : problems.joined(separator: "; "),
                                     walLeftForOthers: walLeftForOthers)
            report = result
            return result
        }
    }

    /// True once ``close(timeout:)`` has run.
    public var isClosed: Bool { closing.withLock { $0 != nil } }

    /// An error in SQLite's words when it is one, on one line.
    static func describe(_ error: any Error) -> String {
        let text = (error as? DatabaseError)?.message ?? String(describing: error)
        return text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
