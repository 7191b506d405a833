import TextKit
import ArgumentParser
import FileKit
import ConsoleKit
import Foundation
import KanbanCore
import DatabaseKit
import KanbanStorage
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
public struct KanbanCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "kanban",
        abstract: "The kanban board without the screen: add, list, move and remove cards, export it, replace it with a board file, share it and sync it.",
        subcommands: [KanbanAddCommand.self, KanbanListCommand.self, KanbanMoveCommand.self, KanbanDoneCommand.self,
                      KanbanRemoveCommand.self, KanbanExportCommand.self, KanbanImportCommand.self, KanbanBoardsCommand.self, KanbanRemoteCommand.self,
                      KanbanSyncCommand.self, KanbanWipCommand.self, KanbanStatsCommand.self, KanbanArchiveCommand.self,
                      KanbanUnarchiveCommand.self, KanbanActivityCommand.self]
    )

    @OptionGroup var global: GlobalOptions

    public init() {}
}

/// The formats of `bankui kanban export`.
enum KanbanFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case json, markdown

    func text(of board: Board, only: UUID? = nil) -> String {
        switch self {
        case .json: KanbanExport.json(board, only: only)
        case .markdown: KanbanExport.markdown(board, only: only)
        }
    }

    /// Writes `board` (every board, or only `only`) in pieces; false when `write` failed.
    func write(_ board: Board, only: UUID? = nil, _ write: (String) -> Bool) -> Bool {
        switch self {
        case .json: KanbanExport.json(board, only: only, write: write)
        case .markdown: KanbanExport.markdown(board, only: only, write: write)
        }
    }
}

/// `bankui kanban export [--format json|markdown] [--board NAME]`: every
/// board (JSON version 2, Markdown `# Board` headings), or one.
struct KanbanExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the board to standard output (import reads it back)."
    )

    @OptionGroup var global: GlobalOptions

    @Option(parsing: .unconditional, help: "json (every field, card ids included) or markdown (## COLUMN headings, - title items).")
    var format: KanbanFormat = .json

    @Option(parsing: .unconditional, help: "Only this board (by default every board).")
    var board: String?

    @Flag(inversion: .prefixedNo, help: "With the cards of the archive (the default, so that import reads the whole board back).")
    var archived = true

    func run() throws {
        let whole = try KanbanExportCommand.readBoard(global)
        let board = archived ? whole : whole.withoutArchive(today: KanbanCalendar().today)
        let only = try self.board.map { try KanbanBoardsCommand.named($0, in: board, global.language).id }
        let output = ConsoleOutput()
        guard format.write(board, only: only, output.write) else {
            Console.complain("bankui: \(output.failureMessage ?? "cannot write the output")")
            throw ExitCode(Console.outputFailedStatus)
        }
    }
}

extension KanbanExportCommand {
    /// Every board, for the commands that only print (export, list),
    /// through the reading opening; a board that cannot be read is status 1
    /// with its reason.
    /// The board as `read` reads it (by default every live card); a
    /// database error is said and ends the command.
    static func readBoard(_ global: GlobalOptions,
                          _ read: (KanbanRepository) throws -> Board = { try $0.board() }) throws -> Board {
        let database = try Console.openDatabaseForReading(global, schema: KanbanTables.schema)
        defer { database.close() }
        do {
            return try read(KanbanRepository(database: database))
        } catch let exit as ExitCode {
            throw exit
        } catch {
            Console.complain("bankui: cannot read the board: \(error)")
            throw ExitCode.failure
        }
    }
}

/// `bankui kanban import FILE`.
struct KanbanImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Replace the boards of a file (or the board shown: a file of one board) with its cards (JSON or Markdown, as export writes them)."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The board file; - reads standard input.", valueName: "file"))
    var file: String

    func run() throws {
        try KanbanIdentity.refuseIfReadOnly(global, notDone: "nothing was imported")
        let person = try KanbanIdentity.person(global)
        let text: String
        do {
            text = try Self.readFile(file)
        } catch let error as KanbanImportError {
            Console.complain("bankui: \(file) \(error)")
            throw ExitCode(Console.badFileStatus)
        } catch let error as InputReadFailure {
            Console.complain("bankui: \(error)")
            throw ExitCode(error.exitStatus)
        } catch {
            Console.complain("bankui: \(error)")
            throw ExitCode(Console.unreadableFileStatus)
        }
        let boardFile: KanbanFile
        do {
            boardFile = try KanbanImport.read(text)
        } catch {
            Console.complain("bankui: \(file) \(error)")
            throw ExitCode(Console.badFileStatus)
        }
        let database = try Console.openDatabase(global, schema: KanbanTables.schema)
        // Through the write queue, so that another bankui's short writes
        // (a tab open on the same board) are waited for, not a failure.
        let outcome = Mutex<Result<Void, WriteFailure>?>(nil)
        let cards = boardFile.cards
        KanbanRepository(database: database, author: person).submitImport(boardFile, at: Date()) { result in
            outcome.withLock { $0 = result }
        }
        database.writes.flush(timeout: Console.lockPatience)
        let problem = database.writes.status.lastError.map { Console.inWords($0, database: database) }
        let report = database.close()
        let result = outcome.withLock { $0 }
        guard case .success? = result else {
            let why = problem.map(Console.describe) ?? "the database stayed busy"
            if case .failure(let failure)? = result, case .refused = failure.reason {
                Console.complain("bankui: the board was not changed: \(failure.why)")
                throw ExitCode.failure
            }
            Console.complain("bankui: the board was not changed: \(why)")
            throw Console.failedWriteStatus(problem)
        }
        if let problem = report.problem { Console.complain("bankui: \(problem)") }
        let output = ConsoleOutput()
        guard output.write(Self.done(cards.count, global.language) + "\n") else {
            Console.complain("bankui: \(output.failureMessage ?? "cannot write the output")")
            throw ExitCode(Console.outputFailedStatus)
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
