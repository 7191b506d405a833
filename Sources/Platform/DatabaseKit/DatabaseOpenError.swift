import FileKit
import Foundation
import GRDB

/// Why bankui refused to open its database.
///
/// Its `description` is one line meant for stderr, for example
/// `bankui: cannot open database at /home/me/.local/share/bankui/bankui.sqlite: file is not a database`.
/// When this error is thrown, the file has not been changed.
public struct DatabaseOpenError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// What went wrong, in terms a user can act on.
    public enum Reason: Sendable, Equatable {
        /// The data directory path names something that is not a directory.
        case notADirectory
        /// The data directory is missing and could not be created.
        case cannotCreateDirectory(String)
        /// The data directory exists but new files cannot be created in it
        /// (SQLite needs to create the -wal and -shm files there).
        case directoryNotWritable
        /// A directory stands where the database file should be.
        case isADirectory
        /// Something other than a regular file (a pipe, a device) stands
        /// where the database file should be.
        case notARegularFile
        /// The file cannot be read.
        case permissionDenied
        /// The file can be read but not written.
        case readOnlyFile
        /// The file is not an SQLite database at all.
        case notADatabase
        /// The file is an SQLite database whose content is damaged; the
        /// detail is SQLite's own wording.
        case damaged(String)
        /// The file was written by a newer bankui: it records migrations
        /// this build does not know (their identifiers).
        case newerVersion(unknownMigrations: [String])
        /// The file is an SQLite database of some other program: it has
        /// tables but no bankui schema history.
        case foreignDatabase
        /// Another program held the database's lock for longer than opening
        /// was willing to wait. Nothing was read or written; trying again
        /// once it lets go works.
        case locked
        /// The database file is a symbolic link to a file that does not
        /// exist (the target as the link holds it): nothing is made at the
        /// link's end, it is said instead.
        case danglingLink(target: String)
        /// Any other failure, in SQLite's or the system's words.
        case other(String)
    }

    /// The path of the database file (or of the data directory, for the
    /// directory reasons).
    public let path: String
    /// What went wrong.
    public let reason: Reason

    /// Creates an error for `path`.
    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// The one-line message for stderr.
    public var description: String {
        // Paths and SQLite messages are outside text: keep the message on one
        // line whatever they contain.
        Self.oneLine("bankui: cannot open database at \(path): \(reason.message)")
    }

    /// The same one-line message, for code that uses `localizedDescription`.
    public var errorDescription: String? { description }

    private static func oneLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" ? "?" : scalar
        }))
    }
}

extension DatabaseOpenError.Reason {
    /// The reason as it reads after "cannot open database at PATH: ".
    public var message: String {
        switch self {
        case .notADirectory: return "the data directory is not a directory"
        case .cannotCreateDirectory(let detail): return "cannot create the data directory (\(detail))"
        case .directoryNotWritable: return "the data directory is not writable"
        case .isADirectory: return "it is a directory, not a file"
        case .notARegularFile: return "it is not a regular file"
        case .permissionDenied: return "permission denied"
        case .readOnlyFile: return "the file is read-only"
        case .notADatabase: return "file is not a database"
        case .damaged(let detail): return "the database is damaged (\(detail))"
        case .newerVersion(let unknown):
            let list = unknown.isEmpty ? "" : " (unknown migrations: \(unknown.joined(separator: ", ")))"
            return "it was written by a newer version of bankui\(list)"
        case .foreignDatabase: return "it is an SQLite database of another program, not a bankui database"
        case .locked: return "the database is locked by another program"
        case .danglingLink(let target):
            return "it is a symbolic link to \(target), which does not exist (remove the link, or put the database back there)"
        case .other(let detail): return detail
        }
    }

    /// Maps an error SQLite reported while opening or checking the file in
    /// `directory`: an I/O error there while its disk has no room left is
    /// said as a full disk.
    init(opening error: any Error, directory: String) {
        if let code = (error as? DatabaseError)?.resultCode, code == .SQLITE_IOERR || code == .SQLITE_FULL,
           AppDatabase.diskIsFull(at: directory) {
            self = .other("the disk is full; nothing was changed")
            return
        }
        self.init(opening: error)
    }

    /// Maps an error SQLite reported while opening or checking the file.
    init(opening error: any Error) {
        guard let error = error as? DatabaseError else {
            self = .other("\(error)")
            return
        }
        switch error.resultCode {
        case .SQLITE_NOTADB: self = .notADatabase
        case .SQLITE_CORRUPT: self = .damaged(error.message ?? "database disk image is malformed")
        case .SQLITE_PERM, .SQLITE_AUTH: self = .permissionDenied
        case .SQLITE_READONLY: self = .readOnlyFile
        case .SQLITE_BUSY, .SQLITE_LOCKED: self = .locked
        // Said as the screens say a write's problem, not in SQLite's words.
        case .SQLITE_FULL, .SQLITE_IOERR: self = .other(WriteProblem(error).words + "; nothing was changed")
        default: self = .other(error.message ?? "SQLite error \(error.resultCode.rawValue)")
        }
    }
}

/// The target of the symbolic link at `path` when that target does not
/// exist (a dangling link), else nil.
func danglingLinkTarget(_ path: String) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return nil }
    guard stat(path, &status) != 0, errno == ENOENT else { return nil }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return "?" }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

extension AppDatabase {
    /// Whether the file system of `directory` has no room left for a
    /// write (less than 64 KB free): SQLite often says a full disk as an
    /// I/O error, which alone would not tell the user why.
    public static func diskIsFull(at directory: String) -> Bool {
        var status = statvfs()
        guard statvfs(directory, &status) == 0 else { return false }
        return UInt64(status.f_bavail) * UInt64(status.f_frsize) < 64 * 1024
    }
}
