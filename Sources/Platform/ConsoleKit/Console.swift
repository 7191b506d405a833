import TextKit
import ArgumentParser
import FileKit
import Foundation
import DatabaseKit
import Synchronization

/// What every headless command shares: opening the database (waiting a
/// bounded time for another program's lock), complaining on standard
/// error, and the exit statuses of sysexits.h.
public enum Console {
    /// Exit status of a command whose output could not be written (a full
    /// disk, a closed pipe): EX_IOERR.
    public static let outputFailedStatus: Int32 = 74
    /// Exit status of a refused file: EX_DATAERR of sysexits.h.
    public static let badFileStatus: Int32 = 65
    /// Exit status of a file that cannot be read: EX_NOINPUT.
    public static let unreadableFileStatus: Int32 = 66

    /// Exit status when another program held the database locked for
    /// longer than a command waits: EX_TEMPFAIL (trying again later works).
    public static let lockedStatus: Int32 = 75
    /// How long a command waits for another program's lock on the
    /// database, to open it or to make its write.
    public static let lockPatience: TimeInterval = 10

    /// Opens the database of `options`, or says why not and fails: a
    /// database another program keeps locked is waited for (saying so on
    /// standard error) for ``lockPatience``, then status 75. `schema` is
    /// the tables of the command's tab.
    public static func openDatabase(_ options: GlobalOptions, schema: DatabaseSchema) throws -> AppDatabase {
        do {
            return try AppDatabase.open(directory: options.paths.dataDirectory, schema: schema, patience: lockPatience) {
                complain(lockWaitNote(options.language))
            }
        } catch {
            complain("\(error)")
            throw error.reason == .locked ? ExitCode(lockedStatus) : openFailureStatus(error.reason)
        }
    }

    /// Said once when a command starts to wait for another program's lock.
    public static func lockWaitNote(_ language: Language) -> String {
        switch language {
        case .en: "bankui: waiting for another program's lock on the database (at most \(Int(lockPatience)) s)"
        case .ko: "bankui: 다른 프로그램의 데이터베이스 잠금을 기다리는 중 (최대 \(Int(lockPatience))초)"
        }
    }

    /// The status for a write that did not happen because of `problem`:
    /// 75 when another program held the lock, 1 otherwise.
    /// Hands one write to `database`'s write queue and waits for it (a
    /// bankui open on the same database is waited for, not a failure),
    /// then closes the database; when the write was not made, says
    /// `bankui: <notDone>: <why>` and fails with the matching status.
    public static func writeAndClose(_ database: AppDatabase, notDone: String,
                                     _ submit: (@escaping @Sendable (Result<Void, WriteFailure>) -> Void) -> Void) throws {
        let outcome = Mutex<Result<Void, WriteFailure>?>(nil)
        submit { done in outcome.withLock { $0 = done } }
        database.writes.flush(timeout: lockPatience)
        let problem = database.writes.status.lastError.map { inWords($0, database: database) }
        let report = database.close()
        guard case .success? = outcome.withLock({ $0 }) else {
            complain(failedWrite(notDone: notDone, problem: problem))
            throw failedWriteStatus(problem)
        }
        if let problem = report.problem { complain("bankui: \(problem)") }
    }

    /// "bankui: no card was added: the disk is full; nothing was changed":
    /// what did not happen, why in the screens' words, and that the data
    /// is as it was.
    public static func failedWrite(notDone: String, problem: WriteProblem?) -> String {
        "bankui: \(notDone): \(problem.map(describe) ?? "the database stayed busy"); nothing was changed"
    }

    public static func failedWriteStatus(_ problem: WriteProblem?) -> ExitCode {
        problem?.cause == .locked ? ExitCode(lockedStatus) : ExitCode.failure
    }

    /// `problem` as it is: an I/O error on a disk with no room left is a
    /// full disk (SQLite often says one as the other).
    public static func inWords(_ problem: WriteProblem, database: AppDatabase) -> WriteProblem {
        guard problem.cause == .ioError, let directory = database.directory,
              AppDatabase.diskIsFull(at: directory.path) else { return problem }
        return WriteProblem(cause: .diskFull, message: problem.message)
    }

    /// A held-up write's problem in words, as the screens say it (a full
    /// disk, another program's lock), not in SQLite's words.
    public static func describe(_ problem: WriteProblem) -> String {
        problem.words
    }

    /// Writes `message` and a line break on standard error.
    public static func complain(_ message: String) {
        _ = ConsoleOutput(descriptor: STDERR_FILENO).write(message + "\n")
    }

    /// Writes `message` on standard error as it is (a progress line that
    /// rewrites itself with `\r`).
    public static func complainInPlace(_ message: String) {
        _ = ConsoleOutput(descriptor: STDERR_FILENO).write(message)
    }

    /// Opens the database of `options` read-only, for a command that only
    /// reads: it works on a data directory it cannot write, and writes
    /// nothing there. Or says why not and fails.
    public static func openDatabaseForReading(_ options: GlobalOptions, schema: DatabaseSchema) throws -> AppDatabase {
        do {
            return try AppDatabase.openForReading(directory: options.paths.dataDirectory, schema: schema)
        } catch {
            complain("\(error)")
            throw openFailureStatus(error.reason)
        }
    }

    /// The status of a database that would not open: 73 (EX_CANTCREAT)
    /// when a writing command meets a data directory or file it cannot
    /// write (the message says which), 1 otherwise.
    /// The sysexits status for a database that cannot be opened: 73
    /// (EX_CANTCREAT) where it cannot be made or written; 66 (EX_NOINPUT)
    /// when it cannot be read; 65 (EX_DATAERR) for a file that is not
    /// bankui's database, is damaged, or was made by a newer bankui; 75
    /// (EX_TEMPFAIL) while another program holds it; 74 (EX_IOERR) for
    /// anything else the system refused.
    public static func openFailureStatus(_ reason: DatabaseOpenError.Reason) -> ExitCode {
        switch reason {
        case .directoryNotWritable, .readOnlyFile, .cannotCreateDirectory, .notADirectory, .isADirectory, .notARegularFile:
            ExitCode(cannotWriteDataStatus)
        case .permissionDenied, .danglingLink: ExitCode(66)
        case .notADatabase, .damaged, .newerVersion, .foreignDatabase: ExitCode(65)
        case .locked: ExitCode(lockedStatus)
        case .other: ExitCode(outputFailedStatus)
        }
    }

    /// Exit status of a command that must write a data directory (or
    /// database file) it cannot: EX_CANTCREAT.
    public static let cannotWriteDataStatus: Int32 = 73

    /// Writes `text` on standard output, or fails with status 74.
    public static func print(_ text: String) throws {
        let output = ConsoleOutput()
        guard output.write(text) else {
            Console.complain("bankui: \(output.failureMessage ?? "cannot write the output")")
            throw ExitCode(Console.outputFailedStatus)
        }
    }

    /// Writes `text` to `path` with the one file writer: whole or not at
    /// all; a failure is said on standard error and ends with its status
    /// (73 cannot create, 74 cannot write). `-` is standard output, written
    /// as every command's output is.
    public static func write(_ text: String, to path: String) throws {
        guard path != "-" else { return try print(text) }
        do throws(FileWriteFailure) {
            try FileWriter().write(text, to: path)
        } catch {
            Console.complain("bankui: \(error)")
            throw ExitCode(error.exitStatus)
        }
    }
}
