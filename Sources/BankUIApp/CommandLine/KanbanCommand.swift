import ArgumentParser
import FileKit
import Foundation
import KanbanCore
import Storage
import Synchronization
import TabKit

/// `bankui kanban`: the kanban board without the screen.
///
/// `export` writes the board to standard output (JSON by default, or
/// Markdown); a failed write ends with "bankui: cannot write the output:
/// <reason>" and status 74, as `bankui bank` does. `import FILE` replaces
/// the board with a file's cards in one transaction; a malformed file is
/// refused with its line ("bankui: FILE line 7: a card needs a title",
/// status 65) and the board is left as it was; so is one of more than 64 MB
/// ("bankui: FILE: too large: more than 64 MB", status 65). A file that
/// cannot be read ends with status 66.
struct KanbanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kanban",
        abstract: "The kanban board without the screen: export it, replace it with a board file, or share it.",
        subcommands: [KanbanExportCommand.self, KanbanImportCommand.self, KanbanRemoteCommand.self]
    )

    /// Exit status of a refused file: EX_DATAERR of sysexits.h.
    static let badFileStatus: Int32 = 65
    /// Exit status of a file that cannot be read: EX_NOINPUT.
    static let unreadableFileStatus: Int32 = 66

    @OptionGroup var global: GlobalOptions

    /// Exit status when another program held the database locked for
    /// longer than a command waits: EX_TEMPFAIL (trying again later works).
    static let lockedStatus: Int32 = 75
    /// How long a command waits for another program's lock on the
    /// database, to open it or to make its write.
    static let lockPatience: TimeInterval = 10

    /// Opens the database of `options`, or says why not and fails: a
    /// database another program keeps locked is waited for (saying so on
    /// standard error) for ``lockPatience``, then status 75.
    static func openDatabase(_ options: GlobalOptions) throws -> AppDatabase {
        do {
            return try AppDatabase.open(directory: options.paths.dataDirectory, patience: lockPatience) {
                complain(lockWaitNote(options.language))
            }
        } catch {
            complain("\(error)")
            throw error.reason == .locked ? ExitCode(lockedStatus) : openFailureStatus(error.reason)
        }
    }

    /// Said once when a command starts to wait for another program's lock.
    static func lockWaitNote(_ language: Language) -> String {
        switch language {
        case .en: "bankui: waiting for another program's lock on the database (at most \(Int(lockPatience)) s)"
        case .ko: "bankui: 다른 프로그램의 데이터베이스 잠금을 기다리는 중 (최대 \(Int(lockPatience))초)"
        }
    }

    /// The status for a write that did not happen because of `problem`:
    /// 75 when another program held the lock, 1 otherwise.
    static func failedWriteStatus(_ problem: WriteProblem?) -> ExitCode {
        problem?.cause == .locked ? ExitCode(lockedStatus) : ExitCode.failure
    }

    /// A held-up write's problem in words: another program's lock is
    /// named as such, not in SQLite's words.
    static func describe(_ problem: WriteProblem) -> String {
        problem.cause == .locked ? "the database is locked by another program" : problem.message
    }

    /// Writes `message` and a line break on standard error.
    static func complain(_ message: String) {
        _ = ConsoleOutput(descriptor: STDERR_FILENO).write(message + "\n")
    }

    /// Opens the database of `options` read-only, for a command that only
    /// reads: it works on a data directory it cannot write, and writes
    /// nothing there. Or says why not and fails.
    static func openDatabaseForReading(_ options: GlobalOptions) throws -> AppDatabase {
        do {
            return try AppDatabase.openForReading(directory: options.paths.dataDirectory)
        } catch {
            complain("\(error)")
            throw openFailureStatus(error.reason)
        }
    }

    /// The status of a database that would not open: 73 (EX_CANTCREAT)
    /// when a writing command meets a data directory or file it cannot
    /// write (the message says which), 1 otherwise.
    static func openFailureStatus(_ reason: DatabaseOpenError.Reason) -> ExitCode {
        switch reason {
        case .directoryNotWritable, .readOnlyFile, .cannotCreateDirectory: ExitCode(cannotWriteDataStatus)
        default: ExitCode.failure
        }
    }

    /// Exit status of a command that must write a data directory (or
    /// database file) it cannot: EX_CANTCREAT.
    static let cannotWriteDataStatus: Int32 = 73
}

