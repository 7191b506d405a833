import Foundation
import GRDB
import Synchronization

/// Opening for the commands that only read.
extension AppDatabase {
    /// Opens the database in `directory` for a command that only reads it
    /// (`kanban export`, `timetable list`): the file is read without
    /// writing a byte in the directory, so that a read-only data directory
    /// (or file) still answers. What it reads is a copy in memory, brought
    /// up to this build's schema there; writes to it go nowhere.
    ///
    /// A missing directory or file reads as a new, empty database: nothing
    /// is created.
    ///
    /// - Throws: ``DatabaseOpenError`` when the file cannot be read or is
    ///   not a bankui database this build knows.
    public static func openForReading(directory: URL, schema: DatabaseSchema) throws(DatabaseOpenError) -> AppDatabase {
        let path = directory.appendingPathComponent(fileName).path
        func refuse(_ reason: DatabaseOpenError.Reason) -> DatabaseOpenError {
            DatabaseOpenError(path: path, reason: reason)
        }
        func empty() throws(DatabaseOpenError) -> AppDatabase {
            do { return try inMemory(schema: schema) } catch { throw refuse(DatabaseOpenError.Reason(opening: error)) }
        }
        var status = stat()
        if stat(directory.path, &status) != 0 {
            guard errno == ENOENT else { throw refuse(.other(String(cString: strerror(errno)))) }
            return try empty()
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw DatabaseOpenError(path: directory.path, reason: .notADirectory)
        }
        guard stat(path, &status) == 0 else {
            guard errno == ENOENT else { throw refuse(errno == EACCES ? .permissionDenied : .other(String(cString: strerror(errno)))) }
            if let target = danglingLinkTarget(path) { throw refuse(.danglingLink(target: target)) }
            return try empty()
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: throw refuse(.isADirectory)
        case S_IFREG: break
        default: throw refuse(.notARegularFile)  // reading a pipe would block
        }
        guard FileManager.default.isReadableFile(atPath: path) else { throw refuse(.permissionDenied) }
        do {
            let memory = try DatabaseQueue(configuration: makeConfiguration())
            try DatabaseFileCheck.readSnapshot(path: path, into: memory)
            let migrator = schema.migrator
            let unknown = try memory.read(schema.unknownMigrations)
            if !unknown.isEmpty { throw refuse(.newerVersion(unknownMigrations: unknown)) }
            let foreign = try memory.read { db in
                try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0 > 0 && !db.tableExists("grdb_migrations")
            }
            if foreign { throw refuse(.foreignDatabase) }
            try migrator.migrate(memory)
            return AppDatabase(writer: memory, directory: nil)
        } catch let error as DatabaseOpenError {
            throw error
        } catch {
            throw refuse(DatabaseOpenError.Reason(opening: error))
        }
    }
}
