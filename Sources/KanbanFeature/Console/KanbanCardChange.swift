import ArgumentParser
import ConsoleKit
import Foundation
import KanbanCore
import Storage
import TextKit

/// How `bankui kanban add`, `move`, `done` and `rm` change a card: the
/// live cards and the board the tab shows are read (not the history, the
/// undo stacks or the filter's index, which a change does not need),
/// `make` returns the action the tab would perform (nil:
/// nothing to do, already said), and it is recorded as the tab records it
/// (a history line, undone with `u`, shared at the next sync).
enum KanbanCardChange {
    static func run(_ global: GlobalOptions, notDone: String,
                    _ make: (_ board: Board, _ shown: UUID, Date) throws -> KanbanAction?) throws {
        let database = try Console.openDatabase(global)
        let repository = KanbanRepository(database: database)
        let action: KanbanAction?
        do {
            let board: Board
            let shown: UUID
            do {
                board = try repository.board()
                shown = try repository.shownBoard()
            } catch {
                Console.complain("bankui: cannot read the board: \(error)")
                throw ExitCode.failure
            }
            action = try make(board, shown, Date())
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

    /// The one live card `text` names (``CardReference``), or says why not
    /// and fails: a malformed or ambiguous reference is status 64 (the
    /// matches are listed), no such card status 1.
    static func card(_ text: String, in board: Board, notDone: String) throws -> Card {
        let reference: CardReference
        do {
            reference = try CardReference(text)
        } catch {
            Console.complain("bankui: \(notDone): \(error)")
            throw ExitCode.validationFailure
        }
        let shown = UntrustedText.clean(text, .singleLine)
        switch reference.match(in: board) {
        case .one(let card):
            return card
        case .none:
            Console.complain("bankui: \(notDone): no card's id starts with '\(shown)'")
            throw ExitCode.failure
        case .several(let cards):
            var message = "bankui: \(notDone): '\(shown)' is the start of \(cards.count) cards' ids; type more of it:"
            for card in cards {
                message += "\n  " + CardReference.short(card.id) + "  " + UntrustedText.clean(card.title, .singleLine)
            }
            Console.complain(message)
            throw ExitCode.validationFailure
        }
    }
}
