import ArgumentParser
import ConsoleKit
import Foundation
import KanbanCore
import DatabaseKit
import KanbanStorage

extension DueFilter: ExpressibleByArgument {}

/// The formats of `bankui kanban list`.
enum KanbanListFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text, json
}

/// `bankui kanban list [--board NAME] [--column C] [--tag T] [--due
/// overdue|today|week] [--for NAME|me] [--format text|json] [--archived]`: the cards,
/// every board's by default, board by board, column by column, in order
/// (``KanbanListing``); DONE without its archive, or the archive alone.
struct KanbanListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the cards, one a line (short id, column, deadline, title, board), or as JSON."
    )

    @OptionGroup var global: GlobalOptions

    @Option(parsing: .unconditional, help: "Only this board (by default every board).")
    var board: String?

    @Option(parsing: .unconditional, help: "Only this column: todo, doing or done.")
    var column: KanbanColumn?

    @Option(parsing: .unconditional, help: ArgumentHelp("Only the cards with this tag (with or without #).", valueName: "tag"))
    var tag: String?

    @Option(parsing: .unconditional, help: "Only the cards not done that are due: overdue (before today), today, week (today to Sunday).")
    var due: DueFilter?

    @Option(name: .customLong("for"), parsing: .unconditional,
            help: ArgumentHelp("Only the cards for this person (an @name in the title or body); me: you (--as, [user] name, $USER@host).",
                               valueName: "name|me"))
    var person: String?

    @Option(parsing: .unconditional, help: "text (one card a line) or json (an array of objects, for other tools).")
    var format: KanbanListFormat = .text

    @Flag(help: "Only the cards of the archive (DONE's cards done more than the board's days ago, 14 unless set; kanban archive).")
    var archived = false

    func validate() throws {
        if let tag, Self.tag(tag) == nil { throw ValidationError("'\(tag)' is not a tag (letters, digits, _ and -, not only digits)") }
    }

    /// The tag `text` names (`home` or `#home`), or nil.
    static func tag(_ text: String) -> Tag? {
        let word = text.hasPrefix("#") ? text : "#" + text
        let found = CardTags.find(in: Substring(word))
        guard found.count == 1, found[0].range == word.startIndex..<word.endIndex else { return nil }
        return found[0].tag
    }

    /// The person `--for` names: `me` is the one using bankui.
    func forPerson() throws -> PersonName? {
        guard let text = person else { return nil }
        let bare = text.hasPrefix("@") ? String(text.dropFirst()) : text
        if bare.lowercased() == "me" { return try KanbanIdentity.person(global) }
        switch PersonName.validated(bare) {
        case .success(let name): return name
        case .failure(let problem):
            Console.complain("bankui: --for: \(problem)")
            throw ExitCode.validationFailure
        }
    }

    func run() throws {
        let person = try forPerson()
        // Only the rows listed are read: the boards first, to find the one named.
        var only: UUID?
        let board = try KanbanExportCommand.readBoard(global) { repository in
            if let name = self.board {
                only = try KanbanBoardsCommand.named(name, in: try repository.boards(), global.language).id
            }
            return try repository.board(only: only, column: archived ? .done : column)
        }
        let today = KanbanCalendar().today
        // The archive's cards alone, or the board without them.
        let listed = archived
            ? Board(cards: board.orderedBoards.flatMap { board.archive(of: $0.id, today: today) }, tombstones: [],
                    boards: board.orderedBoards, filterIndex: false)
            : board.withoutArchive(today: today)
        let listing = KanbanListing(listed, only: only, column: column, tag: tag.flatMap(Self.tag), due: due, person: person,
                                    today: today)
        switch format {
        case .text: try Console.print(listing.text(showBoard: only == nil))
        case .json: try Console.print(listing.json())
        }
    }
}
