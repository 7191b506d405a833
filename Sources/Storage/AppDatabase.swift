import Foundation
import GRDB

/// The one SQLite database of bankui: `bankui.sqlite` in the data directory.
///
/// - WAL mode: reads never wait for a write, and a commit is in the -wal file
///   before the write returns, so a crash or a kill loses nothing committed.
/// - The schema is built by the named migrations of ``Migrations``.
/// - Data is read and written through one repository per domain (for
///   example ``SettingsRepository``), each write one transaction committed
///   when it returns: there is no save step.
/// - A file that cannot be used (not SQLite, damaged, written by a newer
///   bankui, not readable or writable, a directory) is refused with a
///   ``DatabaseOpenError`` before anything touches it.
public final class AppDatabase: Sendable {
    /// The database file's name inside the data directory.
    public static let fileName = "bankui.sqlite"

    /// The connection the repositories use: a pool on disk, a queue in
    /// memory. Not public, so that every access goes through a repository.
    let writer: any DatabaseWriter

    private init(writer: any DatabaseWriter) {
        self.writer = writer
    }

    /// Opens the database in `directory` (creating the directory, with its
    /// parents, and the file when they are missing) and brings its schema up
    /// to date.
    ///
    /// - Throws: ``DatabaseOpenError`` when the file cannot be used; the
    ///   file is then left exactly as it was.
    public static func open(directory: URL) throws(DatabaseOpenError) -> AppDatabase {
        try open(directory: directory, checkAccess: .automatic)
    }

    /// A new, empty database in memory with the full schema, for the tests
    /// and benchmarks of other modules.
    public static func inMemory() throws -> AppDatabase {
        let queue = try DatabaseQueue(configuration: makeConfiguration())
        try Migrations.migrator.migrate(queue)
        return AppDatabase(writer: queue)
    }

    /// `open(directory:)` with a choice of how an existing file is checked,
    /// so that tests can exercise both ways.
    static func open(directory: URL, checkAccess: DatabaseFileCheck.Access) throws(DatabaseOpenError) -> AppDatabase {
        try prepareDirectory(directory)
        let path = directory.appendingPathComponent(fileName).path
        func refuse(_ reason: DatabaseOpenError.Reason) -> DatabaseOpenError {
            DatabaseOpenError(path: path, reason: reason)
        }
        var status = stat()
        if stat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR: throw refuse(.isADirectory)
            case S_IFREG: try DatabaseFileCheck.check(path: path, access: checkAccess)
            default: throw refuse(.notARegularFile)  // reading a pipe would block
            }
        } else if errno != ENOENT {
            throw refuse(errno == EACCES ? .permissionDenied : .other(String(cString: strerror(errno))))
        }
        // SQLite creates the file and its -wal and -shm next to it.
        guard FileManager.default.isWritableFile(atPath: directory.path) else {
            throw DatabaseOpenError(path: directory.path, reason: .directoryNotWritable)
        }
        do {
            let pool = try DatabasePool(path: path, configuration: makeConfiguration())
            let migrator = Migrations.migrator
            // Checked again on the writing connection: a newer bankui may
            // have migrated the file since it was checked.
            if try pool.read(migrator.hasBeenSuperseded) {
                let unknown = try pool.read(migrator.appliedIdentifiers).subtracting(migrator.migrations)
                throw refuse(.newerVersion(unknownMigrations: unknown.sorted()))
            }
            try migrator.migrate(pool)
            return AppDatabase(writer: pool)
        } catch let error as DatabaseOpenError {
            throw error
        } catch {
            throw refuse(DatabaseOpenError.Reason(opening: error))
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
    private static func makeConfiguration() -> Configuration {
        var configuration = Configuration()
        configuration.label = "bankui"
        // A second bankui on the same data directory waits for the other's
        // short writes instead of failing with "database is locked".
        configuration.busyMode = .timeout(5)
        return configuration
    }
}
