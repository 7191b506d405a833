import ArgumentParser
import ConsoleKit
import Foundation
import KanbanCore
import DatabaseKit
import KanbanStorage
import TabKit
import TextKit

/// `bankui kanban boards [new NAME | rename OLD NEW | rm NAME]`: the boards
/// without the screen. Alone it lists them, one a line, the board the tab
/// shows marked `*`. Each change is the change the tab makes (in history,
/// undone with `u`, shared at the next sync). A name that is empty,
/// invisible, longer than 100 characters or another board's is refused
/// with status 64; a board that does not exist is named with the list of
/// boards and status 1, as `bankui timetable list --timetable NAME` does;
/// so is removing the last board.
struct KanbanBoardsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "boards",
        abstract: "List the kanban boards, or make, rename or remove one.",
        subcommands: [List.self, New.self, Rename.self, Remove.self],
        defaultSubcommand: List.self
    )

    /// `bankui kanban boards` (`list`).
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "The boards, the one shown marked *.")

        @OptionGroup var global: GlobalOptions

        func run() throws {
            let database = try Console.openDatabaseForReading(global, schema: KanbanTables.schema)
            let state: KanbanState
            do {
                state = try KanbanRepository(database: database).load(historyLimit: 0)
            } catch {
                database.close()
                Console.complain("bankui: cannot read the board: \(error)")
                throw ExitCode.failure
            }
            database.close()
            var text = ""
            let names = state.board.orderedBoards.map(\.name)
            for board in state.board.orderedBoards {
                // A name two boards share is told apart by the id.
                let shared = names.filter { $0 == board.name }.count > 1
                text += (board.id == state.shownBoard ? "* " : "  ") + UntrustedText.clean(board.name, .singleLine)
                    + (shared ? "  (\(KanbanBoardsCommand.shortID(board.id)))" : "") + "\n"
            }
            let output = ConsoleOutput()
            guard output.write(text) else {
                Console.complain("bankui: \(output.failureMessage ?? "cannot write the output")")
                throw ExitCode(Console.outputFailedStatus)
            }
        }
    }

    /// `bankui kanban boards new NAME`.
    struct New: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "new", abstract: "Make a board.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: "Its name (at most 100 characters; no other board's; one that starts with - goes after --).")
        var name: String

        func run() throws {
            try KanbanBoardsCommand.change(global, notDone: "no board was made") { board, now in
                try board.addingBoard(named: name, id: UUID(), at: now)
            }
        }
    }

    /// `bankui kanban boards rename OLD NEW`.
    struct Rename: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "rename", abstract: "Rename a board.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The board's name now.")
        var old: String

        @Argument(help: "Its new name.")
        var new: String

        func run() throws {
            try KanbanBoardsCommand.change(global, notDone: "no board was renamed") { board, now in
                try board.renamingBoard(try KanbanBoardsCommand.named(old, in: board, global.language).id, to: new, at: now)
            }
        }
    }

    /// `bankui kanban boards rm NAME`.
    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "rm", abstract: "Remove a board and its cards.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The board's name.")
        var name: String

        func run() throws {
            try KanbanBoardsCommand.change(global, notDone: "no board was removed") { board, now in
                try board.removingBoard(try KanbanBoardsCommand.named(name, in: board, global.language).id, at: now)
            }
        }
    }

    /// The live board `name` (trimmed), or says which boards there are and fails.
    /// The board a command of one board works on: `name`, or the one the
    /// tab shows; read without the cards. A database that cannot be read
    /// is status 1, as a name no board has.
    static func chosen(_ name: String?, in repository: KanbanRepository, _ language: Language) throws -> BoardInfo {
        let boards: Board, shown: UUID
        do {
            (boards, shown) = try repository.boardsAndShown()
        } catch {
            Console.complain("bankui: cannot read the board: \(error)")
            throw ExitCode.failure
        }
        return try chosen(name, in: boards, shown: shown, language)
    }

    /// The board `name` names among `boards`, or the board the tab shows
    /// (`shown`; the first board when it is gone).
    static func chosen(_ name: String?, in boards: Board, shown: UUID, _ language: Language) throws -> BoardInfo {
        try name.map { try named($0, in: boards, language) } ?? boards.boards[shown] ?? BoardInfo.first
    }

    /// A name two boards share (each made offline with it, then met on the
    /// shared board) is refused with both ids rather than one picked; an id,
    /// or its start (4 characters or more), names a board too.
    static func named(_ name: String, in board: Board, _ language: Language) throws -> BoardInfo {
        let wanted = name.trimmingCharacters(in: .whitespacesAndNewlines)
        let matches = board.orderedBoards.filter { $0.name == wanted }
        if matches.count == 1 { return matches[0] }
        let shown = UntrustedText.clean(name, .singleLine)
        if matches.count > 1 {
            let ids = matches.map { shortID($0.id) }
            let listed = ids.joined(separator: ", ")
            Console.complain(language == .ko
                ? "bankui: '\(shown)'라는 보드가 \(matches.count)개 있습니다: \(listed). id로 고르거나(--board \(ids[0])) "
                    + "하나의 이름을 바꾸세요(bankui kanban boards rename \(ids[0]) 새이름)"
                : "bankui: \(matches.count) boards are named '\(shown)': \(listed); name one by its id (--board \(ids[0])) "
                    + "or rename one (bankui kanban boards rename \(ids[0]) NEW)")
            throw ExitCode.failure
        }
        let start = wanted.lowercased()
        if start.count >= 4 {
            let byID = board.orderedBoards.filter { $0.id.uuidString.lowercased().hasPrefix(start) }
            if byID.count == 1 { return byID[0] }
        }
        let list = board.orderedBoards.map { "'\(UntrustedText.clean($0.name, .singleLine))'" }.joined(separator: ", ")
        Console.complain(language == .ko ? "bankui: '\(shown)' 보드가 없습니다. 있는 보드: \(list)"
                                         : "bankui: no board is named '\(shown)'; there are \(list)")
        throw ExitCode.failure
    }

    /// The start of a board's id that `--board` takes: 8 characters.
    static func shortID(_ id: UUID) -> String { String(id.uuidString.lowercased().prefix(8)) }

    /// Reads the boards, makes the change `make` returns (nil: nothing to
    /// do) and records it as the tab would; a refused name is status 64,
    /// the last board 1.
    static func change(_ global: GlobalOptions, notDone: String,
                       _ make: (Board, Date) throws -> KanbanAction?) throws {
        try KanbanIdentity.refuseIfReadOnly(global, notDone: notDone)
        let person = try KanbanIdentity.person(global)
        let database = try Console.openDatabase(global, schema: KanbanTables.schema)
        let repository = KanbanRepository(database: database, author: person)
        let action: KanbanAction?
        do {
            action = try make(try repository.load(historyLimit: 0).board, Date())
        } catch let error as BoardError {
            database.close()
            Console.complain("bankui: \(notDone): \(error)")
            switch error {
            case .emptyName, .nameTooLong, .duplicateName: throw ExitCode.validationFailure
            case .lastBoard, .sameBoard, .unknownBoard: throw ExitCode.failure
            }
        } catch {
            database.close()
            throw error
        }
        guard let action else {
            database.close()
            return
        }
        try Console.writeAndClose(database, notDone: notDone) { done in
            repository.submitRecord(.perform(action), at: action.at, completion: done)
        }
    }
}
