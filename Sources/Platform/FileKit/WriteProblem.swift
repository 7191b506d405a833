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

    /// The problem in words, the same on every screen and in every command
    /// (SQLite's own words only for a problem without a kind).
    public var words: String {
        switch cause {
        case .locked: "the database is locked by another program"
        case .diskFull: "the disk is full"
        case .notWritable: "the database cannot be written"
        case .ioError: "the system could not write the database file (the disk may be full or failing)"
        case .damaged: "the database file is damaged"
        case .other: message
        }
    }

    /// ``words`` in Korean.
    public var koreanWords: String {
        switch cause {
        case .locked: "다른 프로그램이 데이터베이스를 잠금"
        case .diskFull: "디스크가 가득 참"
        case .notWritable: "데이터베이스에 쓸 수 없음"
        case .ioError: "시스템이 데이터베이스 파일에 쓰지 못함 (디스크가 가득 찼거나 고장났을 수 있음)"
        case .damaged: "데이터베이스 파일이 손상됨"
        case .other: message
        }
    }

    /// A problem of kind `cause`, described by `message`.
    public init(cause: Cause, message: String) {
        self.cause = cause
        self.message = message
    }
}
