import ArgumentParser
import ConsoleKit
import Foundation
import KanbanCore
import KanbanStorage
import TextKit

/// `bankui kanban archive [--board NAME] [--days N]`: after how many days
/// DONE's cards of a board go to its archive and how many are there; with
/// `--days`, sets it as the tab's `W` in the archive does (a history line,
/// undone with `u`, shared at the next sync). `bankui kanban unarchive
/// ID` puts a card of the archive back, as the tab's `r`.
struct KanbanArchiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "archive",
        abstract: "Show after how many days DONE's cards go to the board's archive (and how many are there), or set it."
    )

    @OptionGroup var global: GlobalOptions

    @Option(parsing: .unconditional, help: "The board (by default the one the tab shows).")
    var board: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Set the days: 1 to 3650, or 0 (never).", valueName: "n"))
    var days: String?

    func run() throws {
        if let days { return try set(days) }
        let today = KanbanCalendar().today
        var name = "", setting = WipLimits.defaultArchiveDays, count = 0
        _ = try KanbanExportCommand.readBoard(global) { repository in
            let info = try KanbanBoardsCommand.chosen(board, in: repository, global.language)
            let cards = try repository.board(only: info.id, column: .done)
            name = info.name
            setting = info.wip.archiveAfter
            count = cards.archivedCount(of: info.id, today: today)
            return cards
        }
        let quoted = "'\(UntrustedText.clean(name, .singleLine))'"
        let line: String
        if global.language == .ko {
            line = setting == 0 ? "\(quoted) 보드는 DONE 카드를 보관하지 않습니다.\n"
                : "\(quoted) 보드의 DONE 카드는 \(setting)일 뒤 보관함으로 갑니다. 보관함: \(count)장 (kanban list --archived).\n"
        } else {
            line = setting == 0 ? "DONE's cards on \(quoted) stay on the board (no archive).\n"
                : "DONE's cards on \(quoted) go to the archive after \(setting) \(setting == 1 ? "day" : "days"); "
                    + "\(count) \(count == 1 ? "card is" : "cards are") there (kanban list --archived).\n"
        }
        try Console.print(line)
    }

    private func set(_ text: String) throws {
        let notDone = "the archive's days were not set"
        guard case .success(let value) = ArchiveDaysInput.parse(text) else {
            Console.complain("bankui: \(notDone): '\(UntrustedText.clean(text, .singleLine))' is not a number of days (0 to 3650)")
            throw ExitCode.validationFailure
        }
        try KanbanCardChange.setOnBoard(board, global, notDone: notDone, unchanged: { "\($0) has that setting already" }) {
            $0.settingArchiveDays(value, on: $1, at: $2)
        }
    }
}

/// `bankui kanban unarchive ID`.
struct KanbanUnarchiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unarchive",
        abstract: "Put a card of the archive back on its board (in DONE, as if done today)."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The card's id, or its start (at least 4 digits).")
    var id: String

    func run() throws {
        let notDone = "no card was put back"
        try KanbanCardChange.run(global, notDone: notDone) { reading, now in
            let (card, board) = try KanbanCardChange.card(id, reading, notDone: notDone)
            let today = KanbanCalendar().day(of: now)
            guard card.isArchived(today: today, after: board.wip(of: board.shownBoard(of: card)).archiveAfter),
                  let action = board.unarchiving(card.id, today: today, at: now) else {
                Console.complain("bankui: '\(UntrustedText.clean(card.title, .singleLine))' is not in the archive; nothing changed")
                return nil
            }
            return action
        }
    }
}