/// The formats of `bankui kanban export`.
enum KanbanFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case json, markdown

    func text(of board: Board) -> String {
        switch self {
        case .json: KanbanExport.json(board)
        case .markdown: KanbanExport.markdown(board)
        }
    }

    /// Writes `board` in pieces; false when `write` failed.
    func write(_ board: Board, _ write: (String) -> Bool) -> Bool {
        switch self {
        case .json: KanbanExport.json(board, write: write)
        case .markdown: KanbanExport.markdown(board, write: write)
        }
    }
}

/// `bankui kanban export [--format json|markdown]`.
struct KanbanExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the board to standard output (import reads it back)."
    )

    @OptionGroup var global: GlobalOptions

    @Option(help: "json (every field, card ids included) or markdown (## COLUMN headings, - title items).")
    var format: KanbanFormat = .json

    func run() throws {
        let database = try KanbanCommand.openDatabaseForReading(global)
        let board: Board
        do {
            board = try KanbanRepository(database: database).board()
        } catch {
            database.close()
            KanbanCommand.complain("bankui: cannot read the board: \(error)")
            throw ExitCode.failure
        }
        database.close()
        let output = ConsoleOutput()
        guard format.write(board, output.write) else {
            KanbanCommand.complain("bankui: \(output.failureMessage ?? "cannot write the output")")
            throw ExitCode(BankConsoleCommand.outputFailedStatus)
        }
    }
}

/// `bankui kanban import FILE`.
struct KanbanImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Replace the board with the cards of a file (JSON or Markdown, as export writes them)."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The board file; - reads standard input.", valueName: "file"))
    var file: String

    func run() throws {
        let text: String
        do {
            text = try Self.readFile(file)
        } catch let error as KanbanImportError {
            KanbanCommand.complain("bankui: \(file) \(error)")
            throw ExitCode(KanbanCommand.badFileStatus)
        } catch let error as InputReadFailure {
            KanbanCommand.complain("bankui: \(error)")
            throw ExitCode(error.exitStatus)
        } catch {
            KanbanCommand.complain("bankui: \(error)")
            throw ExitCode(KanbanCommand.unreadableFileStatus)
        }
        let cards: [Card]
        do {
            cards = try KanbanImport.parse(text)
        } catch {
            KanbanCommand.complain("bankui: \(file) \(error)")
            throw ExitCode(KanbanCommand.badFileStatus)
        }
        let database = try KanbanCommand.openDatabase(global)
        // Through the write queue, so that another bankui's short writes
        // (a tab open on the same board) are waited for, not a failure.
        let outcome = Mutex<Result<Void, WriteFailure>?>(nil)
        KanbanRepository(database: database).submitReplaceBoard(with: cards, at: Date()) { result in
            outcome.withLock { $0 = result }
        }
        database.writes.flush(timeout: KanbanCommand.lockPatience)
        let problem = database.writes.status.lastError
        let report = database.close()
        let result = outcome.withLock { $0 }
        guard case .success? = result else {
            let why = problem.map(KanbanCommand.describe) ?? "the database stayed busy"
            if case .failure(let failure)? = result, case .refused = failure.reason {
                KanbanCommand.complain("bankui: the board was not changed: \(failure.why)")
                throw ExitCode.failure
            }
            KanbanCommand.complain("bankui: the board was not changed: \(why)")
            throw KanbanCommand.failedWriteStatus(problem)
        }
        if let problem = report.problem { KanbanCommand.complain("bankui: \(problem)") }
        let output = ConsoleOutput()
        guard output.write(Self.done(cards.count, global.language) + "\n") else {
            KanbanCommand.complain("bankui: \(output.failureMessage ?? "cannot write the output")")
            throw ExitCode(BankConsoleCommand.outputFailedStatus)
        }
    }

    /// `Imported 3 cards.`
    static func done(_ count: Int, _ language: Language) -> String {
        switch language {
        case .en: count == 1 ? "Imported 1 card." : "Imported \(count) cards."
        case .ko: "카드 \(count)장을 가져왔습니다."
        }
    }

    /// The text of `path` (`-`: standard input), at most 64 MB of it, or
    /// why it cannot be read (``InputReadFailure``), as a file error: a file
    /// that is not UTF-8 is refused with the line of its first bad byte.
    static func readFile(_ path: String, limit: Int = InputLimit.bytes) throws -> String {
        let bytes = try InputReader.read(path, limit: limit)
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        // The line of the first byte that is not UTF-8.
        var line = 1
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            if String(validating: bytes[start..<end], as: UTF8.self) == nil { break }
            line += 1
            start = end + 1
        }
        throw KanbanImportError(line: line, reason: "the file is not UTF-8 text")
    }
}
