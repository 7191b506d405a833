import ArgumentParser
import ConsoleKit
import Foundation
import KanbanCore
import TextKit
import TabKit
import KanbanStorage

/// `bankui kanban wip [--board NAME]`: the soft limits of the board's
/// columns and how many cards each holds; `bankui kanban wip set COLUMN N
/// [--board NAME]` sets one (`0` or `none` takes it away) as the tab's `w`
/// does: a history line, undone with `u`, shared at the next sync.
struct KanbanWipCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wip",
        abstract: "Show the columns' limits (work in progress) of a board, or set one.",
        subcommands: [KanbanWipShowCommand.self, KanbanWipSetCommand.self],
        defaultSubcommand: KanbanWipShowCommand.self
    )
}

struct KanbanWipShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show each column's limit and count.")

    @OptionGroup var global: GlobalOptions

    @Option(parsing: .unconditional, help: "The board (by default the one the tab shows).")
    var board: String?

    func run() throws {
        let database = try Console.openDatabase(global, schema: KanbanTables.schema)
        defer { database.close() }
        let repository = KanbanRepository(database: database)
        let info = try KanbanBoardsCommand.chosen(board, in: repository, global.language)
        let counts: [KanbanColumn: Int]
        do {
            // Counted in the database: the cards themselves are not read.
            counts = try repository.columnCounts(on: info.id, today: KanbanCalendar().today)
        } catch {
            Console.complain("bankui: cannot read the board: \(error)")
            throw ExitCode.failure
        }
        var out = ""
        for column in KanbanColumn.allCases {
            let count = counts[column] ?? 0
            var line: String = column.title.padding(toLength: 6, withPad: " ", startingAt: 0) + String(count)
            if let limit = info.wip[column] {
                line += "/\(limit)"
                if count > limit { line += "  over" }
            }
            out += line + "\n"
        }
        try Console.print(out)
    }
}

struct KanbanWipSetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "set", abstract: "Set a column's limit (0 or none: no limit).")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "todo, doing or done.")
    var column: KanbanColumn

    @Argument(help: ArgumentHelp("The most cards it should hold, 1 to 9999; 0 or none for no limit.", valueName: "n"))
    var limit: String

    @Option(parsing: .unconditional, help: "The board (by default the one the tab shows).")
    var board: String?

    func run() throws {
        let notDone = "no limit was set"
        guard case .success(let value) = WipInput.parse(limit) else {
            Console.complain("bankui: \(notDone): '\(UntrustedText.clean(limit, .singleLine))' is not a limit (1 to 9999, or 0 for none)")
            throw ExitCode.validationFailure
        }
        try KanbanCardChange.setOnBoard(board, global, notDone: notDone,
                                        unchanged: { "\(column.title) on \($0) has that limit already" }) {
            $0.settingWip(value, of: column, on: $1, at: $2)
        }
    }
}
