/// Why a pending write could not be made yet: a problem of the
/// surroundings, which may go away (another program's lock, a full disk).
///
/// A plain value, so that the screens can word it without knowing the
/// database: DatabaseKit makes it from SQLite's errors.
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

    /// A problem of kind `cause`, described by `message`.
    public init(cause: Cause, message: String) {
        self.cause = cause
        self.message = message
    }
}
