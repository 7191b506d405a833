import Foundation
import GRDB

/// Checks an existing database file before bankui writes to it, without
/// changing it: no byte of the file, no -wal or -shm file created next to it.
///
/// Why this care: a plain read-only SQLite connection on a WAL-mode database
/// (every bankui database is one) creates -wal and -shm files and leaves them
/// behind. So the file is first judged by its header, read with plain file
/// I/O, and then opened by SQLite in a way that cannot touch it: as an
/// `immutable` URI where SQLite accepts URI file names, or else as a copy in
/// a private temporary directory.
package enum DatabaseFileCheck {
    /// How the SQLite part of the check reaches the file.
    package enum Access: Sendable {
        /// An `immutable=1` URI when this SQLite accepts URI file names
        /// (Debian and Ubuntu build it so), otherwise `.copy`.
        case automatic
        /// A copy of the file in a private temporary directory.
        case copy
    }

    /// Throws unless the file at `path` is a bankui database (or an empty
    /// file) this build can open for writing.
    static func check(path: String, schema: DatabaseSchema, access: Access,
                      busyTimeout: TimeInterval = AppDatabase.openingBusyTimeout,
                      beforeLookingAgain: (Int) -> Void = { usleep(useconds_t(40_000 * $0)) }) throws(DatabaseOpenError) {
        func refuse(_ reason: DatabaseOpenError.Reason) -> DatabaseOpenError {
            DatabaseOpenError(path: path, reason: reason)
        }
        let manager = FileManager.default
        guard manager.isReadableFile(atPath: path) else { throw refuse(.permissionDenied) }
        guard let header = readHeader(path: path) else { throw refuse(.permissionDenied) }
        if header.isEmpty { return }  // SQLite treats an empty file as an empty database
        // "SQLite format 3" and a NUL: SQLite's own test, done here so that
        // a file that is not a database never reaches SQLite at all.
        guard header.count == 100, header.starts(with: Array("SQLite format 3\0".utf8)) else {
            throw refuse(.notADatabase)
        }
        // Another bankui may be writing the file while it is read: its
        // close copies the -wal file into it, and the check (which takes
        // no lock when there is no -wal file, so as to leave the file as it
        // was) can then read half-written pages, which look damaged,
        // foreign or newer. A file is refused for its content only when it
        // reads so three times, a moment apart; a file that is damaged
        // stays damaged.
        var looks = 1
        while true {
            let reason: DatabaseOpenError.Reason
            do {
                try inspect(path: path, schema: schema, access: access, busyTimeout: busyTimeout)
                break
            } catch let error as DatabaseOpenError {
                reason = error.reason  // thrown inside a database read, without the path
            } catch {
                reason = DatabaseOpenError.Reason(opening: error, directory: (path as NSString).deletingLastPathComponent)
            }
            guard looks < Self.looksAtContent, reason.mayBeAWriteUnderWay else { throw refuse(reason) }
            beforeLookingAgain(looks)
            looks += 1
        }
        guard manager.isWritableFile(atPath: path) else { throw refuse(.readOnlyFile) }
    }

    /// How many times a file's content is read before it is refused for
    /// it (damaged, foreign, newer).
    static let looksAtContent = 3

    /// The first 100 bytes (SQLite's file header), fewer for a short file,
    /// or nil when the file cannot be opened.
    private static func readHeader(path: String) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        do {
            return Array(try handle.read(upToCount: 100) ?? Data())  // nil: at the end already
        } catch {
            return nil
        }
    }

    /// Opens the file read-only where it cannot be changed and checks its
    /// content and schema history.
    private static func inspect(path: String, schema: DatabaseSchema, access: Access, busyTimeout: TimeInterval) throws {
        if FileManager.default.fileExists(atPath: path + "-wal") {
            // A -wal file exists: bankui was killed, or is running now. Its
            // committed changes live in that file, so SQLite must read it in
            // place; the side files are there already.
            try validate(location: path, schema: schema, busyTimeout: busyTimeout)
        } else if access == .automatic, let uri = immutableURI(path: path) {
            try validate(location: uri, schema: schema, busyTimeout: busyTimeout)
        } else {
            try validateCopy(of: path, schema: schema, busyTimeout: busyTimeout)
        }
    }

    /// Copies the database at `path` into `destination` (SQLite's backup)
    /// without writing anything beside it: in place when a -wal file is
    /// there (its committed changes count) and SQLite can read it so, as an
    /// `immutable` URI when there is none, else from a private copy of the
    /// file and its -wal (a read-only directory where SQLite cannot make
    /// the -shm file).
    static func readSnapshot(path: String, into destination: DatabaseQueue) throws {
        func copy(from location: String) throws {
            var configuration = Configuration()
            configuration.readonly = true
            configuration.label = "bankui.read"
            configuration.busyMode = .timeout(AppDatabase.openingBusyTimeout)
            let source = try DatabaseQueue(path: location, configuration: configuration)
            defer { try? source.close() }
            try source.backup(to: destination)
        }
        let manager = FileManager.default
        let hasLog = manager.fileExists(atPath: path + "-wal")
        if hasLog, (try? copy(from: path)) != nil { return }
        if !hasLog, let uri = immutableURI(path: path) {
            try copy(from: uri)
            return
        }
        let directory = manager.temporaryDirectory
            .appendingPathComponent("bankui-read-\(UUID().uuidString)", isDirectory: true)
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: directory) }
        let copied = directory.appendingPathComponent("copy.sqlite")
        try manager.copyItem(at: URL(fileURLWithPath: path), to: copied)
        if hasLog { try? manager.copyItem(at: URL(fileURLWithPath: path + "-wal"), to: URL(fileURLWithPath: copied.path + "-wal")) }
        try copy(from: copied.path)
    }

    /// Runs the checks on a copy, for an SQLite without URI file names: a
    /// read-only connection may then leave -wal and -shm files, next to the
    /// copy only. The copy is removed afterwards.
    private static func validateCopy(of path: String, schema: DatabaseSchema, busyTimeout: TimeInterval) throws {
        let manager = FileManager.default
        let directory = manager.temporaryDirectory
            .appendingPathComponent("bankui-check-\(UUID().uuidString)", isDirectory: true)
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("copy.sqlite")
        try manager.copyItem(at: URL(fileURLWithPath: path), to: copy)
        try validate(location: copy.path, schema: schema, busyTimeout: busyTimeout)
    }

    /// Runs the checks on a read-only connection to `location` (a path or
    /// a URI file name).
    private static func validate(location: String, schema: DatabaseSchema, busyTimeout: TimeInterval) throws {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "bankui.check"
        // Another bankui may be setting the file up (turning on WAL, a
        // migration): wait for its lock as opening does, rather than
        // refusing a file that is fine.
        configuration.busyMode = .timeout(busyTimeout)
        let queue = try DatabaseQueue(path: location, configuration: configuration)
        defer { try? queue.close() }
        try queue.read { db in
            let problems = try quickCheck(db, schema: schema)
            guard problems.isEmpty else {
                throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: problems.first ?? "quick_check failed")
            }
            let unknown = try schema.unknownMigrations(db)
            if !unknown.isEmpty {
                throw DatabaseOpenError(path: "", reason: .newerVersion(unknownMigrations: unknown))
            }
            let tableCount = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
            if tableCount > 0, try !db.tableExists("grdb_migrations") {
                throw DatabaseOpenError(path: "", reason: .foreignDatabase)
            }
        }
    }

    /// SQLite's `quick_check` of the schema and of every table `schema`
    /// checks at open (``DatabaseSchema/checksAtOpen(_:)``), with their
    /// indexes: the problems found, none when the file is sound.
    private static func quickCheck(_ db: Database, schema: DatabaseSchema) throws -> [String] {
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        var problems: [String] = []
        for table in ["sqlite_master"] + tables.filter(schema.checksAtOpen) {
            problems += try String.fetchAll(db, sql: "PRAGMA quick_check(\(table.quotedDatabaseIdentifier))")
                .filter { $0 != "ok" }
        }
        return problems
    }

    /// `file:///…?immutable=1`, or nil when this SQLite takes URIs as plain
    /// names (then the URI would name a file that does not exist).
    static func immutableURI(path: String) -> String? {
        guard sqliteAcceptsURIFileNames else { return nil }
        // In a URI, "?", "#" and "%" are syntax: everything outside the
        // plain path characters is percent-encoded (SQLite decodes it).
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        guard let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) else { return nil }
        return "file://\(encoded)?mode=ro&immutable=1"
    }

    /// Whether SQLite was built with URI file names on (`SQLITE_USE_URI`):
    /// GRDB opens connections without `SQLITE_OPEN_URI`, so only then is a
    /// `file:` name read as a URI.
    static let sqliteAcceptsURIFileNames: Bool = {
        guard let queue = try? DatabaseQueue() else { return false }
        let options = (try? queue.read { try String.fetchAll($0, sql: "PRAGMA compile_options") }) ?? []
        return options.contains { $0 == "USE_URI" || $0 == "USE_URI=1" }
    }()
}

extension DatabaseOpenError.Reason {
    /// Whether a check may have found this because another program was
    /// writing the file as it was read: content that reads as damaged,
    /// foreign or from a newer bankui.
    var mayBeAWriteUnderWay: Bool {
        switch self {
        case .damaged, .notADatabase, .foreignDatabase, .newerVersion: true
        default: false
        }
    }
}
