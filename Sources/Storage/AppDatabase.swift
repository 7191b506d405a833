import Foundation
import GRDB

/// The one SQLite database of bankui, `bankui.sqlite` in the data directory.
///
/// WAL mode, named migrations, every write in its own transaction (no save
/// step). A file that cannot be used — corrupt, not SQLite, written by a
/// newer bankui, unreadable — is refused before anything is written to it:
/// it is first opened read-only and checked, and only a sound file is opened
/// for writing.
public final class AppDatabase: Sendable {
    /// The file name inside the data directory.
    public static let fileName = "bankui.sqlite"

    /// The connection pool (or queue, in memory) every repository uses.
    public let writer: any DatabaseWriter

    private init(writer: any DatabaseWriter) {
        self.writer = writer
    }

    /// Opens (or creates) the database in `directory`, creating the
    /// directory when it is missing, and brings its schema up to date.
    public static func open(directory: URL) throws(DatabaseOpenError) -> AppDatabase {
        let path = directory.appendingPathComponent(fileName).path
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: directory.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw DatabaseOpenError(path: directory.path, reason: "not a directory")
        }
        do {
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw DatabaseOpenError(path: directory.path, reason: "cannot create the data directory (\(error.localizedDescription))")
        }
        if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw DatabaseOpenError(path: path, reason: "it is a directory") }
            try validateExisting(path: path)
        }
        do {
            var configuration = Configuration()
            configuration.label = "bankui"
            let pool = try DatabasePool(path: path, configuration: configuration)
            try Migrations.migrator.migrate(pool)
            return AppDatabase(writer: pool)
        } catch {
            throw DatabaseOpenError(path: path, reason: describe(error))
        }
    }

    /// A fresh database in memory with the full schema, for tests and
    /// benchmarks.
    public static func inMemory() throws -> AppDatabase {
        let queue = try DatabaseQueue()
        try Migrations.migrator.migrate(queue)
        return AppDatabase(writer: queue)
    }

    /// Opens an existing file read-only and checks that it is an SQLite
    /// database this version understands. Nothing is written: read-only
    /// connections create no -wal or -shm file for a database that is not in
    /// WAL mode, and SQLite refuses a non-database before touching it.
    private static func validateExisting(path: String) throws(DatabaseOpenError) {
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw DatabaseOpenError(path: path, reason: "permission denied")
        }
        do {
            var configuration = Configuration()
            configuration.readonly = true
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            let superseded = try queue.read { db -> Bool in
                let check = try String.fetchOne(db, sql: "PRAGMA quick_check") ?? "?"
                guard check == "ok" else { throw DatabaseOpenError(path: path, reason: "the file is damaged (\(check))") }
                return try Migrations.migrator.hasBeenSuperseded(db)
            }
            try queue.close()
            if superseded {
                throw DatabaseOpenError(path: path, reason: "it was written by a newer version of bankui")
            }
        } catch let error as DatabaseOpenError {
            throw error
        } catch {
            throw DatabaseOpenError(path: path, reason: describe(error))
        }
    }

    private static func describe(_ error: any Error) -> String {
        if let dbError = error as? DatabaseError {
            switch dbError.resultCode {
            case .SQLITE_NOTADB: return "the file is not a database"
            case .SQLITE_CORRUPT: return "the file is damaged"
            case .SQLITE_CANTOPEN: return "cannot open the file"
            case .SQLITE_PERM, .SQLITE_AUTH, .SQLITE_READONLY: return "permission denied"
            default: return dbError.message ?? "\(dbError.resultCode)"
            }
        }
        return "\(error)"
    }
}

/// Why the database could not be opened, as one line for stderr.
public struct DatabaseOpenError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let reason: String

    public var description: String { "bankui: cannot open database at \(path): \(reason)" }
}
