import ArgumentParser
import ConsoleKit
import Foundation
import KanbanCore
import KanbanStorage
import TabKit
import TextKit

/// `bankui kanban stats [--board NAME] [--weeks N] [--format text|json]`:
/// the board's flow, as the tab's `F` shows it: cycle and lead time
/// (median and 85th percentile), cards done each week and the cumulative
/// flow chart of the last weeks, from when each card was made, started and
/// done, here or on another board sharing it.
struct KanbanStatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "How a board flows: cycle and lead time, cards done each week and a cumulative flow chart."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @OptionGroup var global: GlobalOptions

    @Option(parsing: .unconditional, help: "The board (by default the one the tab shows).")
    var board: String?

    @Option(help: ArgumentHelp("How many weeks to look back, 1 to \(FlowStats.mostWeeks).", valueName: "n"))
    var weeks: Int = FlowStats.defaultWeeks

    @Option(help: "text (the words and the chart) or json (the figures, times in days).")
    var format: Format = .text

    func validate() throws {
        guard (1...FlowStats.mostWeeks).contains(weeks) else {
            throw ValidationError("--weeks must be 1 to \(FlowStats.mostWeeks), not \(weeks)")
        }
    }

    func run() throws {
        let database = try Console.openDatabase(global, schema: KanbanTables.schema)
        defer { database.close() }
        let repository = KanbanRepository(database: database)
        let target = try KanbanBoardsCommand.chosen(board, in: repository, global.language)
        let cards: [FlowCard]
        do {
            cards = try repository.flowCards(on: target.id).cards
        } catch {
            Console.complain("bankui: cannot read the board: \(error)")
            throw ExitCode.failure
        }
        let calendar = KanbanCalendar()
        let stats = FlowStats(cards, today: calendar.today, weeks: weeks, timeZone: calendar.timeZone)
        let words = FlowWords(strings: KanbanStrings(global.language), stats: stats,
                              boardName: UntrustedText.clean(target.name, .singleLine))
        switch format {
        case .json: try Console.print(words.json() + "\n")
        case .text:
            try Console.print(words.lines(width: 80, chartHeight: 10).map { $0.text }.joined(separator: "\n") + "\n")
        }
    }
}
