import ArgumentParser
import ConsoleKit
import Foundation
import KanbanCore
import TextKit

/// `bankui kanban move ID COLUMN`, `bankui kanban done ID` and `bankui
/// kanban rm ID`: one card, named by its id or the start of it
/// (``CardReference``), moved to the bottom of a column or removed, each
/// the one action the tab's keys make. A card already in the column is
/// said on standard error and left as it is (status 0).
enum KanbanMoveCommands {
    /// Moves the card `id` names to `column`.
    static func move(_ id: String, to column: KanbanColumn, _ global: GlobalOptions) throws {
        var made: Card?
        let notDone = "no card was moved"
        try KanbanCardChange.run(global, notDone: notDone) { reading, now in
            let (card, board) = try KanbanCardChange.card(id, reading, notDone: notDone)
            guard card.column != column else {
                Console.complain("bankui: '\(UntrustedText.clean(card.title, .singleLine))' is already in \(column.title); nothing changed")
                return nil
            }
            let shown = board.shownBoard(of: card)
            let last = try reading.lastPosition(in: column, on: shown)
            // A repeating card done makes its next one, unless it is live.
            var next: Card?
            if column == .done, card.repeats != nil {
                let nextID = CardRepeat.nextID(after: card.id)
                let digits = nextID.uuidString.lowercased().filter { $0 != "-" }
                let live = try reading.cards(withIDStartingWith: digits).contains { $0.id == nextID }
                if !live {
                    next = Board.nextCard(after: card, doneOn: KanbanCalendar().day(of: now),
                                          below: try reading.lastPosition(in: .todo, on: shown))
                }
            }
            made = next
            return Board.moving(card, shownOn: shown, to: column, below: last, next: next, at: now)
        }
        if let made {
            // The next card of a repeating card: its id, title and deadline.
            let due = made.deadline.map { " due \($0.iso)" } ?? ""
            try Console.print("next: \(made.id.uuidString.lowercased()) '\(UntrustedText.clean(made.title, .singleLine))'\(due)\n")
        }
    }
}

/// `bankui kanban move ID COLUMN`.
struct KanbanMoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "move",
        abstract: "Move a card to the bottom of a column (ID: its id, or the first 4 or more digits of it)."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The card's id, or its start (at least 4 digits).")
    var id: String

    @Argument(help: "todo, doing or done.")
    var column: KanbanColumn

    func run() throws {
        try KanbanMoveCommands.move(id, to: column, global)
    }
}

/// `bankui kanban done ID`: `move ID done`.
struct KanbanDoneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "done", abstract: "Move a card to DONE.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The card's id, or its start (at least 4 digits).")
    var id: String

    func run() throws {
        try KanbanMoveCommands.move(id, to: .done, global)
    }
}

/// `bankui kanban rm ID`.
struct KanbanRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rm", abstract: "Remove a card (u in the tab brings it back).")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The card's id, or its start (at least 4 digits).")
    var id: String

    func run() throws {
        let notDone = "no card was removed"
        try KanbanCardChange.run(global, notDone: notDone) { reading, now in
            let (card, board) = try KanbanCardChange.card(id, reading, notDone: notDone)
            return board.removing(card.id, at: now)
        }
    }
}
