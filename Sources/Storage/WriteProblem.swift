import GRDB

/// Why a pending write could not be made yet: a problem of the
/// surroundings, which may go away (another program's lock, a full disk).
public struct WriteProblem: Sendable, Equatable, CustomStringConvertible {
    /// The kind of problem, for a message in the user's language.
    public enum Cause: Sendable, Equatable {
        /// Another connection holds the database (`SQLITE_BUSY`, `SQLITE_LOCKED`).
        case locked
        /// The disk, or the database's size limit, is full (`SQLITE_FULL`).
        case diskFull
        /// The file or its directory cannot be written or opened now
        /// (`SQLITE_READONLY`, `SQLITE_PERM`, `SQLITE_CANTOPEN`).
        case notWritable
        /// The system failed to read or write the file (`SQLITE_IOERR`).
        case ioError
        /// The file is damaged or no longer a database (`SQLITE_CORRUPT`,
        /// `SQLITE_NOTADB`).
        case damaged
        /// Something else that may pass (`SQLITE_NOMEM`, `SQLITE_PROTOCOL`, …).
        case other
    }

    /// The kind of problem.
    public let cause: Cause
    /// SQLite's words, e.g. `database is locked`.
    public let message: String

    public var description: String { message }

    public init(_ error: any Error) {
        message = AppDatabase.describe(error)
        cause = Self.transientCause(of: error) ?? .other
    }

    /// Whether `error` comes from the surroundings, so that the same write
    /// may succeed later and must be kept. Errors of the write itself (a
    /// constraint, a missing table, a domain error thrown by the write) are
    /// not: trying again would fail again.
    static func isTransient(_ error: any Error) -> Bool {
        transientCause(of: error) != nil
    }

    /// The kind of a problem of the surroundings, or nil when `error` is the
    /// write's own (see ``isTransient(_:)``): the one list of the SQLite
    /// result codes a write is kept for.
    private static func transientCause(of error: any Error) -> Cause? {
        switch (error as? DatabaseError)?.resultCode {
        case .SQLITE_BUSY?, .SQLITE_LOCKED?: .locked
        case .SQLITE_FULL?: .diskFull
        case .SQLITE_READONLY?, .SQLITE_PERM?, .SQLITE_CANTOPEN?: .notWritable
        case .SQLITE_IOERR?: .ioError
        case .SQLITE_CORRUPT?, .SQLITE_NOTADB?: .damaged
        case .SQLITE_NOMEM?, .SQLITE_PROTOCOL?, .SQLITE_INTERRUPT?, .SQLITE_NOLFS?: .other
        default: nil
        }
    }
}
