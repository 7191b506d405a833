import FileKit
import GRDB

/// SQLite's errors as write problems.
extension WriteProblem {
    /// The problem `error` tells of.
    public init(_ error: any Error) {
        self.init(cause: Self.transientCause(of: error) ?? .other, message: AppDatabase.describe(error))
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
